/**
 * One path of `npm run bench`, measured in a worker thread of its own on the
 * built package: the fast path (`applyInPlace`) or `apply`. A thread of its own
 * matters: V8 specialises the rule code to the object shapes it sees, and
 * frozen states from `apply` next to mutable ones from the fast path make the
 * same code slower for both (the bench also reports that mixed case).
 *
 * workerData: { gameId, mode: 'fast' | 'apply', runs, runMs }
 * Posts: { runs: [{ games, actions }], mixedFast?: { games, actions }, steps?: { median, p99 } }
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';

const L = await import(new URL('../dist/index.js', import.meta.url).href);
const { gameId, mode, runs, runMs } = workerData;
const game = L.getGame(gameId);
const players = Math.min(Math.max(game.players.min, 3), game.players.max);

/** Random games for about `ms`: games/s and actions/s. */
function measure(fast, seed, ms) {
  const rng = L.createRng(seed);
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    // A state fresh from init is already a private copy: the fast path may mutate it.
    let s = game.init({ players, seed: seed + played, options: L.selfPlayOptions(gameId) });
    for (;;) {
      const actors = game.actors(s);
      if (actors.length === 0) break;
      const seat = actors.length === 1 ? actors[0] : L.pick(rng, actors);
      // The fast path chooses like the engine's playouts (randomMove, no list where the
      // game can avoid one); apply like a UI or server, from the listed moves. Both draw
      // the same numbers, so both paths play the very same games.
      if (fast) game.applyInPlace(s, game.randomMove(s, seat, rng));
      else s = game.apply(s, L.pick(rng, game.legalMoves(s, seat)));
      actions++;
    }
    played++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games: played / secs, actions: actions / secs };
}

/**
 * Each of 20,000 `apply` calls of random games timed on its own, in
 * microseconds: the cost of one step as a UI or server sees it (issue #6 asks
 * for its median), which a games/s figure only gives as a mean.
 */
function applySteps() {
  const rng = L.createRng(4242);
  const times = [];
  for (let g = 0; times.length < 20_000; g++) {
    let s = game.init({ players, seed: 500_000 + g, options: L.selfPlayOptions(gameId) });
    while (times.length < 20_000) {
      const actors = game.actors(s);
      if (actors.length === 0) break;
      const seat = actors.length === 1 ? actors[0] : L.pick(rng, actors);
      const move = L.pick(rng, game.legalMoves(s, seat));
      const t0 = performance.now();
      s = game.apply(s, move);
      times.push((performance.now() - t0) * 1000);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q) => times[Math.min(times.length - 1, Math.floor(q * times.length))];
  return { median: at(0.5), p99: at(0.99) };
}

const fast = mode === 'fast';
measure(fast, 999_999, Math.min(runMs, 1000)); // warm-up: the JIT settles before anything is timed
const out = [];
for (let r = 0; r < runs; r++) out.push(measure(fast, 1000 * r, runMs));
const steps = fast ? undefined : applySteps();
// The fast path in a thread that has also run apply (a server with search bots, say).
const mixedFast = fast ? undefined : measure(true, 77_777, runMs);
parentPort.postMessage({ runs: out, mixedFast, steps });
