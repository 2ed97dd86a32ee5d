/**
 * Who may act and the legal moves: the list of them and a random pick from it.
 * The list and the rule check (`check.ts`) read the same helpers (sources, set
 * plays, Royal targets, discardable cards), so an action passes the check
 * exactly when it is in the move list.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { sharedMoveTable } from '../../core/intern.js';
import { pick, type Rng, randomInt } from '../../core/rng.js';
import { seatList } from '../../core/seats.js';
import { counterActors, isCounterActor, mayCounter } from './counter.js';
import { pickedPlayCards } from './pickedPlay.js';
import { exchangeActors, exchangeIndex, exchangeSource, queenPairAt, queenPairCount } from './queens.js';
import { ROYALS, royalsAmong } from './roles.js';
import { kingOfSpadesPlays, plainPlayOk, plainRoyalOk, royalTimeOk } from './royals.js';
import { findSetPlays, foundPlayCards, foundPlayWild, royalsHeld } from './setPlays.js';
import {
  type FieldSet,
  type SixCardParadeAction,
  type SixCardParadeState,
  sixCardParadeActionSchema,
} from './state.js';
import { discardableAt, discardableCards, discardableCount, firstDrawSources, mayEndTurn } from './turn.js';

const NO_SEATS: readonly Seat[] = Object.freeze([]);

// The moves fixed by their seat and a card or nothing (First Draw, a discard,
// the answers in the counter window, done with sets, the end of the turn: most
// moves of a game) are made once, when first listed, frozen and shared (see
// `sharedMove`): `validate`, which `apply` runs first, then takes them without
// the schema's parse, a sixth of an `apply`. A table a seat, where a discard is
// under its card, a First Draw under its source and the others under their type.
const table = sharedMoveTable<SixCardParadeAction>(sixCardParadeActionSchema);
/** The shared move equal to `action` (see above), keyed by its type unless `key` is given. */
const shared = (action: SixCardParadeAction, key: string = action.type): SixCardParadeAction => table(action, key);

/**
 * The seats that may act now: a shared list (see `seatList`) when one seat
 * may, as a playout asks on every step.
 */
export function actors(state: SixCardParadeState): readonly Seat[] {
  switch (state.phase) {
    case 'counterWindow':
      return counterActors(state);
    case 'queenOfHeartsExchange':
      return exchangeActors(state);
    case 'over':
      return NO_SEATS;
    default:
      return seatList(state.turn);
  }
}

/**
 * True when `seat` may act now: {@link actors} without a list, for the checks
 * that `legalMoves`, `randomMove` and `validate` make on every call.
 */
export function isActor(state: SixCardParadeState, seat: Seat): boolean {
  switch (state.phase) {
    case 'counterWindow':
      return isCounterActor(state, seat);
    case 'queenOfHeartsExchange':
      return exchangeActors(state).includes(seat);
    case 'over':
      return false;
    default:
      return seat === state.turn;
  }
}

// The Royal moves the last `findRoyalMoves` found, as runs: one for each Royal
// that has moves now, in ROYALS order, holding its plain play (when allowed)
// and then its targeted moves. A move is built from its run only when asked
// for, so a random move builds just the one it picks rather than every
// target's action (the Q♣'s gifts alone are a dozen). Module-level, like the
// set-play walk's state; not re-entrant.
const RUN_CARD: Card[] = [];
const RUN_PLAIN: boolean[] = [];
const RUN_SIZE: number[] = [];
let runCount = 0;
// What the runs read besides the state (each Royal is held at most once):
// the K♠'s extensions and the Q♣'s gifts to each player. The other targets
// (sets on the fields, pairs of players) are counted, and only the one a move
// names is looked up: no list is made for them.
let ksPlays: { set: number; cards: Card[]; wild: Card | null }[] = [];
let giftsEach = 0;

/** How many sets lie on the fields of the seats other than `except` (-1: every field), the A♠'s or a K♣'s or K♦'s targets. */
function setCount(state: SixCardParadeState, except: Seat): number {
  let n = 0;
  const fields = state.fields;
  for (let owner = 0; owner < fields.length; owner++) if (owner !== except) n += (fields[owner] as FieldSet[]).length;
  return n;
}

/** Set `j` of those {@link setCount} counts, in seat order then field order (as `stealTargets` and `markerTargets` list them). */
function setAt(state: SixCardParadeState, except: Seat, j: number): FieldSet {
  const fields = state.fields;
  for (let owner = 0; owner < fields.length; owner++) {
    if (owner === except) continue;
    const field = fields[owner] as FieldSet[];
    if (j < field.length) return field[j] as FieldSet;
    j -= field.length;
  }
  throw new Error(`unreachable: no set ${j}`);
}

