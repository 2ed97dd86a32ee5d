import { describe, expect, it } from 'vitest';
import { type AnyGame, type BaseAction, createRng, games, pick, type Seat, selfPlayOptions } from '../../src/index.js';
import { gameSeed, runTask } from '../../src/sim/play.js';

/**
 * Game `index` of a run played the long way: every seat a random player that
 * picks from the listed legal moves with its own generator, each move
 * validated. The seeds are the ones simulate documents: the game's, one per
 * seat's agent, and one for the order of simultaneous actors.
 */
function longWay(game: AnyGame, seed: string, index: number, options: Record<string, unknown>) {
  const s = gameSeed(seed, index);
  const rngs = [0, 1, 2].map((k) => createRng(`${s}/agent/${k}`));
  const order = createRng(`${s}/order`);
  let state = game.init({ players: 3, seed: s, options });
  let actions = 0;
  for (;;) {
    const actors = game.actors(state);
    if (actors.length === 0) break;
    const seat = actors.length === 1 ? (actors[0] as Seat) : pick(order, actors);
    const move = pick(rngs[seat] as ReturnType<typeof createRng>, game.legalMoves(state, seat) as BaseAction[]);
    state = game.apply(state, move);
    actions++;
  }
  return { points: game.score(state).points, winners: game.score(state).winners, actions };
}

describe('simulate with random agents', () => {
  // simulate plays the built-in random agent's moves through Game.randomMove,
  // without listing or validating them: the games must be the very same.
  for (const game of games) {
    it(`${game.id}: the same games as random players picking from the legal moves`, () => {
      const options = selfPlayOptions(game.id);
      const indices = [0, 1, 2, 3, 4, 5, 6, 7];
      const results = runTask({
        game: game.id,
        players: 3,
        options,
        agents: ['random', 'random', 'random'],
        seed: 'same-games',
        indices,
        maxActions: 100_000,
      });
      expect(results.map((r) => r.index)).toEqual(indices);
      for (const r of results) {
        const expected = longWay(game, 'same-games', r.index, options);
        expect({ points: r.points, winners: r.winners, actions: r.actions }).toEqual(expected);
      }
    });
  }
});
