/**
 * Six Card Parade events in words: each event as a {@link Message} (an id and its parameters,
 * with the English text from {@link SIX_CARD_PARADE_EVENT_WORDS}), and `describeEvent`, its text,
 * for logs and play-by-plays. English is written once, here; an app translates with its own
 * catalogue.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import { type Catalogue, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import type { SixCardParadeEvent } from './state.js';

/** The English catalogue of Six Card Parade event sentences and the set-type words they use. */
export const SIX_CARD_PARADE_EVENT_WORDS: Catalogue = {
  'scp.event.dealt': 'Seat {dealer} deals; Seat {firstPlayer} plays first.',
  'scp.event.turnStarted': "Seat {seat}'s turn.",
  'scp.event.finalTurnStarted': "Seat {seat}'s final turn.",
  'scp.event.firstDrawSkipped': 'Seat {seat} has nothing to draw: library and stable are empty.',
  'scp.event.drew': 'Seat {seat} draws {cards} from {from|scp.source.}.',
  'scp.event.drewHidden': 'Seat {seat} draws {countWord|scp.count.} from {from|scp.source.}.',
  'scp.event.drewNothing': 'Seat {seat} draws nothing from {from|scp.source.}.',
  'scp.event.drewSome': 'Seat {seat} draws {cards} and {hiddenWord|scp.more.} from {from|scp.source.}.',
  'scp.count.one': 'a card',
  'scp.count.many': '{count} cards',
  'scp.more.one': 'another card',
  'scp.more.many': '{hidden} more cards',
  'scp.source.library': 'the top of the library',
  'scp.source.libraryBottom': 'the bottom of the library',
  'scp.source.libraryRandom': 'the library at random',
  'scp.source.stable': 'the stable',
  'scp.event.setPlayed': 'Seat {seat} puts down {cards}: {kind|scp.aKind.}.',
  'scp.event.setPlayedWild': 'Seat {seat} puts down {cards} (K♥ as {wild}): {kind|scp.aKind.}.',
  'scp.event.setExtended': 'Seat {seat} adds {cards}, making {kind|scp.aKind.}.',
  'scp.event.setExtendedWild': 'Seat {seat} adds {cards} (K♥ as {wild}), making {kind|scp.aKind.}.',
  'scp.event.counterAnswered': 'Seat {seat} has answered.',
  'scp.event.countered': 'Seat {by} counters with the A♣: {cards} go to the discard pile.',
  'scp.event.setLanded': "{kind|scp.theKind.} lands on Seat {seat}'s field.",
  'scp.event.royalPlayed': 'Seat {seat} plays {card}.',
  'scp.event.setStolen': 'Seat {seat} steals a set from Seat {from}.',
  'scp.event.markerAttached': '{card} goes on a set of Seat {owner}.',
  'scp.event.retrieved': 'Seat {seat} takes {card} from the discard pile.',
  'scp.event.searched': 'Seat {seat} takes {card} from the library.',
  'scp.event.searchedHidden': 'Seat {seat} takes a card from the library.',
  'scp.event.libraryShuffled': 'The library is shuffled.',
  'scp.event.exchangePicked': 'Seat {seat} has picked a card.',
  'scp.event.cardsExchangedHidden':
    'Seat {a} gives {wordA|scp.cardsA.} to Seat {b}, and gets {wordB|scp.cardsB.} back.',
  'scp.event.cardsExchanged': 'Seat {a} gives {gaveA} to Seat {b} and gets {gaveB}.',
  'scp.cardsA.one': 'a card',
  'scp.cardsA.many': '{countA} cards',
  'scp.cardsB.one': 'a card',
  'scp.cardsB.many': '{countB} cards',
  'scp.event.doneWithSets': 'Seat {seat} is done with sets.',
  'scp.event.discarded': 'Seat {seat} discards {card} to the stable.',
  'scp.event.endPhaseStarted': 'The library is empty: the end phase starts, {finalTurns} final turns.',
  'scp.event.endPhaseStalled': 'Nothing has moved for too long: the end phase starts, {finalTurns} final turns.',
  'scp.event.gameOver': 'Game over: {winners} {verb|scp.win.} ({points}).',
  'scp.win.one': 'wins',
  'scp.win.shared': 'share the win',
  'scp.event.unknown': 'Something happened ({type}).',
  'scp.aKind.pair': 'a Pair',
  'scp.aKind.threeOfAKind': 'a 3 of a Kind',
  'scp.aKind.twoPair': 'a Two Pair',
  'scp.aKind.uniqueTwoPair': 'a Unique Two Pair',
  'scp.aKind.threePair': 'a 3 Pair',
  'scp.aKind.fourOfAKind': 'a 4 of a Kind',
  'scp.aKind.fiveOfAKind': 'a 5 of a Kind',
  'scp.aKind.straight': 'a Straight',
  'scp.aKind.suitedStraight': 'a Suited Straight',
  'scp.aKind.uniqueStraight': 'a Unique Straight',
  'scp.aKind.aceOfSpadesKingOfHearts': 'the A♠ + K♥ set',
  'scp.theKind.pair': 'A Pair',
  'scp.theKind.threeOfAKind': 'A 3 of a Kind',
  'scp.theKind.twoPair': 'A Two Pair',
  'scp.theKind.uniqueTwoPair': 'A Unique Two Pair',
  'scp.theKind.threePair': 'A 3 Pair',
  'scp.theKind.fourOfAKind': 'A 4 of a Kind',
  'scp.theKind.fiveOfAKind': 'A 5 of a Kind',
  'scp.theKind.straight': 'A Straight',
  'scp.theKind.suitedStraight': 'A Suited Straight',
  'scp.theKind.uniqueStraight': 'A Unique Straight',
  'scp.theKind.aceOfSpadesKingOfHearts': 'The A♠ + K♥ set',
};

