/**
 * The round: the deal (13 cards each, one upcard, the rest the stock), the
 * start of each turn (the pack-exhausted stop of R28 and the safety cap of
 * R30), going out, and the end of the round: laid-down players move up, the
 * winner of the game (R24–R26), and the deal moving left (R25).
 */

import { type Card, multiDeck } from '../../core/cards.js';
import { filled, pushTo, setAt } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { shuffle, withStateRng } from '../../core/rng.js';
import { completedOf, discardOf, laidDownOf, optionsOf, stockOf } from './access.js';
import type { RummyOptions } from './options.js';
import { leftOf, type RoundResult, type RummyState } from './state.js';

/** Cards dealt to each player. */
export const HAND_SIZE = 13;

/** The pack for these options: `decks` decks plus the Jokers, every card with a copy suffix (R1, R2). */
export function packFor(o: Pick<RummyOptions, 'decks' | 'jokersPerDeck'>): Card[] {
  return multiDeck(o.decks, o.decks * o.jokersPerDeck);
}

/**
 * Deals a round from `order` (a stacked deck) or a fresh shuffle: cards
 * `13k … 13k+12` go to the k-th player from the dealer's left, the next card is
 * the upcard that starts the discard pile, and the rest is the stock, the card
 * right after the upcard on top. The dealer's left plays first.
 */
export function deal(state: RummyState, order: readonly Card[] | null): void {
  const cards = order ? [...order] : withStateRng(state, (rng) => shuffle(rng, packFor(optionsOf(state))));
  const p = state.players;
  // A new list of hands, not writes into the old one: inside `apply` that is
  // one write instead of a drafted array (see access.ts).
  const hands: Card[][] = [];
  for (let s = 0; s < p; s++) {
    // Seat s is the k-th from the dealer's left.
    const k = (s - state.dealer - 1 + p) % p;
    hands.push(cards.slice(HAND_SIZE * k, HAND_SIZE * (k + 1)));
  }
  state.hands = hands;
  const upcard = cards[HAND_SIZE * p] as Card;
  state.discard = [upcard];
  state.stock = cards.slice(HAND_SIZE * p + 1).reverse();
  state.melds = [];
  state.laidDown = filled(p, false);
  // R29 option: the buy limit is per round.
  state.buys = filled(p, 0);
  emit(state, { type: 'dealt', round: state.round, dealer: state.dealer, upcard });
  startTurn(state, leftOf(state, state.dealer));
}

/** True when the stock is empty and the discard pile is only its top card (R28). */
export function packIsExhausted(state: RummyState): boolean {
  return stockOf(state).length === 0 && discardOf(state).length <= 1;
}

/**
 * `seat` starts a turn. The safety cap (R30) stops the game as a draw; a pack
 * with nothing left to draw or reshuffle ends the round (R28), unless the
 * option makes the player take the upcard.
 */
export function startTurn(state: RummyState, seat: Seat): void {
  state.toAct = seat;
  state.phase = 'draw';
  state.takenUpcard = null;
  state.buyable = false;
  state.turnsWithoutProgress += 1;
  const o = optionsOf(state);
  const cap = o.maxTurnsPerRound;
  if (cap !== null && state.turnsWithoutProgress > cap) {
    finishRound(state, null, 'turnCap');
    return;
  }
  if (packIsExhausted(state) && o.packExhausted !== 'mustTakeDiscard') {
    emit(state, { type: 'packExhausted' });
    finishRound(state, null, 'packExhausted');
  }
}

/** `seat` has gone out: the round ends at once (R23, R24). */
export function goOut(state: RummyState, seat: Seat): void {
  emit(state, { type: 'wentOut', seat });
  finishRound(state, seat, 'wentOut');
}

/** The first of `seats` in turn order after `after`, at a table of `players`. */
function firstAfter(players: number, after: Seat, seats: readonly Seat[]): Seat {
  for (let k = 1; k <= players; k++) {
    const s = (after + k) % players;
    if (seats.includes(s)) return s;
  }
  return seats[0] as Seat;
}

/**
 * Who moves up a contract and who wins the game when a round ends so: the
 * seats that laid down move up (none at the safety cap, R30, nor when the pack
 * ran out under `endRoundNoAdvance`, R28), contract 14 counting only for the
 * winner under `goOutOnLast` (R26); the winner is the seat that went out on
 * contract 14, or under `completeLast` the first in turn order after `from` of
 * those who laid 14 down. `completed` is each seat's count before the round.
 * The round's end applies it, and the check of stored histories asks it again.
 */
export function roundOutcome(
  completed: readonly number[],
  laid: readonly Seat[],
  wentOut: Seat | null,
  reason: RoundResult['reason'],
  o: Pick<RummyOptions, 'packExhausted' | 'winCondition'>,
  from: Seat,
): { advanced: Seat[]; winners: Seat[] } {
  const movers =
    reason === 'turnCap' || (reason === 'packExhausted' && o.packExhausted === 'endRoundNoAdvance') ? [] : laid;
  const onLast = (s: Seat): boolean => (completed[s] ?? 0) === 13;
  let winners: Seat[] = [];
  if (o.winCondition === 'goOutOnLast') {
    if (wentOut !== null && onLast(wentOut)) winners = [wentOut];
  } else {
    const finishers = movers.filter(onLast);
    if (finishers.length > 0) {
      winners = [
        wentOut !== null && finishers.includes(wentOut) ? wentOut : firstAfter(completed.length, from, finishers),
      ];
    }
  }
  const advanced: Seat[] = [];
  for (const s of movers) {
    // R26: contract 14 counts only for the winner (goOutOnLast) or for everyone who lays it down (completeLast).
    if ((completed[s] ?? 0) < 13 || winners.includes(s) || o.winCondition === 'completeLast') advanced.push(s);
  }
  return { advanced, winners };
}

function finishRound(state: RummyState, wentOut: Seat | null, reason: RoundResult['reason']): void {
  const o = optionsOf(state);
  // Loops, not `flatMap` with an array per seat: V8 runs `flatMap` on its slow generic path,
  // which profiles showed costing more than the rest of the round's end (once a playout).
  const laidDown = laidDownOf(state);
  const laid: Seat[] = [];
  for (let s = 0; s < laidDown.length; s++) if (laidDown[s]) laid.push(s);
  const outcome = roundOutcome(completedOf(state), laid, wentOut, reason, o, wentOut ?? state.toAct);
  const advanced = outcome.advanced;
  let winners = outcome.winners;
  for (const s of advanced) setAt(state, 'completed', s, Math.min((completedOf(state)[s] ?? 0) + 1, 14));
  const result: RoundResult = { round: state.round, wentOut, reason, laidDown: laid, advanced };
  pushTo(state, 'history', result);
  const completed = completedOf(state);
  emit(state, { type: 'roundEnded', result, contracts: completed.map((c) => Math.min(c + 1, 14)) });
  if (reason === 'turnCap') {
    // The safety cap (R30) is not a rule of the game: the players furthest along share the win, so simulations always score.
    const top = Math.max(...completed);
    winners = [];
    for (let s = 0; s < completed.length; s++) if (completed[s] === top) winners.push(s);
  }
  if (reason === 'turnCap' || winners.length > 0) {
    state.phase = 'over';
    state.winners = winners;
    emit(state, { type: 'gameOver', winners: [...winners] });
    return;
  }
  if (advanced.length > 0) state.turnsWithoutProgress = 0;
  state.round += 1;
  // R25: the player who played first (the dealer's left) deals next.
  state.dealer = leftOf(state, state.dealer);
  deal(state, null);
}
