/**
 * The moves of contract 8's mixed-suit run of 13 (R15) counted and paged without listing them.
 * A hand grown by buys (R29: up to 34 cards with `maxBuysPerRound: 10`) holds billions of such
 * runs: for each rank A to K a natural card of any suit held or a wild slot, up to the ratio's six,
 * and which wild cards fill them. The count multiplies those choices out; a page walks them in the
 * move list's own order (`enumerateMixedRun`: A to K, each rank's naturals by suit, then a wild;
 * each run's wilds as `fillWilds` fills them), passing over whole branches by their counts, so
 * either costs about the same on a 34-card hand as on a 14-card one. The wild slots of a run are
 * of a page are filled by `fillMixedRun`, the move list's own code.
 */
import { typeAt } from './cardTypes.js';
import { maxWilds } from './melds.js';
import type { RummyOptions } from './options.js';
import { fillMixedRun } from './runUses.js';
import { searchSteps } from './searchSteps.js';
import { type EnumerateOptions, enumerateOptions } from './uses.js';
import { eachRunOrder } from './wildOrder.js';

/** The mixed run's wild-capable types (Jokers, 2s and 3s) whose counts tell one leaf count from another. */
const WILD_KEY_TYPES: readonly number[] = [52, 4, 5, 6, 7, 8, 9, 10, 11];

/**
 * A count or a page under way: the hand's counts (2s and 3s taken as naturals are taken out and
 * put back as the walk moves), what each rank's natural slot may hold, and the counts of runs
 * already made.
 */
interface MixedRuns {
  counts: number[];
  o: RummyOptions;
  /** Each rank's natural choices (1–13): the suits held, none for 2s and 3s unless they may be natural (R6). */
  suits: number[];
  /**
   * For the ranks from `v` (4–14) on, which hold no wild-capable card: `ways[v][k]`, the ways to
   * choose their slots with exactly `k` of them wild (a product of `suits[u] + x`).
   */
  ways: number[][];
  wmax: number;
  /** Moves of a run by its barred wild slots, its wilds and the wilds left: a few dozen keys a hand. */
  leaves: Map<string, number>;
  /** For a page's runs: each run once, weighted by its orders under `allowWildSwap` (R19). */
  eo: EnumerateOptions;
}

function mixedRuns(counts: number[], o: RummyOptions): MixedRuns {
  const suits: number[] = [0];
  for (let v = 1; v <= 13; v++) {
    let n = 0;
    if (!((v === 2 || v === 3) && !o.naturalTwosThreesInRuns)) {
      for (let s = 0; s < 4; s++) if ((counts[typeAt(v, s)] as number) > 0) n++;
    }
    suits.push(n);
  }
  const ways: number[][] = [];
  ways[14] = [1];
  for (let v = 13; v >= 4; v--) {
    const next = ways[v + 1] as number[];
    const here = new Array<number>(next.length + 1).fill(0);
    const n = suits[v] as number;
    for (let k = 0; k < next.length; k++) {
      here[k] = (here[k] as number) + n * (next[k] as number);
      here[k + 1] = (here[k + 1] as number) + (next[k] as number);
    }
    ways[v] = here;
  }
  const eo = enumerateOptions(true, []);
  eo.countOrders = o.allowWildSwap;
  return { counts, o, suits, ways, wmax: maxWilds(13, o), leaves: new Map(), eo };
}

/** The number of moves that are mixed runs of 13 from `counts` (each order of a run's wilds under `allowWildSwap`). */
export function countMixedRuns(counts: number[], o: RummyOptions): number {
  return movesFrom(mixedRuns(counts, o), 1, 0, false, false);
}

/**
 * The moves from rank `v` on with `h` wild slots before it; `two`, `three`: the 2 and 3 slots are
 * wild (a wild 2 or 3 may not stand in its own slot, R6, so those two slots are told apart).
 */
function movesFrom(m: MixedRuns, v: number, h: number, two: boolean, three: boolean): number {
  searchSteps.count++;
  if (v >= 4) {
    const ways = m.ways[v] as number[];
    let n = 0;
    for (let k = 0; k < ways.length && h + k <= m.wmax; k++) {
      if ((ways[k] as number) > 0) n += (ways[k] as number) * leafMoves(m, h + k, two, three);
    }
    return n;
  }
  let n = 0;
  if (v === 1) n += (m.suits[1] as number) * movesFrom(m, 2, h, two, three);
  else {
    // A 2 or 3 taken as a natural is one wild card fewer for the wild slots.
    for (let s = 0; s < 4 && (m.suits[v] as number) > 0; s++) {
      const t = typeAt(v, s);
      const have = m.counts[t] as number;
      if (have === 0) continue;
      m.counts[t] = have - 1;
      n += movesFrom(m, v + 1, h, two, three);
      m.counts[t] = have;
    }
  }
  if (h < m.wmax) n += movesFrom(m, v + 1, h + 1, two || v === 2, three || v === 3);
  return n;
}

