import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { freezeDeep } from '../../src/core/freeze.js';

const deepFrozen = (v: unknown): boolean =>
  v === null || typeof v !== 'object' || (Object.isFrozen(v) && Object.values(v).every(deepFrozen));

describe('freezeDeep', () => {
  it('freezes every object and array of any JSON value, and returns the value itself', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (json) => {
        const value = structuredClone(json);
        const text = JSON.stringify(value);
        expect(freezeDeep(value)).toBe(value);
        expect(deepFrozen(value)).toBe(true);
        expect(JSON.stringify(value)).toBe(text);
      }),
      { numRuns: 300 },
    );
  });

  it('does not walk into a part that is already frozen (what makes it cheap on a new state)', () => {
    const inner = { cards: ['AS'] };
    const shared = Object.freeze({ inner });
    const state = { shared, hand: ['2C', { x: [1] }] };
    freezeDeep(state);
    expect(Object.isFrozen(state)).toBe(true);
    expect(Object.isFrozen(state.hand)).toBe(true);
    expect(Object.isFrozen(state.hand[1])).toBe(true);
    // The shared part was frozen by the state it came from, contents and all.
    expect(Object.isFrozen(inner)).toBe(false);
  });

  it('ends on a cycle instead of recursing forever', () => {
    const a: { self?: unknown; list: unknown[] } = { list: [] };
    a.self = a;
    a.list.push(a);
    expect(() => freezeDeep(a)).not.toThrow();
    expect(Object.isFrozen(a) && Object.isFrozen(a.list)).toBe(true);
  });

  it('freezes a chain deeper than the children-first walk goes, to its end', () => {
    // Past depth 64 the walk freezes each parent before its children (its guard against cycles).
    const root: unknown[] = [];
    let node = root;
    for (let d = 0; d < 200; d++) {
      const next: unknown[] = [];
      node.push({ d, next });
      node = next;
    }
    freezeDeep(root);
    expect(deepFrozen(root)).toBe(true);
  });

  it('leaves primitives as they are', () => {
    for (const v of [null, undefined, 0, 'AS', true]) expect(freezeDeep(v)).toBe(v);
  });
});
