/**
 * Plain-English lines for Frustration Rummy events, for logs and play-by-plays.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import { contractByNumber } from './contracts.js';
import type { RoundResult, RummyEvent } from './state.js';

const seatName = (seat: number): string => `Seat ${seat}`;
const list = (cards: readonly string[]): string => cards.map(prettyCard).join(' ');

/** Why a round ended, as the event describes it. */
const ROUND_END: Record<RoundResult['reason'], string> = {
  wentOut: 'a player went out',
  packExhausted: 'the pack ran out',
  turnCap: 'the turn limit was reached',
};
/** Describes one Frustration Rummy event (as found in a state or a redacted view). */
export function describeEvent(event: BaseEvent): string {
  const e = event as RummyEvent;
  switch (e.type) {
    case 'dealt':
      return `Round ${e.round}: ${seatName(e.dealer)} deals 13 cards each; the upcard is ${prettyCard(e.upcard)}.`;
    case 'drew':
      return `${seatName(e.seat)} draws ${e.card === null ? 'a card' : prettyCard(e.card)} from the ${e.from === 'stock' ? 'stock' : 'discard pile'}.`;
    case 'reshuffled':
      return `The discard pile but its top card is shuffled into a new stock of ${e.cards} cards.`;
    case 'melded':
      return `${seatName(e.seat)} puts down a ${e.kind === 'wilds' ? 'meld of wild cards' : e.kind}: ${list(e.cards)}${e.contract ? '' : ' (extra)'}.`;
    case 'laidDown':
      return `${seatName(e.seat)} has laid down contract ${e.contract} (${contractByNumber(e.contract).name}).`;
    case 'laidOff':
      return `${seatName(e.seat)} lays ${prettyCard(e.card)} off on meld ${e.meld}${e.end === null ? '' : ` (${e.end} end)`}.`;
    case 'swappedWild':
      return `${seatName(e.seat)} puts ${prettyCard(e.card)} in meld ${e.meld} and takes back ${prettyCard(e.wild)}.`;
    case 'discarded':
      return `${seatName(e.seat)} discards ${prettyCard(e.card)}.`;
    case 'bought':
      return `${seatName(e.seat)} buys ${prettyCard(e.card)} out of turn, with ${e.penalty === null ? 'a penalty card' : prettyCard(e.penalty)} from the stock.`;
    case 'wentOut':
      return `${seatName(e.seat)} goes out.`;
    case 'packExhausted':
      return 'The pack has run out: nothing is left to draw or reshuffle.';
    case 'roundEnded':
      return `Round ${e.result.round} ends: ${ROUND_END[e.result.reason]}; moving up: ${e.result.advanced.map(seatName).join(', ') || 'nobody'}.`;
    case 'gameOver':
      return `Game over: ${e.winners.map(seatName).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'}.`;
    default:
      return JSON.stringify(event);
  }
}
