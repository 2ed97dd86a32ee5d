/**
 * `npm run bench`: random playouts per second on the fast path (`applyInPlace`)
 * and through `apply` (validation + immer), their ratio measured in the same
 * run, legal-move timings (and Frustration Rummy's wild-rich hands: see
 * moveLists.ts) and the memory a retained history costs. For Parcellus and
 * Six Card Parade, a hand-written mutable implementation beside the fast path
 * (issues #6 and 35); for Parcellus, also one on boardgame.io beside apply. For every game,
 * the vector env of `deckwright/env` (issue 33) beside the fast path, in turns
 * in one thread: env steps/s over the fast path's actions/s.
 *
 * Each figure is the median of several runs, with its spread (min–max).
 * Usage: `npm run bench [-- <game id> [seconds per run]]`.
 */
import { performance } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';
import { enableArrayMethods } from 'immer';
import { type AnyGame, createRng, games, getGame, pick, selfPlayOptions } from '../src/index.js';
import { printHostileInputs } from './hostileInputs.js';
import { printLongestHands, printMoveLists } from './moveLists.js';

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

interface Rate {
  games: number;
  actions: number;
}

/** Games/s and actions/s of one timed run; a reference's run also counts its games and actions. */
type Run = Rate & { played?: number; taken?: number };

/**
 * Random games on one path (`fast`: applyInPlace, `apply`: validation + immer),
 * RUNS runs of RUN_MS after a warm-up, in a worker thread of its own on the
 * built package (see bench/path-worker.mjs for why). With a `reference`, the
 * same thread plays it in turns with the path, run for run, so each ratio is
 * taken on one core at one moment.
 */
function measurePath(
  game: AnyGame,
  mode: 'fast' | 'apply',
  reference?: 'handwritten' | 'boardgameio' | 'env',
): Promise<{
  runs: Rate[];
  reference?: Run[];
  mixedFast?: Rate;
  copiedFast?: Rate;
  steps?: { median: number; p99: number };
}> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./path-worker.mjs', import.meta.url), {
      workerData: { gameId: game.id, mode, runs: RUNS, runMs: RUN_MS, reference },
    });
    worker.once('message', resolve);
    worker.once('error', reject);
  });
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
 * Simulation throughput (random agents, views and validation included) on 1
 * and 2 threads (`workers: 2`: this thread and one worker thread), on the built
 * package (`npm run bench` builds first), as users run it: workers load the
 * bundled worker script, not the sources.
 */
async function workerScaling(game: AnyGame): Promise<{ games: number; one: number[]; two: number[] }> {
  const built = (await import(new URL('../dist/index.js', import.meta.url).href)) as typeof import('../src/index.js');
  const sim = (await import(
    new URL('../dist/sim/index.js', import.meta.url).href
  )) as typeof import('../src/sim/index.js');
  const g = built.getGame(game.id) as AnyGame;
  const players = playersOf(game);
  const agents = Array.from({ length: players }, () => 'random');
  const rate = async (workers: number, games: number) => {
    const options = selfPlayOptions(game.id);
    const { report } = await sim.simulate({ game: g, players, agents, games, seed: 'bench', workers, options });
    return report.throughput.gamesPerSecond;
  };
  // Sized for about 6 s on one worker, from a rate measured once this thread
  // is warm (the first, cold run of 1,000 games says about half the real
  // rate, and runs sized from it lasted under 2 s): starting the pool and
  // warming each worker's JIT cost about a second of CPU, which would
  // dominate a short run and say nothing of a real study.
  await rate(1, 1000);
  const games = Math.min(400_000, Math.max(500, Math.round(6 * (await rate(1, 2000)))));
  // In turns, three of each: one worker runs in this thread, and which core
  // that thread lands on moves the single-worker rate by half (the cores
  // differ), so a single pair of runs could say anything.
  const one: number[] = [];
  const two: number[] = [];
  for (let k = 0; k < 3; k++) {
    one.push(await rate(1, games));
    two.push(await rate(2, games));
  }
  return { games, one, two };
}

