/**
 * Contract 8's run of 13 in mixed suits (R15) counted and paged without listing it
 * (`mixedRun.ts`), against the run enumeration that lists every one (`enumerateMixedRun`, the
 * move list's and the search's): on random hands with many wild cards, under both ratios, with
 * and without natural 2s and 3s in runs (R6) and `allowWildSwap` (R19), the count is the
 * enumeration's length and every page is its slice, in the same order. Then through the game, on
 * hands grown by buys (R29, `maxBuysPerRound: 10`): `countMoves`, pages and `randomMove` agree with
 * `legalMoves` where it can be listed, every move of a page passes `validate`, and on the longest
 * hands, with billions of runs, a page far down the list is made without listing it.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stateWithHand } from '../../../bench/wildHands.js';
import { typeAt } from '../../../src/games/frustration-rummy/cardTypes.js';
import { countMixedRuns, mixedRunPage } from '../../../src/games/frustration-rummy/mixedRun.js';
import type { RummyOptions } from '../../../src/games/frustration-rummy/options.js';
import { enumerateMixedRun } from '../../../src/games/frustration-rummy/runUses.js';
import { enumerateOptions } from '../../../src/games/frustration-rummy/uses.js';
import { createRng, MAX_LISTED_MOVES, pick } from '../../../src/index.js';
import { thrownCode } from '../../thrown.js';
import { game } from './helpers.js';

/** The game's options in full. */
const optionsOf = (o: Partial<RummyOptions>): RummyOptions => game.init({ players: 2, seed: 1, options: o }).options;

/** Every mixed run of 13 the enumeration lists for the move list, as card types A to K. */
function listed(counts: number[], o: RummyOptions): number[][] {
  const out: number[][] = [];
  enumerateMixedRun(
    counts,
    o,
    enumerateOptions(true, []),
    (types) => {
      out.push(types.slice());
      return false;
    },
    undefined,
  );
  return out;
}

