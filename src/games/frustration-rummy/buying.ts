/**
 * Buying the discard out of turn ("May I"), off by default (R29). With
 * `allowBuying`, after a discard and before the next player draws, any player
 * other than the discarder and the next player may buy the discard, taking
 * the top stock card as a penalty; one buy per discard, and at most
 * `maxBuysPerRound` buys a player a round. A buy names the upcard it answers,
 * so one sent for an earlier discard cannot buy the next. A player who has
 * laid down has no use for cards, and one on 7 Pairs must keep exactly 14
 * cards after the draw, so neither may buy; the stock must keep a card for the
 * next player's draw. The next player has priority: drawing closes the window.
 */

import { baseCard, type Card, prettyCard } from '../../core/cards.js';
import { isDrafting, peek, setAt } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { giveToHand, popDiscard, popStock } from './access.js';
import { currentContract, isSevenPairs } from './contracts.js';
import { rummyError } from './errorWords.js';
import type { RummyAction, RummyRuleError, RummyState } from './state.js';

/** The seat that made the discard now on top: the one before the active player. */
function discarder(state: RummyState): Seat {
  return (state.toAct + state.players - 1) % state.players;
}

/** Per seat, the buys made this round, for reading (inside `apply`, without drafting them). */
function buysOf(state: RummyState): readonly number[] {
  return isDrafting() ? peek(state, 'buys') : state.buys;
}

/**
 * The most cards a hand can hold after `buys` buys this round: 14 after the
 * draw, and two more a buy, the discard and the penalty card (R29). Stored
 * states and views are held to it before any search of a hand.
 */
export function maxHandSize(buys: number): number {
  return 14 + 2 * buys;
}

/**
 * Why `seat` may not buy the discard now, or `null` when it may. `card` is the
 * card the buy names: compared with the upcard by kind (twins are one card at
 * the table). Without it, whether `seat` may buy at all (actors, move lists).
 */
export function buyProblem(state: RummyState, seat: Seat, card?: Card): RummyRuleError | null {
  if (!state.options.allowBuying) {
    return rummyError('NOT_YOUR_TURN', 'noClaimsOutOfTurn');
  }
  if (state.phase !== 'draw' || !state.buyable || state.discard.length === 0) {
    return rummyError('WRONG_PHASE', 'buyNotNow');
  }
  if (seat === state.toAct) return rummyError('ILLEGAL_MOVE', 'nextPlayerDraws');
  if (seat === discarder(state)) return rummyError('ILLEGAL_MOVE', 'ownDiscard');
  if (state.laidDown[seat]) return rummyError('ILLEGAL_MOVE', 'laidDownNoBuy');
  if (isSevenPairs(currentContract(state, seat))) return rummyError('ILLEGAL_MOVE', 'sevenPairsNoBuy');
  const max = state.options.maxBuysPerRound;
  if ((state.buys[seat] ?? 0) >= max) {
    return rummyError('BUY_LIMIT_REACHED', max === 0 ? 'noBuying' : max === 1 ? 'boughtOnce' : 'boughtMax', { max });
  }
  // A buy sent for an earlier discard is stale: it must not buy the card now on top.
  const top = state.discard[state.discard.length - 1] as Card;
  if (card !== undefined && baseCard(card) !== baseCard(top)) {
    return rummyError('WRONG_UPCARD', 'wrongUpcard', {
      upcard: prettyCard(baseCard(top)),
      card: prettyCard(baseCard(card)),
    });
  }
  if (state.stock.length < 2) return rummyError('STOCK_EMPTY', 'stockTooLow');
  return null;
}

/**
 * The refusal of an action by a seat that may not act now, when it says more
 * than `NOT_YOUR_TURN`: a buy by a seat that has used up its buys this round
 * (R29). Such a seat is not listed among the buyers, but it is told why.
 */
export function refuseNonActor(state: RummyState, action: RummyAction): RummyRuleError | null {
  if (action.type !== 'buy') return null;
  const problem = buyProblem(state, action.seat, action.card);
  return problem?.code === 'BUY_LIMIT_REACHED' ? problem : null;
}

/** The seats that may act: the active player, plus any buyer while the discard may be bought. */
export function actors(state: RummyState): Seat[] {
  if (state.phase === 'over') return [];
  const out = [state.toAct];
  if (state.buyable && state.options.allowBuying) {
    for (let s = 0; s < state.players; s++) if (s !== state.toAct && buyProblem(state, s) === null) out.push(s);
  }
  return out;
}

/** `seat` takes the top discard and the top stock card; the window closes. */
export function buy(state: RummyState, seat: Seat): void {
  const card = popDiscard(state) as Card;
  const penalty = popStock(state) as Card;
  giveToHand(state, seat, card);
  giveToHand(state, seat, penalty);
  setAt(state, 'buys', seat, (buysOf(state)[seat] ?? 0) + 1);
  state.buyable = false;
  emit(state, { type: 'bought', seat, card, penalty });
}
