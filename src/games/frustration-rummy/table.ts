/**
 * The Frustration Rummy table for drawing: each seat's contract in words and its progress up the
 * board (the contract table, R17, R27), whether it has laid down this round (R12), its hand count
 * and buys (R29); every meld on the table with its kind, owner, cards in order and what each wild
 * stands for (R5–R10, R16); the stock's count and the discard pile's top (R31); whose turn it is;
 * the viewer's hand sorted as players sort it. Plain JSON, built from a view alone.
 */
import { type Card, prettyCard, type Rank, type Suit } from '../../core/cards.js';
import type { Seat, Viewer } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { eventMessage } from './describe.js';
import { cardsInMeld, LABEL_WORDS, meldParams, sortHand, standsForName } from './labels.js';
import { prompt, RUMMY_PROMPT_WORDS } from './prompt.js';
import type { MeldKind } from './state.js';
import type { RummyView } from './view.js';

/** The English catalogue of the Frustration Rummy table's words. */
export const RUMMY_TABLE_WORDS: Catalogue = {
  'rummy.phase.draw': 'Draw',
  'rummy.phase.play': 'Meld, lay off and discard',
  'rummy.phase.layingDown': 'Laying down a contract',
  'rummy.phase.over': 'Game over',
  'rummy.table.round': 'Round {round}: Seat {dealer} deals',
  'rummy.table.turn': "Seat {seat}'s turn",
  'rummy.table.yourTurn': 'Your turn',
  'rummy.table.noTurn': 'Game over',
  'rummy.table.seat': 'Seat {seat}',
  'rummy.table.you': 'Seat {seat} (you)',
  'rummy.table.contract': 'Contract {contract}: {contract|rummy.needs.}',
  'rummy.table.progress': '{completed} of 14 contracts completed',
  'rummy.table.laidDown': 'Laid down this round',
  'rummy.table.layingDown': 'Laying down now',
  'rummy.table.notLaidDown': 'Not laid down yet',
  'rummy.table.hand': '{countWord|rummy.cards.} in hand',
  'rummy.cards.one': '1 card',
  'rummy.cards.many': '{count} cards',
  'rummy.table.score': 'Seat {seat}: on contract {contract}, {completed} of 14 completed',
  'rummy.table.scoreDone': 'Seat {seat}: all 14 contracts completed',
  'rummy.table.meldName': '{meldKind|rummy.meldTitle.}{which|rummy.which.}',
  'rummy.meldTitle.run': 'Run {low}–{high}',
  'rummy.meldTitle.mixedRun': 'Run of 13 in mixed suits',
  'rummy.meldTitle.set': 'Set of {rank}s',
  'rummy.meldTitle.jokerSet': 'Set of Jokers',
  'rummy.meldTitle.pair': 'Pair of {rank}s',
  'rummy.meldTitle.jokerPair': 'Pair of Jokers',
  'rummy.meldTitle.wilds': 'Six wild cards',
  'rummy.table.meldOwner': "Seat {owner}'s {role|rummy.meldRole.}",
  'rummy.meldRole.contract': 'contract meld',
  'rummy.meldRole.extra': 'extra meld',
  'rummy.table.wild': '{card} as {standsFor}',
  'rummy.table.closed': 'Closed: nothing more goes on it',
  'rummy.table.stock': 'Stock: {countWord|rummy.cards.}',
  'rummy.table.discardTop': 'Discard pile: {card} on top, {countWord|rummy.cards.} in all',
  'rummy.table.discardEmpty': 'Discard pile: empty',
  'rummy.table.buyable': 'The {card} may be bought before Seat {seat} draws',
};

/** One card of a meld on the table. */
export interface RummyMeldCardTable {
  /** The card (by kind). */
  card: Card;
  /** True when it counts as a wild card here. */
  wild: boolean;
  /** What a wild stands for: its rank, and its suit in a suited run; `null` for a natural card and in the six wilds. */
  standsFor: { rank: Rank; suit: Suit | null } | null;
  /** "Joker as 6♥", or `null` where it stands for nothing in particular. */
  text: Message | null;
}

/** One meld on the table, ready to draw. */
export interface RummyMeldTable {
  /** Its index: lay-offs name it (`meld:<index>`, `meld:<index>:low`). */
  index: number;
  /** The seat that put it down. */
  owner: Seat;
  /** Its kind. */
  kind: MeldKind;
  /** True for one of its owner's contract melds, false for an extra meld. */
  contract: boolean;
  /** Its name ("Run 4♥–7♥", "Set of 9s"). */
  name: Message;
  /** Whose it is and why ("Seat 2's contract meld"). */
  ownerText: Message;
  /** Its cards in order (a run's low to high), each with its role. */
  cards: RummyMeldCardTable[];
  /** True when nothing may be added to it (pairs, and the six wilds when closed, R16, R18). */
  closed: boolean;
}

/** One seat at the Frustration Rummy table. */
export interface RummySeatTable {
  /** The seat. */
  seat: Seat;
  /** Its name ("Seat 2", "Seat 2 (you)"). */
  name: Message;
  /** Cards in its hand. */
  handCount: number;
  /** The hand count in words. */
  handText: Message;
  /** True when it may act now (its turn, or a buy). */
  acting: boolean;
  /** True when it is the active player. */
  toAct: boolean;
  /** Its current contract's number, 1–14. */
  contract: number;
  /** Its contract in words ("Contract 3: a run of 5 and a set of 3"). */
  contractText: Message;
  /** Contracts completed (its peg, and its score, R27). */
  completed: number;
  /** Progress up the board in words. */
  progress: Message;
  /** True once it has laid down its contract this round. */
  laidDown: boolean;
  /** Laid down, laying down now, or not yet, in words. */
  laidDownText: Message;
  /** The melds it owns on the table, by index. */
  melds: number[];
  /** R29: buys this round. */
  buys: number;
  /** Its standing in words. */
  score: Message;
}

