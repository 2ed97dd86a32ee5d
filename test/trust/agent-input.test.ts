/**
 * An agent of the caller's own, seated in `simulate`, is handed its seat's
 * view, its legal moves and its generator: nothing it could read the hidden
 * cards from, or change the game with.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/index.js';
import { simulate } from '../../src/sim/index.js';

describe('the input simulate hands an agent', () => {
  it('holds no reachable reference to the full state or the game', async () => {
    const game = getGame('parcellus');
    if (!game) throw new Error('parcellus is registered');
    const found: unknown[] = [];
    const prying = {
      name: 'prying',
      act: (input: { legalMoves: readonly unknown[] }) => {
        // Every own property, enumerable or not: the seat, the legal moves and the generator only.
        for (const key of Reflect.ownKeys(input)) {
          const value = (input as unknown as Record<PropertyKey, unknown>)[key];
          if (typeof value === 'object' && value !== null && 'hands' in value) found.push(key);
          if (value === game) found.push(key);
        }
        return input.legalMoves[0] as never;
      },
    };
    await simulate({ game, players: 3, agents: [prying, 'random', 'random'], games: 2, seed: 'pry' });
    expect(found).toEqual([]);
  });
});
