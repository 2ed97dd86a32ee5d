/**
 * Sets: the eleven types and their points (S24), classification of a group of
 * cards as the best type it fits (S14–S17), and the King of Hearts as a
 * declared wild (S18). The set plays a hand allows are found in `setPlays.ts`,
 * the King of Spades extensions in `extensions.ts`.
 */
import { type Card, internCard, rankIndexOf, suitIndexOf } from '../../core/cards.js';
import type { SixCardParadeOptions } from './options.js';
import { cardEntry, KING_OF_HEARTS } from './roles.js';
import type { FieldSet, SetKind } from './state.js';

/** Base points of each set type (the rule text's list). */
export const SET_POINTS: Readonly<Record<SetKind, number>> = {
  pair: 5,
  threeOfAKind: 15,
  twoPair: 15,
  uniqueTwoPair: 25,
  threePair: 25,
  fourOfAKind: 30,
  fiveOfAKind: 40,
  straight: 25,
  suitedStraight: 35,
  uniqueStraight: 50,
  aceOfSpadesKingOfHearts: 100,
};

/** The options that shape classification. */
export type SetRules = Pick<SixCardParadeOptions, 'minStraightLength' | 'uniqueRule' | 'pairsMustDiffer'>;

const SUIT_CHARS = ['S', 'H', 'D', 'C'] as const;

