/**
 * The parcel: turning up, climbing by exact next rank and colour, passing and
 * re-entering, capture after three passes, the lone card, and leading from hand
 * once the dummy is used up (P4–P14).
 */

import {
  type Card,
  cardIndex,
  colourOf,
  euchreDeck,
  prettyCard,
  prettyRank,
  type Rank,
  rankOf,
  removeCard,
} from '../../core/cards.js';
import {
  handOf,
  handsOf,
  isDrafting,
  optionsOf,
  plainRoot,
  popFrom,
  pushAllAt,
  pushAllTo,
  pushTo,
  removeAt,
} from '../../core/draft.js';
import { emit, startEvents } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { perSeatAndCard, sharedEvent } from '../../core/intern.js';
import { parcellusError } from './errorWords.js';
import { endRound, winImmediately } from './scoring.js';
import {
  dummyOf,
  leftOf,
  type ParcellusEvent,
  type ParcellusRuleError,
  type ParcellusState,
  parcelOf,
} from './state.js';

// The events fixed by a seat and a card, made once and shared (they are frozen):
// a playout then allocates nothing per card played.
const eventOf = <E extends ParcellusEvent>(e: E): E => sharedEvent(e);
const PLAYED = perSeatAndCard(3, euchreDeck(), (seat, card) => eventOf({ type: 'played', seat, card }));
const LED = perSeatAndCard(3, euchreDeck(), (seat, card) => eventOf({ type: 'led', seat, card }));
const TURNED_UP = perSeatAndCard(3, euchreDeck(), (seat, card) => eventOf({ type: 'turnedUp', seat, card }));
const PASSED: readonly ParcellusEvent[] = [0, 1, 2].map((seat) => eventOf({ type: 'passed', seat }));

/** The ranks in climbing order: each climbs on the one before it, the 9 on the A (P4). */
export const CYCLE = ['9', 'T', 'J', 'Q', 'K', 'A'] as const;

/** The rank that may go on `card`: one up in the cycle 9-10-J-Q-K-A-9 (P4). */
export function nextRank(card: Card): string {
  const i = CYCLE.indexOf(rankOf(card) as (typeof CYCLE)[number]);
  return CYCLE[(i + 1) % CYCLE.length] as string;
}

// The two cards that may go on each card, worked out once: climbing is the
// innermost test of play and of move listing.
const FOLLOWERS: ReadonlyMap<Card, readonly Card[]> = new Map(
  euchreDeck().map((top) => [
    top,
    euchreDeck().filter((c) => rankOf(c) === nextRank(top) && colourOf(c) === colourOf(top)),
  ]),
);

/** The two cards that may go on `card` (the next rank in the same colour). */
export function followersOf(card: Card): readonly Card[] {
  return FOLLOWERS.get(card) ?? [];
}

// The same, indexed by card number: climbing is the innermost test of play and
// of move listing, and a few character reads beat hashing the code.
const FOLLOWERS_AT: (readonly Card[] | undefined)[] = [];
for (const [top, fs] of FOLLOWERS) FOLLOWERS_AT[cardIndex(top)] = fs;
const NONE: readonly Card[] = [];

/** The followers of `top` by card number (the same as {@link followersOf}, faster). */
export function followersAt(top: Card): readonly Card[] {
  return FOLLOWERS_AT[cardIndex(top)] ?? NONE;
}

/** True when `card` may go on top of `top`: exactly the next rank, same colour. */
export function climbsOn(top: Card, card: Card): boolean {
  const f = followersAt(top);
  return f[0] === card || f[1] === card;
}

/**
 * Writes into `out` the positions in `hand` of the cards that may go on a
 * parcel whose top card's followers are `followers`, in hand order, and
 * returns how many there are: the climbing cards of a move list and of a
 * random move in one loop, allocating nothing.
 */
