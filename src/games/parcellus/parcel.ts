/**
 * The parcel: turning up, climbing by exact next rank and colour, passing and
 * re-entering, capture after three passes, the lone card, and leading from hand
 * once the dummy is used up (P4–P14).
 */
import { type Card, colourOf, euchreDeck, prettyCard, rankOf } from '../../core/cards.js';
import { RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { endRound, winImmediately } from './scoring.js';
import { leftOf, type ParcellusState } from './state.js';

const CYCLE = ['9', 'T', 'J', 'Q', 'K', 'A'] as const;

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

/** True when `card` may go on top of `top`: exactly the next rank, same colour. */
export function climbsOn(top: Card, card: Card): boolean {
  return followersOf(top).includes(card);
}

/** The cards of `seat`'s hand that may go on the parcel now, in hand order. */
export function playableCards(state: ParcellusState, seat: Seat): Card[] {
  const top = state.parcel[state.parcel.length - 1];
  if (top === undefined) return [];
  return (state.hands[seat] ?? []).filter((c) => climbsOn(top, c));
}

/** Why `seat` may not play `card` on the parcel, or `null` when it may. */
export function checkPlay(state: ParcellusState, seat: Seat, card: Card): RuleError | null {
  if (!(state.hands[seat] ?? []).includes(card)) {
    return new RuleError('CARD_NOT_IN_HAND', `${prettyCard(card)} is not in your hand.`);
  }
  const top = state.parcel[state.parcel.length - 1] as Card;
  if (rankOf(card) !== nextRank(top)) {
    const want = nextRank(top) === 'T' ? '10' : nextRank(top);
    return new RuleError(
      'NOT_NEXT_RANK',
      `Only the next rank up may be played: on ${prettyCard(top)} that is a ${want} (9-10-J-Q-K-A-9), not ${prettyCard(card)}.`,
    );
  }
  if (colourOf(card) !== colourOf(top)) {
    return new RuleError(
      'WRONG_COLOUR',
      `The card played must be the same colour as the parcel: ${prettyCard(card)} is not ${colourOf(top)}.`,
    );
  }
  return null;
}

/** Why `seat` may not lead `card`, or `null` when it may. */
export function checkLead(state: ParcellusState, seat: Seat, card: Card): RuleError | null {
  return (state.hands[seat] ?? []).includes(card)
    ? null
    : new RuleError('CARD_NOT_IN_HAND', `${prettyCard(card)} is not in your hand.`);
}

// Arrays are replaced rather than spliced: on an immer draft a splice runs a
// proxy trap per shifted element, a fresh array costs one assignment.
function removeFromHand(state: ParcellusState, seat: Seat, card: Card): void {
  state.hands[seat] = (state.hands[seat] as Card[]).filter((c) => c !== card);
}

/**
 * `turner` starts the next parcel: the top dummy card is turned up and the seat
 * to the turner's left acts first, the turner third (P8, P9). With the dummy
 * used up, the turner (or the next seat left with cards) leads from hand (P12).
 */
export function turnUp(state: ParcellusState, turner: Seat): void {
  state.turner = turner;
  state.lastContributor = null;
  state.passes = 0;
  const card = state.dummy[state.dummy.length - 1];
  if (card !== undefined) {
    state.dummy = state.dummy.slice(0, -1);
    state.parcel = [card];
    state.phase = 'act';
    state.toAct = leftOf(turner);
    state.events.push({ type: 'turnedUp', seat: turner, card });
    autoPass(state);
    return;
  }
  let leader = turner;
  while ((state.hands[leader] as Card[]).length === 0) {
    leader = leftOf(leader);
    if (leader === turner) {
      endRound(state);
      return;
    }
  }
  if (state.options.dummyExhausted === 'endRound') {
    endRound(state);
    return;
  }
  state.phase = 'lead';
  state.toAct = leader;
}

/** `seat` leads `card` as a new base and counts as its last contributor (P12). */
export function lead(state: ParcellusState, seat: Seat, card: Card): void {
  removeFromHand(state, seat, card);
  state.turner = seat;
  state.parcel = [card];
  state.lastContributor = seat;
  state.passes = 0;
  state.phase = 'act';
  state.toAct = leftOf(seat);
  state.events.push({ type: 'led', seat, card });
  autoPass(state);
}

/** `seat` climbs the parcel with `card`. */
export function play(state: ParcellusState, seat: Seat, card: Card): void {
  removeFromHand(state, seat, card);
  state.parcel = [...state.parcel, card];
  state.lastContributor = seat;
  state.passes = 0;
  state.toAct = leftOf(seat);
  state.events.push({ type: 'played', seat, card });
  autoPass(state);
}

/** `seat` passes; the third pass in a row completes the parcel (P6, P7). */
export function pass(state: ParcellusState, seat: Seat): void {
  state.events.push({ type: 'passed', seat });
  state.passes += 1;
  if (state.passes === 3) {
    capture(state);
    return;
  }
  state.toAct = leftOf(seat);
  autoPass(state);
}

/**
 * Seats with no cards pass by themselves (P11, P14); with the P23 option so do
 * seats with no playable card. Their pass event is the same as a chosen one, so
 * nobody learns why it happened.
 */
function autoPass(state: ParcellusState): void {
  if (state.phase !== 'act') return;
  const seat = state.toAct;
  const empty = (state.hands[seat] as Card[]).length === 0;
  if (empty || (state.options.autoPassWhenNoLegalCard && playableCards(state, seat).length === 0)) {
    pass(state, seat);
  }
}

/**
 * The parcel goes to its last contributor; a lone card nobody played on goes to
 * the turner or to nobody (P10). Then the next card is turned up, or the round
 * ends when every hand is empty (P13).
 */
function capture(state: ParcellusState): void {
  const lone = state.lastContributor === null;
  const capturer = lone
    ? state.options.unplayedTurnUpGoesTo === 'turner'
      ? state.turner
      : null
    : state.lastContributor;
  const cards = state.parcel;
  state.parcel = [];
  state.passes = 0;
  if (capturer === null) state.unclaimed = [...state.unclaimed, ...cards];
  else state.captured[capturer] = [...(state.captured[capturer] as Card[][]), cards];
  state.events.push({ type: 'captured', seat: capturer, cards: [...cards] });
  if (capturer !== null && state.options.winCheck === 'immediate' && winImmediately(state, capturer)) return;

  const from = capturer ?? state.turner;
  const next = lone && state.options.nextTurnerAfterLoneCard === 'leftOfCapturer' ? leftOf(from) : from;
  const handsEmpty = state.hands.every((h) => h.length === 0);
  if (handsEmpty && (state.dummy.length === 0 || state.options.leftoverDummy === 'unscored')) {
    endRound(state);
    return;
  }
  turnUp(state, next);
}
