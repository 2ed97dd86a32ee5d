/**
 * Apps may turn on immer's array-method plugin (`enableArrayMethods()`) for
 * faster updates of their own state; it is global, and it changes how draft
 * arrays behave inside array-method callbacks. `apply` must give the same
 * states with it on. (Each vitest file has its own module graph, so enabling
 * it here does not reach the other tests.)
 */
import { enableArrayMethods } from 'immer';
import { describe, expect, it } from 'vitest';
import { cloneState, createRng, games, pick, selfPlayOptions } from '../../src/index.js';

enableArrayMethods();

describe('with immer enableArrayMethods()', () => {
  for (const game of games) {
    const players = Math.min(Math.max(game.players.min, 3), game.players.max);
    it(`${game.id}: apply equals applyInPlace over random games`, () => {
      const rng = createRng(`immer-plugin/${game.id}`);
      for (let g = 0; g < 4; g++) {
        let s = game.init({ players, seed: g, options: selfPlayOptions(game.id) });
        for (let n = 0; n < 600 && game.actors(s).length > 0; n++) {
          const seat = pick(rng, game.actors(s));
          const move = pick(rng, game.legalMoves(s, seat));
          const fast = cloneState(s);
          game.applyInPlace(fast, move);
          const next = game.apply(s, move);
          expect(next).toEqual(fast);
          s = next;
        }
      }
    });
  }
});