export function climbersInto(hand: readonly Card[], followers: readonly Card[], out: Int32Array): number {
  const a = followers[0];
  const b = followers[1];
  if (a === undefined) return 0;
  let n = 0;
  for (let i = 0; i < hand.length; i++) if (hand[i] === a || hand[i] === b) out[n++] = i;
  return n;
}

/** The followers of the top card of `parcel`, none when the parcel is empty. */
export function topFollowers(parcel: readonly Card[]): readonly Card[] {
  // Never index -1: V8 looks a negative index up as a named property, slowly.
  const n = parcel.length;
  return n === 0 ? NONE : followersAt(parcel[n - 1] as Card);
}

/** Why `seat` may not play `card` on the parcel, or `null` when it may. */
export function checkPlay(state: ParcellusState, seat: Seat, card: Card): ParcellusRuleError | null {
  if (!(state.hands[seat] ?? []).includes(card)) {
    return parcellusError('CARD_NOT_IN_HAND', 'notInHand', { card: prettyCard(card) });
  }
  const top = state.parcel[state.parcel.length - 1] as Card;
  if (rankOf(card) !== nextRank(top)) {
    return parcellusError('NOT_NEXT_RANK', 'notNextRank', {
      top: prettyCard(top),
      rank: prettyRank(nextRank(top) as Rank),
      card: prettyCard(card),
    });
  }
  if (colourOf(card) !== colourOf(top)) {
    return parcellusError('WRONG_COLOUR', 'wrongColour', { card: prettyCard(card), colour: colourOf(top) ?? '' });
  }
  return null;
}

/** Why `seat` may not lead `card`, or `null` when it may. */
export function checkLead(state: ParcellusState, seat: Seat, card: Card): ParcellusRuleError | null {
  return (state.hands[seat] ?? []).includes(card)
    ? null
    : parcellusError('CARD_NOT_IN_HAND', 'notInHand', { card: prettyCard(card) });
}

// The mutations of the hot paths pick their mechanics here, not through the
// generic helpers alone: on the fast path a plain in-place change with static
// property reads; inside `apply`, the helper that replaces the array on its
// parent (see core/draft.ts). Both leave the same state.
function removeFromHand(state: ParcellusState, seat: Seat, card: Card): void {
  if (isDrafting()) removeAt(state, 'hands', seat, card);
  else removeCard(state.hands[seat] as Card[], card);
}

/**
 * `turner` starts the next parcel: the top dummy card is turned up and the seat
 * to the turner's left acts first, the turner third (P8, P9). With the dummy
 * used up, the turner (or the next seat left with cards) leads from hand (P12).
 */
export function turnUp(state: ParcellusState, turner: Seat): void {
  // No write of passes: both callers come with none counted (capture has just
  // reset them; in the pass phase there are none).
  state.turner = turner;
  state.lastContributor = null;
  // pop, not a read at length - 1: an empty dummy would read index -1, which
  // V8 looks up as a named property, slowly (once a parcel once the dummy is gone).
  const card = isDrafting() ? popFrom(state, 'dummy') : state.dummy.pop();
  if (card !== undefined) {
    state.parcel = [card];
    state.phase = 'act';
    const next = leftOf(turner);
    state.toAct = next;
    emit(state, TURNED_UP(turner, card));
    autoPass(state, next);
    return;
  }
  let leader = turner;
  while (handOf(state, leader).length === 0) {
    leader = leftOf(leader);
    if (leader === turner) {
      endRound(state);
      return;
    }
  }
  if (optionsOf(state).dummyExhausted === 'endRound') {
    endRound(state);
    return;
  }
  state.phase = 'lead';
  state.toAct = leader;
}

/** `seat` leads `card` as a new base and counts as its last contributor (P12). */
export function lead(state: ParcellusState, seat: Seat, card: Card): void {
  // Every action writes its events first: the rest of it then works on the
  // fields of immer's copy of the root, without traps (see plainRoot).
  startEvents(state, LED(seat, card));
  const s = plainRoot(state);
  removeFromHand(s, seat, card);
  s.turner = seat;
  s.parcel = [card];
  s.lastContributor = seat;
  s.passes = 0;
  s.phase = 'act';
  const next = leftOf(seat);
  s.toAct = next;
  autoPass(s, next);
}

