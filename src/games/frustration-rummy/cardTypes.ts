/**
 * Card types and counts: a hand as the number of cards of each type (rank × suit, plus one type
 * for Jokers), so twin cards and the four Jokers collapse; the wild-capable types among them; and
 * every multiset of cards a count vector allows, which the enumerations of sets and runs
 * (`meldUses.ts`, `runUses.ts`) draw their naturals and wilds from.
 */
import { type Card, RANKS, SUITS } from '../../core/cards.js';
import { VALUE_RANK } from './melds.js';
import { searchSteps } from './searchSteps.js';
import { type RankCounts, rankSlot } from './sets.js';

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

// Each type's code without copy suffix, made once: a view names every card by its kind, and a
// table read gives the one shared string (no slice, no allocation) for each card it maps.
// Built from RANKS and SUITS as TYPE_AT is, not by `codeOfType`: its VALUE_RANK may not be loaded
// yet while the modules that import one another load.
// Filled first, so that the array stays packed (V8 reads a holey one more slowly).
const KIND_OF_TYPE: Card[] = Array.from({ length: TYPES }, () => 'JK');
RANKS.forEach((r, i) => {
  SUITS.forEach((s, k) => {
    KIND_OF_TYPE[(i === 12 ? 0 : i + 1) * 4 + k] = `${r}${s}`;
  });
});

/**
 * The kind of a card, its code without copy suffix (`7H#1` → `7H`, `JK#3` → `JK`, `7H` → `7H`):
 * what players see and say of a card, since twin cards are one card at the table. The same
 * answer as `baseCard`, by a table read.
 */
export function kindOf(card: Card): Card {
  const kind = KIND_OF_TYPE[typeOf(card)] as Card;
  // A code that is no card (a state made by hand) reads as some type: it is named as it is, so it
  // never passes for a real card.
  return card.charCodeAt(0) === kind.charCodeAt(0) && card.charCodeAt(1) === kind.charCodeAt(1) ? kind : card;
}

/** The type of the natural card of run value `value` (1–13, ace 1) in suit `suit` (0–3). */
export function typeAt(value: number, suit: number): number {
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

/** The types `counts` holds (count above 0), in rising order. */
export function heldTypes(counts: readonly number[]): number[] {
  const held: number[] = [];
  for (let t = 0; t < TYPES; t++) if ((counts[t] as number) > 0) held.push(t);
  return held;
}

/** The wild-capable types: Jokers, every 2 and every 3. */
export const WILD_TYPES: readonly number[] = [JOKER, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * Pushes onto `out` the wild-capable types `counts` holds, in `WILD_TYPES` order, and returns how
 * many such cards there are: the wilds the set and run enumerations fill from.
 */
export function heldWildTypes(counts: readonly number[], out: number[]): number {
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
 * Every multiset of `k` cards drawn from `types` within `counts`; the visitor sees it sorted by type
 * order, with `ctx` (a module-level visitor keeps its state there: see `UseVisitor`).
 */
export function multisets<C>(
  types: readonly number[],
  counts: number[],
  k: number,
  out: number[],
  i: number,
  visit: (m: number[], ctx: C) => boolean,
  ctx: C,
): boolean {
  searchSteps.count++;
  if (k === 0) return visit(out, ctx);
  if (k === 1) {
    // One card (a set's one wild, a pair's natural): each type held in turn, in the order the
    // recursion below would give them (take one of this type, else go on to the next), without it.
    for (; i < types.length; i++) {
      const t = types[i] as number;
      const have = counts[t] as number;
      if (have === 0) continue;
      out.push(t);
      counts[t] = have - 1;
      const stop = visit(out, ctx);
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
    const stop = multisets(types, counts, k - take, out, i + 1, visit, ctx);
    counts[t] = have;
    // Pops, not a shorter length: setting an array's length is a runtime call
    // in V8 that may also trim its storage, which the next push grows again.
    for (let j = 0; j < take; j++) out.pop();
    if (stop) return true;
  }
  return false;
}