function addRun(card: Card, plain: boolean, targets: number): number {
  const size = (plain ? 1 : 0) + targets;
  if (size === 0) return 0;
  RUN_CARD[runCount] = card;
  RUN_PLAIN[runCount] = plain;
  RUN_SIZE[runCount] = size;
  runCount++;
  return size;
}

/**
 * Finds the Royal moves of `seat` (see the runs above) and returns how many
 * there are: move `i` (from 0, in ROYALS order) is then {@link royalMoveAt}.
 * `held` is the Royals of the hand, a bit each in ROYALS order (`royalsAmong`
 * the hand, or `royalsHeld` after `findSetPlays` read it): found in one pass
 * (most hands hold none or one), instead of searching the hand for each of
 * the fifteen Royals.
 */
function findRoyalMoves(state: SixCardParadeState, seat: Seat, held: number): number {
  runCount = 0;
  const hand = state.hands[seat] as Card[];
  let total = 0;
  // Lowest bit first (ROYALS order), each cleared as it is taken: the loop
  // runs once per Royal held rather than over all fifteen. The A♣ (bit 1) is
  // never played as a Royal.
  for (held &= ~2; held !== 0; held &= held - 1) {
    const card = ROYALS[31 - Math.clz32(held & -held)] as Card;
    if (!royalTimeOk(state, card)) continue;
    switch (card) {
      case 'KS': {
        // The K♠'s extensions, listed once: its effect can happen when there
        // are some (plainRoyalOk would list them a second time to learn it),
        // and so for each Royal with targets below.
        const plays = kingOfSpadesPlays(state, seat);
        ksPlays = plays;
        total += addRun(card, plainPlayOk(state, seat, card, plays.length > 0), plays.length);
        continue;
      }
      case 'AS': {
        const sets = setCount(state, seat);
        total += addRun(card, plainPlayOk(state, seat, card, sets > 0), sets);
        continue;
      }
      case 'AD':
        total += addRun(card, plainPlayOk(state, seat, card, state.discardPile.length > 0), state.discardPile.length);
        continue;
      case 'KC':
      case 'KD': {
        const sets = setCount(state, -1);
        total += addRun(card, plainPlayOk(state, seat, card, sets > 0), sets);
        continue;
      }
      case 'QS':
      case 'QH':
      case 'QD':
        total += addRun(card, plainRoyalOk(state, seat, card), queenPairCount(state));
        continue;
      case 'QC': {
        // Each other player gets any card of the hand but the Q♣, or nothing
        // when the Q♣ is all there is.
        let others = 0;
        for (const c of hand) if (c !== 'QC') others++;
        giftsEach = hand.length === 1 ? 1 : others;
        total += addRun(card, plainRoyalOk(state, seat, card), (state.players - 1) * giftsEach);
        continue;
      }
      default:
        total += addRun(card, plainRoyalOk(state, seat, card), 0);
    }
  }
  return total;
}

/** Move `j` of run `r` of the last {@link findRoyalMoves}. */
function runMove(state: SixCardParadeState, seat: Seat, r: number, j: number): SixCardParadeAction {
  const card = RUN_CARD[r] as Card;
  if (RUN_PLAIN[r] === true) {
    if (j === 0) return { type: 'playRoyal', seat, card };
    j--;
  }
  switch (card) {
    case 'KS': {
      const p = ksPlays[j] as (typeof ksPlays)[number];
      return { type: 'extendSet', seat, set: p.set, cards: p.cards, wild: p.wild };
    }
    case 'AS':
      return { type: 'stealSet', seat, set: setAt(state, seat, j).id };
    case 'AD':
      return { type: 'retrieveCard', seat, card: state.discardPile[j] as Card };
    case 'KC':
    case 'KD':
      return { type: 'attachMarker', seat, card, set: setAt(state, -1, j).id };
    case 'QC': {
      // The gifts go by player (seat order, the giver skipped), then by card in hand order.
      const nth = Math.floor(j / giftsEach);
      const to = nth < seat ? nth : nth + 1;
      const hand = state.hands[seat] as Card[];
      if (hand.length === 1) return { type: 'giveCard', seat, to, card: null };
      let left = j - nth * giftsEach;
      for (const c of hand) {
        if (c === 'QC') continue;
        if (left === 0) return { type: 'giveCard', seat, to, card: c };
        left--;
      }
      break;
    }
    case 'QS':
    case 'QH':
    case 'QD':
      return { type: 'namePlayers', seat, card, players: queenPairAt(state, seat, j) };
  }
  throw new Error(`unreachable: ${card} has no move ${j}`);
}

