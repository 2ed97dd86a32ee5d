/**
 * The Six Card Parade table for drawing: the viewer's hand sorted as players sort it, each
 * seat's field with its sets (type name, points, K♣/K♦ markers, what a King of Hearts stands
 * for; S17, S18, S24), the stable (S4), the discard pile and removed Royals (S5, S12), the
 * library's count (and its cards during the viewer's own A♥ search, S22), the set in the counter
 * window (S19), a hand the Q♥ shows (S26), whose turn and the phase in words, the end phase
 * (S27) and the scores. Plain JSON, built from a view alone.
 */
import { type Card, prettyCard } from '../../core/cards.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { eventMessage } from './describe.js';
import { LABEL_WORDS, setParams, sortHand } from './labels.js';
import { prompt, SIX_CARD_PARADE_PROMPT_WORDS } from './prompt.js';
import { setPoints } from './sets.js';
import type { SetKind } from './state.js';
import type { SixCardParadeView } from './view.js';

/** The English catalogue of the Six Card Parade table's words. */
export const SIX_CARD_PARADE_TABLE_WORDS: Catalogue = {
  'scp.phase.firstDraw': 'First Draw',
  'scp.phase.main': 'Sets and Royals',
  'scp.phase.counterWindow': 'Counter window',
  'scp.phase.queenOfHeartsExchange': 'Queen of Hearts exchange',
  'scp.phase.aceOfHeartsSearch': 'Ace of Hearts search',
  'scp.phase.postDraw': 'Royals and the Discard to Six',
  'scp.phase.over': 'Game over',
  'scp.table.turn': "Seat {seat}'s turn",
  'scp.table.yourTurn': 'Your turn',
  'scp.table.lastTurn': 'End phase: this is the last turn',
  'scp.table.finalTurns': 'End phase: {leftWord|scp.finalTurns.} to start after this one',
  'scp.finalTurns.one': '1 final turn',
  'scp.finalTurns.many': '{left} final turns',
  'scp.table.seat': 'Seat {seat}',
  'scp.table.you': 'Seat {seat} (you)',
  'scp.table.points': '{points} points',
  'scp.table.score': 'Seat {seat}: {points} points',
  'scp.table.setName': '{kind|scp.set.}',
  'scp.table.setPoints': '{kind|scp.set.}: {points} points',
  'scp.table.wild': 'K♥ as {wild}',
  'scp.table.markerKC': 'K♣: scores half',
  'scp.table.markerKD': 'K♦: scores double',
  'scp.table.library': 'Library: {countWord|scp.cards.}',
  'scp.table.stable': 'Stable: {countWord|scp.cards.}',
  'scp.table.discardPile': 'Discard pile: {countWord|scp.cards.}',
  'scp.cards.one': '1 card',
  'scp.cards.many': '{count} cards',
  'scp.table.pending': 'Seat {seat} puts down {cards}: {kind|scp.set.}',
  'scp.table.pendingExtend': 'Seat {seat} adds {cards}, making {kind|scp.set.}',
  'scp.table.revealed': "Seat {seat}'s hand, shown by the Queen of Hearts",
};

/** One set on a field, ready to draw. */
export interface SixCardParadeSetTable {
  /** The set's id: the `set:<id>` target names it. */
  id: number;
  /** The type it scores as. */
  kind: SetKind;
  /** Its name ("Pair of 9s", "Straight 4 to 7"). */
  name: Message;
  /** Its cards, sorted (the King of Hearts among them when used). */
  cards: Card[];
  /** What the King of Hearts stands for, or `null`. */
  wild: Card | null;
  /** "K♥ as 7♦", or `null`. */
  wildText: Message | null;
  /** Attached K♣ / K♦. */
  markers: Card[];
  /** What each marker does, in words. */
  markerText: Message[];
  /** Its points, markers counted. */
  points: number;
  /** Name and points in words. */
  text: Message;
}

/** One seat at the Six Card Parade table. */
export interface SixCardParadeSeatTable {
  /** The seat. */
  seat: Seat;
  /** Its name ("Seat 2", "Seat 2 (you)"). */
  name: Message;
  /** Cards in its hand. */
  handCount: number;
  /** True when it may act now. */
  acting: boolean;
  /** Its field, set by set. */
  field: SixCardParadeSetTable[];
  /** Points on its field. */
  points: number;
  /** Its points in words. */
  score: Message;
}

