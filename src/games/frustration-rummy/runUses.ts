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
import { searchSteps } from './searchSteps.js';
import { bitCount, type EnumerateOptions, type UseVisitor } from './uses.js';
import { canonicalWilds, countOrders, eachOrder, isOwnSlot, type RunOrders, slotValue } from './wildOrder.js';

/** No card types. */
const NO_TYPES: readonly number[] = [];

/**
 * The run being enumerated, and the visitor and context its uses go to: one object an
 * enumeration, its suit, first slot and slot choices set as it moves, handed to the module-level
 * steps below (the slot search recurses once per slot choice, and fewer arguments are cheaper
 * calls; module-level visitors, not closures, keep their optimised code across garbage
 * collections: see `UseVisitor`). Made only by `runWindow`, so every window has one map.
 */
interface RunWindow<C> {
  counts: number[];
  /** Each slot's natural type (-1: not held), for the window being searched. */
  natural: number[];
  /** The slots chosen so far: a natural type, or -1 for a wild slot. */
  chosen: number[];
  wmax: number;
  /** A full-ratio run's exact number of wilds (R10), or −1 at the minimum size (any up to `wmax`). */
  exact: number;
  size: number;
  suit: Suit | null;
  /** `suit` as an index 0–3, −1 for the mixed-suit run. */
  suitIndex: number;
  low: number;
  /** The wild-capable types the hand holds, in `WILD_TYPES` order (`WILD_TYPES` for the mixed run). */
  wildTypes: number[];
  o: RummyOptions;
  eo: EnumerateOptions;
  visit: UseVisitor<C>;
  ctx: C;
  /** A full-ratio run (R10): its wilds keep out of their own slots in the search too. */
  strict: boolean;
  /** Set by `fillWilds` for its placements: a 2 or 3 may not be wild in its own slot. */
  own: boolean;
  /** The wild slots of the run being filled (run slots, left to right). */
  slots: number[];
  /** For the mixed-suit run: how many ranks from each value on (index 1–14) have no natural card held. */
  forced: number[];
  /** Where the wilds of the run being counted stand (`EnumerateOptions.orders`), refilled for each run. */
  orders: RunOrders;
}

function runWindow<C>(
  counts: number[],
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
): RunWindow<C> {
  return {
    counts,
    natural: [],
    chosen: [],
    wmax: 0,
    exact: -1,
    size: 0,
    suit: null,
    suitIndex: -1,
    low: 1,
    wildTypes: [],
    o,
    eo,
    visit,
    ctx,
    strict: false,
    own: false,
    slots: [],
    forced: [],
    orders: { holes: [], low: 1, suit: -1, own: false },
  };
}

/**
 * Each distinct order of the multiset `items` (as `multisets` gives it, in `WILD_TYPES` order:
 * Jokers first, then 2s and 3s rising), each placed in `w`'s wild slots (`eachOrder`).
 */
function permutations<C>(items: readonly number[], w: RunWindow<C>): boolean {
  searchSteps.count++;
  // Rising order is the same cards with the Jokers (52) moved to the end: no sort needed.
  const a: number[] = [];
  let jokers = 0;
  for (const t of items) {
    if (t === JOKER) jokers++;
    else a.push(t);
  }
  for (let j = 0; j < jokers; j++) a.push(JOKER);
  return eachOrder(a, placeOrder, w);
}

/** One order of a run's wilds in its wild slots: none when a 2 or 3 lands in its own slot (see `placeWilds`). */
function placeOrder<C>(order: readonly number[], w: RunWindow<C>): boolean {
  return placeWilds(w, order, w.own);
}

/**
 * Every run `req` may be put down as that the counts allow: at its minimum size, then at each
 * longer length of a full-ratio run (R10: as many wilds as the ratio allows, natural cards at
 * both ends); for each, every suit, first slot, natural and wild slots and wilds (R4–R6, R14).
 */
export function enumerateRuns<C>(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
): boolean {
  const w = runWindow(counts, o, eo, visit, ctx);
  // Read once: each window's search puts back every card it takes.
  const wilds = heldWildTypes(counts, w.wildTypes);
  for (const size of runStartLengths(req, o)) {
    if (enumerateRunsOf(w, req, size, wilds)) return true;
  }
  return false;
}

/**
 * The runs of `size` cards: at the requirement's minimum size any number of wilds up to the
 * ratio; longer (R10), exactly the full ratio's wilds and a natural card at each end. `wilds`: the
 * wild-capable cards the hand holds.
 */
