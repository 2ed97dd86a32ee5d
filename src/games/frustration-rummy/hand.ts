/**
 * Cards in a hand. Twin cards (`7H#0`, `7H#1`) and the four Jokers are one card at the table
 * (rules page, "Twin cards are one card at the table"): an action names a card by its kind (`7H`),
 * a copy suffix in it is accepted and ignored, and the engine moves the copy of that kind that
 * comes first in the hand. The state keeps the copies (conservation, exact replays); nothing a
 * player says picks one, so nothing a player sees can tell them apart.
 */
import { type Card, prettyCard } from '../../core/cards.js';
import { unfrozen } from '../../core/draft.js';
import { kindOf, TYPES, typeOf } from './cardTypes.js';
import { rummyError } from './errorWords.js';
import type { RummyRuleError } from './state.js';

/**
 * The copies of `hand` that `cards` (valid card codes) stand for: for each named card, by kind,
 * the first copy of that kind in hand order not taken by an earlier one (`[7H, 7H]` takes the
 * hand's first two 7Hs, whatever copies were named); or the error naming what is missing or
 * repeated, by kind.
 */
export function resolveCards(hand: readonly Card[], cards: readonly Card[]): Card[] | RummyRuleError {
  // One card (every discard and lay-off, and each the move list tries): the first of its kind,
  // one short loop, not worth a copy of a frozen hand.
  if (cards.length === 1) {
    const c = cards[0] as Card;
    const t = typeOf(c);
    for (const h of hand) if (typeOf(h) === t) return [h];
    return rummyError('CARD_NOT_IN_HAND', 'notInHand', { card: prettyCard(c) });
  }
  // Inside `apply` the hand is frozen, where Node 20 reads a frozen array through a slow path (a
  // meld's search below is most of its check): read in a plain copy there.
  const held = unfrozen(hand);
  const used = new Uint8Array(held.length);
  const out: Card[] = [];
  for (const c of cards) {
    const t = typeOf(c);
    let i = 0;
    while (i < held.length && (used[i] === 1 || typeOf(held[i] as Card) !== t)) i++;
    if (i === held.length) {
      const named = cards.filter((x) => typeOf(x) === t).length;
      return named > 1
        ? rummyError('DUPLICATE_CARD', 'namedTwice', { card: prettyCard(c) })
        : rummyError('CARD_NOT_IN_HAND', 'notInHand', { card: prettyCard(c) });
    }
    used[i] = 1;
    out.push(held[i] as Card);
  }
  return out;
}

// Which card types the current distinctCards call has seen: marked with the
// call's number, so nothing is cleared and no set of strings is hashed (the
// copies' base codes were sliced out and hashed for every card of every
// move list).
const seenIn = new Uint32Array(TYPES);
let call = 0;

/**
 * Each distinct card of `hand` once, by kind (`7H`, `JK`), in the order of its first copy: the
 * cards the move lists offer to discard, lay off or swap, named as a player names them.
 */
export function distinctCards(hand: readonly Card[]): Card[] {
  call = (call + 1) >>> 0;
  if (call === 0) {
    seenIn.fill(0);
    call = 1;
  }
  const out: Card[] = [];
  for (const c of hand) {
    // Two cards are copies of one another exactly when they are of one type (all Jokers are).
    const t = typeOf(c);
    if (seenIn[t] !== call) {
      seenIn[t] = call;
      out.push(kindOf(c));
    }
  }
  return out;
}

/**
 * One empty hand per seat. Pushed, not `Array.from({ length })`: V8 makes that list holey (see
 * `filled` in the draft helpers) and its array-like path is slow.
 */
export function emptyHands(players: number): Card[][] {
  const hands: Card[][] = [];
  for (let s = 0; s < players; s++) hands.push([]);
  return hands;
}
