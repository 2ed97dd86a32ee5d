/**
 * A brute force over arrangements of a hand into a contract's melds, each of ANY legal size
 * within the wild ratio (R10), written from the rules page alone: every subset of the hand is
 * tried as each meld, read by a plain reading of R3–R9, R13–R16; no engine code decides it. Each
 * reading that holds also yields the meld as a player would arrange it for `planLayDown` (a run's
 * cards low to high with its low end, a set's rank), so the same search both decides whether a
 * contract can go down and hands the tests arrangements to lay.
 */
import fc from 'fast-check';
import type { Rank } from '../../../src/core/cards.js';
import type { PlannedMeld, RummyOptions } from '../../../src/games/frustration-rummy/index.js';

const ORDER = ['A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K'];
const value = (b: string): number => ORDER.indexOf(b[0] as string) + 1;
const wildCapable = (b: string): boolean => b === 'JK' || b[0] === '2' || b[0] === '3';

/** The two wild-ratio options (R8). */
export type Ratio = RummyOptions['wildRatio'];
const within = (wild: number, natural: number, ratio: Ratio): boolean =>
  natural >= 1 && (ratio === 'notMoreThanNatural' ? wild <= natural : wild < natural);

/** One requirement of a contract as the rules page's table gives it, with its minimum size. */
export type Need = { kind: 'run' | 'set' | 'pair' | 'wilds' | 'mixed' | 'pure'; min: number };
const run = (min: number): Need => ({ kind: 'run', min });
const set = (min: number): Need => ({ kind: 'set', min });

