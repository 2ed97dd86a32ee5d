/**
 * The Parcellus table for drawing: the viewer's hand sorted as players sort it, the dummy's
 * count, the parcel in play with what climbs on it, each seat's captured parcels (or their sizes
 * where hidden, P15), lone cards set aside (P10), the pass (P3, P22), whose turn it is and the
 * scores in words (P19–P21). Plain JSON, built from a view alone.
 */
import { type Card, colourOf, prettyRank, type Rank } from '../../core/cards.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, message } from '../../core/present.js';
import { eventMessage, PARCELLUS_EVENT_WORDS } from './describe.js';
import { sortHand } from './labels.js';
import { nextRank } from './parcel.js';
import { PARCELLUS_PROMPT_WORDS, prompt } from './prompt.js';
import type { ParcellusView } from './view.js';

/** The English catalogue of the Parcellus table's words. */
export const PARCELLUS_TABLE_WORDS: Catalogue = {
  'parcellus.phase.pass': 'The pass',
  'parcellus.phase.act': 'Building a parcel',
  'parcellus.phase.lead': 'Leading from hand',
  'parcellus.phase.over': 'Game over',
  'parcellus.table.round': 'Round {round}: Seat {dealer} deals, the pass goes {direction|parcellus.direction.}',
  'parcellus.table.seat': 'Seat {seat}',
  'parcellus.table.you': 'Seat {seat} (you)',
  'parcellus.table.dummy': 'Dummy: {countWord|parcellus.cards.}',
  'parcellus.cards.one': '1 card',
  'parcellus.cards.many': '{count} cards',
  'parcellus.table.climb': 'Next: a {colour} {rank}',
  'parcellus.table.noParcel': 'No parcel in play',
  'parcellus.table.score': 'Seat {seat}: {points} points',
  'parcellus.table.target': 'First to {target} points wins',
  'parcellus.table.captured': 'Parcels this round: {parcels}',
};

/** One seat at the Parcellus table. */
export interface ParcellusSeatTable {
  /** The seat. */
  seat: Seat;
  /** Its name ("Seat 2", "Seat 2 (you)"). */
  name: Message;
  /** Cards in its hand. */
  handCount: number;
  /** True when it may act now. */
  acting: boolean;
  /** During the pass: true once it has chosen its three cards. */
  passChosen: boolean;
  /** Its captured parcels this round, each as captured, or `null` where hidden from the viewer (P15). */
  parcels: Card[][] | null;
  /** The sizes of its captured parcels (always public). */
  parcelSizes: number[];
  /** How many parcels it captured this round, in words. */
  capturedText: Message;
  /** Its banked total. */
  points: number;
  /** Its total in words. */
  score: Message;
}

/** The Parcellus view arranged for drawing. */
export interface ParcellusTable {
  /** Always `'parcellus'`. */
  game: 'parcellus';
  /** Whose table this is. */
  viewer: Viewer;
  /** The round, its dealer and the pass direction, in words. */
  round: Message;
  /** The phase in words ("Building a parcel"). */
  phase: Message;
  /** What the viewer is asked to do, or whom it waits for. */
  prompt: Message;
  /** The seats that may act now. */
  actors: Seat[];
  /** The viewer's hand, sorted by suit and up the cycle; `null` for a spectator. */
  hand: Card[] | null;
  /** The face-down dummy. */
  dummy: { count: number; text: Message };
  /** The parcel in play, base first, with what climbs on it. */
  parcel: {
    cards: Card[];
    turner: Seat;
    lastContributor: Seat | null;
    passes: number;
    /** "Next: a black K", or "No parcel in play". */
    text: Message;
  };
  /** Each seat, in seat order. */
  seats: ParcellusSeatTable[];
  /** Lone cards given to nobody this round (P10 option), face up. */
  unclaimed: Card[];
  /** The three cards the viewer chose or gave this round, sorted; `null` before it chose. */
  myPass: Card[] | null;
  /** The three cards the viewer received this round, sorted, once the pass is done. */
  received: Card[] | null;
  /** The target score in words. */
  target: Message;
  /** The winners, once the game is over. */
  winners: Seat[];
  /** What just happened: the last action's events as sentences. */
  events: Message[];
}

/** The English words the table uses: its own, the prompts' and the events'. */
const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(
  PARCELLUS_EVENT_WORDS,
  PARCELLUS_PROMPT_WORDS,
  PARCELLUS_TABLE_WORDS,
);

/** The view arranged for drawing (see {@link ParcellusTable}). */
export function table(v: ParcellusView, catalogue: Catalogue = WORDS): ParcellusTable {
  const m = (id: string, params: Record<string, string | number> = {}): Message =>
    message(`parcellus.${id}`, params, catalogue);
  const top = v.parcel[v.parcel.length - 1];
  return {
    game: 'parcellus',
    viewer: v.viewer,
    round: m('table.round', { round: v.round, dealer: v.dealer, direction: v.direction }),
    phase: m(`phase.${v.phase}`),
    prompt: prompt(v, catalogue),
    actors: [...v.actors],
    hand: v.hand === null ? null : sortHand(v.hand),
    dummy: {
      count: v.dummyCount,
      text: m('table.dummy', { count: v.dummyCount, countWord: v.dummyCount === 1 ? 'one' : 'many' }),
    },
    parcel: {
      cards: [...v.parcel],
      turner: v.turner,
      lastContributor: v.lastContributor,
      passes: v.passes,
      text:
        top === undefined
          ? m('table.noParcel')
          : m('table.climb', { colour: colourOf(top) ?? '', rank: prettyRank(nextRank(top) as Rank) }),
    },
    seats: v.handCounts.map((handCount, seat) => ({
      seat,
      name: m(seat === v.viewer ? 'table.you' : 'table.seat', { seat }),
      handCount,
      acting: v.actors.includes(seat),
      passChosen: v.passChosen[seat] ?? false,
      parcels: v.captured[seat]?.map((p) => [...p]) ?? null,
      parcelSizes: [...(v.parcelSizes[seat] ?? [])],
      capturedText: m('table.captured', { parcels: v.parcelSizes[seat]?.length ?? 0 }),
      points: v.scores[seat] ?? 0,
      score: m('table.score', { seat, points: v.scores[seat] ?? 0 }),
    })),
    unclaimed: [...v.unclaimed],
    myPass: v.myPass === null ? null : sortHand(v.myPass),
    received: v.received === null ? null : sortHand(v.received),
    target: m('table.target', { target: v.options.targetScore }),
    winners: [...v.winners],
    events: v.events.map((e) => eventMessage(e, catalogue)),
  };
}
