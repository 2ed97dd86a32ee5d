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
import type { SixCardParadeAction, SixCardParadeState } from './state.js';
import { glance } from './view.js';

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
