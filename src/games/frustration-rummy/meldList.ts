/**
 * The melds a player may lay down now, for the move list: each candidate the enumeration of
 * `meldUses.ts` gives, kept when the rest of the contract stays reachable (R10, R12) or, once
 * laid down, as an extra set of 3 or run of 4 (R18); the same rules `readMeld` checks, so the
 * move list and `validate` agree. Listed as card types, then named from the hand.
 */
import type { Card, Rank, Suit } from '../../core/cards.js';
import { unfrozen } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { MAX_LISTED_MOVES, type Seat } from '../../core/game.js';
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
import { countMixedRuns, mixedRunPage } from './mixedRun.js';
import { canonicalMeld } from './moves.js';
import type { RummyOptions } from './options.js';
import {
  canComplete,
  type LastRunReach,
  type LastSetReach,
  lastRunCompletes,
  lastRunReach,
  lastSetBound,
  lastSetCompletes,
  lastSetReach,
  type ReachMemo,
  setsLeftBound,
  wildsMayShare,
} from './reach.js';
import { canMakeSets, type RankCounts, rankSlot } from './sets.js';
import type { MeldAction, RummyState } from './state.js';
import { type EnumerateOptions, enumerateOptions } from './uses.js';
import { eachRunOrder } from './wildOrder.js';

/** The most runs a listing keeps for the reach of a set after it (see `Listing.seen`). */
const MAX_SEEN_RUNS = 100_000;

/** No banned set ranks: shared, not a fresh empty array for each candidate meld. */
const NO_RANKS: readonly (Rank | null)[] = [];

/** Every distinct legal meld action of `seat` now, in the order of {@link listMelds}. */
export function legalMelds(state: RummyState, seat: Seat, memo: ReachMemo): MeldAction[] {
  // Each meld named as it is found: a list of wild-rich hands holds tens of thousands, and an
  // intermediate entry for each would double what the list keeps alive while it grows.
  return listMelds(state, seat, memo, nameMeld, {}, namer(state, seat));
}

/** What names a listed meld's cards from a hand: the copies of each type, made on first use. */
interface Namer {
  seat: Seat;
  hand: readonly Card[];
  byType: (Card[] | undefined)[] | null;
}

function namer(state: RummyState, seat: Seat): Namer {
  return { seat, hand: unfrozen(state.hands[seat] as Card[]), byType: null };
}

/** The meld action of a listed meld (a `MeldEntry`), its cards the hand's first copies of each type. */
function nameMeld(
  kind: Requirement['kind'],
  types: number[],
  rank: Rank | null,
  low: number,
  _weight: number,
  n: Namer,
): MeldAction {
  n.byType ??= copiesByType(n.hand);
  return canonicalMeld(n.seat, kind, cardsOf(n.byType, types), rank, low);
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
 * `countOrders` the orders of a run's wilds, R19); `ctx`: what `listMelds` was given for it. A
 * module-level function, not a closure made for each list (see `UseVisitor` in uses.ts).
 */
export type MeldEntry<T, C> = (
  kind: Requirement['kind'],
  types: number[],
  rank: Rank | null,
  low: number,
  weight: number,
  ctx: C,
) => T;

/** How {@link listMelds} runs beyond its entries. */
export interface ListHow {
  /** Stop once this many melds are found (a page that ends early). */
  stopAfter?: number;
  /** Make entries only from the meld of this index on (a page): those before it are counted. */
  from?: number;
}

/** The unnamed entry: a random move names only the meld it picks. */
export const listedMeld: MeldEntry<ListedMeld, unknown> = (kind, types, rank, low) => ({ kind, types, rank, low });

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
  const n = namer(state, seat);
  return (m) => nameMeld(m.kind, m.types, m.rank, m.low, 1, n);
}

/** Melds found by {@link findMelds}: the entries made and how many meld moves there are. */
export interface FoundMelds<T> {
  /** The entries made (from `how.from` on). */
  entries: T[];
  /** The meld moves found (under `allowWildSwap` each order of a run's wilds, R19), up to `stopAfter`. */
  found: number;
}

