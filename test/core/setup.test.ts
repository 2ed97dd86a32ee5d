import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseSetup, quickSetup } from '../../src/core/setup.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';
import { isRuleError } from '../../src/index.js';

const outcome = (f: () => unknown): unknown => {
  try {
    return { value: f() };
  } catch (e) {
    return { error: isRuleError(e) ? e.code : String(e) };
  }
};

// Setups near the common shape: the right keys with values of every kind, sometimes an extra key.
const value = fc.oneof(
  fc.integer({ min: -2, max: 9 }),
  fc.double(),
  fc.constantFrom(Number.NaN, Number.POSITIVE_INFINITY, -0, 2.5),
  fc.string({ maxLength: 8 }),
  fc.constant('x'.repeat(1025)),
  fc.constant(null),
  fc.constant({}),
  fc.constant([]),
);
const setup = fc.record(
  {
    players: fc.oneof(fc.constant(3), value),
    seed: fc.oneof(fc.string(), fc.integer(), value),
    dealer: fc.oneof(fc.integer({ min: -1, max: 3 }), value),
    options: fc.oneof(fc.constant({}), fc.constant(undefined), value),
    extra: value,
  },
  { requiredKeys: [] },
);

describe('the quick setup path', () => {
  it('accepts only setups the schema accepts, with the same values', () => {
    fc.assert(
      fc.property(setup, (s) => {
        const quick = quickSetup(s);
        if (quick === null) return;
        expect(parseSetup(s)).toEqual(quick);
      }),
      { numRuns: 2000 },
    );
  });

  it('takes the common setups (it would be useless otherwise)', () => {
    for (const s of [
      { players: 3, seed: 1 },
      { players: 3, seed: 'a', options: {} },
      { players: 3, seed: 0, dealer: 2 },
    ]) {
      expect(quickSetup(s)).not.toBeNull();
    }
  });

  it('leaves exotic setups to the full check', () => {
    const getter = {
      players: 3,
      get seed() {
        return 1;
      },
    };
    expect(quickSetup(getter)).not.toBeNull(); // read once, like structuredClone reads it
    expect(quickSetup(Object.assign(Object.create(null), { players: 3, seed: 1 }))).toBeNull();
    expect(quickSetup({ players: 3, seed: 1, options: { [Symbol('x')]: 1 } })).toBeNull();
    expect(quickSetup({ players: 3, seed: 1, deck: [] })).toBeNull();
    const throwing = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('no');
        },
      },
    );
    expect(quickSetup(throwing)).toBeNull();
  });

  it('gives the same game, or the same error, as spelling out the default options', () => {
    for (const game of [parcellus, sixCardParade]) {
      const defaults = game.optionsSchema.parse({}) as Record<string, unknown>;
      fc.assert(
        fc.property(setup, (s) => {
          const spelled = { ...s, options: defaults };
          const plain = outcome(() => game.init(s as Parameters<typeof game.init>[0]));
          if (
            s.options === undefined ||
            (typeof s.options === 'object' &&
              s.options !== null &&
              !Array.isArray(s.options) &&
              Object.keys(s.options).length === 0)
          ) {
            expect(plain).toEqual(outcome(() => game.init(spelled as Parameters<typeof game.init>[0])));
          }
        }),
        { numRuns: 300 },
      );
    }
  });

  it('gives every state its own options object', () => {
    const a = parcellus.init({ players: 3, seed: 1 });
    const b = parcellus.init({ players: 3, seed: 1 });
    expect(a.options).toEqual(b.options);
    expect(a.options).not.toBe(b.options);
  });
});
