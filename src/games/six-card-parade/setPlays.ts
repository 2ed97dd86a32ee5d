/**
 * Playing sets: the search for every set a hand can put down (S14–S18), a
 * depth-first walk over its natural cards with the King of Hearts' declarations,
 * and the plays it found, read one by one until the next search. The play a
 * random move picks is remembered in `pickedPlay.ts`.
 */
import type { Card } from '../../core/cards.js';
import { ACE_OF_SPADES, cardEntry, KING_OF_HEARTS, ROYAL_SHIFT } from './roles.js';
import { classifyShape, type Group, noCounts, type SetRules, wildsInto } from './sets.js';
import type { SetKind } from './state.js';

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
/** By play of the last {@link findSetPlays}: what the King of Hearts stands for, or `null`. */
export const PLAY_WILD: (Card | null)[] = [];
/** By play of the last {@link findSetPlays}: the type it scores as. */
export const PLAY_KIND: SetKind[] = [];
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

/** Every set `hand` can put down, each once (S17, S18). */
export function setPlays(hand: readonly Card[], rules: SetRules): SetPlay[] {
  const found = findSetPlays(hand, rules);
  const out: SetPlay[] = [];
  for (let j = 0; j < found; j++)
    out.push({ cards: foundPlayCards(j), wild: foundPlayWild(j), kind: foundPlayKind(j) });
  return out;
}
