import { describe, expect, it } from 'vitest';
import { type BatchPlayers, playBatches } from '../../src/sim/batches.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Players that record every delivery; `there` is the fake worker. */
function recorder(count: number, there: (k: number) => Promise<string>, inFlight = 2) {
  const delivered: [number, string][] = [];
  const players: BatchPlayers<string> = {
    count,
    here: (k) => `here ${k}`,
    there,
    inFlight,
    deliver: (k, r) => delivered.push([k, r]),
  };
  return { players, delivered };
}

describe('playBatches', () => {
  it('delivers every batch once, played here or by a worker', async () => {
    const { players, delivered } = recorder(200, async (k) => {
      await sleep(k % 3);
      return `there ${k}`;
    });
    await playBatches(players);
    expect(delivered.map(([k]) => k).sort((a, b) => a - b)).toEqual(Array.from({ length: 200 }, (_, k) => k));
    for (const [k, r] of delivered) expect(r.endsWith(` ${k}`)).toBe(true);
    // Both sides played: the worker answers within milliseconds, this thread yields between batches.
    expect(delivered.some(([, r]) => r.startsWith('there'))).toBe(true);
    expect(delivered.some(([, r]) => r.startsWith('here'))).toBe(true);
  });

  it('plays here the batches a worker holds, and drops the worker’s late copies', async () => {
    // The workers answer only when released, after this thread is done: no timing decides the test.
    const release: (() => void)[] = [];
    const { players, delivered } = recorder(
      3,
      (k) => new Promise<string>((resolve) => release.push(() => resolve(`there ${k}`))),
    );
    await playBatches(players);
    // The workers took batches 0 and 1 first; this thread played 2, then 1 and 0, the last given out first.
    expect(delivered).toEqual([
      [2, 'here 2'],
      [1, 'here 1'],
      [0, 'here 0'],
    ]);
    expect(release).toHaveLength(2);
    for (const r of release) r();
    await sleep(0);
    expect(delivered).toHaveLength(3);
  });

  it('ends without waiting for a worker that never answers', async () => {
    const { players, delivered } = recorder(10, () => new Promise<string>(() => undefined));
    await playBatches(players);
    expect(delivered.map(([k]) => k).sort((a, b) => a - b)).toEqual(Array.from({ length: 10 }, (_, k) => k));
  });

  it("throws a worker's error and stops taking batches", async () => {
    const { players, delivered } = recorder(1000, async (k) => {
      if (k === 1) throw new Error('worker failed');
      return `there ${k}`;
    });
    await expect(playBatches(players)).rejects.toThrow('worker failed');
    expect(delivered.length).toBeLessThan(1000);
  });

  it("throws this thread's error, and a task ended afterwards is no unhandled rejection", async () => {
    const { players } = recorder(5, async () => {
      await sleep(10);
      throw new Error('terminated with the pool');
    });
    players.here = (k) => {
      if (k === 3) throw new Error('agent failed');
      return `here ${k}`;
    };
    await expect(playBatches(players)).rejects.toThrow('agent failed');
    // The tasks still out fail after the run has ended; vitest fails the run on an unhandled rejection.
    await sleep(30);
  });
});
