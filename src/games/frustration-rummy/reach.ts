/**
 * Which melds a hand can make, and whether the rest of a contract can still be
 * completed from a hand (R12). Hands are counted by card type (rank × suit,
 * plus one type for Jokers), so twin cards and the four Jokers collapse, and
 * the search is memoised on (requirements left, counts left): each distinct
 * remainder is solved once. The same enumeration feeds `legalMoves`, so the
 * meld moves offered and the reachability check cannot disagree.
 */
import { type Card, RANKS, type Rank, SUITS, type Suit } from '../../core/cards.js';
import type { Requirement } from './contracts.js';
import { maxWilds, VALUE_RANK } from './melds.js';
import type { RummyOptions } from './options.js';
import { canMakeSets, canPairAll, lastSetFits, type RankCounts, rankCounts, rankSlot } from './sets.js';

/** The type of the Joker in a count vector. */
export const JOKER = 52;
/** The number of card types. */
export const TYPES = 53;

// By the character codes of a card's rank and suit (7 bits each), its type: one table read for
// every card of every hand the searches and move lists count (several times a move), not a
// Joker test and a read each for rank and suit. A run value less one is the rank's place in
// RANKS plus one, except the ace (value 1), which RANKS puts last.
const TYPE_AT = new Uint8Array(1 << 14);
RANKS.forEach((r, i) => {
  SUITS.forEach((s, k) => {
    TYPE_AT[(r.charCodeAt(0) << 7) | s.charCodeAt(0)] = (i === 12 ? 0 : i + 1) * 4 + k;
  });
});
TYPE_AT[(74 << 7) | 75] = JOKER;

/** The type of a card: `(value - 1) * 4 + suit`, Jokers 52. */
export function typeOf(card: Card): number {
  return TYPE_AT[((card.charCodeAt(0) & 127) << 7) | (card.charCodeAt(1) & 127)] as number;
}

/** The code (without copy suffix) of a card type. */
export function codeOfType(t: number): Card {
  if (t === JOKER) return 'JK';
  return `${VALUE_RANK[(t >> 2) + 1]}${SUITS[t & 3]}`;
}

function typeAt(value: number, suit: number): number {
  return (value - 1) * 4 + suit;
}

// Zero counts, copied: a copy of a packed array is fast where `fill` is a runtime call.
const NO_COUNTS: readonly number[] = Array.from({ length: TYPES }, () => 0);

/** Counts of each card type in `cards`. */
export function countsOf(cards: readonly Card[]): number[] {
  const c = NO_COUNTS.slice();
  for (const card of cards) {
    const t = typeOf(card);
    c[t] = (c[t] as number) + 1;
  }
  return c;
}

/**
 * `countsOf(cards)`, and the types they hold pushed onto `held` (empty) in rising order, as
 * `heldTypes` of the counts lists them: the types marked as bits (0–31, 32–52) while counting and
 * read out lowest first, not found by a scan of all 53 counts (a hard-to-predict branch each,
 * for the dozen or so a hand holds; about 0.2 µs of every move list of a player not laid down).
 */
export function countsAndHeld(cards: readonly Card[], held: number[]): number[] {
  const c = NO_COUNTS.slice();
  let low = 0;
  let high = 0;
  for (const card of cards) {
    const t = typeOf(card);
    c[t] = (c[t] as number) + 1;
    if (t < 32) low |= 1 << t;
    else high |= 1 << (t - 32);
  }
  for (; low !== 0; low &= low - 1) held.push(31 - Math.clz32(low & -low));
  for (; high !== 0; high &= high - 1) held.push(63 - Math.clz32(high & -high));
  return c;
}

/**
 * The rank counts of `cards` (see `rankCounts`), read off the cards at once: for a bound asked
 * before the type counts are made, which most lists that end at it never need.
 */
export function rankCountsOf(cards: readonly Card[]): RankCounts {
  const c = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  for (const card of cards) {
    const v = rankSlot(typeOf(card));
    c[v] = (c[v] as number) + 1;
  }
  return c;
}

/** No card types. */
const NO_TYPES: readonly number[] = [];

