import fc from 'fast-check';
import { freeze, isDraft, produce } from 'immer';
import { describe, expect, it } from 'vitest';
import {
  drafting,
  isDrafting,
  peek,
  plainRoot,
  popFrom,
  pushAllAt,
  pushAllTo,
  pushTo,
  removeAt,
  removeFrom,
  setAt,
  unfrozen,
} from '../../src/core/draft.js';

interface Table {
  pile: string[];
  hands: string[][];
  other: { n: number };
}

const table = (): Table => ({ pile: ['a', 'b', 'c', 'b'], hands: [['x', 'y'], ['z']], other: { n: 1 } });

type Op = (t: Table) => unknown;

// One of each helper, with what it returns, as rule code would call them.
const OPS: Record<string, Op> = {
  pushTo: (t) => pushTo(t, 'pile', 'd'),
  pushAllTo: (t) => pushAllTo(t, 'pile', ['d', 'e']),
  popFrom: (t) => popFrom(t, 'pile'),
  removeFrom: (t) => removeFrom(t, 'pile', 'b'),
  removeFromAbsent: (t) => removeFrom(t, 'pile', 'q'),
  setAt: (t) => setAt(t, 'pile', 1, 'q'),
  pushAllAt: (t) => pushAllAt(t, 'hands', 1, ['w', 'v']),
  removeAt: (t) => removeAt(t, 'hands', 0, 'y'),
  removeAtAbsent: (t) => removeAt(t, 'hands', 1, 'y'),
};

/** The same op three ways: on a plain object, in `apply`'s draft mode, and on a draft outside it. */
function threeWays(op: Op, start: () => Table = table) {
  const plain = start();
  const plainOut = op(plain);
  const base = freeze(start(), true);
  let draftOut: unknown;
  const drafted = drafting(() =>
    produce(base, (d) => {
      draftOut = op(d);
    }),
  );
  let foreignOut: unknown;
  const foreign = produce(base, (d) => {
    foreignOut = op(d);
  });
  return { plain, plainOut, base, drafted, draftOut, foreign, foreignOut };
}

