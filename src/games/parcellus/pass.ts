/**
 * The blind pass (P3, P22): checking and recording each seat's choice, then
 * every pass moving at once and play starting. The deal, and which way a
 * round passes, are in `deal.ts`, below the parcel, since the round's end
 * (`scoring.ts`) deals the next round.
 */

import { type Card, prettyCard } from '../../core/cards.js';
import { handsOf, peek, plainRoot, setAt } from '../../core/draft.js';
import { emit, startEvents } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { sharedEvent } from '../../core/intern.js';
import { passDirection } from './deal.js';
import { parcellusError } from './errorWords.js';
import { turnUp } from './parcel.js';
import { leftOf, type ParcellusEvent, type ParcellusRuleError, type ParcellusState, rightOf } from './state.js';

/** Who receives `seat`'s pass this round. */
export function passTarget(state: Pick<ParcellusState, 'round' | 'options'>, seat: Seat): Seat {
  return passDirection(state) === 'left' ? leftOf(seat) : rightOf(seat);
}

/** Why `cards` cannot be `seat`'s pass, or `null` when they can. */
export function checkPass(state: ParcellusState, seat: Seat, cards: readonly Card[]): ParcellusRuleError | null {
  const hand = state.hands[seat] ?? [];
  if (new Set(cards).size !== cards.length) {
    return parcellusError('ILLEGAL_MOVE', 'passNotDistinct');
  }
  const missing = cards.find((c) => !hand.includes(c));
  if (missing !== undefined) {
    return parcellusError('CARD_NOT_IN_HAND', 'passNotInHand', { card: prettyCard(missing) });
  }
  return null;
}

// Fixed by the seat: made once and shared (frozen), like the other events.
const PASS_CHOSEN: readonly ParcellusEvent[] = [0, 1, 2].map((seat) => sharedEvent({ type: 'passChosen', seat }));

/**
 * Records `seat`'s blind choice. When the third seat has chosen, every pass
 * moves at once and play starts with the dealer turning up (P3, P9).
 */
export function choosePass(draft: ParcellusState, seat: Seat, cards: readonly Card[]): void {
  startEvents(draft, PASS_CHOSEN[seat] ?? { type: 'passChosen', seat });
  // The rest on the fields of immer's copy of the root, without traps (see plainRoot).
  const state = plainRoot(draft);
  setAt(state, 'passing', seat, cards.slice());
  const passing = peek(state, 'passing');
  if (passing[0] === null || passing[1] === null || passing[2] === null) return;
  // New hands in two sweeps (every hand keeps what it did not give, then
  // every hand receives), written once: on the fast path three small arrays
  // a round, inside `apply` one write instead of a drafted array. Each seat
  // receives from exactly one giver, so the received cards land after the
  // kept ones, in the giver's order.
  const hands = handsOf(state);
  const given: Card[][] = [];
  const next: Card[][] = [];
  for (let s = 0; s < 3; s++) {
    // The chosen lists move into `passed` as they are, not copied: the state made them (setAt
    // above copied each choice), `passing` is replaced below, and inside `apply` an unchanged
    // one is the frozen list of the state before, which the new state may share.
    const out = passing[s] as Card[];
    given.push(out);
    const kept: Card[] = [];
    // Indexed, not for…of: inside `apply` the hands are frozen, which Node 20 iterates slowly.
    const hand = hands[s] ?? [];
    for (let i = 0; i < hand.length; i++) {
      const c = hand[i] as Card;
      if (c !== out[0] && c !== out[1] && c !== out[2]) kept.push(c);
    }
    next.push(kept);
  }
  for (let s = 0; s < 3; s++) {
    const to = passTarget(state, s);
    const out = given[s] as Card[];
    // Three pushes, not push(...out): a spread call goes through a slow generic builtin.
    const receiving = next[to] as Card[];
    for (let i = 0; i < out.length; i++) receiving.push(out[i] as Card);
    emit(state, { type: 'passedCards', seat: s, to, cards: out.slice() });
  }
  state.hands = next;
  state.passed = given;
  state.passing = [null, null, null];
  turnUp(state, state.dealer);
}
