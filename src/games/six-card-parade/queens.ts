/**
 * The Queens: cards moving between two players (S25, S26). Q♠ swaps a random
 * card each way, Q♣ gives a chosen card for a random one, Q♥ opens the
 * two-sided blind exchange with both hands shown to both, Q♦ swaps hands.
 */

import type { Card } from '../../core/cards.js';
import { isDrafting } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { randomInt, withStateRng } from '../../core/rng.js';
import { seatList } from '../../core/seats.js';
import { playFromHand } from './royals.js';
import type { SixCardParadeState } from './state.js';
import { addToHand, exchangeOf, handOf, handsOf, inDeckOrder, optionsOf, removeFromHand } from './zones.js';

/**
 * How many pairs of players a Q♠, Q♥ or Q♦ may name (S25): any two players,
 * or the player and one other. Counted, not listed: the move lists ask on
 * every call with a Queen in hand, and build only the pairs they need
 * ({@link queenPairAt}).
 */
export function queenPairCount(state: SixCardParadeState): number {
  const p = state.players;
  return state.options.queenTargets === 'anyTwo' ? (p * (p - 1)) / 2 : p - 1;
}

/** Pair `j` of those {@link queenPairCount} counts, lower seat first, by first seat then second; a new array. */
export function queenPairAt(state: SixCardParadeState, seat: Seat, j: number): [Seat, Seat] {
  const any = state.options.queenTargets === 'anyTwo';
  for (let a = 0; a < state.players; a++) {
    for (let b = a + 1; b < state.players; b++) {
      if ((any || a === seat || b === seat) && j-- === 0) return [a, b];
    }
  }
  throw new Error('unreachable: no such pair');
}

/** True when `players` is a pair the Queen may name (two different seats; S25). */
export function queenPairOk(state: SixCardParadeState, seat: Seat, players: readonly [Seat, Seat]): boolean {
  const [a, b] = players;
  if (a === b || a >= state.players || b >= state.players) return false;
  return state.options.queenTargets === 'anyTwo' || a === seat || b === seat;
}

function randomCard(state: SixCardParadeState, cards: readonly Card[]): Card | null {
  if (cards.length === 0) return null;
  return cards[withStateRng(state, (rng) => randomInt(rng, cards.length))] as Card;
}

/** Moves the two cards (either may be `null`: an empty hand gives nothing) at the same moment. */
function swapCards(
  state: SixCardParadeState,
  royal: Card,
  seats: [Seat, Seat],
  gave: [Card | null, Card | null],
): void {
  const [a, b] = seats;
  const [fromA, fromB] = gave;
  if (fromA !== null) removeFromHand(state, a, fromA);
  if (fromB !== null) removeFromHand(state, b, fromB);
  if (fromA !== null) addToHand(state, b, fromA);
  if (fromB !== null) addToHand(state, a, fromB);
  const lists: [Card[], Card[]] = [fromA === null ? [] : [fromA], fromB === null ? [] : [fromB]];
  emit(state, {
    type: 'cardsExchanged',
    royal,
    seats: [a, b],
    counts: [lists[0].length, lists[1].length],
    gave: lists,
  });
}

/** Q♠, Q♥, Q♦: the acting player names two players. */
export function namePlayers(state: SixCardParadeState, seat: Seat, card: Card, players: [Seat, Seat]): void {
  const resume = state.phase === 'postDraw' ? 'postDraw' : 'main';
  playFromHand(state, seat, card);
  // Naming 1 and 0 is the same move as naming 0 and 1: the lower seat goes first.
  const [a, b] = players[0] < players[1] ? players : [players[1], players[0]];
  players = [a, b];
  if (card === 'QS') {
    // Both random picks are made before anything moves (S26).
    const fromA = randomCard(state, handOf(state, a));
    const fromB = randomCard(state, handOf(state, b));
    swapCards(state, card, players, [fromA, fromB]);
    return;
  }
  if (card === 'QD') {
    const handA = handOf(state, a);
    const handB = handOf(state, b);
    // Each arrives in deck order, not its old owner's: that order would show the new owner which
    // of the other's cards were dealt and which drawn, and when.
    if (isDrafting()) {
      // One new list of hands rather than two writes into a drafted one.
      // A spread: `slice` of the (frozen) hands is one of Node 20's slow paths.
      const hands = [...handsOf(state)];
      hands[a] = inDeckOrder(handB);
      hands[b] = inDeckOrder(handA);
      state.hands = hands as Card[][];
    } else {
      state.hands[a] = inDeckOrder(handB);
      state.hands[b] = inDeckOrder(handA);
    }
    emit(state, {
      type: 'cardsExchanged',
      royal: card,
      seats: [a, b],
      counts: [handA.length, handB.length],
      gave: [inDeckOrder(handA), inDeckOrder(handB)],
    });
    return;
  }
  state.exchange = { seats: [a, b], picks: [null, null], resume };
  state.phase = 'queenOfHeartsExchange';
  finishExchangeIfDone(state);
}

