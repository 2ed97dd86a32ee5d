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

for (const game of games) {
  describe(`${game.id}: the end told by stored events`, () => {
    it('refuses a gameOver event the state does not hold: forged mid-game, dropped or with other winners at the end', () => {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const rng = createRng(5);
      let s = game.init({ players, seed: 5 });
      let mid: unknown = null;
      for (let i = 0; game.actors(s).length > 0; i++) {
        if (i === 10) mid = s;
        const seat = pick(rng, game.actors(s));
        s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
      }
      const end = JSON.parse(JSON.stringify(s)) as { events: { type: string; winners?: number[] }[] };
      const over = end.events.find((e) => e.type === 'gameOver');
      // The states as they are restore: only the edits below make them wrong.
      expect(() => restoreState(game, end)).not.toThrow();
      expect(() => restoreState(game, JSON.stringify(mid))).not.toThrow();
      expect(over?.winners).toEqual(game.score(s).winners);
      const others = Array.from({ length: players }, (_, i) => i).filter((i) => !over?.winners?.includes(i));
      const edited = [
        { ...(mid as object), events: [{ ...over }] },
        { ...end, events: end.events.filter((e) => e.type !== 'gameOver') },
        { ...end, events: end.events.map((e) => (e.type === 'gameOver' ? { ...e, winners: others } : e)) },
        { ...end, events: [...end.events, { ...over }] },
      ];
      for (const state of edited) {
        expect(() => restoreState(game, JSON.stringify(state))).toThrow(expect.objectContaining({ code: 'BAD_STATE' }));
      }
    });
  });
}
