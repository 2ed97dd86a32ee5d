/**
 * The flat search around a prior (`flatSearch`): it plays the prior's move
 * where it does not search or nothing beats it by the margin, otherwise the
 * candidate its sampled worlds appraise best; reproducible for a seed, and
 * legal. How strong Frustration Rummy's `hard` is, is measured by pilots
 * (docs/guide/simulation.md), not here.
 */
import { describe, expect, it } from 'vitest';
import type { Agent } from '../../src/agents/agent.js';
import { flatSearch } from '../../src/agents/flat.js';
import { flatTuning, levelAgent } from '../../src/agents/registry.js';
import { RuleError } from '../../src/core/errors.js';
import type { AnyGame, BaseAction, Seat } from '../../src/core/game.js';
import { createRng, pick } from '../../src/core/rng.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';

const game = parcellus as AnyGame;
const firstMove: Agent<BaseAction, unknown> = { name: 'first', act: ({ legalMoves }) => legalMoves[0] as BaseAction };

function inputAt(g: AnyGame, seed: string) {
  const state = g.init({ players: 3, seed });
  const seat = g.actors(state)[0] as Seat;
  return { state, seat, view: g.view(state, seat), legalMoves: g.legalMoves(state, seat), rng: createRng(seed) };
}

describe('flatSearch', () => {
  it("plays the prior's move when nothing beats it by the margin, or when it does not search", () => {
    const { seat, view, legalMoves } = inputAt(game, 'flat-1');
    const evaluate = () => [0.5, 0.5, 0.5];
    const level = flatSearch(game, { prior: firstMove, evaluate });
    expect(level.act({ seat, view, legalMoves, rng: createRng(1) })).toEqual(legalMoves[0]);
    const noSearch = flatSearch(game, { prior: firstMove, evaluate: () => [1, 1, 1], candidates: () => null });
    expect(noSearch.act({ seat, view, legalMoves, rng: createRng(1) })).toEqual(legalMoves[0]);
  });

  it('plays the candidate its appraisal prefers, past the margin, on common worlds', () => {
    const { seat, view, legalMoves } = inputAt(game, 'flat-2');
    expect(legalMoves.length).toBeGreaterThan(1);
    const target = game.moveKey(legalMoves[legalMoves.length - 1] as BaseAction);
    // Worth 1 for the state the last move leads to, told by the last move applied: found only by searching.
    let played = '';
    const spied: AnyGame = {
      ...game,
      applyInPlace: (s, a) => {
        played = game.moveKey(a);
        game.applyInPlace(s, a);
      },
    };
    const viaSpy = flatSearch(spied, {
      prior: firstMove,
      evaluate: () => (played === target ? [1, 1, 1] : [0, 0, 0]),
      worlds: 2,
    });
    expect(game.moveKey(viaSpy.act({ seat, view, legalMoves, rng: createRng(2) }))).toBe(target);
    const cautious = flatSearch(spied, {
      prior: firstMove,
      evaluate: () => (played === target ? [1, 1, 1] : [0, 0, 0]),
      margin: 1,
    });
    expect(cautious.act({ seat, view, legalMoves, rng: createRng(2) })).toEqual(legalMoves[0]);
  });

  it('refuses settings that are not a search', () => {
    expect(() => flatSearch(game, { prior: firstMove, evaluate: () => [], worlds: 0 })).toThrow(RuleError);
    expect(() => flatSearch(game, { prior: undefined as never, evaluate: () => [] })).toThrow(RuleError);
  });
});

describe("Frustration Rummy's hard", () => {
  it('is the flat search, legal and reproducible over seeded turns', () => {
    const g = frustrationRummy as AnyGame;
    expect(flatTuning['frustration-rummy']).toBeDefined();
    const play = (seed: string): string[] => {
      const hard = levelAgent('hard', g);
      let state = g.init({ players: 3, seed });
      const rng = createRng(`${seed}/bot`);
      const keys: string[] = [];
      for (let n = 0; n < 120 && g.actors(state).length > 0; n++) {
        const seat = pick(rng, g.actors(state)) as Seat;
        const legalMoves = g.legalMoves(state, seat);
        const move = hard.act({ seat, view: g.view(state, seat), legalMoves, rng });
        expect(legalMoves.map((m) => g.moveKey(m))).toContain(g.moveKey(move));
        keys.push(g.moveKey(move));
        state = g.apply(state, move);
      }
      return keys;
    };
    expect(play('flat-rummy')).toEqual(play('flat-rummy'));
  });
});
