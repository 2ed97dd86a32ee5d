/**
 * The check both games' `randomMove` tests share: over many generators,
 * `randomMove` gives the very move a pick from `legalMoves` gives, leaves the
 * generator where the pick leaves it, and reaches every listed move.
 */
import { expect } from 'vitest';
import type { AnyGame } from '../src/core/game.js';
import { createRng, pick, rngState } from '../src/core/rng.js';

/**
 * Draws with `draws` generators (seeds 0, 1, …), and more until every listed move has been drawn
 * (up to 40 draws a move: a uniform pick reaches all n moves in about n·ln n draws), and checks
 * each against the pick from the move list.
 */
export function expectRandomMoveIsPick(game: AnyGame, state: unknown, seat: number, draws: number): void {
  const moves = game.legalMoves(state, seat);
  const reached = new Set<string>();
  const most = Math.max(draws, 40 * moves.length);
  for (let seed = 0; seed < draws || (reached.size < moves.length && seed < most); seed++) {
    const a = createRng(seed);
    const b = createRng(seed);
    const move = game.randomMove(state, seat, a);
    expect(move).toEqual(pick(b, moves));
    expect(rngState(a)).toEqual(rngState(b));
    reached.add(JSON.stringify(move));
  }
  expect(reached.size).toBe(moves.length);
}
