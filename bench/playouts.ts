/**
 * `npm run bench`: random playouts per second on the fast path (`applyInPlace`)
 * and through `apply` (validation + immer), their ratio measured in the same
 * run, legal-move timings and the memory a retained history costs.
 *
 * Each figure is the median of several runs, with its spread (min–max).
 * Usage: `npm run bench [-- <game id> [seconds per run]]`.
 */
import { performance } from 'node:perf_hooks';
import { enableArrayMethods } from 'immer';
import { type AnyGame, createRng, games, getGame, pick, selfPlayOptions } from '../src/index.js';
import { playHandwrittenParcellus } from './baseline/parcellus-handwritten.js';

const [only, secondsArg] = process.argv.slice(2);
const RUN_MS = Number(secondsArg ?? 1) * 1000;
const RUNS = 5;

const median = (xs: number[]): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] as number;
};
const fmt = (n: number): string => (n >= 100 ? Math.round(n).toLocaleString('en') : n.toPrecision(3));
const spread = (xs: number[]): string => `${fmt(median(xs))} (${fmt(Math.min(...xs))}–${fmt(Math.max(...xs))})`;

function playersOf(game: AnyGame): number {
  return Math.min(Math.max(game.players.min, 3), game.players.max);
}

/** Plays random games for about RUN_MS; returns games/s and actions/s. */
function measure(game: AnyGame, fast: boolean, seed: number): { games: number; actions: number } {
  const players = playersOf(game);
  const rng = createRng(seed);
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    // A state fresh from init is already a private copy: the fast path may mutate it.
    let s = game.init({ players, seed: seed + played, options: selfPlayOptions(game.id) });
    while (true) {
      const actors = game.actors(s);
      if (actors.length === 0) break;
      const seat = actors.length === 1 ? (actors[0] as number) : pick(rng, actors);
      const move = pick(rng, game.legalMoves(s, seat));
      if (fast) game.applyInPlace(s, move);
      else s = game.apply(s, move);
      actions++;
    }
    played++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games: played / secs, actions: actions / secs };
}

/** The hand-written Parcellus reference (bench/baseline) for about RUN_MS: games/s and actions/s. */
function measureBaseline(seed: number): { games: number; actions: number } {
  const rng = createRng(seed);
  let played = 0;
  let actions = 0;
  const start = performance.now();
  while (performance.now() - start < RUN_MS) {
    actions += playHandwrittenParcellus(rng);
    played++;
  }
  const secs = (performance.now() - start) / 1000;
  return { games: played / secs, actions: actions / secs };
}

/** legalMoves timings over states of random games, in microseconds. */
function legalMoveTimes(game: AnyGame): { median: number; p99: number; largest: number } {
  const players = playersOf(game);
  const rng = createRng(99);
  const times: number[] = [];
  let largest = 0;
  // 20,000 states from random games (a long game contributes many; the last one may be cut short).
  for (let g = 0; times.length < 20_000; g++) {
    const s = structuredClone(game.init({ players, seed: g, options: selfPlayOptions(game.id) }));
    while (game.actors(s).length > 0 && times.length < 20_000) {
      const seat = pick(rng, game.actors(s));
      const t0 = performance.now();
      const moves = game.legalMoves(s, seat);
      times.push((performance.now() - t0) * 1000);
      largest = Math.max(largest, moves.length);
      game.applyInPlace(s, pick(rng, moves));
    }
  }
  return { median: median(times), p99: quantile(times, 0.99), largest };
}

/** Bytes per retained state in a 1,000-state history built with `apply` (immer sharing). */
function bytesPerState(game: AnyGame): number {
  const players = playersOf(game);
  const rng = createRng(5);
  const history: unknown[] = [];
  globalThis.gc?.();
  const before = process.memoryUsage().heapUsed;
  let seed = 0;
  let s = game.init({ players, seed, options: selfPlayOptions(game.id) });
  while (history.length < 1000) {
    if (game.actors(s).length === 0) s = game.init({ players, seed: ++seed, options: selfPlayOptions(game.id) });
    const seat = pick(rng, game.actors(s));
    s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
    history.push(s);
  }
  globalThis.gc?.();
  const after = process.memoryUsage().heapUsed;
  return history.length > 0 ? (after - before) / history.length : 0;
}

