/**
 * Laying down: a contract goes down meld by meld in one turn, each contract
 * meld at its minimum size and only while the rest of the contract can still
 * be made from the hand (R10, R12); once laid down, extra sets of 3 and runs of
 * 4 (R18). `readMeld` checks one action; `legalMelds` keeps the enumerated
 * candidates that pass the same meld and reachability rules (`meldFault`,
 * `canComplete`), so the move list and `validate` agree.
 */

import type { Card, Rank, Suit } from '../../core/cards.js';
import { setAt, unfrozen } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { addMeld, handOf, laidDownOf, meldsOf, optionsOf, takeFromHand } from './access.js';
import { codeOfType, countsAndHeld, rankCountsOf, TYPES, typeOf } from './cardTypes.js';
import {
  contractSetRanks,
  currentContract,
  isSevenPairs,
  openRequirements,
  type Requirement,
  runsFirst,
} from './contracts.js';
import { resolveCards } from './hand.js';
import {
  isJoker,
  isPlainCard,
  lowFromCard,
  lowOfRank,
  type MeldShape,
  meldFault,
  RANK_VALUE,
  rankAtSlot,
} from './melds.js';
import { enumerateUses, mayMakeAny } from './meldUses.js';
import { canonicalMeld, setRankFromWilds } from './moves.js';
import type { RummyOptions } from './options.js';
import { canComplete, LastRunReach, LastSetReach, type ReachMemo, wildsMayShare } from './reach.js';
import { goOut } from './round.js';
import { canMakeSets, type RankCounts } from './sets.js';
import type { Meld, MeldAction, RummyAction, RummyState } from './state.js';
import { type RummyRuleError, rummyError } from './state.js';

/** The extra melds a laid-down player may start: a set of exactly 3, a run of exactly 4 (R18). */
export const EXTRA_MELDS: readonly Requirement[] = [
  { kind: 'set', size: 3, pure: false, mixed: false },
  { kind: 'run', size: 4, pure: false, mixed: false },
];

/** A meld action understood: the resolved cards, its shape, and the requirement it fills (`null`: extra meld). */
export interface ReadMeld {
  /** The copies from the hand. */
  cards: Card[];
  /** The meld as it would lie on the table. */
  shape: MeldShape;
  /** The contract requirement it fills, or `null` for an extra meld. */
  req: Requirement | null;
}

const err = rummyError;

/** A set's rank: fixed by its plain cards, else named (`rank`), else all Jokers. */
export function readSet(a: MeldAction, cards: readonly Card[]): { rank: Rank | null } | RummyRuleError {
  if (a.low !== undefined) return err('NOT_A_MELD', 'Only a run names its low end; a set names its rank.');
  const plain = cards.find(isPlainCard);
  if (plain !== undefined) {
    const rank = plain[0] as Rank;
    if (a.rank !== undefined && a.rank !== rank) {
      return err('NOT_A_MELD', `These cards make a set of ${rank}s, not of ${a.rank}s.`);
    }
    return { rank };
  }
  if (cards.every(isJoker)) {
    if (a.rank !== undefined) return err('NOT_A_MELD', 'An all-Joker set has no rank (R9).');
    return { rank: null };
  }
  const only = setRankFromWilds(cards);
  if (only !== null) {
    if (a.rank !== undefined && a.rank !== only) {
      return err('NOT_A_MELD', `Only ${only}s can be natural here, so this is a set of ${only}s, not of ${a.rank}s.`);
    }
    return { rank: only };
  }
  if (a.rank === undefined) {
    return err(
      'OPEN_MELD',
      'A set of 2s and 3s (with or without Jokers) must name its rank (`rank`): its cards leave it open.',
    );
  }
  return { rank: a.rank };
}

/**
 * The shape a meld action describes (its kind, rank, suit and first slot), read
 * from its cards, or the error saying why they do not make that kind of meld.
 * Shared by the `meld` check and `planLayDown`.
 */
export function readShape(
  a: MeldAction,
  cards: Card[],
  req: Requirement | null,
  state: RummyState,
): MeldShape | RummyRuleError {
  if (a.kind === 'run') return readRun(a, cards, req, state);
  if (a.kind === 'wilds') {
    if (a.rank !== undefined || a.low !== undefined)
      return err('NOT_A_MELD', 'The 6-wild meld has no rank or low end.');
    return { kind: 'wilds', cards, rank: null, suit: null, low: 0, pure: false };
  }
  const r = readSet(a, cards);
  if (r instanceof RuleError) return r;
  return { kind: a.kind, cards, rank: r.rank, suit: null, low: 0, pure: false };
}

