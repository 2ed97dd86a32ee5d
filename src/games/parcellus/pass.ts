/**
 * The deal and the blind pass (P3, P22).
 */

import { type Card, euchreDeck, prettyCard } from '../../core/cards.js';
import { handsOf, optionsOf, peek, plainRoot, setAt } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { emit, startEvents } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { sharedEvent } from '../../core/intern.js';
import { shuffle, withStateRng } from '../../core/rng.js';
import { turnUp } from './parcel.js';
import {
  leftOf,
  type ParcellusEvent,
  type ParcellusRuleError,
  type ParcellusState,
  type PassDirection,
  rightOf,
} from './state.js';

/** The direction of the pass in `round` under the options (P3). */
export function passDirection(state: Pick<ParcellusState, 'round' | 'options'>): PassDirection {
  if (optionsOf(state).passDirection === 'alwaysLeft') return 'left';
  return state.round % 2 === 1 ? 'left' : 'right';
}

/** Who receives `seat`'s pass this round. */
export function passTarget(state: Pick<ParcellusState, 'round' | 'options'>, seat: Seat): Seat {
  return passDirection(state) === 'left' ? leftOf(seat) : rightOf(seat);
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
  const dealer = state.dealer;
  const block = (seat: Seat): Card[] => {
    const k = (seat + 2 - dealer) % 3;
    return cards.slice(6 * k, 6 * k + 6);
  };
  state.hands = [block(0), block(1), block(2)];
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

/** Why `cards` cannot be `seat`'s pass, or `null` when they can. */
export function checkPass(state: ParcellusState, seat: Seat, cards: readonly Card[]): ParcellusRuleError | null {
  const hand = state.hands[seat] ?? [];
  if (new Set(cards).size !== cards.length) {
    return new RuleError('ILLEGAL_MOVE', 'The pass is three different cards.');
  }
  const missing = cards.find((c) => !hand.includes(c));
  if (missing !== undefined) {
    return new RuleError(
      'CARD_NOT_IN_HAND',
      `You can only pass cards from your own hand; ${prettyCard(missing)} is not in it.`,
    );
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
    const out = (passing[s] as Card[]).slice();
    given.push(out);
    const kept: Card[] = [];
    for (const c of hands[s] ?? []) if (c !== out[0] && c !== out[1] && c !== out[2]) kept.push(c);
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