/** Every distinct legal meld of `seat` now, each made by `entry` (with `ctx`): see {@link findMelds}. */
export function listMelds<T, C>(
  state: RummyState,
  seat: Seat,
  memo: ReachMemo,
  entry: MeldEntry<T, C>,
  how: ListHow = {},
  ctx: C = undefined as C,
): T[] {
  return findMelds(state, seat, memo, entry, how, ctx).entries;
}

/**
 * Every distinct legal meld of `seat` now, each made by `entry` (`listedMeld`: unnamed, for a
 * random move, which names one; `nameMeld`: the actions; `null`: none made, a count). The
 * candidates come from the same enumeration the reachability check uses, and for a contract meld
 * each is kept only when the rest of the contract stays reachable (`canComplete`, as in
 * `readMeld`). `meldFault` is not asked: the enumeration builds only valid melds (cards that
 * belong in their slots, the wild ratio, pure runs, the suit rule), and a test holds every listed
 * meld to `readMeld` over random states of all 14 contracts and several option sets.
 */
export function findMelds<T, C>(
  state: RummyState,
  seat: Seat,
  memo: ReachMemo,
  entry: MeldEntry<T, C> | null,
  how: ListHow,
  ctx: C,
): FoundMelds<T> {
  const found: FoundMelds<T> = { entries: [], found: 0 };
  const hand = unfrozen(state.hands[seat] as Card[]);
  const o = state.options;
  const laid = state.laidDown[seat] === true;
  // A laid-down player's list finds no extra meld on most turns: a bound read off the hand says
  // so for most of them (`mayMakeAny`, never false where the enumeration below finds one).
  if (laid && (state.phase !== 'play' || hand.length < 4 || !mayMakeAny(hand, EXTRA_MELDS, o))) return found;
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
    if (!canMakeSets(c, runsFirst(open), 0, 1, o.contractSetsDistinctRanks ? usedRanks : [], o, memo)) return found;
  }
  const held: number[] = [];
  const counts = countsAndHeld(hand, held);
  // Contract 8's run of 13 (R15), the one meld of its contract: counted and paged by its choices,
  // not listed (a hand grown by buys holds billions of them).
  if (!laid && isMixedRun(open)) return mixedMelds(found, counts, hand.length, o, entry, how, ctx);
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
        return found;
    }
    // The move list's memo is fresh here, and every later check asks for fewer requirements (a
    // key of its own), so this node's key would never be read: it is not built (`keyed: false`).
    else if (!whole || !canComplete(counts, held, hand.length, all, pairs ? 0 : 1, o, usedRanks, memo, false))
      return found;
  }
  // The enumeration lists each meld once: a run's types and first slot, or a set's types and
  // rank, differ from every other candidate's (the conformance suite checks each move is listed once).
  const L: Listing<T, C> = {
    found,
    entry,
    ctx,
    from: how.from ?? 0,
    // A whole list is made of at most `MAX_LISTED_MOVES` entries: one more found, and it is refused.
    stopAfter: how.stopAfter ?? (entry === null ? Number.POSITIVE_INFINITY : MAX_LISTED_MOVES + 1),
    hand,
    counts,
    held,
    o,
    req: reqs[0] as Requirement,
    rest: [],
    pairs,
    laid,
    usedRanks,
    memo,
    lastRun: null,
    lastSet: null,
    reachable: null,
    restByRank: false,
    eo: enumerateOptions(true, NO_RANKS),
    seen: null,
    deferred,
    low: 1,
  };
  // The types of every run the run requirement's listing visited (before the rules below), for
  // the `LastRunReach` of a set listed after it: it need not enumerate the runs again.
  let runs: { req: Requirement; uses: number[][] } | null = null;
  for (const req of reqs) {
    const rest = laid ? [] : restAfter(open, req.kind);
    if (laid && hand.length - req.size < 1) continue;
    if (pairs && hand.length !== req.size + rest.length * 2) continue;
    const banned = !laid && o.contractSetsDistinctRanks && req.kind === 'set' ? usedRanks : NO_RANKS;
    // A run as the one meld left: its uses listed once, from the whole hand, answer for every candidate.
    const last = rest.length === 1 && (rest[0] as Requirement).kind === 'run' ? rest[0] : undefined;
    L.lastRun = last === undefined ? null : lastRunReach(counts, last, o, runs?.req === last ? runs.uses : undefined);
    L.seen = !laid && req.kind === 'run' ? [] : null;
    runs = L.seen === null ? runs : { req, uses: L.seen };
    // A set as the one meld left: the hand's rank counts, made once, less each candidate's cards.
    const lastSetReq = rest.length === 1 && (rest[0] as Requirement).kind === 'set' ? rest[0] : undefined;
    L.lastSet = lastSetReq === undefined || o.setsRequireSameSuit ? null : lastSetReach(counts, held, lastSetReq, o);
    // Else, with more of the contract left, each candidate's rest is searched, its answer kept by
    // the cards taken (made only here: a laid-down player's and a last meld's list never ask).
    L.reachable =
      L.lastRun === null && L.lastSet === null && !laid && rest.length > 0 ? new Map<string | number, boolean>() : null;
    L.req = req;
    L.rest = rest;
    L.restByRank = !o.setsRequireSameSuit && rest.every((r) => r.kind === 'set' || r.kind === 'pair');
    L.eo = enumerateOptions(true, banned);
    // Under `allowWildSwap` every order of a run's wilds is a move (R19): each run is visited once,
    // weighted by its orders, which only a page that holds some of them lists (`keepIfLegal`).
    L.eo.countOrders = o.allowWildSwap;
    // A run listed before the set: slots whose every run leaves no set are not filled with wilds.
    if (L.lastSet !== null && req.kind === 'run') L.eo.runBound = lastSetBound(L.lastSet, hand.length, pairs ? 0 : 1);
    // A run listed before two sets or more (searched for each run): the same, from a bound of the search.
    const k = (rest[0] as Requirement | undefined)?.size ?? 0;
    if (L.reachable !== null && req.kind === 'run' && rest.length > 1 && !o.setsRequireSameSuit) {
      if (rest.every((r) => r.kind === 'set' && r.size === k))
        L.eo.runBound = setsLeftBound(counts, held, rest.length, k, hand.length, pairs ? 0 : 1, o);
    }
    // Stopped at `stopAfter`: the list so far is all that was asked for.
    const stopped = enumerateUses(counts, req, o, L.eo, keepIfLegal, L);
    // The run listing outgrew what is kept of its runs: the set's reach lists them itself.
    if (runs?.req === req && L.seen === null) runs = null;
    if (stopped) {
      if (how.stopAfter === undefined) throw tooManyMoves(`more than ${MAX_LISTED_MOVES} melds`);
      return found;
    }
    // The run's listing found no run whose rest holds the set: the whole contract is out of reach.
    if (L.deferred) {
      found.entries = [];
      found.found = 0;
      return found;
    }
  }
  return found;
}