/** The wild-capable types: Jokers, every 2 and every 3. */
const WILD_TYPES: readonly number[] = [JOKER, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * Pushes onto `out` the wild-capable types `counts` holds, in `WILD_TYPES` order, and returns how
 * many such cards there are: the wilds the set and run enumerations fill from.
 */
function heldWildTypes(counts: readonly number[], out: number[]): number {
  let n = 0;
  for (const t of WILD_TYPES) {
    const have = counts[t] as number;
    if (have === 0) continue;
    out.push(t);
    n += have;
  }
  return n;
}

/**
 * Called with each use (one way to make a meld), while the counts passed to the enumeration lack
 * the use's cards; return `true` to stop. `types`: its card types in the meld's order (a run's low
 * to high), a fresh array the visitor may keep; `rank`: a set's or pair's rank (`null`: all Jokers,
 * and for runs and wilds); `suit`: a run's suit (`null`: mixed or not a run); `low`: a run's first
 * slot, 0 for other kinds. Passed as arguments, not an object made for each use.
 */
export type UseVisitor = (types: number[], rank: Rank | null, suit: Suit | null, low: number) => boolean;

/** Every multiset of `k` cards drawn from `types` within `counts`; the visitor sees it sorted by type order. */
function multisets(
  types: readonly number[],
  counts: number[],
  k: number,
  out: number[],
  i: number,
  visit: (m: number[]) => boolean,
): boolean {
  if (k === 0) return visit(out);
  if (k === 1) {
    // One card (a set's one wild, a pair's natural): each type held in turn, in the order the
    // recursion below would give them (take one of this type, else go on to the next), without it.
    for (; i < types.length; i++) {
      const t = types[i] as number;
      const have = counts[t] as number;
      if (have === 0) continue;
      out.push(t);
      counts[t] = have - 1;
      const stop = visit(out);
      counts[t] = have;
      out.pop();
      if (stop) return true;
    }
    return false;
  }
  // Types the counts lack offer one choice (take none): step over them here rather than
  // recurse through each (a wild pool has nine types and a hand holds few of them).
  while (i < types.length && counts[types[i] as number] === 0) i++;
  if (i >= types.length) return false;
  const t = types[i] as number;
  const have = counts[t] as number;
  for (let take = Math.min(have, k); take >= 0; take--) {
    for (let j = 0; j < take; j++) out.push(t);
    counts[t] = have - take;
    const stop = multisets(types, counts, k - take, out, i + 1, visit);
    counts[t] = have;
    // Pops, not a shorter length: setting an array's length is a runtime call
    // in V8 that may also trim its storage, which the next push grows again.
    for (let j = 0; j < take; j++) out.pop();
    if (stop) return true;
  }
  return false;
}

/**
 * Each distinct ordering of a multiset (next-permutation over a sorted copy). `items` is a
 * multiset of wild types as `multisets` gives it, in `WILD_TYPES` order: Jokers (52) first, then
 * 2s and 3s rising; so rising order is the same cards with the Jokers moved to the end, and no
 * sort (a runtime call with a comparator, on every wild placement) is needed.
 */
function permutations(items: readonly number[], visit: (p: number[]) => boolean): boolean {
  const a: number[] = [];
  let jokers = 0;
  for (const t of items) {
    if (t === JOKER) jokers++;
    else a.push(t);
  }
  for (let j = 0; j < jokers; j++) a.push(JOKER);
  // One wild (or all alike) has one order: the loop below would end after the first visit.
  if (a.length < 2) return visit(a);
  for (;;) {
    if (visit(a)) return true;
    let i = a.length - 2;
    while (i >= 0 && (a[i] as number) >= (a[i + 1] as number)) i--;
    if (i < 0) return false;
    let j = a.length - 1;
    while ((a[j] as number) <= (a[i] as number)) j--;
    const x = a[i] as number;
    a[i] = a[j] as number;
    a[j] = x;
    for (let l = i + 1, r = a.length - 1; l < r; l++, r--) {
      const y = a[l] as number;
      a[l] = a[r] as number;
      a[r] = y;
    }
  }
}

/** How enumeration runs: `arrange` lists each order of wilds in a run's slots (moves); else one per multiset (search). */
export interface EnumerateOptions {
  /** List every placement of the wild cards in a run (moves), not one (reachability). */
  arrange: boolean;
  /** Set ranks that may not be used (R11 option). */
  bannedRanks: readonly (Rank | null)[];
}

/** The natural types of each rank value 1–13 (its four suits). */
const NATURALS: readonly (readonly number[])[] = Array.from({ length: 14 }, (_, v) =>
  v === 0 ? [] : [0, 1, 2, 3].map((s) => typeAt(v, s)),
);

/** Every set (or pair) of `size` cards the counts allow, with its rank (R3, R7, R9, R13). */
function enumerateSets(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
): boolean {
  const size = req.size;
  const wmax = req.kind === 'pair' && o.sevenPairsWild === 'none' ? 0 : maxWilds(size, o);
  const fewest = Math.max(1, size - wmax);
  // The wild-capable types the hand holds, in `WILD_TYPES` order, and how many cards: a rank's
  // wilds come from these less its own naturals (a set of 2s or 3s), as `multisets` passes over
  // the types the counts lack, and a set that needs more wilds than there are is not searched.
  // The set search puts back every card it takes, so these hold for every rank.
  const heldWilds: number[] = [];
  const wildsHeld = heldWildTypes(counts, heldWilds);
  // The rank, wilds and suit rule of the sets being listed, read by the two visitors below
  // (made once, not once for each rank and count of naturals).
  let rank: Rank = 'A';
  let pool: readonly number[] = heldWilds;
  let w = 0;
  let sameSuit = false;
  // The wilds are pushed onto `out` after the naturals, so `out` holds the set's types in
  // order, copied once per set visited (not the naturals copied, then both spread).
  const out: number[] = [];
  const withWilds = (types: number[]): boolean => visit(types.slice(), rank, null, 0);
  const withNaturals = (nat: number[]): boolean => {
    if (sameSuit) {
      const s0 = (nat[0] as number) & 3;
      for (const t of nat) if ((t & 3) !== s0) return false;
    }
    // `counts` already lacks these naturals here.
    return multisets(pool, counts, w, out, 0, withWilds);
  };
  for (let v = 1; v <= 13; v++) {
    // The four natural types of rank v are (v - 1) * 4 to (v - 1) * 4 + 3: summed inline, as
    // this runs for 13 ranks on every set enumeration (most of them ending here).
    const b = (v - 1) * 4;
    const available =
      (counts[b] as number) + (counts[b + 1] as number) + (counts[b + 2] as number) + (counts[b + 3] as number);
    // Too few naturals of this rank for any set of it (the loop below would not run).
    if (available < fewest) continue;
    rank = VALUE_RANK[v] as Rank;
    if (eo.bannedRanks.includes(rank)) continue;
    const naturals = NATURALS[v] as readonly number[];
    const twoThree = v === 2 || v === 3;
    const onlyAll = twoThree && o.naturalTwosThreesInSets === 'onlyAllSame';
    // A set of 2s or 3s takes its wilds from the other wild-capable types.
    pool = twoThree ? heldWilds.filter((t) => (t >> 2) + 1 !== v) : heldWilds;
    const poolHeld = twoThree ? wildsHeld - available : wildsHeld;
    for (let n = Math.min(size, available); n >= fewest; n--) {
      w = size - n;
      if ((onlyAll && w > 0) || w > poolHeld) continue;
      sameSuit = req.kind === 'set' && o.setsRequireSameSuit && !(twoThree && w === 0);
      if (multisets(naturals, counts, n, out, 0, withNaturals)) return true;
    }
  }
  const allJokers = req.kind === 'set' || o.sevenPairsWild === 'ratio';
  if (allJokers && !eo.bannedRanks.includes(null) && (counts[JOKER] as number) >= size) {
    counts[JOKER] = (counts[JOKER] as number) - size;
    const stop = visit(new Array<number>(size).fill(JOKER), null, null, 0);
    counts[JOKER] = (counts[JOKER] as number) + size;
    return stop;
  }
  return false;
}

/** The rank value (1–13) standing in run slot `pos` ≥ 1 (14 is the high ace; beyond it only when wrapping). */
function slotValue(pos: number): number {
  return ((pos - 1) % 13) + 1;
}

/** Every run of `size` the counts allow: suit, first slot, which slots are natural, which wilds (R4–R6, R14). */
function enumerateRuns(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
): boolean {
  const size = req.size;
  const wmax = req.pure ? 0 : maxWilds(size, o);
  const lows = o.allowWrap ? (size === 13 ? ONLY_ACE : WRAP_LOWS) : (NO_WRAP_LOWS[size] as readonly number[]);
  const window = (1 << size) - 1;
  // One window for the whole enumeration, its suit and first slot set as it moves: the slot
  // search below recurses once per slot choice, and fewer arguments are cheaper calls.
  const w: RunWindow = {
    counts,
    natural: new Array<number>(size),
    chosen: [],
    wmax,
    size,
    suit: 'S',
    low: 1,
    wildTypes: [],
    o,
    eo,
    visit,
  };
  const natural = w.natural;
  // Read once: each window's search puts back every card it takes.
  const wilds = heldWildTypes(counts, w.wildTypes);
  // The naturals a window needs: each slot not natural takes a wild, at most `wmax` of them and
  // no more than the hand holds (as `slotChoices` chooses), and a run is not all wild.
  const fewest = Math.max(1, size - wmax, size - wilds);
  // Read once, not for each of 52 natural types.
  const twosThrees = o.naturalTwosThreesInRuns;
  for (let s = 0; s < 4; s++) {
    // The values 1–13 whose natural card of this suit is in hand, as bits; then the slots 1–26
    // (slot p stands for value slotValue(p)): most windows hold too few naturals, and a bit count
    // rules them out at once.
    let values = 0;
    for (let v = 1; v <= 13; v++) if ((counts[(v - 1) * 4 + s] as number) > 0) values |= 1 << v;
    if (!twosThrees) values &= ~0b1100;
    // No window holds more naturals than the suit (most suits of most hands end here).
    if (bitCount(values) < fewest) continue;
    const held = values | (values << 13);
    for (const low of lows) {
      if (bitCount((held >>> low) & window) < fewest) continue;
      for (let i = 0; i < size; i++) {
        const p = low + i;
        natural[i] = (held >>> p) & 1 ? typeAt(slotValue(p), s) : -1;
      }
      w.suit = SUITS[s] as Suit;
      w.low = low;
      if (slotChoices(w, 0, 0, wilds)) return true;
    }
  }
  return false;
}

/** The number of bits set in a 32-bit integer. */
function bitCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}

