import { withRounds } from '../../bench/wildHands.js';
import {
  frustrationRummy,
  frustrationRummyPresentation,
  type RummyState,
} from '../../src/games/frustration-rummy/index.js';
import { type BaseState, createRng, randomInt } from '../../src/index.js';
import { runEnvSuite } from './suite.js';

runEnvSuite(frustrationRummy, {
  playerCounts: [2, 4, 6],
  optionVariants: [
    { maxTurnsPerRound: 4 },
    { maxTurnsPerRound: 4, allowBuying: true, maxBuysPerRound: 2 },
    { maxTurnsPerRound: 4, allowWildSwap: true, allowWrap: true },
  ],
  numRuns: 2,
  maxSteps: 1500,
  presentation: frustrationRummyPresentation,
  // Random play from the deal stays on contract 1: half the games put each seat on a contract of
  // its own, so that 7 Pairs, the run of 13 and the six wilds are met, as in the conformance suite.
  start: (raw, seed) => {
    if (seed % 2 === 0) return raw;
    const s = raw as unknown as RummyState;
    const rng = createRng(seed);
    s.completed = s.completed.map(() => randomInt(rng, 14));
    return withRounds(s) as unknown as BaseState;
  },
});
