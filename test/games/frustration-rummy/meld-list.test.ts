/**
 * The meld list is exact by construction: `legalMelds` asks no `meldFault` of
 * the melds it enumerates, so every listed meld must pass `validate` (which
 * does ask it, through `readMeld`). Checked on hands dealt towards melds (few
 * ranks, one suit's stretch, one card of each rank, many wilds), on every
 * contract, through the laying down that follows, and for laid-down players'
 * extra melds, under option sets that change which melds are valid.
 */
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { createRng, pick, type Rng, randomInt, shuffle } from '../../../src/core/rng.js';
import type { RummyAction, RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { game } from './helpers.js';

const OPTION_SETS: Partial<RummyOptions>[] = [
  {},
  { naturalTwosThreesInRuns: false, naturalTwosThreesInSets: 'onlyAllSame', wildRatio: 'lessThanHalf' },
  { setsRequireSameSuit: true, contractSetsDistinctRanks: true, sevenPairsWild: 'none' },
  { allowWrap: true, noWildRunStaysPure: true, sevenPairsWild: 'ratio' },
  { decks: 3, jokersPerDeck: 1, contractSetsDistinctRanks: true, wildRatio: 'lessThanHalf' },
];

const RANK_ORDER = 'A23456789TJQK';
const isWild = (c: Card): boolean => c.startsWith('JK') || c[0] === '2' || c[0] === '3';

/** `n` cards of `pool` (up to `wilds` - 1 wild first), dealt towards melds: the rest of the pool is left in it. */
function biasedHand(pool: Card[], n: number, wilds: number, rng: Rng): Card[] {
  shuffle(rng, pool);
  const hand: Card[] = [];
  const take = (want: (c: Card) => boolean, k: number) => {
    for (let i = 0; i < pool.length && hand.length < n && k > 0; i++) {
      if (!want(pool[i] as Card)) continue;
      hand.push(...pool.splice(i--, 1));
      k--;
    }
  };
  take(isWild, randomInt(rng, wilds));
  // Two leanings, each for part of the hand: a run and a set for contracts asking for both.
  for (const share of [randomInt(rng, n + 1), n]) {
    const focus = randomInt(rng, 3);
    if (focus === 0) {
      // Two cards of each of seven ranks (some alike): sets, and the pairs of 7 Pairs.
      for (let k = 0; k < 7; k++) {
        const rank = pick(rng, [...RANK_ORDER]);
        take((c) => c[0] === rank, 2);
      }
    } else if (focus === 1) {
      // A stretch of one suit, rank by rank, with a gap now and then (for a wild).
      const suit = pick(rng, [...'SHDC']);
      const from = randomInt(rng, 13);
      for (let v = 0; v < 9; v++) {
        const rank = RANK_ORDER[(from + v) % 13];
        if (randomInt(rng, 6) > 0) take((c) => c[0] === rank && c[1] === suit, 1);
      }
    } else {
      const ranks = new Set<string>();
      take((c) => !c.startsWith('JK') && !ranks.has(c[0] as string) && ranks.add(c[0] as string) !== null, share);
    }
  }
  take(() => true, n);
  return hand;
}

/**
 * Checks the melds `seat`'s list holds against `validate` (all of a short list, 40 drawn at
 * random from a long one: a run with wilds is listed in every order of them); returns how many.
 */
function checkMelds(s: RummyState, seat: number, rng: Rng): RummyAction[] {
  const melds = game.legalMoves(s, seat).filter((m) => m.type === 'meld');
  const some = melds.length <= 40 ? melds : shuffle(rng, melds.slice()).slice(0, 40);
  for (const m of some) expect([m, game.validate(s, m).ok]).toEqual([m, true]);
  return some;
}

describe('Frustration Rummy meld list', () => {
  it('lists only melds validate accepts, on every contract, under several option sets', () => {
    const listed = new Array<number>(15).fill(0);
    for (const options of OPTION_SETS) {
      const rng = createRng(`meld-list-${JSON.stringify(options)}`);
      let found = 0;
      let extra = 0;
      for (let contract = 1; contract <= 14; contract++) {
        for (let trial = 0; trial < 16; trial++) {
          const s = game.init({ players: 3, seed: `${contract}-${trial}`, options });
          s.completed = [contract - 1, contract - 1, contract - 1];
          const seat = s.toAct;
          const laid = trial % 4 === 3;
          const pool = [...(s.hands[seat] as Card[]), ...s.stock];
          // Few wilds for 7 Pairs, whose pairs take one wild at most.
          s.hands[seat] = biasedHand(pool, laid ? 4 + randomInt(rng, 6) : 14, contract === 4 ? 3 : 9, rng);
          s.stock = pool;
          s.phase = 'play';
          s.laidDown[seat] = laid;
          if (laid) {
            extra += checkMelds(s, seat, rng).length;
            continue;
          }
          // Lay the contract down meld by meld, checking each list (the laying-down phase too).
          for (let melds = checkMelds(s, seat, rng); melds.length > 0; melds = checkMelds(s, seat, rng)) {
            listed[contract] = (listed[contract] as number) + melds.length;
            found += melds.length;
            game.applyInPlace(s, pick(rng, melds));
            if (s.laidDown[seat] || s.toAct !== seat) break;
          }
        }
      }
      // Each option set gave contract melds and extra melds to check.
      expect([options, found > 0, extra > 0]).toEqual([options, true, true]);
    }
    // And each contract gave melds to check (under some option sets: some melds are impossible under others).
    for (let contract = 1; contract <= 14; contract++)
      expect([contract, (listed[contract] as number) > 0]).toEqual([contract, true]);
  });
});

describe('Frustration Rummy extra melds', () => {
  it('lists every extra set and run a laid-down player could start, as a brute force through validate finds them', () => {
    // The run listing skips a window, and a suit, from counts alone (too few naturals for the
    // wilds the hand holds): a bound too tight would drop melds here, which `checkMelds` cannot see.
    let found = 0;
    for (const options of OPTION_SETS) {
      const rng = createRng(`extra-melds-${JSON.stringify(options)}`);
      for (let trial = 0; trial < 24; trial++) {
        const s = game.init({ players: 3, seed: `extra-${trial}`, options });
        const seat = s.toAct;
        const pool = [...(s.hands[seat] as Card[]), ...s.stock];
        s.hands[seat] = biasedHand(pool, 5 + randomInt(rng, 2), 4, rng);
        s.stock = pool;
        s.phase = 'play';
        s.laidDown[seat] = true;
        const hand = s.hands[seat] as Card[];
        const keys = new Set<string>();
        const keep = (a: RummyAction) => {
          // A legal meld comes back as the listed move (a run's wilds in their canonical order).
          const v = game.validate(s, a);
          if (v.ok) keys.add(game.moveKey(v.action));
        };
        // Every ordered pick of distinct copies: 3 as a set, 4 or 5 as a run; with each rank or low end
        // named when only wild-capable cards are picked (a plain card fixes them).
        const named = (cards: Card[]) => (cards.every(isWild) ? [...RANK_ORDER] : []);
        const picks = (k: number, chosen: number[], visit: (cards: Card[]) => void): void => {
          if (chosen.length === k) visit(chosen.map((i) => hand[i] as Card));
          else for (let i = 0; i < hand.length; i++) if (!chosen.includes(i)) picks(k, [...chosen, i], visit);
        };
        picks(3, [], (cards) => {
          keep({ type: 'meld', seat, kind: 'set', cards });
          for (const rank of named(cards)) keep({ type: 'meld', seat, kind: 'set', cards, rank: rank as 'A' });
        });
        // 4 as a run, or 5 (a full-ratio run under `lessThanHalf`, R10; the hand keeps a card).
        for (const size of [4, 5]) {
          picks(size, [], (cards) => {
            keep({ type: 'meld', seat, kind: 'run', cards });
            for (const low of named(cards)) keep({ type: 'meld', seat, kind: 'run', cards, low: low as 'A' });
          });
        }
        const listed = game.legalMoves(s, seat).filter((m) => m.type === 'meld');
        expect([hand, new Set(listed.map(game.moveKey))]).toEqual([hand, keys]);
        found += keys.size;
      }
    }
    expect(found).toBeGreaterThan(500);
  });
});
