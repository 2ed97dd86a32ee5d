/**
 * A/B of two builds of deckwright in one process: both play the same random
 * games on the fast path, in slices taken in turn (the order alternating from
 * pair to pair), timed by the process's CPU time. On a shared, noisy machine
 * this is the measure that holds still: separate runs of the same build
 * differ by more than most changes gain, while a build against itself reads
 * 1.00 here.
 *
 * Build each side as one file (`npx esbuild src/index.ts --bundle
 * --format=esm --platform=node --outfile=/tmp/a/index.js`), then run, pinned
 * to one core:
 *
 *   taskset -c 0 npx tsx bench/ab.ts /tmp/a/index.js /tmp/b/index.js [game] [pairs] [games]
 *
 * It prints each side's median games/s and the median of the pairs' speed
 * ratios B/A with how many pairs B won. Small gains need many pairs (1% took
 * about 200 pairs of 300-game slices of Six Card Parade here).
 */
import { pathToFileURL } from 'node:url';
import type { Game, Rng, Seat } from '../src/index.js';

/** What the A/B needs of a build. */
interface Build {
  getGame(id: string): Game<never, never, never, never>;
  selfPlayOptions(id: string): Record<string, unknown>;
  createRng(seed: number): Rng;
  pick<T>(rng: Rng, items: readonly T[]): T;
}

/** A game seen through the few calls a playout makes. */
interface PlayableGame {
  init(setup: { players: number; seed: number; options: Record<string, unknown> }): unknown;
  actors(state: unknown): readonly Seat[];
  randomMove(state: unknown, seat: Seat, rng: Rng): unknown;
  applyInPlace(state: unknown, action: unknown): void;
}

const [pathA, pathB, gameId = 'parcellus', pairsArg = '40', gamesArg = '200'] = process.argv.slice(2);
if (pathA === undefined || pathB === undefined) {
  console.error('usage: tsx bench/ab.ts A.js B.js [game] [pairs] [games per slice]');
  process.exit(2);
}
const pairs = Number(pairsArg);
const games = Number(gamesArg);

const load = async (path: string): Promise<Build> => (await import(pathToFileURL(path).href)) as Build;

/** Plays `games` random games from seed `base` on one build. */
function slicer(lib: Build): (base: number) => void {
  const game = lib.getGame(gameId) as unknown as PlayableGame;
  const options = lib.selfPlayOptions(gameId);
  return (base) => {
    const rng = lib.createRng(base);
    for (let g = 0; g < games; g++) {
      const s = game.init({ players: 3, seed: base + g, options });
      for (;;) {
        const seats = game.actors(s);
        if (seats.length === 0) break;
        const seat = seats.length === 1 ? (seats[0] as Seat) : lib.pick(rng, seats);
        game.applyInPlace(s, game.randomMove(s, seat, rng));
      }
    }
  };
}

const cpuMs = (): number => {
  const c = process.cpuUsage();
  return (c.user + c.system) / 1000;
};
const timed = (run: (base: number) => void, base: number): number => {
  const t = cpuMs();
  run(base);
  return cpuMs() - t;
};
const median = (xs: readonly number[]): number => {
  const s = [...xs].sort((p, q) => p - q);
  const n = s.length;
  return n % 2 === 1 ? (s[(n - 1) / 2] as number) : ((s[n / 2 - 1] as number) + (s[n / 2] as number)) / 2;
};

const a = slicer(await load(pathA));
const b = slicer(await load(pathB));
// Both sides warm up on the same games, so that neither meets kinds of state the other has not.
for (let i = 0; i < 5; i++) {
  a(1e6 + i * games);
  b(1e6 + i * games);
}
const ta: number[] = [];
const tb: number[] = [];
const ratios: number[] = [];
for (let p = 0; p < pairs; p++) {
  const base = p * games;
  const first = p % 2 === 0;
  const x = first ? timed(a, base) : timed(b, base);
  const y = first ? timed(b, base) : timed(a, base);
  const [da, db] = first ? [x, y] : [y, x];
  ta.push(da);
  tb.push(db);
  ratios.push(da / db);
}
const rate = (ms: number): string => ((games * 1000) / ms).toFixed(0);
const wins = ratios.filter((r) => r > 1).length;
console.log(
  `${gameId}: A ${rate(median(ta))} games/s, B ${rate(median(tb))} games/s; ` +
    `B/A median ${median(ratios).toFixed(3)} (min ${Math.min(...ratios).toFixed(3)}, max ${Math.max(...ratios).toFixed(3)}); ` +
    `B won ${wins} of ${pairs} pairs`,
);
