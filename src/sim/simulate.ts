/**
 * Batch simulation: many games between agents, on every core, with statistics
 * that do not depend on how the work was split. Game `i` of a run is fully
 * determined by the run's seed and `i` (see `playGame`), so one worker, many
 * workers, or many machines each running a shard give the same report.
 */
import { existsSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Agent } from '../agents/agent.js';
import { createAgent } from '../agents/registry.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame, BaseAction } from '../core/game.js';
import { idLabel } from '../core/guards.js';
import { playerCounts } from '../core/seats.js';
import { getGame } from '../registry.js';
import { playBatches } from './batches.js';
import { type AgentModule, agentModule, isAgent, isModulePath, loadAgentModule } from './modules.js';
import { type CustomAgent, type GameResult, runTask, type SimTask } from './play.js';
import { report, type SimulationReport } from './report.js';

/** Which part of a run to play: shard `index` (1-based) of `count`. */
export interface Shard {
  /** This shard, from 1. */
  index: number;
  /** How many shards the run is split into. */
  count: number;
}

/** Settings of {@link simulate}. */
export interface SimulateOptions {
  /** The game. */
  game: AnyGame;
  /** Player count. */
  players: number;
  /**
   * One agent per seat; they rotate seats from game to game. A name (`random`, `heuristic`,
   * `ismcts`, `ismcts:300`); the path of a module that exports an agent of your own or a function
   * of the game that makes one (`./agents/greedy.mjs`, `./bots.mjs#cautious` for an export other
   * than the default; relative to the current directory), imported in every thread and its
   * function called once a game; or an agent object of your own, which plays in this thread only
   * (`workers: 1`), one object in every game it sits in. Your own agents are reported under their
   * `name`.
   */
  agents: (string | Agent<BaseAction, unknown>)[];
  /** Games in the whole run: a whole number, 0 or more. */
  games: number;
  /** The run's seed; each game's seed derives from it and the game's index. */
  seed: string | number;
  /**
   * Rule options, as given: unlike `deckwright simulate`, no self-play options
   * are added (pass `selfPlayOptions(game.id)` for Frustration Rummy's turn cap).
   */
  options?: Record<string, unknown>;
  /**
   * Threads that play, a whole number from 1: this thread and `workers - 1` worker threads
   * (1, the default, plays in this thread alone). With more than one, this thread plays its share
   * in batches, taking in the workers' results between them.
   */
  workers?: number;
  /** Play only this shard of the run. */
  shard?: Shard;
  /** Actions after which a game counts as unfinished. Default 100,000. */
  maxActions?: number;
  /** Called as games finish, with how many are done out of how many. */
  onProgress?: (done: number, total: number) => void;
  /**
   * Keep every game's match record in its result (`result.record`, for
   * `replay`): its seed, options and every action. Default false: a record
   * holds every action of the game.
   */
  records?: boolean;
}

/** The most games one run may ask for (each game's index is kept in a list). */
const MAX_GAMES = 100_000_000;
/** The most worker threads a run may ask for. */
const MAX_WORKERS = 256;

/**
 * The games of a shard, `from` (included) to `to` (excluded): a contiguous block, so shards
 * cover the run exactly once. Throws `RuleError('BAD_SETUP')` for a shard that is not `i/n`
 * with 1 ≤ i ≤ n.
 */
export function shardRange(games: number, shard?: Shard): { from: number; to: number } {
  if (!shard) return { from: 0, to: games };
  const { index, count } = shard;
  if (!Number.isInteger(count) || count < 1 || !Number.isInteger(index) || index < 1 || index > count) {
    throw new RuleError('BAD_SETUP', `A shard is i/n with 1 ≤ i ≤ n, not ${index}/${count}.`);
  }
  return { from: Math.floor(((index - 1) * games) / count), to: Math.floor((index * games) / count) };
}

/** The game indices of a shard (see {@link shardRange}). */
export function shardIndices(games: number, shard?: Shard): number[] {
  const { from, to } = shardRange(games, shard);
  return Array.from({ length: to - from }, (_, i) => from + i);
}

/** The agent a name makes (`createAgent`), or `undefined` for a name that makes none. */
function providedAgent(name: string, game: AnyGame): Agent<BaseAction, unknown> | undefined {
  try {
    return createAgent(name, game);
  } catch {
    return undefined;
  }
}

/**
 * The worker pool library, tinypool, is an optional peer dependency: the
 * library's runtime needs only immer, zod and pure-rand, and only runs with
 * several workers need the pool.
 */