/** The Six Card Parade view arranged for drawing. */
export interface SixCardParadeTable {
  /** Always `'six-card-parade'`. */
  game: 'six-card-parade';
  /** Whose table this is. */
  viewer: Viewer;
  /** The phase in words. */
  phase: Message;
  /** Whose turn it is. */
  turn: Seat;
  /** Whose turn, in words. */
  turnText: Message;
  /** What the viewer is asked to do, or whom it waits for. */
  prompt: Message;
  /** The seats that may act now. */
  actors: Seat[];
  /** The viewer's hand, sorted by rank then suit; `null` for a spectator. */
  hand: Card[] | null;
  /** Each seat, in seat order. */
  seats: SixCardParadeSeatTable[];
  /** The face-down library: its count, and its cards (top first) only during the viewer's own A♥ search. */
  library: { count: number; cards: Card[] | null; text: Message };
  /** The stable: its count and the visible part, top last. */
  stable: { count: number; visible: Card[]; text: Message };
  /** The card taken from the stable at this turn's First Draw, or `null`. */
  stableDraw: Card | null;
  /** The discard pile, newest last. */
  discardPile: { cards: Card[]; text: Message };
  /** Spent Royals removed from the game (S12 option). */
  removed: Card[];
  /** The set in the counter window, with who has answered. */
  pending: {
    seat: Seat;
    cards: Card[];
    wild: Card | null;
    text: Message;
    asked: Seat[];
    answered: boolean[];
  } | null;
  /** The hand the Q♥ shows the viewer, sorted, or `null`. */
  revealedHand: { seat: Seat; cards: Card[]; text: Message } | null;
  /** The viewer's own pick in the Q♥ exchange. */
  myExchangePick: Card | null;
  /** The end phase in words (the final turns still to start), or `null` before it and once the game is over. */
  finalTurns: Message | null;
  /** The winners, once the game is over. */
  winners: Seat[];
  /** What just happened: the last action's events as sentences. */
  events: Message[];
}

/** A card count's parameters: the number, and which plural form its words take. */
const cardCount = (count: number): { count: number; countWord: string } => ({
  count,
  countWord: count === 1 ? 'one' : 'many',
});

const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(
  LABEL_WORDS,
  SIX_CARD_PARADE_PROMPT_WORDS,
  SIX_CARD_PARADE_TABLE_WORDS,
);

/** The view arranged for drawing (see {@link SixCardParadeTable}). */
export function table(v: SixCardParadeView, catalogue: Catalogue = WORDS): SixCardParadeTable {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message => message(`scp.${id}`, params, catalogue);
  const p = v.pending;
  return {
    game: 'six-card-parade',
    viewer: v.viewer,
    phase: m(`phase.${v.phase}`),
    turn: v.turn,
    // Once the game is over nobody's turn is coming: the table says so, as the other games' do.
    turnText:
      v.phase === 'over'
        ? m('phase.over')
        : v.turn === v.viewer
          ? m('table.yourTurn')
          : m('table.turn', { seat: v.turn }),
    prompt: prompt(v, catalogue),
    actors: [...v.actors],
    hand: v.hand === null ? null : sortHand(v.hand),
    seats: v.fields.map((field, seat) => ({
      seat,
      name: m(seat === v.viewer ? 'table.you' : 'table.seat', { seat }),
      handCount: v.handCounts[seat] ?? 0,
      acting: v.actors.includes(seat),
      field: field.map((set) => {
        const params = setParams(set, field);
        const points = setPoints(set, v.options.halfPointRounding);
        return {
          id: set.id,
          kind: set.kind,
          name: m('table.setName', params),
          cards: sortHand(set.cards),
          wild: set.wild,
          wildText: set.wild === null ? null : m('table.wild', { wild: prettyCard(set.wild) }),
          markers: [...set.markers],
          markerText: set.markers.map((k) => m(`table.marker${k}`)),
          points,
          text: m('table.setPoints', { ...params, points }),
        };
      }),
      points: v.points[seat] ?? 0,
      score: m('table.score', { seat, points: v.points[seat] ?? 0 }),
    })),
    library: {
      count: v.libraryCount,
      cards: v.library === null ? null : [...v.library],
      text: m('table.library', cardCount(v.libraryCount)),
    },
    stable: { count: v.stableCount, visible: [...v.stable], text: m('table.stable', cardCount(v.stableCount)) },
    stableDraw: v.stableDraw,
    discardPile: { cards: [...v.discardPile], text: m('table.discardPile', cardCount(v.discardPile.length)) },
    removed: [...v.removed],
    pending:
      p === null
        ? null
        : {
            seat: p.seat,
            cards: sortHand(p.cards),
            wild: p.wild,
            text: m(p.extends === null ? 'table.pending' : 'table.pendingExtend', {
              ...setParams(p),
              seat: p.seat,
              cards: sortHand(p.cards).map(prettyCard),
            }),
            asked: [...p.asked],
            answered: [...p.answered],
          },
    revealedHand:
      v.revealedHand === null
        ? null
        : {
            seat: v.revealedHand.seat,
            cards: sortHand(v.revealedHand.cards),
            text: m('table.revealed', { seat: v.revealedHand.seat }),
          },
    myExchangePick: v.myExchangePick,
    // Once the game is over no turn is left to count: the table says "Game over", not the end phase.
    finalTurns:
      v.finalTurnsLeft === null || v.phase === 'over'
        ? null
        : v.finalTurnsLeft === 0
          ? m('table.lastTurn')
          : m('table.finalTurns', {
              left: v.finalTurnsLeft,
              leftWord: v.finalTurnsLeft === 1 ? 'one' : 'many',
            }),
    winners: [...v.winners],
    events: v.events.map((e) => eventMessage(e, catalogue)),
  };
}
