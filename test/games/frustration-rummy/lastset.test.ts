/**
 * `LastSetReach` answers for a sub-hand exactly as `canComplete` does with the
 * one set left: random hands of 8–16 card types, random melds taken out of
 * them, under each set-related option (the move list relies on the two agreeing).
 * `LastRunReach` built from the move list's arranged runs answers as one that
 * enumerates them itself: both enumerations give the same multisets of cards.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { Rank } from '../../../src/core/cards.js';
import { heldTypes, JOKER, TYPES } from '../../../src/games/frustration-rummy/cardTypes.js';
import type { Requirement } from '../../../src/games/frustration-rummy/contracts.js';
import { enumerateUses } from '../../../src/games/frustration-rummy/meldUses.js';
import { type RummyOptions, rummyOptionsSchema } from '../../../src/games/frustration-rummy/options.js';
import {
  canComplete,
  lastRunCompletes,
  lastRunReach,
  lastSetCompletes,
  lastSetReach,
} from '../../../src/games/frustration-rummy/reach.js';

const OPTION_SETS = [
  {},
  { wildRatio: 'lessThanHalf' },
  { contractSetsDistinctRanks: true, naturalTwosThreesInSets: 'onlyAllSame' },
  { naturalTwosThreesInSets: 'onlyAllSame' },
] as const;

describe('LastSetReach', () => {
  for (const extra of OPTION_SETS) {
    it(`agrees with canComplete (${JSON.stringify(extra)})`, () => {
      const o = z.parse(rummyOptionsSchema, extra);
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
            const reach = lastSetReach(counts, held, req, o);
            const taken = hand.slice(0, Math.min(takeN, hand.length));
            const left = counts.slice();
            for (const t of taken) left[t] = (left[t] as number) - 1;
            const total = hand.length - taken.length;
            const banned = o.contractSetsDistinctRanks ? used : [];
            for (const reserve of [0, 1]) {
              const want = canComplete(left, held, total, [req], reserve, o, used, new Map());
              expect(lastSetCompletes(reach, taken, total, reserve, banned)).toBe(want);
            }
          },
        ),
        { numRuns: 400 },
      );
    });
  }
});

const RUN_OPTION_SETS = [
  {},
  { naturalTwosThreesInRuns: false },
  { allowWrap: true },
  { wildRatio: 'lessThanHalf', allowWrap: true },
] as const;

/** The multisets of card types (sorted, as text) of the runs `req` enumerates from `counts`. */
function runMultisets(counts: number[], req: Requirement, o: RummyOptions, arrange: boolean): Set<string> {
  const out = new Set<string>();
  enumerateUses(counts, req, o, { arrange, bannedRanks: [] }, (types) => {
    out.add(
      types
        .slice()
        .sort((a, b) => a - b)
        .join(),
    );
    return false;
  });
  return out;
}

describe('LastRunReach from the listed runs', () => {
  for (const extra of RUN_OPTION_SETS) {
    it(`gives the same multisets and answers (${JSON.stringify(extra)})`, () => {
      const o = z.parse(rummyOptionsSchema, extra);
      // Few suits and many wild-capable cards, so that runs (and 2s and 3s in their own slots) abound.
      const card = fc.oneof(
        fc.integer({ min: 0, max: 51 }).map((t) => t & ~2),
        fc.constant(JOKER),
        fc.integer({ min: 4, max: 11 }),
      );
      let runs = 0;
      fc.assert(
        fc.property(
          fc.array(card, { minLength: 6, maxLength: 16 }),
          fc.integer({ min: 3, max: 8 }),
          fc.array(fc.integer({ min: 0, max: 15 }), { maxLength: 6 }),
          (hand, size, drop) => {
            const counts = new Array<number>(TYPES).fill(0);
            for (const t of hand) counts[t] = (counts[t] as number) + 1;
            const req: Requirement = { kind: 'run', size, pure: false, mixed: false };
            const listed: number[][] = [];
            enumerateUses(counts, req, o, { arrange: true, bannedRanks: [] }, (types) => {
              listed.push(types);
              return false;
            });
            expect(runMultisets(counts, req, o, true)).toEqual(runMultisets(counts, req, o, false));
            runs += listed.length;
            const own = lastRunReach(counts, req, o);
            const given = lastRunReach(counts, req, o, listed);
            // Each run's own cards, alone: the sub-hands where a missing multiset would show.
            for (const m of runMultisets(counts, req, o, false)) {
              const only = new Array<number>(TYPES).fill(0);
              for (const t of m.split(',')) only[Number(t)] = (only[Number(t)] as number) + 1;
              // A full-ratio run (R10) holds more cards than the requirement's size.
              expect(lastRunCompletes(given, only, m.split(',').length, 0)).toBe(true);
            }
            const left = counts.slice();
            for (const i of drop) {
              const t = hand[i % hand.length] as number;
              if ((left[t] as number) > 0) left[t] = (left[t] as number) - 1;
            }
            const total = left.reduce((a, b) => a + b, 0);
            for (const reserve of [0, 1]) {
              expect(lastRunCompletes(given, left, total, reserve)).toBe(lastRunCompletes(own, left, total, reserve));
            }
          },
        ),
        { numRuns: 300 },
      );
      expect(runs).toBeGreaterThan(300);
    });
  }
});
