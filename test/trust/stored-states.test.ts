/**
 * Stored states: `restoreState` catches every corruption of a valid state, and
 * `stateHash` is stable across JSON round-trips (issue: trust).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type AnyGame, createRng, games, pick, randomInt, restoreState, stateHash } from '../../src/index.js';
import { outcome } from './outcome.js';

/** `npm run test:soak` multiplies the run counts for a deep run. */
const SOAK = Math.max(1, Number(process.env.DECKWRIGHT_SOAK ?? 1) || 1);

type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

/** Reachable states of random games, with the phases seen. */
function sampleStates(game: AnyGame, players: number, seed: number): { states: Json[]; phases: Set<string> } {
  const rng = createRng(seed);
  const states: Json[] = [];
  const phases = new Set<string>();
  const s = structuredClone(game.init({ players, seed }));
  while (game.actors(s).length > 0 && states.length < 400) {
    phases.add(s.phase);
    if (randomInt(rng, 4) === 0) states.push(JSON.parse(JSON.stringify(s)));
    const seat = pick(rng, game.actors(s));
    game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
  }
  phases.add(s.phase);
  states.push(JSON.parse(JSON.stringify(s)));
  return { states, phases };
}

/** Every array in the JSON tree holding at least one card of the deck, with a path to it. */
function cardArrays(node: Json, deck: Set<string>, out: Json[][] = []): Json[][] {
  if (Array.isArray(node)) {
    if (node.some((x) => typeof x === 'string' && deck.has(x))) out.push(node);
    for (const x of node) cardArrays(x, deck, out);
  } else if (node !== null && typeof node === 'object') {
    for (const [k, v] of Object.entries(node)) if (k !== 'events') cardArrays(v, deck, out);
  }
  return out;
}

const code = outcome;

for (const game of games) {
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  describe(`${game.id}: restoreState`, () => {
    const deck = new Set(game.deck());

    it('accepts reachable states and refuses garbage with BAD_STATE', () => {
      const { states } = sampleStates(game, players, 1);
      for (const s of states.slice(0, 20)) expect(restoreState(game, JSON.stringify(s))).toEqual(s);
      for (const g of [
        null,
        1,
        '',
        '{',
        '[]',
        '{"phase":"pass"}',
        'x'.repeat(5_000_000),
        { ...(states[0] as object), extra: 1 },
      ]) {
        expect(code(() => restoreState(game, g))).toBe('BAD_STATE');
      }
    });

    it('catches every corruption: a card dropped, a card duplicated, a card swapped for a foreign one, the phase flipped', () => {
      fc.assert(
        fc.property(
          fc.integer(),
          fc.nat(),
          fc.constantFrom('drop', 'duplicate', 'foreign', 'phase'),
          (seed, k, kind) => {
            const { states, phases } = sampleStates(game, players, seed);
            const state = structuredClone(states[k % states.length]) as { [key: string]: Json };
            const arrays = cardArrays(state, deck);
            const arr = arrays[k % arrays.length] as Json[];
            const idx = arr.findIndex((x) => typeof x === 'string' && deck.has(x));
            if (kind === 'drop') arr.splice(idx, 1);
            else if (kind === 'duplicate') arr.push(arr[idx] as Json);
            else if (kind === 'foreign') arr[idx] = 'ZZ';
            else {
              const others = [...phases].filter((p) => p !== state.phase);
              if (others.length === 0) return;
              state.phase = others[k % others.length] as string;
            }
            expect(
              code(() => restoreState(game, state)),
              `${kind} went unnoticed`,
            ).toBe('BAD_STATE');
          },
        ),
        { numRuns: 150 * SOAK },
      );
    });

    it('stateHash is the same after a JSON round-trip and whatever the key order, and differs on a change', () => {
      const { states } = sampleStates(game, players, 2);
      const s = states[states.length - 1] as { [key: string]: Json };
      const reordered = Object.fromEntries(Object.entries(s).reverse());
      expect(stateHash(JSON.parse(JSON.stringify(s)))).toBe(stateHash(s));
      expect(stateHash(reordered)).toBe(stateHash(s));
      expect(stateHash({ ...s, phase: `${s.phase}x` })).not.toBe(stateHash(s));
      expect(stateHash(s)).toMatch(/^[0-9a-f]{14}$/);
    });

    it('stateHash of what is no state is a hash or a RuleError, never another error', () => {
      const cyclic: Record<string, unknown> = {};
      cyclic.self = cyclic;
      for (const x of [undefined, () => 1, Symbol('s'), 1n, cyclic, null, 'text', [undefined]]) {
        let hash: unknown;
        try {
          hash = stateHash(x);
        } catch (e) {
          expect((e as { code?: string }).code).toBe('BAD_STATE');
          continue;
        }
        expect(hash).toMatch(/^[0-9a-f]{14}$/);
      }
    });
  });
}
