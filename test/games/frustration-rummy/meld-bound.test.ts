/**
 * `mayMakeAny` lets the meld list return nothing at once (a laid-down player's extra melds), so
 * it must never say false where `enumerateUses` finds a use: random hands of 3–10 cards (wild
 * cards, one suit's values, any card), each set and run size of the contracts and extra melds,
 * under the options the bound reads. It must also say false often enough to be worth asking.
 * And `countsAndHeld`, which the meld list counts a hand with, gives what `countsOf` and
 * `heldTypes` give.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { RANKS, SUITS } from '../../../src/core/cards.js';
import {
  codeOfType,
  countsAndHeld,
  countsOf,
  heldTypes,
  JOKER,
  rankCountsOf,
  TYPES,
  typeOf,
} from '../../../src/games/frustration-rummy/cardTypes.js';
import type { Requirement } from '../../../src/games/frustration-rummy/contracts.js';
import { maxWilds } from '../../../src/games/frustration-rummy/melds.js';
import { enumerateUses, mayMakeAny } from '../../../src/games/frustration-rummy/meldUses.js';
import { type RummyOptions, rummyOptionsSchema } from '../../../src/games/frustration-rummy/options.js';
import { wildsMayShare } from '../../../src/games/frustration-rummy/reach.js';
import { rankCounts, wildsMayFill } from '../../../src/games/frustration-rummy/sets.js';

/** A card type for random hands: any card, a Joker, a 2 or 3, or a value of suit `suit` (0 ♠, 1 ♥). */
const cardOrWild = (suit: number): fc.Arbitrary<number> =>
  fc.oneof(
    fc.integer({ min: 0, max: TYPES - 2 }),
    fc.constant(JOKER),
    fc.integer({ min: 4, max: 11 }),
    fc.integer({ min: 0, max: 12 }).map((v) => v * 4 + suit),
  );

/** The count vector of a hand of card types. */
const typeCounts = (hand: readonly number[]): number[] => {
  const counts = new Array<number>(TYPES).fill(0);
  for (const t of hand) counts[t] = (counts[t] as number) + 1;
  return counts;
};

const OPTION_SETS = [
  {},
  { wildRatio: 'lessThanHalf' },
  { naturalTwosThreesInRuns: false, naturalTwosThreesInSets: 'onlyAllSame' },
  { allowWrap: true },
] as const;

const REQS: Requirement[] = [
  ...[3, 4, 5, 6].map((size): Requirement => ({ kind: 'set', size, pure: false, mixed: false })),
  ...[3, 4, 5, 7, 8].map((size): Requirement => ({ kind: 'run', size, pure: false, mixed: false })),
];

describe('mayMakeAny', () => {
  for (const extra of OPTION_SETS) {
    it(`is true wherever enumerateUses finds a set or run (${JSON.stringify(extra)})`, () => {
      const o = z.parse(rummyOptionsSchema, extra);
      let bounded = 0;
      // Spades, for runs without a set beside them.
      const card = cardOrWild(0);
      fc.assert(
        fc.property(fc.array(card, { minLength: 3, maxLength: 10 }), (hand) => {
          const counts = typeCounts(hand);
          const cards = hand.map(codeOfType);
          for (const req of REQS) {
            const found = enumerateUses(counts, req, o, { arrange: false, bannedRanks: [] }, () => true);
            const may = mayMakeAny(cards, [req], o);
            if (found) expect([req, cards, may]).toEqual([req, cards, true]);
            if (!may) bounded++;
          }
        }),
        { numRuns: 3000 },
      );
      expect(bounded).toBeGreaterThan(1000);
    });
  }
});

/** True when `reqs[i…]` can all be made, disjointly, from `counts`: each use the enumeration finds, then the rest. */
function makeAll(counts: number[], reqs: readonly Requirement[], i: number, o: RummyOptions): boolean {
  if (i === reqs.length) return true;
  return enumerateUses(counts, reqs[i] as Requirement, o, { arrange: false, bannedRanks: [] }, () =>
    makeAll(counts, reqs, i + 1, o),
  );
}

