/**
 * Frustration Rummy events in words: each event as a {@link Message} (an id and its parameters,
 * with the English text from {@link RUMMY_EVENT_WORDS}), and `describeEvent`, its text, for logs
 * and play-by-plays. English is written once, here; an app translates with its own catalogue.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import { type Catalogue, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import type { RummyEvent } from './state.js';

/** The English catalogue of Frustration Rummy event sentences and the words they look up. */
export const RUMMY_EVENT_WORDS: Catalogue = {
  'rummy.event.dealt': 'Round {round}: Seat {dealer} deals 13 cards each; the upcard is {upcard}.',
  'rummy.event.drew': 'Seat {seat} draws {card} from the {from|rummy.pile.}.',
  'rummy.event.drewHidden': 'Seat {seat} draws a card from the {from|rummy.pile.}.',
  'rummy.pile.stock': 'stock',
  'rummy.pile.discard': 'discard pile',
  'rummy.event.reshuffled': 'The discard pile but its top card is shuffled into a new stock of {cards} cards.',
  'rummy.event.melded': 'Seat {seat} puts down a {kind|rummy.aMeld.}: {cards}{extra|rummy.extra.}.',
  'rummy.aMeld.run': 'run',
  'rummy.aMeld.set': 'set',
  'rummy.aMeld.pair': 'pair',
  'rummy.aMeld.wilds': 'meld of wild cards',
  'rummy.extra.contract': '',
  'rummy.extra.extra': ' (extra)',
  'rummy.event.laidDown': 'Seat {seat} has laid down contract {contract} ({name|rummy.contract.}).',
  'rummy.event.laidOff': 'Seat {seat} lays {card} off on meld {meld}{end|rummy.eventEnd.}.',
  'rummy.eventEnd.none': '',
  'rummy.eventEnd.low': ' (low end)',
  'rummy.eventEnd.high': ' (high end)',
  'rummy.event.swappedWild': 'Seat {seat} puts {card} in meld {meld} and takes back {wild}.',
  'rummy.event.discarded': 'Seat {seat} discards {card}.',
  'rummy.event.bought': 'Seat {seat} buys {card} out of turn, with {penalty} from the stock.',
  'rummy.event.boughtHidden': 'Seat {seat} buys {card} out of turn, with a penalty card from the stock.',
  'rummy.event.wentOut': 'Seat {seat} goes out.',
  'rummy.event.packExhausted': 'The pack has run out: nothing is left to draw or reshuffle.',
  'rummy.event.roundEnded': 'Round {round} ends: {reason|rummy.roundEnd.}; moving up: {advanced}.',
  'rummy.event.roundEndedNobody': 'Round {round} ends: {reason|rummy.roundEnd.}; moving up: nobody.',
  'rummy.roundEnd.wentOut': 'a player went out',
  'rummy.roundEnd.packExhausted': 'the pack ran out',
  'rummy.roundEnd.turnCap': 'the turn limit was reached',
  'rummy.event.gameOver': 'Game over: {winners} {verb|rummy.win.}.',
  'rummy.win.one': 'wins',
  'rummy.win.shared': 'share the win',
  'rummy.event.unknown': 'Something happened ({type}).',
  // The contracts' names as printed on the board (the contract table of the rules page).
  'rummy.contract.1': '1 Run of 3 & 1 Set of 4',
  'rummy.contract.2': '3 Sets of 4',
  'rummy.contract.3': '1 Run of 5 & 1 Set of 3',
  'rummy.contract.4': '7 Pairs',
  'rummy.contract.5': '1 Run of 5 (No Wild Cards)',
  'rummy.contract.6': '1 Run of 8',
  'rummy.contract.7': '1 Run of 7 & 1 Set of 4',
  'rummy.contract.8': '1 Run of 13 (Mixed Suits)',
  'rummy.contract.9': '4 Sets of 3',
  'rummy.contract.10': '1 Run of 4 & 2 Sets of 3',
  'rummy.contract.11': '1 Set of 6',
  'rummy.contract.12': '1 Run of 5 & 1 Set of 5',
  'rummy.contract.13': '6 Wild Cards',
  'rummy.contract.14': '1 Run of 8 & 1 Set of 5',
};

const cardList = (cards: readonly string[]): string[] => cards.map(prettyCard);

/** One Frustration Rummy event (as found in a state or a redacted view) as a message. */
export function eventMessage(event: BaseEvent, catalogue: Catalogue = RUMMY_EVENT_WORDS): Message {
  const e = event as RummyEvent;
  const m = (id: string, params: Record<string, MessageParam>): Message =>
    message(`rummy.event.${id}`, params, catalogue);
  switch (e.type) {
    case 'dealt':
      return m('dealt', { round: e.round, dealer: e.dealer, upcard: prettyCard(e.upcard) });
    case 'drew':
      return e.card === null
        ? m('drewHidden', { seat: e.seat, from: e.from })
        : m('drew', { seat: e.seat, from: e.from, card: prettyCard(e.card) });
    case 'reshuffled':
      return m('reshuffled', { cards: e.cards });
    case 'melded':
      return m('melded', {
        seat: e.seat,
        kind: e.kind,
        cards: cardList(e.cards),
        extra: e.contract ? 'contract' : 'extra',
      });
    case 'laidDown':
      return m('laidDown', { seat: e.seat, contract: e.contract, name: Math.min(Math.max(e.contract, 1), 14) });
    case 'laidOff':
      // Melds are numbered from 1 for people, as tables show them; the event itself keeps the index.
      return m('laidOff', { seat: e.seat, card: prettyCard(e.card), meld: e.meld + 1, end: e.end ?? 'none' });
    case 'swappedWild':
      return m('swappedWild', { seat: e.seat, card: prettyCard(e.card), meld: e.meld + 1, wild: prettyCard(e.wild) });
    case 'discarded':
      return m('discarded', { seat: e.seat, card: prettyCard(e.card) });
    case 'bought':
      return e.penalty === null
        ? m('boughtHidden', { seat: e.seat, card: prettyCard(e.card) })
        : m('bought', { seat: e.seat, card: prettyCard(e.card), penalty: prettyCard(e.penalty) });
    case 'wentOut':
      return m('wentOut', { seat: e.seat });
    case 'packExhausted':
      return m('packExhausted', {});
    case 'roundEnded':
      return e.result.advanced.length === 0
        ? m('roundEndedNobody', { round: e.result.round, reason: e.result.reason })
        : m('roundEnded', {
            round: e.result.round,
            reason: e.result.reason,
            advanced: e.result.advanced.map((s) => `Seat ${s}`).join(', '),
          });
    case 'gameOver':
      return m('gameOver', { winners: seatNames(e.winners), verb: e.winners.length > 1 ? 'shared' : 'one' });
    default:
      return m('unknown', { type: String((event as { type?: unknown }).type) });
  }
}

/** Describes one Frustration Rummy event (as found in a state or a redacted view): its English sentence. */
export function describeEvent(event: BaseEvent): string {
  return eventMessage(event).text;
}
