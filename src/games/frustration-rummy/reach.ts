/**
 * Whether the rest of a contract can still be completed from a hand (R12). The search takes each
 * way to make the first meld left (`enumerateUses`) and asks the same of the rest, memoised on
 * (requirements left, counts left): each distinct remainder is solved once. `LastRunReach` and
 * `LastSetReach` answer it for many sub-hands of one hand when one meld is left, and
 * `wildsMayShare` bounds it before the move list lists a run and a set.
 */
import type { Rank, Suit } from '../../core/cards.js';
import type { Requirement } from './contracts.js';
import { maxWilds } from './melds.js';
import { enumerateUses } from './meldUses.js';
import type { RummyOptions } from './options.js';
import { searchSteps } from './searchSteps.js';
import { canMakeSets, canPairAll, lastSetFits, type RankCounts, rankCounts, rankSlot, wildsMayFill } from './sets.js';
import { bitCount, enumerateOptions, type RunBound } from './uses.js';

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

/** A memo shared by the reachability checks of one move list. */
export type ReachMemo = Map<string | number, boolean>;

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
  searchSteps.count++;
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
  const node: ReachNode = { counts, held, total, first, rest, reserve, o, usedRanks, memo };
  const ok = enumerateUses(counts, first, o, enumerateOptions(false, banned), restReachable, node);
  if (keyed) memo.set(key, ok);
  return ok;
}

/** A node of the `canComplete` search: its arguments, for the visitor of its first meld's uses. */
interface ReachNode {
  counts: number[];
  held: readonly number[];
  total: number;
  first: Requirement;
  rest: readonly Requirement[];
  reserve: number;
  o: RummyOptions;
  usedRanks: readonly (Rank | null)[];
  memo: ReachMemo;
}

/**
 * True when the rest of the node's requirements can be made beside this use of its first. It
 * sees `counts` with the use's cards already taken out: `first.size` of them, or more for a
 * full-ratio run (R10). Module-level, not a closure for each node (see `UseVisitor`).
 */