/** Royal move `i` of the last {@link findRoyalMoves}, or `null` past the last. */
function royalMoveAt(state: SixCardParadeState, seat: Seat, i: number): SixCardParadeAction | null {
  for (let r = 0; r < runCount; r++) {
    const size = RUN_SIZE[r] as number;
    if (i < size) return runMove(state, seat, r, i);
    i -= size;
  }
  return null;
}

/** The Royal moves of `seat`, appended to `out` in ROYALS order. */
function royalMoves(
  state: SixCardParadeState,
  seat: Seat,
  held: number,
  out: SixCardParadeAction[],
): SixCardParadeAction[] {
  findRoyalMoves(state, seat, held);
  for (let r = 0; r < runCount; r++) {
    const size = RUN_SIZE[r] as number;
    for (let j = 0; j < size; j++) out.push(runMove(state, seat, r, j));
  }
  return out;
}

/** The action of set play `j` of the last `findSetPlays`. */
function playSetAt(seat: Seat, j: number): SixCardParadeAction {
  return { type: 'playSet', seat, cards: foundPlayCards(j), wild: foundPlayWild(j) };
}

/**
 * A uniformly random legal move of `seat`, an actor: the move that picking
 * from {@link legalMoves} gives, with the same draw (see `Game.randomMove`).
 * In the main part only the set play or Royal move picked gets its card list
 * and action, not every one the hand allows, and after Draw to Seven only the
 * Royal move or discard picked; the other phases pick a source, a card or
 * an answer and build that one action.
 */
export function randomMove(state: SixCardParadeState, seat: Seat, rng: Rng): SixCardParadeAction {
  if (state.phase === 'main') {
    // The list is the set plays, the Royal moves, then done with sets. The
    // set plays first: their pass over the hand finds the Royals held too
    // (the two keep to their own buffers).
    const found = findSetPlays(state.hands[seat] as Card[], state.options);
    const royals = findRoyalMoves(state, seat, royalsHeld());
    const i = randomInt(rng, found + royals + 1);
    if (i < found) return { type: 'playSet', seat, cards: pickedPlayCards(i, state.options), wild: foundPlayWild(i) };
    return royalMoveAt(state, seat, i - found) ?? { type: 'doneWithSets', seat };
  }
  if (state.phase === 'postDraw') {
    // The list is the Royal moves, a discard of each discardable card, then the end of the turn.
    const hand = state.hands[seat] as Card[];
    // The discards counted, and only the one picked read from the hand.
    const royals = findRoyalMoves(state, seat, royalsAmong(hand, hand.length));
    const discards = discardableCount(state, seat);
    const end = mayEndTurn(state, seat, discards) ? 1 : 0;
    const i = randomInt(rng, royals + discards + end);
    if (i < royals) return royalMoveAt(state, seat, i) as SixCardParadeAction;
    return i - royals < discards
      ? { type: 'discard', seat, card: discardableAt(state, seat, i - royals) }
      : { type: 'endTurn', seat };
  }
  // The other phases pick from what their list is made of, with the same
  // draw as a pick from the list, rather than from the list of actions.
  switch (state.phase) {
    case 'firstDraw': {
      // The pick from firstDrawSources, counted rather than listed: the library, then the stable.
      const library = state.library.length > 0;
      const i = randomInt(rng, (library ? 1 : 0) + (state.stable.length > 0 ? 1 : 0));
      return { type: 'firstDraw', seat, from: library && i === 0 ? 'library' : 'stable' };
    }
    case 'counterWindow': {
      // The list is the counter (for the A♣ holder), then the decline.
      const counter = mayCounter(state, seat);
      const i = randomInt(rng, counter ? 2 : 1);
      return counter && i === 0 ? { type: 'counter', seat } : { type: 'decline', seat };
    }
    case 'queenOfHeartsExchange':
      return { type: 'exchangePick', seat, card: pick(rng, exchangeSource(state, exchangeIndex(state, seat))) };
    case 'aceOfHeartsSearch':
      return { type: 'takeFromLibrary', seat, card: pick(rng, state.library) };
    default:
      return pick(rng, legalMoves(state, seat));
  }
}

