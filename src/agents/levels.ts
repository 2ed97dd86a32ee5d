/**
 * Difficulty levels for apps: `easy`, `medium` and `hard`, the same three names
 * in every game. Each is built on the game's own heuristic bot, so no level
 * knows a rule the game does not already implement: `easy` is the heuristic
 * with mistakes (now and then a legal move drawn at random instead of its
 * choice), `medium` is the heuristic itself, and `hard` is a search around
 * the heuristic: IS-MCTS with the game's tuning, or in Frustration Rummy a
 * flat search of the draw and the discard (`flatTuning` in the registry),
 * with a per-game budget that keeps a decision's median under 100 ms on one
 * core (measured by `npm run bench:agents`).
 */
import { RuleError } from '../core/errors.js';
import type { BaseAction } from '../core/game.js';
import { randomInt } from '../core/rng.js';
import type { Agent } from './agent.js';

/** A difficulty level's name. */
export type Level = 'easy' | 'medium' | 'hard';

/** The levels, weakest first: the order an app's seat menu lists them in. */
export const levels: readonly Level[] = ['easy', 'medium', 'hard'];

/** Whether `name` is one of the {@link levels}. */
export const isLevel = (name: string): name is Level => (levels as readonly string[]).includes(name);

/**
 * How often `easy` plays a random legal move instead of the heuristic's, as a
 * share of its decisions. Chosen by measurement (`npm run bench:agents`): at
 * this rate it still beats random players clearly and loses clearly to the
 * heuristic, so a beginner can beat it without it looking lost.
 */
export const EASY_MISTAKE_RATE = 0.3;

/**
 * IS-MCTS iterations per decision of `hard`, per game, or for a game whose
 * `hard` is a flat search (Frustration Rummy) the worlds it samples per
 * searched decision. Each keeps the median decision under 100 ms on one core
 * of the development machine (the bench prints the median it measured beside
 * the win rates); a game not listed searches 50.
 */
export const HARD_ITERATIONS: Readonly<Record<string, number>> = {
  parcellus: 300,
  'six-card-parade': 150,
  'frustration-rummy': 8,
};

/**
 * `base` with mistakes: with probability `rate` a decision is a legal move
 * drawn at random (from the agent's own generator) instead of `base`'s
 * choice. The mistakes are uniform, so they are as often small as large, and
 * never illegal: the move comes from the same list the base agent chooses from.
 *
 * @example
 * const easy = withMistakes(parcellusBot, 0.3, 'easy');
 */
export function withMistakes<A extends BaseAction, V>(base: Agent<A, V>, rate: number, name: string): Agent<A, V> {
  // Out of range, the agent would quietly be the base or a random agent under another name.
  if (!(typeof rate === 'number' && rate >= 0 && rate <= 1)) {
    throw new RuleError('BAD_SETUP', `withMistakes: rate is a share from 0 to 1, not ${String(rate)}.`);
  }
  // Whole thousandths: one draw of the agent's generator decides, reproducibly for a seed.
  const threshold = Math.round(rate * 1000);
  return {
    name,
    act: (input) => {
      const { legalMoves, rng } = input;
      // Rate 0 draws nothing, so it leaves the base agent's generator, and so its moves, as they were.
      if (threshold > 0 && legalMoves.length > 1 && randomInt(rng, 1000) < threshold) {
        return legalMoves[randomInt(rng, legalMoves.length)] as A;
      }
      return base.act(input);
    },
  };
}
