/**
 * Results files and their merge: the JSON lines `deckwright simulate --jsonl`
 * writes (a study line naming the study and the shard, then one line a game),
 * read back a line at a time into a {@link ReportTally}, so files of any size
 * merge in constant memory; and the checks that make the merged report the
 * whole study's: every shard once, each complete, all of one study.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import * as z from 'zod/mini';
import { canonicalKey } from '../core/canonical.js';
import { RuleError } from '../core/errors.js';
import { MAX_PLAYERS } from '../core/game.js';
import { safeParse } from '../core/issues.js';
import { object } from '../core/zodParts.js';
import { gameResultSchema } from './play.js';
import { type Shard, shardRange } from './simulate.js';
import { ReportTally, type SimulationReport } from './tally.js';

/**
 * The first line of a results file: the study (everything that decides its games) and the
 * shard of it the file holds, as `--shard` counts (from 1). A file without `shard` holds the
 * whole study.
 */
export interface StudyLine {
  /** Marks the line. */
  type: 'meta';
  /** Game id. */
  game: string;
  /** Player count. */
  players: number;
  /** The agents' names, in seat order before rotation. */
  agents: string[];
  /** The study's seed. */
  seed: string;
  /** Games in the whole study (all shards). */
  games: number;
  /** The rule options every game was played under. */
  options: Record<string, unknown>;
  /** The shard this file holds: `index` from 1 to `count`. */
  shard?: Shard;
}

const studyLineSchema = object({
  type: z.literal('meta'),
  game: z.string(),
  players: z.int().check(z.minimum(1), z.maximum(MAX_PLAYERS)),
  agents: z.array(z.string()),
  seed: z.string(),
  games: z.int().check(z.minimum(0)),
  options: z.optional(z.record(z.string(), z.unknown())),
  shard: z.optional(object({ index: z.int().check(z.minimum(1)), count: z.int().check(z.minimum(1)) })),
});

/** A line of a results file: the study line or one game's result (with its record, when kept). */
const resultsLine = z.discriminatedUnion('type', [
  studyLineSchema,
  z.extend(gameResultSchema, { type: z.literal('game') }),
]);

/** The fields two files of one study share, in the order a message names the first that differs. */
const STUDY_FIELDS = ['game', 'players', 'agents', 'seed', 'games', 'options', 'shards'] as const;

type Study = Record<(typeof STUDY_FIELDS)[number], unknown>;

/** The shard a file holds while it is read: which games are in, and which have come. */
interface Section {
  shard: Shard;
  from: number;
  to: number;
  /** One bit a game of the shard: a game listed twice is a broken file, not two games. */
  seen: Uint8Array;
  count: number;
  where: string;
}

/** What {@link summarizeFiles} found. */
export interface FilesSummary {
  /** The study's report; its `throughput` is zero (the files do not say how long the shards took). */
  report: SimulationReport;
  /** How many shards the study was split into, each found once. */
  shards: number;
}

const label = (shard: Shard): string => `${shard.index}/${shard.count}`;
const gamesOf = (s: Section): string => (s.to > s.from ? `games ${s.from}–${s.to - 1}` : 'no games');

/**
 * Reads results files (`simulate --jsonl` output, one shard a file or several one after
 * another) a line at a time and reports on the whole study. Throws `RuleError('BAD_RECORD')`,
 * naming the file and line, for a line that is not JSON or not such output, a game before its
 * study line or outside its shard, a game listed twice, a shard cut short, a shard found
 * twice, a file of another study (another game, players, agents, seed, game count, rule
 * options or number of shards), or a shard missing; an unreadable file rejects with its
 * system error.
 *
 * @example
 * const { report } = await summarizeFiles(['results/part-1-of-4.jsonl', 'results/part-2-of-4.jsonl', …]);
 */
