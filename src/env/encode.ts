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
}

/** The {@link CardIndex} of `cards`. */
export function cardIndex(cards: readonly string[]): CardIndex {
  return { cards: Object.freeze([...cards]), at: new Map(cards.map((c, i) => [c, i])) };
}

/** Adds 1 at each card's place (cards the index lacks are skipped). */
export function addCards(out: Float32Array, offset: number, index: CardIndex, cards: readonly string[] | null): void {
  if (cards === null) return;
  for (const c of cards) {
    const i = index.at.get(c);
    if (i !== undefined) out[offset + i] = (out[offset + i] as number) + 1;
  }
}

/** Writes 1 at one card's place (nothing for `null` or a card the index lacks). */
export function oneCard(out: Float32Array, offset: number, index: CardIndex, card: string | null | undefined): void {
  if (card === null || card === undefined) return;
  const i = index.at.get(card);
  if (i !== undefined) out[offset + i] = 1;
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
    const i = index.at.get(value);
    if (i !== undefined) out[offset + i] = (out[offset + i] as number) + 1;
  } else if (Array.isArray(value) && depth < 3) {
    for (const v of value) addNamed(out, offset, index, v, depth + 1);
  }
}

/** The map from each of `names` to its place. */
export function placeOf(names: readonly string[]): ReadonlyMap<string, number> {
  return new Map(names.map((n, i) => [n, i]));
}