/** Every legal action of `seat` (an actor), each once, in a stable order. */
export function legalMoves(state: SixCardParadeState, seat: Seat): SixCardParadeAction[] {
  switch (state.phase) {
    case 'firstDraw':
      return firstDrawSources(state).map((from) => shared({ type: 'firstDraw', seat, from }, from));
    case 'main': {
      // Built with pushes: spreading the parts runs the iterator protocol over each.
      const out: SixCardParadeAction[] = [];
      const found = findSetPlays(state.hands[seat] as Card[], state.options);
      for (let j = 0; j < found; j++) out.push(playSetAt(seat, j));
      royalMoves(state, seat, royalsHeld(), out);
      out.push(shared({ type: 'doneWithSets', seat }));
      return out;
    }
    case 'postDraw': {
      const hand = state.hands[seat] as Card[];
      const out = royalMoves(state, seat, royalsAmong(hand, hand.length), []);
      const cards = discardableCards(state, seat);
      for (const card of cards) out.push(shared({ type: 'discard', seat, card }, card));
      if (mayEndTurn(state, seat, cards.length)) out.push(shared({ type: 'endTurn', seat }));
      return out;
    }
    case 'counterWindow': {
      // Built with pushes rather than spreading a conditional list.
      const out: SixCardParadeAction[] = [];
      if (mayCounter(state, seat)) out.push(shared({ type: 'counter', seat }));
      out.push(shared({ type: 'decline', seat }));
      return out;
    }
    case 'queenOfHeartsExchange':
      return exchangeSource(state, exchangeIndex(state, seat)).map((card) => ({ type: 'exchangePick', seat, card }));
    case 'aceOfHeartsSearch':
      return state.library.map((card) => ({ type: 'takeFromLibrary', seat, card }));
    case 'over':
      return [];
  }
}

/**
 * How many legal moves `seat` (an actor) has: the length of {@link legalMoves},
 * counted as {@link randomMove} counts, without building an action. The other
 * phases' lists are short by the rules (two sources, a counter and a
 * decline, a hand to pick from, a library to search) and are counted as they stand.
 */
export function countMoves(state: SixCardParadeState, seat: Seat): number {
  switch (state.phase) {
    case 'main':
      return findSetPlays(state.hands[seat] as Card[], state.options) + findRoyalMoves(state, seat, royalsHeld()) + 1;
    case 'postDraw': {
      const hand = state.hands[seat] as Card[];
      const royals = findRoyalMoves(state, seat, royalsAmong(hand, hand.length));
      const discards = discardableCount(state, seat);
      return royals + discards + (mayEndTurn(state, seat, discards) ? 1 : 0);
    }
    case 'queenOfHeartsExchange':
      return exchangeSource(state, exchangeIndex(state, seat)).length;
    case 'aceOfHeartsSearch':
      return state.library.length;
    default:
      return legalMoves(state, seat).length;
  }
}

/**
 * Moves `offset` to `offset + limit` of {@link legalMoves}, the same actions
 * (shared ones where the list shares them) in the same order. In the main
 * part and after Draw to Seven only the page's set plays, Royal moves and
 * discards are built, from what {@link randomMove} counts; the other phases'
 * short lists are sliced.
 */
export function legalMovesPage(
  state: SixCardParadeState,
  seat: Seat,
  offset: number,
  limit: number,
): SixCardParadeAction[] {
  const out: SixCardParadeAction[] = [];
  if (state.phase === 'main') {
    // The list's order: set plays, Royal moves, then done with sets.
    const found = findSetPlays(state.hands[seat] as Card[], state.options);
    const royals = findRoyalMoves(state, seat, royalsHeld());
    const end = Math.min(found + royals + 1, offset + limit);
    for (let i = offset; i < end; i++) {
      if (i < found) out.push(playSetAt(seat, i));
      else out.push(royalMoveAt(state, seat, i - found) ?? shared({ type: 'doneWithSets', seat }));
    }
    return out;
  }
  if (state.phase === 'postDraw') {
    // The list's order: Royal moves, discards, then the end of the turn.
    const hand = state.hands[seat] as Card[];
    const royals = findRoyalMoves(state, seat, royalsAmong(hand, hand.length));
    const discards = discardableCount(state, seat);
    const end = Math.min(royals + discards + (mayEndTurn(state, seat, discards) ? 1 : 0), offset + limit);
    for (let i = offset; i < end; i++) {
      if (i < royals) out.push(royalMoveAt(state, seat, i) as SixCardParadeAction);
      else if (i - royals < discards) {
        const card = discardableAt(state, seat, i - royals);
        out.push(shared({ type: 'discard', seat, card }, card));
      } else out.push(shared({ type: 'endTurn', seat }));
    }
    return out;
  }
  if (state.phase === 'aceOfHeartsSearch') {
    for (const card of state.library.slice(offset, offset + limit)) out.push({ type: 'takeFromLibrary', seat, card });
    return out;
  }
  return legalMoves(state, seat).slice(offset, offset + limit);
}
