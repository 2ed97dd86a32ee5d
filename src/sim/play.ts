/**
 * Plays one game of a simulation. Everything about game `index` follows from
 * the run's seed and the index, so the result is the same in any worker.
 */

import * as z from 'zod/mini';
import type { Agent, AgentInput } from '../agents/agent.js';
import { randomAgent } from '../agents/random.js';
import { createAgent } from '../agents/registry.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction, Seat } from '../core/game.js';
import { type MatchRecord, newRecord } from '../core/match.js';
import { createRng, pick, type Rng } from '../core/rng.js';
import { object } from '../core/zodParts.js';
import { getGame } from '../registry.js';
import type { AgentFactory, AgentModule } from './modules.js';

/** What a worker needs to play games: plain data only. */
export interface SimTask {
  /** Game id. */
  game: string;
  /** Player count. */
  players: number;
  /** Rule options. */
  options: Record<string, unknown>;
  /** Agent names, one per seat before rotation. */
  agents: string[];
  /** The run's seed. */
  seed: string;
  /** Game indices to play. */
  indices: number[];
  /** Actions after which a game counts as unfinished. */
  maxActions: number;
  /** Keep each game's match record (every action) in its result. */
  records?: boolean;
  /**
   * Agents given by module path, by the name they play under: each thread imports the module
   * and makes the agent from it (see `simulate`'s `agents`).
   */
  modules?: Record<string, AgentModule>;
}

/** An agent of the caller's own as a game is played with it: one agent for every game, or its maker. */
export type CustomAgent = Agent<BaseAction, unknown> | AgentFactory;

/** The shape of a {@link GameResult}, for results read back from files (`summarize`, `deckwright report`). */
export const gameResultSchema = object({
  index: z.int().check(z.minimum(0)),
  seats: z.array(z.string()),
  points: z.array(z.number()),
  winners: z.array(z.int().check(z.minimum(0))),
  actions: z.int().check(z.minimum(0)),
  finished: z.boolean(),
});

/** The outcome of one simulated game. */
export interface GameResult {
  /** The game's index in the run. */
  index: number;
  /** Which agent sat in each seat (agents rotate seats from game to game). */
  seats: string[];
  /** Final points per seat. */
  points: number[];
  /** Winning seats (several on a shared win; none if unfinished). */
  winners: Seat[];
  /** Actions taken. */
  actions: number;
  /** True when the game ended within `maxActions`. */
  finished: boolean;
  /**
   * The game's match record (its seed, options and every action), when the run
   * was asked for records (`simulate({ records: true })`): `replay(record)`
   * plays the game again, move by move, without the agents.
   */
  record?: MatchRecord;
}

/**
 * What an agent is handed at one decision. The view is built when the agent
 * first reads it, not before: building it is a deep copy of the state, often
 * the dearest part of a step, and agents such as `random` never look. Once the
 * agent has answered, the state moves on, so a view not read by then can no
 * longer be built (reading it throws); one that was read stays as it was.
 */
export class DecisionInput implements AgentInput<BaseAction, unknown> {
  // Private in JavaScript too (`#`), not only to TypeScript: an agent of the caller's own is
  // handed this object, and a plain field would show it the whole state (every hand, the
  // stock's order) and let it change it.
  readonly #game: AnyGame;
  readonly #state: unknown;
  #built: { view: unknown } | null = null;
  #open = true;

  constructor(
    game: AnyGame,
    state: unknown,
    readonly seat: Seat,
    readonly legalMoves: readonly BaseAction[],
    readonly rng: Rng,
  ) {
    this.#game = game;
    this.#state = state;
  }

  /** The seat's view, built on first read. */
  get view(): unknown {
    if (this.#built === null) {
      if (!this.#open) {
        throw new RuleError('BAD_SETUP', "A decision's view can be read only while the agent is choosing its move.");
      }
      this.#built = { view: this.#game.view(this.#state, this.seat) };
    }
    return this.#built.view;
  }

  /** The agent has answered: the state is about to change. */
  close(): void {
    this.#open = false;
  }
}

