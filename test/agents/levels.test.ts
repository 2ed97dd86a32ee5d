/**
 * The difficulty levels: named alike in every game, each made from the game's
 * own heuristic, and `easy` legal over many seeded games. How strong each is
 * is measured by `npm run bench:agents`, not here.
 */
import { describe, expect, it } from 'vitest';
import { EASY_MISTAKE_RATE, HARD_ITERATIONS, levels, withMistakes } from '../../src/agents/levels.js';
import { createAgent, heuristicAgents, levelAgent } from '../../src/agents/registry.js';
import { selfPlayOptions } from '../../src/core/defaults.js';
import type { AnyGame, BaseAction, Seat } from '../../src/core/game.js';
import { createRng, pick } from '../../src/core/rng.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';
import { games } from '../../src/index.js';

const all = [parcellus, sixCardParade, frustrationRummy] as AnyGame[];

describe('difficulty levels in the registry', () => {
  it('names easy, medium and hard, weakest first, in every game', () => {
    expect(levels).toEqual(['easy', 'medium', 'hard']);
    for (const game of games as readonly AnyGame[]) {
      for (const level of levels) {
        const agent = createAgent(level, game);
        expect(agent.name).toBe(level);
        expect(levelAgent(level, game).name).toBe(level);
      }
      expect(HARD_ITERATIONS[game.id]).toBeGreaterThan(0);
    }
  });

  it('takes no argument, as only ismcts does', () => {
    for (const spec of ['easy:3', 'hard:100', 'medium:']) {
      expect(() => createAgent(spec, parcellus as AnyGame)).toThrow(/only ismcts takes an argument/);
    }
  });

  it('medium is the heuristic: the same move for the same input', () => {
    for (const game of all) {
      const medium = createAgent('medium', game);
      const heuristic = heuristicAgents[game.id];
      const state = game.init({ players: 3, seed: `medium-${game.id}`, options: selfPlayOptions(game.id) });
      const seat = game.actors(state)[0] as Seat;
      const input = () => ({
        seat,
        view: game.view(state, seat),
        legalMoves: game.legalMoves(state, seat),
        rng: createRng(7),
      });
      expect(medium.act(input())).toEqual(heuristic?.act(input()));
    }
  });

  it('hard searches: it samples worlds with determinize, where medium never does', () => {
    for (const game of [parcellus] as AnyGame[]) {
      let worlds = 0;
      const spy: AnyGame = {
        ...game,
        determinize: (v, s, r) => {
          worlds++;
          return game.determinize(v, s, r);
        },
      };
      const state = game.init({ players: 3, seed: 'hard' });
      const seat = game.actors(state)[0] as Seat;
      const input = { seat, view: game.view(state, seat), legalMoves: game.legalMoves(state, seat), rng: createRng(1) };
      levelAgent('medium', spy).act(input);
      expect(worlds).toBe(0);
      levelAgent('hard', spy).act(input);
      expect(worlds).toBe(HARD_ITERATIONS[game.id]);
    }
  });
});

describe('easy', () => {
  for (const game of all) {
    it(`${game.id}: plays only legal moves over many seeded games, and mostly the heuristic's`, () => {
      const easy = createAgent('easy', game);
      const heuristic = heuristicAgents[game.id] as NonNullable<(typeof heuristicAgents)[string]>;
      let decisions = 0;
      let sameAsHeuristic = 0;
      const gamesToPlay = game.id === 'frustration-rummy' ? 4 : 20;
      for (let g = 0; g < gamesToPlay; g++) {
        const state = structuredClone(game.init({ players: 3, seed: `easy-${g}`, options: selfPlayOptions(game.id) }));
        const rng = createRng(`easy-agent-${g}`);
        // Every seat is easy, so its mistakes shape the games it meets too.
        for (let steps = 0; game.actors(state).length > 0 && steps < 3000; steps++) {
          const seat = pick(rng, game.actors(state));
          const legalMoves = game.legalMoves(state, seat) as BaseAction[];
          const view = game.view(state, seat);
          const move = easy.act({ seat, view, legalMoves, rng });
          expect(game.validate(state, move).ok).toBe(true);
          if (legalMoves.length > 1) {
            decisions++;
            // The heuristic asked on a copy of the generator's state: the same input the mistake was not drawn on.
            const h = heuristic.act({ seat, view, legalMoves, rng: createRng(`h-${decisions}`) });
            if (game.moveKey(h) === game.moveKey(move)) sameAsHeuristic++;
          }
          game.applyInPlace(state, move);
        }
      }
      expect(decisions).toBeGreaterThan(200);
      const share = sameAsHeuristic / decisions;
      // Mistakes are made on about EASY_MISTAKE_RATE of decisions (a random move is sometimes the heuristic's
      // too, and the heuristic's own draws differ between the two generators): most moves are the heuristic's,
      // and clearly not all.
      expect(share).toBeGreaterThan(1 - EASY_MISTAKE_RATE - 0.2);
      expect(share).toBeLessThan(1 - EASY_MISTAKE_RATE / 3);
    });
  }

  it('withMistakes: rate 0 is the base agent, rate 1 a random legal move; other rates are refused', () => {
    const never = withMistakes(heuristicAgents.parcellus as NonNullable<(typeof heuristicAgents)[string]>, 0, 'x');
    const always = withMistakes({ name: 'first', act: ({ legalMoves }) => legalMoves[0] as BaseAction }, 1, 'y');
    const game = parcellus as AnyGame;
    const state = game.init({ players: 3, seed: 'rates' });
    const seat = game.actors(state)[0] as Seat;
    const legalMoves = game.legalMoves(state, seat);
    const view = game.view(state, seat);
    const heuristic = heuristicAgents.parcellus as NonNullable<(typeof heuristicAgents)[string]>;
    // Many decisions, each on its own generator: rate 0 draws nothing, so the base sees the same generator.
    for (let i = 0; i < 50; i++) {
      expect(never.act({ seat, view, legalMoves, rng: createRng(i) })).toEqual(
        heuristic.act({ seat, view, legalMoves, rng: createRng(i) }),
      );
    }
    const seen = new Set<string>();
    for (let i = 0; i < 200; i++) seen.add(game.moveKey(always.act({ seat, view, legalMoves, rng: createRng(i) })));
    expect(seen.size).toBeGreaterThan(1);
    for (const rate of [-0.1, 1.5, Number.NaN])
      expect(() => withMistakes(always, rate, 'z')).toThrow(/rate is a share/);
  });
});