/**
 * The moves of a run with `h` wild slots (the 2 and 3 slots among them as `two`, `three`) from the
 * wild cards the counts hold now, which slots of the other ranks being wild changing nothing.
 * Counted as `fillWilds` fills a run: each multiset of wild cards once, when some order of it keeps
 * every 2 and 3 out of its own slot (R6); under `allowWildSwap` each such order (R19). A count by
 * kinds of wild (2s, 3s, Jokers), not a walk over the multisets: the mixed-run test holds it to
 * that walk on random hands.
 */
function leafMoves(m: MixedRuns, h: number, two: boolean, three: boolean): number {
  if (h > m.wmax) return 0;
  if (h === 0) return 1;
  const c = m.counts;
  // Only 2s and 3s that may be natural in runs are barred from their own slots (R6).
  const own = m.o.naturalTwosThreesInRuns;
  const bar2 = own && two;
  const bar3 = own && three;
  let key = `${h}${bar2 ? 1 : 0}${bar3 ? 1 : 0}`;
  for (const t of WILD_KEY_TYPES) key += `,${c[t]}`;
  const known = m.leaves.get(key);
  if (known !== undefined) return known;
  const n = m.o.allowWildSwap ? orders(c, h, bar2, bar3) : multisetsOf(c, h, bar2, bar3);
  m.leaves.set(key, n);
  return n;
}

/** Types 4–7 are the 2s, 8–11 the 3s (`typeAt`), 52 the Joker. */
const TWOS: readonly number[] = [4, 5, 6, 7];
const THREES: readonly number[] = [8, 9, 10, 11];
const JOKER_TYPE = 52;

/**
 * The multisets of `h` wild cards from `c` that some order fits into slots barred to 2s (`bar2`,
 * the 2 slot) and to 3s (`bar3`): the 2 slot needs a 3 or a Joker, the 3 slot a 2 or a Joker, and
 * with both barred, one of each (two cards, as `h` is then at least 2).
 */
function multisetsOf(c: readonly number[], h: number, bar2: boolean, bar3: boolean): number {
  const twos = capped(c, TWOS, h);
  const threes = capped(c, THREES, h);
  const jokers = c[JOKER_TYPE] as number;
  let n = 0;
  for (let a = 0; a <= h; a++) {
    for (let b = 0; a + b <= h; b++) {
      const j = h - a - b;
      if (j > jokers) continue;
      if ((bar2 && b + j === 0) || (bar3 && a + j === 0)) continue;
      n += (twos[a] as number) * (threes[b] as number);
    }
  }
  return n;
}

/** `out[k]`: the multisets of `k` cards (0–`h`) from the types `types`, each at most as many as `c` holds. */
function capped(c: readonly number[], types: readonly number[], h: number): number[] {
  let f = new Array<number>(h + 1).fill(0);
  f[0] = 1;
  for (const t of types) {
    const g = new Array<number>(h + 1).fill(0);
    const most = c[t] as number;
    for (let k = 0; k <= h; k++) {
      for (let j = 0; j <= most && k + j <= h; j++) g[k + j] = (g[k + j] as number) + (f[k] as number);
    }
    f = g;
  }
  return f;
}

/**
 * The orders of `h` wild cards from `c` in `h` slots, by type, with the 2 slot barred to 2s
 * (`bar2`) and the 3 slot to 3s (`bar3`): each barred slot's card chosen first, the rest in any
 * order (`sequences`).
 */
function orders(c: number[], h: number, bar2: boolean, bar3: boolean): number {
  if (bar2)
    return ordersWithSlot(c, h, TWOS, (rest, left) =>
      bar3 ? ordersWithSlot(rest, left, THREES, sequencesOf) : sequencesOf(rest, left),
    );
  if (bar3) return ordersWithSlot(c, h, THREES, sequencesOf);
  return sequencesOf(c, h);
}

/** The orders with one slot's card of a type not in `barred` taken first, then `rest` for the `h − 1` others. */
function ordersWithSlot(
  c: number[],
  h: number,
  barred: readonly number[],
  rest: (c: number[], left: number) => number,
): number {
  let n = 0;
  for (const t of WILD_KEY_TYPES) {
    const have = c[t] as number;
    if (have === 0 || barred.includes(t)) continue;
    c[t] = have - 1;
    n += rest(c, h - 1);
    c[t] = have;
  }
  return n;
}