/** The seed of game `index` of a run: derived, never shared with the agents. */
export const gameSeed = (seed: string, index: number): string => `${seed}/game/${index}`;

/**
 * Plays game `index` with fresh agents whose generators derive from the game's seed and their
 * seat. `custom` holds the caller's own agents by name: an agent plays every game it sits in, a
 * maker (an agent module's factory) is called for each game; any other name is made by
 * `createAgent`.
 */
export function playGame(
  game: AnyGame,
  task: Omit<SimTask, 'indices'>,
  index: number,
  custom?: ReadonlyMap<string, CustomAgent>,
): GameResult {
  const n = task.players;
  const seats = Array.from({ length: n }, (_, s) => task.agents[(s + index) % task.agents.length] as string);
  const agents = seats.map((spec) => {
    const own = custom?.get(spec);
    if (own === undefined) return createAgent(spec, game);
    // A maker is a function without an `act`: a fresh agent each game, as `createAgent` gives.
    return typeof own === 'function' && typeof (own as { act?: unknown }).act !== 'function'
      ? (own as AgentFactory)(game)
      : (own as Agent<BaseAction, unknown>);
  });
  const seed = gameSeed(task.seed, index);
  const rngs = seats.map((_, s) => createRng(`${seed}/agent/${s}`));
  const order = createRng(`${seed}/order`);
  // A state fresh from init shares nothing: the fast path may change it as it is.
  const state = game.init({ players: n, seed, options: task.options });
  // Moves are frozen or parsed copies the rules never change, so the record keeps them as they are.
  const moves: BaseAction[] | null = task.records === true ? [] : null;
  let actions = 0;
  while (actions < task.maxActions) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = actors.length === 1 ? (actors[0] as Seat) : pick(order, actors);
    const agent = agents[seat] ?? agents[0];
    // The built-in random agent's move, found by the engine: `randomMove` is
    // the very move its pick from the legal moves gives, with the same draws
    // from its generator (the conformance suite checks it in every game), and
    // it is legal, without the list, the view or a validation.
    const quick = agent === randomAgent ? (game.randomMove(state, seat, rngs[seat] as Rng) as BaseAction | null) : null;
    if (quick !== null) {
      game.applyInPlace(state, quick);
      moves?.push(quick);
      actions++;
      continue;
    }
    // Agents get their seat's view, its legal moves and their own generator: nothing else.
    const legal = game.legalMoves(state, seat) as BaseAction[];
    const input = new DecisionInput(game, state, seat, legal, rngs[seat] as Rng);
    const action = agent?.act(input);
    input.close();
    // An async act (a network's answer, say) returns a promise, which would read as a malformed move.
    if (typeof (action as { then?: unknown } | null)?.then === 'function') {
      throw new RuleError(
        'BAD_SETUP',
        `Agent "${seats[seat]}" returned a Promise: an agent's act answers at once, with one of its legal moves.`,
      );
    }
    const v = game.validate(state, action);
    if (!v.ok) throw new RuleError('ILLEGAL_MOVE', `Agent "${seats[seat]}" chose an illegal move: ${v.error.message}`);
    game.applyInPlace(state, v.action);
    moves?.push(v.action);
    actions++;
  }
  const score = game.score(state);
  const result: GameResult = {
    index,
    seats,
    points: score.points,
    winners: score.over ? score.winners : [],
    actions,
    finished: score.over,
  };
  if (moves !== null) {
    // newRecord copies the options: every game of a run shares the task's.
    result.record = newRecord(game, { players: n, seed, options: task.options });
    result.record.actions = moves;
  }
  return result;
}

/** Plays every game of a task (what a worker does), with the caller's own agents by name in `custom`. */
export function runTask(task: SimTask, custom?: ReadonlyMap<string, CustomAgent>): GameResult[] {
  const game = getGame(task.game);
  if (!game) throw new RuleError('BAD_SETUP', `Unknown game "${task.game}".`);
  return task.indices.map((i) => playGame(game, task, i, custom));
}
