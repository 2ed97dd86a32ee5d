/**
 * createMatch's handle, called by a careless caller: what it is given is
 * refused with a RuleError when it is given, not met later as a crash.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, games, isRuleError, parcellus } from '../../src/index.js';

describe('createMatch: hostile input', () => {
  it('subscribe refuses a listener that is not a function, and later changes raise nothing', async () => {
    const match = createMatch(parcellus, { players: 3, seed: 'listeners' });
    for (const listener of [null, undefined, 42, 'render', {}]) {
      let caught: unknown;
      try {
        match.subscribe(listener as never);
      } catch (e) {
        caught = e;
      }
      expect(isRuleError(caught) && caught.code === 'BAD_SETUP').toBe(true);
    }
    // Nothing refused was kept: a change raises no error in a microtask.
    const raised: unknown[] = [];
    const onError = (e: unknown) => raised.push(e);
    process.on('uncaughtException', onError);
    try {
      const seat = match.actors()[0] ?? 0;
      expect(match.apply(match.legalMoves(seat)[0]).ok).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 10));
    } finally {
      process.off('uncaughtException', onError);
    }
    expect(raised).toEqual([]);
  });
});

describe('createMatch: the states it hands out', () => {
  it('are frozen from the start, so an edit of match.state cannot change the match', () => {
    for (const game of games) {
      const players = Math.min(Math.max(game.players.min, 3), game.players.max);
      const match = createMatch(game, { players, seed: 'frozen-start' });
      const state = match.state as unknown as { hands: string[][] };
      const hand = state.hands[0] as string[];
      const before = JSON.stringify(state);
      // A UI sorting a hand for display, in place.
      expect(() => hand.sort()).toThrow(TypeError);
      expect(JSON.stringify(match.state)).toBe(before);
    }
  });
});

describe('createMatch: the history it hands out', () => {
  it('cannot be edited into an undo of an action that showed a card, or into another state', () => {
    const match = createMatch(parcellus, { players: 3, seed: 'history' });
    for (let i = 0; i < 3; i++) match.apply(match.legalMoves(match.actors()[0] ?? 0)[0]);
    expect(match.canUndo()).toBe(false);
    const last = match.history[match.history.length - 1] as { revealed: boolean; state: unknown };
    const state = match.state;
    try {
      last.revealed = false;
    } catch {
      // Refused: the step is frozen.
    }
    try {
      last.state = { ...state, phase: 'over' };
    } catch {
      // Refused too.
    }
    expect(match.canUndo()).toBe(false);
    expect(match.undo().ok).toBe(false);
    expect(match.state).toBe(state);
  });
});