const cardList = (cards: readonly string[]): string[] => cards.map(prettyCard);
// Which of a count's two forms the catalogue uses: one card, or any other number.
const countWord = (n: number): string => (n === 1 ? 'one' : 'many');

/** One Six Card Parade event (as found in a state or a redacted view) as a message. */
export function eventMessage(event: BaseEvent, catalogue: Catalogue = SIX_CARD_PARADE_EVENT_WORDS): Message {
  const e = event as SixCardParadeEvent;
  const m = (id: string, params: Record<string, MessageParam>): Message =>
    message(`scp.event.${id}`, params, catalogue);
  switch (e.type) {
    case 'dealt':
      return m('dealt', { dealer: e.dealer, firstPlayer: e.firstPlayer });
    case 'turnStarted':
      return m(e.finalTurn ? 'finalTurnStarted' : 'turnStarted', { seat: e.seat });
    case 'firstDrawSkipped':
      return m('firstDrawSkipped', { seat: e.seat });
    case 'drew': {
      if (e.cards === null) {
        return m('drewHidden', { seat: e.seat, count: e.count, countWord: countWord(e.count), from: e.from });
      }
      if (e.count === 0) return m('drewNothing', { seat: e.seat, from: e.from });
      const hidden = e.count - e.cards.length;
      if (hidden <= 0) return m('drew', { seat: e.seat, cards: cardList(e.cards), from: e.from });
      const params = { seat: e.seat, cards: cardList(e.cards), hidden, hiddenWord: countWord(hidden), from: e.from };
      return m('drewSome', params);
    }
    case 'setPlayed': {
      const id = `${e.extends === null ? 'setPlayed' : 'setExtended'}${e.wild === null ? '' : 'Wild'}`;
      const params: Record<string, MessageParam> = { seat: e.seat, cards: cardList(e.cards), kind: e.kind };
      if (e.wild !== null) params.wild = prettyCard(e.wild);
      return m(id, params);
    }
    case 'counterAnswered':
      return m('counterAnswered', { seat: e.seat });
    case 'countered':
      return m('countered', { by: e.by, cards: cardList(e.cards) });
    case 'setLanded':
      return m('setLanded', { seat: e.seat, kind: e.kind });
    case 'royalPlayed':
      return m('royalPlayed', { seat: e.seat, card: prettyCard(e.card) });
    case 'setStolen':
      return m('setStolen', { seat: e.seat, from: e.from });
    case 'markerAttached':
      return m('markerAttached', { card: prettyCard(e.card), owner: e.owner });
    case 'retrieved':
      return m('retrieved', { seat: e.seat, card: prettyCard(e.card) });
    case 'searched':
      return e.card === null
        ? m('searchedHidden', { seat: e.seat })
        : m('searched', { seat: e.seat, card: prettyCard(e.card) });
    case 'libraryShuffled':
      return m('libraryShuffled', {});
    case 'exchangePicked':
      return m('exchangePicked', { seat: e.seat });
    case 'cardsExchanged': {
      const [a, b] = e.seats;
      if (e.gave === null) {
        const [countA, countB] = e.counts;
        return m('cardsExchangedHidden', { a, b, countA, countB, wordA: countWord(countA), wordB: countWord(countB) });
      }
      const gave = (cards: string[]): string => (cards.length === 0 ? 'nothing' : cardList(cards).join(' '));
      return m('cardsExchanged', { a, b, gaveA: gave(e.gave[0]), gaveB: gave(e.gave[1]) });
    }
    case 'doneWithSets':
      return m('doneWithSets', { seat: e.seat });
    case 'discarded':
      return m('discarded', { seat: e.seat, card: prettyCard(e.card) });
    case 'endPhaseStarted':
      return m(e.stalled ? 'endPhaseStalled' : 'endPhaseStarted', { finalTurns: e.finalTurns });
    case 'gameOver':
      return m('gameOver', {
        winners: seatNames(e.winners),
        verb: e.winners.length > 1 ? 'shared' : 'one',
        points: e.points.join('/'),
      });
    default:
      return m('unknown', { type: String((event as { type?: unknown }).type) });
  }
}

/** Describes one Six Card Parade event (as found in a state or a redacted view): its English sentence. */
export function describeEvent(event: BaseEvent): string {
  return eventMessage(event).text;
}
