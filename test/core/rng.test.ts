import fc from 'fast-check';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { describe, expect, it } from 'vitest';
import { createRng, type Rng, randomInt, rngFromState, rngState, seedState, shuffle } from '../../src/core/rng.js';
import { parcellus } from '../../src/games/parcellus/index.js';

describe('rng', () => {
  it('derives the whole 128-bit state from the seed text: a number by its decimal form, every word mixed', () => {
    expect(seedState(42)).toEqual(seedState('42'));
    expect(seedState(1.5)).toEqual(seedState('1.5'));
    expect(rngState(createRng('table-7'))).toEqual(seedState('table-7'));
    fc.assert(
      fc.property(fc.string({ minLength: 1 }), (seed) => {
        const a = seedState(seed);
        // One character more changes every word of the state, not one 32-bit part of it.
        const b = seedState(`${seed}x`);
        for (let w = 0; w < 4; w++) expect(a[w]).not.toBe(b[w]);
        expect(a.some((x) => x !== 0)).toBe(true);
      }),
      { numRuns: 500 },
    );
    // No two of many seeds share a state, nor one word of it (a 32-bit seed would give 2^32 states).
    const words = [new Set<number>(), new Set<number>(), new Set<number>(), new Set<number>()];
    for (let i = 0; i < 5000; i++) {
      seedState(`seed-${i}`).forEach((x, w) => {
        words[w]?.add(x);
      });
    }
    for (const seen of words) expect(seen.size).toBe(5000);
  });
  it('gives the same sequence for the same seed and resumes from a stored state', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.integer()), fc.nat({ max: 50 }), (seed, skip) => {
        const a = createRng(seed);
        const b = createRng(seed);
        for (let i = 0; i < skip; i++) expect(a.next()).toBe(b.next());
        const stored = JSON.parse(JSON.stringify(rngState(a)));
        const c = rngFromState(stored);
        for (let i = 0; i < 10; i++) expect(c.next()).toBe(a.next());
      }),
    );
  });
  it('shuffles into a permutation, every position reachable', () => {
    const rng = createRng('shuffle');
    const firsts = new Set<number>();
    for (let i = 0; i < 200; i++) {
      const s = shuffle(rng, [0, 1, 2, 3, 4, 5]);
      expect([...s].sort()).toEqual([0, 1, 2, 3, 4, 5]);
      firsts.add(s[0] as number);
    }
    expect(firsts.size).toBe(6);
  });
  it('draws uniform integers (chi-square, 6 bins, far beyond the 0.1% critical value 20.5 fails)', () => {
    const rng = createRng(7);
    const counts = new Array(6).fill(0);
    const n = 60_000;
    for (let i = 0; i < n; i++) counts[randomInt(rng, 6)]++;
    const chi = counts.reduce((acc, c) => acc + (c - n / 6) ** 2 / (n / 6), 0);
    expect(chi).toBeLessThan(20.5);
  });
  it('randomInt gives v mod n for the raw draws where a multiply could round wrong: multiples of n and their neighbours', () => {
    // A generator that returns the given raw 32-bit outputs, so the edge cases are drawn on purpose.
    const scripted = (outs: number[]) => {
      let i = 0;
      return { next: () => outs[i++ % outs.length] as number } as unknown as Rng;
    };
    for (let n = 1; n <= 70; n++) {
      const limit = n > 2 ? Math.floor(2 ** 32 / n) * n : 2 ** 32;
      const picks = [0, 1, n - 1, n, n + 1, limit - n - 1, limit - n, limit - 1];
      for (let k = 1; k < 2 ** 32 / n; k = Math.floor(k * 1.7) + 1) picks.push(k * n - 1, k * n, k * n + 1);
      for (const v of picks.filter((x) => x >= 0 && x < limit)) {
        // The generator's output is signed; randomInt reads it as (out ^ 2^31) >>> 0.
        const out = (v ^ 0x80000000) | 0;
        expect(randomInt(scripted([out]), n)).toBe(v % n);
        expect(randomInt(scripted([out]), n)).toBe(uniformInt(scripted([out]), 0, n - 1));
      }
    }
  });
  it('randomInt draws again past rejected values, as pure-rand does, and refuses a generator stuck on them', () => {
    const scripted = (outs: number[]) => {
      let i = 0;
      return { next: () => outs[Math.min(i++, outs.length - 1)] as number } as unknown as Rng;
    };
    // For n = 3 and n = 100 (both paths), raw draws at and above the limit are rejected before the last one.
    for (const n of [3, 100, 3_000_000_000]) {
      const limit = Math.floor(2 ** 32 / n) * n;
      const outs = [limit, 2 ** 32 - 1, limit + 1, 12_345].map((v) => (v ^ 0x80000000) | 0);
      expect(randomInt(scripted(outs), n)).toBe(12_345 % n);
      expect(randomInt(scripted(outs), n)).toBe(uniformInt(scripted(outs), 0, n - 1));
      // A "generator" that answers one rejected value for ever: a RuleError, not a hang.
      const stuck = scripted([(2 ** 32 - 1) ^ 0x80000000]);
      expect(() => randomInt(stuck, n)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    }
    const state = parcellus.init({ players: 3, seed: 'stuck' });
    const stuck = { next: () => 0x7fffffff } as unknown as Rng;
    expect(() => parcellus.randomMove(state, 0, stuck)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
  });
  it('randomInt returns what pure-rand uniformInt returns, so seeds keep their games', () => {
    fc.assert(
      fc.property(
        fc.integer(),
        fc.oneof(fc.integer({ min: 1, max: 200 }), fc.integer({ min: 1, max: 2 ** 32 }), fc.constant(2 ** 32)),
        (seed, n) => {
          const a = createRng(seed);
          const b = createRng(seed);
          for (let i = 0; i < 20; i++) expect(randomInt(a, n)).toBe(uniformInt(b, 0, n - 1));
          expect(rngState(a)).toEqual(rngState(b));
        },
      ),
      { numRuns: 300 },
    );
  });
});
