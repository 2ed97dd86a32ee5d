/**
 * IS-MCTS stopped by a time budget (`maxMs`), on a fake clock: where the search
 * stops depends on the clock it is handed, never on the machine's speed.
 */
import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/agents/ismcts.js';
import { ismctsTuning } from '../../src/agents/registry.js';
import type { AnyGame, BaseAction, Seat } from '../../src/core/game.js';
import { createRng } from '../../src/core/rng.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';

/** A clock that moves on `step` ms each time it is read, and how often it was read. */
function fakeClock(step = 1) {
  const clock = {
    t: 1000,
    reads: 0,
    now: () => {
      clock.reads++;
      clock.t += step;
      return clock.t;
    },
  };
  return clock;
}

/** `game` with its `determinize` counted: one call per IS-MCTS iteration. */
function counted(game: AnyGame): { game: AnyGame; worlds: () => number } {
  let n = 0;
  const wrapped: AnyGame = {
    ...game,
    determinize: (view, seat, rng) => {
      n++;
      return game.determinize(view, seat, rng);
    },
  };
  return { game: wrapped, worlds: () => n };
}

/** The first decision of a seeded three-player deal: its seat, view and legal moves. */
function decision(game: AnyGame, seed: string) {
  const state = structuredClone(game.init({ players: 3, seed }));
  const seat = game.actors(state)[0] as Seat;
  const legalMoves = game.legalMoves(state, seat) as BaseAction[];
  return { seat, view: game.view(state, seat), legalMoves };
}

describe('IS-MCTS with a time budget (maxMs)', () => {
  it('stops at the first iteration that ends with the budget spent, and answers a legal move', () => {
    for (const base of [parcellus, sixCardParade] as AnyGame[]) {
      const { game, worlds } = counted(base);
      const clock = fakeClock(1);
      // The clock moves 1 ms a read: read once as the decision starts, then after each iteration.
      const bot = ismcts(game, { maxMs: 7, now: clock.now });
      const d = decision(base, `budget-${base.id}`);
      expect(d.legalMoves.length).toBeGreaterThan(1);
      const move = bot.act({ ...d, rng: createRng('b') });
      expect(d.legalMoves).toContainEqual(move);
      expect(worlds()).toBe(7);
      expect(clock.reads).toBe(8);
    }
  });

  it('answers what the same search stopped by a count of iterations answers', () => {
    const d = decision(parcellus as AnyGame, 'budget-same');
    for (const k of [1, 3, 12, 40]) {
      const timed = ismcts(parcellus as AnyGame, { maxMs: k, now: fakeClock(1).now });
      const counted = ismcts(parcellus as AnyGame, { iterations: k });
      expect(timed.act({ ...d, rng: createRng(k) })).toEqual(counted.act({ ...d, rng: createRng(k) }));
    }
  });

  it('runs at least one iteration even when the budget is spent before the first', () => {
    const { game, worlds } = counted(parcellus as AnyGame);
    const bot = ismcts(game, { maxMs: 1, now: fakeClock(50).now });
    const d = decision(parcellus as AnyGame, 'budget-one');
    expect(d.legalMoves).toContainEqual(bot.act({ ...d, rng: createRng(1) }));
    expect(worlds()).toBe(1);
  });

  it('stops at iterations first when the budget lasts longer; with the game’s tuning it still answers a legal move', () => {
    const { game, worlds } = counted(sixCardParade as AnyGame);
    const still = ismcts(game, { maxMs: 5, iterations: 9, now: () => 0 });
    const d = decision(sixCardParade as AnyGame, 'budget-cap');
    still.act({ ...d, rng: createRng(2) });
    expect(worlds()).toBe(9);
    // With the game's tuning (a heuristic prior, a search only near the end) the answer is still a legal move.
    const tuned = ismcts(sixCardParade as AnyGame, {
      ...ismctsTuning['six-card-parade'],
      maxMs: 3,
      now: fakeClock(1).now,
    });
    expect(d.legalMoves).toContainEqual(tuned.act({ ...d, rng: createRng(3) }));
  });

  it('refuses a budget that is not a positive number, or a clock that is not a function', () => {
    for (const maxMs of [0, -5, Number.NaN, '10' as unknown as number]) {
      expect(() => ismcts(parcellus as AnyGame, { maxMs })).toThrow(/maxMs must be a number/);
    }
    expect(() => ismcts(parcellus as AnyGame, { maxMs: 5, now: 3 as unknown as () => number })).toThrow(
      /now is a function/,
    );
  });
});
