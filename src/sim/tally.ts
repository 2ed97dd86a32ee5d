/**
 * The report's running totals: what a report needs of each game, kept in
 * counters whose size does not grow with the number of games (win counts by
 * how many shared the win, and a count of each distinct value of points and
 * of game length), so that a study of any size is reported in constant
 * memory, and totals kept apart (one per shard, one per file) merge into the
 * very numbers one pass over every game gives.
 */
import type { Seat } from '../core/game.js';
import type { GameResult } from './play.js';
import type { Distribution } from './stats.js';
import { wilson } from './stats.js';

/** A run as its report names it. */
export interface RunDescription {
  /** Game id. */
  game: string;
  /** Player count. */
  players: number;
  /** The agents, in seat order before rotation. */
  agents: string[];
  /** The run's seed. */
  seed: string;
}

/** Win statistics of one seat or one agent, as {@link ReportTally.report} gives them. */
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
export interface SimulationReport extends RunDescription {
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

/**
 * How often each value occurred: the whole sample, as far as its mean, median
 * and percentiles go, in the room of its distinct values (a game's points and
 * lengths take a few hundred or thousand values, however many games there are).
 */
export class Histogram {
  /** Each distinct value and how many times it occurred. */
  readonly counts = new Map<number, number>();
  /** Values counted. */
  size = 0;

  /** Counts `value` once more (a `-0` counts as `0`). */
  add(value: number, times = 1): void {
    this.counts.set(value, (this.counts.get(value) ?? 0) + times);
    this.size += times;
  }

  /** Adds every value `other` counted. */
  merge(other: Histogram): void {
    for (const [value, times] of other.counts) this.add(value, times);
  }

  /**
   * The sample's mean, median (lower middle) and 95th percentile (nearest rank): the numbers
   * `distribution` gives for the sample written out, to the last bit.
   */
  distribution(): Distribution {
    if (this.size === 0) return { mean: 0, median: 0, p95: 0 };
    const values = [...this.counts.keys()].sort((a, b) => a - b);
    const n = this.size;
    const rank = (q: number) => Math.min(n - 1, Math.max(0, Math.ceil(q * n) - 1));
    const at = (k: number): number => {
      let seen = 0;
      for (const v of values) {
        seen += this.counts.get(v) as number;
        if (seen > k) return v;
      }
      return values[values.length - 1] as number;
    };
    return { mean: this.sum(values) / n, median: at(rank(0.5)), p95: at(rank(0.95)) };
  }

  /**
   * The sum of the sample added up in ascending order, as `distribution` adds it. For whole
   * numbers whose sum stays exact (every game's points and lengths) a multiplication per value
   * gives the same sum; with fractions, rounding depends on the order, so the values are added
   * one by one.
   */
  private sum(ascending: readonly number[]): number {
    let bound = 0;
    let whole = true;
    for (const v of ascending) {
      whole &&= Number.isInteger(v);
      bound += Math.abs(v) * (this.counts.get(v) as number);
    }
    let total = 0;
    if (whole && bound <= Number.MAX_SAFE_INTEGER) {
      for (const v of ascending) total += v * (this.counts.get(v) as number);
      return total;
    }
    for (const v of ascending) for (let i = this.counts.get(v) as number; i > 0; i--) total += v;
    return total;
  }
}

/** The running totals of one seat or one agent. */
class WinTally {
  games = 0;
  // Wins counted by how many shared them, divided once at the end: a sum of 300 thirds added one
  // by one reads 99.9999999999998, not 100.
  readonly sharedBy: number[] = [];
  readonly points = new Histogram();

  add(result: GameResult, seat: Seat): void {
    this.games++;
    const k = result.winners.length;
    if (result.winners.includes(seat)) this.sharedBy[k] = (this.sharedBy[k] ?? 0) + 1;
    this.points.add(result.points[seat] ?? 0);
  }

  merge(other: WinTally): void {
    this.games += other.games;
    other.sharedBy.forEach((n, k) => {
      this.sharedBy[k] = (this.sharedBy[k] ?? 0) + n;
    });
    this.points.merge(other.points);
  }

  stats(): WinStats {
    let wins = 0;
    // In the order of k, as the counts were always added.
    this.sharedBy.forEach((n, k) => {
      wins += n / k;
    });
    const { games } = this;
    return {
      games,
      wins,
      winRate: games === 0 ? 0 : wins / games,
      ci: wilson(wins, games),
      points: this.points.distribution(),
    };
  }
}

/**
 * A report's running totals: add games in any order, merge the totals of
 * other parts of the run, and ask for the report at any time. The report is
 * the same however the games were split and in whatever order they came, to
 * the last bit, so a study merged from shards reports what one process
 * playing all of it reports.
 *
 * @example
 * const tally = new ReportTally({ game: 'parcellus', players: 3, agents: ['heuristic', 'random', 'random'], seed: 's' });
 * for (const result of shardResults) tally.add(result);
 * console.log(tally.report().perAgent);
 */
export class ReportTally {
  /** The run the games belong to. */
  readonly run: RunDescription;
  private games = 0;
  private unfinished = 0;
  private actions = 0;
  private readonly length = new Histogram();
  private readonly seats: WinTally[];
  private readonly agents = new Map<string, WinTally>();

  /** Totals of no games yet, for `run` (taken as it is: `summarize` checks a description from outside). */
  constructor(run: RunDescription) {
    this.run = { game: run.game, players: run.players, agents: [...run.agents], seed: run.seed };
    this.seats = Array.from({ length: run.players }, () => new WinTally());
    for (const agent of run.agents) if (!this.agents.has(agent)) this.agents.set(agent, new WinTally());
  }

  /** Counts one game's result (one `simulate` gave for this run). */
  add(result: GameResult): void {
    this.games++;
    if (!result.finished) this.unfinished++;
    this.actions += result.actions;
    this.length.add(result.actions);
    this.seats.forEach((tally, seat) => {
      tally.add(result, seat);
    });
    result.seats.forEach((agent, seat) => {
      this.agents.get(agent)?.add(result, seat);
    });
  }

  /** Adds the totals of another part of the same run (another shard, another file). */
  merge(other: ReportTally): void {
    this.games += other.games;
    this.unfinished += other.unfinished;
    this.actions += other.actions;
    this.length.merge(other.length);
    this.seats.forEach((tally, seat) => {
      const theirs = other.seats[seat];
      if (theirs) tally.merge(theirs);
    });
    for (const [agent, tally] of this.agents) {
      const theirs = other.agents.get(agent);
      if (theirs) tally.merge(theirs);
    }
  }

  /** Games counted so far. */
  get size(): number {
    return this.games;
  }

  /** The report of the games counted so far; `seconds` is the time they took (0: unknown). */
  report(seconds = 0): SimulationReport {
    return {
      ...this.run,
      agents: [...this.run.agents],
      games: this.games,
      unfinished: this.unfinished,
      perSeat: this.seats.map((tally, seat) => ({ seat, ...tally.stats() })),
      perAgent: [...this.agents].map(([agent, tally]) => ({ agent, ...tally.stats() })),
      length: this.length.distribution(),
      throughput: {
        seconds,
        gamesPerSecond: seconds > 0 ? this.games / seconds : 0,
        actionsPerSecond: seconds > 0 ? this.actions / seconds : 0,
      },
    };
  }
}
