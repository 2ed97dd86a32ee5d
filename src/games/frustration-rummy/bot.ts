/**
 * A heuristic Frustration Rummy player: it takes the upcard when it joins
 * something in hand, lays down contract melds as soon as it can, lays off
 * whatever fits, and discards its least connected card. The agent reads its
 * view; the same rule, read off a full state, is the playout policy of IS-MCTS.
 */
import type { Agent } from '../../agents/agent.js';
import { type Card, rankOf, rankValue, suitOf } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { fitsTable } from './melds.js';
import type { Meld, RummyAction, RummyState } from './state.js';
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

/**
 * The heuristic's choice, from the only things it reads: the hand, the top of
 * the discard pile and the legal moves.
 */
function choose(
  hand: readonly Card[],
  top: Card | null,
  table: TableReading | null,
  legalMoves: readonly RummyAction[],
): RummyAction {
  let fromStock: RummyAction | undefined;
  let fromDiscard: RummyAction | undefined;
  let meld: RummyAction | undefined;
  let layOff: RummyAction | undefined;
  let discard: Extract<RummyAction, { type: 'discard' }> | undefined;
  let least = Number.POSITIVE_INFINITY;
  // One pass over the moves: this also runs in every IS-MCTS playout.
  for (const m of legalMoves) {
    if (m.type === 'draw') {
      if (m.from === 'stock') fromStock ??= m;
      else fromDiscard ??= m;
    } else if (m.type === 'meld') meld ??= m;
    else if (m.type === 'layOff') layOff ??= m;
    else if (m.type === 'discard') {
      const c = connection(m.card, hand);
      if (c < least) {
        least = c;
        discard = m;
      }
    }
  }
  if (fromStock !== undefined || fromDiscard !== undefined) {
    // The upcard is worth taking when it is wild or joins a card in hand, or, once the contract is down,
    // when it goes straight onto the table: a stock card may not, and every card left must go before going out.
    if (fromDiscard !== undefined && top !== null) {
      if (connection(top, [...hand, top]) >= 2) return fromDiscard;
      if (table !== null && fitsTable(table.melds, top)) return fromDiscard;
    }
    return (fromStock ?? fromDiscard) as RummyAction;
  }
  // Lay down as soon as the contract allows: melds first, then every lay-off.
  // Buying and wild swaps are optional extras: taken only when nothing else is allowed.
  return meld ?? layOff ?? discard ?? (legalMoves[0] as RummyAction);
}

/** The table as the heuristic reads it, once its seat has laid down (before that it cannot lay off). */
interface TableReading {
  melds: readonly Meld[];
}

/** The heuristic Frustration Rummy agent. */
export const frustrationRummyBot: Agent<RummyAction, RummyView> = {
  name: 'heuristic',
  act: ({ seat, view, legalMoves }) =>
    choose(view.hand ?? [], view.discardTop, view.laidDown[seat] ? { melds: view.melds } : null, legalMoves),
};

/**
 * The heuristic's rule on a full state, for IS-MCTS playouts (which run on a
 * sampled world, so reading the whole state there is fair): it reads the
 * mover's hand and the top discard, exactly what the agent reads in its view.
 */
export function frustrationRummyPlayoutPolicy(
  state: RummyState,
  seat: Seat,
  moves: RummyAction[],
  _rng: Rng,
): RummyAction {
  return choose(
    state.hands[seat] ?? [],
    state.discard[state.discard.length - 1] ?? null,
    state.laidDown[seat] ? { melds: state.melds } : null,
    moves,
  );
}
