import { expect } from 'vitest';
import {
  type SixCardParadeState,
  setKind,
  sixCardParade,
  sixCardParadePresentation,
} from '../../src/games/six-card-parade/index.js';
import { runConformance } from './suite.js';

runConformance(sixCardParade, {
  playerCounts: [2, 3, 4],
  // Random legal play drains the library quickly (every First Draw from the
  // library, Draw to Seven and the library Jacks shrink it): measured games take
  // 60–110 actions. Faithful play has no bound (S31), so this is generous.
  maxActions: 2000,
  // Each step-by-step game checks ~80 states in depth (views, determinize, restore) for every seat.
  numRuns: 3,
  numRunsTermination: 10,
  presentation: sixCardParadePresentation,
  optionVariants: [
    {},
    {
      discardStep: 'downToSix',
      drawToSevenSource: 'libraryThenStable',
      allowNoEffectRoyals: false,
      finalTurns: 'othersOnly',
    },
    {
      minStraightLength: 3,
      pairsMustDiffer: false,
      aceOfClubsVsExtensions: true,
      counterPromptAllOpponents: false,
      kingOfSpadesTarget: 'any',
      khMayRedeclareOnExtend: true,
      queenOfHeartsMode: 'takeFromOther',
      queenTargets: 'selfAndOne',
    },
    {
      stableShowsAll: true,
      forbidRediscardOfStableDraw: true,
      royalsAfterDrawToSeven: false,
      spentRoyalsTo: 'removed',
      uniqueRule: 'allSuitsPresent',
      shuffleAfterSearch: false,
      queenOfClubsMayReturnGiven: true,
      halfPointRounding: 'floor',
      tieBreak: 'mostSets',
      stallRoundsLimit: 3,
    },
  ],
  invariant: (raw) => {
    const s = raw as SixCardParadeState;
    expect(s.pending !== null).toBe(s.phase === 'counterWindow');
    expect(s.exchange !== null).toBe(s.phase === 'queenOfHeartsExchange');
    expect(s.search !== null).toBe(s.phase === 'aceOfHeartsSearch');
    for (const field of s.fields) {
      for (const set of field) {
        expect(setKind(set.cards, set.wild, s.options)).toBe(set.kind);
        expect(set.markers.every((m) => m === 'KC' || m === 'KD')).toBe(true);
      }
    }
    if (s.finalTurnsLeft !== null) expect(s.finalTurnsLeft).toBeLessThan(s.players);
  },
});
