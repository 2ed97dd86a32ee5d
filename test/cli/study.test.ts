/**
 * A study split into shards, run as separate processes and merged with
 * `deckwright report`: the shard from `--shard` or from the scheduler's task
 * number, `--out`, and the merge refusing a study with a shard missing,
 * repeated, cut short or from another study.
 */
import { existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { deckwright, noSpeed, type Ran } from './run.js';

const tmp = mkdtempSync(join(tmpdir(), 'deckwright-study-'));
const study = ['simulate', 'parcellus', '--games', '9', '--agents', 'heuristic,random,random', '--seed', 'study'];
const part = (k: number) => join(tmp, `part-${k}-of-3.jsonl`);
let whole: Ran;

beforeAll(async () => {
  // Shards 1 and 3 from a Kubernetes task number (0 and 2), shard 2 by hand: the same files either way.
  const runs = await Promise.all([
    deckwright([...study, '--json']),
    deckwright([...study, '--shards', '3', '--out', join(tmp, 'part-{shard}.jsonl')], {
      env: { JOB_COMPLETION_INDEX: '0' },
    }),
    deckwright([...study, '--shard', '2/3', '--out', join(tmp, 'part-{shard}.jsonl')]),
    deckwright([...study, '--shards', '3', '--out', join(tmp, 'part-{shard}.jsonl')], {
      env: { JOB_COMPLETION_INDEX: '2' },
    }),
  ]);
  for (const r of runs) expect(r.status, r.stderr).toBe(0);
  whole = runs[0] as Ran;
});

describe('a study in shards', () => {
  it("merges into the whole study's report, written to --out", async () => {
    // Each shard wrote only its file, and nothing beside it (no part file left behind).
    expect(readdirSync(tmp).sort()).toEqual([1, 2, 3].map((k) => `part-${k}-of-3.jsonl`));
    const first = JSON.parse(readFileSync(part(1), 'utf8').split('\n')[0] as string);
    expect(first).toMatchObject({ type: 'meta', games: 9, shard: { index: 1, count: 3 } });
    const out = join(tmp, 'reports', 'merged.json');
    const merged = await deckwright(['report', part(3), part(1), part(2), '--json', '--out', out]);
    expect(merged.status, merged.stderr).toBe(0);
    expect(merged.stdout).toBe('');
    expect(noSpeed(readFileSync(out, 'utf8'))).toEqual(noSpeed(whole.stdout));
    // A directory stands for the results files in it.
    const directory = await deckwright(['report', tmp, '--json']);
    expect(noSpeed(directory.stdout)).toEqual(noSpeed(whole.stdout));
    // Shards put in one file, one after another, merge as well.
    const joined = join(tmp, 'joined.jsonl');
    writeFileSync(joined, [1, 2, 3].map((k) => readFileSync(part(k), 'utf8')).join(''));
    const one = await deckwright(['report', joined, '--json']);
    expect(noSpeed(one.stdout)).toEqual(noSpeed(whole.stdout));
  });

  it('exits non-zero, naming the shard, when one is missing, repeated, cut short or from another study', async () => {
    const cut = join(tmp, 'cut.jsonl');
    writeFileSync(cut, readFileSync(part(2), 'utf8').trim().split('\n').slice(0, -1).join('\n'));
    const other = await deckwright([...study.slice(0, -1), 'other', '--shard', '2/3']);
    const foreign = join(tmp, 'foreign.jsonl');
    writeFileSync(foreign, other.stdout);
    const twice = join(tmp, 'twice.jsonl');
    writeFileSync(twice, readFileSync(part(2), 'utf8'));
    const cases: [string[], RegExp][] = [
      [[part(1), part(3)], /Shard 2\/3 of the study missing \(scheduler task 1, counted from 0\)/],
      [[part(1)], /Shards 2\/3, 3\/3 of the study missing/],
      [[part(1), part(2), twice, part(3)], /twice\.jsonl, line 1: shard 2\/3 again \(first in .*part-2-of-3\.jsonl/],
      [[part(1), cut, part(3)], /cut\.jsonl, line 1: shard 2\/3 holds 2 of its 3 games .* cut short/],
      [[part(1), foreign, part(3)], /foreign\.jsonl, line 1: from another study: its seed "other", not "study"/],
    ];
    const runs = await Promise.all(
      cases.map(([files]) => deckwright(['report', ...files, '--out', join(tmp, 'no.txt')])),
    );
    runs.forEach((r, i) => {
      expect(r.status, String(cases[i]?.[0])).toBe(1);
      expect(r.stderr).toMatch(cases[i]?.[1] as RegExp);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    });
    // A refused merge writes no report.
    expect(existsSync(join(tmp, 'no.txt'))).toBe(false);
  });

  it('refuses --shards without a task number, and task numbers or shards that are not right', async () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['--shards', '3'], {}, /--shards 3 needs to know which shard this is: give --shard i\/3/],
      [['--shards', '3'], { JOB_COMPLETION_INDEX: '3' }, /JOB_COMPLETION_INDEX is 3: .* tasks 0 to 2/],
      [['--shards', '3'], { AWS_BATCH_JOB_ARRAY_INDEX: 'one' }, /AWS_BATCH_JOB_ARRAY_INDEX must be a whole number/],
      [['--shards', '3', '--shard', '1/4'], {}, /--shard 1\/4 is of 4 shards, but --shards says 3/],
      [['--shards', '0'], {}, /--shards takes the number of shards/],
      [['--shard', '0/3'], {}, /--shard takes i\/n with 1 ≤ i ≤ n/],
      [['--shard', '4/3'], {}, /--shard takes i\/n/],
    ];
    const runs = await Promise.all(cases.map(([args, env]) => deckwright([...study, ...args], { env })));
    runs.forEach((r, i) => {
      expect(r.status, cases[i]?.[0].join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(cases[i]?.[2] as RegExp);
      expect(r.stdout).toBe('');
    });
  });
});

describe('replay', () => {
  it('takes a line of simulate --records as it is, or a records file and the game to replay', async () => {
    const records = join(tmp, 'records.jsonl');
    const made = await deckwright([...study, '--records', '--out', records]);
    expect(made.status, made.stderr).toBe(0);
    const lines = readFileSync(records, 'utf8').trim().split('\n');
    const line = join(tmp, 'line.json');
    writeFileSync(line, `${lines[5]}\n`);
    const game = JSON.parse(lines[5] as string);
    const [one, picked, many, none] = await Promise.all([
      deckwright(['replay', line]),
      deckwright(['replay', records, '--game', String(game.index)]),
      deckwright(['replay', records]),
      deckwright(['replay', records, '--game', '99']),
    ]);
    expect(one.status, one.stderr).toBe(0);
    // Its last line is the game's score as the results line has it.
    expect(one.stdout.trim().split('\n').at(-1)).toContain(`Score: ${game.points.join(' / ')}`);
    expect(picked.stdout).toBe(one.stdout);
    expect(many.status).toBe(1);
    expect(many.stderr).toContain('holds 9 games: pick one with --game <index>');
    expect(none.stderr).toContain('holds no game of index 99');
    // A results line without its record says how to get one.
    const bare = join(tmp, 'bare.json');
    writeFileSync(bare, readFileSync(part(1), 'utf8').split('\n')[1] as string);
    const refused = await deckwright(['replay', bare]);
    expect(refused.status).toBe(1);
    expect(refused.stderr).toContain('run simulate with --records');
  });
});
