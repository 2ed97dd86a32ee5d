/**
 * The `deckwright` command, run as a user runs it (from the sources through tsx).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parcellus } from '../src/games/parcellus/index.js';
import { createMatch } from '../src/index.js';

const cli = (args: string[], input?: string) =>
  spawnSync(process.execPath, ['--import', 'tsx', 'src/cli/index.ts', ...args], {
    encoding: 'utf8',
    input,
    timeout: 120_000,
  });
const tmp = mkdtempSync(join(tmpdir(), 'deckwright-cli-'));
const noSpeed = (json: string) => ({ ...JSON.parse(json), throughput: null });

describe('deckwright command', () => {
  it('has --help on every command', () => {
    for (const cmd of [[], ['play'], ['simulate'], ['replay'], ['report']]) {
      const r = cli([...cmd, '--help']);
      expect(r.status, r.stderr).toBe(0);
      expect(r.stdout).toContain('Usage');
    }
  });

  it('simulate fills the seats the agents leave with random ones, up to the fewest players the game allows', () => {
    const r = cli(['simulate', 'parcellus', '--games', '3', '--agents', 'heuristic', '--json']);
    expect(r.status, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout).agents).toEqual(['heuristic', 'random', 'random']);
    // An unknown agent is named, not hidden behind the player count.
    const bad = cli(['simulate', 'parcellus', '--games', '3', '--agents', 'foo']);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/foo/);
  });

  it('simulate gives identical statistics with 1 and 2 workers', () => {
    const args = [
      'simulate',
      'parcellus',
      '--games',
      '12',
      '--agents',
      'heuristic,random,random',
      '--seed',
      'cli',
      '--json',
    ];
    const one = cli([...args, '--workers', '1']);
    const two = cli([...args, '--workers', '2']);
    expect(one.status, one.stderr).toBe(0);
    expect(two.status, two.stderr).toBe(0);
    expect(noSpeed(two.stdout)).toEqual(noSpeed(one.stdout));
    const table = cli(args.slice(0, -1));
    expect(table.stdout).toMatch(/heuristic\s+12/);
    expect(table.stdout).toContain('95% CI');
  });

  it('shards print JSON lines that `report` merges into the whole run’s report', () => {
    const base = ['simulate', 'parcellus', '--games', '10', '--agents', 'heuristic,random,random', '--seed', 'shards'];
    const whole = cli([...base, '--json']);
    const files = [1, 2].map((i) => {
      const r = cli([...base, '--shard', `${i}/2`]);
      expect(r.status, r.stderr).toBe(0);
      const f = join(tmp, `part${i}.jsonl`);
      writeFileSync(f, r.stdout);
      return f;
    });
    const merged = cli(['report', ...files, '--json']);
    expect(merged.status, merged.stderr).toBe(0);
    expect(noSpeed(merged.stdout)).toEqual({ ...noSpeed(whole.stdout) });
    expect(merged.stderr).toBe('');
    // One shard alone is part of a study: refused, naming the shard missing (test/cli/study.test.ts has more).
    const part = cli(['report', files[0] as string, '--json']);
    expect(part.status).toBe(1);
    expect(part.stderr).toContain('Shard 2/2 of the study missing');
    // A shard of the same seed and agents under other rule options is another experiment.
    const other = cli([...base, '--shard', '2/2', '--options', '{"winCheck":"immediate"}']);
    const otherFile = join(tmp, 'other.jsonl');
    writeFileSync(otherFile, other.stdout);
    const mixed = cli(['report', files[0] as string, otherFile]);
    expect(mixed.status).toBe(1);
    expect(mixed.stderr).toContain('from another study: its options {"winCheck":"immediate"}');
    // Games without their run line could be from any run: refused, not merged.
    const nameless = join(tmp, 'nameless.jsonl');
    writeFileSync(nameless, other.stdout.split('\n').slice(1).join('\n'));
    const unnamed = cli(['report', files[0] as string, nameless]);
    expect(unnamed.status).toBe(1);
    expect(unnamed.stderr).toContain('its study is unknown');
  });

  it("simulate --records keeps each game's match record in its line, which replay plays", () => {
    const r = cli(['simulate', 'parcellus', '--games', '2', '--seed', 'records', '--records']);
    expect(r.status, r.stderr).toBe(0);
    const lines = r.stdout
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l));
    const games = lines.filter((l) => l.type === 'game');
    expect(games).toHaveLength(2);
    for (const g of games) expect(g.record.actions).toHaveLength(g.actions);
    const file = join(tmp, 'record.json');
    writeFileSync(file, JSON.stringify(games[0].record));
    const replayed = cli(['replay', file]);
    expect(replayed.status, replayed.stderr).toBe(0);
    // Lines with records merge as any other.
    const lined = join(tmp, 'records.jsonl');
    writeFileSync(lined, r.stdout);
    expect(cli(['report', lined]).status).toBe(0);
  });

  it('report and simulate refuse bad input with a message, not a stack trace', () => {
    const meta =
      '{"type":"meta","game":"parcellus","players":3,"agents":["random","random","random"],"seed":"s","games":2}';
    const notJson = join(tmp, 'not-json.jsonl');
    writeFileSync(notJson, `${meta}\nnot json\n`);
    const noFields = join(tmp, 'no-fields.jsonl');
    writeFileSync(noFields, `${meta}\n{"type":"game","index":0}\n`);
    const runs: [string[], RegExp][] = [
      [['report', join(tmp, 'missing.jsonl')], /ENOENT/],
      [['report', notJson], /line 2: not JSON/],
      [['report', noFields], /line 2: not a line of `simulate --jsonl` output/],
      [['simulate', 'parcellus', '--games', 'abc'], /games must be a whole number/],
      [['simulate', 'parcellus', '--games', '2', '--workers', '0'], /workers must be a whole number/],
      [['simulate', 'parcellus', '--games', '-3'], /Unknown option `-3`/],
      [['simulate', 'parcellus', '--games', '2', '--options', '5'], /--options takes a JSON object/],
      [['simulate', 'parcellus', '--games', '2', '--options', 'null'], /--options takes a JSON object/],
      [['simulate', 'parcellus', '--games', '2', '--options', '{bad'], /--options is not JSON/],
      [['simulate', 'parcellus', '--games', '2', '--agents', 'random:5'], /only ismcts takes an argument/],
    ];
    for (const [args, message] of runs) {
      const r = cli(args);
      expect(r.status, args.join(' ')).not.toBe(0);
      expect(r.stderr).toMatch(message);
      expect(r.stderr).not.toMatch(/\n\s+at /);
    }
  });

  it('takes the seed as typed: 007 is not 7', () => {
    const run = (seed: string) =>
      JSON.parse(cli(['simulate', 'parcellus', '--games', '3', '--seed', seed, '--json']).stdout);
    const padded = run('007');
    expect(padded.seed).toBe('007');
    expect(run('7').seed).toBe('7');
  });

  it('replay prints the play-by-play of a record', () => {
    const m = createMatch(parcellus, { players: 3, seed: 'rec' });
    for (const seat of [0, 1, 2]) m.apply(m.legalMoves(seat)[0]);
    const f = join(tmp, 'record.json');
    writeFileSync(f, JSON.stringify(m.record()));
    const r = cli(['replay', f]);
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Round 1:');
    expect(r.stdout).toMatch(/turns up .+ from the dummy/);
    expect(cli(['replay', join(tmp, 'missing.json')]).status).not.toBe(0);
  });

  it('play shows the hand and the moves, and explains a refused move', () => {
    const r = cli(
      ['play', 'parcellus', '--seed', '5', '--bots', 'random'],
      `1\n{"type":"play","seat":0,"card":"AS"}\n99\n1\n1\nq\n`,
    );
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Your hand:');
    expect(r.stdout).toContain('Your moves:');
    expect(r.stdout).toMatch(/Refused \((WRONG_PHASE|CARD_NOT_IN_HAND|NOT_NEXT_RANK|WRONG_COLOUR|NOT_YOUR_TURN)\)/);
    // The first "1" comes during the blind pass, built card by card: no move is complete yet.
    expect(r.stdout).toContain('Refused: no move is complete yet; pick cards first.');
  });

  it('play keeps the seed, which deals every hidden card, to itself until the game is left; unseeded deals differ', () => {
    const seen = [0, 1].map(() => {
      const r = cli(['play', 'parcellus', '--bots', 'random'], 'q\n');
      expect(r.status, r.stderr).toBe(0);
      const told = r.stdout.indexOf("The deal's seed was");
      // Told once, after everything the game showed.
      expect(told).toBeGreaterThan(r.stdout.indexOf('Your moves:'));
      expect(r.stdout.slice(0, told)).not.toMatch(/seed/i);
      return /seed was ([0-9a-f]+)/.exec(r.stdout)?.[1];
    });
    expect(seen[0]).toMatch(/^[0-9a-f]{16}$/);
    expect(seen[1]).not.toBe(seen[0]);
  });

  it('names the games when given an unknown one', () => {
    const r = cli(['simulate', 'chess']);
    expect(r.status).toBe(2);
    expect(r.stderr).toContain('parcellus');
  });
});