/**
 * Issue #6's targets, as ratios this machine can check in one run: its reference points
 * (boardgame.io about 60 Parcellus games/s, hand-written code about 250,000) and its targets
 * (the fast path 60,000 games/s, `apply` 1,000 games/s and 10 µs a step, the other games' fast
 * paths in proportion to their length, that is at Parcellus's cost per action).
 */
const TARGETS = {
  handWrittenBehind: 250_000 / 60_000,
  applyAhead: 1_000 / 60,
  applyStepUs: 10,
  perAction: 1,
  // Issue 33: the vector env's steps/s, masks and observations included, at least 0.3 of the fast path's actions/s.
  envShare: 0.3,
};

/** What the closing summary needs of each game's run. */
interface Summary {
  title: string;
  fastActions: number;
  behind?: number;
  ahead?: number;
  stepUs?: number;
  envShare: number;
}
const summaries: Summary[] = [];

/** `met` or `not met`, by whether `value` is on the right side of `bound`. */
const verdict = (value: number, bound: number, atMost: boolean): string =>
  (atMost ? value <= bound : value >= bound) ? 'met' : 'not met';

console.log(`deckwright bench — node ${process.version}, ${RUNS} runs of ${RUN_MS / 1000} s each, medians (min–max)\n`);
for (const game of only ? [getGame(only)].filter((g): g is AnyGame => g !== undefined) : games) {
  // The paths one after the other, each in its own thread; for Parcellus each
  // with its reference in the same thread, in turns (the hand-written code
  // beside the fast path, boardgame.io beside apply).
  const parcellus = game.id === 'parcellus';
  // The games with a hand-written reference (bench/baseline) play it beside the fast path.
  const handwritten = parcellus || game.id === 'six-card-parade';
  const f = await measurePath(game, 'fast', handwritten ? 'handwritten' : undefined);
  const i = await measurePath(game, 'apply', parcellus ? 'boardgameio' : undefined);
  const fast = f.runs.map((r) => r.games);
  const fastActions = f.runs.map((r) => r.actions);
  const immut = i.runs.map((r) => r.games);
  const immutActions = i.runs.map((r) => r.actions);
  const ratios = f.runs.map((r, k) => r.actions / (i.runs[k]?.actions ?? Number.NaN));
  const hand = (f.reference ?? []).map((r) => r.games);
  const handActions = (f.reference ?? []).map((r) => r.actions);
  const bgio = i.reference ?? [];
  const behind = hand.map((h, k) => h / (fast[k] ?? Number.NaN));
  const bgioGames = bgio.map((r) => r.games);
  const bgioActions = bgio.map((r) => r.actions);
  const bgioPlayed = bgio.reduce((n, r) => n + (r.played ?? 0), 0);
  const bgioTaken = bgio.reduce((n, r) => n + (r.taken ?? 0), 0);
  const lm = legalMoveTimes(game);
  const mem = bytesPerState(game);
  const { games: simGames, one: w1, two: w2 } = await workerScaling(game);
  // The machine's own scaling: the same fast-path loop in two threads at once,
  // no pool, no views, nothing shared. Whatever simulate loses beyond this is its own.
  const pair = await Promise.all([measurePath(game, 'fast'), measurePath(game, 'fast')]);
  const pairGames = pair.map((p) => median(p.runs.map((r) => r.games)));
  // The vector env beside the fast path, in turns in one thread (issue 33).
  const ev = await measurePath(game, 'fast', 'env');
  const envSteps = (ev.reference ?? []).map((r) => r.actions);
  const envShare = envSteps.map((e, k) => e / (ev.runs[k]?.actions ?? Number.NaN));
  console.log(`${game.title} (${playersOf(game)} players)`);
  console.log(`  fast path (applyInPlace)   games/s ${spread(fast)}   actions/s ${spread(fastActions)}`);
  console.log(`  immutable path (apply)     games/s ${spread(immut)}   actions/s ${spread(immutActions)}`);
  console.log(`  fast / immutable, per action (two threads, one after the other): ${spread(ratios)}x`);
  if (f.copiedFast) {
    console.log(
      `  fast path on cloneState copies (playout, search bots): games/s ${fmt(f.copiedFast.games)} (${fmt(f.copiedFast.games / median(fast))}x the median from init, copying included)`,
    );
  }
  if (i.mixedFast) {
    console.log(
      `  fast path in a thread that also ran apply: games/s ${fmt(i.mixedFast.games)} (mixed object shapes slow the rule code)`,
    );
  }
  if (hand.length > 0) {
    console.log(`  hand-written reference       games/s ${spread(hand)}   actions/s ${spread(handActions)}`);
    console.log(`  hand-written / fast path, games/s, same thread, run by run: ${spread(behind)}x`);
    console.log(
      `  actions per game: fast path ${fmt(median(fastActions) / median(fast))}, hand-written ${fmt(median(handActions) / median(hand))} (the same game)`,
    );
  }
  if (bgio.length > 0) {
    console.log(`  boardgame.io (Client)        games/s ${spread(bgioGames)}   actions/s ${spread(bgioActions)}`);
    console.log(
      `  fast path / boardgame.io, games/s (two threads, one after the other): ${spread(fast.map((f, k) => f / (bgioGames[k] ?? Number.NaN)))}x`,
    );
    console.log(
      `  immutable path / boardgame.io, games/s, same thread, run by run: ${spread(immut.map((m, k) => m / (bgioGames[k] ?? Number.NaN)))}x`,
    );
    console.log(
      `  actions per game: boardgame.io ${fmt(bgioTaken / bgioPlayed)} over the ${bgioPlayed} games timed (the same game)`,
    );
  }
  console.log(
    `  vector env (64 games, masks and observations written every step): env steps/s ${spread(envSteps)}, beside the fast path's actions/s ${spread(ev.runs.map((r) => r.actions))} in the same thread`,
  );
  console.log(`  env steps/s / fast-path actions/s, run by run: ${spread(envShare)}x`);
  console.log(`  µs per apply (median run): ${fmt(1e6 / median(immutActions))}`);
  if (i.steps) {
    console.log(
      `  one apply, timed alone over 20,000 steps: median ${fmt(i.steps.median)} µs, p99 ${fmt(i.steps.p99)} µs`,
    );
  }
  console.log(`  legalMoves: median ${fmt(lm.median)} µs, p99 ${fmt(lm.p99)} µs, largest list ${lm.largest} moves`);
  console.log(
    `  memory per retained state (1,000-state history via apply): ${fmt(mem)} bytes${globalThis.gc ? '' : ' (run node with --expose-gc for a steadier figure)'}`,
  );
  console.log(
    `  simulate (random agents, ${simGames} games, 3 runs each in turn): 1 thread ${spread(w1)} games/s, 2 threads ${spread(w2)} games/s (x${(median(w2) / median(w1)).toFixed(2)}; run by run ${w2.map((t, k) => `x${(t / (w1[k] ?? Number.NaN)).toFixed(2)}`).join(' ')})`,
  );
  summaries.push({
    title: game.title,
    fastActions: median(fastActions),
    envShare: median(envShare),
    ...(hand.length > 0 ? { behind: median(behind) } : {}),
    ...(bgio.length > 0 ? { ahead: median(immut.map((m, k) => m / (bgioGames[k] ?? Number.NaN))) } : {}),
    ...(i.steps ? { stepUs: i.steps.median } : {}),
  });
  const pairSum = pairGames.reduce((a, b) => a + b, 0);
  console.log(
    `  the machine's scaling: the fast path in 2 threads at once ${pairGames.map(fmt).join(' + ')} = ${fmt(pairSum)} games/s (x${(pairSum / median(fast)).toFixed(2)} of 1 thread)`,
  );
  console.log('');
}

