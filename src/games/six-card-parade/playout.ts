/**
 * The IS-MCTS playout policy for Six Card Parade: the heuristic agent's rules
 * (`bot.ts`) in their quick form, read off a sampled world. A playout runs on
 * a determinized state, so reading it whole is fair; the policy still reads
 * only what the mover would see, plus nothing it could not work out.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { Rng } from '../../core/rng.js';
import { tableOf } from './appraise.js';
import { decide } from './bot.js';
import { actors } from './moves.js';
import { pointsOf } from './scoring.js';
import type { SixCardParadeAction, SixCardParadeState } from './state.js';
import type { SixCardParadeView } from './view.js';

/**
 * What `seat` sees, built without the copies `view` makes: the decision only
 * reads it, and the playout throws it away at once.
 */
function glance(state: SixCardParadeState, seat: Seat): SixCardParadeView {
  const p = state.pending;
  const ex = state.exchange;
  const other = ex?.seats.includes(seat) ? (ex.seats[0] === seat ? ex.seats[1] : ex.seats[0]) : null;
  const top = state.stable[state.stable.length - 1];
  return {
    game: 'six-card-parade',
    viewer: seat,
    phase: state.phase,
    actors: actors(state),
    players: state.players,
    dealer: state.dealer,
    turn: state.turn,
    stage: state.stage,
    turnNumber: state.turnNumber,
    options: state.options,
    hand: state.hands[seat] as Card[],
    handCounts: state.hands.map((h) => h.length),
    libraryCount: state.library.length,
    library: null,
    stable: state.options.stableShowsAll ? state.stable : top === undefined ? [] : [top],
    stableCount: state.stable.length,
    discardPile: state.discardPile,
    removed: state.removed,
    fields: state.fields,
    nextSetId: state.nextSetId,
    pending: p === null ? null : { ...p, answered: p.answers.map((a) => a !== null) },
    myCounterAnswer: p === null ? null : (p.answers[seat] ?? null),
    exchange: null,
    myExchangePick: null,
    revealedHand: other === null ? null : { seat: other, cards: state.hands[other] as Card[] },
    search: state.search,
    stableDraw: state.stableDraw,
    discards: state.discards,
    finalTurnsLeft: state.finalTurnsLeft,
    turnStart: state.turnStart,
    stallTurns: state.stallTurns,
    points: pointsOf(state),
    winners: state.winners,
    events: [],
  };
}

/** The cards `seat` cannot see: the library, the other hands (but a revealed one) and the buried stable. */
function unseenBy(state: SixCardParadeState, seat: Seat, revealed: Seat | null): Card[] {
  const unseen = [...state.library];
  for (let s = 0; s < state.players; s++) if (s !== seat && s !== revealed) unseen.push(...(state.hands[s] as Card[]));
  if (!state.options.stableShowsAll) unseen.push(...state.stable.slice(0, -1));
  return unseen;
}

/**
 * The heuristic's quick rules on a sampled world, for IS-MCTS playouts: about
 * four times cheaper than asking the agent (view included), and far closer to
 * real play than random moves.
 */
export function sixCardParadePlayoutPolicy(
  state: SixCardParadeState,
  seat: Seat,
  moves: SixCardParadeAction[],
  rng: Rng,
): SixCardParadeAction {
  if (moves.length === 1) return moves[0] as SixCardParadeAction;
  const view = glance(state, seat);
  const table = tableOf(
    state.options,
    unseenBy(state, seat, view.revealedHand?.seat ?? null),
    state.library.length,
    state.players,
  );
  return decide({ seat, view, moves, rng, hand: view.hand as Card[], table, lite: true });
}
