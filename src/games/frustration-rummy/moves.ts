/**
 * What makes two moves the same (`moveKey`), and the canonical form of a meld
 * action: twin cards and the choice of Joker never make moves distinct, a
 * set's card order does not count, and `rank` / `low` appear only where the
 * cards leave them open. A meld's kind and each wild's slot in a run do count.
 */
import { baseCard, type Card, type Rank } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { kindOf } from './cardTypes.js';
import type { Requirement } from './contracts.js';
import { isJoker, isPlainCard, lowOfRank, VALUE_RANK } from './melds.js';
import type { MeldAction, RummyAction } from './state.js';

/**
 * The rank a set of 2s, 3s and Jokers takes (R7, R9): that of the more numerous of its 2s and 3s,
 * the only reading that can keep its wilds within the ratio (`2♠ 2♥ 3♦` is a set of 2s with one
 * wild 3). `null` when they are as many (2-2-3-3: both readings hold, so the set names its rank)
 * or absent.
 */
export function setRankFromWilds(cards: readonly Card[]): Rank | null {
  let twos = 0;
  let threes = 0;
  for (const c of cards) {
    if (c[0] === '2') twos++;
    else if (c[0] === '3') threes++;
  }
  return twos === threes ? null : twos > threes ? '2' : '3';
}

/** True when a set's `rank` must be named: no plain card, and as many 2s as 3s (R9: both readings hold). */
export function setRankIsOpen(cards: readonly Card[]): boolean {
  return !cards.some(isPlainCard) && cards.some((c) => c[0] === '2') && setRankFromWilds(cards) === null;
}

/**
 * The canonical meld action for these cards: named by kind (`7H`, not `7H#1`: twin cards are one
 * card at the table), `rank`/`low` only where the cards leave them open. It takes `cards` over,
 * renaming its codes in place: every caller passes an array of its own, and a move list names
 * thousands of melds, so no second array is made for each.
 */
export function canonicalMeld(
  seat: Seat,
  kind: Requirement['kind'],
  cards: Card[],
  rank: Rank | null,
  low: number,
): MeldAction {
  for (let i = 0; i < cards.length; i++) cards[i] = kindOf(cards[i] as Card);
  // One literal for each shape, not a field added later: V8 drops the map of an added field at a
  // full garbage collection once no action of that shape is alive, deoptimising the move list.
  if ((kind === 'set' || kind === 'pair') && rank !== null && setRankIsOpen(cards))
    return { type: 'meld', seat, kind, cards, rank };
  if (kind === 'run' && !cards.some(isPlainCard))
    return { type: 'meld', seat, kind, cards, low: VALUE_RANK[((low - 1) % 13) + 1] as Rank };
  return { type: 'meld', seat, kind, cards };
}

/** The rank a set's cards imply: a plain card's, 2 or 3 when only those appear beside Jokers; `null` for all Jokers; `undefined` when open. */
function impliedRank(cards: readonly Card[]): Rank | null | undefined {
  const plain = cards.find(isPlainCard);
  if (plain !== undefined) return plain[0] as Rank;
  if (cards.every(isJoker)) return null;
  return setRankFromWilds(cards) ?? undefined;
}

/** The first slot a run's plain card implies (ace high or low, wrapping or not, give the same 1–13 slot). */
function impliedLow(cards: readonly Card[]): number | undefined {
  const i = cards.findIndex(isPlainCard);
  if (i < 0) return undefined;
  const v = lowOfRank((cards[i] as Card)[0] as Rank);
  return ((((v - i - 1) % 13) + 13) % 13) + 1;
}

/**
 * The canonical key of a meld action, computed from the action alone: twins
 * and Jokers collapse, a set's order does not count, and a `rank` or `low`
 * that the cards already imply is dropped (one that contradicts them is kept,
 * so an illegal action never shares the key of a legal one).
 */
export function meldKey(a: MeldAction): string {
  const bases = a.cards.map(baseCard);
  const ordered = a.kind === 'run' ? bases : [...bases].sort();
  let rank = a.rank === undefined ? '' : `!${a.rank}`;
  let low = a.low === undefined ? '' : `!${a.low}`;
  if (a.kind === 'set' || a.kind === 'pair') {
    const implied = impliedRank(a.cards);
    if (implied === undefined) rank = a.rank ?? '';
    else if (a.rank === implied) rank = '';
  }
  if (a.kind === 'run') {
    const implied = impliedLow(a.cards);
    if (implied === undefined) low = a.low ?? '';
    else if (a.low !== undefined && lowOfRank(a.low) === implied) low = '';
  }
  return `meld|${a.seat}|${a.kind}|${ordered.join(' ')}|${rank}|${low}`;
}

/**
 * The canonical key of an action: twin cards and the choice of Joker collapse
 * (`7H#0` ≡ `7H#1` ≡ `7H`), a set's card order does not count, and a `rank` or
 * `low` the cards already fix is dropped; a meld's kind and a run's order
 * (each wild's slot) still count.
 */
export function rummyMoveKey(a: RummyAction): string {
  switch (a.type) {
    case 'meld':
      return meldKey(a);
    case 'layOff':
      return `layOff|${a.seat}|${baseCard(a.card)}|${a.meld}|${a.end ?? ''}`;
    case 'swapWild':
      return `swapWild|${a.seat}|${baseCard(a.card)}|${a.meld}|${a.index}`;
    case 'discard':
      return `discard|${a.seat}|${baseCard(a.card)}`;
    case 'draw':
      return `draw|${a.seat}|${a.from}`;
    case 'buy':
      return `buy|${a.seat}|${baseCard(a.card)}`;
  }
}
