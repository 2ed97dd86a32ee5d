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
  return countFrom(0, slots, types, left, suit, own, new Map());
}

/** The orders of the wilds `left` (of each of `types`) over slots `k` on, memoised by the wilds left. */
function countFrom(
  k: number,
  slots: readonly number[],
  types: readonly number[],
  left: number[],
  suit: number,
  own: boolean,
  memo: Map<string, number>,
): number {
  if (k === slots.length) return 1;
  const key = `${k}|${left.join()}`;
  const known = memo.get(key);
  if (known !== undefined) return known;
  let n = 0;
  for (let i = 0; i < types.length; i++) {
    if ((left[i] as number) === 0) continue;
    if (own && isOwnSlot(types[i] as number, slots[k] as number, suit)) continue;
    left[i] = (left[i] as number) - 1;
    n += countFrom(k + 1, slots, types, left, suit, own, memo);
    left[i] = (left[i] as number) + 1;
  }
  memo.set(key, n);
  return n;
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
