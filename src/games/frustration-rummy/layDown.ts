/**
 * Laying down: a contract goes down meld by meld in one turn, each contract
 * meld at its minimum size and only while the rest of the contract can still
 * be made from the hand (R10, R12); once laid down, extra sets of 3 and runs of
 * 4 (R18). `readMeld` checks one action against the meld and reachability rules
 * (`meldFault`, `canComplete`) and `putMeld` puts it on the table; the move list
 * (`meldList.ts`) keeps the enumerated candidates that pass the same rules, so
 * the move list and `validate` agree.
 */

import { type Card, prettyRank, type Rank, SUITS, type Suit } from '../../core/cards.js';
import { setAt } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { addMeld, handOf, laidDownOf, meldsOf, optionsOf, takeFromHand } from './access.js';
import { countsAndHeld, typeOf } from './cardTypes.js';
import {
  contractSetRanks,
  currentContract,
  isSevenPairs,
  openRequirements,
  type Requirement,
  runsFirst,
} from './contracts.js';
import { faultError, rummyError } from './errorWords.js';
import { resolveCards } from './hand.js';
import {
  fullRatioFault,
  isJoker,
  isPlainCard,
  lowFromCard,
  lowOfRank,
  type MeldShape,
  meldRefusal,
  rankAtSlot,
  roleInRun,
  runStartLengths,
} from './melds.js';
import { setRankFromWilds } from './moves.js';
import type { RummyOptions } from './options.js';
import { canComplete, type ReachMemo } from './reach.js';
import { goOut } from './round.js';
import type { Meld, MeldAction, RummyRuleError, RummyState } from './state.js';
import { canonicalWilds } from './wildOrder.js';

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

/** A set's rank: fixed by its plain cards, else named (`rank`), else implied by its 2s and 3s (R9), else all Jokers. */
export function readSet(a: MeldAction, cards: readonly Card[]): { rank: Rank | null } | RummyRuleError {
  if (a.low !== undefined) return err('NOT_A_MELD', 'setNamesRank');
  const plain = cards.find(isPlainCard);
  if (plain !== undefined) {
    const rank = plain[0] as Rank;
    if (a.rank !== undefined && a.rank !== rank) {
      return err('NOT_A_MELD', 'setRankMismatch', { rank: prettyRank(rank), named: prettyRank(a.rank) });
    }
    return { rank };
  }
  if (cards.every(isJoker)) {
    if (a.rank !== undefined) return err('NOT_A_MELD', 'allJokerNoRank');
    return { rank: null };
  }
  const only = setRankFromWilds(cards);
  // 2s and 3s together may be named as either rank: R8 then decides (R9); unnamed, the more
  // numerous of them gives the rank, the only reading that can hold, and as many of each leave
  // it open.
  const mixed = cards.some((c) => c[0] === '2') && cards.some((c) => c[0] === '3');
  if (a.rank !== undefined) {
    if (!mixed && only !== null && a.rank !== only) {
      return err('NOT_A_MELD', 'onlyRankNatural', { rank: prettyRank(only), named: prettyRank(a.rank) });
    }
    return { rank: a.rank };
  }
  if (only !== null) return { rank: only };
  return err('OPEN_MELD', 'openSet');
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
  return meldShape(a, cards, req, optionsOf(state));
}

/**
 * `readShape` under options `o`, with no state: what the presentation reads a meld action's
 * shape with (each wild's slot, a set's rank) from a view.
 */
