/**
 * `canonicalKey` writes sorted-key JSON directly for plain data and leaves
 * everything else to `JSON.stringify` with a key-sorting replacer. Its text
 * must be that replacer's, character for character: move keys and state
 * hashes are compared and stored.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalKey } from '../../src/core/canonical.js';
import { games, stateHash } from '../../src/index.js';

/** The definition: JSON.stringify with each object's keys sorted. */
function reference(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

// Keys that stress the ordering: array-index keys, near-indices, "__proto__", escapes, non-ASCII.
const key = fc.oneof(
  fc.string({ maxLength: 4 }),
  fc.constantFrom('0', '1', '10', '9', '01', '-1', '1.5', '4294967295', '__proto__', 'a"b', 'é', '\u{1F0A1}', ''),
);
const leaf = fc.oneof(
  fc.string({ maxLength: 6 }),
  fc.double(),
  fc.integer(),
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.constantFrom(-0, Number.NaN, Number.POSITIVE_INFINITY),
);
const value = fc.letrec((tie) => ({
  node: fc.oneof({ depthSize: 'small' }, leaf, tie('array'), tie('object')),
  array: fc.array(tie('node'), { maxLength: 5 }),
  object: fc
    .array(fc.tuple(key, tie('node')), { maxLength: 5 })
    // Own data properties, "__proto__" included (JSON.parse makes such objects too).
    .map((entries) => {
      const o: Record<string, unknown> = {};
      for (const [k, v] of entries)
        Object.defineProperty(o, k, { value: v, enumerable: true, writable: true, configurable: true });
      return o;
    }),
})).node;

describe('canonicalKey', () => {
  it('gives the sorted-key JSON text of any plain value', () => {
    fc.assert(
      fc.property(value, (v) => {
        expect(canonicalKey(v)).toBe(reference(v));
      }),
      { numRuns: 3000 },
    );
  });

  it('gives the same text for values JSON.stringify treats specially', () => {
    class Point {
      constructor(
        readonly x: number,
        readonly y: number,
      ) {}
    }
    const specials: unknown[] = [
      undefined,
      () => 1,
      { when: new Date(0), b: 1 },
      { a: new Point(1, 2) },
      [new Map([[1, 2]]), new Set([1])],
      { toJSON: () => ({ z: 1, a: 2 }) },
      { toJSON: 'not a function', b: 2 },
      Object.assign([1, 2], { toJSON: () => 'array' }),
      Object.assign(Object.create(null), { b: 1, a: 2 }),
      { 2: 'b', 10: 'a', x: [{ 1: 0, 0: 1 }] },
      // Deeper than the direct writer goes: the replacer takes over.
      Array.from({ length: 80 }).reduce((inner: unknown) => ({ inner, a: 1 }), 0),
    ];
    for (const v of specials) expect(canonicalKey(v)).toBe(reference(v));
  });

  it('fails where the definition fails, with the same kind of error', () => {
    const cyclic: Record<string, unknown> = { a: 1 };
    cyclic.self = { back: cyclic };
    // The replacer copies each object, so JSON.stringify never sees the cycle: the stack overflows.
    expect(() => reference(cyclic)).toThrow(RangeError);
    expect(() => canonicalKey(cyclic)).toThrow(RangeError);
    expect(() => reference({ n: 1n })).toThrow(TypeError);
    expect(() => canonicalKey({ n: 1n })).toThrow(TypeError);
  });

  it('keys every move and hashes every state as the definition does', () => {
    for (const game of games) {
      const s = game.init({ players: 3, seed: 4 });
      expect(stateHash(s)).toBe(stateHash(JSON.parse(reference(s))));
      expect(canonicalKey(s)).toBe(reference(s));
      for (const seat of game.actors(s)) {
        for (const m of game.legalMoves(s, seat)) expect(canonicalKey(m)).toBe(reference(m));
      }
    }
  });

  it("a shared move's key, made once and kept, is the key of an equal move made anew", () => {
    for (const game of games) {
      const s = game.init({ players: 3, seed: 6 });
      for (const seat of game.actors(s)) {
        for (const m of game.legalMoves(s, seat)) {
          const fresh = JSON.parse(JSON.stringify(m)) as typeof m;
          // The first call makes and keeps the shared move's key; the second reads the kept one.
          const made = game.moveKey(m);
          const kept = game.moveKey(m);
          expect(made).toBe(game.moveKey(fresh));
          expect(kept).toBe(game.moveKey(fresh));
        }
      }
    }
  });
});
