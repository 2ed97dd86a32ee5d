/**
 * `randomMove` finds the move a pick from `legalMoves` would, counting the
 * draws and discards instead of listing them: every index of each phase's list
 * (melds, lay-offs, swaps, discards) must come out right, with the same draws.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import type { RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { expectRandomMoveIsPick } from '../../random-move.js';
import { game } from './helpers.js';

/** Over many draws: randomMove equals the pick with the same generator, and reaches every listed move. */
function expectSameAsPick(state: RummyState, seat: number): void {
  expectRandomMoveIsPick(game, state, seat, 6 * game.legalMoves(state, seat).length);
}

/** The kinds of move list a state gives `seat`, named for the coverage checks. */
function kindsOf(state: RummyState, seat: number): string[] {
  const kinds = new Set<string>(game.legalMoves(state, seat).map((m) => m.type));
  if (state.phase === 'play' && state.takenUpcard !== null) kinds.add('upcardTaken');
  // The contract's later melds, mid lay-down: a list of melds alone.
  if (state.phase === 'layingDown') kinds.add('layingDown');
  return [...kinds];
}

describe('Frustration Rummy randomMove', () => {
  const tables: Partial<RummyOptions>[] = [
    { maxTurnsPerRound: 40 },
    { maxTurnsPerRound: 40, allowWildSwap: true, forbidDiscardOfTakenUpcard: true, allowBuying: true },
  ];
  for (const options of tables) {
    it(`is the pick from the move list in every phase (${JSON.stringify(options)})`, () => {
      const rng = createRng('random-move');
      const seen = new Set<string>();
      for (let g = 0; g < 3; g++) {
        const s = game.init({ players: 3, seed: g, options });
        // Contract 1 for seat 0, contract 10 (a run and two sets) for the others: meld lists of both shapes.
        s.completed = [0, 9, 9];
        for (let step = 0; step < 300 && game.actors(s).length > 0; step++) {
          const seat = pick(rng, game.actors(s));
          // Every list with a choice beyond draws and discards, and one in eight of the rest.
          const kinds = kindsOf(s, seat);
          if (kinds.some((k) => k !== 'discard' && k !== 'draw') || step % 8 === 0) {
            expectSameAsPick(s, seat);
            for (const k of kinds) seen.add(k);
          }
          game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
        }
      }
      for (const k of ['draw', 'meld', 'layingDown', 'layOff', 'discard']) expect(seen).toContain(k);
      if (options.allowBuying) expect(seen).toContain('buy');
      if (options.allowWildSwap) expect(seen).toContain('swapWild');
      if (options.forbidDiscardOfTakenUpcard) expect(seen).toContain('upcardTaken');
    });
  }

  it('draws from the discard pile when it is the only draw (an exhausted pack, R28 option)', () => {
    const s = game.init({ players: 3, seed: 4, options: { packExhausted: 'mustTakeDiscard' } });
    s.discard.push(...s.stock.splice(0));
    s.stock = [];
    const both = structuredClone(s);
    both.stock = [both.discard.pop() as string];
    expect(game.legalMoves(both, both.toAct)).toHaveLength(2);
    expectSameAsPick(both, both.toAct);
    s.stock = [];
    s.discard = s.discard.slice(-1);
    expect(game.legalMoves(s, s.toAct)).toEqual([{ type: 'draw', seat: s.toAct, from: 'discard' }]);
    expectSameAsPick(s, s.toAct);
  });
});
