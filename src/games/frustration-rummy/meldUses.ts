/**
 * Every way to make a meld from a hand's counts (R3–R9, R13–R16), each handed to a visitor
 * (`uses.ts`): the sets, pairs and six wilds enumerated here and the runs in `runUses.ts`, and a
 * bound read off the cards that says when no extra meld can be made at all. The same enumeration
 * feeds `legalMoves` and the reachability check (`reach.ts`), so the meld moves offered and the
 * check cannot disagree.
 */
import type { Card, Rank } from '../../core/cards.js';
import { heldWildTypes, JOKER, multisets, typeAt, typeOf, WILD_TYPES } from './cardTypes.js';
import type { Requirement } from './contracts.js';
import { maxWilds, VALUE_RANK } from './melds.js';
import type { RummyOptions } from './options.js';
import { enumerateMixedRun, enumerateRuns } from './runUses.js';
import { bitCount, type EnumerateOptions, type UseVisitor } from './uses.js';

/** The natural types of each rank value 1–13 (its four suits). */
const NATURALS: readonly (readonly number[])[] = Array.from({ length: 14 }, (_, v) =>
  v === 0 ? [] : [0, 1, 2, 3].map((s) => typeAt(v, s)),
);

/**
 * A set enumeration under way: the rank, wilds and suit rule of the sets being listed, read by
 * the two module-level steps below (made once an enumeration, not once for each rank and count of
 * naturals, and not closures: see `UseVisitor`). Made only by `enumerateSets`, so all have one map.
 */
interface SetSearch<C> {
  counts: number[];
  rank: Rank;
  /** The wild types this rank's sets take their wilds from. */
  pool: readonly number[];
  /** The wilds each set of the current count of naturals takes. */
  w: number;
  sameSuit: boolean;
  /** The set's types: its naturals, then its wilds, pushed and popped as the search goes. */
  out: number[];
  visit: UseVisitor<C>;
  ctx: C;
}

/** Every set (or pair) of `size` cards the counts allow, with its rank (R3, R7, R9, R13). */
function enumerateSets<C>(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C,
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
  // The wilds are pushed onto `out` after the naturals, so `out` holds the set's types in
  // order, copied once per set visited (not the naturals copied, then both spread).
  const search: SetSearch<C> = {
    counts,
    rank: 'A',
    pool: heldWilds,
    w: 0,
    sameSuit: false,
    out: [],
    visit,
    ctx,
  };
  for (let v = 1; v <= 13; v++) {
    // The four natural types of rank v are (v - 1) * 4 to (v - 1) * 4 + 3: summed inline, as
    // this runs for 13 ranks on every set enumeration (most of them ending here).
    const b = (v - 1) * 4;
    const available =
      (counts[b] as number) + (counts[b + 1] as number) + (counts[b + 2] as number) + (counts[b + 3] as number);
    // Too few naturals of this rank for any set of it (the loop below would not run).
    if (available < fewest) continue;
    const rank = VALUE_RANK[v] as Rank;
    if (eo.bannedRanks.includes(rank)) continue;
    search.rank = rank;
    const naturals = NATURALS[v] as readonly number[];
    const twoThree = v === 2 || v === 3;
    const onlyAll = twoThree && o.naturalTwosThreesInSets === 'onlyAllSame';
    // A set of 2s or 3s takes its wilds from the other wild-capable types.
    search.pool = twoThree ? heldWilds.filter((t) => (t >> 2) + 1 !== v) : heldWilds;
    const poolHeld = twoThree ? wildsHeld - available : wildsHeld;
    for (let n = Math.min(size, available); n >= fewest; n--) {
      const w = size - n;
      if ((onlyAll && w > 0) || w > poolHeld) continue;
      search.w = w;
      search.sameSuit = req.kind === 'set' && o.setsRequireSameSuit && !(twoThree && w === 0);
      if (multisets(naturals, counts, n, search.out, 0, withNaturals, search)) return true;
    }
  }
  const allJokers = req.kind === 'set' || o.sevenPairsWild === 'ratio';
  if (allJokers && !eo.bannedRanks.includes(null) && (counts[JOKER] as number) >= size) {
    counts[JOKER] = (counts[JOKER] as number) - size;
    const jokers: number[] = [];
    for (let i = 0; i < size; i++) jokers.push(JOKER);
    const stop = visit(jokers, null, null, 0, ctx);
    counts[JOKER] = (counts[JOKER] as number) + size;
    return stop;
  }
  return false;
}

/** A set's naturals chosen (`counts` already lacks them): its wilds next, each multiset of them. */
function withNaturals<C>(nat: number[], search: SetSearch<C>): boolean {
  if (search.sameSuit) {
    const s0 = (nat[0] as number) & 3;
    for (const t of nat) if ((t & 3) !== s0) return false;
  }
  return multisets(search.pool, search.counts, search.w, search.out, 0, withWilds, search);
}

/** A whole set chosen: visited, a copy of its types (naturals, then wilds). */
function withWilds<C>(types: number[], search: SetSearch<C>): boolean {
  return search.visit(types.slice(), search.rank, null, 0, search.ctx);
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
 * Every way to make the meld `req` asks for from `counts` (a contract meld at its minimum size, or
 * an extra meld), each handed to `visit` with `ctx` (a visitor that needs none, a closure, is
 * given none).
 */
export function enumerateUses<C>(
  counts: number[],
  req: Requirement,
  o: RummyOptions,
  eo: EnumerateOptions,
  visit: UseVisitor<C>,
  ctx: C = undefined as C,
): boolean {
  switch (req.kind) {
    case 'set':
    case 'pair':
      return enumerateSets(counts, req, o, eo, visit, ctx);
    case 'run':
      return req.mixed ? enumerateMixedRun(counts, o, eo, visit, ctx) : enumerateRuns(counts, req, o, eo, visit, ctx);
    case 'wilds':
      return multisets(WILD_TYPES, counts, req.size, [], 0, visitWilds, { visit, ctx });
  }
}

/** A six-wild meld's cards chosen: visited, a copy. */
function visitWilds<C>(types: number[], w: { visit: UseVisitor<C>; ctx: C }): boolean {
  return w.visit(types.slice(), null, null, 0, w.ctx);
}
