/**
 * Parcellus events in words: each event as a {@link Message} (an id and its parameters, with
 * the English text from {@link PARCELLUS_EVENT_WORDS}), and `describeEvent`, its text, for logs
 * and play-by-plays. English is written once, here; an app translates with its own catalogue.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import { type Catalogue, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import type { ParcellusEvent } from './state.js';

/** The English catalogue of Parcellus event sentences. */
export const PARCELLUS_EVENT_WORDS: Catalogue = {
  'parcellus.event.dealt': 'Round {round}: Seat {dealer} deals; the pass goes {direction|parcellus.direction.}.',
  'parcellus.direction.left': 'left',
  'parcellus.direction.right': 'right',
  'parcellus.event.passChosen': 'Seat {seat} has chosen three cards to pass.',
  'parcellus.event.passedCards': 'Seat {seat} passes {cards} to Seat {to}.',
  'parcellus.event.passedHidden': 'Seat {seat} passes three cards to Seat {to}.',
  'parcellus.event.turnedUp': 'Seat {seat} turns up {card} from the dummy.',
  'parcellus.event.led': 'Seat {seat} leads {card} from hand.',
  'parcellus.event.played': 'Seat {seat} plays {card}.',
  'parcellus.event.passed': 'Seat {seat} passes.',
  'parcellus.event.setAside': 'Nobody takes the lone {cards}; it is set aside.',
  'parcellus.event.captured': 'Seat {seat} captures the parcel: {cards}.',
  'parcellus.event.roundScored':
    'Round {round} scored: cards {cardPoints}, parcels {parcels}, bonus {bonus}; totals {totals}.',
  'parcellus.event.gameOver': 'Game over: {winners} {verb|parcellus.win.} ({totals}).',
  'parcellus.win.one': 'wins',
  'parcellus.win.shared': 'share the win',
  'parcellus.event.unknown': 'Something happened ({type}).',
};

const cardList = (cards: readonly string[]): string[] => cards.map(prettyCard);
const slashed = (ns: readonly number[]): string => ns.join('/');

/** One Parcellus event (as found in a state or a redacted view) as a message. */
export function eventMessage(event: BaseEvent, catalogue: Catalogue = PARCELLUS_EVENT_WORDS): Message {
  const e = event as ParcellusEvent;
  const m = (id: string, params: Record<string, MessageParam>): Message =>
    message(`parcellus.event.${id}`, params, catalogue);
  switch (e.type) {
    case 'dealt':
      return m('dealt', { round: e.round, dealer: e.dealer, direction: e.direction });
    case 'passChosen':
      return m('passChosen', { seat: e.seat });
    case 'passedCards':
      return e.cards === null
        ? m('passedHidden', { seat: e.seat, to: e.to })
        : m('passedCards', { seat: e.seat, to: e.to, cards: cardList(e.cards) });
    case 'turnedUp':
      return m('turnedUp', { seat: e.seat, card: prettyCard(e.card) });
    case 'led':
      return m('led', { seat: e.seat, card: prettyCard(e.card) });
    case 'played':
      return m('played', { seat: e.seat, card: prettyCard(e.card) });
    case 'passed':
      return m('passed', { seat: e.seat });
    case 'captured':
      return e.seat === null
        ? m('setAside', { cards: cardList(e.cards) })
        : m('captured', { seat: e.seat, cards: cardList(e.cards) });
    case 'roundScored':
      return m('roundScored', {
        round: e.result.round,
        cardPoints: slashed(e.result.cardPoints),
        parcels: slashed(e.result.parcels),
        bonus: slashed(e.result.bonus),
        totals: slashed(e.totals),
      });
    case 'gameOver':
      return m('gameOver', {
        winners: seatNames(e.winners),
        verb: e.winners.length > 1 ? 'shared' : 'one',
        totals: slashed(e.totals),
      });
    default:
      return m('unknown', { type: String((event as { type?: unknown }).type) });
  }
}

/** Describes one Parcellus event (as found in a state or a redacted view): its English sentence. */
export function describeEvent(event: BaseEvent): string {
  return eventMessage(event).text;
}
