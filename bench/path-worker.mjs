/**
 * One path of `npm run bench`, measured in a worker thread of its own on the
 * built package: the fast path (`applyInPlace`) or `apply`. A thread of its own
 * matters: V8 specialises the rule code to the object shapes it sees, and
 * frozen states from `apply` next to mutable ones from the fast path make the
 * same code slower for both (the bench also reports that mixed case).
 *
 * With a `reference` (hand-written: Parcellus and Six Card Parade; boardgame.io:
 * Parcellus), the same thread also plays the reference, one run of each in
 * turn: the hand-written implementation beside the fast path, boardgame.io beside `apply`. Their ratio is then taken on one
 * core at one moment. This machine's two cores run at different speeds (about
 * 1.5x apart, see docs/performance.md), and ratios between runs made in
 * different threads, or minutes apart, mixed the cores' speeds into them.
 *
 * With `reference: 'env'` (any game), the reference is the vector env of `deckwright/env`
 * (issue 33), stepped in turns with the fast path, so its steps/s and the fast path's
 * actions/s make a ratio taken on one core at one moment.
 *
 * workerData: { gameId, mode: 'fast' | 'apply', runs, runMs, reference?: 'handwritten' | 'boardgameio' | 'env' }
 * Posts: { runs: [{ games, actions }], reference?: [{ games, actions, played, taken }],
 *          mixedFast?: { games, actions }, copiedFast?: { games, actions }, steps?: { median, p99 } }
 */
import { performance } from 'node:perf_hooks';
import { parentPort, workerData } from 'node:worker_threads';
import { tsImport } from 'tsx/esm/api';

const L = await import(new URL('../dist/index.js', import.meta.url).href);
const { gameId, mode, runs, runMs, reference } = workerData;
const game = L.getGame(gameId);
const players = Math.min(Math.max(game.players.min, 3), game.players.max);

/**
 * The reference's random games for about `ms`: games/s, actions/s, and the
 * games and actions counted. Both references are TypeScript, loaded through
 * tsx's API (tsx's loader hooks do not reach worker threads on Node 20).
 */
let measureReference = null;
if (reference === 'handwritten' && gameId === 'six-card-parade') {
  // The very games `measure` plays: game seeds seed, seed + 1, …, choices from one generator seeded `seed`.
  const { playHandwrittenSixCardParade } = await tsImport('./baseline/six-card-parade-handwritten.ts', import.meta.url);
  measureReference = (seed, ms) => {
    const rng = L.createRng(seed);
    let n = 0;
    return timed(ms, () => playHandwrittenSixCardParade(seed + n++, rng, players));
  };
} else if (reference === 'handwritten') {
  const { playHandwrittenParcellus } = await tsImport('./baseline/parcellus-handwritten.ts', import.meta.url);
  measureReference = (seed, ms) => {
    const rng = L.createRng(seed);
    return timed(ms, () => playHandwrittenParcellus(rng));
  };
} else if (reference === 'boardgameio') {
  // boardgame.io reads NODE_ENV when it loads: `production`, as for a
  // simulation, or it checks after every move and hook that G is
  // JSON-serialisable and prints INFO lines. Its own immer copy (9.x) then
  // runs its production build too. deckwright's immer, loaded above, reads
  // NODE_ENV only on paths `apply` does not take (errors, array drafts).
  process.env.NODE_ENV = 'production';
  const { playBoardgameioParcellus, boardgameioRng } = await tsImport(
    './baseline/parcellus-boardgameio.ts',
    import.meta.url,
  );
  measureReference = (seed, ms) => {
    const rng = boardgameioRng(seed);
    let n = 0;
    return timed(ms, () => playBoardgameioParcellus(rng, `${seed}-${n++}`).actions);
  };
} else if (reference === 'env') {
  // The vector env (issue 33): 64 games stepped together, every step writing each game's
  // observation and mask, a uniform pick under the mask for each game. Its `actions` are env steps.
  const E = await import(new URL('../dist/env/index.js', import.meta.url).href);
  measureReference = (seed, ms) => {
    const v = E.createVectorEnv(gameId, { count: 64, players, options: L.selfPlayOptions(gameId) });
    v.reset(seed);
    const rng = L.createRng(seed);
    const actions = new Int32Array(v.count);
    const n = v.actionCount;
    const allowed = new Int32Array(n);
    let steps = 0;
    let ended = 0;
    const start = performance.now();
    while (performance.now() - start < ms) {
      for (let i = 0; i < v.count; i++) {
        let k = 0;
        for (let a = 0; a < n; a++) if (v.masks[i * n + a] === 1) allowed[k++] = a;
        actions[i] = allowed[L.randomInt(rng, k)];
      }
      v.step(actions);
      steps += v.count;
      for (let i = 0; i < v.count; i++) ended += v.terminations[i] + v.truncations[i];
    }
    const secs = (performance.now() - start) / 1000;
    return { games: ended / secs, actions: steps / secs, played: ended, taken: steps };
  };
}

/** Plays games with `play` (which returns the actions a game took) for about `ms`. */
function timed(ms, play) {
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    actions += play();
    played++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games: played / secs, actions: actions / secs, played, taken: actions };
}

/** Random games for about `ms`: games/s and actions/s. */
function measure(fast, seed, ms, fromCopy = false) {
  const rng = L.createRng(seed);
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < ms) {
    // A state fresh from init is already a private copy: the fast path may mutate it.
    let s = game.init({ players, seed: seed + played, options: L.selfPlayOptions(gameId) });
    // `playout` and search bots play on a cloneState copy, not on a state from init.
    if (fromCopy) s = L.cloneState(s);
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
// Warm-up: the JIT settles before anything is timed.
measure(fast, 999_999, Math.min(runMs, 1000));
measureReference?.(999_999, Math.min(runMs, 1000));
const out = [];
const ref = [];
for (let r = 0; r < runs; r++) {
  // A collection between runs, so that neither side pays for the other's garbage.
  globalThis.gc?.();
  out.push(measure(fast, 1000 * r, runMs));
  if (measureReference) {
    globalThis.gc?.();
    ref.push(measureReference(1000 * r, runMs));
  }
}
const steps = fast ? undefined : applySteps();
// The fast path on copies, last (it adds the copies' shapes to what the rule code has seen),
// after a warm-up of its own: V8 re-specialises the rule code to the second shapes first.
if (fast) measure(true, 66_666, Math.min(runMs, 1000), true);
const copiedFast = fast ? measure(true, 55_555, runMs, true) : undefined;
// The fast path in a thread that has also run apply (a server with search bots, say).
const mixedFast = fast ? undefined : measure(true, 77_777, runMs);
parentPort.postMessage({ runs: out, reference: measureReference ? ref : undefined, mixedFast, copiedFast, steps });
