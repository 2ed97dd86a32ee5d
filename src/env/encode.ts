/**
 * The pieces every observation encoder uses: card-count vectors over a game's card list, seats
 * relative to the observer (the observer is always 0, the seat to its left 1…), and the last
 * action's events as counts of each event type and of each card they name.
 */
import type { Seat } from '../core/game.js';

/** A game's card list with each card's place in it, for card-count vectors. */
export interface CardIndex {
  /** The cards, in vector order. */
  readonly cards: readonly string[];
  /** Each card's place in `cards`. */
  readonly at: ReadonlyMap<string, number>;
  /**
   * Each card's place by its character codes, -1 where none: `JH` at `(J << 7) | H`, a copy
   * `7H#1` at `((7 << 7) | H) * 8 + 1`. A string's hash lookup in `at` cost about 30 ns a card,
   * most of an observation's time; two character reads and an array read cost a few.
   */
  readonly codes: Int16Array;
}

// The table of `codes`: the two-character cards, then the copies #0 to #7 of each.
const TWO = 1 << 14;
const COPIES = 8;

/** Where `card` sits in {@link CardIndex.codes}, or -1 for a string of no card's shape. */
function codeOf(card: string): number {
  const a = card.charCodeAt(0);
  const b = card.charCodeAt(1);
  if (!(a < 128 && b < 128)) return -1;
  if (card.length === 2) return (a << 7) | b;
  if (card.length === 4 && card.charCodeAt(2) === 35) {
    const copy = card.charCodeAt(3) - 48;
    if (copy >= 0 && copy < COPIES) return TWO + ((a << 7) | b) * COPIES + copy;
  }
  return -1;
}

/** The {@link CardIndex} of `cards`. */
export function cardIndex(cards: readonly string[]): CardIndex {
  const codes = new Int16Array(TWO * (1 + COPIES)).fill(-1);
  const at = new Map(cards.map((c, i) => [c, i]));
  for (const [c, i] of at) {
    const k = codeOf(c);
    // A card of another shape is found through `at` alone (see cardAt).
    if (k >= 0) codes[k] = i;
  }
  return { cards: Object.freeze([...cards]), at, codes };
}

/** `card`'s place in `index`, or -1 when the index lacks it. */
export function cardAt(index: CardIndex, card: string): number {
  const k = codeOf(card);
  if (k >= 0) return index.codes[k] as number;
  return index.at.get(card) ?? -1;
}

/** Adds 1 at each card's place (cards the index lacks are skipped). */
export function addCards(out: Float32Array, offset: number, index: CardIndex, cards: readonly string[] | null): void {
  if (cards === null) return;
  for (let k = 0; k < cards.length; k++) addCard(out, offset, index, cards[k] as string);
}

/** Adds 1 at one card's place (nothing for a card the index lacks). */
export function addCard(out: Float32Array, offset: number, index: CardIndex, card: string): void {
  const i = cardAt(index, card);
  if (i >= 0) out[offset + i] = (out[offset + i] as number) + 1;
}

/** Writes 1 at one card's place (nothing for `null` or a card the index lacks). */
export function oneCard(out: Float32Array, offset: number, index: CardIndex, card: string | null | undefined): void {
  if (card === null || card === undefined) return;
  const i = cardAt(index, card);
  if (i >= 0) out[offset + i] = 1;
}

/** `seat` relative to `viewer`: 0 for the viewer, 1 for the seat to its left, and so on. */
export function relative(seat: Seat, viewer: Seat, players: number): number {
  return (((seat - viewer) % players) + players) % players;
}

/** Writes 1 at the relative place of each seat of `seats` (a seat one-hot or multi-hot). */
export function seatsAt(
  out: Float32Array,
  offset: number,
  seats: readonly Seat[],
  viewer: Seat,
  players: number,
): void {
  for (const s of seats)
    if (Number.isInteger(s) && s >= 0 && s < players) out[offset + relative(s, viewer, players)] = 1;
}

/** Writes per-seat numbers at their relative places: `values[s]` goes to `relative(s)`. */
export function perSeat(
  out: Float32Array,
  offset: number,
  values: readonly number[],
  viewer: Seat,
  players: number,
): void {
  for (let s = 0; s < players; s++) out[offset + relative(s, viewer, players)] = values[s] ?? 0;
}

/**
 * The last action's events as counts: of each type listed in `types` (from `typesAt`), and of each
 * card any of their fields names (from `cardsAt`). The events are the view's, already redacted.
 */
export function addEvents(
  out: Float32Array,
  events: readonly { readonly type: string }[],
  types: ReadonlyMap<string, number>,
  typesAt: number,
  index: CardIndex,
  cardsAt: number,
): void {
  for (const e of events) addEvent(out, e, types, typesAt, index, cardsAt);
}

/** One event of {@link addEvents}: a direct encoder passes each event redacted as the view would. */
export function addEvent(
  out: Float32Array,
  e: { readonly type: string },
  types: ReadonlyMap<string, number>,
  typesAt: number,
  index: CardIndex,
  cardsAt: number,
): void {
  const t = types.get(e.type);
  if (t !== undefined) out[typesAt + t] = (out[typesAt + t] as number) + 1;
  for (const value of Object.values(e)) addNamed(out, cardsAt, index, value, 0);
}

/** Counts the cards a value of an event names: a card code, or cards inside arrays of it. */
function addNamed(out: Float32Array, offset: number, index: CardIndex, value: unknown, depth: number): void {
  if (typeof value === 'string') {
    const i = cardAt(index, value);
    if (i >= 0) out[offset + i] = (out[offset + i] as number) + 1;
  } else if (Array.isArray(value) && depth < 3) {
    for (const v of value) addNamed(out, offset, index, v, depth + 1);
  }
}

/** The map from each of `names` to its place. */
export function placeOf(names: readonly string[]): ReadonlyMap<string, number> {
  return new Map(names.map((n, i) => [n, i]));
}
