/** Seats in words, as every game's messages name winners: commas, then "and" before the last. */
import { describe, expect, it } from 'vitest';
import { seatNames } from '../../src/core/seats.js';
import { frustrationRummy, frustrationRummyPresentation } from '../../src/games/frustration-rummy/index.js';

describe('seatNames', () => {
  it('names one, two and three seats as English lists them', () => {
    expect(seatNames([])).toBe('');
    expect(seatNames([2])).toBe('Seat 2');
    expect(seatNames([0, 1])).toBe('Seat 0 and Seat 1');
    expect(seatNames([0, 1, 2])).toBe('Seat 0, Seat 1 and Seat 2');
  });

  it('a three-way shared win reads as a list in the prompt', () => {
    // The self-play turn cap (R30) with nobody laying down shares the win among all three seats.
    let s = frustrationRummy.init({ players: 3, seed: 'shared', options: { maxTurnsPerRound: 1 } });
    for (let i = 0; i < 200 && frustrationRummy.actors(s).length > 0; i++) {
      const seat = frustrationRummy.actors(s)[0] as number;
      const moves = frustrationRummy.legalMoves(s, seat);
      // Draw from the stock and throw the first card: nobody lays down.
      const move =
        moves.find((m) => m.type === 'draw' && m.from === 'stock') ?? moves.find((m) => m.type === 'discard');
      s = frustrationRummy.apply(s, move ?? (moves[0] as (typeof moves)[number]));
    }
    expect(s.winners).toEqual([0, 1, 2]);
    expect(frustrationRummyPresentation.prompt(frustrationRummy.view(s, 0)).text).toBe(
      'Game over: Seat 0, Seat 1 and Seat 2 share the win',
    );
  });
});
