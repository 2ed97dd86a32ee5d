/**
 * `deck(options)` reads the caller's options like `init` does: options that
 * cannot be read are refused with BAD_SETUP, not the error a getter throws.
 */
import { describe, expect, it } from 'vitest';
import { games, isRuleError } from '../../src/index.js';
import { unreadable } from './outcome.js';

describe('deck: hostile options', () => {
  const hostile = unreadable;
  const throwingGetter = Object.defineProperty({}, 'decks', {
    enumerable: true,
    get() {
      throw new Error('boom');
    },
  });
  for (const game of games) {
    it(`${game.id}: options that throw when read get BAD_SETUP`, () => {
      for (const options of [hostile, throwingGetter]) {
        let caught: unknown;
        try {
          game.deck(options as never);
        } catch (e) {
          caught = e;
        }
        expect(isRuleError(caught) && caught.code === 'BAD_SETUP').toBe(true);
      }
    });
  }
});
