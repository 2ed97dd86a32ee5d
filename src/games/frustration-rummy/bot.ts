/**
 * A heuristic Frustration Rummy player: before its contract is down it keeps
 * the cards that bring the contract closest (counted as in `evaluate.ts`);
 * after, it takes the upcard when it is wild, fits the table or makes a set of 3,
 * lays off whatever fits, and discards its least connected card. It lays down
 * contract melds as soon as it can. The agent reads its
 * view; the same rule, read off a full state, is the playout policy of IS-MCTS.
 */
import type { Agent } from '../../core/agent.js';
import { type Card, rankOf, rankValue, removeCard, suitOf } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { kindOf } from './cardTypes.js';
import { openRequirements, type Requirement } from './contracts.js';
import { handMissing } from './evaluate.js';
import { fitsTable } from './melds.js';
import type { RummyOptions } from './options.js';
import type { Meld, RummyAction, RummyState } from './state.js';
import type { RummyView } from './view.js';

const isWild = (c: Card): boolean => c.startsWith('JK') || rankOf(c) === '2' || rankOf(c) === '3';

/**
 * How well `card` connects with the rest of `hand`: same rank counts most, same suit close by a little;
 * a wild is worth `wildWorth`.
 */
function connection(card: Card, hand: readonly Card[], wildWorth = 100): number {
  if (isWild(card)) return wildWorth;
  const rank = rankOf(card);
  const suit = suitOf(card);
  let score = 0;
  // The hand names cards by kind, so a twin of `card` reads as `card`: only one of them is it.
  let self = false;
  for (const other of hand) {
    if (other === card && !self) {
      self = true;
      continue;
    }
    if (isWild(other)) continue;
    if (rankOf(other) === rank) score += 3;
    else if (suitOf(other) === suit && rank !== null) {
      const gap = Math.abs(rankValue(rankOf(other) ?? '2') - rankValue(rank));
      if (gap <= 2) score += 3 - gap;
    }
  }
  return score;
}

/** What the heuristic knows of its contract before it is down: the melds still open and the rules. */
interface ContractReading {
  open: readonly Requirement[];
  options: RummyOptions;
}

/** `hand` less one copy of `card`. */
function without(hand: readonly Card[], card: Card): Card[] {
  const rest = hand.slice();
  removeCard(rest, card);
  return rest;
}

/**
 * The heuristic's choice, from the only things it reads: the hand, the top of
 * the discard pile, the upcard it took this turn, its contract or the table,
 * and the legal moves.
 */
function choose(
  hand: readonly Card[],
  top: Card | null,
  taken: Card | null,
  contract: ContractReading | null,
  table: TableReading | null,
  legalMoves: readonly RummyAction[],
): RummyAction {
  let fromStock: RummyAction | undefined;
  let fromDiscard: RummyAction | undefined;
  let meld: RummyAction | undefined;
  let layOff: RummyAction | undefined;
  let discard: Extract<RummyAction, { type: 'discard' }> | undefined;
  let least = Number.POSITIVE_INFINITY;
  // A contract still to make that takes no wilds (contract 5's pure run) has no use for them: they go first.
  const wildWorth = contract?.open.every((r) => r.pure) ? 0 : 100;
  // One pass over the moves: this also runs in every IS-MCTS playout.
  for (const m of legalMoves) {
    if (m.type === 'draw') {
      if (m.from === 'stock') fromStock ??= m;
      else fromDiscard ??= m;
    } else if (m.type === 'meld') meld ??= m;
    else if (m.type === 'layOff') layOff ??= m;
    else if (m.type === 'discard') {
      // The upcard taken this turn goes back only when nothing else may: taken and thrown back by every
      // seat in turn, it left the stock untouched and the round stalled for ever. Before the contract is
      // down, the card whose loss leaves the hand fewest cards short of it goes, the least connected of
      // those: by connection alone, a hand kept wilds for a contract without wilds and never made it.
      const c =
        m.card === taken
          ? Number.MAX_SAFE_INTEGER
          : (contract === null ? 0 : 1000 * handMissing(without(hand, m.card), contract.open, contract.options)) +
            connection(m.card, hand, wildWorth);
      if (c < least) {
        least = c;
        discard = m;
      }
    }
  }
  if (fromStock !== undefined || fromDiscard !== undefined) {
    if (fromDiscard !== undefined && top !== null) {
      if (contract !== null) {
        // Before the contract is down, the upcard is worth taking when the hand with it, less some other
        // card, is fewer cards short of the contract.
        const now = handMissing(hand, contract.open, contract.options);
        const more = [...hand, top];
        for (const c of hand)
          if (handMissing(without(more, c), contract.open, contract.options) < now) return fromDiscard;
      } else {
        // Once it is down, every card left must go: the upcard is taken when it goes straight onto the
        // table (a stock card may not), makes a set of 3 with two of its rank in hand (an extra meld,
        // R18), or is wild. A card that only joins one in hand was taken and another thrown for the
        // next seat to take, round and round, and the stock was never drawn from again.
        if (isWild(top)) return fromDiscard;
        if (table !== null && fitsTable(table.melds, top)) return fromDiscard;
        if (hand.filter((c) => !isWild(c) && rankOf(c) === rankOf(top)).length >= 2) return fromDiscard;
      }
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
    choose(
      view.hand ?? [],
      view.discardTop,
      view.takenUpcard,
      // The view holds what the contract readers read: the pegs, the lay-downs and the table.
      view.laidDown[seat]
        ? null
        : { open: openRequirements(view as unknown as RummyState, seat), options: view.options },
      view.laidDown[seat] ? { melds: view.melds } : null,
      legalMoves,
    ),
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
  // By kind, as the agent reads its view and as the moves name cards.
  const top = state.discard[state.discard.length - 1];
  return choose(
    (state.hands[seat] ?? []).map(kindOf),
    top === undefined ? null : kindOf(top),
    state.takenUpcard === null ? null : kindOf(state.takenUpcard),
    state.laidDown[seat] ? null : { open: openRequirements(state, seat), options: state.options },
    state.laidDown[seat] ? { melds: state.melds } : null,
    moves,
  );
}

/**
 * The moves the `hard` level's flat search compares with the heuristic's
 * choice: at the draw, both draws (upcard or stock); at the discard, every
 * discard. Other decisions (melds, lay-offs, wild swaps) are the heuristic's:
 * `null`.
 */
export function frustrationRummySearchCandidates(
  prior: RummyAction,
  legalMoves: readonly RummyAction[],
): RummyAction[] | null {
  if (prior.type !== 'draw' && prior.type !== 'discard') return null;
  return legalMoves.filter((m) => m.type === prior.type);
}

/**
 * Where the `hard` level's playouts stop: once `seat`'s turn is over (it has
 * discarded), or the round or the game has ended. A draw is then appraised
 * after the heuristic has played the rest of that turn with the card drawn.
 */
export function frustrationRummyTurnOver(state: RummyState, seat: Seat, start: RummyState): boolean {
  return state.phase === 'over' || state.round !== start.round || state.toAct !== seat;
}