/** A run's shape: its first slot fixed by a plain card or named (`low`), its suit from its natural cards. */
export function readRun(
  a: MeldAction,
  cards: readonly Card[],
  req: Requirement | null,
  state: RummyState,
): MeldShape | RummyRuleError {
  const o = optionsOf(state);
  if (a.rank !== undefined) return err('NOT_A_MELD', 'A run names its low end (`low`), not a rank.');
  const mixed = req?.mixed === true;
  const pure = req?.pure === true;
  let low: number | null = null;
  let suit: Suit | null = null;
  const i = cards.findIndex(isPlainCard);
  if (i >= 0) {
    low = lowFromCard(cards[i] as Card, i, o);
    suit = (cards[i] as Card)[1] as Suit;
  }
  if (a.low !== undefined) {
    const given = lowOfRank(a.low);
    if (low !== null && low !== given && !(low === 14 && given === 1)) {
      return err('NOT_A_MELD', `Listed low to high, these cards start the run at ${rankAtSlot(low)}, not ${a.low}.`);
    }
    low ??= given;
  }
  if (low === null) {
    return err(
      'OPEN_MELD',
      'A run of only 2s, 3s and Jokers must name its low end (`low`), which its cards leave open.',
    );
  }
  if (mixed) {
    if (low !== 1)
      return err('NOT_A_MELD', 'The run of 13 is listed from the ace to the king, one card of each rank (R15).');
    return { kind: 'run', cards, rank: null, suit: null, low, pure };
  }
  if (suit !== null) return { kind: 'run', cards, rank: null, suit, low, pure };
  // Only 2s, 3s and Jokers: the suit is that of a 2 or 3 in its own slot; try each.
  const lowSlot = low;
  const candidates = cards.flatMap((c, k) => (!isJoker(c) && c[0] === rankAtSlot(lowSlot + k) ? [c[1] as Suit] : []));
  if (candidates.length === 0) return err('NOT_A_MELD', 'A run needs natural cards; these are all wild here (R8).');
  const shapes = candidates.map((s): MeldShape => ({ kind: 'run', cards, rank: null, suit: s, low: lowSlot, pure }));
  return shapes.find((s) => meldFault(s, o) === null) ?? (shapes[0] as MeldShape);
}

/**
 * Reads a meld action against the rules of the moment, or says why it is not a
 * legal meld. `checkReach: false` skips the reachability search, for actions
 * already known to be legal (`applyInPlace`).
 */
export function readMeld(
  state: RummyState,
  a: MeldAction,
  memo: ReachMemo = new Map(),
  checkReach = true,
): ReadMeld | RummyRuleError {
  if (state.phase !== 'play' && state.phase !== 'layingDown') {
    return err('WRONG_PHASE', 'Melds are put down after the draw, before the discard.');
  }
  const seat = a.seat;
  const hand = handOf(state, seat);
  const cards = resolveCards(hand, a.cards);
  if (cards instanceof RuleError) return cards;
  const o = optionsOf(state);
  const laid = laidDownOf(state)[seat] === true;
  const contract = currentContract(state, seat);
  let req: Requirement | null = null;
  let open: Requirement[] = [];
  if (laid) {
    const extra = EXTRA_MELDS.find((r) => r.kind === a.kind);
    if (extra === undefined) {
      return err(
        'NOT_IN_CONTRACT',
        `After laying down, only extra sets and runs may be started, not a ${a.kind} (R18).`,
      );
    }
    if (cards.length !== extra.size) {
      return err(
        'WRONG_MELD_SIZE',
        `An extra ${a.kind} is started with exactly ${extra.size} cards; more go on by lay-offs (R10, R18).`,
      );
    }
  } else {
    open = openRequirements(state, seat);
    req = open.find((r) => r.kind === a.kind) ?? null;
    if (req === null) {
      return err(
        'NOT_IN_CONTRACT',
        `Contract ${contract.number} (${contract.name}) has no ${a.kind} left to put down; until it is complete nothing else may be melded (R12, R17).`,
      );
    }
    if (cards.length !== req.size) {
      return err(
        'WRONG_MELD_SIZE',
        `Contract ${contract.number} puts this ${a.kind} down with exactly ${req.size} cards; add more afterwards by lay-offs (R10).`,
      );
    }
  }
  const shape = readShape(a, cards, req, state);
  if (shape instanceof RuleError) return shape;
  const fault = meldFault(shape, o);
  if (fault !== null) return err(fault.code, fault.message);
  if (laid) {
    if (hand.length - cards.length < 1) {
      return err('MUST_KEEP_DISCARD', 'Keep one card for the final discard: you may not meld your last card (R23).');
    }
    return { cards, shape, req };
  }
  const req0 = req as Requirement;
  const usedRanks = contractSetRanks(state, seat);
  if (o.contractSetsDistinctRanks && shape.kind === 'set' && usedRanks.includes(shape.rank)) {
    return err('SETS_SAME_RANK', 'Under this option the sets of one contract must be of different ranks (R11).');
  }
  const rest = restAfter(open, req0.kind);
  // The cards left number the hand's less the meld's (distinct copies of the hand); which cards
  // they are matters only to the reachability search.
  const leftCount = hand.length - cards.length;
  const pairs = isSevenPairs(contract);
  if (pairs && leftCount !== rest.length * 2) {
    return err('CONTRACT_UNREACHABLE', '7 Pairs is laid down with all 14 cards at once, which is going out (R13).');
  }
  if (checkReach && !canReachRest(hand, cards, rest, pairs ? 0 : 1, o, usedRanks, shape, memo)) {
    return err(
      'CONTRACT_UNREACHABLE',
      `After this meld the rest of contract ${contract.number} (${contract.name}) could not be made from your hand${pairs ? '' : ' while keeping a card to discard'}; a contract is laid down whole, in one turn (R12).`,
    );
  }
  return { cards, shape, req };
}

