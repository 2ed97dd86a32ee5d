/**
 * The melds a player may lay down now, for the move list: each candidate the enumeration of
 * `meldUses.ts` gives, kept when the rest of the contract stays reachable (R10, R12) or, once
 * laid down, as an extra set of 3 or run of 4 (R18); the same rules `readMeld` checks, so the
 * move list and `validate` agree. Listed as card types, then named from the hand.
 */
import type { Card, Rank } from '../../core/cards.js';
import { unfrozen } from '../../core/draft.js';
import type { Seat } from '../../core/game.js';
import { codeOfType, countsAndHeld, rankCountsOf, TYPES, typeOf } from './cardTypes.js';
import {
  contractSetRanks,
  currentContract,
  isSevenPairs,
  openRequirements,
  type Requirement,
  runsFirst,
} from './contracts.js';
import { EXTRA_MELDS, restAfter } from './layDown.js';
import { RANK_VALUE } from './melds.js';
import { enumerateUses, mayMakeAny } from './meldUses.js';
import { canonicalMeld } from './moves.js';
import { canComplete, LastRunReach, LastSetReach, type ReachMemo, SetsLeftBound, wildsMayShare } from './reach.js';
import { canMakeSets, type RankCounts } from './sets.js';
import type { MeldAction, RummyState } from './state.js';
import type { EnumerateOptions } from './uses.js';

/** No banned set ranks: shared, not a fresh empty array for each candidate meld. */
const NO_RANKS: readonly (Rank | null)[] = [];

/** Every distinct legal meld action of `seat` now, in the order of {@link listMelds}. */
export function legalMelds(state: RummyState, seat: Seat, memo: ReachMemo): MeldAction[] {
  // Each meld named as it is found: a list of wild-rich hands holds tens of thousands, and an
  // intermediate entry for each would double what the list keeps alive while it grows.
  let byType: (Card[] | undefined)[] | null = null;
  return listMelds(state, seat, memo, (kind, types, rank, low) => {
    byType ??= copiesByType(unfrozen(state.hands[seat] as Card[]));
    return canonicalMeld(seat, kind, cardsOf(byType, types), rank, low);
  });
}

/** A legal meld before its cards are named: its kind, card types in meld order, set rank and run low slot. */
export interface ListedMeld {
  /** The kind of meld. */
  kind: Requirement['kind'];
  /** Card types, a run's low to high. */
  types: number[];
  /** A set's or pair's rank (`null`: all Jokers, and for other kinds). */
  rank: Rank | null;
  /** A run's first slot. */
  low: number;
}

/**
 * Makes {@link listMelds}'s entry for a meld from its kind, card types (a fresh array, a run's low
 * to high), set rank and run first slot; `weight`: the moves it stands for (1, or under
 * `countOrders` the orders of a run's wilds, R19).
 */
export type MeldEntry<T> = (
  kind: Requirement['kind'],
  types: number[],
  rank: Rank | null,
  low: number,
  weight: number,
) => T;

/** How {@link listMelds} runs beyond its entries. */
export interface ListHow {
  /** Under `allowWildSwap`, one entry per run standing for each order of its wilds (its `weight`). */
  countOrders?: boolean;
  /** Stop once this many entries are made (a page that ends early). */
  stopAfter?: number;
}

/** The unnamed entry: a random move names only the meld it picks. */
export const listedMeld: MeldEntry<ListedMeld> = (kind, types, rank, low) => ({ kind, types, rank, low });

/**
 * Whether `seat` has a meld it may put down now. The search stops at the first
 * it finds: a check that one exists (a lay-down under way always has a next
 * meld) needs one witness, and a wild-rich hand has thousands.
 */
export function hasMeld(state: RummyState, seat: Seat): boolean {
  return listMelds(state, seat, new Map(), listedMeld, { stopAfter: 1 }).length > 0;
}

/** Names a listed meld's cards from `seat`'s hand (its first copies of each type): the meld action. */
export function meldMaker(state: RummyState, seat: Seat): (m: ListedMeld) => MeldAction {
  const byType = copiesByType(unfrozen(state.hands[seat] as Card[]));
  return (m) => canonicalMeld(seat, m.kind, cardsOf(byType, m.types), m.rank, m.low);
}

/**
 * Every distinct legal meld of `seat` now, each made by `entry` (`listedMeld`: unnamed, for a
 * random move, which names one; `legalMelds`: the actions). The candidates
 * come from the same enumeration the reachability check uses, and for a contract meld each is
 * kept only when the rest of the contract stays reachable (`canComplete`, as in `readMeld`).
 * `meldFault` is not asked: the enumeration builds only valid melds (cards that belong in their
 * slots, the wild ratio, pure runs, the suit rule), and a test holds every listed meld to
 * `readMeld` over random states of all 14 contracts and several option sets.
 */