/** Zero counts for ranks 0–10 (only 2–10 are used), as a literal: `new Array(11).fill(0)` is a slow runtime call. */
export function noCounts(): number[] {
  return [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
}

/** The rank 2–10 of a set card (2–10 of any suit), or `null` for a Royal. */
export function setRank(card: Card): number | null {
  // Read by character code (rankIndexOf): the set-play search asks for every card it tries.
  const i = rankIndexOf(card);
  return card.length === 2 && i >= 0 && i <= 8 ? i + 2 : null;
}

/** True for the 36 cards 2–10: the cards that go in sets (besides the King of Hearts). */
export function isSetCard(card: Card): boolean {
  return setRank(card) !== null;
}

/**
 * A set's cards in table order: natural cards by rank, then suit (♠ ♥ ♦ ♣),
 * then the King of Hearts; the A♠ before the K♥ in their 100-point set.
 */
export function sortSetCards(cards: readonly Card[]): Card[] {
  // An insertion sort on a copy, the keys worked out as it goes: every set
  // put down is sorted, sets hold two to a few cards, and the generic sort's
  // set-up and comparator calls cost more. Stable, like `sort`.
  const out = cards.slice();
  for (let i = 1; i < out.length; i++) {
    const c = out[i] as Card;
    const k = setCardKey(c);
    let j = i;
    for (; j > 0 && setCardKey(out[j - 1] as Card) > k; j--) out[j] = out[j - 1] as Card;
    out[j] = c;
  }
  return out;
}

/** Where {@link sortSetCards} puts a card: by rank, then suit; the A♠ first, the K♥ last. */
function setCardKey(c: Card): number {
  // A set card's entry (rank × 16 + suit bit, the bits in ♠ ♥ ♦ ♣ order)
  // orders the cards as rank × 10 + suit index did, in one table read rather
  // than a rank and a suit look-up; every set put down is sorted.
  const e = cardEntry(c);
  if (e > 0 && e < KING_OF_HEARTS) return e;
  return c === 'AS' ? 0 : c === 'KH' ? 1000 : 990 + Math.max(0, suitIndexOf(c));
}

function rankChar(rank: number): string {
  return rank === 10 ? 'T' : String(rank);
}

/** The shape of a group's rank counts: what {@link classifyShape} reads. */
export interface Shape {
  distinct: number;
  odd: number;
  lo: number;
  hi: number;
}

/** Reads the shape of `counts` into `into` (lowest 11 and highest 1 when empty). */
export function readShape(counts: ArrayLike<number>, into: Shape): Shape {
  into.distinct = 0;
  into.odd = 0;
  into.lo = 11;
  into.hi = 1;
  for (let r = 2; r <= 10; r++) {
    const c = counts[r] as number;
    if (c === 0) continue;
    into.distinct++;
    if (r < into.lo) into.lo = r;
    into.hi = r;
    if (c % 2 !== 0) into.odd++;
  }
  return into;
}

// For readers that take the shape's fields at once, before calling anything.
const scratch: Shape = { distinct: 0, odd: 0, lo: 11, hi: 1 };

/**
 * The best type a group of concrete set cards fits with no spare card, or
 * `null`. A group is described by how many cards of each rank it holds
 * (`counts[2]`…`counts[10]`), its size and the bit mask of its suits (S♠ 1,
 * H 2, D 4, C 8): suits only matter through "suited" (one bit) and "unique"
 * (all four bits), so this is all classification needs, and the move lists can
 * try a King of Hearts declaration by changing one count and one bit.
 */
export function classifyCounts(
  counts: ArrayLike<number>,
  n: number,
  suitMask: number,
  rules: SetRules,
): SetKind | null {
  if (n < 2) return null;
  const { distinct, odd, lo, hi } = readShape(counts, scratch);
  return classifyShape(n, distinct, odd, lo, hi, suitMask, rules);
}

/**
 * {@link classifyCounts} from the shape of the counts: `distinct` ranks, `odd`
 * of them held an odd number of times, the lowest rank `lo` and the highest
 * `hi`. The move lists keep the shape as they add and take out cards, so they
 * classify a group without walking its counts.
 */
export function classifyShape(
  n: number,
  distinct: number,
  odd: number,
  lo: number,
  hi: number,
  suitMask: number,
  rules: SetRules,
): SetKind | null {
  if (n < 2) return null;
  // The types are disjoint by shape, so the first shape that matches gives the
  // best type: one rank (kinds), all ranks different (straights), or pairs.
  if (distinct === 1) {
    // With S17's option four of a rank also fit Two Pair, but 4 of a Kind pays more.
    return n === 2 ? 'pair' : n === 3 ? 'threeOfAKind' : n === 4 ? 'fourOfAKind' : n === 5 ? 'fiveOfAKind' : null;
  }
  const allSuits = suitMask === 15;
  if (distinct === n) {
    if (hi - lo !== n - 1) return null;
    // "Unique": one card of each suit (S16), or all four suits in a straight of
    // at least four. Its length is its own: `minStraightLength` is for Straight
    // and Suited Straight only, so a 5-card minimum still leaves the 4-card
    // Unique Straight (S14).
    const unique = rules.uniqueRule === 'exactlyOnePerSuit' ? n === 4 && allSuits : n >= 4 && allSuits;
    if (unique) return 'uniqueStraight';
    if (n < rules.minStraightLength) return null;
    return (suitMask & (suitMask - 1)) === 0 ? 'suitedStraight' : 'straight';
  }
  if (odd !== 0) return null;
  // Two Pair and 3 Pair: pairs of different ranks, unless S17's option lets a rank give two pairs.
  if (n === 4 && (distinct === 2 || !rules.pairsMustDiffer)) return allSuits ? 'uniqueTwoPair' : 'twoPair';
  if (n === 6 && (distinct === 3 || !rules.pairsMustDiffer)) return 'threePair';
  return null;
}

/** {@link classifyCounts} for concrete cards given as ranks 2–10 and suit indexes 0–3 (S, H, D, C). */
export function classifyConcrete(ranks: readonly number[], suits: readonly number[], rules: SetRules): SetKind | null {
  const counts = noCounts();
  let mask = 0;
  ranks.forEach((r, i) => {
    counts[r] = (counts[r] as number) + 1;
    mask |= 1 << (suits[i] as number);
  });
  return classifyCounts(counts, ranks.length, mask, rules);
}

/**
 * The type of a group of cards played as a set, with `wild` the card a King of
 * Hearts among them stands for; `null` when the group fits no type, holds a
 * Royal, or gives a declaration without a King of Hearts (or none with one).
 */
export function setKind(cards: readonly Card[], wild: Card | null, rules: SetRules): SetKind | null {
  if (cards.length === 2 && cards.includes('AS') && cards.includes('KH')) {
    // In the A♠ + K♥ set the King of Hearts is not wild, so it stands for nothing.
    return wild === null ? 'aceOfSpadesKingOfHearts' : null;
  }
  // Counted straight into rank counts and a suit mask (what classification
  // reads), not lists of ranks and suits: every set put down is classified.
  const counts = noCounts();
  let mask = 0;
  let wilds = 0;
  for (const c of cards) {
    const card = c === 'KH' ? wild : c;
    if (c === 'KH') wilds++;
    const r = card === null ? null : setRank(card);
    if (card === null || r === null) return null;
    counts[r] = (counts[r] as number) + 1;
    mask |= suitBit(card);
  }
  if ((wilds === 1) !== (wild !== null)) return null;
  return classifyCounts(counts, cards.length, mask, rules);
}

/** A group being tried: rank counts, size and suit mask, changed in place as cards come and go. */
export interface Group {
  counts: number[];
  n: number;
  mask: number;
}

/** The bit of `card`'s suit in a suit mask (♠ 1, ♥ 2, ♦ 4, ♣ 8). */
export function suitBit(card: Card): number {
  return 1 << suitIndexOf(card);
}

// The card a King of Hearts may be declared as, by set rank (2–10) and suit
// index (ranks 0 and 1 unused), made once and interned: the searches name one
// for every group they try.
const DECLARED: readonly (readonly Card[])[] = Array.from({ length: 11 }, (_, r) =>
  SUIT_CHARS.map((s) => internCard(`${rankChar(r)}${s}`)),
);

// Bits 2 to 10: the ranks of set cards.
const SET_RANKS = 0x7fc;

/**
 * Puts in `cardsOut` and `kindsOut` from index `at` on every declaration for
 * a King of Hearts joining a group that makes it fit a type, and that type,
 * ranks 2 to 10, then suits ♠ ♥ ♦ ♣, and returns the index after the last.
 * The set-play walk passes its play buffers (no copy from a buffer of its
 * own for each play, the bulk of a King of Hearts hand's plays), the K♠
 * extensions WILD_CARD and WILD_KIND (`extensions.ts`) from 0. The group is
 * given with its shape (see {@link classifyShape}), which each declaration
 * changes by one card, so its classification is a few comparisons, and with
 * `ranks`, the bit mask of the ranks it holds (bit r).
 */
export function wildsInto(
  counts: ArrayLike<number>,
  ranks: number,
  n: number,
  mask: number,
  distinct: number,
  odd: number,
  lo: number,
  hi: number,
  rules: SetRules,
  cardsOut: (Card | null)[],
  kindsOut: SetKind[],
  at: number,
): number {
  let found = at;
  // The King of Hearts can only stand for a rank present (kinds and pairs)
  // or, when the group could make a straight with it, one from a rank below
  // it to one above: any other rank fits no type. A group makes a straight
  // with it only when its ranks all differ, span at most one more card, and
  // it would be long enough (S14's length, or four for a unique straight):
  // most groups of one or two cards are not, and their neighbouring ranks
  // were tried in all four suits for nothing.
  const run = distinct === n && hi - lo + 1 <= n + 1 && n + 1 >= Math.min(rules.minStraightLength, 4);
  // Those ranks, lowest first, taken from the bit masks rather than by
  // looking at all nine: most groups tried hold one or two ranks.
  let tried = run ? ranks | (((1 << (hi + 2)) - (1 << (lo - 1))) & SET_RANKS) : ranks;
  for (; tried !== 0; tried &= tried - 1) {
    const r = 31 - Math.clz32(tried & -tried);
    const c = counts[r] as number;
    const d = c === 0 ? distinct + 1 : distinct;
    const o = c % 2 === 0 ? odd + 1 : odd - 1;
    // A rank present in a group of several ranks gives only pairs: every rank
    // even afterwards, and four or six cards.
    if (c > 0 && d > 1 && (o !== 0 || (n !== 3 && n !== 5))) continue;
    const l = Math.min(r, lo);
    const h = Math.max(r, hi);
    const declared = DECLARED[r] as readonly Card[];
    for (let s = 0; s < 4; s++) {
      const kind = classifyShape(n + 1, d, o, l, h, mask | (1 << s), rules);
      if (kind !== null) {
        cardsOut[found] = declared[s] as Card;
        kindsOut[found] = kind;
        found++;
      }
    }
  }
  return found;
}

/** Points of a set: base × ½ for a King of Clubs × 2 for a King of Diamonds, rounded per S24. */
export function setPoints(
  set: Pick<FieldSet, 'kind' | 'markers'>,
  rounding: SixCardParadeOptions['halfPointRounding'],
): number {
  let points = SET_POINTS[set.kind];
  if (set.markers.includes('KC')) points /= 2;
  if (set.markers.includes('KD')) points *= 2;
  if (rounding === 'floor') return Math.floor(points);
  if (rounding === 'ceil') return Math.ceil(points);
  return points;
}