export async function summarizeFiles(files: readonly string[]): Promise<FilesSummary> {
  if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === 'string')) {
    throw new RuleError('BAD_RECORD', 'summarizeFiles: give the results files as a list of paths.');
  }
  let study: { key: string; fields: Study; agents: string[]; players: number; where: string } | null = null;
  let tally: ReportTally | null = null;
  // Shards found, by index: at most the number of shards, whatever the number of games.
  const found = new Map<number, string>();
  let section: Section | null = null;
  const close = (): void => {
    if (section && section.count < section.to - section.from) {
      throw new RuleError(
        'BAD_RECORD',
        `${section.where}: shard ${label(section.shard)} holds ${section.count} of its ${section.to - section.from} games (${gamesOf(section)}): the file was cut short, or its shard stopped before the end.`,
      );
    }
    section = null;
  };
  for (const file of files) {
    let n = 0;
    const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
    for await (const text of lines) {
      n++;
      if (text.trim() === '') continue;
      const where = `${file}, line ${n}`;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        throw new RuleError('BAD_RECORD', `${where}: not JSON.`);
      }
      const row = safeParse(resultsLine, value);
      if (!row.success) throw new RuleError('BAD_RECORD', `${where}: not a line of \`simulate --jsonl\` output.`);
      const data = row.data;
      if (data.type === 'meta') {
        close();
        const shard = data.shard ?? { index: 1, count: 1 };
        const fields: Study = {
          game: data.game,
          players: data.players,
          agents: data.agents,
          seed: data.seed,
          games: data.games,
          options: data.options ?? {},
          shards: shard.count,
        };
        if (data.agents.length !== data.players) {
          throw new RuleError('BAD_RECORD', `${where}: ${data.players} players but ${data.agents.length} agents.`);
        }
        if (shard.index > shard.count)
          throw new RuleError('BAD_RECORD', `${where}: there is no shard ${label(shard)}.`);
        const key = canonicalKey(fields);
        if (study === null) {
          study = { key, fields, agents: data.agents, players: data.players, where };
          tally = new ReportTally({ game: data.game, players: data.players, agents: data.agents, seed: data.seed });
        } else if (key !== study.key) {
          const theirs = study.fields;
          const field = STUDY_FIELDS.find((f) => canonicalKey(fields[f]) !== canonicalKey(theirs[f])) ?? 'options';
          throw new RuleError(
            'BAD_RECORD',
            `${where}: from another study: its ${field} ${JSON.stringify(fields[field])}, not ${JSON.stringify(theirs[field])} as in ${study.where}.`,
          );
        }
        const before = found.get(shard.index);
        if (before !== undefined) {
          throw new RuleError('BAD_RECORD', `${where}: shard ${label(shard)} again (first in ${before}).`);
        }
        found.set(shard.index, where);
        const { from, to } = shardRange(data.games, shard);
        section = { shard, from, to, seen: new Uint8Array(Math.ceil((to - from) / 8)), count: 0, where };
        continue;
      }
      const s = section as Section | null;
      if (s === null || tally === null || study === null) {
        throw new RuleError(
          'BAD_RECORD',
          `${where}: a game before the file's study line (the first line of \`simulate --jsonl\`), so its study is unknown.`,
        );
      }
      const { type: _type, ...result } = data;
      const i = result.index;
      if (i < s.from || i >= s.to) {
        throw new RuleError('BAD_RECORD', `${where}: game ${i} is not in shard ${label(s.shard)} (${gamesOf(s)}).`);
      }
      const bit = i - s.from;
      const byte = s.seen[bit >> 3] as number;
      if (byte & (1 << (bit & 7))) throw new RuleError('BAD_RECORD', `${where}: game ${i} is listed twice.`);
      s.seen[bit >> 3] = byte | (1 << (bit & 7));
      s.count++;
      // Agents rotate one seat a game: seats in any other order are not this study's game.
      const { agents, players } = study;
      if (
        result.seats.length !== players ||
        result.points.length !== players ||
        result.seats.some((a, seat) => a !== agents[(seat + i) % players]) ||
        result.winners.some((w) => w >= players)
      ) {
        throw new RuleError('BAD_RECORD', `${where}: game ${i} is not a game of this study's ${players} seats.`);
      }
      tally.add(result);
    }
    // A shard is one file's: the next file starts with its own study line.
    close();
  }
  if (study === null || tally === null) throw new RuleError('BAD_RECORD', 'No study line found in the files.');
  const count = (study.fields.shards as number) ?? 1;
  const missing: number[] = [];
  for (let k = 1; k <= count && missing.length < 11; k++) if (!found.has(k)) missing.push(k);
  if (missing.length > 0) {
    const shown = missing.slice(0, 10);
    const list = shown.map((k) => `${k}/${count}`).join(', ');
    const tasks = shown.map((k) => k - 1).join(', ');
    throw new RuleError(
      'BAD_RECORD',
      `Shard${missing.length > 1 ? 's' : ''} ${list}${missing.length > 10 ? ' and more' : ''} of the study missing (scheduler task${missing.length > 1 ? 's' : ''} ${tasks}, counted from 0): the report would cover part of the study.`,
    );
  }
  return { report: tally.report(), shards: count };
}