export function listMelds<T>(
  state: RummyState,
  seat: Seat,
  memo: ReachMemo,
  entry: MeldEntry<T>,
  how: ListHow = {},
): T[] {
  const stopAfter = how.stopAfter ?? Number.POSITIVE_INFINITY;
  const hand = unfrozen(state.hands[seat] as Card[]);
  const o = state.options;
  const laid = state.laidDown[seat] === true;
  // A laid-down player's list finds no extra meld on most turns: a bound read off the hand says
  // so for most of them (`mayMakeAny`, never false where the enumeration below finds one).
  if (laid && (state.phase !== 'play' || hand.length < 4 || !mayMakeAny(hand, EXTRA_MELDS, o))) return [];
  const open = laid ? [] : openRequirements(state, seat);
  const reqs = laid ? EXTRA_MELDS : open.filter((r, i, all) => all.findIndex((x) => x.kind === r.kind) === i);
  // Set ranks serve only the contract's reachability checks (a laid-down player's extra melds
  // have none), so a laid-down player's list skips them.
  const usedRanks = laid ? [] : contractSetRanks(state, seat);
  const pairs = !laid && isSevenPairs(currentContract(state, seat));
  // The hand's rank counts, for the set bounds below, made before the type counts: most lists of
  // a player not laid down end at one of them.
  const c = laid || pairs || o.setsRequireSameSuit ? null : rankCountsOf(hand);
  // Sets alone (3 Sets of 4 and the other set contracts): the search below asks `canMakeSets` of
  // these counts first, before anything else that can fail, so asking it here is the same answer.
  if (c !== null && open.every((r) => r.kind === 'set')) {
    if (!canMakeSets(c, runsFirst(open), 0, 1, o.contractSetsDistinctRanks ? usedRanks : [], o, memo)) return [];
  }
  const held: number[] = [];
  const counts = countsAndHeld(hand, held);
  // A legal contract meld needs the whole rest of the contract in hand too: one search that fails
  // here rules out every candidate at once (most hands, most turns).
  // For a run then a set (contracts 1, 3, 7, 12, 14 with neither down) that search is left to
  // the run's listing, which comes first: it tests each run's rest for the set exactly as the
  // search would (`LastSetReach`, the same multisets of cards, see `LastRunReach`), so a run that
  // passes is the search's success, and none means failure. Only the search's cheap first bound
  // (the set alone from the whole hand) is asked here, and one of wilds: the run and the set
  // together must not need more Jokers, 2s and 3s than the hand holds (`wildsMayShare`).
  let deferred = false;
  if (!laid) {
    const all = runsFirst(open);
    const whole = pairs ? hand.length === all.length * 2 : true;
    const [run, set] = all;
    deferred =
      all.length === 2 && run === reqs[0] && run?.kind === 'run' && set?.kind === 'set' && !o.setsRequireSameSuit;
    if (deferred) {
      const banned = o.contractSetsDistinctRanks ? usedRanks : [];
      const rc = c as RankCounts;
      if (
        !canMakeSets(rc, [set as Requirement], 0, 1, banned, o, memo) ||
        !wildsMayShare(counts, rc, (run as Requirement).size, (set as Requirement).size)
      )
        return [];
    }
    // The move list's memo is fresh here, and every later check asks for fewer requirements (a
    // key of its own), so this node's key would never be read: it is not built (`keyed: false`).
    else if (!whole || !canComplete(counts, held, hand.length, all, pairs ? 0 : 1, o, usedRanks, memo, false))
      return [];
  }
  // The enumeration lists each meld once: a run's types and first slot, or a set's types and
  // rank, differ from every other candidate's (the conformance suite checks each move is listed once).
  const out: T[] = [];
  // The types of every run the run requirement's listing visited (before the rules below), for
  // the `LastRunReach` of a set listed after it: it need not enumerate the runs again.
  let runs: { req: Requirement; uses: number[][] } | null = null;
  for (const req of reqs) {
    const rest = laid ? [] : restAfter(open, req.kind);
    if (laid && hand.length - req.size < 1) continue;
    if (pairs && hand.length !== req.size + rest.length * 2) continue;
    const banned = !laid && o.contractSetsDistinctRanks && req.kind === 'set' ? usedRanks : [];
    // A run as the one meld left: its uses listed once, from the whole hand, answer for every candidate.
    const last = rest.length === 1 && (rest[0] as Requirement).kind === 'run' ? rest[0] : undefined;
    const lastRun =
      last === undefined ? null : new LastRunReach(counts, last, o, runs?.req === last ? runs.uses : undefined);
    const seen: number[][] | null = !laid && req.kind === 'run' ? [] : null;
    if (seen !== null) runs = { req, uses: seen };
    // A set as the one meld left: the hand's rank counts, made once, less each candidate's cards.
    const lastSetReq = rest.length === 1 && (rest[0] as Requirement).kind === 'set' ? rest[0] : undefined;
    const lastSet =
      lastSetReq === undefined || o.setsRequireSameSuit ? null : new LastSetReach(counts, held, lastSetReq, o);
    // Else, with more of the contract left, each candidate's rest is searched, its answer kept by
    // the cards taken (made only here: a laid-down player's and a last meld's list never ask).
    const reachable =
      lastRun === null && lastSet === null && !laid && rest.length > 0 ? new Map<string | number, boolean>() : null;
    const eo: EnumerateOptions = { arrange: true, bannedRanks: banned };
    if (how.countOrders) eo.countOrders = true;
    // A run listed before the set: the slots whose every run leaves no set are not filled.
    // A run listed before two sets or more (searched for each run): slots whose every run leaves
    // no room for the sets are not filled either, from a bound of that search.
    const k = (rest[0] as Requirement | undefined)?.size ?? 0;
    if (reachable !== null && req.kind === 'run' && rest.length > 1 && !o.setsRequireSameSuit) {
      if (rest.every((r) => r.kind === 'set' && r.size === k))
        eo.runBound = new SetsLeftBound(counts, held, rest.length, k, hand.length, pairs ? 0 : 1, o);
    }
    if (lastSet !== null && req.kind === 'run') {
      const reserve = pairs ? 0 : 1;
      eo.runBound = {
        mayFill: (chosen, wilds) => lastSet.mayFill(chosen, wilds, hand.length - chosen.length, reserve),
      };
    }
    const stopped = enumerateUses(counts, req, o, eo, (types, rank, _suit, low) => {
      // The orders this run stands for (set by the run enumeration under `countOrders`), read once.
      const weight = eo.weight ?? 1;
      eo.weight = 1;
      // Each use's types are a fresh array, so the list may keep them.
      seen?.push(types);
      // `counts` lacks this meld's cards here: it is the hand that is left.
      // The cards left in hand: a full-ratio run (R10) takes more than the requirement's size.
      const left = hand.length - types.length;
      if (lastRun !== null) {
        if (!lastRun.canComplete(counts, left, pairs ? 0 : 1)) return false;
      } else if (lastSet !== null) {
        // The ranks `canComplete` would be given, as it bans them (R11 option).
        const ranks = !o.contractSetsDistinctRanks ? NO_RANKS : req.kind === 'set' ? [...usedRanks, rank] : usedRanks;
        if (!lastSet.canComplete(types, left, pairs ? 0 : 1, ranks)) return false;
        deferred = false;
      } else if (reachable !== null) {
        // Orders of the same cards (wilds in other slots) leave the same hand, so the answer is
        // kept by the cards taken.
        const taken = takenKey(types, rank);
        let ok = reachable.get(taken);
        if (ok === undefined) {
          const ranks = req.kind === 'set' ? [...usedRanks, rank] : usedRanks;
          ok = canComplete(counts, held, left, rest, pairs ? 0 : 1, o, ranks, memo);
          reachable.set(taken, ok);
        }
        if (!ok) return false;
      }
      // Keep a card for the discard (R23), laid down or not; 7 Pairs goes out with all 14.
      if (!pairs && left < 1) return false;
      out.push(entry(req.kind, types, rank, low, weight));
      return out.length >= stopAfter;
    });
    // Stopped at `stopAfter`: the list so far is all that was asked for.
    if (stopped) return out;
    // The run's listing found no run whose rest holds the set: the whole contract is out of reach.
    if (deferred) return [];
  }
  return out;
}

