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
import { unseenBy } from './evaluate.js';
import type { SixCardParadeAction, SixCardParadeState } from './state.js';
import { glance, type SixCardParadeView } from './view.js';

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

/**
 * Library cards per seat at or below which IS-MCTS searches (see
 * {@link sixCardParadeSearchWhen}): nine in a three-player game.
 */
export const SEARCH_FROM_LIBRARY_PER_SEAT = 3;

/**
 * Where IS-MCTS should search in Six Card Parade: once the library is down to
 * {@link SEARCH_FROM_LIBRARY_PER_SEAT} cards per seat, about the last round.
 * Before that, playouts run through most of a game of luck and tell moves
 * apart worse than the heuristic does (searching every decision stayed level
 * with it); near the end they are short and their outcome is close to the
 * real one.
 */
export function sixCardParadeSearchWhen(view: SixCardParadeView): boolean {
  return view.libraryCount <= SEARCH_FROM_LIBRARY_PER_SEAT * view.players;
}
