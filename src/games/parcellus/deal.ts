/**
 * The deal (P1, P24): six cards of the 24 to each seat and six to the dummy,
 * and which way the round's blind pass goes (P3), which the deal announces.
 * Below the parcel and the scoring: the round's end (`scoring.ts`) deals the
 * next round, and the pass (`pass.ts`) starts play in the parcel (`parcel.ts`).
 */

import { type Card, euchreDeck } from '../../core/cards.js';
import { optionsOf } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import { shuffle, withStateRng } from '../../core/rng.js';
import type { ParcellusState, PassDirection } from './state.js';

/** The direction of the pass in `round` under the options (P3). */
export function passDirection(state: Pick<ParcellusState, 'round' | 'options'>): PassDirection {
  if (optionsOf(state).passDirection === 'alwaysLeft') return 'left';
  return state.round % 2 === 1 ? 'left' : 'right';
}

/**
 * Deals a round from `order`: six cards each in blocks, starting left of the
 * dealer and ending with the dealer, then six to the dummy, whose first card is
 * the first turned up. With no `order`, the 24 cards are shuffled from the seed.
 */
export function deal(state: ParcellusState, order: Card[] | null): void {
  const cards = order ?? withStateRng(state, (rng) => shuffle(rng, euchreDeck()));
  // Block k of six goes to the seat k + 1 to the dealer's left, so seat s gets
  // block (s - dealer - 1) mod 3. A new list of hands, not three writes into
  // the old one: on an immer draft that is one write instead of a drafted array.
  // Written out, not a closure per seat: this runs every round of every playout.
  const k0 = (5 - state.dealer) % 3;
  const k1 = (k0 + 1) % 3;
  const k2 = (k0 + 2) % 3;
  state.hands = [cards.slice(6 * k0, 6 * k0 + 6), cards.slice(6 * k1, 6 * k1 + 6), cards.slice(6 * k2, 6 * k2 + 6)];
  state.dummy = cards.slice(18, 24).reverse();
  state.passing = [null, null, null];
  state.passed = [null, null, null];
  state.parcel = [];
  state.captured = [[], [], []];
  state.unclaimed = [];
  state.lastContributor = null;
  state.passes = 0;
  state.turner = state.dealer;
  state.toAct = state.dealer;
  state.phase = 'pass';
  emit(state, { type: 'dealt', round: state.round, dealer: state.dealer, direction: passDirection(state) });
}
