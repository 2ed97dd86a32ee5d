/**
 * The lay-downs reachable through `legalMoves` (meld by meld, R12) equal those
 * found by a direct search written independently here: every way to pick
 * disjoint melds of the contract's minimum sizes (and full-ratio runs, R10)
 * from the hand, checked by a plain reading of the meld rules (default
 * options), keeping a card to discard; a run's wilds in any order are one meld.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCard, type Card } from '../../../src/core/cards.js';
import type { RummyState } from '../../../src/games/frustration-rummy/index.js';
import { deal, drawStock, game, onContract } from './helpers.js';

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const wildCapable = (b: string): boolean => b === 'JK' || b[0] === '2' || b[0] === '3';

/** Keys of every reading of these cards as a set (or pair): rank, naturals ≥ 1, wilds ≤ naturals; or all Jokers. */
function setReadings(kind: 'set' | 'pair', cards: readonly string[]): string[] {
  const sorted = [...cards].sort().join(' ');
  if (cards.every((b) => b === 'JK')) return [`${kind}:${sorted}:${kind === 'pair' ? '' : '-'}`];
  const out: string[] = [];
  for (const r of ORDER.slice(0, 13)) {
    const nat = cards.filter((b) => b !== 'JK' && b[0] === r).length;
    if (nat === 0 || !cards.every((b) => (b !== 'JK' && b[0] === r) || wildCapable(b))) continue;
    if (cards.length - nat <= nat) out.push(`${kind}:${sorted}:${kind === 'pair' ? '' : r}`);
  }
  return out;
}

/**
 * The key of a run: its first slot, each slot's card when natural (its rank and the run's suit) or
 * `*` when wild, and its wild cards sorted — which wild stands in which wild slot is not part of
 * the move (rules page, "Actions").
 */
function runKey(cards: readonly string[], low: number, suit: string): string {
  const wilds: string[] = [];
  const pattern = cards.map((b, i) => {
    if (b !== 'JK' && b[0] === ORDER[low + i - 1] && b[1] === suit) return b;
    wilds.push(b);
    return '*';
  });
  return `run:${low}:${pattern.join(' ')}:${wilds.sort().join(' ')}`;
}

/**
 * Keys of every same-suit run (ace low or high, no wrap) that can be made of exactly these cards,
 * `min` cards long or, longer, a full-ratio run (R10: as many wilds as naturals, natural ends).
 * Built slot by slot: each slot takes a card natural there or a wild-capable card.
 */
function runsOf(cards: readonly string[], min: number): string[] {
  const out = new Set<string>();
  const n = cards.length;
  for (const suit of 'SHDC') {
    for (let low = 1; low + n - 1 <= 14; low++) {
      const used = new Array<boolean>(n).fill(false);
      const order: string[] = [];
      const go = (i: number, nat: number): void => {
        if (i === n) {
          const wild = n - nat;
          const natural = (k: number): boolean => {
            const b = order[k] as string;
            return b !== 'JK' && b[0] === ORDER[low + k - 1] && b[1] === suit;
          };
          const full = wild === nat && natural(0) && natural(n - 1);
          if (nat > 0 && wild <= nat && (n === min || full)) out.add(runKey(order, low, suit));
          return;
        }
        const tried = new Set<string>();
        for (let k = 0; k < n; k++) {
          if (used[k]) continue;
          const b = cards[k] as string;
          // Twin cards and Jokers in one slot give the same runs.
          if (tried.has(b)) continue;
          tried.add(b);
          const isNat = b !== 'JK' && b[0] === ORDER[low + i - 1] && b[1] === suit;
          if (!isNat && !wildCapable(b)) continue;
          used[k] = true;
          order.push(b);
          go(i + 1, nat + (isNat ? 1 : 0));
          order.pop();
          used[k] = false;
        }
      };
      go(0, 0);
    }
  }
  return [...out];
}

function combinations<T>(items: readonly T[], k: number, from = 0): T[][] {
  if (k === 0) return [[]];
  const out: T[][] = [];
  for (let i = from; i <= items.length - k; i++)
    for (const rest of combinations(items, k - 1, i + 1)) out.push([items[i] as T, ...rest]);
  return out;
}

type Need = { kind: 'run' | 'set' | 'pair'; size: number };

