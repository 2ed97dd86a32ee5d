/**
 * R10 (new text), R12: "the seat can lay down its contract this turn" — some sequence of its legal
 * `meld` actions completes it — equals "some arrangement of the hand into the contract's melds,
 * each of ANY legal size within the wild ratio, exists, keeping a card to discard (none for
 * contract 4)". The second is a brute force written here from the rules page alone: every subset
 * of the hand is tried as each meld, read by a plain reading of R3–R9, R13–R16; no engine code
 * decides it. Hands are wild-rich (6–10 wilds of 14), where minimum-size melds alone (the old rule)
 * miss lay-downs such as contract 1's `4♥ JK JK 7♥`; both ratio options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../../src/core/cards.js';
import type { RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { deal, drawStock, game, onContract } from './helpers.js';

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const value = (b: string): number => ORDER.indexOf(b[0] as string) + 1;
const wildCapable = (b: string): boolean => b === 'JK' || b[0] === '2' || b[0] === '3';
type Ratio = RummyOptions['wildRatio'];
const within = (wild: number, natural: number, ratio: Ratio): boolean =>
  natural >= 1 && (ratio === 'notMoreThanNatural' ? wild <= natural : wild < natural);

type Need = { kind: 'run' | 'set' | 'pair' | 'wilds' | 'mixed' | 'pure'; min: number };
const run = (min: number): Need => ({ kind: 'run', min });
const set = (min: number): Need => ({ kind: 'set', min });
/** The contract table of the rules page. */
const CONTRACTS: Need[][] = [
  [run(3), set(4)],
  [set(4), set(4), set(4)],
  [run(5), set(3)],
  Array.from({ length: 7 }, () => ({ kind: 'pair', min: 2 }) as Need),
  [{ kind: 'pure', min: 5 }],
  [run(8)],
  [run(7), set(4)],
  [{ kind: 'mixed', min: 13 }],
  [set(3), set(3), set(3), set(3)],
  [run(4), set(3), set(3)],
  [set(6)],
  [run(5), set(5)],
  [{ kind: 'wilds', min: 6 }],
  [run(8), set(5)],
];

/** A set (or pair) of these cards, any size: some rank's naturals (R7) with wilds within the ratio, or all Jokers (R9). */
function isSet(cards: readonly string[], ratio: Ratio): boolean {
  if (cards.every((b) => b === 'JK')) return true;
  return ORDER.some((r) => {
    const natural = cards.filter((b) => b !== 'JK' && b[0] === r).length;
    const rest = cards.length - natural;
    return cards.every((b) => (b !== 'JK' && b[0] === r) || wildCapable(b)) && within(rest, natural, ratio);
  });
}

/**
 * A same-suit run of exactly these cards, any length: a window of slots (ace low 1 or high 14, no
 * wrap), each slot's natural card (R6: a 2 or 3 of the suit in its own slot too) used at most once,
 * every other card wild-capable, within the ratio. `pure`: no wild at all (contract 5).
 */
function isRun(cards: readonly string[], ratio: Ratio, pure: boolean): boolean {
  const n = cards.length;
  if (n > 13) return false;
  // Cards that can only be natural fix the suit, and the window must span them (a quick way out
  // for most subsets; the slot-by-slot reading below decides).
  const plain = cards.filter((b) => !wildCapable(b));
  const suits = new Set(plain.map((b) => b[1]));
  if (suits.size > 1) return false;
  const values = plain.map(value);
  for (const suit of suits.size === 1 ? [...suits] : [...'SHDC']) {
    for (let low = 1; low + n - 1 <= 14; low++) {
      // Each plain card's slot (its value, or 14 for a high ace) lies in the window.
      if (!values.every((v) => (v >= low && v < low + n) || (v === 1 && low + n - 1 === 14))) continue;
      let natural = 0;
      const used = new Set<number>();
      for (let slot = low; slot < low + n; slot++) {
        const rank = ORDER[(slot - 1) % 13] as string;
        const i = cards.findIndex((b, k) => !used.has(k) && b === `${rank}${suit}`);
        if (i >= 0) {
          used.add(i);
          natural++;
        }
      }
      const others = cards.filter((_, k) => !used.has(k));
      if (!others.every(wildCapable)) continue;
      if (pure ? others.length === 0 : within(others.length, natural, ratio)) return true;
    }
  }
  return false;
}

/** The run of 13 in mixed suits (R15): one card of each rank A–K, suits free, wilds within the ratio. */
function isMixedRun(cards: readonly string[], ratio: Ratio): boolean {
  if (cards.length !== 13) return false;
  const used = new Set<number>();
  let natural = 0;
  for (let v = 1; v <= 13; v++) {
    const i = cards.findIndex((b, k) => !used.has(k) && b !== 'JK' && value(b) === v);
    if (i >= 0) {
      used.add(i);
      natural++;
    }
  }
  return cards.every((b, k) => used.has(k) || wildCapable(b)) && within(13 - natural, natural, ratio);
}

function fits(need: Need, cards: readonly string[], ratio: Ratio): boolean {
  if (cards.length < need.min) return false;
  switch (need.kind) {
    case 'set':
      return isSet(cards, ratio);
    case 'pair':
      return cards.length === 2 && isSet(cards, ratio);
    case 'wilds':
      return cards.length === 6 && cards.every(wildCapable);
    case 'mixed':
      return isMixedRun(cards, ratio);
    case 'pure':
      return isRun(cards, ratio, true);
    case 'run':
      return isRun(cards, ratio, false);
  }
}