describe('wildsMayFill', () => {
  for (const extra of OPTION_SETS) {
    it(`is true wherever the set enumeration makes every set (${JSON.stringify(extra)})`, () => {
      const o = z.parse(rummyOptionsSchema, extra);
      let bounded = 0;
      // Few ranks, wild cards and Jokers: hands of pairs and threes, where the bound is asked.
      const card = fc.oneof(fc.integer({ min: 0, max: 23 }), fc.constant(JOKER), fc.integer({ min: 4, max: 11 }));
      fc.assert(
        fc.property(
          fc.array(card, { minLength: 4, maxLength: 14 }),
          fc.integer({ min: 3, max: 4 }),
          fc.integer({ min: 2, max: 3 }),
          (hand, size, left) => {
            const counts = typeCounts(hand);
            const reqs = Array.from(
              { length: left },
              (): Requirement => ({ kind: 'set', size, pure: false, mixed: false }),
            );
            const made = makeAll(counts, reqs, 0, o);
            const fewest = Math.max(1, size - maxWilds(size, o));
            const may = wildsMayFill(rankCounts(counts, heldTypes(counts)), size, fewest, left);
            if (made) expect([hand, size, left, may]).toEqual([hand, size, left, true]);
            if (!may) bounded++;
          },
        ),
        { numRuns: 1500 },
      );
      expect(bounded).toBeGreaterThan(100);
    });
  }
});

describe('wildsMayShare', () => {
  // The run and set of each contract that asks for both (1, 3, 7, 12, 14).
  const PAIRS = [
    [3, 4],
    [5, 3],
    [7, 4],
    [5, 5],
    [8, 5],
  ] as const;
  for (const extra of OPTION_SETS) {
    it(`is true wherever the enumeration makes the run and the set (${JSON.stringify(extra)})`, () => {
      const o = z.parse(rummyOptionsSchema, extra);
      let bounded = 0;
      // Wild cards, Jokers, two suits' values and any card: hands where runs and sets compete for wilds.
      const card = cardOrWild(1);
      fc.assert(
        fc.property(fc.array(card, { minLength: 6, maxLength: 14 }), fc.constantFrom(...PAIRS), (hand, [r, k]) => {
          const counts = typeCounts(hand);
          const reqs: Requirement[] = [
            { kind: 'run', size: r, pure: false, mixed: false },
            { kind: 'set', size: k, pure: false, mixed: false },
          ];
          const made = makeAll(counts, reqs, 0, o);
          const may = wildsMayShare(counts, rankCounts(counts, heldTypes(counts)), r, k);
          if (made) expect([hand, r, k, may]).toEqual([hand, r, k, true]);
          if (!may) bounded++;
        }),
        { numRuns: 3000 },
      );
      expect(bounded).toBeGreaterThan(300);
    });
  }
});

describe('typeOf', () => {
  it('gives (value - 1) * 4 + suit for every card and copy (the ace value 1), 52 for Jokers', () => {
    for (const [i, r] of RANKS.entries()) {
      const value = r === 'A' ? 1 : i + 2;
      for (const [k, s] of SUITS.entries()) {
        for (const code of [`${r}${s}`, `${r}${s}#1`, `${r}${s}#3`])
          expect([code, typeOf(code)]).toEqual([code, (value - 1) * 4 + k]);
        expect(codeOfType(typeOf(`${r}${s}`))).toBe(`${r}${s}`);
      }
    }
    for (const code of ['JK', 'JK#1', 'JK#3']) expect(typeOf(code)).toBe(JOKER);
  });
});

describe('countsAndHeld', () => {
  it('gives the counts and the held types, rising, of any hand', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: TYPES - 1 }), { maxLength: 20 }), fc.nat(3), (hand, copy) => {
        // Copies as the pack names them (`7H#1`, `JK#3`): one type each.
        const cards = hand.map((t) => `${codeOfType(t)}#${copy}`);
        const held: number[] = [];
        const counts = countsAndHeld(cards, held);
        expect(counts).toEqual(countsOf(cards));
        expect(held).toEqual(heldTypes(counts));
        // And the rank counts read straight off the cards, which the meld list asks first.
        expect(rankCountsOf(cards)).toEqual(rankCounts(counts, held));
      }),
      { numRuns: 2000 },
    );
  });
});
