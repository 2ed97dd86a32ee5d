/**
 * The IS-MCTS leaf evaluation for Six Card Parade (`evaluate.ts`) and where
 * the tuned search runs (`sixCardParadeSearchWhen`).
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/agents/registry.js';
import type { AnyGame, BaseAction, Seat } from '../../../src/core/game.js';
import { createRng, pick } from '../../../src/core/rng.js';
import { sixCardParadeEvaluator, worths } from '../../../src/games/six-card-parade/evaluate.js';
import { fieldPoints, sixCardParadeBot } from '../../../src/games/six-card-parade/index.js';
import { SEARCH_FROM_LIBRARY_PER_SEAT, sixCardParadeSearchWhen } from '../../../src/games/six-card-parade/playout.js';
import type { SixCardParadeAction, SixCardParadeState } from '../../../src/games/six-card-parade/state.js';
import { drawn, game, landSet, start, TABLE } from './helpers.js';

/** Seat 0 is dealt four sevens; the other seats get the filler. */
const sevens = () => start({ players: 3, hands: [['7C', '7D', '7H', '7S']] });

describe('Six Card Parade leaf evaluation', () => {
  it('gives one reward per seat, between 0 and 1, in states of random games', () => {
    const evaluate = sixCardParadeEvaluator();
    const rng = createRng('evaluate-walk');
    let checked = 0;
    for (const players of [2, 3, 4]) {
      const state = structuredClone(game.init({ players, seed: `walk-${players}` }));
      for (let n = 0; n < 300 && game.actors(state).length > 0; n++) {
        const r = evaluate(state);
        expect(r).toHaveLength(players);
        for (const x of r) expect(x > 0 && x < 1).toBe(true);
        checked++;
        game.applyInPlace(state, pick(rng, game.legalMoves(state, pick(rng, game.actors(state)))));
      }
    }
    expect(checked).toBeGreaterThan(200);
  });

  it('counts a hand before the end: four sevens in hand put their holder ahead', () => {
    const state = sevens();
    expect(worths(state, 0)).toEqual([0, 0, 0]);
    const w = worths(state);
    expect(w[0]).toBeGreaterThanOrEqual(TABLE.fourOfAKind);
    const r = sixCardParadeEvaluator()(state);
    expect(r[0]).toBeGreaterThan(0.5);
    expect(r[1]).toBeLessThan(0.5);
    expect(r[2]).toBeLessThan(0.5);
  });

  it('weighs the same lead more as the library runs out', () => {
    const state = structuredClone(landSet(drawn(sevens()), 0, ['7C', '7D', '7H', '7S']));
    expect(worths(state, 0)).toEqual([TABLE.fourOfAKind, 0, 0]);
    const evaluate = sixCardParadeEvaluator({ handWeight: 0 });
    const early = evaluate(state)[0] as number;
    state.library = state.library.slice(0, 2);
    const late = evaluate(state)[0] as number;
    expect(early).toBeGreaterThan(0.5);
    expect(late).toBeGreaterThan(early);
  });

  it('at the end of the game counts the fields only, and the winner gets the top reward', () => {
    const state = structuredClone(game.init({ players: 3, seed: 'evaluate-end' }));
    const rngs = [0, 1, 2].map((s) => createRng(`evaluate-end/${s}`));
    while (game.actors(state).length > 0) {
      const seat = game.actors(state)[0] as Seat;
      const legalMoves = game.legalMoves(state, seat);
      const view = game.view(state, seat);
      game.applyInPlace(state, sixCardParadeBot.act({ seat, view, legalMoves, rng: rngs[seat] as never }));
    }
    const final = state as SixCardParadeState;
    const points = final.fields.map((f) => fieldPoints(f, final.options.halfPointRounding));
    expect(worths(final)).toEqual(points);
    const r = sixCardParadeEvaluator()(final);
    const top = Math.max(...r);
    for (let s = 0; s < 3; s++) expect(r[s] === top).toBe(final.winners.includes(s));
    if (final.winners.length === 1) expect(top).toBeGreaterThan(0.5);
  });
});

describe('where the tuned IS-MCTS searches', () => {
  it(`only once the library is down to ${SEARCH_FROM_LIBRARY_PER_SEAT} cards per seat`, () => {
    const state = structuredClone(sevens());
    const last = 3 * SEARCH_FROM_LIBRARY_PER_SEAT;
    expect(sixCardParadeSearchWhen(game.view(state, 0))).toBe(false);
    state.library = state.library.slice(0, last + 1);
    expect(sixCardParadeSearchWhen(game.view(state, 0))).toBe(false);
    state.library = state.library.slice(0, last);
    expect(sixCardParadeSearchWhen(game.view(state, 0))).toBe(true);
    expect(sixCardParadeSearchWhen(game.view(state, 1))).toBe(true);
  });
});

describe('the tuned Six Card Parade IS-MCTS near the end', () => {
  it('searches to a legal move, the same for the same generator', () => {
    const bot = createAgent('ismcts:8', game as AnyGame);
    const rng = createRng('tuned-late');
    let checked = 0;
    for (let g = 0; g < 3; g++) {
      const state = structuredClone(game.init({ players: 3, seed: `tuned-late-${g}` }));
      // Near the end: all but four library cards go under the stable (face down there, so no card is lost).
      state.stable = [...state.library.slice(4), ...state.stable];
      state.library = state.library.slice(0, 4);
      while (checked < 40 * (g + 1) && game.actors(state).length > 0) {
        const seat = pick(rng, game.actors(state));
        const legalMoves = game.legalMoves(state, seat) as BaseAction[];
        const input = () => ({ seat, view: game.view(state, seat), legalMoves, rng: createRng(checked) });
        expect(sixCardParadeSearchWhen(game.view(state, seat))).toBe(true);
        const move = bot.act(input());
        expect(legalMoves).toContainEqual(move);
        expect(bot.act(input())).toEqual(move);
        game.applyInPlace(state, move as SixCardParadeAction);
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(40);
  });
});