function range(a: number, b: number): number[] {
  const out: number[] = [];
  for (let i = a; i <= b; i++) out.push(i);
  return out;
}

// The first slots a run may start at: with wrapping any of 1–13 (a run of 13 from the ace only),
// else from the low ace up to where the run ends on the high ace (slot 14).
const ONLY_ACE: readonly number[] = [1];
const WRAP_LOWS: readonly number[] = range(1, 13);
const NO_WRAP_LOWS: readonly (readonly number[])[] = Array.from({ length: 14 }, (_, size) => range(1, 15 - size));

/** A run window being searched: the hand, each slot's natural type (-1: not held), the slots chosen so far. */
interface RunWindow {
  counts: number[];
  natural: number[];
  chosen: number[];
  wmax: number;
  size: number;
  suit: Suit;
  low: number;
  /** The wild-capable types the hand holds, in `WILD_TYPES` order. */
  wildTypes: number[];
  o: RummyOptions;
  eo: EnumerateOptions;
  visit: UseVisitor;
}

/** Chooses, slot by slot from slot `i`, a natural card (when there is one) or a wild; then fills the wild slots. */
function slotChoices(w: RunWindow, i: number, wildsSoFar: number, wildsLeft: number): boolean {
  const counts = w.counts;
  const chosen = w.chosen;
  if (i === w.size) return fillWilds(counts, chosen, w.suit, w.low, w.o, w.eo, w.visit, w.wildTypes);
  const t = w.natural[i] as number;
  if (t >= 0 && (counts[t] as number) > 0) {
    counts[t] = (counts[t] as number) - 1;
    chosen.push(t);
    // A 2 or 3 (types 4–11) taken as a natural is one wild fewer for the other slots.
    const left = t >= 4 && t <= 11 ? wildsLeft - 1 : wildsLeft;
    const stop = slotChoices(w, i + 1, wildsSoFar, left);
    chosen.pop();
    counts[t] = (counts[t] as number) + 1;
    if (stop) return true;
  }
  // A slot left for a wild needs a wild card still in hand (some 2s and 3s may be used as naturals).
  if (wildsSoFar < w.wmax && wildsSoFar < wildsLeft) {
    chosen.push(-1);
    const stop = slotChoices(w, i + 1, wildsSoFar + 1, wildsLeft);
    chosen.pop();
    if (stop) return true;
  }
  return false;
}

