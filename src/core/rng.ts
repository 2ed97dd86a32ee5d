/**
 * Deterministic randomness. Games keep their generator's state inside the game
 * state as four 32-bit integers (pure-rand's xoroshiro128+), so a seed plus the
 * list of actions replays a game exactly on every platform.
 */

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { isDrafting, peek } from './draft.js';
import { RuleError } from './errors.js';

/** A random generator: pure-rand's mutable xoroshiro128+. */
export type Rng = RandomGenerator;

/** The serializable state of an {@link Rng}: four 32-bit integers. */
export type RngState = [number, number, number, number];

/** A seed a caller may give: any string, or any number. */
export type Seed = string | number;

/**
 * The generator state a seed stands for, as game states store it: the seed's
 * text (a number by its decimal form) hashed to 128 bits (cyrb128), the whole
 * of xoroshiro128+'s state. A seed hashed to fewer bits could be found by trying them all: a
 * seat's own hand, in dealt order, picks out the one deal among 2^32 in
 * minutes, and with it every hidden card and every later draw. With 128 bits
 * only the seed's own randomness counts, so a server seeds each match with a
 * secret random string (`crypto.randomUUID()`), never something a player
 * could choose or guess. The generator itself is fast, not cryptographic.
 */
export function seedState(seed: Seed): RngState {
  const text = String(seed);
  let h1 = 1779033703;
  let h2 = 3144134277;
  let h3 = 1013904242;
  let h4 = 2773480762;
  for (let i = 0; i < text.length; i++) {
    const k = text.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  h1 ^= h2 ^ h3 ^ h4;
  h2 ^= h1;
  h3 ^= h1;
  h4 ^= h1;
  // xoroshiro128+ must not start from all zeros, which it would never leave.
  if ((h1 | h2 | h3 | h4) === 0) h4 = 1;
  return [h1 | 0, h2 | 0, h3 | 0, h4 | 0];
}

/** A new generator from a seed (see {@link seedState}). */
export function createRng(seed: Seed): Rng {
  return xoroshiro128plusFromState(seedState(seed));
}

/** The state of a generator, to store in a game state. */
export function rngState(rng: Rng): RngState {
  const [a = 0, b = 0, c = 0, d = 0] = rng.getState();
  return [a, b, c, d];
}

/** A generator resumed from a stored state. */
export function rngFromState(state: readonly number[]): Rng {
  return xoroshiro128plusFromState([...state]);
}

// For the small ranges that move choices draw from: 1/n, and the rejection
// limit floor(2^32 / n) * n, worked out once, so a draw multiplies instead of
// dividing (a division's latency sits on the path of every random move).
const SMALL = 64;
const INVERSE = new Float64Array(SMALL + 1);
const LIMIT = new Float64Array(SMALL + 1);
for (let n = 1; n <= SMALL; n++) {
  INVERSE[n] = 1 / n;
  LIMIT[n] = n > 2 ? Math.floor(4294967296 / n) * n : 4294967296;
}

/**
 * A uniform integer in `[0, n)`. `n` must be a positive integer below 2^32.
 * It returns exactly what pure-rand's `uniformInt(rng, 0, n - 1)` returns (the
 * same rejection sampling, so seeds keep their games), computed without
 * pure-rand's floating-point remainder, which is slow and runs several hundred
 * times a playout.
 */
export function randomInt(rng: Rng, n: number): number {
  // A typed array gives undefined for an index that is not an integer in range.
  const inverse = INVERSE[n];
  if (inverse === undefined || n < 1) return randomIntLarge(rng, n);
  const limit = LIMIT[n] as number;
  let v = (rng.next() ^ 0x80000000) >>> 0;
  for (let tries = 0; v >= limit; tries++) {
    if (tries === REDRAWS) stuck();
    v = (rng.next() ^ 0x80000000) >>> 0;
  }
  // v * (1/n) is within 2^-20 of v / n, and v / n is an integer or at least
  // 1/n away from one, so the floor is right or one too small (when v / n is
  // an integer that the product rounds below): one correction makes it v % n.
  const r = v - Math.floor(v * inverse) * n;
  return r >= n ? r - n : r;
}

function randomIntLarge(rng: Rng, n: number): number {
  if (n > 0xffffffff) return uniformInt(rng, 0, n - 1);
  const max = n > 2 ? Math.floor(4294967296 / n) * n : 4294967296;
  let v = (rng.next() ^ 0x80000000) >>> 0;
  for (let tries = 0; v >= max; tries++) {
    if (tries === REDRAWS) stuck();
    v = (rng.next() ^ 0x80000000) >>> 0;
  }
  return v - Math.floor(v / n) * n;
}

/**
 * How many times in a row a draw may be rejected (the rejection step of a
 * uniform draw). A real generator passes in a draw or two (each is rejected
 * with a chance below one half); 64 rejections in a row mean a generator that
 * is no generator (one answering a constant, say), which would otherwise hang
 * the engine.
 */
const REDRAWS = 64;

/** Refuses a stuck generator; a function of its own keeps the throw out of the draw's hot code. */
function stuck(): never {
  throw new RuleError('BAD_SETUP', 'The random generator keeps giving the same out-of-range values: it is not random.');
}

/** Shuffles `items` in place (Fisher–Yates) and returns it. */
export function shuffle<T>(rng: Rng, items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = randomInt(rng, i + 1);
    const t = items[i] as T;
    items[i] = items[j] as T;
    items[j] = t;
  }
  return items;
}

/** One element of a non-empty array, chosen uniformly. */
export function pick<T>(rng: Rng, items: readonly T[]): T {
  if (items.length === 0) throw new RangeError('pick from an empty list');
  return items[randomInt(rng, items.length)] as T;
}

/**
 * Runs `fn` with a generator resumed from `holder.rng` and writes the advanced
 * state back. Rule code uses it so the game state always carries the current
 * generator state (works on immer drafts and plain objects alike).
 */
export function withStateRng<R>(holder: { rng: RngState }, fn: (rng: Rng) => R): R {
  // Inside `apply` the generator state is read without drafting it (it is
  // replaced below); elsewhere a plain read, cheaper than the generic peek.
  const rng = rngFromState(isDrafting() ? peek(holder, 'rng') : holder.rng);
  const out = fn(rng);
  holder.rng = rngState(rng);
  return out;
}
