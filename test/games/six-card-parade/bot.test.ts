/**
 * The heuristic Six Card Parade agent: always a legal move, and reproducible
 * for a given generator seed. Win rates are measured with the simulator, not
 * asserted here.
 */
import { describe, expect, it } from 'vitest';
import { createAgent } from '../../../src/agents/registry.js';
import { createRng, pick } from '../../../src/core/rng.js';
import {
  type SixCardParadeAction,
  type SixCardParadeOptions,
  type SixCardParadeState,
  sixCardParadeBot,
} from '../../../src/games/six-card-parade/index.js';
import { game } from './helpers.js';

/** Tables that reach branches the default rules never do (extension counters, the taking exchange, any-set K♠…). */
const TABLES: Partial<SixCardParadeOptions>[] = [
  {},
  {
    aceOfClubsVsExtensions: true,
    queenOfHeartsMode: 'takeFromOther',
    kingOfSpadesTarget: 'any',
    khMayRedeclareOnExtend: true,
    stableShowsAll: true,
  },
  { discardStep: 'downToSix', queenTargets: 'selfAndOne', minStraightLength: 3, halfPointRounding: 'floor' },
  {
    royalsAfterDrawToSeven: false,
    allowNoEffectRoyals: false,
    forbidRediscardOfStableDraw: true,
    pairsMustDiffer: false,
  },
];

/**
 * Plays one game where every seat asks the bot at every decision (checking the
 * answer is legal), then plays either the bot's move or, half the time, a
 * random one so the games wander into states the bot alone would not reach.
 * Returns the number of decisions checked.
 */
function playout(players: number, options: Partial<SixCardParadeOptions>, seed: string): number {
  let state: SixCardParadeState = game.init({ players, seed, options });
  const rng = createRng(`driver-${seed}`);
  const botRng = createRng(`bot-${seed}`);
  let checked = 0;
  for (let step = 0; step < 3000 && state.phase !== 'over'; step++) {
    const seat = pick(rng, game.actors(state));
    const legalMoves = game.legalMoves(state, seat);
    const move = sixCardParadeBot.act({ seat, view: game.view(state, seat), legalMoves, rng: botRng });
    const keys = new Set(legalMoves.map((m) => game.moveKey(m)));
    expect(keys.has(game.moveKey(move)), `seat ${seat} in ${state.phase}: ${JSON.stringify(move)}`).toBe(true);
    checked++;
    const chosen: SixCardParadeAction = rng.next() % 2 === 0 ? move : pick(rng, legalMoves);
    state = game.apply(state, chosen);
  }
  expect(state.phase).toBe('over');
  return checked;
}

describe('six card parade heuristic agent', () => {
  it('is the registered heuristic agent', () => {
    expect(createAgent('heuristic', game)).toBe(sixCardParadeBot);
    expect(sixCardParadeBot.name).toBe('heuristic');
  });

  it('always returns a legal move, at 2–4 players and under varied table rules', () => {
    let checked = 0;
    for (let players = 2; players <= 4; players++) {
      TABLES.forEach((options, t) => {
        for (let g = 0; g < 2; g++) checked += playout(players, options, `legal-${players}-${t}-${g}`);
      });
    }
    expect(checked).toBeGreaterThan(1000);
  });

  it('gives the same move for the same view, moves and generator seed', () => {
    let state: SixCardParadeState = game.init({ players: 3, seed: 'same' });
    const rng = createRng('same-driver');
    for (let step = 0; step < 400 && state.phase !== 'over'; step++) {
      const seat = pick(rng, game.actors(state));
      const view = game.view(state, seat);
      const legalMoves = game.legalMoves(state, seat);
      const a = sixCardParadeBot.act({ seat, view, legalMoves, rng: createRng(`s${step}`) });
      const b = sixCardParadeBot.act({ seat, view, legalMoves, rng: createRng(`s${step}`) });
      expect(b).toEqual(a);
      state = game.apply(state, a);
    }
  });
});