/**
 * Fills the slots marked -1 with wild cards: one placement (search) or each distinct one (moves).
 * `wildTypes`: `WILD_TYPES`, or those of them the hand held when the run's search began (the
 * search only takes cards out, and the types the counts lack give no wild).
 */
function fillWilds(
  counts: number[],
  chosen: readonly number[],
  suit: Suit | null,
  low: number,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
  wildTypes: readonly number[] = WILD_TYPES,
): boolean {
  let holes = 0;
  for (const t of chosen) if (t < 0) holes++;
  const naturals = chosen.length - holes;
  if (naturals < holes || naturals === 0) return false;
  // Only the move list tells a 2 or 3 in its own slot apart (see `placeWilds`).
  const own = eo.arrange && o.naturalTwosThreesInRuns;
  // No wild slot: the one placement, as `multisets` of none would give it.
  if (holes === 0) return placeWilds(chosen, NO_TYPES, suit, low, own, visit);
  if (holes === 1) {
    // One wild slot (most runs that take a wild): each wild type held, in `WILD_TYPES` order as
    // `multisets` would give them, without its recursion and visitor.
    for (const t of wildTypes) {
      const have = counts[t] as number;
      if (have === 0) continue;
      counts[t] = have - 1;
      // A one-type order in a buffer, not a new array: `placeWilds` reads it before it visits.
      ONE_WILD[0] = t;
      const stop = placeWilds(chosen, ONE_WILD, suit, low, own, visit);
      counts[t] = have;
      if (stop) return true;
    }
    return false;
  }
  return multisets(wildTypes, counts, holes, [], 0, (wild) =>
    eo.arrange
      ? permutations(wild, (order) => placeWilds(chosen, order, suit, low, own, visit))
      : placeWilds(chosen, wild, suit, low, own, visit),
  );
}

