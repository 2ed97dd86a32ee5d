/**
 * `npx tsx bench/envShare.ts [game id] [seconds per run]`: only the vector env's part of
 * `npm run bench` (issue 33), on the built package (`npm run build` first): for each game, the
 * env's steps/s over the fast path's actions/s, in turns in one worker thread, run by run,
 * through the same worker (bench/path-worker.mjs) as the full bench.
 */
import { Worker } from 'node:worker_threads';
import { games } from '../src/index.js';

const [only, secondsArg] = process.argv.slice(2);
const runMs = Number(secondsArg ?? 1) * 1000;
const runs = 5;

interface Rate {
  actions: number;
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] as number;

for (const game of games) {
  if (only !== undefined && game.id !== only) continue;
  const out = await new Promise<{ runs: Rate[]; reference: Rate[] }>((resolve, reject) => {
    const w = new Worker(new URL('./path-worker.mjs', import.meta.url), {
      workerData: { gameId: game.id, mode: 'fast', runs, runMs, reference: 'env' },
    });
    w.once('message', resolve);
    w.once('error', reject);
  });
  const share = out.reference.map((r, k) => r.actions / (out.runs[k]?.actions ?? Number.NaN));
  console.log(
    `${game.title}: env steps/s ${Math.round(median(out.reference.map((r) => r.actions)))}, fast-path actions/s ${Math.round(median(out.runs.map((r) => r.actions)))}, share ${median(share).toFixed(3)}x (runs ${share.map((x) => x.toFixed(3)).join(' ')})`,
  );
}
