/**
 * Flat determinized Monte Carlo search around a prior: a few moves of the
 * decision are compared on the same sampled worlds (common random numbers),
 * each played on by a cheap policy to a short horizon and appraised there,
 * and the prior's move is kept unless another appraises better by a margin.
 * For games whose appraisal tells moves apart by small amounts, where a tree
 * search's exploration and the sampling noise between moves drown the
 * difference. It reads nothing but its seat's view.
 */

import { cloneState } from '../core/clone.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction, Seat } from '../core/game.js';
import type { Rng } from '../core/rng.js';
import type { Agent } from './agent.js';

/** Settings of {@link flatSearch}. */
export interface FlatSearchOptions {
  /** The agent whose move is played unless the search finds a better one: typically the game's heuristic. */
  prior: Agent<BaseAction, unknown>;
  /**
   * The moves to compare, given the prior's move and the legal moves (the
   * prior's move among them), or `null` to play the prior's move unsearched.
   * Default: every legal move.
   */
  candidates?: (prior: BaseAction, legalMoves: readonly BaseAction[]) => readonly BaseAction[] | null;
  /** Sampled worlds per searched decision, each shared by every candidate. Default 8. */
  worlds?: number;
  /** Each seat's worth, between 0 and 1, of the state where a candidate's playout stops. */
  evaluate: (state: never) => number[];
  /** Chooses the playout's moves, on the full (sampled) state. Default: no playout (`evaluate` right after the move). */
  playoutPolicy?: (state: never, seat: Seat, moves: BaseAction[], rng: Rng) => BaseAction;
  /**
   * Where a playout stops, given the state it reached, the deciding seat and
   * the sampled world before the candidate was played. Default: at once.
   */
  stop?: (state: never, seat: Seat, start: never) => boolean;
  /** A cap on a playout's actions. Default 200. */
  maxPlayoutActions?: number;
  /**
   * How much better, in mean worth, another candidate must appraise than the
   * prior's move to be played instead. Default 0.
   */
  margin?: number;
  /** The agent's name. Default `flat`. */
  name?: string;
}

/**
 * A flat search agent for `game` (see the module's note). Its decisions
 * depend only on the view, the legal moves and its own generator, so it is
 * reproducible for a given seed.
 *
 * @example
 * const bot = flatSearch(frustrationRummy, { prior: frustrationRummyBot, evaluate: frustrationRummyEvaluator() });
 */
export function flatSearch(game: AnyGame, options: FlatSearchOptions): Agent<BaseAction, unknown> {
  const worlds = options.worlds ?? 8;
  if (!(Number.isInteger(worlds) && worlds >= 1)) {
    throw new RuleError('BAD_SETUP', `flatSearch: worlds must be a whole number from 1, not ${String(worlds)}.`);
  }
  const prior = options.prior;
  if (typeof prior?.act !== 'function') throw new RuleError('BAD_SETUP', 'flatSearch: prior is an agent.');
  const evaluate = options.evaluate as (state: unknown) => number[];
  if (typeof evaluate !== 'function') throw new RuleError('BAD_SETUP', 'flatSearch: evaluate is a function.');
  const policy = options.playoutPolicy as
    | ((state: unknown, seat: Seat, moves: BaseAction[], rng: Rng) => BaseAction)
    | undefined;
  const stop = options.stop as ((state: unknown, seat: Seat, start: unknown) => boolean) | undefined;
  const maxPlayout = options.maxPlayoutActions ?? 200;
  const margin = options.margin ?? 0;
  const candidatesOf = options.candidates;

  return {
    name: options.name ?? 'flat',
    act: (input) => {
      const { seat, view, legalMoves, rng } = input;
      if (legalMoves.length === 1) return legalMoves[0] as BaseAction;
      const chosen = prior.act(input);
      const listed = candidatesOf === undefined ? legalMoves : candidatesOf(chosen, legalMoves);
      if (listed === null) return chosen;
      // One candidate per move key, the prior's move always among them.
      const priorKey = game.moveKey(chosen);
      const byKey = new Map<string, BaseAction>([[priorKey, chosen]]);
      for (const m of listed) if (!byKey.has(game.moveKey(m))) byKey.set(game.moveKey(m), m);
      const moves = [...byKey.values()];
      if (moves.length < 2) return chosen;
      const sums = moves.map(() => 0);
      for (let w = 0; w < worlds; w++) {
        const world = game.determinize(view, seat, rng);
        for (let i = 0; i < moves.length; i++) {
          const state = cloneState(world);
          game.applyInPlace(state, moves[i] as BaseAction);
          if (policy !== undefined && stop !== undefined) {
            for (let n = 0; n < maxPlayout && !stop(state, seat, world); n++) {
              const actors = game.actors(state);
              if (actors.length === 0) break;
              const mover = actors[0] as Seat;
              game.applyInPlace(state, policy(state, mover, game.legalMoves(state, mover) as BaseAction[], rng));
            }
          }
          sums[i] = (sums[i] as number) + (evaluate(state)[seat] ?? 0);
        }
      }
      // moves[0] is the prior's: another move replaces it only by more than the margin.
      let best = 0;
      for (let i = 1; i < moves.length; i++) if ((sums[i] as number) > (sums[best] as number)) best = i;
      return ((sums[best] as number) - (sums[0] as number)) / worlds > margin ? (moves[best] as BaseAction) : chosen;
    },
  };
}