// The order of a run's one wild (see `fillWilds`).
const ONE_WILD: number[] = [0];

/**
 * Visits the run `chosen` with its slots marked -1 given the wild types `order`, left to right;
 * under `own`, none when a 2 or 3 lands in its own slot (and suit), where it is natural: the
 * natural branch already lists that meld.
 */
function placeWilds(
  chosen: readonly number[],
  order: readonly number[],
  suit: Suit | null,
  low: number,
  own: boolean,
  visit: UseVisitor,
): boolean {
  const types = chosen.slice();
  let k = 0;
  for (let h = 0; h < types.length; h++) {
    if ((types[h] as number) >= 0) continue;
    const t = order[k] as number;
    k++;
    if (own && isOwnSlot(t, low + h, suit)) return false;
    types[h] = t;
  }
  return visit(types, null, suit, low);
}

/** True when wild type `t` is the natural card of run slot `pos` (in `suit`, when there is one). */
function isOwnSlot(t: number, pos: number, suit: Suit | null): boolean {
  return t !== JOKER && (t >> 2) + 1 === slotValue(pos) && (suit === null || SUITS[t & 3] === suit);
}

/** Every mixed-suit run of 13, A to K, with at most the ratio of wilds (R15). */
function enumerateMixedRun(counts: number[], o: RummyOptions, eo: EnumerateOptions, visit: UseVisitor): boolean {
  const wmax = maxWilds(13, o);
  const chosen: number[] = [];
  const step = (v: number, wilds: number): boolean => {
    if (v === 14) {
      return fillWilds(counts, chosen, null, 1, o, eo, (types, rank, _suit, low) => visit(types, rank, null, low));
    }
    const twoThree = v === 2 || v === 3;
    if (!twoThree || o.naturalTwosThreesInRuns) {
      for (let s = 0; s < 4; s++) {
        const t = typeAt(v, s);
        if ((counts[t] as number) === 0) continue;
        counts[t] = (counts[t] as number) - 1;
        chosen.push(t);
        const stop = step(v + 1, wilds);
        chosen.pop();
        counts[t] = (counts[t] as number) + 1;
        if (stop) return true;
      }
    }
    if (wilds < wmax && wilds < heldWildTypes(counts, [])) {
      chosen.push(-1);
      const stop = step(v + 1, wilds + 1);
      chosen.pop();
      if (stop) return true;
    }
    return false;
  };
  return step(1, 0);
}

