/**
 * `LastSetReach` answers for a sub-hand exactly as `canComplete` does with the
 * one set left: random hands of 8–16 card types, random melds taken out of
 * them, under each set-related option (the move list relies on the two agreeing).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Rank } from '../../../src/core/cards.js';
import type { Requirement } from '../../../src/games/frustration-rummy/contracts.js';
import { rummyOptionsSchema } from '../../../src/games/frustration-rummy/options.js';
import { canComplete, heldTypes, JOKER, LastSetReach, TYPES } from '../../../src/games/frustration-rummy/reach.js';

const OPTION_SETS = [
  {},
  { wildRatio: 'lessThanHalf' },
  { contractSetsDistinctRanks: true, naturalTwosThreesInSets: 'onlyAllSame' },
  { naturalTwosThreesInSets: 'onlyAllSame' },
] as const;

describe('LastSetReach', () => {
  for (const extra of OPTION_SETS) {
    it(`agrees with canComplete (${JSON.stringify(extra)})`, () => {
      const o = rummyOptionsSchema.parse(extra);
      const card = fc.oneof(
        fc.integer({ min: 0, max: TYPES - 2 }),
        fc.constant(JOKER),
        fc.integer({ min: 4, max: 11 }),
      );
      fc.assert(
        fc.property(
          fc.array(card, { minLength: 6, maxLength: 16 }),
          fc.integer({ min: 3, max: 6 }),
          fc.integer({ min: 1, max: 5 }),
          fc.subarray(['A', '5', 'K', null] as (Rank | null)[]),
          (hand, size, takeN, used) => {
            const counts = new Array<number>(TYPES).fill(0);
            for (const t of hand) counts[t] = (counts[t] as number) + 1;
            const held = heldTypes(counts);
            const req: Requirement = { kind: 'set', size, pure: false, mixed: false };
            const reach = new LastSetReach(counts, held, req, o);
            const taken = hand.slice(0, Math.min(takeN, hand.length));
            const left = counts.slice();
            for (const t of taken) left[t] = (left[t] as number) - 1;
            const total = hand.length - taken.length;
            const banned = o.contractSetsDistinctRanks ? used : [];
            for (const reserve of [0, 1]) {
              const want = canComplete(left, held, total, [req], reserve, o, used, new Map());
              expect(reach.canComplete(taken, total, reserve, banned, new Map())).toBe(want);
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});