describe('draft helpers', () => {
  for (const [name, op] of Object.entries(OPS)) {
    it(`${name}: in place on a plain state, the same next state and result on an immer draft`, () => {
      const r = threeWays(op);
      expect(r.drafted).toEqual(r.plain);
      expect(r.draftOut).toEqual(r.plainOut);
      // Outside apply's draft mode (an app's own produce) the helpers still give the same.
      expect(r.foreign).toEqual(r.plain);
      expect(r.foreignOut).toEqual(r.plainOut);
      // The base is untouched and what was not changed is shared, not copied.
      expect(r.base).toEqual(table());
      expect(r.drafted.other).toBe(r.base.other);
      expect(Object.isFrozen(r.drafted.pile) && Object.isFrozen(r.drafted.hands)).toBe(true);
    });
  }

  it('on a plain state they change the very arrays the state holds', () => {
    const t = table();
    const { pile, hands } = t;
    const hand0 = hands[0];
    pushTo(t, 'pile', 'd');
    removeAt(t, 'hands', 0, 'x');
    expect(t.pile).toBe(pile);
    expect(t.hands).toBe(hands);
    expect(t.hands[0]).toBe(hand0);
    expect(pile).toEqual(['a', 'b', 'c', 'b', 'd']);
    expect(hand0).toEqual(['y']);
  });

  it('removeFrom takes the first match and keeps the order of the rest', () => {
    const t = table();
    removeFrom(t, 'pile', 'b');
    expect(t.pile).toEqual(['a', 'c', 'b']);
  });

  it('peek reads a draft without drafting what it reads, and sees earlier changes', () => {
    const base = freeze(table(), true);
    drafting(() =>
      produce(base, (d) => {
        const pile = peek(d, 'pile');
        expect(isDraft(pile)).toBe(false);
        expect(pile).toBe(base.pile);
        pushTo(d, 'pile', 'd');
        expect(peek(d, 'pile')).toEqual(['a', 'b', 'c', 'b', 'd']);
        expect(peek(peek(d, 'hands'), 1)).toBe(base.hands[1]);
        // The same values as immer's public route: the descriptor its proxy reports.
        for (const k of ['pile', 'hands', 'other'] as const) {
          expect(peek(d, k)).toBe(Reflect.getOwnPropertyDescriptor(d, k)?.value);
        }
        // A part already drafted by a plain read is seen as that draft.
        const other = d.other;
        other.n = 2;
        expect(peek(d, 'other')).toBe(other);
        expect(peek(d, 'other').n).toBe(2);
      }),
    );
  });

  it("plainRoot gives immer's copy of a changed root inside apply's draft mode, and the object itself elsewhere", () => {
    const plain = table();
    expect(plainRoot(plain)).toBe(plain);
    expect(drafting(() => plainRoot(plain))).toBe(plain);
    const base = freeze(table(), true);
    const out = drafting(() =>
      produce(base, (d) => {
        // Nothing changed yet: no copy to write on, so the draft itself.
        expect(plainRoot(d)).toBe(d);
        pushTo(d, 'pile', 'd');
        const f = plainRoot(d);
        expect(isDraft(f)).toBe(false);
        expect(f.pile).toEqual(['a', 'b', 'c', 'b', 'd']);
        // Writes and helpers on it are the draft's own changes.
        f.other = { n: 5 };
        removeAt(f, 'hands', 0, 'x');
        expect(d.other).toEqual({ n: 5 });
        expect(peek(d, 'hands')).toEqual([['y'], ['z']]);
      }),
    );
    expect(out).toEqual({ pile: ['a', 'b', 'c', 'b', 'd'], hands: [['y'], ['z']], other: { n: 5 } });
    expect(base).toEqual(table());
    // Outside apply's draft mode (an app's own produce) it is always the draft.
    produce(base, (d) => {
      pushTo(d, 'pile', 'd');
      expect(plainRoot(d)).toBe(d);
    });
  });

  it('after a first change, any helper calls on plainRoot leave the same state as on a plain object', () => {
    const names = Object.keys(OPS);
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...names), { maxLength: 12 }), (seq) => {
        const run: Op = (t) => [OPS.pushTo?.(t), ...seq.map((n) => (OPS[n] as Op)(plainRoot(t)))];
        const r = threeWays(run);
        expect(r.drafted).toEqual(r.plain);
        expect(r.draftOut).toEqual(r.plainOut);
        expect(r.base).toEqual(table());
      }),
      { numRuns: 200 },
    );
  });

  it('draft mode is on only while `drafting` runs, and is left even when its function throws', () => {
    expect(isDrafting()).toBe(false);
    expect(drafting(() => isDrafting())).toBe(true);
    expect(() =>
      drafting(() => {
        throw new Error('boom');
      }),
    ).toThrow('boom');
    expect(isDrafting()).toBe(false);
  });

  it('any sequence of helper calls leaves the same state on a plain object and on a draft', () => {
    const names = Object.keys(OPS);
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...names), { maxLength: 12 }),
        fc.array(fc.constantFrom('a', 'b', 'c'), { maxLength: 6 }),
        (seq, pile) => {
          const start = (): Table => ({ ...table(), pile: [...pile] });
          const run: Op = (t) => seq.map((n) => (OPS[n] as Op)(t));
          const r = threeWays(run, start);
          expect(r.drafted).toEqual(r.plain);
          expect(r.draftOut).toEqual(r.plainOut);
          expect(r.foreign).toEqual(r.plain);
        },
      ),
      { numRuns: 200 },
    );
  });
});

describe('unfrozen', () => {
  it('gives a plain array itself, and a frozen one as an equal copy that is not frozen', () => {
    const plain = ['7H', 'JK'];
    expect(unfrozen(plain)).toBe(plain);
    const frozen = Object.freeze(['7H', 'JK', '7H#1']);
    const copy = unfrozen(frozen);
    expect(copy).not.toBe(frozen);
    expect(copy).toEqual(frozen);
    expect(Object.isFrozen(copy)).toBe(false);
  });
});