export function meldShape(
  a: MeldAction,
  cards: Card[],
  req: Requirement | null,
  o: RummyOptions,
): MeldShape | RummyRuleError {
  if (a.kind === 'run') return runShape(a, cards, req, o);
  if (a.kind === 'wilds') {
    if (a.rank !== undefined || a.low !== undefined) return err('NOT_A_MELD', 'wildsNoRank');
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
  return runShape(a, cards, req, optionsOf(state));
}

/** `readRun` under options `o`, with no state. */
function runShape(
  a: MeldAction,
  cards: readonly Card[],
  req: Requirement | null,
  o: RummyOptions,
): MeldShape | RummyRuleError {
  if (a.rank !== undefined) return err('NOT_A_MELD', 'runNamesLow');
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
      return err('NOT_A_MELD', 'runStartsAt', { rank: prettyRank(rankAtSlot(low)), named: prettyRank(a.low) });
    }
    low ??= given;
  }
  if (low === null) {
    return err('OPEN_MELD', 'openRun');
  }
  if (mixed) {
    if (low !== 1) return err('NOT_A_MELD', 'runOf13Order');
    return { kind: 'run', cards, rank: null, suit: null, low, pure };
  }
  if (suit !== null) return { kind: 'run', cards, rank: null, suit, low, pure };
  // Only 2s, 3s and Jokers: the suit is that of a 2 or 3 in its own slot; try each.
  const lowSlot = low;
  const candidates = cards.flatMap((c, k) => (!isJoker(c) && c[0] === rankAtSlot(lowSlot + k) ? [c[1] as Suit] : []));
  if (candidates.length === 0) return err('NOT_A_MELD', 'runAllWild');
  const shapes = candidates.map((s): MeldShape => ({ kind: 'run', cards, rank: null, suit: s, low: lowSlot, pure }));
  return shapes.find((s) => meldRefusal(s, o) === null) ?? (shapes[0] as MeldShape);
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
    return err('WRONG_PHASE', 'meldAfterDraw');
  }
  const seat = a.seat;
  const hand = handOf(state, seat);
  const resolved = resolveCards(hand, a.cards);
  if (resolved instanceof RuleError) return resolved;
  let cards = resolved;
  const o = optionsOf(state);
  const laid = laidDownOf(state)[seat] === true;
  const contract = currentContract(state, seat);
  let req: Requirement | null = null;
  let open: Requirement[] = [];
  let sizeError: RummyRuleError | null = null;
  if (laid) {
    const extra = EXTRA_MELDS.find((r) => r.kind === a.kind);
    if (extra === undefined) {
      return err('NOT_IN_CONTRACT', 'extraKind', { kind: a.kind });
    }
    if (!runStartLengths(extra, o).includes(cards.length)) {
      sizeError =
        a.kind === 'run'
          ? err('WRONG_MELD_SIZE', 'extraRunSize', { size: extra.size })
          : err('WRONG_MELD_SIZE', 'extraSize', { kind: a.kind, size: extra.size });
    }
  } else {
    open = openRequirements(state, seat);
    req = open.find((r) => r.kind === a.kind) ?? null;
    if (req === null) {
      return err('NOT_IN_CONTRACT', 'contractHasNoKind', {
        number: contract.number,

        kind: a.kind,
      });
    }
    if (!runStartLengths(req, o).includes(cards.length)) {
      sizeError =
        req.kind === 'run' && !req.pure && !req.mixed
          ? err('WRONG_MELD_SIZE', 'contractRunSize', { number: contract.number, size: req.size })
          : err('WRONG_MELD_SIZE', 'contractSize', { number: contract.number, kind: a.kind, size: req.size });
    }
  }
  const read = readShape(a, cards, req, state);
  if (read instanceof RuleError) return read;
  // A meld that breaks a rule of melds (R8 above all) is refused for that, whatever its size.
  const fault = meldRefusal(read, o);
  if (fault !== null) return faultError(fault);
  if (sizeError !== null) return sizeError;
  const min = (req ?? (EXTRA_MELDS.find((r) => r.kind === a.kind) as Requirement)).size;
  if (read.kind === 'run' && cards.length > min) {
    const full = fullRatioFault(read, min, o);
    if (full !== null) return faultError(full);
  }
  // The run as it goes on the table: its wilds in the canonical order (one move, any order given).
  const shape = read.kind === 'run' ? canonicalRun(read, o) : read;
  cards = shape.cards as Card[];
  if (laid) {
    if (hand.length - cards.length < 1) {
      return err('MUST_KEEP_DISCARD', 'keepDiscardMeld');
    }
    return { cards, shape, req };
  }
  const req0 = req as Requirement;
  const usedRanks = contractSetRanks(state, seat);
  if (o.contractSetsDistinctRanks && shape.kind === 'set' && usedRanks.includes(shape.rank)) {
    return err('SETS_SAME_RANK', 'setsSameRank');
  }
  const rest = restAfter(open, req0.kind);
  // The cards left number the hand's less the meld's (distinct copies of the hand); which cards
  // they are matters only to the reachability search.
  const leftCount = hand.length - cards.length;
  const pairs = isSevenPairs(contract);
  if (pairs && leftCount !== rest.length * 2) {
    return err('CONTRACT_UNREACHABLE', 'sevenPairsWhole');
  }
  if (checkReach && !canReachRest(hand, cards, rest, pairs ? 0 : 1, o, usedRanks, shape, memo)) {
    return err('CONTRACT_UNREACHABLE', pairs ? 'restUnreachablePairs' : 'restUnreachable', {
      number: contract.number,
    });
  }
  return { cards, shape, req };
}

/**
 * Run `m` with its wild cards in the canonical order of their slots (`canonicalWilds`), unless
 * `allowWildSwap` makes each order a move of its own (R19). The order given keeps every 2 and 3
 * out of its own slot (there it would be natural, R6), so a canonical order exists.
 */
export function canonicalRun(m: MeldShape, o: RummyOptions): MeldShape {
  if (o.allowWildSwap) return m;
  const slots: number[] = [];
  const wilds: Card[] = [];
  for (let i = 0; i < m.cards.length; i++) {
    const card = m.cards[i] as Card;
    if (roleInRun(card, m.low + i, m.suit, o) !== 'wild') continue;
    slots.push(m.low + i);
    wilds.push(card);
  }
  if (wilds.length < 2) return m;
  const order = canonicalWilds(
    slots,
    wilds.map(typeOf),
    m.suit === null ? -1 : SUITS.indexOf(m.suit),
    o.naturalTwosThreesInRuns,
  );
  if (order === null) return m;
  const cards = [...m.cards];
  let k = 0;
  for (let i = 0; i < cards.length; i++) {
    if (roleInRun(cards[i] as Card, m.low + i, m.suit, o) !== 'wild') continue;
    // A card of the type this slot takes, among the wilds not yet placed.
    const t = order[k++] as number;
    const j = wilds.findIndex((c) => typeOf(c) === t);
    cards[i] = wilds[j] as Card;
    wilds.splice(j, 1);
  }
  return { ...m, cards };
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
export function restAfter(open: readonly Requirement[], kind: Requirement['kind']): Requirement[] {
  const rest = [...open];
  rest.splice(
    rest.findIndex((r) => r.kind === kind),
    1,
  );
  return runsFirst(rest);
}