// Frustration Rummy's long move lists: wild-rich hands per contract, and count and page (issue 27).
if (!only || only === 'frustration-rummy') {
  printMoveLists();
  printLongestHands();
  printHostileInputs();
  console.log('');
}

// The run against issue #6's targets, each a ratio taken in this run (docs/performance.md).
const parcellusRun = summaries.find((x) => x.title === 'Parcellus');
if (parcellusRun) {
  const t = TARGETS;
  console.log("Against issue #6's targets (ratios taken in this run):");
  if (parcellusRun.behind !== undefined) {
    console.log(
      `  Parcellus fast path: hand-written / fast ${fmt(parcellusRun.behind)}x, target at most ${fmt(t.handWrittenBehind)}x (250,000 / 60,000 games/s): ${verdict(parcellusRun.behind, t.handWrittenBehind, true)}`,
    );
  }
  if (parcellusRun.ahead !== undefined) {
    console.log(
      `  Parcellus apply: ${fmt(parcellusRun.ahead)}x boardgame.io's games/s, target at least ${fmt(t.applyAhead)}x (1,000 / 60): ${verdict(parcellusRun.ahead, t.applyAhead, false)}`,
    );
  }
  if (parcellusRun.stepUs !== undefined) {
    console.log(
      `  Parcellus apply: one step ${fmt(parcellusRun.stepUs)} µs at the median, target at most ${t.applyStepUs} µs: ${verdict(parcellusRun.stepUs, t.applyStepUs, true)}`,
    );
  }
  console.log(
    `  Parcellus vector env: ${fmt(parcellusRun.envShare)}x the fast path's actions/s in env steps/s, target at least ${t.envShare}x (issue 33): ${verdict(parcellusRun.envShare, t.envShare, false)}`,
  );
  for (const other of summaries) {
    if (other === parcellusRun) continue;
    const dearer = parcellusRun.fastActions / other.fastActions;
    console.log(
      `  ${other.title} fast path: ${fmt(dearer)}x Parcellus's cost per action, target ${t.perAction}x (games/s in proportion to game length): ${verdict(dearer, t.perAction, true)}`,
    );
  }
  console.log('');
}

