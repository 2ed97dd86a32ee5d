/**
 * `describeEvent` writes sentences for people: each starts with a capital
 * letter (or a card, a digit), and none shows an internal key such as
 * `turnCap` or `wentOut`, in any event of random games, as every seat sees it.
 */
import { describe, expect, it } from 'vitest';
import { createRng, games, pick, selfPlayOptions, type Viewer } from '../../src/index.js';

// A camelCase word (`turnCap`, `packExhausted`): an internal key, no English word.
const INTERNAL_KEY = /\b[a-z]+[A-Z][A-Za-z]*\b/;

for (const game of games) {
  describe(`${game.id}: described events`, () => {
    it('read as sentences, with no internal keys, for every seat and the spectator', () => {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const seen = new Set<string>();
      // The self-play options end Frustration Rummy rounds at the turn cap, one of the endings.
      const options = selfPlayOptions(game.id);
      for (let g = 0; g < 12; g++) {
        const rng = createRng(g);
        let s = game.init({ players, seed: g, options });
        const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
        while (game.actors(s).length > 0) {
          const seat = pick(rng, game.actors(s));
          s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
          for (const viewer of viewers) {
            for (const e of (game.view(s, viewer) as { events: { type: string }[] }).events) {
              const text = game.describeEvent(e);
              seen.add(e.type);
              expect(text, text).not.toMatch(/^[a-z{]/);
              expect(text, text).not.toMatch(INTERNAL_KEY);
            }
          }
        }
      }
      // The games reached their ends, so the round and game endings were described too.
      expect(seen.has('gameOver')).toBe(true);
    });
  });
}
