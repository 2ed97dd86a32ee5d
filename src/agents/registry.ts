/**
 * Agents by name, so that simulations (and worker threads) can be told which
 * agents to use with plain strings: `random`, `heuristic`, `ismcts`, `ismcts:500`,
 * and the difficulty levels `easy`, `medium`, `hard` (`levels.ts`).
 */
import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction } from '../core/game.js';
import {
  frustrationRummyBot,
  frustrationRummyPlayoutPolicy,
  frustrationRummySearchCandidates,
  frustrationRummyTurnOver,
} from '../games/frustration-rummy/bot.js';
import { frustrationRummyEvaluator } from '../games/frustration-rummy/evaluate.js';
import { parcellusBot, parcellusPlayoutPolicy } from '../games/parcellus/bot.js';
import { sixCardParadeBot } from '../games/six-card-parade/bot.js';
import { sixCardParadeEvaluator } from '../games/six-card-parade/evaluate.js';
import { sixCardParadePlayoutPolicy, sixCardParadeSearchWhen } from '../games/six-card-parade/playout.js';
import type { Agent } from './agent.js';
import { type FlatSearchOptions, flatSearch } from './flat.js';
import { type IsmctsOptions, ismcts } from './ismcts.js';
import { EASY_MISTAKE_RATE, HARD_ITERATIONS, isLevel, type Level, withMistakes } from './levels.js';
import { randomAgent } from './random.js';

/** The heuristic agent of each game that has one, by game id. */
export const heuristicAgents: Readonly<Record<string, Agent<BaseAction, unknown>>> = {
  parcellus: parcellusBot as unknown as Agent<BaseAction, unknown>,
  'six-card-parade': sixCardParadeBot as unknown as Agent<BaseAction, unknown>,
  'frustration-rummy': frustrationRummyBot as unknown as Agent<BaseAction, unknown>,
};

/**
 * Each game's IS-MCTS settings, where it has some: a cheap playout policy,
 * the playout horizon, a prior, where to search and how to reward (see
 * {@link IsmctsOptions}), chosen by measurement.
 */
export const ismctsTuning: Readonly<Record<string, IsmctsOptions>> = {
  parcellus: {
    playoutPolicy: parcellusPlayoutPolicy as NonNullable<IsmctsOptions['playoutPolicy']>,
    untilPointsChange: true,
  },
  'six-card-parade': {
    playoutPolicy: sixCardParadePlayoutPolicy as NonNullable<IsmctsOptions['playoutPolicy']>,
    prior: heuristicAgents['six-card-parade'] as Agent<BaseAction, unknown>,
    // The heuristic decides until about the last round; from there the search does, rewarding wins by their margin.
    searchWhen: sixCardParadeSearchWhen as NonNullable<IsmctsOptions['searchWhen']>,
    evaluate: sixCardParadeEvaluator() as NonNullable<IsmctsOptions['evaluate']>,
  },
  'frustration-rummy': {
    prior: heuristicAgents['frustration-rummy'] as Agent<BaseAction, unknown>,
    // No playouts and a flat tree: each root move is appraised where it leaves the sampled world, with the
    // rivals judged by what the seat sees of them. The appraisal tells moves apart by a few hundredths of a
    // contract, so exploration is low and the prior gets no bias, only a small credit for ties.
    evaluate: frustrationRummyEvaluator() as NonNullable<IsmctsOptions['evaluate']>,
    maxPlayoutActions: 0,
    maxTreeDepth: 1,
    exploration: 0.02,
    priorBias: 0,
    priorVisits: 2,
  },
};

/** The game's heuristic agent, or a `RuleError` naming the game that has none. */
function heuristicOf(game: AnyGame): Agent<BaseAction, unknown> {
  // Own keys only: a game id such as "constructor" would otherwise find Object's prototype.
  const bot = Object.hasOwn(heuristicAgents, game.id) ? heuristicAgents[game.id] : undefined;
  if (!bot) throw new RuleError('BAD_SETUP', `There is no heuristic agent for ${game.title} yet.`);
  return bot;
}

/**
 * The games whose `hard` level is a flat search ({@link flatSearch}) instead
 * of IS-MCTS, with its settings (the sampled worlds come from
 * {@link HARD_ITERATIONS}), chosen by measurement. Frustration Rummy: the
 * heuristic decides, except at the draw and the discard, where each choice is
 * played on the same sampled worlds to the end of the turn by the heuristic's
 * rule and appraised there by `frustrationRummyEvaluator`.
 */
