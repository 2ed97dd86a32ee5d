/**
 * Plain-English lines for Parcellus events, for logs and play-by-plays.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import type { ParcellusEvent } from './state.js';

const seatName = (seat: number): string => `Seat ${seat}`;
const list = (cards: readonly string[]): string => cards.map(prettyCard).join(' ');

/** Describes one Parcellus event (as found in a state or a redacted view). */
export function describeEvent(event: BaseEvent): string {
  const e = event as ParcellusEvent;
  switch (e.type) {
    case 'dealt':
      return `Round ${e.round}: ${seatName(e.dealer)} deals; the pass goes ${e.direction}.`;
    case 'passChosen':
      return `${seatName(e.seat)} has chosen three cards to pass.`;
    case 'passedCards':
      return `${seatName(e.seat)} passes ${e.cards === null ? 'three cards' : list(e.cards)} to ${seatName(e.to)}.`;
    case 'turnedUp':
      return `${seatName(e.seat)} turns up ${prettyCard(e.card)} from the dummy.`;
    case 'led':
      return `${seatName(e.seat)} leads ${prettyCard(e.card)} from hand.`;
    case 'played':
      return `${seatName(e.seat)} plays ${prettyCard(e.card)}.`;
    case 'passed':
      return `${seatName(e.seat)} passes.`;
    case 'captured':
      return e.seat === null
        ? `Nobody takes the lone ${list(e.cards)}; it is set aside.`
        : `${seatName(e.seat)} captures the parcel: ${list(e.cards)}.`;
    case 'roundScored':
      return `Round ${e.result.round} scored: cards ${e.result.cardPoints.join('/')}, parcels ${e.result.parcels.join(
        '/',
      )}, bonus ${e.result.bonus.join('/')}; totals ${e.totals.join('/')}.`;
    case 'gameOver':
      return `Game over: ${e.winners.map(seatName).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'} (${e.totals.join('/')}).`;
    default:
      return JSON.stringify(event);
  }
}