function restReachable(types: number[], rank: Rank | null, _suit: Suit | null, _low: number, n: ReachNode): boolean {
  const ranks = n.first.kind === 'set' ? [...n.usedRanks, rank] : n.usedRanks;
  return canComplete(n.counts, n.held, n.total - types.length, n.rest, n.reserve, n.o, ranks, n.memo);
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
export interface LastRunReach {
  /** The card types of each run the whole hand can make (one per multiset order as enumerated). */
  uses: number[][];
  /** The run requirement. */
  req: Requirement;
}

/**
 * Enumerates the runs `req` asks for from `counts` (the whole hand; left as it was), or takes
 * `listed`, the types of every use the move list's arranged enumeration of `req` on the same
 * hand visited: each order of the wilds is a use of its own there and a 2 or 3 is never put as
 * a wild in its own slot, but that order is listed with the card as a natural, so the two
 * enumerations give the same multisets of cards, which is all `canComplete` reads.
 *
 * A plain object and functions, not a class: V8 drops the map of a class's instances at a full
 * garbage collection once none is alive, and deoptimises every function specialised to it (here
 * the move list's visitor, once a list); an object literal's map lives as long as the code.
 */
export function lastRunReach(counts: number[], req: Requirement, o: RummyOptions, listed?: number[][]): LastRunReach {
  const r: LastRunReach = { uses: listed ?? [], req };
  if (listed === undefined) enumerateUses(counts, req, o, enumerateOptions(false, []), keepUse, r.uses);
  return r;
}

/** The same answer as `canComplete(counts, held, total, [req], reserve, …)` for a sub-hand `counts` of the hand. */
export function lastRunCompletes(r: LastRunReach, counts: number[], total: number, reserve: number): boolean {
  if (total < r.req.size + reserve) return false;
  // A full-ratio run (R10) takes more cards than the minimum: the reserve is checked per use.
  for (const types of r.uses) if (total - types.length >= reserve && fits(counts, types)) return true;
  return false;
}

/** Keeps a use's types (see `LastRunReach`). */
function keepUse(types: number[], _rank: Rank | null, _suit: Suit | null, _low: number, uses: number[][]): boolean {
  uses.push(types);
  return false;
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
export interface LastSetReach {
  /** The whole hand's rank counts; a candidate's cards are taken out only during its test. */
  c: RankCounts;
  /** The naturals of its rank the set needs at least, as `canMakeSets` works it out. */
  fewest: number;
  /** The set requirement. */
  req: Requirement;
  o: RummyOptions;
}

/** `held` as for `canComplete`: the types `counts` (the whole hand) holds. A plain object (see `lastRunReach`). */
export function lastSetReach(
  counts: readonly number[],
  held: readonly number[],
  req: Requirement,
  o: RummyOptions,
): LastSetReach {
  return { c: rankCounts(counts, held), fewest: Math.max(1, req.size - maxWilds(req.size, o)), req, o };
}

/**
 * The same answer as `canComplete(counts less taken, held, total, [req], reserve, o, usedRanks, memo)`,
 * `banned` being `usedRanks` under `contractSetsDistinctRanks`, else empty: `canMakeSets` of one
 * set goes straight to `lastSetFits`, which is asked here without the search's set-up.
 */
export function lastSetCompletes(
  r: LastSetReach,
  taken: readonly number[],
  total: number,
  reserve: number,
  banned: readonly (Rank | null)[],
): boolean {
  const k = r.req.size;
  if (total < k + reserve) return false;
  const c = r.c;
  for (const t of taken) {
    const v = rankSlot(t);
    c[v] = (c[v] as number) - 1;
  }
  const ok = lastSetFits(c, k, r.fewest, 1, true, r.o.contractSetsDistinctRanks ? banned : null, r.o);
  for (const t of taken) {
    const v = rankSlot(t);
    c[v] = (c[v] as number) + 1;
  }
  return ok;
}

/**
 * The run enumeration's bound (`RunBound`) for a run listed before the contract's last set: false
 * when no run of the slots `chosen` (natural types, −1 for each of its `wilds` wild slots) passes
 * `lastSetCompletes`, whatever wild cards fill it; true when one may. Its wilds all come from the
 * Jokers, 2s and 3s, so whichever it takes leaves exactly `wilds` fewer of those and the naturals
 * of every other rank as they are: for a set of such a rank this is `lastSetFits`'s own test. A set
 * of 2s, of 3s or of Jokers takes k of those cards, and no more naturals of its rank than the run's
 * naturals leave; bans are not asked. Looser than `lastSetCompletes`, never tighter, so the move
 * list skips only runs it would refuse, and the runs it keeps for the set's `LastRunReach` lose
 * none that leaves a set. On the bench's wild-rich hands most runs for 1 Run of 8 & 1 Set of 5 take
 * the wilds the set needs: 11,449 runs were built for 1,688 listed, now 2,943.
 */
export interface LastSetBound extends RunBound {
  r: LastSetReach;
  /** The cards in hand before the run. */
  cards: number;
  reserve: number;
}

/**
 * The bound for a run before the last set `r`. A literal whose method is a module function, not a
 * class instance: V8 drops the map of a class's instances at a full collection once none is alive,
 * and deoptimises the run enumeration that inlined the call (see `lastRunReach`).
 */
export function lastSetBound(r: LastSetReach, cards: number, reserve: number): LastSetBound {
  return { mayFill: lastSetMayFill, r, cards, reserve };
}

function lastSetMayFill(this: LastSetBound, chosen: readonly number[], wilds: number): boolean {
  const r = this.r;
  const k = r.req.size;
  if (this.cards - chosen.length < k + this.reserve) return false;
  const c = r.c;
  for (const t of chosen) if (t >= 0) c[rankSlot(t)] = (c[rankSlot(t)] as number) - 1;
  const left = (c[0] as number) + (c[2] as number) + (c[3] as number) - wilds;
  const fewest = r.fewest;
  let ok = left >= k && ((c[0] as number) >= k || (c[2] as number) >= fewest || (c[3] as number) >= fewest);
  for (let v = 1; v <= 13 && !ok; v++) {
    if (v === 2 || v === 3) continue;
    const n = Math.min(k, c[v] as number);
    ok = n >= fewest && left >= k - n;
  }
  for (const t of chosen) if (t >= 0) c[rankSlot(t)] = (c[rankSlot(t)] as number) + 1;
  return ok;
}

/**
 * The run enumeration's bound (`RunBound`) for a run listed before two or more sets of one size
 * (1 Run of 4 & 2 Sets of 3): false when no run of the slots `chosen` (natural types, −1 for each
 * of its `wilds` wild slots) leaves a hand where `canComplete` finds the sets, whatever wild cards
 * fill it. The sets' search (`canMakeSets`) first asks `wildsMayFill` of the cards left, which
 * reads the Jokers, 2s and 3s only by their sum, and the run takes exactly `wilds` of those
 * whichever it takes: so that bound, asked here, is looser than the search, never tighter. On
 * the bench's wild-rich hands of contract 10: 4,421 runs built for 2,977 listed, now 2,990.
 */
export interface SetsLeftBound extends RunBound {
  c: RankCounts;
  sets: number;
  k: number;
  fewest: number;
  need: number;
  /** The cards in hand before the run. */
  cards: number;
  reserve: number;
}

/** The bound for a run before `sets` sets of `k` cards, from the whole hand's `counts`. A literal (see `lastSetBound`). */
export function setsLeftBound(
  counts: readonly number[],
  held: readonly number[],
  sets: number,
  k: number,
  cards: number,
  reserve: number,
  o: RummyOptions,
): SetsLeftBound {
  return {
    mayFill: setsLeftMayFill,
    c: rankCounts(counts, held),
    sets,
    k,
    fewest: Math.max(1, k - maxWilds(k, o)),
    need: k * sets,
    cards,
    reserve,
  };
}

function setsLeftMayFill(this: SetsLeftBound, chosen: readonly number[], wilds: number): boolean {
  if (this.cards - chosen.length < this.need + this.reserve) return false;
  const c = this.c;
  for (const t of chosen) if (t >= 0) c[rankSlot(t)] = (c[rankSlot(t)] as number) - 1;
  // Only the sum of the Jokers, 2s and 3s is read: the run's wilds come off it.
  c[0] = (c[0] as number) - wilds;
  const ok = wildsMayFill(c, this.k, this.fewest, this.sets);
  c[0] = (c[0] as number) + wilds;
  for (const t of chosen) if (t >= 0) c[rankSlot(t)] = (c[rankSlot(t)] as number) + 1;
  return ok;
}
