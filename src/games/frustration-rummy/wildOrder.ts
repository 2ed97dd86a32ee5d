/**
 * The canonical order of a run's wild cards (rules page, "Actions and the size of the move
 * list"): while `allowWildSwap` is off (R19), which of a run's wild cards stands in which of its
 * wild slots is not a separate move — nothing later reads it (lay-offs, the ratio and the end of
 * the round depend on the run's suit, its ends and its counts) — so the move list names one order
 * and `validate` reads any other order of the same cards as that move. One function decides that
 * order for the move list (`runUses.ts`), the meld check (`layDown.ts`) and the move key
 * (`moves.ts`).
 */
import { JOKER } from './cardTypes.js';
import { searchSteps } from './searchSteps.js';

/** The rank value (1–13) standing in run slot `pos` ≥ 1 (14 is the high ace; beyond it only when wrapping). */
export function slotValue(pos: number): number {
  return ((pos - 1) % 13) + 1;
}

/**
 * True when card type `t` is the natural card of run slot `pos`: a 2 or 3 of that slot's rank and
 * of the run's suit (`suit` 0–3; −1 for the mixed-suit run of 13, where any suit will do).
 */
export function isOwnSlot(t: number, pos: number, suit: number): boolean {
  return t !== JOKER && (t >> 2) + 1 === slotValue(pos) && (suit < 0 || (t & 3) === suit);
}

/**
 * The wild cards `wilds` (card types, any order) placed in the wild slots `slots` (run slots, left
 * to right): the first order, by rising type (2s and 3s, then Jokers), that puts no 2 or 3 in its
 * own slot when `own` (R6: it would be natural there, which is another move, listed with the card
 * as a natural). `null` when every order does. Every other order of the same cards in the same
 * slots is the same move. The search backtracks only past own slots, of which a run has at most
 * two (four when wrapping), so it costs about one step a wild.
 */
export function canonicalWilds(
  slots: readonly number[],
  wilds: readonly number[],
  suit: number,
  own: boolean,
): number[] | null {
  const sorted = wilds.slice();
  // Insertion sort: a run holds at most seven wilds.
  for (let i = 1; i < sorted.length; i++) {
    const t = sorted[i] as number;
    let j = i - 1;
    while (j >= 0 && (sorted[j] as number) > t) {
      sorted[j + 1] = sorted[j] as number;
      j--;
    }
    sorted[j + 1] = t;
  }
  // Rising order stands when no wild is the natural card of a wild slot (most runs: their wild
  // slots are not the 2 or 3 slot, or the run holds no 2 or 3 of its suit as a wild).
  if (!own || !anyOwnSlot(slots, sorted, suit)) return sorted;
  const out = new Array<number>(sorted.length).fill(0);
  const used = new Array<boolean>(sorted.length).fill(false);
  return place(0, slots, sorted, suit, used, out) ? out : null;
}

/** True when some wild of `wilds` is the natural card of some slot of `slots` (see `isOwnSlot`). */
function anyOwnSlot(slots: readonly number[], wilds: readonly number[], suit: number): boolean {
  for (const p of slots) {
    const v = slotValue(p);
    if (v !== 2 && v !== 3) continue;
    for (const t of wilds) if (isOwnSlot(t, p, suit)) return true;
  }
  return false;
}

/**
 * Fills `out` from slot `k` on with the first order of the unused `sorted` wilds that keeps each
 * out of its own slot; true when one exists. A module-level function with its state passed in,
 * not a closure made for each run (see `UseVisitor` in uses.ts).
 */
function place(
  k: number,
  slots: readonly number[],
  sorted: readonly number[],
  suit: number,
  used: boolean[],
  out: number[],
): boolean {
  searchSteps.count++;
  if (k === sorted.length) return true;
  let last = -1;
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i] as number;
    // A type already tried at this slot gives the same orders again.
    if (used[i] || t === last) continue;
    last = t;
    if (isOwnSlot(t, slots[k] as number, suit)) continue;
    used[i] = true;
    out[k] = t;
    if (place(k + 1, slots, sorted, suit, used, out)) return true;
    used[i] = false;
  }
  return false;
}

/**
 * How many distinct orders of the wild cards `wilds` in the slots `slots` keep every 2 and 3 out of
 * its own slot (all of them when not `own`): the moves one run stands for under `allowWildSwap`
 * (R19), counted without listing them. The same orders `canonicalWilds` picks the first of.
 */
