/**
 * Deterministic randomness. Games keep their generator's state inside the game
 * state as four 32-bit integers (pure-rand's xoroshiro128+), so a seed plus the
 * list of actions replays a game exactly on every platform.
 */

import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus, xoroshiro128plusFromState } from 'pure-rand/generator/xoroshiro128plus';
import type { RandomGenerator } from 'pure-rand/types/RandomGenerator';
import { isDrafting, peek } from './draft.js';

/** A random generator: pure-rand's mutable xoroshiro128+. */
export type Rng = RandomGenerator;

/** The serializable state of an {@link Rng}: four 32-bit integers. */
export type RngState = [number, number, number, number];

/** A seed a caller may give: any string, or any number. */
export type Seed = string | number;

/**
 * Turns a seed into a 32-bit integer. Integers in the 32-bit range are used as
 * they are; anything else (strings, fractions, huge numbers) is hashed with
 * FNV-1a over its string form, so every seed maps to a fixed generator.
 */
export function seedToInt(seed: Seed): number {
  if (typeof seed === 'number' && Number.isInteger(seed) && seed >= -0x80000000 && seed <= 0x7fffffff) {
    return seed;
  }
  const text = String(seed);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h | 0;
}

/** A new generator from a seed. */
export function createRng(seed: Seed): Rng {
  return xoroshiro128plus(seedToInt(seed));
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

/** The stored state of a fresh generator for `seed`. */
export function seedState(seed: Seed): RngState {
  return rngState(createRng(seed));
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
  while (v >= limit) v = (rng.next() ^ 0x80000000) >>> 0;
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
  while (v >= max) v = (rng.next() ^ 0x80000000) >>> 0;
  return v - Math.floor(v / n) * n;
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