function enumerateRunsOf<C>(w: RunWindow<C>, req: Requirement, size: number, wilds: number): boolean {
  const o = w.o;
  const counts = w.counts;
  const exact = size === req.size ? -1 : fullRatioWilds(size, o);
  const wmax = req.pure ? 0 : exact >= 0 ? exact : maxWilds(size, o);
  // The naturals a window needs: each slot not natural takes a wild, at most `wmax` of them and
  // no more than the hand holds (as `slotChoices` chooses), and a run is not all wild.
  // A full-ratio run holds exactly its naturals.
  const fewest = exact >= 0 ? size - exact : Math.max(1, size - wmax, size - wilds);
  if (exact > wilds) return false;
  const lows = o.allowWrap ? (size === 13 ? ONLY_ACE : WRAP_LOWS) : (NO_WRAP_LOWS[size] as readonly number[]);
  const window = (1 << size) - 1;
  w.exact = exact;
  w.wmax = wmax;
  w.size = size;
  w.strict = exact >= 0;
  const natural = w.natural;
  while (natural.length < size) natural.push(-1);
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
      w.suitIndex = s;
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

/** Chooses, slot by slot from slot `i`, a natural card (when there is one) or a wild; then fills the wild slots. */
function slotChoices<C>(w: RunWindow<C>, i: number, wildsSoFar: number, wildsLeft: number): boolean {
  searchSteps.count++;
  const counts = w.counts;
  const chosen = w.chosen;
  const exact = w.exact;
  if (i === w.size) {
    if (exact >= 0 && wildsSoFar !== exact) return false;
    // The caller refuses every run of these slots, whatever its wilds: none is built.
    const bound = w.eo.runBound;
    if (bound != null && !bound.mayFill(w.chosen, wildsSoFar)) return false;
    return fillWilds(w);
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
 * Fills the slots of `w.chosen` marked -1 with wild cards: one placement of each multiset of wilds
 * (search), its canonical order (moves), or each distinct order (moves under `allowWildSwap`,
 * R19), from `w.wildTypes` (those the hand held when the run's search began: the search only takes
 * cards out, and the types the counts lack give no wild).
 */
function fillWilds<C>(w: RunWindow<C>): boolean {
  const chosen = w.chosen;
  const counts = w.counts;
  let holes = 0;
  for (const t of chosen) if (t < 0) holes++;
  const naturals = chosen.length - holes;
  if (naturals < holes || naturals === 0) return false;
  // Only the move list tells a 2 or 3 in its own slot apart (see `placeWilds`).
  // Also the search, for a full-ratio run (R10): there a 2 or 3 read as wild in its own slot would
  // make a run that is not one (natural there, R6, it leaves the run short of its wilds).
  const own = (w.eo.arrange || w.strict) && w.o.naturalTwosThreesInRuns;
  w.own = own;
  // No wild slot: the one placement, as `multisets` of none would give it.
  if (holes === 0) return placeWilds(w, NO_TYPES, own);
  if (holes === 1) {
    // One wild slot (most runs that take a wild): each wild type held, in `WILD_TYPES` order as
    // `multisets` would give them, without its recursion and visitor.
    for (const t of w.wildTypes) {
      const have = counts[t] as number;
      if (have === 0) continue;
      counts[t] = have - 1;
      // A one-type order in a buffer, not a new array: `placeWilds` reads it before it visits.
      ONE_WILD[0] = t;
      const stop = placeWilds(w, ONE_WILD, own);
      counts[t] = have;
      if (stop) return true;
    }
    return false;
  }
  if (!w.eo.arrange && !own) return multisets(w.wildTypes, counts, holes, [], 0, placeAny, w);
  // The wild slots, for the canonical order.
  const slots = w.slots;
  while (slots.length > 0) slots.pop();
  for (let h = 0; h < chosen.length; h++) if ((chosen[h] as number) < 0) slots.push(w.low + h);
  if (w.eo.arrange && w.o.allowWildSwap) {
    // A count: each run once, standing for its orders (the same multiset, so the same answers).
    if (w.eo.countOrders) return multisets(w.wildTypes, counts, holes, [], 0, placeCounted, w);
    return multisets(w.wildTypes, counts, holes, [], 0, permutations, w);
  }
  return multisets(w.wildTypes, counts, holes, [], 0, placeCanonical, w);
}

/** One placement of the wilds `wild` (the search: any order is the same multiset of cards). */
function placeAny<C>(wild: number[], w: RunWindow<C>): boolean {
  return placeWilds(w, wild, false);
}

/** The wilds `wild` in their canonical order, if they have one (moves, `allowWildSwap` off). */
function placeCanonical<C>(wild: number[], w: RunWindow<C>): boolean {
  // No order keeps every 2 and 3 out of its own slot: those cards are listed with it natural.
  const order = canonicalWilds(w.slots, wild, w.suitIndex, w.own);
  return order !== null && placeWilds(w, order, false);
}

/** The wilds `wild` once, in canonical order, weighted by their orders (a count under `allowWildSwap`). */
function placeCounted<C>(wild: number[], w: RunWindow<C>): boolean {
  const n = countOrders(w.slots, wild, w.suitIndex, w.own);
  const order = n === 0 ? null : canonicalWilds(w.slots, wild, w.suitIndex, w.own);
  if (order === null) return false;
  w.eo.weight = n;
  // For a page: where the wilds stand, to list this run's orders if the page holds some of them.
  const r = w.orders;
  r.holes.length = 0;
  for (const p of w.slots) r.holes.push(p - w.low);
  r.low = w.low;
  r.suit = w.suitIndex;
  r.own = w.own;
  w.eo.orders = r;
  return placeWilds(w, order, false);
}

// The order of a run's one wild (see `fillWilds`).
const ONE_WILD: number[] = [0];

/**
 * Visits the run `w.chosen` with its slots marked -1 given the wild types `order`, left to right;
 * under `own`, none when a 2 or 3 lands in its own slot (and suit), where it is natural: the
 * natural branch already lists that meld.
 */
function placeWilds<C>(w: RunWindow<C>, order: readonly number[], own: boolean): boolean {
  const types = w.chosen.slice();
  const low = w.low;
  let k = 0;
  for (let h = 0; h < types.length; h++) {
    if ((types[h] as number) >= 0) continue;
    const t = order[k] as number;
    k++;
    if (own && isOwnSlot(t, low + h, w.suitIndex)) return false;
    types[h] = t;
  }
  return w.visit(types, null, w.suit, low, w.ctx);
}

/** Every mixed-suit run of 13, A to K, with at most the ratio of wilds (R15). */
export function enumerateMixedRun<C>(
  counts: number[],
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
): boolean {
  const w = mixedWindow(counts, o, eo, visit, ctx);
  let wilds = 0;
  for (const t of WILD_TYPES) wilds += counts[t] as number;
  // The ranks from each value on that no natural card of the hand can fill: each takes a wild.
  const forced = w.forced;
  for (let v = 0; v <= 14; v++) forced.push(0);
  for (let v = 13; v >= 1; v--) {
    let held = false;
    if (!((v === 2 || v === 3) && !o.naturalTwosThreesInRuns)) {
      for (let s = 0; s < 4; s++) if ((counts[typeAt(v, s)] as number) > 0) held = true;
    }
    forced[v] = (forced[v + 1] as number) + (held ? 0 : 1);
  }
  return mixedStep(w, 1, 0, wilds);
}

/**
 * The mixed-suit run of 13 (R15) whose slots are `chosen` (A to K: a natural card's type, or −1
 * for a wild slot), its wild slots filled from `counts` as the move list fills them (see
 * `fillWilds`): for the count and the pages of the mixed run's moves (`mixedRun.ts`), which
 * choose the slots themselves.
 */
export function fillMixedRun<C>(
  counts: number[],
  chosen: readonly number[],
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
): boolean {
  const w = mixedWindow(counts, o, eo, visit, ctx);
  for (const t of chosen) w.chosen.push(t);
  return fillWilds(w);
}

/** The window of the mixed-suit run of 13: A to K, any wild type, the ratio's wilds at most. */
function mixedWindow<C>(
  counts: number[],
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
): RunWindow<C> {
  const w = runWindow(counts, o, eo, visit, ctx);
  for (const t of WILD_TYPES) w.wildTypes.push(t);
  w.wmax = maxWilds(13, o);
  w.size = 13;
  return w;
}

/**
 * The slot of value `v` of the mixed-suit run and those after it: each natural card of that rank
 * held, then a wild. `wilds`: wild slots so far; `left`: wild-capable cards still in hand (a 2 or 3
 * taken as a natural is one fewer). A branch whose wild slots, with one for each rank still to
 * come that has no natural, would pass the ratio or the wild cards held is cut: it would visit
 * nothing (its leaves' `fillWilds` would find too few wilds, or the slot choices no wild slot).
 */
function mixedStep<C>(w: RunWindow<C>, v: number, wilds: number, left: number): boolean {
  searchSteps.count++;
  if (v === 14) return fillWilds(w);
  const need = wilds + (w.forced[v] as number);
  if (need > w.wmax || need > left) return false;
  const counts = w.counts;
  const chosen = w.chosen;
  const twoThree = v === 2 || v === 3;
  if (!twoThree || w.o.naturalTwosThreesInRuns) {
    for (let s = 0; s < 4; s++) {
      const t = typeAt(v, s);
      if ((counts[t] as number) === 0) continue;
      counts[t] = (counts[t] as number) - 1;
      chosen.push(t);
      const stop = mixedStep(w, v + 1, wilds, twoThree ? left - 1 : left);
      chosen.pop();
      counts[t] = (counts[t] as number) + 1;
      if (stop) return true;
    }
  }
  if (wilds < w.wmax && wilds < left) {
    chosen.push(-1);
    const stop = mixedStep(w, v + 1, wilds + 1, left);
    chosen.pop();
    if (stop) return true;
  }
  return false;
}
