import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { optionsKey, parseSetup, quickSetup } from '../../src/core/setup.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
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
    options: fc.oneof(
      fc.constant({}),
      fc.constant(undefined),
      value,
      fc.dictionary(fc.constantFrom('a', 'b', '__proto__', 'maxTurnsPerRound'), value, { maxKeys: 3 }),
    ),
    extra: value,
  },
  { requiredKeys: [] },
);

// Setups the quick path is for, then the same with one field changed to anything: most of
// them valid, so the comparison below runs on many the quick path takes (the limits included).
const valid = fc.record(
  {
    players: fc.integer({ min: 1, max: 8 }),
    seed: fc.oneof(fc.string({ maxLength: 12 }), fc.integer(), fc.constantFrom('x'.repeat(1024), 'x'.repeat(1025))),
    dealer: fc.integer({ min: 0, max: 7 }),
    options: fc.dictionary(
      fc.constantFrom('maxTurnsPerRound', 'allowWrap', 'a'),
      fc.oneof(fc.integer({ min: 1, max: 99 }), fc.boolean(), fc.string({ maxLength: 4 })),
      { maxKeys: 2, noNullPrototype: true },
    ),
  },
  // Plain objects: a null prototype is exotic, left to the full check (tested below).
  { requiredKeys: ['players', 'seed'], noNullPrototype: true },
);
const nearValid = fc
  .tuple(valid, fc.constantFrom('players', 'seed', 'dealer', 'options', 'extra', null), value)
  .map(([s, key, v]) => (key === null ? s : { ...s, [key]: v }));

describe('the quick setup path', () => {
  it('accepts only setups the schema accepts, with the same values', () => {
    let taken = 0;
    fc.assert(
      fc.property(
        fc.oneof({ arbitrary: valid, weight: 3 }, { arbitrary: nearValid, weight: 2 }, { arbitrary: setup, weight: 1 }),
        (s) => {
          const quick = quickSetup(s);
          if (quick === null) return;
          taken++;
          expect(parseSetup(s)).toEqual(quick);
        },
      ),
      { numRuns: 2000 },
    );
    // Half the setups drawn are common ones: the comparison ran on many.
    expect(taken).toBeGreaterThan(800);
  });

  it('takes the common setups (it would be useless otherwise)', () => {
    for (const s of [
      { players: 3, seed: 1 },
      { players: 3, seed: 'a', options: {} },
      { players: 3, seed: 0, dealer: 2 },
      { players: 3, seed: 0, options: { maxTurnsPerRound: 40, allowWrap: true, packExhausted: 'endRound' } },
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
      const defaults = z.parse(game.optionsSchema, {}) as Record<string, unknown>;
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

  it('gives Frustration Rummy the same states from flat options as the full check does, and parses no bad option into them', () => {
    const opts = { maxTurnsPerRound: 40, allowWrap: true };
    // A getter is read once either way, and makes the setup take the full check (a copy first).
    const spelled = {
      players: 3,
      get seed() {
        return 7;
      },
      options: opts,
      deck: undefined,
    };
    expect(quickSetup(spelled)).toBeNull();
    const full = frustrationRummy.init(spelled as unknown as Parameters<typeof frustrationRummy.init>[0]);
    const a = frustrationRummy.init({ players: 3, seed: 7, options: opts });
    const b = frustrationRummy.init({ players: 3, seed: 7, options: { ...opts } });
    expect(a).toEqual(full);
    expect(b).toEqual(full);
    expect(a.options.maxTurnsPerRound).toBe(40);
    // Each state owns its options: changing one changes no other, nor the next game's.
    expect(a.options).not.toBe(b.options);
    (a.options as { maxTurnsPerRound: number | null }).maxTurnsPerRound = 5;
    expect(frustrationRummy.init({ players: 3, seed: 7, options: opts }).options.maxTurnsPerRound).toBe(40);
    // A bad value is refused every time, not once.
    for (let i = 0; i < 2; i++) {
      expect(outcome(() => frustrationRummy.init({ players: 3, seed: 7, options: { maxTurnsPerRound: 0 } }))).toEqual({
        error: 'BAD_SETUP',
      });
    }
  });
});

describe('refused setups', () => {
  it('name the field that is wrong and what it takes', () => {
    const message = (setup: unknown): string => {
      try {
        frustrationRummy.init(setup as Parameters<typeof frustrationRummy.init>[0]);
      } catch (e) {
        if (isRuleError(e) && e.code === 'BAD_SETUP') return e.message;
        throw e;
      }
      throw new Error('accepted');
    };
    for (const [setup, field] of [
      [{ players: 3 }, 'seed'],
      [{ players: 3, seed: null }, 'seed'],
      [{ players: 3, seed: 'x'.repeat(1025) }, 'seed'],
      [{ seed: 1 }, 'players'],
      [{ players: 3.5, seed: 1 }, 'players'],
      [{ players: 3, seed: 1, options: 5 }, 'options'],
      [{ players: 3, seed: 1, deck: 'x' }, 'deck'],
      [{ players: 3, seed: 1, dealer: 'x' }, 'dealer'],
      [{ players: 3, seed: 1, options: { decks: 4 } }, 'decks'],
    ] as const) {
      expect(message(setup)).toContain(field);
    }
    expect(message({ players: 3, seed: 1, options: { decks: 4 } })).toContain('2 or 3');
  });
});

describe('setup keys that name nothing', () => {
  it('refuses a "__proto__" option as it refuses every other unknown option, in every game', () => {
    // JSON.parse makes "__proto__" an own key; zod's record would drop it without a word.
    for (const game of [parcellus, sixCardParade, frustrationRummy]) {
      for (const text of ['{"__proto__":{"a":1}}', '{"__proto__":null}', '{"__proto__":1,"targetScore":20}']) {
        const setup = { players: 3, seed: 1, options: JSON.parse(text) as Record<string, unknown> };
        expect(outcome(() => game.init(setup as Parameters<typeof game.init>[0]))).toEqual({ error: 'BAD_SETUP' });
      }
      expect(outcome(() => game.init(JSON.parse('{"players":3,"seed":1,"__proto__":{}}')))).toEqual({
        error: 'BAD_SETUP',
      });
    }
  });
});

describe('optionsKey', () => {
  const plain = fc.constantFrom(0, 1, 10, 0.5, '0', '1', 'n0', 'a', '"a"', 'T', true, false, null, '');
  const record = fc.dictionary(fc.constantFrom('a', 'b', 'n', 's"'), plain, { maxKeys: 3 });

  it('names a flat record exactly: the same key for the same keys and values in the same order, and only then', () => {
    const same = (x: Record<string, unknown>, y: Record<string, unknown>): boolean => {
      const kx = Object.keys(x);
      const ky = Object.keys(y);
      return kx.length === ky.length && kx.every((k, i) => k === ky[i] && Object.is(x[k], y[k]));
    };
    fc.assert(
      fc.property(record, record, (x, y) => {
        expect(optionsKey(x) === optionsKey(y)).toBe(same(x, y));
        expect(optionsKey({ ...x })).toBe(optionsKey(x));
      }),
      { numRuns: 3000 },
    );
  });

  it('has no key for values that are not plain, nor for -0, which would read as 0', () => {
    for (const v of [{}, [], Number.NaN, Number.POSITIVE_INFINITY, -0, undefined, 'x'.repeat(1025)]) {
      expect(optionsKey({ a: v })).toBeNull();
    }
    expect(optionsKey(undefined)).toBe('');
    expect(optionsKey({})).toBe('');
  });
});
