/**
 * `npx tsx --expose-gc bench/refShare.ts [game id] [seconds per run] [runs]`: only the
 * hand-written reference's part of `npm run bench` (issue 35), on the built package (`npm run
 * build` first): reference games/s over the fast path's games/s, in turns in one worker thread,
 * run by run, through the same worker (bench/path-worker.mjs) as the full bench. A quick check
 * while working on a game's fast path, without the four minutes of the whole bench.
 */
import { Worker } from 'node:worker_threads';

const [gameId = 'parcellus', secondsArg, runsArg] = process.argv.slice(2);
const runMs = Number(secondsArg ?? 1) * 1000;
const runs = Number(runsArg ?? 5);

interface Rate {
  games: number;
  actions: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

const out = await new Promise<{ runs: Rate[]; reference: Rate[] }>((resolve, reject) => {
  const w = new Worker(new URL('./path-worker.mjs', import.meta.url), {
    workerData: { gameId, mode: 'fast', runs, runMs, reference: 'handwritten' },
  });
  w.once('message', resolve);
  w.once('error', reject);
});
const ratio = out.reference.map((r, k) => r.games / (out.runs[k]?.games ?? Number.NaN));
console.log(
  `${gameId}: fast path ${Math.round(median(out.runs.map((r) => r.games)))} games/s, hand-written ${Math.round(median(out.reference.map((r) => r.games)))} games/s; hand-written / fast ${median(ratio).toFixed(2)}x (runs ${ratio.map((x) => x.toFixed(2)).join(' ')})`,
);