/**
 * False when `enumerateUses` can find no use of any of `reqs` in `cards`; true when it may. A
 * bound read in one pass over the cards, for lists that mostly find nothing (a laid-down player's
 * extra melds, R18: none on 5 turns of 6), before the counts are made and each enumeration set up.
 * It asks only what those enumerations skip on at once: a set needs a rank with `fewest` naturals
 * and cards of that rank or wild to fill it (or enough Jokers), a run a suit with as many naturals
 * as the wilds held cannot replace; the hand's wilds (2s and 3s among them) are counted for every
 * rank and window, so the bound is looser, never tighter, than the enumerations. Sets of one suit
 * (R3 option), pairs and mixed or pure runs are not bounded: true.
 */
export function mayMakeAny(cards: readonly Card[], reqs: readonly Requirement[], o: RummyOptions): boolean {
  // Rank counts by value (1–13), the natural values held in each suit as bits (2s and 3s only
  // when they can be natural in runs), the Jokers and all wild-capable cards.
  const ranks = [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0];
  const suits = [0, 0, 0, 0];
  let jokers = 0;
  let wilds = 0;
  const twosThrees = o.naturalTwosThreesInRuns;
  for (const card of cards) {
    const t = typeOf(card);
    if (t === JOKER) {
      jokers++;
      wilds++;
      continue;
    }
    const v = (t >> 2) + 1;
    ranks[v] = (ranks[v] as number) + 1;
    const wild = v === 2 || v === 3;
    if (wild) wilds++;
    if (!wild || twosThrees) suits[t & 3] = (suits[t & 3] as number) | (1 << v);
  }
  for (const req of reqs) {
    const size = req.size;
    if (req.kind === 'set' && !o.setsRequireSameSuit) {
      if (jokers >= size) return true;
      const fewest = Math.max(1, size - maxWilds(size, o));
      for (let v = 1; v <= 13; v++) {
        const n = ranks[v] as number;
        if (n >= fewest && n + wilds >= size) return true;
      }
    } else if (req.kind === 'run' && !req.mixed && !req.pure) {
      const fewest = Math.max(1, size - maxWilds(size, o), size - wilds);
      for (const bits of suits) if (bitCount(bits) >= fewest) return true;
    } else return true;
  }
  return false;
}

/**
 * False when a run of `r` cards and a set of `k` cards cannot both be made, disjointly, from
 * `counts` (`c` its rank counts) for want of Jokers, 2s and 3s; true when they may. Each card of
 * either meld is a natural of another rank or one of those (wild, or a natural 2 or 3): a set of
 * rank v takes at least k less the cards of v held, a run at least r less the most naturals of
 * one suit (not 2s or 3s) in r slots in a row, wrapping or not. Looser than the search, never
 * tighter (a test holds it to `canComplete`): it ends most contract-1 hands whose set alone fits
 * but whose runs all take the wilds the set needs, before the runs are listed.
 */
export function wildsMayShare(counts: readonly number[], c: RankCounts, r: number, k: number): boolean {
  const wilds = (c[0] as number) + (c[2] as number) + (c[3] as number);
  let set = k;
  for (let v = 1; v <= 13; v++) if (v !== 2 && v !== 3) set = Math.min(set, k - (c[v] as number));
  let run = r;
  // The suits are read only while the wilds fall short (not at all for most hands that can meld).
  for (let s = 0; s < 4 && set + run > wilds; s++) {
    let bits = 0;
    for (let v = 1; v <= 13; v++) if ((counts[(v - 1) * 4 + s] as number) > 0) bits |= 1 << v;
    // Not the 2s and 3s, which the wilds count; the high ace in slot 14.
    bits &= ~0b1100;
    bits |= bits << 13;
    for (let low = 1; low <= 13; low++) run = Math.min(run, r - bitCount((bits >>> low) & ((1 << r) - 1)));
  }
  return set + run <= wilds;
}

/** Every way to make the meld `req` asks for from `counts` (a contract meld at its minimum size, or an extra meld). */
export function enumerateUses(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
): boolean {
  switch (req.kind) {
    case 'set':
    case 'pair':
      return enumerateSets(counts, req, o, eo, visit);
    case 'run':
      return req.mixed ? enumerateMixedRun(counts, o, eo, visit) : enumerateRuns(counts, req, o, eo, visit);
    case 'wilds':
      return multisets(WILD_TYPES, counts, req.size, [], 0, (types) => visit([...types], null, null, 0));
  }
}