/** The contract table of the rules page, contract 1 first. */
export const CONTRACTS: readonly (readonly Need[])[] = [
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
function setReading(kind: 'set' | 'pair', cards: readonly string[], ratio: Ratio): PlannedMeld | null {
  if (cards.every((b) => b === 'JK')) return { kind, cards: [...cards] };
  for (const r of ORDER) {
    const natural = cards.filter((b) => b !== 'JK' && b[0] === r).length;
    const rest = cards.length - natural;
    if (cards.every((b) => (b !== 'JK' && b[0] === r) || wildCapable(b)) && within(rest, natural, ratio)) {
      return { kind, cards: [...cards], rank: r as Rank };
    }
  }
  return null;
}

/**
 * A same-suit run of exactly these cards, any length: a window of slots (ace low 1 or high 14, no
 * wrap), each slot's natural card (R6: a 2 or 3 of the suit in its own slot too) used at most once,
 * every other card wild-capable, within the ratio. `pure`: no wild at all (contract 5). The run
 * comes back low to high: each slot's natural card, the wilds in the other slots.
 */
function runReading(cards: readonly string[], ratio: Ratio, pure: boolean): PlannedMeld | null {
  const n = cards.length;
  if (n > 13) return null;
  // Cards that can only be natural fix the suit, and the window must span them (a quick way out
  // for most subsets; the slot-by-slot reading below decides).
  const plain = cards.filter((b) => !wildCapable(b));
  const suits = new Set(plain.map((b) => b[1]));
  if (suits.size > 1) return null;
  const values = plain.map(value);
  for (const suit of suits.size === 1 ? [...suits] : [...'SHDC']) {
    for (let low = 1; low + n - 1 <= 14; low++) {
      // Each plain card's slot (its value, or 14 for a high ace) lies in the window.
      if (!values.every((v) => (v >= low && v < low + n) || (v === 1 && low + n - 1 === 14))) continue;
      let natural = 0;
      const used = new Set<number>();
      const slots: (number | null)[] = [];
      for (let slot = low; slot < low + n; slot++) {
        const rank = ORDER[(slot - 1) % 13] as string;
        const i = cards.findIndex((b, k) => !used.has(k) && b === `${rank}${suit}`);
        slots.push(i >= 0 ? i : null);
        if (i >= 0) {
          used.add(i);
          natural++;
        }
      }
      const others = cards.filter((_, k) => !used.has(k));
      if (!others.every(wildCapable)) continue;
      if (pure ? others.length > 0 : !within(others.length, natural, ratio)) continue;
      const wilds = [...others];
      const ordered = slots.map((i) => (i === null ? (wilds.shift() as string) : (cards[i] as string)));
      return { kind: 'run', cards: ordered, low: ORDER[low - 1] as Rank };
    }
  }
  return null;
}

/** The run of 13 in mixed suits (R15): one card of each rank A–K, suits free, wilds within the ratio. */
function mixedRunReading(cards: readonly string[], ratio: Ratio): PlannedMeld | null {
  if (cards.length !== 13) return null;
  const used = new Set<number>();
  const slots: (number | null)[] = [];
  for (let v = 1; v <= 13; v++) {
    const i = cards.findIndex((b, k) => !used.has(k) && b !== 'JK' && value(b) === v);
    slots.push(i >= 0 ? i : null);
    if (i >= 0) used.add(i);
  }
  const wilds = cards.filter((_, k) => !used.has(k));
  if (!wilds.every(wildCapable) || !within(wilds.length, used.size, ratio)) return null;
  return {
    kind: 'run',
    cards: slots.map((i) => (i === null ? (wilds.shift() as string) : (cards[i] as string))),
    low: 'A',
  };
}

/** These cards as a meld that fills `need`, arranged for `planLayDown`; or `null` when they make none. */
export function reading(need: Need, cards: readonly string[], ratio: Ratio): PlannedMeld | null {
  if (cards.length < need.min) return null;
  switch (need.kind) {
    case 'set':
      return setReading('set', cards, ratio);
    case 'pair':
      return cards.length === 2 ? setReading('pair', cards, ratio) : null;
    case 'wilds':
      return cards.length === 6 && cards.every(wildCapable) ? { kind: 'wilds', cards: [...cards] } : null;
    case 'mixed':
      return mixedRunReading(cards, ratio);
    case 'pure':
      return runReading(cards, ratio, true);
    case 'run':
      return runReading(cards, ratio, false);
  }
}

const cardsOf = (hand: readonly string[], mask: number): string[] => hand.filter((_, i) => (mask >> i) & 1);

/** The masks of `hand`'s subsets that fill each need, computed once per need. */
function meldMasks(hand: readonly string[], ratio: Ratio): (need: Need) => number[] {
  const full = (1 << hand.length) - 1;
  const byNeed = new Map<string, number[]>();
  return (need) => {
    const key = `${need.kind}${need.min}`;
    let list = byNeed.get(key);
    if (list === undefined) {
      list = [];
      for (let m = 1; m <= full; m++) if (reading(need, cardsOf(hand, m), ratio) !== null) list.push(m);
      byNeed.set(key, list);
    }
    return list;
  };
}

const bits = (m: number): number => {
  let count = 0;
  for (let x = m; x !== 0; x &= x - 1) count++;
  return count;
};

/** Some arrangement of `hand` into the contract's melds, each any legal size, leaving `keep` cards. */
export function arrangementExists(
  hand: readonly string[],
  needs: readonly Need[],
  keep: number,
  ratio: Ratio,
): boolean {
  const n = hand.length;
  const masks = meldMasks(hand, ratio);
  const memo = new Map<number, boolean>();
  const go = (k: number, left: number): boolean => {
    if (k === needs.length) return bits(left) >= keep;
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
  return go(0, (1 << n) - 1);
}

/**
 * Up to `most` arrangements of `hand` into the contract's melds (any legal sizes, `keep` cards
 * left), each as the melds a player would hand `planLayDown`, in the contract's order. `seed`
 * shuffles the order the melds are tried in, so that different seeds find different arrangements,
 * not the first few of one order.
 */
export function arrangements(
  hand: readonly string[],
  needs: readonly Need[],
  keep: number,
  ratio: Ratio,
  most: number,
  seed = 1,
): PlannedMeld[][] {
  const n = hand.length;
  const masks = meldMasks(hand, ratio);
  let x = seed >>> 0 || 1;
  // xorshift32: enough to vary the order; not the engine's generator, which the search must not use.
  const next = (): number => {
    x ^= x << 13;
    x >>>= 0;
    x ^= x >>> 17;
    x ^= x << 5;
    x >>>= 0;
    return x;
  };
  const shuffled = (list: readonly number[]): number[] => {
    const a = [...list];
    for (let i = a.length - 1; i > 0; i--) {
      const j = next() % (i + 1);
      [a[i], a[j]] = [a[j] as number, a[i] as number];
    }
    return a;
  };
  const out: PlannedMeld[][] = [];
  const chosen: number[] = [];
  // Positions from which no arrangement completes: 7 pairs would otherwise be tried again and again.
  const dead = new Set<number>();
  const go = (k: number, left: number): boolean => {
    if (k === needs.length) {
      if (bits(left) < keep) return false;
      out.push(chosen.map((m, j) => reading(needs[j] as Need, cardsOf(hand, m), ratio) as PlannedMeld));
      return true;
    }
    const key = k * (1 << n) + left;
    if (dead.has(key)) return false;
    let found = false;
    for (const m of shuffled(masks(needs[k] as Need))) {
      if ((m & left) !== m) continue;
      chosen.push(m);
      if (go(k + 1, left & ~m)) found = true;
      chosen.pop();
      if (out.length >= most) return true;
    }
    if (!found) dead.add(key);
    return found;
  };
  go(0, (1 << n) - 1);
  return out;
}

// Naturals of a few ranks in two suits, and many wilds: runs with wilds and sets abound.
const NATURALS = ['4H', '5H', '6H', '7H', '8H', '9H', 'TH', '4S', '5S', '6S', '7S', '8S', 'AH', 'KH', 'QS', 'JS'];
const WILDS = ['JK', '2S', '2H', '2C', '3D', '3H', '3S', '2D', 'JK', '3C'];

/** Hands of 14 with 6–10 wilds (a spread of ranks for contract 8, which needs every rank). */
export function wildRichHand(contract: number): fc.Arbitrary<string[]> {
  return fc
    .tuple(fc.integer({ min: 6, max: 10 }), fc.shuffledSubarray([...NATURALS, ...NATURALS]), fc.shuffledSubarray(WILDS))
    .filter(([w, nat, wild]) => wild.length >= w && nat.length >= 14 - w)
    .map(([w, nat, wild]) => {
      // Contract 8 needs every rank: give it a spread of naturals instead.
      const naturals = contract === 8 ? ['AH', '4S', '5H', '6S', '7H', '8S', '9H', 'TS', 'JH', 'QS', 'KH'] : nat;
      return [...wild.slice(0, w), ...naturals.slice(0, 14 - w)];
    });
}
