/**
 * Inputs whose parts are shared: small in memory, but a walk that reads them
 * path by path reads 2^depth values. `moveKey` refuses them with
 * MALFORMED_ACTION, `describeEvent` answers without walking them, and
 * `restoreState` and `stateHash` refuse them with BAD_STATE, each after a
 * bounded number of reads (counted here, not timed), where they were keyed,
 * described or written out for seconds, hours or days.
 */
import { describe, expect, it } from 'vitest';
import { games, isRuleError, restoreState, stateHash } from '../../src/index.js';

/** `depth` nested arrays, each holding the next one twice, every read of an item counted. */
function shared(depth: number, leaf: unknown, counter: { reads: number }): unknown {
  let x = leaf;
  for (let i = 0; i < depth; i++) {
    x = new Proxy([x, x], {
      get(target, key, receiver) {
        counter.reads++;
        return Reflect.get(target, key, receiver);
      },
    });
  }
  return x;
}

/** The error `fn` throws, or `undefined`. */
function thrown(fn: () => unknown): unknown {
  try {
    fn();
  } catch (e) {
    return e;
  }
  return undefined;
}

// Without the bounds, each call below reads 2^24 items at the least.
const DEPTH = 24;
const FEW = 100_000;

for (const game of games) {
  describe(`${game.id}: inputs with shared parts`, () => {
    it('moveKey refuses them with MALFORMED_ACTION after a bounded number of reads', () => {
      const card = game.deck()[0];
      for (const make of [
        (c: { reads: number }) => ({ type: 'nope', seat: 0, extra: shared(DEPTH, 1, c) }),
        (c: { reads: number }) => ({ type: 'passCards', seat: 0, cards: [shared(DEPTH, card, c), card] }),
        (c: { reads: number }) => ({ type: 'play', seat: 0, card: shared(DEPTH, card, c) }),
        (c: { reads: number }) => ({ type: 'playSet', seat: 0, cards: [shared(DEPTH, card, c), card], wild: null }),
      ]) {
        const counter = { reads: 0 };
        const caught = thrown(() => game.moveKey(make(counter) as never));
        expect(isRuleError(caught) && caught.code === 'MALFORMED_ACTION').toBe(true);
        expect(counter.reads).toBeLessThan(FEW);
      }
    });
    it('describeEvent answers with a string after a bounded number of reads', () => {
      const counter = { reads: 0 };
      const text = game.describeEvent({ type: 'played', seat: 0, card: shared(DEPTH, 'x', counter) } as never);
      expect(typeof text).toBe('string');
      expect(counter.reads).toBeLessThan(FEW);
    });
    it('restoreState and stateHash refuse them with BAD_STATE after a bounded number of reads', () => {
      const state = game.init({ players: 3, seed: 1 }) as object;
      for (const call of [(s: unknown) => restoreState(game, s), (s: unknown) => stateHash(s)]) {
        const counter = { reads: 0 };
        const caught = thrown(() => call({ ...state, extra: shared(DEPTH, 1, counter) }));
        expect(isRuleError(caught) && caught.code === 'BAD_STATE').toBe(true);
        // Each array the walk reads costs its `length` reads too: about 2.5 reads a value.
        expect(counter.reads).toBeLessThanOrEqual(4 * MAX_STATE_VALUES_BOUND);
      }
    });
  });
}

// A value whose toJSON returns shared parts: the walks count the value, JSON.stringify writes its toJSON.
for (const game of games) {
  describe(`${game.id}: inputs whose toJSON returns shared parts`, () => {
    // 2^18 leaves: enough to pass FEW reads many times over, few enough to finish without the bound.
    const withToJSON = (c: { reads: number }) => ({ toJSON: () => shared(18, 1, c) });
    it('moveKey, describeEvent, restoreState and stateHash stop after a bounded number of reads', () => {
      const card = game.deck()[0];
      const state = game.init({ players: 3, seed: 1 }) as object;
      for (const call of [
        (c: { reads: number }) => game.moveKey({ type: 'play', seat: 0, card, extra: withToJSON(c) } as never),
        (c: { reads: number }) => game.describeEvent({ type: 'played', seat: 0, card: withToJSON(c) } as never),
        (c: { reads: number }) => restoreState(game, { ...state, extra: withToJSON(c) }),
        (c: { reads: number }) => stateHash({ ...state, extra: withToJSON(c) }),
      ]) {
        const counter = { reads: 0 };
        thrown(() => call(counter));
        expect(counter.reads).toBeLessThan(FEW);
      }
    });
  });
}

// A getter that answers a small value on its first read and shared parts on every later one: a
// bound checked on one read and a walk made on another would let the walk run for ever.
for (const game of games) {
  describe(`${game.id}: inputs whose getters answer differently on a second read`, () => {
    /** An object whose `field` is `small` on its first read and shared parts after. */
    const twoFaced = (field: string, small: unknown, c: { reads: number }): Record<string, unknown> => {
      let first = true;
      const o: Record<string, unknown> = { type: 'play', seat: 0 };
      Object.defineProperty(o, field, {
        enumerable: true,
        get() {
          if (first) {
            first = false;
            return small;
          }
          // Deep enough to show, shallow enough that a walk of it ends: without the copy, reads here.
          return shared(12, small, c);
        },
      });
      return o;
    };
    it('moveKey, describeEvent, restoreState and stateHash read each getter once', () => {
      const card = game.deck()[0];
      const state = game.init({ players: 3, seed: 1 }) as object;
      for (const call of [
        (c: { reads: number }) => game.moveKey(twoFaced('extra', 1, c) as never),
        (c: { reads: number }) => game.moveKey(twoFaced('card', card, c) as never),
        (c: { reads: number }) => game.describeEvent(twoFaced('card', card, c) as never),
        (c: { reads: number }) => game.describeEvent(twoFaced('extra', 1n, c) as never),
        (c: { reads: number }) => restoreState(game, Object.assign(twoFaced('extra', 1, c), state)),
        (c: { reads: number }) => stateHash(Object.assign(twoFaced('extra', 1, c), state)),
      ]) {
        const counter = { reads: 0 };
        thrown(() => call(counter));
        expect(counter.reads).toBe(0);
      }
    });
  });
}

/** restoreState's bound on the values of a state (4 MiB of JSON text can hold no more). */
const MAX_STATE_VALUES_BOUND = 2 * 1024 * 1024;