/** Every layout (sorted meld keys) of `needs` from `hand` (base codes), by brute force. */
function directLayouts(hand: readonly string[], needs: readonly Need[], keep: number): Set<string> {
  const out = new Set<string>();
  const go = (left: number[], k: number, keys: string[]): void => {
    if (k === needs.length) {
      if (left.length >= keep) out.add([...keys].sort().join(' | '));
      return;
    }
    const need = needs[k] as Need;
    // Pairs use every card (7 Pairs): pair the first card left with each other one, so each pairing is met once.
    // A run may be longer than its minimum when it is a full-ratio run (R10): every even length.
    // (No longer than leaves the other melds and the discard their cards.)
    let room = left.length - keep;
    for (const later of needs.slice(k + 1)) room -= later.size;
    const sizes =
      need.kind === 'run' ? [need.size, ...[4, 6, 8, 10, 12].filter((l) => l > need.size && l <= room)] : [need.size];
    for (const size of sizes) {
      const combos =
        need.kind === 'pair' && keep === 0
          ? left.slice(1).map((j) => [left[0] as number, j])
          : combinations(left, size);
      const seenCards = new Set<string>();
      for (const combo of combos) {
        const rest = left.filter((i) => !combo.includes(i));
        const bases = combo.map((i) => hand[i] as string);
        // Twin cards give the same melds; only the cards left differ, and they are the same kinds.
        const id = [...bases].sort().join(' ');
        if (seenCards.has(id)) continue;
        seenCards.add(id);
        const readings = need.kind === 'run' ? runsOf(bases, need.size) : setReadings(need.kind, bases);
        for (const key of new Set(readings)) go(rest, k + 1, [...keys, key]);
      }
    }
  };
  go(
    hand.map((_, i) => i),
    0,
    [],
  );
  return out;
}

/** Every layout reachable by applying legal meld actions until the contract is down. */
function reachableLayouts(start: RummyState): Set<string> {
  const out = new Set<string>();
  const seen = new Set<string>();
  const keyOf = (
    kind: string,
    cards: readonly Card[],
    rank: string | null,
    low: number,
    suit: string | null,
  ): string =>
    kind === 'run'
      ? runKey(cards.map(baseCard), low, suit ?? '')
      : `${kind}:${cards.map(baseCard).sort().join(' ')}:${kind === 'pair' ? '' : (rank ?? '-')}`;
  const go = (s: RummyState, keys: string[]): void => {
    const id = [...keys].sort().join(' | ');
    if (seen.has(id)) return;
    seen.add(id);
    // 7 Pairs uses every card: following only the pairs that hold the first card left meets each pairing once.
    const first = baseCard(s.hands[0]?.[0] ?? '');
    for (const a of game.legalMoves(s, 0)) {
      if (a.type !== 'meld') continue;
      if (a.kind === 'pair' && !a.cards.some((c) => baseCard(c) === first)) continue;
      const t = structuredClone(s);
      game.applyInPlace(t, a);
      const m = t.round === s.round ? t.melds[t.melds.length - 1] : undefined;
      const key = m ? keyOf(m.kind, m.cards, m.rank, m.low, m.suit) : keyOf(a.kind, a.cards, null, 0, null);
      const next = [...keys, key];
      const id = [...next].sort().join(' | ');
      // Each listed meld is one move: no two of them lay the same meld (wilds in another order).
      if (t.round !== s.round || t.laidDown[0]) {
        expect(out.has(id) && keys.length === 0).toBe(false);
        out.add(id);
      } else go(t, next);
    }
  };
  go(start, []);
  return out;
}

// A small pool, rich enough in pairs, runs and wilds that most hands can lay down.
const POOL = [
  ...['A', '2', '3', '4', '5', '6', '7', '8'].flatMap((r) => [`${r}H`, `${r}S`]),
  ...['4H', '5H', '6H', '4S', '5S', '6S', '2C', '3D'],
  'JK',
  'JK',
];

const contracts: { n: number; needs: Need[]; keep: number; runs: number }[] = [
  {
    n: 1,
    needs: [
      { kind: 'run', size: 3 },
      { kind: 'set', size: 4 },
    ],
    keep: 1,
    runs: 5,
  },
  {
    n: 9,
    needs: [
      { kind: 'set', size: 3 },
      { kind: 'set', size: 3 },
      { kind: 'set', size: 3 },
      { kind: 'set', size: 3 },
    ],
    keep: 1,
    runs: 8,
  },
  {
    n: 10,
    needs: [
      { kind: 'run', size: 4 },
      { kind: 'set', size: 3 },
      { kind: 'set', size: 3 },
    ],
    keep: 1,
    runs: 2,
  },
  { n: 4, needs: Array.from({ length: 7 }, () => ({ kind: 'pair' as const, size: 2 })), keep: 0, runs: 6 },
];

describe('lay-downs through legalMoves match a direct search', () => {
  for (const c of contracts) {
    it(`contract ${c.n}`, () => {
      let nonEmpty = 0;
      fc.assert(
        fc.property(fc.shuffledSubarray(POOL, { minLength: 14, maxLength: 14 }), (hand) => {
          const s = drawStock(
            onContract(deal({ hands: [hand.slice(0, 13), []], stock: [hand[13] as string] }), 0, c.n),
          );
          const direct = directLayouts(s.hands[0]?.map(baseCard) ?? [], c.needs, c.keep);
          const reached = reachableLayouts(s);
          if (direct.size > 0) nonEmpty++;
          expect([...reached].sort()).toEqual([...direct].sort());
        }),
        // Fixed seeds keep the run time and the non-vacuity check below steady.
        { numRuns: c.runs, seed: 1000 + c.n },
      );
      // The pool is wild-rich, so most hands can lay the contract down: the comparison is not vacuous.
      expect(nonEmpty).toBeGreaterThan(0);
    });
  }
});