/** Puts a checked meld on the table; completing the contract lays the player down (and 7 Pairs goes out). */
export function putMeld(state: RummyState, seat: Seat, m: ReadMeld): void {
  takeFromHand(state, seat, m.cards);
  const meld: Meld = {
    owner: seat,
    kind: m.shape.kind,
    cards: [...m.cards],
    rank: m.shape.rank,
    suit: m.shape.suit,
    low: m.shape.low,
    contract: m.req !== null,
    pure: m.req?.pure === true && optionsOf(state).noWildRunStaysPure,
  };
  addMeld(state, meld);
  const index = meldsOf(state).length - 1;
  emit(state, {
    type: 'melded',
    seat,
    meld: index,
    kind: meld.kind,
    cards: [...meld.cards],
    contract: meld.contract,
  });
  if (m.req === null) return;
  if (openRequirements(state, seat).length > 0) {
    state.phase = 'layingDown';
    return;
  }
  setAt(state, 'laidDown', seat, true);
  const contract = currentContract(state, seat);
  emit(state, { type: 'laidDown', seat, contract: contract.number });
  state.phase = 'play';
  if (isSevenPairs(contract)) goOut(state, seat);
}

/** True when the rest of the contract can still be made from `hand` less the meld `cards` of `shape` (R12). */
function canReachRest(
  hand: readonly Card[],
  cards: readonly Card[],
  rest: readonly Requirement[],
  reserve: number,
  o: RummyOptions,
  usedRanks: (Rank | null)[],
  shape: MeldShape,
  memo: ReachMemo,
): boolean {
  const left = [...hand];
  for (const c of cards) left.splice(left.indexOf(c), 1);
  const ranks = shape.kind === 'set' ? [...usedRanks, shape.rank] : usedRanks;
  const held: number[] = [];
  return canComplete(countsAndHeld(left, held), held, left.length, rest, reserve, o, ranks, memo);
}

/** `open` without one requirement of `kind`, runs first (once they are placed, the sets left are solved on rank counts). */
function restAfter(open: readonly Requirement[], kind: Requirement['kind']): Requirement[] {
  const rest = [...open];
  rest.splice(
    rest.findIndex((r) => r.kind === kind),
    1,
  );
  return runsFirst(rest);
}

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

/** Makes {@link listMelds}'s entry for a meld from its kind, card types (a fresh array, a run's low to high), set rank and run first slot. */
export type MeldEntry<T> = (kind: Requirement['kind'], types: number[], rank: Rank | null, low: number) => T;

/** The unnamed entry: a random move names only the meld it picks. */
export const listedMeld: MeldEntry<ListedMeld> = (kind, types, rank, low) => ({ kind, types, rank, low });

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
export function listMelds<T>(state: RummyState, seat: Seat, memo: ReachMemo, entry: MeldEntry<T>): T[] {
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
    enumerateUses(counts, req, o, { arrange: true, bannedRanks: banned }, (types, rank, _suit, low) => {
      // Each use's types are a fresh array, so the list may keep them.
      seen?.push(types);
      // `counts` lacks this meld's cards here: it is the hand that is left.
      if (lastRun !== null) {
        if (!lastRun.canComplete(counts, hand.length - req.size, pairs ? 0 : 1)) return false;
      } else if (lastSet !== null) {
        // The ranks `canComplete` would be given, as it bans them (R11 option).
        const ranks = !o.contractSetsDistinctRanks ? NO_RANKS : req.kind === 'set' ? [...usedRanks, rank] : usedRanks;
        if (!lastSet.canComplete(types, hand.length - req.size, pairs ? 0 : 1, ranks)) return false;
        deferred = false;
      } else if (reachable !== null) {
        // Orders of the same cards (wilds in other slots) leave the same hand, so the answer is
        // kept by the cards taken.
        const taken = takenKey(types, rank);
        let ok = reachable.get(taken);
        if (ok === undefined) {
          const ranks = req.kind === 'set' ? [...usedRanks, rank] : usedRanks;
          ok = canComplete(counts, held, hand.length - req.size, rest, pairs ? 0 : 1, o, ranks, memo);
          reachable.set(taken, ok);
        }
        if (!ok) return false;
      }
      if (!laid && !pairs && hand.length - req.size < 1) return false;
      out.push(entry(req.kind, types, rank, low));
      return false;
    });
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

/** True when the action is a meld (narrowing helper). */
export function isMeld(a: RummyAction): a is MeldAction {
  return a.type === 'meld';
}
