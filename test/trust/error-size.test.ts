/**
 * Errors about refused input quote a bounded part of it: a stored state, a
 * setup, options or a match record with thousands of unknown keys gives an
 * error of a few kilobytes, not one that repeats every key (a server logs it).
 */
import { describe, expect, it } from 'vitest';
import { games, isRuleError, MATCH_FORMAT, replay, restoreState } from '../../src/index.js';

/** `base` with `n` extra keys. */
const withJunk = (base: object, n: number): Record<string, unknown> => {
  const out: Record<string, unknown> = { ...base };
  for (let i = 0; i < n; i++) out[`junk${i}`] = i;
  return out;
};

/** The error `f` throws, as the text a server would log: code, message and details. */
const logged = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    if (!isRuleError(e)) throw e;
    return `${e.code} ${e.message} ${JSON.stringify(e.details ?? null)}`;
  }
  throw new Error('no error');
};

const KEYS = 20_000;

for (const game of games) {
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  describe(`${game.id}: the size of errors about refused input`, () => {
    const state = JSON.parse(JSON.stringify(game.init({ players, seed: 1 })));
    it('a stored state with thousands of unknown keys', () => {
      const text = logged(() => restoreState(game, withJunk(state, KEYS)));
      expect(text.startsWith('BAD_STATE')).toBe(true);
      expect(text).toContain('junk0');
      expect(text.length).toBeLessThan(5_000);
    });
    it('options and a setup with thousands of unknown keys', () => {
      for (const f of [
        () => game.init({ players, seed: 1, options: withJunk({}, KEYS) }),
        () => game.init(withJunk({ players, seed: 1 }, KEYS) as never),
      ]) {
        const text = logged(f);
        expect(text.startsWith('BAD_SETUP')).toBe(true);
        expect(text).toContain('junk0');
        expect(text.length).toBeLessThan(5_000);
      }
    });
    it('a match record with thousands of unknown keys', () => {
      const record = { format: MATCH_FORMAT, version: 1, game: game.id, players, seed: 1, options: {}, actions: [] };
      // The record itself replays: only the keys make it wrong.
      expect(replay(record, game)).toHaveLength(1);
      const text = logged(() => replay(withJunk(record, KEYS), game));
      expect(text).toContain('junk0');
      expect(text.startsWith('BAD_RECORD')).toBe(true);
      expect(text.length).toBeLessThan(5_000);
    });
  });
}
