/**
 * A heuristic Frustration Rummy player: it takes the upcard when it joins
 * something in hand, lays down contract melds as soon as it can, lays off
 * whatever fits, and discards its least connected card.
 */
import type { Agent } from '../../agents/agent.js';
import { type Card, rankOf, rankValue, suitOf } from '../../core/cards.js';
import type { RummyAction } from './state.js';
import type { RummyView } from './view.js';

const isWild = (c: Card): boolean => c.startsWith('JK') || rankOf(c) === '2' || rankOf(c) === '3';

/** How well `card` connects with the rest of `hand`: same rank counts most, same suit close by a little. */
function connection(card: Card, hand: readonly Card[]): number {
  if (isWild(card)) return 100;
  const rank = rankOf(card);
  const suit = suitOf(card);
  let score = 0;
  for (const other of hand) {
    if (other === card || isWild(other)) continue;
    if (rankOf(other) === rank) score += 3;
    else if (suitOf(other) === suit && rank !== null) {
      const gap = Math.abs(rankValue(rankOf(other) ?? '2') - rankValue(rank));
      if (gap <= 2) score += 3 - gap;
    }
  }
  return score;
}

/** The heuristic Frustration Rummy agent. */
export const frustrationRummyBot: Agent<RummyAction, RummyView> = {
  name: 'heuristic',
  act({ view, legalMoves }) {
    const hand = view.hand ?? [];
    const of = <T extends RummyAction['type']>(type: T) =>
      legalMoves.filter((m): m is Extract<RummyAction, { type: T }> => m.type === type);
    const draws = of('draw');
    if (draws.length > 0) {
      const top = view.discardTop;
      const fromDiscard = draws.find((d) => d.from === 'discard');
      // The upcard is worth taking when it is wild or joins a card in hand.
      if (fromDiscard && top !== null && connection(top, [...hand, top]) >= 2) return fromDiscard;
      return draws.find((d) => d.from === 'stock') ?? (draws[0] as RummyAction);
    }
    // Lay down as soon as the contract allows: melds first, then every lay-off.
    const meld = of('meld')[0];
    if (meld) return meld;
    const layOff = of('layOff')[0];
    if (layOff) return layOff;
    const discards = of('discard');
    if (discards.length > 0) {
      let best = discards[0] as Extract<RummyAction, { type: 'discard' }>;
      for (const d of discards) if (connection(d.card, hand) < connection(best.card, hand)) best = d;
      return best;
    }
    // Buying and wild swaps are optional extras: take them only when nothing else is allowed.
    return legalMoves[0] as RummyAction;
  },
};