/** True when the contract's one open requirement is the run of 13 in mixed suits (contract 8, R15). */
function isMixedRun(open: readonly Requirement[]): boolean {
  return open.length === 1 && (open[0] as Requirement).mixed;
}

/**
 * `findMelds` for contract 8 before it is laid down: every mixed run of 13 is its contract (R15),
 * kept with a card for the discard (R23), counted and its page made by `mixedRun.ts` in the order
 * the run enumeration lists them. `found` and `moves` both count moves (each order of a run's
 * wilds under `allowWildSwap`), up to `stopAfter`.
 */
function mixedMelds<T, C>(
  found: FoundMelds<T>,
  counts: number[],
  handSize: number,
  o: RummyOptions,
  entry: MeldEntry<T, C> | null,
  how: ListHow,
  ctx: C,
): FoundMelds<T> {
  if (handSize < 14) return found;
  const end = Math.min(countMixedRuns(counts, o), how.stopAfter ?? Number.POSITIVE_INFINITY);
  found.found = end;
  const from = how.from ?? 0;
  if (entry === null || from >= end) return found;
  // Listing them all would run out of memory long before it ended: the count, a random pick and a
  // page of them are what such a hand can be asked for.
  if (end - from > MAX_LISTED_MOVES) throw tooManyMoves(`${end} runs of 13 (R15)`);
  for (const types of mixedRunPage(counts, o, from, end - from))
    found.entries.push(entry('run', types, null, 1, 1, ctx));
  return found;
}

