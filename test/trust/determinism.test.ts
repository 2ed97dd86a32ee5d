/**
 * Determinism: a record replays to the same state hash on every run and in a
 * worker thread, and the rule code uses no source of nondeterminism.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { createRng, games, newRecord, pick, replay, stateHash } from '../../src/index.js';

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((f) => {
    const p = join(dir, f);
    return statSync(p).isDirectory() ? files(p) : p.endsWith('.ts') ? [p] : [];
  });
}

describe('determinism', () => {
  for (const game of games) {
    const players = Math.min(Math.max(game.players.min, 3), game.players.max);
    it(`${game.id}: the same record gives the same state hash here, again, and in a worker thread`, async () => {
      const rng = createRng(17);
      const record = newRecord(game, { players, seed: 'determinism' });
      let s = game.init({ players, seed: 'determinism' });
      while (game.actors(s).length > 0 && record.actions.length < 2000) {
        const seat = pick(rng, game.actors(s));
        const m = pick(rng, game.legalMoves(s, seat));
        record.actions.push(m);
        s = game.apply(s, m);
      }
      const here = stateHash(replay(record).at(-1));
      expect(stateHash(replay(JSON.parse(JSON.stringify(record))).at(-1))).toBe(here);
      expect(here).toBe(stateHash(s));
      const inWorker = await new Promise<string>((resolve, reject) => {
        const w = new Worker(new URL('./replay-worker.mjs', import.meta.url), {
          workerData: record,
        });
        w.once('message', resolve);
        w.once('error', reject);
      });
      expect(inWorker).toBe(here);
    });
  }

  it('the rules, the core and the agents use no Math.random, no clock and no for-in iteration', () => {
    const offenders: string[] = [];
    // The rules, the core, the registry (replay) and the agents; the simulator and the CLI may time themselves.
    for (const f of [
      ...['core', 'games', 'agents'].flatMap((d) => files(join('src', d))),
      join('src', 'registry.ts'),
    ]) {
      const text = readFileSync(f, 'utf8');
      for (const [i, line] of text.split('\n').entries()) {
        const code = line.trim();
        // Comments name these things without using them.
        if (code.startsWith('*') || code.startsWith('/*') || code.startsWith('//')) continue;
        // The one clock allowed: IS-MCTS's `maxMs` budget, the default of its `now` option, read only
        // when a caller asks for a time budget (no level does, so every level is reproducible for a
        // seed; test/agents/budget.test.ts drives it with a fake clock).
        if (
          f === join('src', 'agents', 'ismcts.ts') &&
          code === 'const now = options.now ?? (() => performance.now());'
        )
          continue;
        if (/Math\.random|Date\.now|new Date\b|performance\.now|\bfor\s*\([^)]*\bin\b/.test(line)) {
          offenders.push(`${f}:${i + 1}: ${code}`);
        }
      }
    }
    expect(offenders).toEqual([]);
  });
});
