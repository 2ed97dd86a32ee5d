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