/** Q♣: `seat` gives `card` (or nothing from an empty hand) and gets a random card back (S26). */
export function giveCard(state: SixCardParadeState, seat: Seat, to: Seat, card: Card | null): void {
  playFromHand(state, seat, 'QC');
  // The random card comes from the hand as it was before receiving, unless S26's option
  // lets the given card come straight back.
  const pool = optionsOf(state).queenOfClubsMayReturnGiven || card === null ? null : [...handOf(state, to)];
  if (card !== null) {
    removeFromHand(state, seat, card);
    addToHand(state, to, card);
  }
  // Read again: inside `apply` the gift replaced the target's hand.
  const back = randomCard(state, pool ?? handOf(state, to));
  if (back !== null) {
    removeFromHand(state, to, back);
    addToHand(state, seat, back);
  }
  emit(state, {
    type: 'cardsExchanged',
    royal: 'QC',
    seats: [seat, to],
    counts: [card === null ? 0 : 1, back === null ? 0 : 1],
    gave: [card === null ? [] : [card], back === null ? [] : [back]],
  });
}

/** Which of the two named players of the Q♥ exchange `seat` is. */
export function exchangeIndex(state: SixCardParadeState, seat: Seat): 0 | 1 {
  return state.exchange?.seats[0] === seat ? 0 : 1;
}

/**
 * The hand a named player picks from in the Q♥ exchange: their own (give
 * their choice, the default) or the other's (take, S26 option).
 */
export function exchangeSource(state: SixCardParadeState, index: 0 | 1): readonly Card[] {
  const ex = exchangeOf(state);
  if (ex === null) return [];
  const owner = optionsOf(state).queenOfHeartsMode === 'giveOwnChoice' ? ex.seats[index] : ex.seats[1 - index];
  return handOf(state, owner as Seat);
}

/**
 * The cards `seat` may pick in the Q♥ exchange, in the order its moves list them: its own hand
 * in its own order, or the other's hand in the deck's order, as its view shows that hand (S26).
 * In the other's own order the list would tell the picker which card that seat drew last.
 */
export function exchangeChoices(state: SixCardParadeState, seat: Seat): readonly Card[] {
  const source = exchangeSource(state, exchangeIndex(state, seat));
  return optionsOf(state).queenOfHeartsMode === 'giveOwnChoice' ? source : inDeckOrder(source);
}

const NO_SEATS: readonly Seat[] = Object.freeze([]);

/**
 * The named players who still have to pick (a player with nothing to pick
 * from gives nothing). Asked on every step of the exchange: a shared list for
 * none or one seat, rather than a filter and a map.
 */
export function exchangeActors(state: SixCardParadeState): readonly Seat[] {
  const ex = exchangeOf(state);
  if (ex === null) return NO_SEATS;
  const first = ex.picks[0] === null && exchangeSource(state, 0).length > 0;
  const second = ex.picks[1] === null && exchangeSource(state, 1).length > 0;
  if (first && second) return [ex.seats[0], ex.seats[1]];
  if (first) return seatList(ex.seats[0]);
  return second ? seatList(ex.seats[1]) : NO_SEATS;
}

/** A named player's blind pick; when both are in, the cards swap together. */
export function exchangePick(state: SixCardParadeState, seat: Seat, card: Card): void {
  const ex = exchangeOf(state);
  if (ex === null) return;
  const i = ex.seats[0] === seat ? 0 : 1;
  if (isDrafting()) {
    // Inside `apply` the exchange is the frozen one: a changed copy replaces it.
    const picks: [Card | null, Card | null] = [ex.picks[0], ex.picks[1]];
    picks[i] = card;
    state.exchange = { ...ex, picks };
  } else ex.picks[i] = card;
  emit(state, { type: 'exchangePicked', seat });
  finishExchangeIfDone(state);
}

function finishExchangeIfDone(state: SixCardParadeState): void {
  const ex = exchangeOf(state);
  if (ex === null || exchangeActors(state).length > 0) return;
  // In `takeFromOther` mode each pick is a card of the other player's hand.
  const give = optionsOf(state).queenOfHeartsMode === 'giveOwnChoice';
  const fromA = give ? ex.picks[0] : ex.picks[1];
  const fromB = give ? ex.picks[1] : ex.picks[0];
  state.exchange = null;
  state.phase = ex.resume;
  swapCards(state, 'QH', ex.seats, [fromA, fromB]);
}
