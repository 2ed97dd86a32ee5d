/**
 * simulate reads the caller's rule options once: every game of a run is
 * played under the options it started with, whatever the caller does to its
 * object while the run goes on.
 */
import { describe, expect, it } from 'vitest';
import { getGame } from '../../src/index.js';
import { simulate } from '../../src/sim/index.js';

describe('simulate: the options of a run', () => {
  it('an edit of the options object during the run changes no game of it', async () => {
    const game = getGame('parcellus');
    if (!game) throw new Error('parcellus is registered');
    const setup = { game, players: 3, agents: ['random', 'random', 'random'], games: 4, seed: 'opts' };
    const fixed = await simulate({ ...setup, options: { targetScore: 1 } });
    const options: Record<string, unknown> = { targetScore: 1 };
    const edited = await simulate({
      ...setup,
      options,
      onProgress: () => {
        options.targetScore = 1000;
      },
    });
    expect(edited.results).toEqual(fixed.results);
  });
});
