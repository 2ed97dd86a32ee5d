/**
 * The report of a simulation: win statistics per seat and per agent, game
 * lengths and speed, from game results in any order, so that the shards of a
 * run, each played apart and put together, give the report the whole run does.
 */
import * as z from 'zod/mini';
import { RuleError } from '../core/errors.js';
import { MAX_PLAYERS } from '../core/game.js';
import { brief, briefIssues, safeParse } from '../core/issues.js';
import { type GameResult, gameResultSchema } from './play.js';
import { ReportTally, type RunDescription, type SimulationReport } from './tally.js';

export type { SimulationReport, WinStats } from './tally.js';

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

/**
 * The report for a set of game results, in any order (for example the JSON
 * lines of several shards put together). `seconds` is the time they took.
 * For results in files, `summarizeFiles` reads them a line at a time instead.
 * Throws `RuleError('BAD_RECORD')` for a result that is not one `simulate`
 * gives, or one of another player count, and for a `meta` that describes no
 * run (a player count other than a whole number from 1 to 8, or other than
 * the number of agents, say).
 */
export function summarize(meta: RunDescription, unsorted: readonly GameResult[], seconds = 0): SimulationReport {
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
export function report(meta: RunDescription, results: readonly GameResult[], seconds: number): SimulationReport {
  const tally = new ReportTally(meta);
  for (const r of results) tally.add(r);
  return tally.report(seconds);
}
