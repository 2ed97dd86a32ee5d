/**
 * Results files read back a line at a time: a study merged from its shards
 * reports what the whole study does, and a file that is not a whole shard of
 * the study is refused, naming the file, the line and what is wrong.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parcellus } from '../../src/games/parcellus/index.js';
import { isRuleError } from '../../src/index.js';
import { type GameResult, simulate, summarizeFiles } from '../../src/sim/index.js';

const setup = { game: parcellus, players: 3, agents: ['heuristic', 'random', 'random'], games: 10, seed: 'files' };
const tmp = mkdtempSync(join(tmpdir(), 'deckwright-shards-'));
const study = {
  type: 'meta',
  game: 'parcellus',
  players: 3,
  agents: setup.agents,
  seed: 'files',
  games: 10,
  options: {},
};
let parts: GameResult[][];
let whole: unknown;

/** A results file of shard `index` of 2 holding `games`, as `simulate --jsonl` writes one. */
const file = (name: string, index: number, games: readonly unknown[], head: object = {}): string => {
  const path = join(tmp, name);
  const lines = [
    { ...study, shard: { index, count: 2 }, ...head },
    ...games.map((g) => ({ type: 'game', ...(g as object) })),
  ];
  writeFileSync(path, `${lines.map((l) => JSON.stringify(l)).join('\n')}\n`);
  return path;
};

const refusal = async (files: string[]): Promise<string> => {
  const e = await summarizeFiles(files).then(
    () => new Error('merged'),
    (err: unknown) => err,
  );
  if (isRuleError(e) && e.code === 'BAD_RECORD') return e.message;
  throw e;
};

beforeAll(async () => {
  whole = { ...(await simulate(setup)).report, throughput: null };
  parts = await Promise.all(
    [1, 2].map(async (index) => (await simulate({ ...setup, shard: { index, count: 2 } })).results),
  );
});

describe('results files', () => {
  it("merge into the whole study's report, games in any order", async () => {
    const [a = [], b = []] = parts;
    const merged = await summarizeFiles([file('b.jsonl', 2, [...b].reverse()), file('a.jsonl', 1, a)]);
    expect(merged.shards).toBe(2);
    expect({ ...merged.report, throughput: null }).toEqual(whole);
  });

  it('refuse a game outside its shard, listed twice, or not of the study', async () => {
    const [a = [], b = []] = parts;
    const second = file('second.jsonl', 2, b);
    const g = a[1] as GameResult;
    const cases: [string, RegExp][] = [
      [
        file('outside.jsonl', 1, [...a.slice(0, 4), b[0]]),
        /outside\.jsonl, line 6: game 5 is not in shard 1\/2 \(games 0–4\)/,
      ],
      [file('repeated.jsonl', 1, [...a, a[2]]), /repeated\.jsonl, line 7: game 2 is listed twice/],
      [
        file('seats.jsonl', 1, [a[0], { ...g, seats: [...g.seats].reverse() }]),
        /line 3: game 1 is not a game of this study's 3 seats/,
      ],
      [file('winner.jsonl', 1, [a[0], { ...g, winners: [3] }]), /line 3: game 1 is not a game/],
      [
        file('agents.jsonl', 1, a, { agents: ['random', 'random', 'random'] }),
        /its agents \["random","random","random"\], not \["heuristic","random","random"\]/,
      ],
      [file('count.jsonl', 1, a, { shard: { index: 1, count: 3 } }), /from another study: its shards 3, not 2/],
      [file('past.jsonl', 3, [], {}), /there is no shard 3\/2/],
    ];
    for (const [bad, message] of cases) {
      // A file of another study is found so when it comes after one of this study.
      const foreign = ['agents.jsonl', 'count.jsonl', 'past.jsonl'].some((name) => bad.endsWith(name));
      const files = foreign ? [second, bad] : [bad, second];
      expect(await refusal(files), bad).toMatch(message);
    }
    const nameless = join(tmp, 'nameless.jsonl');
    writeFileSync(nameless, `${JSON.stringify({ type: 'game', ...a[0] })}\n`);
    expect(await refusal([nameless])).toMatch(/line 1: a game before the file's study line/);
    const torn = join(tmp, 'torn.jsonl');
    writeFileSync(torn, `${JSON.stringify({ ...study, shard: { index: 1, count: 2 } })}\n{"type":"ga`);
    expect(await refusal([torn, second])).toMatch(/torn\.jsonl, line 2: not JSON/);
    await expect(summarizeFiles([])).rejects.toSatisfy(isRuleError);
    await expect(summarizeFiles([join(tmp, 'absent.jsonl')])).rejects.toThrow(/ENOENT/);
  });
});