export function countOrders(slots: readonly number[], wilds: readonly number[], suit: number, own: boolean): number {
  // The distinct types and how many of each: the orders are those of this multiset.
  const types: number[] = [];
  const left: number[] = [];
  for (const t of wilds) {
    const i = types.indexOf(t);
    if (i < 0) {
      types.push(t);
      left.push(1);
    } else left[i] = (left[i] as number) + 1;
  }
  // No wild is barred from a slot (most runs): the orders of the multiset, without a walk.
  if (!own || !anyOwnSlot(slots, wilds, suit)) return multinomial(wilds.length, left);
  // Else inclusion–exclusion over the slots where some wild is its own card: every order, less
  // those with such a card in such a slot, each term the orders of the wilds the others leave. A
  // run has at most two such slots (four when wrapping), so a count under `allowWildSwap` costs a
  // few terms a run, not a walk of its orders (a million runs on the longest hands, R29).
  const barred: number[][] = [];
  for (const p of slots) {
    const here: number[] = [];
    for (let i = 0; i < types.length; i++) if (isOwnSlot(types[i] as number, p, suit)) here.push(i);
    if (here.length > 0) barred.push(here);
  }
  return excluded(0, barred, left, wilds.length);
}

/** n! for n up to 14 (a run's wilds; the mixed run's at most 6). */
const FACTORIAL: readonly number[] = (() => {
  const f = [1];
  for (let n = 1; n <= 14; n++) f.push((f[n - 1] as number) * n);
  return f;
})();

/** The distinct orders of `n` wilds with `left[i]` copies of each type: n! over each type's copies' orders. */
function multinomial(n: number, left: readonly number[]): number {
  let m = FACTORIAL[n] as number;
  for (const c of left) m /= FACTORIAL[c] as number;
  return m;
}

/**
 * The orders of the `n` wilds `left` in which none of the barred slots from `b` on holds a type
 * barred there (`barred[b]`: indices of `left`), by inclusion–exclusion: the orders with slot `b`
 * free of the rule, less those with each barred type put there.
 */
function excluded(b: number, barred: readonly (readonly number[])[], left: number[], n: number): number {
  if (b === barred.length) return multinomial(n, left);
  let total = excluded(b + 1, barred, left, n);
  for (const i of barred[b] as readonly number[]) {
    const c = left[i] as number;
    if (c === 0) continue;
    left[i] = c - 1;
    total -= excluded(b + 1, barred, left, n - 1);
    left[i] = c;
  }
  return total;
}

/**
 * Visits each distinct order of the wild cards `rising` (card types in rising order, permuted in
 * place), from the rising order on (next permutation): every order of a run's wilds, each its own move under `allowWildSwap` (R19).
 * True when `visit` asked to stop. The one order of listing for the move list (`runUses.ts`) and
 * for a page of the mixed run's moves (`mixedRun.ts`).
 */
export function eachOrder<C>(rising: number[], visit: (order: readonly number[], ctx: C) => boolean, ctx: C): boolean {
  const a = rising;
  // One wild (or all alike) has one order: the loop below would end after the first visit.
  if (a.length < 2) return visit(a, ctx);
  for (;;) {
    if (visit(a, ctx)) return true;
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
 * Where a run's wild cards stand, for listing each order of them (R19): the indices of its wild
 * slots in its card types, its first slot and its suit (0–3, −1 for the mixed-suit run of 13), and
 * whether a 2 or 3 is barred from its own slot there (R6).
 */
export interface RunOrders {
  /** Indices in the run's card types of its wild slots, left to right. */
  holes: number[];
  /** The run's first slot (1 for A). */
  low: number;
  /** The run's suit as an index 0–3, −1 for the mixed-suit run. */
  suit: number;
  /** A 2 or 3 may not stand as a wild in its own slot (see `isOwnSlot`). */
  own: boolean;
}

/** What `eachRunOrder` passes to `eachOrder`'s visitor: a module-level visitor, no closure a run. */
interface OrderWalk<C> {
  types: readonly number[];
  r: RunOrders;
  visit: (types: number[], ctx: C) => boolean;
  ctx: C;
}

/**
 * Visits the run `types` with each distinct order of the wild cards standing in its wild slots
 * (`r.holes`), from the rising order on as `eachOrder` gives them, leaving out each order that puts
 * a 2 or 3 in its own slot under `r.own` (it is natural there, another move): the moves one run
 * stands for under `allowWildSwap` (R19), as many as `countOrders` counts, in the move list's order.
 * Each visit gets a fresh array. True when `visit` asked to stop.
 */
export function eachRunOrder<C>(
  types: readonly number[],
  r: RunOrders,
  visit: (types: number[], ctx: C) => boolean,
  ctx: C,
): boolean {
  const wilds: number[] = [];
  for (const i of r.holes) wilds.push(types[i] as number);
  wilds.sort((a, b) => a - b);
  return eachOrder(wilds, visitRunOrder, { types, r, visit, ctx });
}

function visitRunOrder<C>(order: readonly number[], walk: OrderWalk<C>): boolean {
  const types = walk.types.slice();
  const r = walk.r;
  for (let k = 0; k < r.holes.length; k++) {
    const i = r.holes[k] as number;
    const t = order[k] as number;
    if (r.own && isOwnSlot(t, r.low + i, r.suit)) return false;
    types[i] = t;
  }
  return walk.visit(types, walk.ctx);
}
