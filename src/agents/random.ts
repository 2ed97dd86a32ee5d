/**
 * The random agent: uniform over the legal moves.
 */
import type { BaseAction } from '../core/game.js';
import { pick } from '../core/rng.js';
import type { Agent } from './agent.js';

/** An agent that picks uniformly among its legal moves, with its own generator. */
export const randomAgent: Agent<BaseAction, unknown> = {
  name: 'random',
  act: ({ legalMoves, rng }) => pick(rng, legalMoves),
};