// Issue 35: each game with a hand-written reference, the fast path within 2x of it (median of the run-by-run ratios).
const referenced = summaries.filter((x) => x.behind !== undefined);
if (referenced.length > 0) {
  console.log("Against issue 35's target (hand-written / fast path, games/s, at most 2.0x):");
  for (const x of referenced) {
    const behind = x.behind as number;
    console.log(`  ${x.title}: ${fmt(behind)}x: ${verdict(behind, 2, true)}`);
  }
  console.log('');
}

// Last, because it cannot be turned off again: `apply` with immer's array-method
// plugin, which an app may enable for its own state (see docs/performance.md).
// Measured in this thread, which has run no playouts (its legal-move and
// memory figures used apply-built and cloned states only briefly).
enableArrayMethods();
console.log("With immer's enableArrayMethods() (global; enabled by the app, not by deckwright):");
for (const game of only ? [getGame(only)].filter((g): g is AnyGame => g !== undefined) : games) {
  const players = playersOf(game);
  const rates: number[] = [];
  for (let r = 0; r < RUNS; r++) {
    const rng = createRng(r);
    let actions = 0;
    const start = performance.now();
    for (let played = 0; performance.now() - start < RUN_MS; played++) {
      let s = game.init({ players, seed: 1000 * r + played, options: selfPlayOptions(game.id) });
      while (game.actors(s).length > 0) {
        const seat = pick(rng, game.actors(s));
        s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
        actions++;
      }
    }
    rates.push(actions / ((performance.now() - start) / 1000));
  }
  console.log(`  ${game.title}: µs per apply ${fmt(1e6 / median(rates))} (actions/s ${spread(rates)})`);
}
