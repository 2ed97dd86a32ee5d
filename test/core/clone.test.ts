/**
 * cloneState's copies are what playouts run on (`playout`, ISMCTS worlds, a
 * user's own `applyInPlace` loop), so their shape matters to speed, not only
 * their content: a state object V8 keeps in dictionary mode, or holey arrays,
 * made every playout from a copy run at about half the speed of one from
 * `init`. These checks read V8's own view of the objects (natives syntax,
 * switched on for this file), so they fail when a copy loses its fast shape.
 */
import { setFlagsFromString } from 'node:v8';
import { describe, expect, it } from 'vitest';
import { cloneState, createRng, games, pick, selfPlayOptions } from '../../src/index.js';

setFlagsFromString('--allow-natives-syntax');
// Parsed after the flag is set, so the natives are allowed in these bodies.
const hasFastProperties = new Function('o', 'return %HasFastProperties(o)') as (o: object) => boolean;
const hasHoleyElements = new Function('o', 'return %HasHoleyElements(o)') as (o: object) => boolean;
const haveSameMap = new Function('a', 'b', 'return %HaveSameMap(a, b)') as (a: object, b: object) => boolean;

/** Every object and array inside `v` (itself included), paired with its counterpart in `w`. */
function pairs(v: unknown, w: unknown, out: [object, unknown][] = []): [object, unknown][] {
  if (v === null || typeof v !== 'object') return out;
  out.push([v, w]);
  for (const k of Object.keys(v)) {
    pairs((v as Record<string, unknown>)[k], (w as Record<string, unknown> | null)?.[k], out);
  }
  return out;
}

describe('cloneState copies keep a fast shape', () => {
  for (const game of games) {
    it(`${game.id}: a copy of a state mid-game is equal, shares nothing, and every object and array in it is fast`, () => {
      const rng = createRng(5);
      const s = game.init({ players: 3, seed: 9, options: selfPlayOptions(game.id) });
      // Some random moves first, so that the copy has melds, tricks or fields to copy.
      for (let i = 0; i < 40 && game.actors(s).length > 0; i++) {
        const actors = game.actors(s);
        const move = game.randomMove(s, pick(rng, actors), rng);
        if (move === null) break;
        game.applyInPlace(s, move);
      }
      const copy = cloneState(s);
      expect(copy).toEqual(s);
      const inside = pairs(copy, s);
      expect(inside.length).toBeGreaterThan(10);
      for (const [c, original] of inside) {
        expect(c).not.toBe(original);
        if (Array.isArray(c)) expect(hasHoleyElements(c)).toBe(false);
        else expect(hasFastProperties(c)).toBe(true);
      }
      // Copies share one hidden class, so rule code reading them stays monomorphic. V8 settles
      // the field types of a new shape over the first few copies, so compare two later ones.
      for (let i = 0; i < 3; i++) cloneState(cloneState(cloneState(s)));
      expect(haveSameMap(cloneState(s), cloneState(s))).toBe(true);
      // Copies of copies (a search that copies its own copies) settle on the same shapes as
      // copies, every object and array in them.
      for (const [deep, once] of pairs(cloneState(cloneState(cloneState(s))), cloneState(s))) {
        expect(haveSameMap(deep, once as object)).toBe(true);
      }
    });
  }

  it('states dealt by `init` and played on the fast path hold no holey array and no slow object', () => {
    // A holey array in a state made the rule code meet holey and packed arrays alike (decks
    // built by `flatMap`, per-seat lists by `new Array(n).fill`): `init` states and their
    // copies then differed in shape. Every step of whole games is read, a determinized world
    // of the seat to act every few steps too, since search bots play on those.
    const slow = (state: unknown): string[] =>
      pairs(state, null)
        .filter(([o]) => (Array.isArray(o) ? hasHoleyElements(o) : !hasFastProperties(o)))
        .map(([o]) => JSON.stringify(o).slice(0, 60));
    for (const game of games) {
      const rng = createRng(11);
      for (let g = 0; g < 12; g++) {
        const s = game.init({ players: 3, seed: g, options: selfPlayOptions(game.id) });
        expect(slow(s), `${game.id} init`).toEqual([]);
        for (let step = 0; game.actors(s).length > 0; step++) {
          const seat = pick(rng, game.actors(s));
          if (step % 9 === 0) {
            const world = game.determinize(game.view(s, seat), seat, rng);
            expect(slow(world), `${game.id} world`).toEqual([]);
          }
          game.applyInPlace(s, game.randomMove(s, seat, rng));
          expect(slow(s), `${game.id} step ${step}`).toEqual([]);
        }
      }
    }
  });

  it('the natives read what they claim (a check that could not fail would prove nothing)', () => {
    const slow: Record<string, number> = {};
    for (let i = 0; i < 200; i++) slow[`k${i}`] = i;
    delete slow.k0;
    expect(hasFastProperties(slow)).toBe(false);
    expect(hasHoleyElements(new Array(3))).toBe(true);
    expect(hasHoleyElements([1, 2, 3])).toBe(false);
  });
});
