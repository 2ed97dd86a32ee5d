import { describe, expect, it } from 'vitest';
import { heuristicAgents } from '../../../src/agents/registry.js';
import { frustrationRummyBot, frustrationRummy as game } from '../../../src/games/frustration-rummy/index.js';
import { createRng, pick } from '../../../src/index.js';

describe('the heuristic Frustration Rummy agent', () => {
  it('is the registered heuristic agent', () => {
    expect(heuristicAgents['frustration-rummy']).toBe(frustrationRummyBot);
  });
  it('returns one of its legal moves in every state of mixed games, the same for the same input', () => {
    for (const players of [2, 4, 6]) {
      const rng = createRng(players);
      const s = structuredClone(game.init({ players, seed: players, options: { maxTurnsPerRound: 20 } }));
      for (let i = 0; i < 1500 && game.actors(s).length > 0; i++) {
        const seat = pick(rng, game.actors(s));
        const moves = game.legalMoves(s, seat);
        const input = () => ({ seat, view: game.view(s, seat), legalMoves: moves, rng: createRng(i) });
        const choice = frustrationRummyBot.act(input());
        expect(moves).toContainEqual(choice);
        expect(frustrationRummyBot.act(input())).toEqual(choice);
        // Half the seats play the bot, half play at random, so every phase is reached.
        game.applyInPlace(s, seat % 2 === 0 ? choice : pick(rng, moves));
      }
    }
  });
});
