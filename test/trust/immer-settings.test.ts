/**
 * An app may change immer's global settings for its own store; deckwright's
 * states must stay frozen and its inputs untouched whatever they are. (Each
 * vitest file has its own module graph, so these settings reach no other test.)
 */
import { setAutoFreeze, setUseStrictShallowCopy } from 'immer';
import { describe, expect, it } from 'vitest';
import { createRng, games, pick, selfPlayOptions } from '../../src/index.js';

setAutoFreeze(false);
setUseStrictShallowCopy(true);

const deepFrozen = (v: unknown): boolean =>
  v === null || typeof v !== 'object' || (Object.isFrozen(v) && Object.values(v).every(deepFrozen));

describe("with immer's global autoFreeze turned off by the app", () => {
  for (const game of games) {
    const players = Math.min(Math.max(game.players.min, 3), game.players.max);
    it(`${game.id}: apply still returns deep-frozen states and leaves its input alone`, () => {
      const rng = createRng(`immer-settings/${game.id}`);
      let s = game.init({ players, seed: 1, options: selfPlayOptions(game.id) });
      for (let n = 0; n < 60 && game.actors(s).length > 0; n++) {
        const seat = pick(rng, game.actors(s));
        const before = JSON.stringify(s);
        const next = game.apply(s, pick(rng, game.legalMoves(s, seat)));
        expect(JSON.stringify(s)).toBe(before);
        expect(deepFrozen(next)).toBe(true);
        s = next;
      }
    });
  }
});