/** The sequences of `h` wild cards by type from `c` (a type used at most as often as `c` holds it). */
function sequencesOf(c: readonly number[], h: number): number {
  // f[k]: sequences of k cards from the types so far; a type used j times takes j of the k places.
  let f = new Array<number>(h + 1).fill(0);
  f[0] = 1;
  for (const t of WILD_KEY_TYPES) {
    const most = c[t] as number;
    if (most === 0) continue;
    const g = new Array<number>(h + 1).fill(0);
    for (let k = 0; k <= h; k++) {
      if ((f[k] as number) === 0) continue;
      for (let j = 0; j <= most && k + j <= h; j++)
        g[k + j] = (g[k + j] as number) + (f[k] as number) * choose(k + j, j);
    }
    f = g;
  }
  return f[h] as number;
}

/** The binomial coefficient, for the few places a run's wilds have (at most 6). */
function choose(n: number, k: number): number {
  let r = 1;
  for (let i = 1; i <= k; i++) r = (r * (n - k + i)) / i;
  return r;
}

/** A page being walked: moves still to pass over, moves still to make, and the runs made. */
interface Page {
  m: MixedRuns;
  skip: number;
  left: number;
  chosen: number[];
  runs: number[][];
}

/**
 * Moves `from` to `from + limit` (at most) of the mixed runs of 13 from `counts`, as each run's card
 * types A to K, in the move list's order (`enumerateMixedRun`). Costs what finding the first and
 * making the page cost: the branches before `from` are passed over by their counts.
 */
export function mixedRunPage(counts: number[], o: RummyOptions, from: number, limit: number): number[][] {
  const m = mixedRuns(counts, o);
  const p: Page = { m, skip: from, left: limit, chosen: [], runs: [] };
  if (limit > 0) walk(p, 1, 0);
  return p.runs;
}

/** The walk of `enumerateMixedRun`'s `mixedStep` from rank `v` with `h` wild slots: true to stop. */
function walk(p: Page, v: number, h: number): boolean {
  searchSteps.count++;
  const m = p.m;
  const chosen = p.chosen;
  if (v === 14) return walkLeaf(p, h);
  if (m.suits[v] as number) {
    for (let s = 0; s < 4; s++) {
      const t = typeAt(v, s);
      const have = m.counts[t] as number;
      if (have === 0) continue;
      m.counts[t] = have - 1;
      chosen.push(t);
      const stop = branch(p, v + 1, h);
      chosen.pop();
      m.counts[t] = have;
      if (stop) return true;
    }
  }
  if (h >= m.wmax) return false;
  chosen.push(-1);
  const stop = branch(p, v + 1, h + 1);
  chosen.pop();
  return stop;
}

/** Walks into the branch at rank `v`, or passes over all its moves when the page starts after them. */
function branch(p: Page, v: number, h: number): boolean {
  if (p.skip > 0) {
    const n = movesFrom(p.m, v, h, p.chosen[1] === -1, p.chosen[2] === -1);
    if (p.skip >= n) {
      p.skip -= n;
      return false;
    }
  }
  return walk(p, v, h);
}

/** The runs of the slots chosen, filled as the move list fills them; those before the page passed over. */
function walkLeaf(p: Page, h: number): boolean {
  const m = p.m;
  if (p.skip > 0) {
    const n = leafMoves(m, h, p.chosen[1] === -1, p.chosen[2] === -1);
    if (p.skip >= n) {
      p.skip -= n;
      return false;
    }
  }
  return fillMixedRun(m.counts, p.chosen, m.o, m.eo, takeRun, p);
}

/**
 * A run as `fillMixedRun` fills it: one move, or under `allowWildSwap` (its canonical order, with
 * `weight` its orders) each order of its wilds (`eachRunOrder`, the move list's own walk), passed
 * over as a whole when the page starts after it.
 */
function takeRun(types: number[], _rank: unknown, _suit: unknown, _low: number, p: Page): boolean {
  const n = p.m.eo.weight ?? 1;
  const orders = p.m.eo.orders ?? null;
  p.m.eo.weight = 1;
  p.m.eo.orders = null;
  if (p.skip >= n) {
    p.skip -= n;
    return false;
  }
  // One order (no swap, one wild, or one order that keeps the 2s and 3s out of their own slots):
  // the run as it was filled.
  if (n === 1 || orders === null) return makeRun(types, p);
  return eachRunOrder(types, orders, makeRun, p);
}

/** The run as a move of the page, once the moves before it are passed; true when the page is full. */
function makeRun(types: number[], p: Page): boolean {
  if (p.skip > 0) {
    p.skip--;
    return false;
  }
  p.runs.push(types.slice());
  p.left--;
  return p.left === 0;
}