async function loadPool(): Promise<typeof import('tinypool').default> {
  try {
    return (await import('tinypool')).default;
  } catch {
    throw new RuleError(
      'BAD_SETUP',
      'Simulating with several workers needs the tinypool package: npm install tinypool',
    );
  }
}

/** The worker script: the built one next to the bundle, or a loader that runs the sources through tsx. */
function workerFile(): string {
  // The CommonJS build has no import.meta.url but a __filename; the ESM build the reverse.
  const here = typeof __filename === 'string' ? pathToFileURL(__filename).href : import.meta.url;
  for (const rel of ['./sim-worker.js', '../sim-worker.js', './worker-source.mjs']) {
    const path = fileURLToPath(new URL(rel, here));
    if (existsSync(path)) return path;
  }
  throw new RuleError('BAD_SETUP', 'The simulation worker script was not found next to the library.');
}

/**
 * Runs a simulation and returns its report plus every game's result (write
 * those as JSON lines to merge shards later with {@link summarize}).
 *
 * @example
 * const { report } = await simulate({ game: parcellus, players: 3, agents: ['heuristic', 'random', 'random'],
 *   games: 1000, seed: 'study-1', workers: 2 });
 * console.log(report.perAgent);
 */
export async function simulate(opts: SimulateOptions): Promise<{ report: SimulationReport; results: GameResult[] }> {
  // Callers from JavaScript (or JSON) bypass the types: each setting is checked before it is
  // read, so a wrong one gets a RuleError naming it, not a TypeError from deep inside.
  const setting = (ok: boolean, what: string): void => {
    if (!ok) throw new RuleError('BAD_SETUP', `simulate: ${what}.`);
  };
  setting(typeof opts === 'object' && opts !== null, 'give the settings as an object');
  const given: unknown = opts.game;
  const id = typeof given === 'object' && given !== null ? (given as { id?: unknown }).id : undefined;
  // By id: the games are played from the registry, here and in the workers.
  const game = typeof id === 'string' ? getGame(id) : undefined;
  if (game === undefined)
    throw new RuleError('BAD_SETUP', 'simulate: `game` is a registered game, such as `getGame("parcellus")`.');
  const { players } = opts;
  setting(
    Array.isArray(opts.agents) && opts.agents.every((a) => typeof a === 'string' || isAgent(a)),
    '`agents` is a list of agent names or agents (objects with a `name` and an `act` function)',
  );
  setting(typeof opts.seed === 'string' || typeof opts.seed === 'number', '`seed` is a string or a number');
  setting(
    opts.options === undefined || (typeof opts.options === 'object' && opts.options !== null),
    '`options` is an object of rule options',
  );
  setting(opts.onProgress === undefined || typeof opts.onProgress === 'function', '`onProgress` is a function');
  setting(opts.records === undefined || typeof opts.records === 'boolean', '`records` is true or false');
  if (!Number.isInteger(players) || players < game.players.min || players > game.players.max) {
    throw new RuleError(
      'BAD_SETUP',
      `${game.title} is for ${playerCounts(game.players)} players, not ${idLabel(players)}.`,
    );
  }
  if (opts.agents.length !== players) {
    throw new RuleError('BAD_SETUP', `Give one agent per seat: ${players} agents, not ${opts.agents.length}.`);
  }
  const count = (name: string, value: number, min: number, max: number): number => {
    if (!Number.isInteger(value) || value < min || value > max) {
      throw new RuleError('BAD_SETUP', `${name} must be a whole number from ${min} to ${max}, not ${String(value)}.`);
    }
    return value;
  };
  count('games', opts.games, 0, MAX_GAMES);
  const maxActions = count('maxActions', opts.maxActions ?? 100_000, 1, Number.MAX_SAFE_INTEGER);
  const workers = count('workers', opts.workers ?? 1, 1, MAX_WORKERS);
  const indices = shardIndices(opts.games, opts.shard);
  const seed = String(opts.seed);
  // The caller's own agents, by the name the report gives them; every other name is made by
  // `createAgent`, here and in the workers, which is asked now so that a bad name fails at once.
  const custom = new Map<string, CustomAgent>();
  // Which of them are objects (this thread only) and which come from modules (any thread).
  const objects = new Set<string>();
  const modules: Record<string, AgentModule> = {};
  // What each name stands for (the object, or the module and export), to tell two agents apart.
  const keys = new Map<string, unknown>();
  const own = (name: string, agent: CustomAgent, key: unknown): string => {
    if (custom.has(name) && keys.get(name) !== key) {
      throw new RuleError('BAD_SETUP', `simulate: two different agents are named "${name}"; give each its own name.`);
    }
    if (!custom.has(name) && providedAgent(name, game) !== undefined) {
      // Reports, merged shards and worker threads read a name as the agent it makes.
      throw new RuleError(
        'BAD_SETUP',
        `simulate: "${name}" names a provided agent, and reports read it as that one; give yours a name of its own (\`ismcts(game, { name: 'ismcts-500', … })\`, or \`{ ...agent, name: 'mine' }\`).`,
      );
    }
    custom.set(name, agent);
    keys.set(name, key);
    return name;
  };
  const names: string[] = [];
  for (const a of opts.agents) {
    if (typeof a === 'string' && isModulePath(a)) {
      const where = agentModule(a);
      const make = await loadAgentModule(where, a);
      // Made once here for its name (and to fail now, not in a worker, if it cannot be made).
      const name = make(game).name;
      names.push(own(name, make, `${where.url}#${where.export}`));
      modules[name] = where;
    } else if (typeof a === 'string') {
      createAgent(a, game);
      names.push(a);
    } else if (providedAgent(a.name, game) === a) {
      // The provided agent objects (`randomAgent`, `heuristicAgents[id]`) are the agents their names
      // make: played by name, in any thread.
      names.push(a.name);
    } else {
      names.push(own(a.name, a, a));
      objects.add(a.name);
    }
  }
  if (objects.size > 0 && workers > 1) {
    throw new RuleError(
      'BAD_SETUP',
      `simulate: an agent object ("${[...objects][0]}") plays in this thread only (a worker thread cannot be handed one): use workers: 1, or give it as the path of a module that exports it (\`'./my-agent.mjs'\`).`,
    );
  }
  // Read once, as a copy: every game of the run is played under these options. The caller's object
  // was read again by each game's init, so a getter, or an edit while the run went on (from
  // onProgress, say), changed the rules between games of one report.
  let options: Record<string, unknown>;
  try {
    options = structuredClone(opts.options ?? {});
  } catch {
    throw new RuleError('BAD_SETUP', 'simulate: `options` could not be read as plain data.');
  }
  const base: Omit<SimTask, 'indices'> = {
    game: game.id,
    players,
    options,
    agents: names,
    seed,
    maxActions,
    records: opts.records === true,
    ...(Object.keys(modules).length > 0 ? { modules } : {}),
  };
  game.init({ players, seed, options: base.options });

  const started = performance.now();
  const results: GameResult[] = [];
  const progress = (batch: GameResult[]) => {
    results.push(...batch);
    opts.onProgress?.(results.length, indices.length);
  };
  if (workers === 1) {
    for (const i of indices) progress(runTask({ ...base, indices: [i] }, custom));
  } else {
    // This thread plays too, beside `workers - 1` worker threads: it is warm and already has the
    // library loaded, while a new worker spends a good part of a second loading it and warming its
    // JIT, so a pool of `workers` threads with this one idle gained nothing on 20,000 games of
    // Six Card Parade on two cores (docs/performance.md, "Simulate's threads").
    const pool = new (await loadPool())({
      filename: workerFile(),
      minThreads: workers - 1,
      maxThreads: workers - 1,
      // A worker holds its next task while it plays one (below), not only once this thread has
      // read its result: this thread reads messages only between its own batches.
      concurrentTasksPerWorker: 2,
    });
    try {
      // Small batches keep every thread busy to the end and the progress bar moving.
      const size = Math.max(1, Math.min(50, Math.ceil(indices.length / (workers * 8))));
      const batches: number[][] = [];
      for (let k = 0; k < indices.length; k += size) batches.push(indices.slice(k, k + size));
      await playBatches({
        count: batches.length,
        here: (k) => runTask({ ...base, indices: batches[k] as number[] }, custom),
        there: async (k) => (await pool.run({ ...base, indices: batches[k] })) as GameResult[],
        // Two for each worker: one queued behind the one it plays, so a worker does not wait for
        // its next task while this thread is busy with a batch of its own.
        inFlight: (workers - 1) * 2,
        deliver: (_k, batch) => progress(batch),
      });
    } finally {
      await pool.destroy();
    }
  }
  const seconds = (performance.now() - started) / 1000;
  const sorted = results.sort((a, b) => a.index - b.index);
  return { report: report({ game: game.id, players, agents: names, seed }, sorted, seconds), results: sorted };
}