/**
 * Simulation throughput (random agents, views and validation included) with 1
 * and 2 worker threads, on the built package (`npm run bench` builds first), as
 * users run it: workers load the bundled worker script, not the sources.
 */
async function workerScaling(game: AnyGame): Promise<[number, number]> {
  const built = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../src/index.js');
  const sim = (await import(
    new URL('../dist/sim/index.js', import.meta.url).href
  )) as typeof import('../src/sim/index.js');
  const g = built.getGame(game.id) as AnyGame;
  const players = playersOf(game);
  const agents = Array.from({ length: players }, () => 'random');
  const rate = async (workers: number) => {
    const options = selfPlayOptions(game.id);
    const { report } = await sim.simulate({ game: g, players, agents, games: 1000, seed: 'bench', workers, options });
    return report.throughput.gamesPerSecond;
  };
  return [await rate(1), await rate(2)];
}

console.log(`deckwright bench — node ${process.version}, ${RUNS} runs of ${RUN_MS / 1000} s each, medians (min–max)\n`);
for (const game of only ? [getGame(only)].filter((g): g is AnyGame => g !== undefined) : games) {
  const fast: number[] = [];
  const fastActions: number[] = [];
  const immut: number[] = [];
  const immutActions: number[] = [];
  const ratios: number[] = [];
  const hand: number[] = [];
  const handActions: number[] = [];
  const behind: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const f = measure(game, true, 1000 * r);
    const i = measure(game, false, 1000 * r);
    fast.push(f.games);
    fastActions.push(f.actions);
    immut.push(i.games);
    immutActions.push(i.actions);
    ratios.push(f.actions / i.actions);
    if (game.id === 'parcellus') {
      const b = measureBaseline(1000 * r);
      hand.push(b.games);
      handActions.push(b.actions);
      behind.push(b.games / f.games);
    }
  }
  const lm = legalMoveTimes(game);
  const mem = bytesPerState(game);
  const [w1, w2] = await workerScaling(game);
  console.log(`${game.title} (${playersOf(game)} players)`);
  console.log(`  fast path (applyInPlace)   games/s ${spread(fast)}   actions/s ${spread(fastActions)}`);
  console.log(`  immutable path (apply)     games/s ${spread(immut)}   actions/s ${spread(immutActions)}`);
  console.log(`  fast / immutable, per action, same run: ${spread(ratios)}x`);
  if (hand.length > 0) {
    console.log(`  hand-written reference       games/s ${spread(hand)}   actions/s ${spread(handActions)}`);
    console.log(`  hand-written / fast path, games/s, same run: ${spread(behind)}x`);
    console.log(
      `  actions per game: fast path ${fmt(median(fastActions) / median(fast))}, hand-written ${fmt(median(handActions) / median(hand))} (the same game)`,
    );
  }
  console.log(`  µs per apply (median run): ${fmt(1e6 / median(immutActions))}`);
  console.log(`  legalMoves: median ${fmt(lm.median)} µs, p99 ${fmt(lm.p99)} µs, largest list ${lm.largest} moves`);
  console.log(
    `  memory per retained state (1,000-state history via apply): ${fmt(mem)} bytes${globalThis.gc ? '' : ' (run node with --expose-gc for a steadier figure)'}`,
  );
  console.log(
    `  simulate (random agents): 1 worker ${fmt(w1)} games/s, 2 workers ${fmt(w2)} games/s (x${(w2 / w1).toFixed(2)})`,
  );
  console.log('');
}

// Last, because it cannot be turned off again: `apply` with immer's array-method
// plugin, which an app may enable for its own state (see docs/performance.md).
enableArrayMethods();
console.log("With immer's enableArrayMethods() (global; enabled by the app, not by deckwright):");
for (const game of only ? [getGame(only)].filter((g): g is AnyGame => g !== undefined) : games) {
  const immut: number[] = [];
  for (let r = 0; r < RUNS; r++) immut.push(measure(game, false, 1000 * r).actions);
  console.log(`  ${game.title}: µs per apply ${fmt(1e6 / median(immut))} (actions/s ${spread(immut)})`);
}