export const flatTuning: Readonly<Record<string, Omit<FlatSearchOptions, 'worlds' | 'name'>>> = {
  'frustration-rummy': {
    prior: heuristicAgents['frustration-rummy'] as Agent<BaseAction, unknown>,
    candidates: frustrationRummySearchCandidates as unknown as NonNullable<FlatSearchOptions['candidates']>,
    playoutPolicy: frustrationRummyPlayoutPolicy as unknown as NonNullable<FlatSearchOptions['playoutPolicy']>,
    stop: frustrationRummyTurnOver as NonNullable<FlatSearchOptions['stop']>,
    evaluate: frustrationRummyEvaluator() as NonNullable<FlatSearchOptions['evaluate']>,
  },
};

const tuningOf = (game: AnyGame): IsmctsOptions =>
  (Object.hasOwn(ismctsTuning, game.id) ? ismctsTuning[game.id] : undefined) ?? {};

/**
 * The agent of a difficulty level in `game`, named after the level: `easy`
 * (the heuristic with mistakes), `medium` (the heuristic), `hard` (tuned
 * IS-MCTS at the game's budget, {@link HARD_ITERATIONS}, or the flat search
 * of {@link flatTuning} in the games it lists). Throws
 * `RuleError('BAD_SETUP')` for a game without a heuristic agent.
 *
 * @example
 * const bot = levelAgent('hard', parcellus);
 */
export function levelAgent(level: Level, game: AnyGame): Agent<BaseAction, unknown> {
  const heuristic = heuristicOf(game);
  if (level === 'easy') return withMistakes(heuristic, EASY_MISTAKE_RATE, 'easy');
  if (level === 'medium') return { ...heuristic, name: 'medium' };
  const iterations = (Object.hasOwn(HARD_ITERATIONS, game.id) ? HARD_ITERATIONS[game.id] : undefined) ?? 50;
  const flat = Object.hasOwn(flatTuning, game.id) ? flatTuning[game.id] : undefined;
  if (flat !== undefined) return flatSearch(game, { ...flat, worlds: iterations, name: 'hard' });
  return ismcts(game, { ...tuningOf(game), iterations, name: 'hard' });
}

/**
 * The agent a name stands for: `random`; `heuristic` (the game's own); `ismcts`
 * or `ismcts:<iterations>`; a difficulty level, `easy`, `medium` or `hard`
 * ({@link levelAgent}). Throws `RuleError('BAD_SETUP')` for an unknown name.
 */
export function createAgent(spec: string, game: AnyGame): Agent<BaseAction, unknown> {
  // JavaScript callers bypass the types: a missing game or name is refused, not a TypeError.
  if (typeof spec !== 'string') throw new RuleError('BAD_SETUP', 'createAgent takes an agent name, such as "random".');
  if (typeof game !== 'object' || game === null || typeof game.id !== 'string') {
    throw new RuleError('BAD_SETUP', 'createAgent takes the game the agent plays, such as getGame("parcellus").');
  }
  const colon = spec.indexOf(':');
  const name = colon < 0 ? spec : spec.slice(0, colon);
  const arg = colon < 0 ? undefined : spec.slice(colon + 1);
  // Only ismcts takes an argument: "random:5" names no agent.
  if (arg !== undefined && name !== 'ismcts') {
    throw new RuleError('BAD_SETUP', `Unknown agent "${spec}": only ismcts takes an argument (ismcts:<iterations>).`);
  }
  if (name === 'random') return randomAgent;
  if (name === 'heuristic') return heuristicOf(game);
  if (isLevel(name)) return levelAgent(name, game);
  if (name === 'ismcts') {
    // Digits only: Number() also reads "0x10", " 5 " and "1e3", which are no way to write a count.
    const iterations = arg === undefined ? 200 : /^[1-9][0-9]*$/.test(arg) ? Number(arg) : Number.NaN;
    if (!Number.isInteger(iterations) || iterations < 1) {
      throw new RuleError('BAD_SETUP', `ismcts takes a whole number of iterations, as in ismcts:300, not "${arg}".`);
    }
    return { ...ismcts(game, { ...tuningOf(game), iterations }), name: spec };
  }
  throw new RuleError(
    'BAD_SETUP',
    `Unknown agent "${spec}": use random, heuristic, easy, medium, hard, ismcts or ismcts:<iterations>.`,
  );
}