/** The Frustration Rummy view arranged for drawing. */
export interface RummyTable {
  /** Always `'frustration-rummy'`. */
  game: 'frustration-rummy';
  /** Whose table this is. */
  viewer: Viewer;
  /** The round and its dealer, in words. */
  round: Message;
  /** The phase in words. */
  phase: Message;
  /** Whose turn it is, in words ("Your turn", "Seat 2's turn"). */
  turn: Message;
  /** What the viewer is asked to do, or whom it waits for. */
  prompt: Message;
  /** The active player. */
  toAct: Seat;
  /** The seats that may act now. */
  actors: Seat[];
  /** The viewer's hand, sorted as players hold it; `null` for a spectator. */
  hand: Card[] | null;
  /** The face-down stock. */
  stock: { count: number; text: Message };
  /** The discard pile: its top, its size, and whether the top may be bought now (R29). */
  discard: { top: Card | null; count: number; buyable: boolean; text: Message; buyText: Message | null };
  /** The upcard the active player took this turn, or `null`. */
  takenUpcard: Card | null;
  /** Each seat, in seat order. */
  seats: RummySeatTable[];
  /** The melds on the table, in the order they were put down. */
  melds: RummyMeldTable[];
  /** The winners, once the game is over. */
  winners: Seat[];
  /** What just happened: the last action's events as sentences. */
  events: Message[];
}

/** The English words the table uses: its own, the labels', the prompts' and the events'. */
const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(LABEL_WORDS, RUMMY_PROMPT_WORDS, RUMMY_TABLE_WORDS);

// A count of cards and the word for it: "1 card", "5 cards".
const cards = (count: number): Record<string, MessageParam> => ({ count, countWord: count === 1 ? 'one' : 'many' });

/** The view arranged for drawing (see {@link RummyTable}). */
export function table(v: RummyView, catalogue: Catalogue = WORDS): RummyTable {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`rummy.${id}`, params, catalogue);
  const over = v.phase === 'over';
  const top = v.discardTop;
  return {
    game: 'frustration-rummy',
    viewer: v.viewer,
    round: m('table.round', { round: v.round, dealer: v.dealer }),
    phase: m(`phase.${v.phase}`),
    turn: over ? m('table.noTurn') : v.toAct === v.viewer ? m('table.yourTurn') : m('table.turn', { seat: v.toAct }),
    prompt: prompt(v, catalogue),
    toAct: v.toAct,
    actors: [...v.actors],
    hand: v.hand === null ? null : sortHand(v.hand),
    stock: {
      count: v.stockCount,
      text: m('table.stock', cards(v.stockCount)),
    },
    discard: {
      top,
      count: v.discardCount,
      buyable: v.buyable && v.options.allowBuying,
      text:
        top === null
          ? m('table.discardEmpty')
          : m('table.discardTop', { card: prettyCard(top), ...cards(v.discardCount) }),
      buyText:
        top !== null && v.buyable && v.options.allowBuying && !over
          ? m('table.buyable', { card: prettyCard(top), seat: v.toAct })
          : null,
    },
    takenUpcard: v.takenUpcard,
    seats: v.handCounts.map((handCount, seat) => {
      const contract = v.contracts[seat] ?? 1;
      const completed = v.completed[seat] ?? 0;
      const laid = v.laidDown[seat] ?? false;
      return {
        seat,
        name: m(seat === v.viewer ? 'table.you' : 'table.seat', { seat }),
        handCount,
        handText: m('table.hand', cards(handCount)),
        acting: v.actors.includes(seat),
        toAct: !over && v.toAct === seat,
        contract,
        contractText: m('table.contract', { contract }),
        completed,
        progress: m('table.progress', { completed }),
        laidDown: laid,
        laidDownText: m(
          laid
            ? 'table.laidDown'
            : v.phase === 'layingDown' && v.toAct === seat
              ? 'table.layingDown'
              : 'table.notLaidDown',
        ),
        melds: v.melds.flatMap((x, i) => (x.owner === seat ? [i] : [])),
        buys: v.buys[seat] ?? 0,
        score: completed >= 14 ? m('table.scoreDone', { seat }) : m('table.score', { seat, completed, contract }),
      };
    }),
    melds: v.melds.map((meld, index) => ({
      index,
      owner: meld.owner,
      kind: meld.kind,
      contract: meld.contract,
      name: m('table.meldName', meldParams(v, index)),
      ownerText: m('table.meldOwner', { owner: meld.owner, role: meld.contract ? 'contract' : 'extra' }),
      cards: cardsInMeld(meld, v).map((c) => ({
        card: c.card,
        wild: c.wild,
        standsFor: c.standsFor === null ? null : { ...c.standsFor },
        text:
          c.standsFor === null
            ? null
            : m('table.wild', { card: prettyCard(c.card), standsFor: standsForName(c.standsFor) }),
      })),
      closed: meld.kind === 'pair' || (meld.kind === 'wilds' && v.options.sixWildsMeldClosed),
    })),
    winners: [...v.winners],
    events: v.events.map((e) => eventMessage(e, catalogue)),
  };
}
