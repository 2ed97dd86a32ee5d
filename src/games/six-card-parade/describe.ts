/**
 * Plain-English lines for Six Card Parade events, for logs and play-by-plays.
 */
import { prettyCard } from '../../core/cards.js';
import type { BaseEvent } from '../../core/game.js';
import type { SetKind, SixCardParadeEvent } from './state.js';

const seatName = (seat: number): string => `Seat ${seat}`;
const list = (cards: readonly string[]): string => cards.map(prettyCard).join(' ');
const cardCount = (n: number): string => (n === 1 ? 'a card' : `${n} cards`);

/** The cards of a draw as the viewer saw them: all, none (a count), or the first of several. */
function drawnText(count: number, cards: readonly string[] | null): string {
  if (cards === null) return cardCount(count);
  if (count === 0) return 'nothing';
  const hidden = count - cards.length;
  if (hidden <= 0) return list(cards);
  return `${list(cards)} and ${hidden === 1 ? 'another card' : `${hidden} more cards`}`;
}

const KIND_NAMES: Record<SetKind, string> = {
  pair: 'a Pair',
  threeOfAKind: 'a 3 of a Kind',
  twoPair: 'a Two Pair',
  uniqueTwoPair: 'a Unique Two Pair',
  threePair: 'a 3 Pair',
  fourOfAKind: 'a 4 of a Kind',
  fiveOfAKind: 'a 5 of a Kind',
  straight: 'a Straight',
  suitedStraight: 'a Suited Straight',
  uniqueStraight: 'a Unique Straight',
  aceOfSpadesKingOfHearts: 'the A♠ + K♥ set',
};

/** `text` with a capital first letter, for a set's name at the start of a sentence. */
const capitalized = (text: string): string => text.charAt(0).toUpperCase() + text.slice(1);

const SOURCE_NAMES: Record<string, string> = {
  library: 'the top of the library',
  libraryBottom: 'the bottom of the library',
  libraryRandom: 'the library at random',
  stable: 'the stable',
};

/** Describes one Six Card Parade event (as found in a state or a redacted view). */
export function describeEvent(event: BaseEvent): string {
  const e = event as SixCardParadeEvent;
  switch (e.type) {
    case 'dealt':
      return `${seatName(e.dealer)} deals; ${seatName(e.firstPlayer)} plays first.`;
    case 'turnStarted':
      return `${seatName(e.seat)}'s ${e.finalTurn ? 'final ' : ''}turn.`;
    case 'firstDrawSkipped':
      return `${seatName(e.seat)} has nothing to draw: library and stable are empty.`;
    case 'drew':
      return `${seatName(e.seat)} draws ${drawnText(e.count, e.cards)} from ${SOURCE_NAMES[e.from]}.`;
    case 'setPlayed':
      return `${seatName(e.seat)} ${e.extends === null ? 'puts down' : 'adds'} ${list(e.cards)}${
        e.wild === null ? '' : ` (K♥ as ${prettyCard(e.wild)})`
      }${e.extends === null ? `: ${KIND_NAMES[e.kind]}` : `, making ${KIND_NAMES[e.kind]}`}.`;
    case 'counterAnswered':
      return `${seatName(e.seat)} has answered.`;
    case 'countered':
      return `${seatName(e.by)} counters with the A♣: ${list(e.cards)} go to the discard pile.`;
    case 'setLanded':
      return `${capitalized(KIND_NAMES[e.kind])} lands on ${seatName(e.seat)}'s field.`;
    case 'royalPlayed':
      return `${seatName(e.seat)} plays ${prettyCard(e.card)}.`;
    case 'setStolen':
      return `${seatName(e.seat)} steals a set from ${seatName(e.from)}.`;
    case 'markerAttached':
      return `${prettyCard(e.card)} goes on a set of ${seatName(e.owner)}.`;
    case 'retrieved':
      return `${seatName(e.seat)} takes ${prettyCard(e.card)} from the discard pile.`;
    case 'searched':
      return `${seatName(e.seat)} takes ${e.card === null ? 'a card' : prettyCard(e.card)} from the library.`;
    case 'libraryShuffled':
      return 'The library is shuffled.';
    case 'exchangePicked':
      return `${seatName(e.seat)} has picked a card.`;
    case 'cardsExchanged': {
      const [a, b] = e.seats;
      if (e.gave === null) {
        return `${seatName(a)} gives ${cardCount(e.counts[0])} to ${seatName(b)}, and gets ${cardCount(e.counts[1])} back.`;
      }
      const gave = (cards: string[]): string => (cards.length === 0 ? 'nothing' : list(cards));
      return `${seatName(a)} gives ${gave(e.gave[0])} to ${seatName(b)} and gets ${gave(e.gave[1])}.`;
    }
    case 'doneWithSets':
      return `${seatName(e.seat)} is done with sets.`;
    case 'discarded':
      return `${seatName(e.seat)} discards ${prettyCard(e.card)} to the stable.`;
    case 'endPhaseStarted':
      return e.stalled
        ? `Nothing has moved for too long: the end phase starts, ${e.finalTurns} final turns.`
        : `The library is empty: the end phase starts, ${e.finalTurns} final turns.`;
    case 'gameOver':
      return `Game over: ${e.winners.map(seatName).join(' and ')} ${e.winners.length > 1 ? 'share the win' : 'wins'} (${e.points.join('/')}).`;
    default:
      return JSON.stringify(event);
  }
}
