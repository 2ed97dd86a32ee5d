/**
 * Stacked-deck helpers for the Frustration Rummy scenario tests. Cards are
 * written without copy suffixes (`7H`, `JK`); each use takes the next free copy.
 */
import { withRounds } from '../../../bench/wildHands.js';
import { baseCard, type Card } from '../../../src/core/cards.js';
import {
  frustrationRummy as game,
  type RummyAction,
  type RummyOptions,
  type RummyState,
} from '../../../src/games/frustration-rummy/index.js';

export { game, withRounds };

/** A table to deal: hands in play order (seat 0 first, the dealer last), the upcard, the stock from the top. */
export interface Table {
  hands: string[][];
  upcard?: string;
  stock?: string[];
  options?: Partial<RummyOptions>;
  seed?: number;
}

/** Splits `'7H 8H JK'` into codes. */
export function cards(text: string): string[] {
  return text.trim().split(/\s+/).filter(Boolean);
}

/** The stacked deck for a table: named cards in place, the rest of the pack after them in a fixed order. */
export function stackedDeck(t: Table): Card[] {
  const pack = game.deck();
  const free = new Set(pack);
  const take = (code: string): Card => {
    const c = pack.find((x) => free.has(x) && baseCard(x) === code);
    if (c === undefined) throw new Error(`no copy of ${code} left`);
    free.delete(c);
    return c;
  };
  const players = t.hands.length;
  const out: Card[] = [];
  const hands = t.hands.map((h) => h.map(take));
  const upcard = t.upcard === undefined ? null : take(t.upcard);
  const stock = (t.stock ?? []).map(take);
  const filler = () => {
    const c = [...free][0] as Card;
    free.delete(c);
    return c;
  };
  for (let s = 0; s < players; s++) {
    const h = hands[s] as Card[];
    while (h.length < 13) h.push(filler());
    out.push(...h);
  }
  out.push(upcard ?? filler());
  out.push(...stock, ...free);
  return out;
}

/** A game dealt from `t` with seat 0 first to play (the dealer is the last seat). */
export function deal(t: Table): RummyState {
  return game.init({
    players: t.hands.length,
    seed: t.seed ?? 1,
    deck: stackedDeck(t),
    dealer: t.hands.length - 1,
    options: t.options,
  });
}

/**
 * The same state with `seat` on contract `n`, as if it had completed the earlier ones: its
 * history then has a round for each contract any seat completed, in which the seats that were
 * behind it laid down and moved up (the first of them went out), so that the state is one the
 * rules could reach and `restoreState` accepts.
 */
export function onContract(state: RummyState, seat: number, n: number): RummyState {
  const s = structuredClone(state);
  s.completed[seat] = n - 1;
  return withRounds(s);
}

/** Applies actions in order (each must be legal). */
export function play(state: RummyState, ...actions: RummyAction[]): RummyState {
  return actions.reduce((s, a) => game.apply(s, a), state);
}

/** The error code `action` gets, or `null` when it is legal. */
export function errorOf(state: RummyState, action: unknown): string | null {
  const v = game.validate(state, action);
  return v.ok ? null : v.error.code;
}

/** Twin-free codes of a list of cards, sorted, for comparisons. */
export function bases(list: readonly string[]): string[] {
  return list.map(baseCard).sort();
}

/** `seat` draws from the stock. */
export function drawStock(state: RummyState, seat = 0): RummyState {
  return game.apply(state, { type: 'draw', seat, from: 'stock' });
}
