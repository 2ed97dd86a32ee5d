import { expect } from 'vitest';
import { climbsOn, type ParcellusState, parcellus, parcellusPresentation } from '../../src/games/parcellus/index.js';
import { runConformance } from './suite.js';

/** A parcel is its base plus cards that each climb on the one before. */
function expectClimb(cards: readonly string[]): void {
  for (let i = 1; i < cards.length; i++) expect(climbsOn(cards[i - 1] as string, cards[i] as string)).toBe(true);
}

runConformance(parcellus, {
  playerCounts: [3],
  // At most 93 actions a round and, short of repeated exact ties at the top,
  // at most 13 rounds that capture a parcel (each pays at least 7 points). Under
  // lone cards to nobody with no leads a round can capture nothing (21 actions,
  // P18); random play needs 199 of those to pass the bound, which the rules
  // page shows to be below 1e-43 (docs/rules/parcellus.md, Termination).
  maxActions: 5000,
  numRuns: 10,
  presentation: parcellusPresentation,
  optionVariants: [
    {},
    { passDirection: 'alwaysLeft', unplayedTurnUpGoesTo: 'nobody', nextTurnerAfterLoneCard: 'leftOfCapturer' },
    { dummyExhausted: 'endRound', leftoverDummy: 'turnerCapturesEach', capturedCardsPublic: false },
    { winCheck: 'immediate', tieAtTarget: 'shared', targetScore: 12, autoPassWhenNoLegalCard: true },
    { unplayedTurnUpGoesTo: 'nobody', dummyExhausted: 'endRound' },
  ],
  invariant: (raw) => {
    const s = raw as ParcellusState;
    expect(s.hands.every((h) => h.length <= 6)).toBe(true);
    expect(s.passes).toBeLessThan(3);
    expectClimb(s.parcel);
    for (const ps of s.captured) for (const p of ps) expectClimb(p);
    if (s.phase === 'act') expect(s.parcel.length).toBeGreaterThan(0);
  },
});
