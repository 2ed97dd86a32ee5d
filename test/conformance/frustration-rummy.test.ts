import { expect } from 'vitest';
import { withRounds } from '../../bench/wildHands.js';
import {
  frustrationRummy,
  frustrationRummyPresentation,
  meldFault,
  type RummyState,
} from '../../src/games/frustration-rummy/index.js';
import { createRng, randomInt } from '../../src/index.js';
import { runConformance } from './suite.js';

runConformance(frustrationRummy, {
  playerCounts: [2, 3, 4, 5, 6],
  // With `maxTurnsPerRound: n` a game lasts at most (13 × players + 1) × n turns
  // (see the index TSDoc), each of at most 16 actions: 8,000 covers n = 6 at six players.
  // With buying, at most 3 + 14 + 2 × maxBuysPerRound: 19 with one buy, n = 5 (7,505).
  maxActions: 8000,
  numRuns: 2,
  numRunsTermination: 12,
  presentation: frustrationRummyPresentation,
  numRunsPresentation: 4,
  // Random play from the deal stays on contract 1: half the games put each seat on a contract of
  // its own, so the words and selections of every contract (7 Pairs, the run of 13, the six wilds) are met.
  presentationStart: (raw, seed) => {
    if (seed % 2 === 0) return raw;
    const s = structuredClone(raw as RummyState);
    const rng = createRng(seed);
    s.completed = s.completed.map(() => randomInt(rng, 14));
    return withRounds(s);
  },
  optionVariants: [
    { maxTurnsPerRound: 6 },
    {
      maxTurnsPerRound: 5,
      allowBuying: true,
      maxBuysPerRound: 1,
      setsRequireSameSuit: true,
      contractSetsDistinctRanks: true,
    },
    { maxTurnsPerRound: 5, allowWildSwap: true, forbidDiscardOfTakenUpcard: true, packExhausted: 'mustTakeDiscard' },
    { maxTurnsPerRound: 5, naturalTwosThreesInSets: 'onlyAllSame', wildRatio: 'lessThanHalf', allowWrap: true },
    { maxTurnsPerRound: 4, winCondition: 'completeLast', sevenPairsWild: 'none', sixWildsMeldClosed: false },
  ],
  invariant: (raw) => {
    const s = raw as RummyState;
    for (const m of s.melds) expect(meldFault(m, s.options)).toBeNull();
    expect(frustrationRummy.checkState(s)).toBeNull();
  },
});