/** A memo shared by the reachability checks of one move list. */
export type ReachMemo = Map<string | number, boolean>;

/** The types `counts` holds (count above 0), in rising order. */
export function heldTypes(counts: readonly number[]): number[] {
  const held: number[] = [];
  for (let t = 0; t < TYPES; t++) if ((counts[t] as number) > 0) held.push(t);
  return held;
}

/**
 * True when `reqs` can all be made, disjointly, from `counts`, leaving at least
 * `reserve` cards (the card kept for the final discard, R12, R23).
 * `usedRanks` holds the set ranks already used by this contract (R11 option).
 * The caller knows the hand the counts came from, so it passes `held`, the
 * types that may be above 0 (rising; every other count is 0: a search only
 * takes cards out), and `total`, the cards the counts hold: a hand holds a
 * dozen or so of the 53 types, and the search reads only those.
 * `keyed: false` skips the memo for this node (not the nodes below it), for a
 * caller whose memo cannot hold the node yet and will not ask for it again.
 */
export function canComplete(
  counts: number[],
  held: readonly number[],
  total: number,
  reqs: readonly Requirement[],
  reserve: number,
  o: RummyOptions,
  usedRanks: readonly (Rank | null)[],
  memo: ReachMemo,
  keyed = true,
): boolean {
  let need = 0;
  for (const r of reqs) need += r.size;
  if (total < need + reserve) return false;
  if (reqs.length === 0) return true;
  // Sets and pairs alone are solved on rank counts (with their own memo), before the key is built.
  if (reserve === 0 && total === need && reqs.every((r) => r.kind === 'pair')) {
    return canPairAll(rankCounts(counts, held), o);
  }
  if (!o.setsRequireSameSuit && reqs.every((r) => r.kind === 'set' || r.kind === 'pair')) {
    return canMakeSets(rankCounts(counts, held), reqs, 0, 1, o.contractSetsDistinctRanks ? usedRanks : [], o, memo);
  }
  const key = keyed ? reachKey(counts, held, reqs, usedRanks) : '';
  if (keyed) {
    const known = memo.get(key);
    if (known !== undefined) return known;
  }
  // A relaxation first: the sets alone must fit the whole hand, or nothing will.
  if (!o.setsRequireSameSuit && reqs.length > 1 && (reqs[0] as Requirement).kind === 'run') {
    const sets = reqs.filter((r) => r.kind === 'set');
    if (sets.length === reqs.length - 1) {
      const banned = o.contractSetsDistinctRanks ? usedRanks : [];
      if (!canMakeSets(rankCounts(counts, held), sets, 0, 1, banned, o, memo)) {
        if (keyed) memo.set(key, false);
        return false;
      }
    }
  }
  const [first, ...rest] = reqs as [Requirement, ...Requirement[]];
  const banned = o.contractSetsDistinctRanks && first.kind === 'set' ? usedRanks : [];
  // The visitor sees `counts` with the use's cards (`first.size` of them) already taken out.
  const left = total - first.size;
  const ok = enumerateUses(counts, first, o, { arrange: false, bannedRanks: banned }, (_types, rank) => {
    const ranks = first.kind === 'set' ? [...usedRanks, rank] : usedRanks;
    return canComplete(counts, held, left, rest, reserve, o, ranks, memo);
  });
  if (keyed) memo.set(key, ok);
  return ok;
}

/** The memo key of a `canComplete` node: the requirements left (by count and first kind), the set ranks used, the counts. */
function reachKey(
  counts: readonly number[],
  held: readonly number[],
  reqs: readonly Requirement[],
  usedRanks: readonly (Rank | null)[],
): string {
  // The card types held as char codes (type × 16 + count, a count being at most 6), in rising
  // type order as before `held` was passed: the same counts give the same key.
  const codes: number[] = [];
  for (const t of held) {
    const n = counts[t] as number;
    if (n > 0) codes.push(t * 16 + n);
  }
  const used = usedRanks.length === 0 ? '' : usedRanks.join();
  return `${reqs.length}${(reqs[0] as Requirement).kind}|${used}|${String.fromCharCode.apply(null, codes)}`;
}

