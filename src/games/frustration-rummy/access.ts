/**
 * How the rule code reads and changes the nested parts of a state, so that it
 * is fast on both paths it runs on (see core/draft.ts). Inside `apply` the
 * state is an immer draft: a plain read of `state.hands`, `state.options` or
 * `state.melds` makes a nested draft (a Proxy), every element write into it is
 * a trap, and once any nested draft exists immer walks every array the action
 * replaced when it finishes. So there the readers below use `peek` (no draft
 * is made) and the changes replace an array whole on its parent. On the fast
 * path (`applyInPlace` on a plain state) they are fixed property reads and
 * in-place changes, which V8 serves faster than the generic helpers' keyed
 * reads. Both ways leave the same state; the conformance suite checks it.
 *
 * What the readers return is for reading only: inside `apply` it is the
 * frozen part of the state the action started from, or one the action made.
 */
import { type Card, removeCard } from '../../core/cards.js';
import {
  handOf,
  handsOf,
  isDrafting,
  optionsOf,
  peek,
  popFrom,
  pushAllAt,
  pushTo,
  removeAt,
  removeFirst,
  setAt,
} from '../../core/draft.js';
import type { Seat } from '../../core/game.js';
import type { Meld, RummyState } from './state.js';

// The readers of hands and options are core's, shared by every game.
export { handOf, handsOf, optionsOf };

// Inside `apply`, immer freezes what an action put into the state when it
// finishes, walking every element of each new array it finds (a stock of 80
// cards after each draw). `apply` always freezes its result (core/define.ts),
// so a new array of cards the helpers below just made is frozen here, which
// is cheaper and which immer's walk then skips. Only arrays this action made,
// and only once all they hold is frozen: the list of hands of a state fresh
// from `init` holds unfrozen hands, which immer's walk must still reach.
function freezeHand(state: RummyState, seat: Seat): void {
  const hands = peek(state, 'hands');
  Object.freeze(hands[seat]);
  for (const h of hands) if (!Object.isFrozen(h)) return;
  Object.freeze(hands);
}

/** The melds on the table, for reading (their objects too): inside `apply`, without drafting them. */
export function meldsOf(state: RummyState): readonly Meld[] {
  return isDrafting() ? peek(state, 'melds') : state.melds;
}

/** Per seat, whether it has laid down this round, for reading. */
export function laidDownOf(state: RummyState): readonly boolean[] {
  return isDrafting() ? peek(state, 'laidDown') : state.laidDown;
}

/** Per seat, the contracts completed, for reading. */
export function completedOf(state: RummyState): readonly number[] {
  return isDrafting() ? peek(state, 'completed') : state.completed;
}

/** The stock, for reading (its top is the last element). */
export function stockOf(state: RummyState): readonly Card[] {
  return isDrafting() ? peek(state, 'stock') : state.stock;
}

/** The discard pile, for reading (its top is the last element). */
export function discardOf(state: RummyState): readonly Card[] {
  return isDrafting() ? peek(state, 'discard') : state.discard;
}

/** Takes this exact copy out of `seat`'s hand: the discard of every turn. */
export function takeCardFromHand(state: RummyState, seat: Seat, card: Card): void {
  if (!isDrafting()) {
    removeCard(state.hands[seat] as Card[], card);
    return;
  }
  // removeAt leaves the hand as it was (the input's) when the card is not there.
  if (removeAt(state, 'hands', seat, card)) freezeHand(state, seat);
}

/** Takes these exact copies out of `seat`'s hand (each is known to be there). */
export function takeFromHand(state: RummyState, seat: Seat, cards: readonly Card[]): void {
  if (!isDrafting()) {
    const hand = state.hands[seat] as Card[];
    for (const c of cards) removeCard(hand, c);
    return;
  }
  // One new hand for all the cards, put on the list of hands in one write.
  // A spread: `slice` of the frozen hand read here is one of Node 20's slow paths (core/draft.ts).
  const hand = [...handOf(state, seat)];
  for (const c of cards) removeFirst(hand, c);
  setAt(state, 'hands', seat, hand);
  freezeHand(state, seat);
}

/** Puts `card` at the end of `seat`'s hand. */
export function giveToHand(state: RummyState, seat: Seat, card: Card): void {
  if (!isDrafting()) {
    (state.hands[seat] as Card[]).push(card);
    return;
  }
  pushAllAt(state, 'hands', seat, [card]);
  freezeHand(state, seat);
}

/** Takes the top card of the stock, `undefined` when it is empty. */
export function popStock(state: RummyState): Card | undefined {
  if (!isDrafting()) return state.stock.pop();
  const card = popFrom(state, 'stock');
  // popFrom leaves an empty stock as it was (the input's).
  if (card !== undefined) Object.freeze(peek(state, 'stock'));
  return card;
}

/** Takes the top card of the discard pile, `undefined` when it is empty. */
export function popDiscard(state: RummyState): Card | undefined {
  if (!isDrafting()) return state.discard.pop();
  const card = popFrom(state, 'discard');
  if (card !== undefined) Object.freeze(peek(state, 'discard'));
  return card;
}

/** Puts `card` on top of the discard pile. */
export function pushDiscard(state: RummyState, card: Card): void {
  if (!isDrafting()) {
    state.discard.push(card);
    return;
  }
  pushTo(state, 'discard', card);
  Object.freeze(peek(state, 'discard'));
}

/** Puts a new meld on the table, last. */
export function addMeld(state: RummyState, meld: Meld): void {
  if (isDrafting()) pushTo(state, 'melds', meld);
  else state.melds.push(meld);
}

/**
 * Meld `index` with new cards (and first slot): in place on the fast path;
 * inside `apply` a new meld object on a new list, since the one read is frozen.
 */
export function changeMeld(state: RummyState, index: number, cards: Card[], low: number): void {
  if (!isDrafting()) {
    const meld = state.melds[index] as Meld;
    meld.cards = cards;
    meld.low = low;
    return;
  }
  const meld = meldsOf(state)[index] as Meld;
  setAt(state, 'melds', index, { ...meld, cards, low });
}
