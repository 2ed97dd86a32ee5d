/**
 * Cards in a hand. Twin cards (`7H#0`, `7H#1`) and the four Jokers look the
 * same at the table, so an action may name any copy (or the bare code `7H`):
 * it is resolved to a copy the player holds, the named one when held.
 */
import { baseCard, type Card, prettyCard } from '../../core/cards.js';
import { unfrozen } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { TYPES, typeOf } from './cardTypes.js';
import type { RummyRuleError } from './state.js';

/** The copies of `hand` that `cards` stand for, or the error naming what is missing or repeated. */
export function resolveCards(hand: readonly Card[], cards: readonly Card[]): Card[] | RummyRuleError {
  // One card held as named (every discard and lay-off, and each discard the
  // move list tries): no bookkeeping of used copies needed.
  if (cards.length === 1 && hand.includes(cards[0] as Card)) return [cards[0] as Card];
  // Inside `apply` the hand is frozen, where Node 20 runs `findIndex` through a slow path (a
  // meld's search below is most of its check): searched in a copy there.
  const held = unfrozen(hand);
  const used = new Set<number>();
  const out: Card[] = [];
  // Exact copies first, so that naming both twins resolves each to itself.
  const slots = cards.map((c) => {
    const i = held.findIndex((h, j) => h === c && !used.has(j));
    if (i >= 0) used.add(i);
    return i;
  });
  for (let k = 0; k < cards.length; k++) {
    const c = cards[k] as Card;
    let i = slots[k] as number;
    if (i < 0) {
      const base = baseCard(c);
      i = held.findIndex((h, j) => !used.has(j) && baseCard(h) === base);
      if (i < 0) {
        const named = cards.filter((x) => baseCard(x) === base).length;
        return named > 1
          ? new RuleError('DUPLICATE_CARD', `${prettyCard(c)} is named more times than you hold that card.`)
          : new RuleError('CARD_NOT_IN_HAND', `${prettyCard(c)} is not in your hand.`);
      }
      used.add(i);
    }
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

/** One representative of each distinct card in `hand` (first copy in hand order). */
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
      out.push(c);
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
