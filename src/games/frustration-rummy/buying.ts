/**
 * Buying the discard out of turn ("May I"), off by default (R29). With
 * `allowBuying`, after a discard and before the next player draws, any player
 * other than the discarder and the next player may buy the discard, taking
 * the top stock card as a penalty; one buy per discard. A player who has laid
 * down has no use for cards, and one on 7 Pairs must keep exactly 14 cards
 * after the draw, so neither may buy; the stock must keep a card for the
 * next player's draw. The next player has priority: drawing closes the window.
 */

import type { Card } from '../../core/cards.js';
import { RuleError } from '../../core/errors.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { giveToHand, popDiscard, popStock } from './access.js';
import { currentContract, isSevenPairs } from './contracts.js';
import type { RummyRuleError, RummyState } from './state.js';

/** The seat that made the discard now on top: the one before the active player. */
function discarder(state: RummyState): Seat {
  return (state.toAct + state.players - 1) % state.players;
}

/** Why `seat` may not buy the discard now, or `null` when it may. */
export function buyProblem(state: RummyState, seat: Seat): RummyRuleError | null {
  if (!state.options.allowBuying) {
    return new RuleError('NOT_YOUR_TURN', 'Discards are not claimed out of turn in this game (R29).');
  }
  if (state.phase !== 'draw' || !state.buyable || state.discard.length === 0) {
    return new RuleError(
      'WRONG_PHASE',
      'A discard may be bought only after it is made and before the next player draws.',
    );
  }
  if (seat === state.toAct) return new RuleError('ILLEGAL_MOVE', 'The next player simply draws the discard.');
  if (seat === discarder(state)) return new RuleError('ILLEGAL_MOVE', 'You may not buy back your own discard.');
  if (state.laidDown[seat])
    return new RuleError('ILLEGAL_MOVE', 'A player who has laid down may not buy (R29 option).');
  if (isSevenPairs(currentContract(state, seat))) {
    return new RuleError('ILLEGAL_MOVE', 'A player on 7 Pairs keeps exactly 14 cards after the draw, so may not buy.');
  }
  if (state.stock.length < 2) return new RuleError('STOCK_EMPTY', 'The stock is too low for a penalty card.');
  return null;
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
  state.buyable = false;
  emit(state, { type: 'bought', seat, card, penalty });
}
