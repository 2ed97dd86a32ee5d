/**
 * The report of a simulation: win statistics per seat and per agent, game
 * lengths and speed, from game results in any order, so that the shards of a
 * run, each played apart and put together, give the report the whole run does.
 */
import * as z from 'zod/mini';
import { RuleError } from '../core/errors.js';
import { MAX_PLAYERS, type Seat } from '../core/game.js';
import { brief, briefIssues, safeParse } from '../core/issues.js';
import { type GameResult, gameResultSchema } from './play.js';
import { type Distribution, distribution, wilson } from './stats.js';

/**
 * A run's description as `summarize` reads it. A report has a row per seat and per agent, each a
 * pass over every result: a player count such as 10^8, or 30,000 agent names for 3 seats, ran for
 * minutes. `simulate` names one agent per seat.
 */
const runSchema = z
  .object({
    game: z.string(),
    players: z.int().check(z.minimum(1), z.maximum(MAX_PLAYERS)),
    agents: z.array(z.string()),
    seed: z.string(),
  })
  .check(z.refine((m) => m.agents.length === m.players, 'a run has one agent per seat'));

/** Win statistics of one seat or one agent. */
export interface WinStats {
  /**
   * Games played by that seat; for an agent, seats played: an agent in two
   * seats of a game counts it twice, and its wins and win rate are per seat
   * (its interval is then a little wide, not narrow, as two seats of one game
   * cannot both win it outright).
   */
  games: number;
  /** Wins; a shared win counts as a share. */
  wins: number;
  /** wins / games. */
  winRate: number;
  /** 95% Wilson confidence interval of the win rate. */
  ci: [number, number];
  /** Final points. */
  points: Distribution;
}

/** What a simulation found. Everything but `throughput` is the same for the same seed whatever the workers. */
export interface SimulationReport {
  /** Game id. */
  game: string;
  /** Player count. */
  players: number;
  /** The agents, in seat order before rotation. */
  agents: string[];
  /** The run's seed. */
  seed: string;
  /** Games reported on. */
  games: number;
  /** Games that did not end within the action limit. */
  unfinished: number;
  /** Per seat, whatever agent sat there. */
  perSeat: (WinStats & { seat: Seat })[];
  /** Per agent name, over every seat it took. */
  perAgent: (WinStats & { agent: string })[];
  /** Actions per game. */
  length: Distribution;
  /** Speed of this run (varies between runs). */
  throughput: { seconds: number; gamesPerSecond: number; actionsPerSecond: number };
}

function winStats(results: readonly GameResult[], pick: (r: GameResult) => Seat[]): WinStats {
  let games = 0;
  // Shared wins counted by how many shared them, divided once at the end: a sum of 300 thirds
  // added one by one reads 99.9999999999998, not 100.
  const sharedBy: number[] = [];
  const points: number[] = [];
  for (const r of results) {
    for (const seat of pick(r)) {
      games++;
      if (r.winners.includes(seat)) sharedBy[r.winners.length] = (sharedBy[r.winners.length] ?? 0) + 1;
      points.push(r.points[seat] ?? 0);
    }
  }
  let wins = 0;
  sharedBy.forEach((n, k) => {
    wins += n / k;
  });
  return {
    games,
    wins,
    winRate: games === 0 ? 0 : wins / games,
    ci: wilson(wins, games),
    points: distribution(points),
  };
}

/**
 * The report for a set of game results, in any order (for example the JSON
 * lines of several shards put together). `seconds` is the time they took.
 * Throws `RuleError('BAD_RECORD')` for a result that is not one `simulate`
 * gives, or one of another player count, and for a `meta` that describes no
 * run (a player count other than a whole number from 1 to 8, or other than
 * the number of agents, say).
 */
export function summarize(
  meta: { game: string; players: number; agents: string[]; seed: string },
  unsorted: readonly GameResult[],
  seconds = 0,
): SimulationReport {
  // The run's description is the caller's data too (`deckwright report` reads it from a file).
  const run = safeParse(runSchema, meta);
  if (!run.success) {
    const first = run.error.issues[0];
    throw new RuleError(
      'BAD_RECORD',
      `summarize: not a run description { game, players, agents, seed }${
        first ? `${first.path.length > 0 ? ` at "${first.path.join('.')}"` : ''}: ${brief(first.message)}` : ''
      }.`,
    );
  }
  // Results read back from files are the caller's data: each is checked before it is counted.
  if (!Array.isArray(unsorted)) throw new RuleError('BAD_RECORD', 'summarize: give the results as a list.');
  // By index, not forEach, which skips the holes of a sparse list (they then failed in the report).
  for (let i = 0; i < unsorted.length; i++) {
    const r = unsorted[i] as GameResult;
    const parsed = safeParse(gameResultSchema, r);
    if (!parsed.success) {
      throw new RuleError(
        'BAD_RECORD',
        `summarize: result ${i} is not a game result of simulate.`,
        briefIssues(parsed.error.issues),
      );
    }
    if (r.seats.length !== meta.players || r.points.length !== meta.players) {
      throw new RuleError('BAD_RECORD', `summarize: game ${r.index} does not have ${meta.players} seats.`);
    }
  }
  return report(meta, unsorted, seconds);
}

/** The report of results known to be `simulate`'s own (see {@link summarize}). */
export function report(
  meta: { game: string; players: number; agents: string[]; seed: string },
  unsorted: readonly GameResult[],
  seconds: number,
): SimulationReport {
  const results = [...unsorted].sort((a, b) => a.index - b.index);
  const actions = results.map((r) => r.actions);
  const total = actions.reduce((a, b) => a + b, 0);
  return {
    ...meta,
    games: results.length,
    unfinished: results.filter((r) => !r.finished).length,
    perSeat: Array.from({ length: meta.players }, (_, seat) => ({ seat, ...winStats(results, () => [seat]) })),
    perAgent: [...new Set(meta.agents)].map((agent) => ({
      agent,
      ...winStats(results, (r) => r.seats.flatMap((a, s) => (a === agent ? [s] : []))),
    })),
    length: distribution(actions),
    throughput: {
      seconds,
      gamesPerSecond: seconds > 0 ? results.length / seconds : 0,
      actionsPerSecond: seconds > 0 ? total / seconds : 0,
    },
  };
}