/** Some arrangement of `hand` into the contract's melds, each any legal size, leaving `keep` cards. */
function arrangementExists(hand: readonly string[], needs: readonly Need[], keep: number, ratio: Ratio): boolean {
  const n = hand.length;
  const full = (1 << n) - 1;
  const validByNeed = new Map<string, number[]>();
  const masks = (need: Need): number[] => {
    const key = `${need.kind}${need.min}`;
    let list = validByNeed.get(key);
    if (list === undefined) {
      list = [];
      for (let m = 1; m <= full; m++) {
        const cards = hand.filter((_, i) => (m >> i) & 1);
        if (fits(need, cards, ratio)) list.push(m);
      }
      validByNeed.set(key, list);
    }
    return list;
  };
  const memo = new Map<number, boolean>();
  const go = (k: number, left: number): boolean => {
    if (k === needs.length) {
      let count = 0;
      for (let i = 0; i < n; i++) if ((left >> i) & 1) count++;
      return count >= keep;
    }
    const key = k * (1 << n) + left;
    const known = memo.get(key);
    if (known !== undefined) return known;
    let ok = false;
    for (const m of masks(needs[k] as Need)) {
      if ((m & left) === m && go(k + 1, left & ~m)) {
        ok = true;
        break;
      }
    }
    memo.set(key, ok);
    return ok;
  };
  return go(0, full);
}

/** Some sequence of the seat's listed `meld` actions completes its contract (depth first). */
function engineLaysDown(s: RummyState, seat: number): boolean {
  if (s.laidDown[seat] || s.phase === 'over' || s.round !== 1) return true;
  const melds = game.legalMoves(s, seat).filter((a) => a.type === 'meld');
  for (const a of melds) {
    const t = structuredClone(s);
    game.applyInPlace(t, a);
    if (t.round !== s.round || t.laidDown[seat] || engineLaysDown(t, seat)) return true;
  }
  return false;
}

// Naturals of a few ranks in two suits, and many wilds: runs with wilds and sets abound.
const NATURALS = ['4H', '5H', '6H', '7H', '8H', '9H', 'TH', '4S', '5S', '6S', '7S', '8S', 'AH', 'KH', 'QS', 'JS'];
const WILDS = ['JK', '2S', '2H', '2C', '3D', '3H', '3S', '2D', 'JK', '3C'];

function wildRichHand(contract: number): fc.Arbitrary<string[]> {
  return fc
    .tuple(fc.integer({ min: 6, max: 10 }), fc.shuffledSubarray([...NATURALS, ...NATURALS]), fc.shuffledSubarray(WILDS))
    .filter(([w, nat, wild]) => wild.length >= w && nat.length >= 14 - w)
    .map(([w, nat, wild]) => {
      // Contract 8 needs every rank: give it a spread of naturals instead.
      const naturals = contract === 8 ? ['AH', '4S', '5H', '6S', '7H', '8S', '9H', 'TS', 'JH', 'QS', 'KH'] : nat;
      return [...wild.slice(0, w), ...naturals.slice(0, 14 - w)];
    });
}

describe('R10: a contract can be laid down exactly when some arrangement within the ratio exists', () => {
  for (const ratio of ['notMoreThanNatural', 'lessThanHalf'] as const) {
    for (let contract = 1; contract <= 14; contract++) {
      it(`contract ${contract}, wildRatio ${ratio}`, () => {
        let yes = 0;
        fc.assert(
          fc.property(wildRichHand(contract), (hand) => {
            const s = drawStock(
              onContract(
                deal({ hands: [hand.slice(0, 13), []], stock: [hand[13] as string], options: { wildRatio: ratio } }),
                0,
                contract,
              ),
            );
            const held = (s.hands[0] ?? []).map(baseCard);
            const expected = arrangementExists(held, CONTRACTS[contract - 1] as Need[], contract === 4 ? 0 : 1, ratio);
            if (expected) yes++;
            expect([held.join(' '), engineLaysDown(s, 0)]).toEqual([held.join(' '), expected]);
          }),
          { numRuns: 10, seed: contract * 31 + (ratio === 'lessThanHalf' ? 7 : 0) },
        );
        // Not vacuous where wild-rich hands can lay the contract down at all: not contract 5 (no
        // wilds) nor 8 (a spread of ranks), nor, under `lessThanHalf`, 3 sets of 4 or 7 pairs (a
        // pair or a set of 4 takes at most one wild there, and these hands are mostly wilds).
        const rare =
          contract === 5 || contract === 8 || (ratio === 'lessThanHalf' && (contract === 2 || contract === 4));
        if (!rare) expect(yes).toBeGreaterThan(0);
      });
    }
  }

  it('the known gap: contract 1, 4♥ JK JK 7♥ with a set of four', () => {
    const hand = ['4H', 'JK', 'JK', '7H', '9S', '9H', '9D', '9C', 'KS', 'QD', 'TC', '5C', '8D'];
    const s = drawStock(deal({ hands: [hand, []], stock: ['6C'] }));
    // No run of 3 within the ratio: every 3-card window of 4♥ JK JK 7♥ holds two wilds.
    expect(arrangementExists((s.hands[0] ?? []).map(baseCard), CONTRACTS[0] as Need[], 1, 'notMoreThanNatural')).toBe(
      true,
    );
    expect(engineLaysDown(s, 0)).toBe(true);
  });
});