/** The refusal of a list longer than any list is made (see `MAX_LISTED_MOVES`). */
function tooManyMoves(what: string): RuleError {
  return new RuleError(
    'TOO_MANY_MOVES',
    `This hand has ${what}, more than one list holds (${MAX_LISTED_MOVES} moves): ask for countMoves, randomMove or pages of them (legalMovesPage).`,
  );
}

/**
 * `seat`'s melds for a random pick (`randomMove`): how many, and the one of an index, made only
 * for the one picked: listed once, as unnamed entries, or counted.
 */
export function meldsToPick(state: RummyState, seat: Seat): { count: number; at: (i: number) => ListedMeld } {
  // At most one list's worth listed; a longer one (a hand grown by buys, R29) is counted, and the
  // meld picked is the page of one at its index. Contract 8's runs of 13 are always counted.
  const mixed = state.laidDown[seat] !== true && isMixedRun(openRequirements(state, seat));
  const list = mixed ? null : listMelds(state, seat, new Map(), listedMeld, { stopAfter: MAX_LISTED_MOVES + 1 });
  if (list !== null && list.length <= MAX_LISTED_MOVES) return { count: list.length, at: (i) => list[i] as ListedMeld };
  const count = findMelds(state, seat, new Map(), null, {}, undefined).found;
  const at = (i: number): ListedMeld =>
    findMelds(state, seat, new Map(), listedMeld, { from: i, stopAfter: i + 1 }, undefined).entries[0] as ListedMeld;
  return { count, at };
}

/** A meld listing under way: what `keepIfLegal` reads for each candidate of the requirement `req`. */
interface Listing<T, C> {
  found: FoundMelds<T>;
  entry: MeldEntry<T, C> | null;
  ctx: C;
  from: number;
  stopAfter: number;
  hand: readonly Card[];
  /** The hand's counts: during a visit, less the candidate's cards (the hand that would be left). */
  counts: number[];
  held: readonly number[];
  o: RummyOptions;
  req: Requirement;
  /** The contract's requirements left after `req` (none once laid down). */
  rest: Requirement[];
  pairs: boolean;
  laid: boolean;
  usedRanks: readonly (Rank | null)[];
  memo: ReachMemo;
  lastRun: LastRunReach | null;
  lastSet: LastSetReach | null;
  reachable: Map<string | number, boolean> | null;
  /** The rest is read on rank counts alone (see `takenKey`). */
  restByRank: boolean;
  eo: EnumerateOptions;
  /** The types of every run this requirement's listing visits, for a set's `LastRunReach` after it. */
  seen: number[][] | null;
  /** The contract's reachability is left to the run's listing: no run kept yet (see `findMelds`). */
  deferred: boolean;
  /** The first slot of the run whose orders are being listed (`keepOrder`). */
  low: number;
}

/**
 * Keeps a candidate meld when it is legal: the rest of the contract still reachable (R10, R12),
 * and a card kept for the discard (R23). The visitor of `findMelds`'s enumerations, module-level
 * with its state in `L` (see `UseVisitor`); true to stop.
 */
