/**
 * The `Agent` contract: a player that chooses from what its seat may see. It is
 * part of the core because each game's bot is an agent, and a game imports
 * nothing above the core; the agents layer re-exports it under the same names.
 */
import type { BaseAction, Seat } from './game.js';
import type { Rng } from './rng.js';

/** What an agent is given to choose a move: never the full state. */
export interface AgentInput<Action, View> {
  /** The agent's seat. */
  seat: Seat;
  /** The seat's view of the game. */
  view: View;
  /** The seat's legal moves, never empty. */
  legalMoves: readonly Action[];
  /** The agent's own random generator (never the game's). */
  rng: Rng;
}

/** A player program. */
export interface Agent<Action extends BaseAction = BaseAction, View = unknown> {
  /** A short name for reports. */
  readonly name: string;
  /** Picks one of `input.legalMoves`. */
  act(input: AgentInput<Action, View>): Action;
}
