/**
 * Every run a hand's counts allow (R4–R6, R8, R10, R14, R15): each length it may be put down at,
 * each suit and first slot, which slots take a natural card and which a wild, and (for the move
 * list) the order of the wilds in their slots — one canonical order (`wildOrder.ts`), or each
 * order under `allowWildSwap`. `enumerateUses` (`meldUses.ts`) hands run requirements to these.
 */
import { SUITS, type Suit } from '../../core/cards.js';
import { heldWildTypes, JOKER, multisets, typeAt, WILD_TYPES } from './cardTypes.js';
import type { Requirement } from './contracts.js';
import { fullRatioWilds, maxWilds, runStartLengths } from './melds.js';
import type { RummyOptions } from './options.js';
import { bitCount, type EnumerateOptions, type UseVisitor } from './uses.js';
import { canonicalWilds, countOrders, isOwnSlot, slotValue } from './wildOrder.js';

/** No card types. */
const NO_TYPES: readonly number[] = [];

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

/**
 * Every run `req` may be put down as that the counts allow: at its minimum size, then at each
 * longer length of a full-ratio run (R10: as many wilds as the ratio allows, natural cards at
 * both ends); for each, every suit, first slot, natural and wild slots and wilds (R4–R6, R14).
 */
export function enumerateRuns(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
): boolean {
  for (const size of runStartLengths(req, o)) {
    if (enumerateRunsOf(counts, req, size, o, eo, visit)) return true;
  }
  return false;
}

/**
 * The runs of `size` cards: at the requirement's minimum size any number of wilds up to the
 * ratio; longer (R10), exactly the full ratio's wilds and a natural card at each end.
 */
function enumerateRunsOf(
  counts: number[],
  req: Requirement,
  size: number,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor,
): boolean {
  const exact = size === req.size ? -1 : fullRatioWilds(size, o);
  const wmax = req.pure ? 0 : exact >= 0 ? exact : maxWilds(size, o);
  const lows = o.allowWrap ? (size === 13 ? ONLY_ACE : WRAP_LOWS) : (NO_WRAP_LOWS[size] as readonly number[]);
  const window = (1 << size) - 1;
  // One window for the whole enumeration, its suit and first slot set as it moves: the slot
  // search below recurses once per slot choice, and fewer arguments are cheaper calls.
  const w: RunWindow = {
    counts,
    natural: new Array<number>(size),
    chosen: [],
    wmax,
    exact,
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
  // A full-ratio run holds exactly its naturals.
  const fewest = exact >= 0 ? size - exact : Math.max(1, size - wmax, size - wilds);
  if (exact > wilds) return false;
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
      // A full-ratio run has a natural card at each end.
      if (exact >= 0 && ((natural[0] as number) < 0 || (natural[size - 1] as number) < 0)) continue;
      w.suit = SUITS[s] as Suit;
      w.low = low;
      if (slotChoices(w, 0, 0, wilds)) return true;
    }
  }
  return false;
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
  /** A full-ratio run's exact number of wilds (R10), or −1 at the minimum size (any up to `wmax`). */
  exact: number;
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
  const exact = w.exact;
  if (i === w.size) {
    if (exact >= 0 && wildsSoFar !== exact) return false;
    // The caller refuses every run of these slots whatever its wilds: none is built.
    if (w.eo.runBound !== undefined && !w.eo.runBound.mayFill(chosen, wildsSoFar)) return false;
    return fillWilds(counts, chosen, w.suit, w.low, w.o, w.eo, w.visit, w.wildTypes, exact >= 0);
  }
  // A full-ratio run: too few slots left between here and its natural last card for its wilds.
  if (exact >= 0 && exact - wildsSoFar > w.size - 1 - i) return false;
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
  // A full-ratio run's ends are natural.
  const end = exact >= 0 && (i === 0 || i === w.size - 1);
  if (!end && wildsSoFar < w.wmax && wildsSoFar < wildsLeft) {
    chosen.push(-1);
    const stop = slotChoices(w, i + 1, wildsSoFar + 1, wildsLeft);
    chosen.pop();
    if (stop) return true;
  }
  return false;
}

/**
 * Fills the slots marked -1 with wild cards: one placement of each multiset of wilds (search), its
 * canonical order (moves), or each distinct order (moves under `allowWildSwap`, R19).
 * `wildTypes`: `WILD_TYPES`, or those of them the hand held when the run's search began (the
 * search only takes cards out, and the types the counts lack give no wild). `strict`: a full-ratio
 * run (R10), whose wilds must keep out of their own slots in the search too.
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
  strict = false,
): boolean {
  let holes = 0;
  for (const t of chosen) if (t < 0) holes++;
  const naturals = chosen.length - holes;
  if (naturals < holes || naturals === 0) return false;
  // Only the move list tells a 2 or 3 in its own slot apart (see `placeWilds`).
  // Also the search, for a full-ratio run (R10): there a 2 or 3 read as wild in its own slot would
  // make a run that is not one (natural there, R6, it leaves the run short of its wilds).
  const own = (eo.arrange || strict) && o.naturalTwosThreesInRuns;
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
  if (!eo.arrange && !own) {
    return multisets(wildTypes, counts, holes, [], 0, (wild) => placeWilds(chosen, wild, suit, low, false, visit));
  }
  // The wild slots, and the run's suit as an index, for the canonical order.
  const slots: number[] = [];
  for (let h = 0; h < chosen.length; h++) if ((chosen[h] as number) < 0) slots.push(low + h);
  const s = suit === null ? -1 : SUITS.indexOf(suit);
  if (eo.arrange && o.allowWildSwap) {
    if (eo.countOrders) {
      // A count: each run once, standing for its orders (the same multiset, so the same answers).
      return multisets(wildTypes, counts, holes, [], 0, (wild) => {
        const n = countOrders(slots, wild, s, own);
        const order = n === 0 ? null : canonicalWilds(slots, wild, s, own);
        if (order === null) return false;
        eo.weight = n;
        return placeWilds(chosen, order, suit, low, false, visit);
      });
    }
    return multisets(wildTypes, counts, holes, [], 0, (wild) =>
      permutations(wild, (order) => placeWilds(chosen, order, suit, low, own, visit)),
    );
  }
  return multisets(wildTypes, counts, holes, [], 0, (wild) => {
    // No order keeps every 2 and 3 out of its own slot: those cards are listed with it natural.
    const order = canonicalWilds(slots, wild, s, own);
    return order !== null && placeWilds(chosen, order, suit, low, false, visit);
  });
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
    if (own && isOwnSlot(t, low + h, suit === null ? -1 : SUITS.indexOf(suit))) return false;
    types[h] = t;
  }
  return visit(types, null, suit, low);
}

/** Every mixed-suit run of 13, A to K, with at most the ratio of wilds (R15). */
export function enumerateMixedRun(counts: number[], o: RummyOptions, eo: EnumerateOptions, visit: UseVisitor): boolean {
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
