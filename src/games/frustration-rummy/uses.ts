/**
 * What the meld enumeration shares between its two files: the visitor each use (one way to make
 * a meld) is handed to, how an enumeration runs, and a bit count. `meldUses.ts` enumerates the
 * sets, pairs and six wilds and hands runs to `runUses.ts`; both import these from here, so
 * neither imports the other back.
 */
import type { Rank, Suit } from '../../core/cards.js';
import type { RunOrders } from './wildOrder.js';

/**
 * Called with each use (one way to make a meld), while the counts passed to the enumeration lack
 * the use's cards; return `true` to stop. `types`: its card types in the meld's order (a run's low
 * to high), a fresh array the visitor may keep; `rank`: a set's or pair's rank (`null`: all Jokers,
 * and for runs and wilds); `suit`: a run's suit (`null`: mixed or not a run); `low`: a run's first
 * slot, 0 for other kinds. Passed as arguments, not an object made for each use.
 *
 * `ctx` is what the enumeration was given beside the visitor: the hot visitors (the move list's,
 * the reachability search's) are module-level functions that keep their state there, not
 * closures made for each call. V8 keeps a closure's optimised code alive only while some closure
 * of it is, so each full garbage collection threw away the code of every visitor made per call,
 * and the next move list ran its inner loops unoptimised while they compiled again.
 */
export type UseVisitor<C = unknown> = (
  types: number[],
  rank: Rank | null,
  suit: Suit | null,
  low: number,
  ctx: C,
) => boolean;

/** How enumeration runs: `arrange` lists each order of wilds in a run's slots (moves); else one per multiset (search). */
export interface EnumerateOptions {
  // Every site that makes one gives every field, `countOrders` and `weight` too, in this order:
  // an object that gains a field later takes a map of its own, which V8 drops at a full
  // collection once no such object is alive, and every function specialised to it is
  // deoptimised (the move list's enumerators, once a list).
  /** List every placement of the wild cards in a run (moves), not one (reachability). */
  arrange: boolean;
  /** Set ranks that may not be used (R11 option). */
  bannedRanks: readonly (Rank | null)[];
  /**
   * For a count under `allowWildSwap` (R19), where each order of a run's wilds is a move: visit
   * each run once, in its canonical order, with `weight` set to the number of its orders, instead of
   * once per order (up to 5,040 for seven wilds).
   */
  countOrders?: boolean;
  /** Set by the run enumeration before each visit under `countOrders`: the orders the use stands for. */
  weight?: number;
  /**
   * Set with `weight`: where the run's wilds stand, so that a page can list the orders of the runs
   * it holds (`eachRunOrder`) and pass over the others whole. Read during the visit only.
   */
  orders?: RunOrders | null;
  /**
   * A bound from the caller's own test of each run, asked once the run's slots are chosen and
   * before its wilds are: false when no choice of that many wild cards could pass the test (see
   * `LastSetBound`). Only runs the caller would refuse are skipped, so what it is handed, and in
   * what order, is the same. `null`: none.
   */
  runBound?: RunBound | null;
}

/** See {@link EnumerateOptions.runBound}. */
export interface RunBound {
  /** `chosen`: the run's slots, a natural card's type or −1 for a wild; `wilds`: how many are −1. */
  mayFill(chosen: readonly number[], wilds: number): boolean;
}

/** Enumeration options in full (see `EnumerateOptions`): `arrange`, `bannedRanks`, no order count. */
export function enumerateOptions(arrange: boolean, bannedRanks: readonly (Rank | null)[]): EnumerateOptions {
  return { arrange, bannedRanks, countOrders: false, weight: 1, orders: null, runBound: null };
}

/** The number of bits set in a 32-bit integer. */
export function bitCount(x: number): number {
  let n = x - ((x >>> 1) & 0x55555555);
  n = (n & 0x33333333) + ((n >>> 2) & 0x33333333);
  return (((n + (n >>> 4)) & 0x0f0f0f0f) * 0x01010101) >>> 24;
}
