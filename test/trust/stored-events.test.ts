/**
 * The events of a stored state: restoreState checks the fields a view reads
 * of them, so a state it accepts is one `view` can show, never a TypeError.
 */
import { describe, expect, it } from 'vitest';
import { createRng, games, isRuleError, pick, restoreState, type Viewer } from '../../src/index.js';

const broken: Record<string, Record<string, unknown>[]> = {
  'six-card-parade': [
    { type: 'drew', seat: 1, from: 'stable', count: 2 },
    { type: 'drew', seat: 1, from: 'stable', count: 1, cards: 99 },
    { type: 'cardsExchanged', royal: 'QD', counts: [1, 1], gave: [['8S'], ['TH']] },
    { type: 'cardsExchanged', royal: 'QS', seats: null, counts: [1, 1], gave: [['6D'], ['4S']] },
  ],
};

// Only the games with events a view reads beyond their type (Parcellus's and Frustration Rummy's held up to fuzzing).
for (const game of games.filter((g) => broken[g.id] !== undefined)) {
  describe(`${game.id}: stored events`, () => {
    it('a state restoreState accepts with edited events is one every seat can view', () => {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const rng = createRng(8);
      let s = game.init({ players, seed: 8 });
      for (let i = 0; i < 12 && game.actors(s).length > 0; i++) {
        const seat = pick(rng, game.actors(s));
        s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
      }
      for (const event of broken[game.id] ?? []) {
        const stored = JSON.stringify({ ...s, events: [event] });
        let restored: unknown;
        try {
          restored = restoreState(game, stored);
        } catch (e) {
          expect(isRuleError(e) && e.code === 'BAD_STATE').toBe(true);
          continue;
        }
        const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, i) => i)];
        for (const viewer of viewers) {
          expect(() => game.view(restored, viewer)).not.toThrow();
        }
      }
    });
  });
}
