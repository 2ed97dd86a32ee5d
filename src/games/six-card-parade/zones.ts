/**
 * How the rule code reads and changes the zones of a state (hands, library,
 * stable, piles, fields, the sub-step records), so that it is fast on both
 * paths it runs on. On the fast path (`applyInPlace` on a plain state) these
 * are plain property reads with fixed names, which V8 keeps monomorphic, and
 * in-place changes. Inside `apply` they read immer's draft with `peek`, which
 * drafts nothing, and replace a changed array or record whole on its parent:
 * a read that drafts a nested array makes immer walk every array the action
 * replaces when it finishes, and each write into a drafted array costs more
 * than replacing it (see core/draft.ts). Both leave the same state.
 *
 * Values read here are for reading only: inside `apply` they are frozen parts
 * of the state the action started from.
 */
import { type Card, removeCard, standardDeck } from '../../core/cards.js';
import { handOf, handsOf, isDrafting, optionsOf, peek, pushAllAt, removeFirst, setAt } from '../../core/draft.js';
import type { Seat } from '../../core/game.js';
import type { Exchange, FieldSet, PendingSet, Search, SixCardParadeState } from './state.js';

type State = SixCardParadeState;

// The readers of hands and options are core's, shared by every game.
export { handOf, handsOf, optionsOf };

/** The library (index 0 is the top card), for reading. */
export const libraryOf = (s: State): readonly Card[] => (isDrafting() ? peek(s, 'library') : s.library);
/** The stable (the last card is the top), for reading. */
export const stableOf = (s: State): readonly Card[] => (isDrafting() ? peek(s, 'stable') : s.stable);
/** The fields by seat, for reading. */
export const fieldsOf = (s: State): readonly (readonly FieldSet[])[] => (isDrafting() ? peek(s, 'fields') : s.fields);
/** The set in the counter window, for reading. */
export const pendingOf = (s: State): Readonly<PendingSet> | null => (isDrafting() ? peek(s, 'pending') : s.pending);
/** The Queen of Hearts exchange in progress, for reading. */
export const exchangeOf = (s: State): Readonly<Exchange> | null => (isDrafting() ? peek(s, 'exchange') : s.exchange);
/** The Ace of Hearts search in progress, for reading. */
export const searchOf = (s: State): Readonly<Search> | null => (isDrafting() ? peek(s, 'search') : s.search);
/** Library size and field cards when the turn started, for reading. */
export const turnStartOf = (s: State): Readonly<State['turnStart']> =>
  isDrafting() ? peek(s, 'turnStart') : s.turnStart;

/** Takes `card` out of `seat`'s hand; the caller knows it is there. */
export function removeFromHand(state: State, seat: Seat, card: Card): void {
  if (isDrafting()) removeFromHandCopy(state, seat, [card]);
  else removeCard(state.hands[seat] as Card[], card);
}

/** Takes each of `cards` out of `seat`'s hand (a set put down); the caller knows they are there. */
export function removeAllFromHand(state: State, seat: Seat, cards: readonly Card[]): void {
  if (isDrafting()) {
    removeFromHandCopy(state, seat, cards);
    return;
  }
  const hand = state.hands[seat] as Card[];
  for (const c of cards) removeCard(hand, c);
}

// Draft mode: one new hand and one new list of hands, however many cards go.
function removeFromHandCopy(state: State, seat: Seat, cards: readonly Card[]): void {
  // A spread: `slice` of the state's (frozen) hand is one of Node 20's slow paths.
  const hand = [...handOf(state, seat)];
  for (let k = 0; k < cards.length; k++) removeFirst(hand, cards[k] as Card);
  setAt(state, 'hands', seat, hand);
}

/** Puts `card` at the end of `seat`'s hand. */
export function addToHand(state: State, seat: Seat, card: Card): void {
  if (isDrafting()) pushAllAt(state, 'hands', seat, [card]);
  else (state.hands[seat] as Card[]).push(card);
}

/** Puts `cards` at the end of `seat`'s hand, in order. */
export function addAllToHand(state: State, seat: Seat, cards: readonly Card[]): void {
  // Inside `apply`, nothing drawn leaves the hands untouched rather than copied.
  if (isDrafting()) {
    if (cards.length > 0) pushAllAt(state, 'hands', seat, cards);
    return;
  }
  // A loop: a spread push goes through a generic call on every draw.
  const hand = state.hands[seat] as Card[];
  for (let k = 0; k < cards.length; k++) hand.push(cards[k] as Card);
}

/** Puts `card` on top of the stable. */
export function addToStable(state: State, card: Card): void {
  if (isDrafting()) state.stable = [...peek(state, 'stable'), card];
  else state.stable.push(card);
}

/** Puts a new set at the end of `seat`'s field. */
export function addSet(state: State, seat: Seat, set: FieldSet): void {
  if (isDrafting()) pushAllAt(state, 'fields', seat, [set]);
  else (state.fields[seat] as FieldSet[]).push(set);
}

/**
 * Changes set `set` on `owner`'s field: in place on the fast path; inside
 * `apply`, a changed copy of the (frozen) set replaces it on a new field.
 */
export function changeSet(state: State, owner: Seat, set: FieldSet, change: Partial<FieldSet>): void {
  if (!isDrafting()) {
    Object.assign(set, change);
    return;
  }
  // A copy of the (frozen) field by a spread, then the one set replaced: `map` over a frozen
  // array is one of Node 20's slow paths.
  const field = [...(fieldsOf(state)[owner] ?? [])];
  const i = field.indexOf(set);
  if (i >= 0) field[i] = { ...set, ...change };
  setAt(state, 'fields', owner, field);
}

// Each card's place in the standard deck, for {@link inDeckOrder}.
const DECK_PLACE = new Map(standardDeck().map((c, i) => [c, i]));

/**
 * A copy of `cards` in the standard deck's order: how a hand is shown to a seat that did not
 * collect it (a hand swapped by the Q♦, shown by the Q♥). In its owner's order it would tell
 * which card came last, so which was drawn and which dealt.
 */
export function inDeckOrder(cards: readonly Card[]): Card[] {
  return [...cards].sort((a, b) => (DECK_PLACE.get(a) ?? 0) - (DECK_PLACE.get(b) ?? 0));
}