/** `seat` climbs the parcel with `card`. */
export function play(state: ParcellusState, seat: Seat, card: Card): void {
  startEvents(state, PLAYED(seat, card));
  const s = plainRoot(state);
  removeFromHand(s, seat, card);
  if (isDrafting()) pushTo(s, 'parcel', card);
  else s.parcel.push(card);
  s.lastContributor = seat;
  s.passes = 0;
  const next = leftOf(seat);
  s.toAct = next;
  autoPass(s, next);
}

/** `seat` passes, as the action taken: the third pass in a row completes the parcel (P6, P7). */
export function pass(state: ParcellusState, seat: Seat): void {
  startEvents(state, PASSED[seat] as ParcellusEvent);
  afterPass(plainRoot(state), seat);
}

/** A pass made for `seat` during another action (see {@link autoPass}). */
function passFor(state: ParcellusState, seat: Seat): void {
  emit(state, PASSED[seat] as ParcellusEvent);
  afterPass(state, seat);
}

/** What follows a pass, chosen or automatic. */
function afterPass(state: ParcellusState, seat: Seat): void {
  // Read once, and the third pass not written: capture sets the count back to 0.
  const passes = state.passes + 1;
  if (passes === 3) {
    capture(state);
    return;
  }
  state.passes = passes;
  const next = leftOf(seat);
  state.toAct = next;
  autoPass(state, next);
}

/**
 * Seats with no cards pass by themselves (P11, P14): hand sizes are public, so
 * this shows nobody anything. A seat that holds cards is always asked, even
 * with none that climbs (P23 leaves passing for it to interfaces: a pass made
 * here would show the table why it happened).
 */
function autoPass(state: ParcellusState, seat: Seat): void {
  // `seat` is the seat to act that the caller has just set, in the act phase:
  // not read back (inside `apply` each read of the draft is a trap call).
  if (handOf(state, seat).length === 0) passFor(state, seat);
}

function handsEmpty(state: ParcellusState): boolean {
  // Indexed, not for…of: asked at every capture; inside `apply` the hands are frozen, which
  // Node 20 iterates slowly.
  const hands = handsOf(state);
  for (let i = 0; i < hands.length; i++) if ((hands[i] as readonly Card[]).length > 0) return false;
  return true;
}

/**
 * The parcel goes to its last contributor; a lone card nobody played on goes to
 * the turner or to nobody (P10). Then the next card is turned up, or the round
 * ends when every hand is empty (P13).
 */
function capture(state: ParcellusState): void {
  const options = optionsOf(state);
  const lone = state.lastContributor === null;
  const capturer = lone ? (options.unplayedTurnUpGoesTo === 'turner' ? state.turner : null) : state.lastContributor;
  // Read, not drafted: the parcel moves whole into the capturer's pile.
  const cards = parcelOf(state) as Card[];
  state.parcel = [];
  state.passes = 0;
  if (capturer === null) pushAllTo(state, 'unclaimed', cards);
  else if (isDrafting()) pushAllAt(state, 'captured', capturer, [cards]);
  else (state.captured[capturer] as Card[][]).push(cards);
  emit(state, { type: 'captured', seat: capturer, cards: cards.slice() });
  if (capturer !== null && options.winCheck === 'immediate' && winImmediately(state, capturer)) return;

  const from = capturer ?? state.turner;
  const next = lone && options.nextTurnerAfterLoneCard === 'leftOfCapturer' ? leftOf(from) : from;
  if (handsEmpty(state) && (dummyOf(state).length === 0 || options.leftoverDummy === 'unscored')) {
    endRound(state);
    return;
  }
  turnUp(state, next);
}