/**
 * `canComplete` for many sub-hands of one hand when the contract's one open
 * requirement left is a run: the run's uses are enumerated once, from the
 * whole hand, and each sub-hand is tested against that list instead of being
 * searched afresh. Exact because the run enumeration depends on the counts only
 * through availability — a window, a natural slot or a wild is taken only
 * when the cards are there, and every skip (the bit count of a window, a wild
 * slot with no wild left) is a count that no use could beat — so the uses of a
 * sub-hand are precisely the whole hand's uses that fit in it. A use's cards
 * also always number the run's size, so the only other test `canComplete`
 * makes is the count of cards left.
 */
export class LastRunReach {
  /** The card types of each run the whole hand can make (one per multiset order as enumerated). */
  private readonly uses: number[][] = [];

  /**
   * Enumerates the runs `req` asks for from `counts` (the whole hand; left as it was), or takes
   * `listed`, the types of every use the move list's arranged enumeration of `req` on the same
   * hand visited: each order of the wilds is a use of its own there and a 2 or 3 is never put as
   * a wild in its own slot, but that order is listed with the card as a natural, so the two
   * enumerations give the same multisets of cards, which is all `canComplete` reads.
   */
  constructor(
    counts: number[],
    private readonly req: Requirement,
    o: RummyOptions,
    listed?: number[][],
  ) {
    if (listed !== undefined) this.uses = listed;
    else
      enumerateUses(counts, req, o, { arrange: false, bannedRanks: [] }, (types) => {
        this.uses.push(types);
        return false;
      });
  }

  /** The same answer as `canComplete(counts, held, total, [req], reserve, …)` for a sub-hand `counts` of the hand. */
  canComplete(counts: number[], total: number, reserve: number): boolean {
    if (total < this.req.size + reserve) return false;
    for (const types of this.uses) if (fits(counts, types)) return true;
    return false;
  }
}

/** True when `counts` hold every card of `types` (a wild type may repeat). */
function fits(counts: readonly number[], types: readonly number[]): boolean {
  // Each card needs one more of its type than the cards before it of that type: counted on the
  // use (a few cards), not taken out of the counts and put back.
  for (let k = 0; k < types.length; k++) {
    const t = types[k] as number;
    let need = 1;
    for (let j = 0; j < k; j++) if (types[j] === t) need++;
    if ((counts[t] as number) < need) return false;
  }
  return true;
}

/**
 * `canComplete` for many sub-hands of one hand when the contract's one open
 * requirement left is a set (not under `setsRequireSameSuit`): the whole
 * hand's rank counts are made once, and each candidate meld's cards are taken
 * out of them and put back, instead of a count vector being collapsed afresh.
 * Exact: for one set `canComplete` tests the cards left against the set's size
 * plus the reserve (its pair branch is for pairs), then asks `canMakeSets` of
 * the rank counts of the sub-hand — which are the hand's rank counts less the
 * meld's cards — and for one set that call is `lastSetFits`, made here with
 * the same banned ranks and the set's figures worked out once.
 */
export class LastSetReach {
  /** The whole hand's rank counts; a candidate's cards are taken out only during its test. */
  private readonly c: RankCounts;
  /** The naturals of its rank the set needs at least, as `canMakeSets` works it out. */
  private readonly fewest: number;

  /** `held` as for `canComplete`: the types `counts` (the whole hand) holds. */
  constructor(
    counts: readonly number[],
    held: readonly number[],
    private readonly req: Requirement,
    private readonly o: RummyOptions,
  ) {
    this.c = rankCounts(counts, held);
    this.fewest = Math.max(1, req.size - maxWilds(req.size, o));
  }

  /**
   * The same answer as `canComplete(counts less taken, held, total, [req], reserve, o, usedRanks, memo)`,
   * `banned` being `usedRanks` under `contractSetsDistinctRanks`, else empty: `canMakeSets` of one
   * set goes straight to `lastSetFits`, which is asked here without the search's set-up.
   */
  canComplete(taken: readonly number[], total: number, reserve: number, banned: readonly (Rank | null)[]): boolean {
    const k = this.req.size;
    if (total < k + reserve) return false;
    const c = this.c;
    for (const t of taken) {
      const v = rankSlot(t);
      c[v] = (c[v] as number) - 1;
    }
    const ok = lastSetFits(c, k, this.fewest, 1, true, this.o.contractSetsDistinctRanks ? banned : null, this.o);
    for (const t of taken) {
      const v = rankSlot(t);
      c[v] = (c[v] as number) + 1;
    }
    return ok;
  }
}
