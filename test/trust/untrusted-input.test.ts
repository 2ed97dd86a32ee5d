/**
 * Untrusted actions: arbitrary JSON is refused with a RuleError, never a
 * crash, never a change to the state, and validation looks at a bounded part
 * of its input however large it is.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, createRng, games, isRuleError, pick, restoreState } from '../../src/index.js';
import { outcome, unreadable } from './outcome.js';

/** `npm run test:soak` multiplies the run counts for a deep run. */
const SOAK = Math.max(1, Number(process.env.DECKWRIGHT_SOAK ?? 1) || 1);

function someStates(game: AnyGame, players: number): unknown[] {
  const rng = createRng(3);
  const out: unknown[] = [];
  let s = game.init({ players, seed: 3 });
  while (game.actors(s).length > 0 && out.length < 60) {
    out.push(s);
    const seat = pick(rng, game.actors(s));
    s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
  }
  return out;
}

/** Wraps a value so every property read is counted. */
function counting<T extends object>(value: T, counter: { reads: number }): T {
  return new Proxy(value, {
    get(target, key, receiver) {
      counter.reads++;
      return Reflect.get(target, key, receiver);
    },
    ownKeys(target) {
      counter.reads++;
      return Reflect.ownKeys(target);
    },
  });
}

for (const game of games) {
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  const states = someStates(game, players);
  const deck = game.deck();
  const actionLike = fc.record(
    {
      type: fc.oneof(
        fc.constantFrom('pass', 'play', 'passCards', 'lead', 'draw', 'discard', 'meld', 'layOff'),
        fc.string(),
      ),
      seat: fc.oneof(fc.integer({ min: -2, max: 9 }), fc.double(), fc.constant(Number.NaN), fc.string()),
      card: fc.oneof(fc.constantFrom(...deck), fc.string(), fc.integer()),
      cards: fc.array(fc.oneof(fc.constantFrom(...deck), fc.string()), { maxLength: 8 }),
      extra: fc.jsonValue(),
    },
    { requiredKeys: [] },
  );

  describe(`${game.id}: untrusted actions`, () => {
    it('refuses arbitrary JSON with a RuleError and leaves the state as it was', () => {
      fc.assert(
        fc.property(fc.nat(), fc.oneof(fc.jsonValue(), fc.anything(), actionLike), (i, input) => {
          const state = states[i % states.length];
          const before = JSON.stringify(state);
          const v = game.validate(state, input);
          if (v.ok) {
            // Only something that is a legal move may pass.
            expect(game.legalMoves(state, v.action.seat).map((m: unknown) => game.moveKey(m as never))).toContain(
              game.moveKey(v.action),
            );
          } else {
            expect(isRuleError(v.error)).toBe(true);
            expect(() => game.apply(state, input)).toThrow(expect.objectContaining({ code: v.error.code }));
          }
          expect(JSON.stringify(state)).toBe(before);
        }),
        { numRuns: 600 * SOAK },
      );
    });

    it('keys arbitrary input as a string or refuses it with a RuleError (moveKey)', () => {
      const cyclic: Record<string, unknown> = { type: 'pass', seat: 0 };
      cyclic.self = cyclic;
      const fixed: unknown[] = [null, undefined, 'pass', 7, { type: 'passCards', seat: 0 }, { type: 'meld' }, cyclic];
      fc.assert(
        fc.property(fc.oneof(fc.constantFrom(...fixed), fc.jsonValue(), fc.anything(), actionLike), (input) => {
          let key: unknown;
          try {
            key = game.moveKey(input as never);
          } catch (e) {
            expect(isRuleError(e) && e.code === 'MALFORMED_ACTION').toBe(true);
            return;
          }
          expect(typeof key).toBe('string');
        }),
        { numRuns: 300 * SOAK },
      );
    });

    it('view and determinize refuse any viewer or seat that is no seat with a RuleError', () => {
      const state = states[0];
      const hostile = unreadable;
      const view = game.view(state, 0);
      for (const who of [Object.create(null), hostile, Symbol('x'), 7n, undefined, -1, 'spectators', 99]) {
        expect(() => game.view(state, who as never)).toThrow(expect.objectContaining({ code: 'BAD_VIEW' }));
        expect(() => game.determinize(view, who as never, createRng(1))).toThrow(
          expect.objectContaining({ code: 'BAD_VIEW' }),
        );
      }
      // A missing generator is the caller's mistake, named as such, not blamed on the view.
      for (const rng of [null, undefined, 7, {}, hostile]) {
        expect(() => game.determinize(view, 0, rng as never)).toThrow(
          expect.objectContaining({ code: 'BAD_SETUP', message: expect.stringContaining('random generator') }),
        );
      }
    });

    it('validate never throws, even given a state that is not one of this game’s', () => {
      const others = games.filter((g) => g !== game).map((g) => g.init({ players: 3, seed: 1 }));
      const edited: unknown[] = [
        { ...(states[0] as object), hands: null },
        { ...(states[0] as object), players: 99 },
      ];
      const junk = [
        ...others,
        game.view(states[0], 0),
        game.view(states[0], 'spectator'),
        null,
        undefined,
        7,
        'state',
        {},
        { phase: 'play' },
        ...edited,
      ];
      const actions = [
        ...states.slice(0, 10).flatMap((s) => game.actors(s).flatMap((seat) => game.legalMoves(s, seat).slice(0, 3))),
        { type: 'pass', seat: 0 },
      ];
      for (const state of junk) {
        for (const action of actions) {
          const v = game.validate(state as never, action);
          if (!v.ok) expect(isRuleError(v.error)).toBe(true);
          // What validate passes, apply takes, for another game's state or a view (a view passed
          // validate and failed in apply). A state edited by hand is checked by restoreState only.
          const applied = outcome(() => game.apply(state as never, action));
          if (!edited.includes(state)) expect(applied).toBe(v.ok ? 'accepted' : v.error.code);
          else if (!v.ok) expect(applied).toBe(v.error.code);
          else expect(applied).not.toMatch(/^crash/);
        }
        // The readers of a state throw only RuleErrors for one the game did not make.
        for (const read of [
          () => game.actors(state as never),
          () => game.legalMoves(state as never, 0),
          () => game.countMoves(state as never, 0),
          () => game.legalMovesPage(state as never, 0, { offset: 1, limit: 3 }),
          () => game.score(state as never),
          () => game.view(state as never, 0),
          () => game.view(state as never, 'spectator'),
        ]) {
          expect(outcome(read)).not.toMatch(/^crash/);
        }
      }
      // A view, as returned or as JSON, is refused as a state, with the reason.
      const view = JSON.parse(JSON.stringify(game.view(states[0], 0)));
      const v = game.validate(view, actions[0]);
      expect(!v.ok && v.error.code === 'BAD_STATE' && v.error.message.includes('view')).toBe(true);
    });

    it('refuses another game’s state and a view with BAD_STATE, naming which, in every reader, validate and apply', () => {
      // Each other game's states at the start and mid-game: some read like this game's (a phase, a
      // hand, a seat to act) and gave answers from the wrong rules before they were told apart.
      const foreign = games
        .filter((g) => g !== game)
        .flatMap((g) => {
          const ss = someStates(g, 3);
          return [ss[0], ss[ss.length - 1], ss[Math.floor(ss.length / 2)]];
        });
      const mid = states[Math.floor(states.length / 2)] ?? states[0];
      const views = [states[0], mid].flatMap((s) => [game.view(s, 0), game.view(s, 'spectator')]);
      const cases = [
        ...foreign.map((state) => ({ state, why: 'another game' })),
        ...views.flatMap((v) => [v, JSON.parse(JSON.stringify(v))]).map((state) => ({ state, why: 'view' })),
      ];
      const action = game.legalMoves(states[0], game.actors(states[0])[0] ?? 0)[0];
      for (const { state, why } of cases) {
        const refused = (f: () => unknown) => {
          try {
            f();
          } catch (e) {
            return isRuleError(e) ? `${e.code} ${e.message}` : `crash ${String(e)}`;
          }
          return 'answered';
        };
        for (const read of [
          () => game.actors(state as never),
          () => game.legalMoves(state as never, 0),
          () => game.countMoves(state as never, 0),
          () => game.legalMovesPage(state as never, 0, { offset: 0, limit: 5 }),
          () => game.score(state as never),
          () => game.view(state as never, 0),
          () => game.apply(state as never, action),
        ]) {
          const r = refused(read);
          expect(r.startsWith('BAD_STATE') && r.includes(why), r).toBe(true);
        }
        const v = game.validate(state as never, action);
        expect(!v.ok && v.error.code === 'BAD_STATE' && v.error.message.includes(why)).toBe(true);
      }
    });

    it('randomMove refuses a missing generator with a RuleError, for any state and seat', () => {
      const hostile = unreadable;
      for (const state of [states[0], states[states.length - 1]]) {
        const seat = game.actors(state)[0] ?? 0;
        for (const rng of [null, undefined, 7, {}, hostile]) {
          expect(() => game.randomMove(state, seat, rng as never)).toThrow(
            expect.objectContaining({ code: 'BAD_SETUP', message: expect.stringContaining('random generator') }),
          );
        }
      }
    });

    it('determinize refuses a view whose counts or options size a deal beyond the game, before dealing', () => {
      const state = states[0];
      const view = game.view(state, 0) as Record<string, unknown>;
      const edited = (change: (v: Record<string, unknown>) => void) => {
        const v = structuredClone(view);
        change(v);
        return v;
      };
      const bad = [
        edited((v) => {
          v.players = 1e8;
        }),
        edited((v) => {
          v.players = 2.5;
        }),
        edited((v) => {
          v.options = { ...(v.options as object), decks: 1e8 };
        }),
        edited((v) => {
          v.options = { ...(v.options as object), noSuchOption: true };
        }),
        edited((v) => {
          v.options = null;
        }),
      ];
      if (game.id === 'parcellus') {
        // Parcels captured out of sight (P15 option) of a billion cards: the climb search grew with them.
        const hidden = game.init({ players: 3, seed: 4, options: { capturedCardsPublic: false } });
        const v = structuredClone(game.view(hidden, 0)) as Record<string, unknown>;
        bad.push({ ...v, captured: [null, null, null], parcelSizes: [[1e9], [], []] });
        bad.push({ ...v, captured: [null, null, null], parcelSizes: [[0.5], [], []] });
      }
      for (const v of bad) {
        expect(() => game.determinize(v as never, 0, createRng(1))).toThrow(
          expect.objectContaining({ code: 'BAD_VIEW' }),
        );
      }
    });

    it('determinize refuses a copied view with a field edited, where the state it dealt would be refused', () => {
      let refused = 0;
      for (const state of states.slice(0, 20)) {
        const seat = (game.actors(state)[0] ?? 0) as number;
        const view = game.view(state, seat) as Record<string, unknown>;
        // A JSON copy of a genuine view deals a state restoreState accepts.
        const copy = JSON.parse(JSON.stringify(view)) as Record<string, unknown>;
        expect(restoreState(game, game.determinize(copy as never, seat, createRng(2)))).toBeTruthy();
        for (const key of Object.keys(view)) {
          for (const value of [null, 5, 'x', []]) {
            const edited = { ...copy, [key]: value };
            let dealt: unknown;
            try {
              dealt = game.determinize(edited as never, seat, createRng(2));
            } catch (e) {
              expect(isRuleError(e) && e.code === 'BAD_VIEW').toBe(true);
              refused++;
              continue;
            }
            // Whatever it deals from an edited view is a state the game accepts.
            expect(() => restoreState(game, dealt)).not.toThrow();
          }
        }
      }
      expect(refused).toBeGreaterThan(0);
    });

    it('describeEvent answers with a string for any value, never throws', () => {
      const cyclic: Record<string, unknown> = { type: 'drew', seat: 0 };
      cyclic.self = cyclic;
      const throwing = unreadable;
      for (const event of [cyclic, { type: 'drew', seat: 0, count: 10n }, throwing, null, undefined, 7]) {
        expect(typeof game.describeEvent(event as never)).toBe('string');
      }
    });

    it('refuses objects that throw when read, without crashing', () => {
      const state = states[0];
      const throwing = Object.defineProperty({ seat: 0 }, 'type', {
        enumerable: true,
        get() {
          throw new Error('boom');
        },
      });
      const hostile = new Proxy(
        {},
        {
          ownKeys() {
            throw new Error('boom');
          },
        },
      );
      for (const input of [throwing, hostile]) {
        const v = game.validate(state, input);
        expect(v.ok).toBe(false);
        if (!v.ok) expect(v.error.code).toBe('MALFORMED_ACTION');
        expect(() => game.apply(state, input)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
      }
    });

    it('looks at a bounded part of a huge input: the cost does not grow with its size', () => {
      const state = states[states.length - 1];
      const reads = (size: number): number => {
        const counter = { reads: 0 };
        const big = counting(new Array(size).fill(deck[0]), counter);
        const input = counting({ type: 'passCards', seat: 0, cards: big, card: big }, counter);
        const v = game.validate(state, input);
        expect(v.ok).toBe(false);
        return counter.reads;
      };
      expect(reads(1_000_000)).toBe(reads(1_000));
      const wide = { reads: 0 };
      const manyKeys = counting(Object.fromEntries(Array.from({ length: 100_000 }, (_, i) => [`k${i}`, i])), wide);
      expect(game.validate(state, manyKeys).ok).toBe(false);
      expect(wide.reads).toBeLessThan(10);
    });
  });
}
