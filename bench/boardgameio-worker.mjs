/**
 * The boardgame.io row of `npm run bench` (issue #6), in a worker thread of its
 * own like the engine's paths: random Parcellus games through boardgame.io's
 * `Client` (bench/baseline/parcellus-boardgameio.ts).
 *
 * NODE_ENV is `production` here, as for a simulation: boardgame.io reads it when
 * it loads, and otherwise checks after every move and hook that G is
 * JSON-serialisable and prints its INFO messages (its ERROR lines, for refused
 * moves, never come: the players only make listed moves). Its own immer copy
 * (9.x) then runs its production build too. The source is TypeScript, loaded through tsx's API
 * (tsx's loader hooks do not reach worker threads on Node 20).
 *
 * workerData: { runs, runMs }
 * Posts: { runs: [{ games, actions, played, taken }] } (taken: actions in all)
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

process.env.NODE_ENV = 'production';
const { playBoardgameioParcellus, boardgameioRng } = await tsImport(
  './baseline/parcellus-boardgameio.ts',
  import.meta.url,
);
const { runs, runMs } = workerData;

/** Random games for about `ms`: games/s, actions/s, the games played and the actions they took. */
function measure(seed, ms) {
  const rng = boardgameioRng(seed);
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    actions += playBoardgameioParcellus(rng, `${seed}-${played}`).actions;
    played++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games: played / secs, actions: actions / secs, played, taken: actions };
}

measure(999_999, Math.min(runMs, 1000)); // warm-up: the JIT settles before anything is timed
const out = [];
for (let r = 0; r < runs; r++) out.push(measure(1000 * r, runMs));
parentPort.postMessage({ runs: out });