/** Wild-capable types: the Jokers (52) and the 2s and 3s (4–11). */
const WILDS = [52, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * Type counts of a hand: for each rank 4 to A, 0–2 suits held (at most two ranks with two, so
 * the list stays short enough to enumerate), and up to `wilds` wild cards of the nine wild types.
 */
const handsWith = (most: number) =>
  fc
    .record({
      suits: fc.array(fc.constantFrom(0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 2, 2), { minLength: 11, maxLength: 11 }),
      wilds: fc.array(fc.constantFrom(...WILDS), { minLength: 0, maxLength: most }),
      twos: fc.array(fc.integer({ min: 0, max: 3 }), { minLength: 4, maxLength: 4 }),
    })
    .map(({ suits, wilds, twos }) => {
      const counts = new Array<number>(53).fill(0);
      const values = [1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13];
      let doubles = 0;
      values.forEach((v, i) => {
        let n = suits[i] as number;
        if (n === 2 && ++doubles > 2) n = 1;
        for (let k = 0; k < n; k++) counts[typeAt(v, (v + k * 3) % 4)] = 1;
      });
      for (const t of wilds) counts[t] = (counts[t] as number) + 1;
      return { counts, offsets: twos };
    });

const OPTION_SETS: Partial<RummyOptions>[] = [
  {},
  { allowWildSwap: true },
  { naturalTwosThreesInRuns: false },
  { wildRatio: 'lessThanHalf', allowWildSwap: true },
  { naturalTwosThreesInRuns: false, allowWildSwap: true },
];

describe('R15 the mixed run of 13, counted and paged without listing it', () => {
  for (const partial of OPTION_SETS) {
    it(`count and pages are the enumeration's, in its order (${JSON.stringify(partial)})`, () => {
      const o = optionsOf(partial);
      let nonEmpty = 0;
      fc.assert(
        // Every order of the wilds is a move under allowWildSwap: fewer wilds keep the list short.
        fc.property(handsWith(partial.allowWildSwap ? 4 : 6), ({ counts, offsets }) => {
          const before = counts.slice();
          const all = listed(counts, o);
          if (all.length > 0) nonEmpty++;
          expect(countMixedRuns(counts, o)).toBe(all.length);
          expect(mixedRunPage(counts, o, 0, all.length + 5)).toEqual(all);
          for (const r of offsets) {
            const from = Math.floor((r / 3) * all.length);
            const limit = 1 + ((r * 7) % 11);
            expect(mixedRunPage(counts, o, from, limit)).toEqual(all.slice(from, from + limit));
          }
          expect(mixedRunPage(counts, o, all.length, 3)).toEqual([]);
          // The counts are put back as they were.
          expect(counts).toEqual(before);
        }),
        { numRuns: 100 },
      );
      // The hands are not all empty of runs. fast-check draws new hands each run, and under the
      // strictest options (fewer wilds, the lower ratio) one CI run drew only 25 of 100 with runs.
      expect(nonEmpty).toBeGreaterThan(10);
    });
  }
});

const RANKS = ['A', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const SUITS = ['S', 'H', 'D', 'C'];
const TWOS_THREES = ['2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C'];

/** A hand of each rank 4–A in `suits` suits, and the wild cards `wilds`. */
function handOf(suits: number, wilds: readonly string[]): string[] {
  const hand: string[] = [];
  for (const r of RANKS) for (let s = 0; s < suits; s++) hand.push(`${r}${SUITS[s]}`);
  return [...hand, ...wilds];
}

const BUYING = { allowBuying: true, maxBuysPerRound: 10, decks: 3 } as const;

describe('contract 8 on hands grown by buys (R29)', () => {
  it('countMoves, pages and randomMove agree with legalMoves, and each move validates', () => {
    // 16 and 20 cards: one and three buys, short enough lists to hold whole.
    const cases: [string[], Partial<RummyOptions>][] = [
      [handOf(1, ['JK', 'JK', '2S', '3H', '9D']), {}],
      [handOf(1, ['JK', '2S', '3H', 'QD', 'QC', 'KD', '5C', '8C', '9S']), { allowWildSwap: true }],
      [handOf(1, ['JK', '2S', '2H', '3H', '3S', 'QD', 'QC', 'KD', '5C']), { naturalTwosThreesInRuns: false }],
    ];
    for (const [hand, options] of cases) {
      const state = stateWithHand(8, hand, { ...BUYING, ...options });
      const moves = game.legalMoves(state, 0);
      const runs = moves.filter((m) => m.type === 'meld');
      expect(runs.length, 'the hand holds runs of 13').toBeGreaterThan(10);
      expect(game.countMoves(state, 0)).toBe(moves.length);
      for (const [offset, limit] of [
        [0, 1],
        [3, 7],
        [Math.floor(runs.length / 2), 50],
        [runs.length - 2, 5],
        [moves.length - 1, 10],
      ] as const) {
        expect(game.legalMovesPage(state, 0, { offset, limit })).toEqual(moves.slice(offset, offset + limit));
      }
      for (const m of runs) expect(game.validate(state, m).ok).toBe(true);
      for (let k = 0; k < 20; k++) {
        const seed = `pick/${k}`;
        expect(game.randomMove(state, 0, createRng(seed))).toEqual(pick(createRng(seed), moves));
      }
    }
  });

  it('the longest hands (34 cards, 20 wilds) have tens of millions of moves, and a page far down is made', () => {
    // Every rank once and three twice (14 naturals), fourteen 2s and 3s and the six Jokers of three decks.
    const jokers = ['JK', 'JK', 'JK', 'JK', 'JK', 'JK'];
    const hand = handOf(1, ['4H', '9H', 'KH', ...TWOS_THREES, ...TWOS_THREES.slice(0, 6), ...jokers]);
    expect(hand).toHaveLength(34);
    for (const options of [{}, { allowWildSwap: true }]) {
      const state = stateWithHand(8, hand, { ...BUYING, ...options });
      const n = game.countMoves(state, 0);
      expect(n).toBeGreaterThan(1e7);
      const page = game.legalMovesPage(state, 0, { offset: n - 40, limit: 10 });
      expect(page).toHaveLength(10);
      for (const m of page) expect(game.validate(state, m).ok).toBe(true);
      // The page is ten moves, each once, and the one after it begins where it ends.
      expect(new Set(page.map((m) => JSON.stringify(m))).size).toBe(10);
      const next = game.legalMovesPage(state, 0, { offset: n - 31, limit: 1 });
      expect(next).toEqual(page.slice(9));
      const picked = game.randomMove(state, 0, createRng('far'));
      expect(game.validate(state, picked).ok).toBe(true);
      // A whole list of them is refused, not built: no list holds more than MAX_LISTED_MOVES.
      expect(thrownCode(() => game.legalMoves(state, 0))).toBe('TOO_MANY_MOVES');
      expect(thrownCode(() => game.legalMovesPage(state, 0, { offset: 0, limit: MAX_LISTED_MOVES + 1 }))).toBe(
        'TOO_MANY_MOVES',
      );
    }
  });
});
