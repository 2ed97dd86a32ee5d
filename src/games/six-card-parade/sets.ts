/**
 * Sets: the eleven types and their points, classification of a group of cards
 * as the best type it fits, the King of Hearts as a declared wild, and the
 * lists of set plays and King of Spades extensions a hand allows (S14–S18, S23, S24).
 */
import { type Card, internCard, rankIndexOf, suitIndexOf } from '../../core/cards.js';
import type { SixCardParadeOptions } from './options.js';
import { ACE_OF_SPADES, cardEntry, KING_OF_HEARTS, ROYAL_SHIFT } from './roles.js';
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
function noCounts(): number[] {
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
interface Shape {
  distinct: number;
  odd: number;
  lo: number;
  hi: number;
}

/** Reads the shape of `counts` into `into` (lowest 11 and highest 1 when empty). */
function readShape(counts: ArrayLike<number>, into: Shape): Shape {
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
function classifyShape(
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
    // "Unique": one card of each suit (S16), or all four suits in a straight of at least four.
    const unique =
      rules.uniqueRule === 'exactlyOnePerSuit'
        ? n === 4 && allSuits
        : n >= Math.max(4, rules.minStraightLength) && allSuits;
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
interface Group {
  counts: number[];
  n: number;
  mask: number;
}

function suitBit(card: Card): number {
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

// The declarations `wildsInto` finds for the K♠ extensions, read by its
// caller before the next call: a buffer rather than a callback, so that the
// move lists make no closure per group they try (at most 36: every rank 2–10
// in every suit). The set-play walk has it write into its plays instead.
const WILD_CARD: Card[] = [];
const WILD_KIND: SetKind[] = [];

/**
 * Puts in `cardsOut` and `kindsOut` from index `at` on every declaration for
 * a King of Hearts joining a group that makes it fit a type, and that type,
 * ranks 2 to 10, then suits ♠ ♥ ♦ ♣, and returns the index after the last.
 * The set-play walk passes its play buffers (no copy from a buffer of its
 * own for each play, the bulk of a King of Hearts hand's plays), the K♠
 * extensions WILD_CARD and WILD_KIND from 0. The group is given with its shape
 * (see {@link classifyShape}), which each declaration changes by one card, so
 * its classification is a few comparisons, and with `ranks`, the bit mask of
 * the ranks it holds (bit r).
 */
function wildsInto(
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

/** A set a hand can put down. */
export interface SetPlay {
  /** The cards, natural cards in hand order, then the King of Hearts. */
  cards: Card[];
  /** What the King of Hearts stands for, or `null`. */
  wild: Card | null;
  /** The type it scores as. */
  kind: SetKind;
}

// The set-play walk's working state, kept here rather than in closures and
// arrays made per call: a move list then allocates only the plays it finds.
// The walk is not re-entrant (it only collects plays), and a hand holds at
// most the 36 natural cards.
/** The natural cards of the hand being walked, in hand order (the first `natCount`). */
const natCards: Card[] = [];
let natCount = 0;
// How many of them the walk tries (the first `walkCount` of WALK_ORDER).
let walkCount = 0;
// By walk position (lowest rank first, ties in hand order), one number a
// card: its rank × 1024 + its hand position × 16 + its suit bit. Sorting these
// numbers gives the walk order, so the hand's insertion sort moves one number
// a step instead of three.
const WALK_ORDER = new Int32Array(36);
// The group being tried, put back as the walk returns: counts by rank, size,
// suit mask, and its shape (see classifyShape; the highest rank is the card
// just added, as cards come lowest rank first).
const walkGroup: Group = { counts: noCounts(), n: 0, mask: 0 };
let walkDistinct = 0;
let walkOdd = 0;
let walkLo = 0;
// The ranks in the group (bit r).
let walkRanks = 0;
// The most cards of any one rank: only the rank just added can raise it.
let walkMost = 0;
// 1 with a King of Hearts to fill a gap or pair an odd rank, else 0.
let walkSpare = 0;
// The most cards of one rank a Two Pair or 3 Pair may hold (S17).
let walkPairMax = 2;

// The plays the walk finds: the hand-order mask of the natural cards, the
// King of Hearts declaration (the King of Hearts is in the play when there is
// one, or when it is the A♠ + K♥ set) and the type, the first `playCount`.
// The move list makes each play's card list from these, and a random move
// only the one it picks.
const PLAY_MASK: number[] = [];
const PLAY_WILD: (Card | null)[] = [];
const PLAY_KIND: SetKind[] = [];
let playCount = 0;

function foundPlay(mask: number, wild: Card | null, kind: SetKind): void {
  PLAY_MASK[playCount] = mask;
  PLAY_WILD[playCount] = wild;
  PLAY_KIND[playCount] = kind;
  playCount++;
}

/**
 * Records the group of the walk entries in `entries` (a few, by position in
 * WALK_ORDER: bit k for entry k) as a plain play when it is a set, given its
 * size and shape (see {@link classifyShape}): for the walks short enough to
 * be listed without walking.
 */
function foundIfSet(
  entries: number,
  n: number,
  distinct: number,
  odd: number,
  lo: number,
  hi: number,
  rules: SetRules,
) {
  let mask = 0;
  let suits = 0;
  for (let k = 0; k < walkCount; k++) {
    if ((entries & (1 << k)) === 0) continue;
    const e = WALK_ORDER[k] as number;
    mask |= 1 << ((e >> 4) & 63);
    suits |= e & 15;
  }
  const kind = classifyShape(n, distinct, odd, lo, hi, suits, rules);
  if (kind !== null) foundPlay(mask, null, kind);
}

/** The walk's natural cards whose bits are in `mask`, in hand order, then the King of Hearts when `withKH`. */
function pickNaturals(mask: number, withKH: boolean): Card[] {
  const out: Card[] = [];
  // Lowest bit first (hand order), each cleared as it is taken: once per card
  // of the play (two to a few) rather than once per natural card held. Past
  // 32 natural cards the bits wrap (1 << i), and the loop over the cards
  // keeps what such a mask has always picked.
  if (natCount <= 32) for (let m = mask; m !== 0; m &= m - 1) out.push(natCards[31 - Math.clz32(m & -m)] as Card);
  else for (let i = 0; i < natCount; i++) if (mask & (1 << i)) out.push(natCards[i] as Card);
  if (withKH) out.push('KH');
  return out;
}

/**
 * True when a card of a higher rank may still make the group (of `n` cards,
 * the highest of rank `hi`) a set, or with the King of Hearts: a kind stops at
 * five, a straight may have at most one gap (and only with the King of Hearts
 * to fill it), pairs stop at six cards and at most one rank already passed may
 * be odd (only with the King of Hearts to pair it).
 */
function promising(n: number, hi: number): boolean {
  if (walkDistinct === 1 && n < 5) return true;
  if (walkDistinct === n && hi - walkLo + 1 - n <= walkSpare) return true;
  if (n >= 6 || walkMost > walkPairMax) return false;
  // The ranks below `hi` held an odd number of times: those can no longer
  // be paired (higher ranks are still to come, lower ones are passed).
  const oddBelow = walkOdd - ((walkGroup.counts[hi] as number) % 2);
  return oddBelow <= walkSpare;
}

/**
 * Records (see {@link foundPlay}) the set plays of every group of the walk's
 * cards from walk position `from` on joined to the group held now (hand-order
 * bits `mask`, highest rank `hi`), each group a depth-first step that changes
 * the group in place: the plain set it makes, then each King of Hearts
 * declaration that makes one (when the hand holds it). Branches that no type
 * can come from are cut ({@link promising}), and so is the rest of the loop
 * once the ranks have passed what the group could still use.
 */
function walkSets(from: number, mask: number, hi: number, hasKH: boolean, rules: SetRules): void {
  const group = walkGroup;
  const counts = group.counts;
  for (let k = from; k < walkCount; k++) {
    const e = WALK_ORDER[k] as number;
    const r = e >> 10;
    // A card more than one rank above the group's highest (two with the King
    // of Hearts) leaves a gap no straight can fill, with this card or any
    // later one (ranks only rise), and no kind; and when more ranks of the
    // group are odd than the King of Hearts can pair, no pairs can come
    // either. Nothing from here on makes a set: most single cards only go on
    // with their own rank and the next, instead of with every later card.
    if (group.n > 0 && r > hi + 1 + walkSpare && walkOdd > walkSpare) break;
    const savedMask = group.mask;
    const savedMost = walkMost;
    if (group.n === 0) walkLo = r;
    const before = counts[r] as number;
    if (before === 0) {
      walkDistinct++;
      walkRanks |= 1 << r;
    }
    walkOdd += before % 2 === 0 ? 1 : -1;
    counts[r] = before + 1;
    if (before + 1 > walkMost) walkMost = before + 1;
    const n = ++group.n;
    const suits = savedMask | (e & 15);
    group.mask = suits;
    const m = mask | (1 << ((e >> 4) & 63));
    const plain = classifyShape(n, walkDistinct, walkOdd, walkLo, r, suits, rules);
    if (plain !== null) foundPlay(m, null, plain);
    if (hasKH) {
      const end = wildsInto(
        counts,
        walkRanks,
        n,
        suits,
        walkDistinct,
        walkOdd,
        walkLo,
        r,
        rules,
        PLAY_WILD,
        PLAY_KIND,
        playCount,
      );
      for (let j = playCount; j < end; j++) PLAY_MASK[j] = m;
      playCount = end;
    }
    // The next card is looked at here before the call: for most groups it is
    // past the last card, or starts with the loop's cut, and the call would
    // return at once (half the calls a hand made, 10.8 → 5.4 on average).
    const next = k + 1;
    if (
      next < walkCount &&
      ((WALK_ORDER[next] as number) >> 10 <= r + 1 + walkSpare || walkOdd <= walkSpare) &&
      promising(n, r)
    ) {
      walkSets(next, m, r, hasKH, rules);
    }
    group.n = n - 1;
    counts[r] = before;
    walkOdd -= before % 2 === 0 ? 1 : -1;
    if (before === 0) {
      walkDistinct--;
      walkRanks &= ~(1 << r);
    }
    walkMost = savedMost;
    group.mask = savedMask;
  }
}

// The Royals of the hand the last findSetPlays read, a bit each in ROYALS
// order (see roles.ts): its pass over the hand tells them apart from the set
// cards with the same look-up, and the main part's move list takes them from
// here rather than reading the hand again.
let royals = 0;

/** The Royals in the hand the last {@link findSetPlays} read, a bit each in ROYALS order (bit k for `ROYALS[k]`). */
export function royalsHeld(): number {
  return royals;
}

/**
 * Finds every set `hand` can put down, each once (S17, S18), and returns how
 * many: play `j` (from 0, in {@link setPlays} order) is then read with
 * {@link foundPlayCards}, {@link foundPlayWild} and {@link foundPlayKind},
 * until the next call. Also records the Royals held ({@link royalsHeld}).
 */
export function findSetPlays(hand: readonly Card[], rules: SetRules): number {
  // The natural cards, and their walk entries in hand order: sorted only
  // once the hand is known to hold a set (below).
  natCount = 0;
  // The entries of the cards that are not set cards, or-ed: the King of
  // Hearts' and the Royals' bits.
  let other = 0;
  // The ranks held (bit r), and whether one is held twice.
  let ranks = 0;
  let twice = 0;
  for (let k = 0; k < hand.length; k++) {
    const c = hand[k] as Card;
    const e = cardEntry(c);
    if (e >= KING_OF_HEARTS || e === 0) {
      other |= e;
      continue;
    }
    const r = e >> 4;
    twice |= ranks & (1 << r);
    ranks |= 1 << r;
    const i = natCount++;
    natCards[i] = c;
    WALK_ORDER[i] = (r << 10) | (i << 4) | (e & 15);
  }
  royals = other >>> ROYAL_SHIFT;
  const hasKH = (other & KING_OF_HEARTS) !== 0;
  const hasAS = (other & ACE_OF_SPADES) !== 0;
  playCount = 0;
  // The cards the walk tries: all of them with the King of Hearts.
  let keep = ranks;
  if (!hasKH) {
    // Without the King of Hearts a card is in a set only with another of its
    // rank (kinds, pairs) or in a straight: at least S14's length, or four
    // cards for a unique one, so three or four ranks in a row (`run` has a
    // bit for the lowest rank of each such run). With no rank held twice and
    // no such run there is nothing to find: a quick answer for 45% of the
    // main part's move lists in random games. Otherwise the walk tries only
    // the cards that can be in a set (in the same order, so it finds the same
    // sets in the same order): a card of a rank held once and in no such run
    // only started groups that came to nothing.
    const long = rules.minStraightLength > 3 ? 4 : 3;
    let run = ranks & (ranks >> 1) & (ranks >> 2);
    if (long === 4) run &= ranks >> 3;
    if (twice === 0 && run === 0) return 0;
    keep = twice;
    for (let k = 0; k < long; k++) keep |= run << k;
  }
  // The walk order: the kept entries by rank, ties in hand order (the
  // entries sort so), by an insertion sort as hands hold a few cards. Done
  // after the quick answer, which needs no order, and only on the cards kept.
  let w = 0;
  for (let k = 0; k < natCount; k++) {
    const e = WALK_ORDER[k] as number;
    if ((keep & (1 << (e >> 10))) === 0) continue;
    let j = w++;
    for (; j > 0 && (WALK_ORDER[j - 1] as number) > e; j--) WALK_ORDER[j] = WALK_ORDER[j - 1] as number;
    WALK_ORDER[j] = e;
  }
  walkCount = w;
  if (w === 2 && !hasKH) {
    // Two cards to walk and no King of Hearts: the only group that can be a
    // set is the two together (one card is none), classified at once rather
    // than found by the walk's three steps. These are most walks in random
    // games (58%): the two cards of the one rank held twice.
    const lo = (WALK_ORDER[0] as number) >> 10;
    const hi = (WALK_ORDER[1] as number) >> 10;
    foundIfSet(0b11, 2, lo === hi ? 1 : 2, lo === hi ? 0 : 2, lo, hi, rules);
    return playCount;
  }
  if (w === 4 && !hasKH) {
    const lo = (WALK_ORDER[0] as number) >> 10;
    const hi = (WALK_ORDER[3] as number) >> 10;
    if ((WALK_ORDER[1] as number) >> 10 === lo && (WALK_ORDER[2] as number) >> 10 === hi && lo !== hi) {
      // Two cards each of two ranks and no King of Hearts (15% of the walks
      // of random games): two ranks make no straight (S14: three cards at
      // least) and no kind past the pairs, so the sets can only be the lower
      // two, the four, and the higher two, listed at once in the walk's
      // order (the four right after the lower two, the higher two last)
      // rather than found by walking every group of the four cards.
      foundIfSet(0b0011, 2, 1, 0, lo, lo, rules);
      foundIfSet(0b1111, 4, 2, 0, lo, hi, rules);
      foundIfSet(0b1100, 2, 1, 0, hi, hi, rules);
      return playCount;
    }
  }
  walkDistinct = 0;
  walkRanks = 0;
  walkOdd = 0;
  walkMost = 0;
  walkSpare = hasKH ? 1 : 0;
  walkPairMax = rules.pairsMustDiffer ? 2 : 4;
  walkSets(0, 0, 0, hasKH, rules);
  if (hasKH && hasAS) foundPlay(0, null, 'aceOfSpadesKingOfHearts');
  return playCount;
}

/** The cards of play `j` of the last {@link findSetPlays}: natural cards in hand order, then the King of Hearts. */
export function foundPlayCards(j: number): Card[] {
  if (PLAY_KIND[j] === 'aceOfSpadesKingOfHearts') return ['AS', 'KH'];
  return pickNaturals(PLAY_MASK[j] as number, PLAY_WILD[j] !== null);
}

/** What the King of Hearts stands for in play `j` of the last {@link findSetPlays}, or `null`. */
export function foundPlayWild(j: number): Card | null {
  return PLAY_WILD[j] as Card | null;
}

/** The type of play `j` of the last {@link findSetPlays}. */
export function foundPlayKind(j: number): SetKind {
  return PLAY_KIND[j] as SetKind;
}

// The play the last random move picked (see pickedPlayCards): its card list
// as built and the cards it held then, its declaration, its type and the
// rules it was found under.
let pickedCards: readonly Card[] | null = null;
const PICKED_CARDS: Card[] = [];
let pickedCount = 0;
let pickedWild: Card | null = null;
let pickedKind: SetKind = 'pair';
let pickedMinStraight = 0;
let pickedUnique: SetRules['uniqueRule'] = 'exactlyOnePerSuit';
let pickedPairsDiffer = false;

/**
 * {@link foundPlayCards} for the play a random move picks, remembered with
 * the type the walk found for it, so that putting it down ({@link playKind})
 * need not classify the cards a second time (a tenth of a set play's time
 * on the fast path).
 */
export function pickedPlayCards(j: number, rules: SetRules): Card[] {
  const cards = foundPlayCards(j);
  pickedCards = cards;
  pickedCount = cards.length;
  for (let k = 0; k < pickedCount; k++) PICKED_CARDS[k] = cards[k] as Card;
  pickedWild = PLAY_WILD[j] as Card | null;
  pickedKind = PLAY_KIND[j] as SetKind;
  pickedMinStraight = rules.minStraightLength;
  pickedUnique = rules.uniqueRule;
  pickedPairsDiffer = rules.pairsMustDiffer;
  return cards;
}

/**
 * The type of `cards` put down as a set with declaration `wild`: {@link setKind}'s
 * answer, taken from what the walk found when they are the card list of the
 * play the last random move picked, still holding the same cards, with the
 * same declaration and rules (the walk classifies a group as setKind does).
 */
export function playKind(cards: readonly Card[], wild: Card | null, rules: SetRules): SetKind | null {
  if (
    cards === pickedCards &&
    wild === pickedWild &&
    rules.minStraightLength === pickedMinStraight &&
    rules.uniqueRule === pickedUnique &&
    rules.pairsMustDiffer === pickedPairsDiffer &&
    samePicked(cards)
  ) {
    return pickedKind;
  }
  return setKind(cards, wild, rules);
}

/** True when `cards` still holds what the picked play's list held when it was built (a caller may have changed it). */
function samePicked(cards: readonly Card[]): boolean {
  if (cards.length !== pickedCount) return false;
  for (let k = 0; k < cards.length; k++) if (cards[k] !== PICKED_CARDS[k]) return false;
  return true;
}

/** Every set `hand` can put down, each once (S17, S18). */
export function setPlays(hand: readonly Card[], rules: SetRules): SetPlay[] {
  const found = findSetPlays(hand, rules);
  const out: SetPlay[] = [];
  for (let j = 0; j < found; j++)
    out.push({ cards: foundPlayCards(j), wild: foundPlayWild(j), kind: foundPlayKind(j) });
  return out;
}

/** What a set becomes when `cards` are added with the King of Spades. */
export interface Extension {
  /** The new type, or `null` when the result fits no type. */
  kind: SetKind | null;
  /** What the King of Hearts stands for afterwards. */
  wild: Card | null;
}

/**
 * True when adding `cards` to `set` needs a declaration for the King of Hearts:
 * it is among the added cards, or it is already in the set and S18's option
 * lets it be re-declared.
 */
export function extensionNeedsWild(set: FieldSet, cards: readonly Card[], rules: SixCardParadeOptions): boolean {
  return cards.includes('KH') || (set.wild !== null && rules.khMayRedeclareOnExtend);
}

/**
 * The result of adding `cards` (natural cards and maybe the King of Hearts) to
 * `set` with declaration `wild` (S23). The A♠ + K♥ set cannot be extended.
 */
export function extend(
  set: FieldSet,
  cards: readonly Card[],
  wild: Card | null,
  rules: SixCardParadeOptions,
): Extension {
  if (set.kind === 'aceOfSpadesKingOfHearts') return { kind: null, wild: null };
  const needs = extensionNeedsWild(set, cards, rules);
  if (needs !== (wild !== null)) return { kind: null, wild: null };
  const newWild = needs ? wild : set.wild;
  return { kind: setKind([...set.cards, ...cards], newWild, rules), wild: newWild };
}

// The K♠ walk's working state, kept here like the set-play walk's (no
// closures, copies or maps per call; not re-entrant): the hand's natural
// cards in hand order with their ranks and suit bits, the group tried (the
// set's cards and the added ones) with its shape, what each group is checked
// for, and where the extensions go.
const extCards: Card[] = [];
let extCount = 0;
const EXT_RANK = new Int8Array(36);
const EXT_SUIT = new Int8Array(36);
// The ranks (bit r) of the hand's natural cards from each walk position on:
// what the cards still to come can bring to the group.
const EXT_LATER = new Int32Array(37);
// The ranks in the group (bit r), and those it holds an odd number of times.
let extRanks = 0;
let extOddRanks = 0;
const extGroup: Group = { counts: noCounts(), n: 0, mask: 0 };
const extShape: Shape = { distinct: 0, odd: 0, lo: 11, hi: 1 };
// 0: plain sets; 1: a re-declared King of Hearts (one card list for all its
// declarations); 2: the King of Hearts joins (its own card list each).
let extMode = 0;
let extRules!: SetRules;
let extOut: { cards: Card[]; wild: Card | null }[] = [];

/** The walk's natural cards whose bits are in `mask`, in hand order, then the King of Hearts when `withKH`. */
function pickExt(mask: number, withKH: boolean): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < extCount; i++) if (mask & (1 << i)) out.push(extCards[i] as Card);
  if (withKH) out.push('KH');
  return out;
}

/**
 * The King of Hearts declarations that make the group held now (`extGroup`, its shape
 * `extShape`) fit a type under `extRules`, into WILD_CARD and WILD_KIND; how many.
 */
function groupWilds(): number {
  const g = extGroup;
  const sh = extShape;
  return wildsInto(
    g.counts,
    extRanks,
    g.n,
    g.mask,
    sh.distinct,
    sh.odd,
    sh.lo,
    sh.hi,
    extRules,
    WILD_CARD,
    WILD_KIND,
    0,
  );
}

/** Records the extensions of the group held now (added cards `mask`), by {@link extMode}. */
function visitExt(mask: number): void {
  const g = extGroup;
  const sh = extShape;
  if (extMode === 0) {
    if (classifyShape(g.n, sh.distinct, sh.odd, sh.lo, sh.hi, g.mask, extRules) !== null) {
      extOut.push({ cards: pickExt(mask, false), wild: null });
    }
    return;
  }
  const found = groupWilds();
  if (found === 0) return;
  const shared = extMode === 1 ? pickExt(mask, false) : null;
  for (let j = 0; j < found; j++) extOut.push({ cards: shared ?? pickExt(mask, true), wild: WILD_CARD[j] as Card });
}

/**
 * Visits every group of the set's cards plus cards of the hand from `from`
 * on (hand order, depth first, so each subset once), changing one group in
 * place. Branches no type can come from are cut: with a repeated rank and
 * more than one rank only pairs can come, which stop at six cards (the King
 * of Hearts counted, when it joins or is re-declared) and need a card for
 * each rank held an odd number of times; a kind stops at five.
 */
function walkExt(from: number, mask: number): void {
  const g = extGroup;
  const sh = extShape;
  const counts = g.counts;
  const wild = extMode === 0 ? 0 : 1;
  for (let i = from; i < extCount; i++) {
    const r = EXT_RANK[i] as number;
    const savedMask = g.mask;
    const lo = sh.lo;
    const hi = sh.hi;
    const savedRanks = extRanks;
    const savedOdd = extOddRanks;
    extRanks |= 1 << r;
    extOddRanks ^= 1 << r;
    const before = counts[r] as number;
    if (before === 0) sh.distinct++;
    sh.odd += before % 2 === 0 ? 1 : -1;
    if (r < lo) sh.lo = r;
    if (r > hi) sh.hi = r;
    counts[r] = before + 1;
    const n = ++g.n;
    g.mask = savedMask | (EXT_SUIT[i] as number);
    const m = mask | (1 << i);
    visitExt(m);
    if (extGrows(n, i + 1, wild)) walkExt(i + 1, m);
    g.n = n - 1;
    counts[r] = before;
    if (before === 0) sh.distinct--;
    sh.odd -= before % 2 === 0 ? 1 : -1;
    sh.lo = lo;
    sh.hi = hi;
    g.mask = savedMask;
    extRanks = savedRanks;
    extOddRanks = savedOdd;
  }
}

/** How many bits of `bits` are set (ranks, so at most eleven). */
function bitCount(bits: number): number {
  let n = 0;
  for (; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/**
 * True when adding cards of the hand from walk position `next` on to the
 * group held now (`n` cards; `wild` 1 when the King of Hearts stands for one
 * more, any card) may still make a set, by type: a kind needs one rank (and
 * stops at five), a straight needs its ranks all different and every rank
 * missing between its lowest and highest from the cards still to come or the
 * King of Hearts, and pairs stop at six cards and need another card, to come
 * or the King of Hearts, for each rank held an odd number of times. Without
 * the last two needs, a pair on the field had every card of another rank in
 * hand tried with every other card, for groups no type could come from.
 */
function extGrows(n: number, next: number, wild: number): boolean {
  const sh = extShape;
  const d = sh.distinct;
  if (d === 1 && n < 6) return true;
  const later = EXT_LATER[next] as number;
  if (d === n) {
    const gaps = ((1 << (sh.hi + 1)) - (1 << sh.lo)) & ~extRanks;
    if (bitCount(gaps & ~later) <= wild) return true;
  }
  return n + wild < 6 && sh.odd <= 6 - n && bitCount(extOddRanks & ~later) <= wild;
}

/** Every way `hand` can extend `set` with the King of Spades (S23): added cards and declaration. */
export function extensionsOf(
  set: FieldSet,
  hand: readonly Card[],
  rules: SixCardParadeOptions,
): { cards: Card[]; wild: Card | null }[] {
  const out: { cards: Card[]; wild: Card | null }[] = [];
  if (set.kind === 'aceOfSpadesKingOfHearts') return out;
  const redeclare = set.wild !== null && rules.khMayRedeclareOnExtend;
  extCount = 0;
  let hasKH = false;
  for (const c of hand) {
    if (c === 'KH') hasKH = true;
    const r = setRank(c);
    if (r === null) continue;
    extCards[extCount] = c;
    EXT_RANK[extCount] = r;
    EXT_SUIT[extCount] = suitBit(c);
    extCount++;
  }
  // The group of the set's cards, its King of Hearts as declared unless re-declared.
  const g = extGroup;
  for (let r = 2; r <= 10; r++) g.counts[r] = 0;
  g.n = 0;
  g.mask = 0;
  for (const c of set.cards) {
    const card = c === 'KH' ? (redeclare ? null : set.wild) : c;
    if (card === null) continue;
    const r = setRank(card) as number;
    g.counts[r] = (g.counts[r] as number) + 1;
    g.n++;
    g.mask |= suitBit(card);
  }
  readShape(g.counts, extShape);
  extRanks = 0;
  extOddRanks = 0;
  for (let r = 2; r <= 10; r++) {
    const c = g.counts[r] as number;
    if (c > 0) extRanks |= 1 << r;
    if (c % 2 !== 0) extOddRanks |= 1 << r;
  }
  EXT_LATER[extCount] = 0;
  for (let i = extCount - 1; i >= 0; i--) EXT_LATER[i] = (EXT_LATER[i + 1] as number) | (1 << (EXT_RANK[i] as number));
  extRules = rules;
  extOut = out;
  // The added cards are picked out only for a group that makes a set.
  extMode = redeclare ? 1 : 0;
  walkExt(0, 0);
  if (hasKH) {
    // The King of Hearts joins, alone or with natural cards, and declares what it stands for.
    const found = groupWilds();
    for (let j = 0; j < found; j++) out.push({ cards: ['KH'], wild: WILD_CARD[j] as Card });
    extMode = 2;
    walkExt(0, 0);
  }
  return out;
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