/**
 * The cards a meld takes (its card types in type order: the same cards in any order give one
 * key) and its set rank, as a key. Up to 8 cards, an exact integer (6 bits a type, 4 for the
 * rank), which a Map hashes far faster than a string; longer melds, a string.
 */
function takenKey(types: readonly number[], rank: Rank | null): string | number {
  const sorted = types.slice();
  // Insertion sort: a meld has at most 14 cards.
  for (let i = 1; i < sorted.length; i++) {
    const t = sorted[i] as number;
    let j = i - 1;
    while (j >= 0 && (sorted[j] as number) > t) {
      sorted[j + 1] = sorted[j] as number;
      j--;
    }
    sorted[j + 1] = t;
  }
  if (sorted.length > 8) return `${rank}|${String.fromCharCode.apply(null, sorted)}`;
  let key = rank === null ? 0 : RANK_VALUE[rank];
  for (const t of sorted) key = key * 64 + t + 1;
  return key;
}

/** The copies of each card type in `hand`, indexed by type. */
function copiesByType(hand: readonly Card[]): (Card[] | undefined)[] {
  // An array indexed by type, not a Map: every card of every meld listed is looked up here.
  const byType: (Card[] | undefined)[] = [];
  for (let t = 0; t < TYPES; t++) byType.push(undefined);
  for (const c of hand) {
    const t = typeOf(c);
    const list = byType[t];
    if (list) list.push(c);
    else byType[t] = [c];
  }
  return byType;
}

/** The hand's first copies of these card types, in order. */
function cardsOf(byType: readonly (readonly Card[] | undefined)[], types: readonly number[]): Card[] {
  const out = new Array<Card>(types.length);
  for (let i = 0; i < types.length; i++) {
    const t = types[i] as number;
    let k = 0;
    for (let j = 0; j < i; j++) if (types[j] === t) k++;
    out[i] = byType[t]?.[k] ?? codeOfType(t);
  }
  return out;
}