function keepIfLegal<T, C>(
  types: number[],
  rank: Rank | null,
  _suit: Suit | null,
  low: number,
  L: Listing<T, C>,
): boolean {
  // The orders this run stands for and where its wilds stand (set by the run enumeration under
  // `countOrders`), read once.
  const weight = L.eo.weight ?? 1;
  const orders = L.eo.orders ?? null;
  L.eo.weight = 1;
  L.eo.orders = null;
  // Each use's types are a fresh array, so the list may keep them.
  if (L.seen !== null) {
    // Kept up to a bound: past it (a hand grown by buys, R29) the set's reach finds the runs itself.
    if (L.seen.length < MAX_SEEN_RUNS) L.seen.push(types);
    else L.seen = null;
  }
  const o = L.o;
  const req = L.req;
  const reserve = L.pairs ? 0 : 1;
  // `counts` lacks this meld's cards here: it is the hand that is left.
  // The cards left in hand: a full-ratio run (R10) takes more than the requirement's size.
  const left = L.hand.length - types.length;
  if (L.lastRun !== null) {
    if (!lastRunCompletes(L.lastRun, L.counts, left, reserve)) return false;
  } else if (L.lastSet !== null) {
    // The ranks `canComplete` would be given, as it bans them (R11 option).
    const ranks = !o.contractSetsDistinctRanks ? NO_RANKS : req.kind === 'set' ? [...L.usedRanks, rank] : L.usedRanks;
    if (!lastSetCompletes(L.lastSet, types, left, reserve, ranks)) return false;
    L.deferred = false;
  } else if (L.reachable !== null) {
    // Orders of the same cards (wilds in other slots) leave the same hand, so the answer is
    // kept by the cards taken; by their ranks alone when the rest is sets or pairs (not of one
    // suit, R3): `canComplete` then reads only the rank counts left (`canMakeSets`,
    // `canPairAll`), so melds that differ only in suits (of naturals, or of 2s and 3s taken as
    // wilds) are asked once.
    const taken = takenKey(types, rank, L.restByRank);
    let ok = L.reachable.get(taken);
    if (ok === undefined) {
      const ranks = req.kind === 'set' ? [...L.usedRanks, rank] : L.usedRanks;
      ok = canComplete(L.counts, L.held, left, L.rest, reserve, o, ranks, L.memo);
      L.reachable.set(taken, ok);
    }
    if (!ok) return false;
  }
  // Keep a card for the discard (R23), laid down or not; 7 Pairs goes out with all 14.
  if (!L.pairs && left < 1) return false;
  const f = L.found;
  // A run of several orders (R19) that the entries reach: each order its own entry. Else (a count,
  // or the run's orders all before the page) it is passed over whole, its orders counted.
  if (weight > 1 && orders !== null && L.entry !== null && f.found + weight > L.from) {
    L.low = low;
    return eachRunOrder(types, orders, keepOrder, L);
  }
  if (L.entry !== null && f.found >= L.from) f.entries.push(L.entry(req.kind, types, rank, low, weight, L.ctx));
  f.found += weight;
  return f.found >= L.stopAfter;
}

/** One order of a legal run's wilds (`allowWildSwap`, R19): its entry, from the page's first on. */
function keepOrder<T, C>(types: number[], L: Listing<T, C>): boolean {
  const f = L.found;
  if (L.entry !== null && f.found >= L.from) f.entries.push(L.entry('run', types, null, L.low, 1, L.ctx));
  f.found++;
  return f.found >= L.stopAfter;
}

/**
 * The cards a meld takes (its card types in type order: the same cards in any order give one
 * key) and its set rank, as a key; `byRank`, the cards by rank alone (`rankSlot`: the Jokers 0,
 * each other card its rank's value), for a rest that is read on rank counts. Up to 8 cards, an
 * exact integer (6 bits a card, 4 for the rank), which a Map hashes far faster than a string;
 * longer melds, a string.
 */
function takenKey(types: readonly number[], rank: Rank | null, byRank: boolean): string | number {
  const sorted = types.slice();
  if (byRank) for (let i = 0; i < sorted.length; i++) sorted[i] = rankSlot(sorted[i] as number);
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
