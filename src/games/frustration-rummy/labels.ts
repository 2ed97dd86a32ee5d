/**
 * Frustration Rummy moves in players' words: the draw and the buy (R21, R29), melds with their
 * kind and what each wild stands for (R5–R10), lay-offs naming the meld and the run end they go
 * on (R18), wild swaps (R19), the discard (R22); the names of melds on the table and of every
 * target a selection offers, and the hand sorted as players sort it. The shape of a meld (each
 * wild's slot, a set's rank) is read by the rule code (`meldShape`, `roleInRun`, `roleInSet`),
 * never worked out again here. Presentation only: no rule reads it.
 */
import { type Card, prettyCard, prettyRank, RANKS, type Rank, type Suit } from '../../core/cards.js';
import {
  type Catalogue,
  catalogueOf,
  formatMessage,
  type Message,
  type MessageParam,
  message,
} from '../../core/present.js';
import { kindOf } from './cardTypes.js';
import { contractByNumber, type Requirement } from './contracts.js';
import { RUMMY_EVENT_WORDS } from './describe.js';
import { EXTRA_MELDS, meldShape } from './layDown.js';
import { grown } from './layOff.js';
import { isJoker, isWildCapable, type MeldShape, rankAtSlot, roleInRun, roleInSet } from './melds.js';
import type { Meld, MeldAction, RummyAction } from './state.js';
import type { RummyView } from './view.js';

/** The English catalogue of Frustration Rummy move labels, meld names and target words. */
export const RUMMY_LABEL_WORDS: Catalogue = {
  'rummy.label.drawStock': 'Draw from the stock',
  'rummy.label.drawDiscard': 'Take the {card}',
  'rummy.label.buy': 'Buy the {card}',
  'rummy.label.discard': 'Discard {card}',
  'rummy.label.run': 'Run {cards}{wildWord|rummy.wilds.}',
  'rummy.label.set': 'Set of {rank}s: {cards}',
  'rummy.label.jokerSet': 'Set of Jokers: {cards}',
  'rummy.label.pair': 'Pair of {rank}s: {cards}',
  'rummy.label.jokerPair': 'Pair of Jokers: {cards}',
  'rummy.label.wilds': 'Six wild cards: {cards}',
  'rummy.wilds.none': '',
  'rummy.wilds.some': ' ({wildList})',
  'rummy.wildAs': '{card} as {standsFor}',
  'rummy.label.layOff': 'Lay off {card} on {place}',
  'rummy.label.layOffWild': 'Lay off {card} as {standsFor} on {place}',
  'rummy.label.swapWild': 'Put {card} in {place} and take back the {wild}{which|rummy.cardNo.}',
  'rummy.cardNo.name': '',
  'rummy.cardNo.index': ' (card {position})',
  'rummy.place.meld': "Seat {owner}'s {meldKind|rummy.meld.}{which|rummy.which.}",
  'rummy.place.ownMeld': 'your {meldKind|rummy.meld.}{which|rummy.which.}',
  'rummy.place.meldEnd': "Seat {owner}'s {meldKind|rummy.meld.}{which|rummy.which.} ({end|rummy.end.})",
  'rummy.place.ownMeldEnd': 'your {meldKind|rummy.meld.}{which|rummy.which.} ({end|rummy.end.})',
  'rummy.meld.run': 'run {low}–{high}',
  'rummy.meld.mixedRun': 'run of 13 in mixed suits',
  'rummy.meld.set': 'set of {rank}s',
  'rummy.meld.jokerSet': 'set of Jokers',
  'rummy.meld.pair': 'pair of {rank}s',
  'rummy.meld.jokerPair': 'pair of Jokers',
  'rummy.meld.wilds': 'meld of wild cards',
  'rummy.which.name': '',
  'rummy.which.index': ' (meld {meld})',
  'rummy.end.low': 'low end',
  'rummy.end.high': 'high end',
  'rummy.target.drawStock': 'The stock',
  'rummy.target.drawDiscard': 'The {card} on the discard pile',
  'rummy.target.buy': 'Buy the {card}',
  'rummy.target.discard': 'Discard',
  'rummy.target.kindRun': 'As a run',
  'rummy.target.kindSet': 'As a set',
  'rummy.target.kindPair': 'As a pair',
  'rummy.target.kindWilds': 'As the six wild cards',
  'rummy.target.rank': 'As {rank}s',
  'rummy.target.as': '{card} as {standsFor}',
  'rummy.target.meld': "Seat {owner}'s {meldKind|rummy.meld.}{which|rummy.which.}",
  'rummy.target.ownMeld': 'Your {meldKind|rummy.meld.}{which|rummy.which.}',
  'rummy.target.meldEnd': "Seat {owner}'s {meldKind|rummy.meld.}{which|rummy.which.}, {end|rummy.end.}",
  'rummy.target.ownMeldEnd': 'Your {meldKind|rummy.meld.}{which|rummy.which.}, {end|rummy.end.}',
  'rummy.target.swap': 'The {wild} as {standsFor} in {place}',
};

/** Every word the labels use: their own and the events' (contract names). */
export const LABEL_WORDS: Catalogue = /* @__PURE__ */ catalogueOf(RUMMY_EVENT_WORDS, RUMMY_LABEL_WORDS);

// Suits alternate colours in the hand, as players hold it: ♠ ♥ ♣ ♦.
const SUIT_ORDER = 'SHCD';

/**
 * `cards` sorted as a Frustration Rummy player holds them: the plain cards by suit (♠ ♥ ♣ ♦),
 * each suit up from 4 to the ace, then the 2s and 3s, which are wild nearly everywhere (R6, R7),
 * then the Jokers.
 */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (c: Card): number => {
    if (isJoker(c)) return 1000;
    const rank = RANKS.indexOf(c[0] as Rank);
    const suit = SUIT_ORDER.indexOf(c[1] ?? 'S');
    return isWildCapable(c) ? 500 + rank * 4 + suit : suit * 20 + rank;
  };
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** The pretty names of `cards`, sorted as players hold them. */
export const cardNames = (cards: readonly Card[]): string[] => sortHand(cards).map(prettyCard);

/** What run slot `pos` of a run of `suit` stands for, in players' words: `6♥`, or `7` in the mixed run of 13. */
export function slotName(pos: number, suit: Suit | null): string {
  const rank = rankAtSlot(pos);
  return suit === null ? prettyRank(rank) : prettyCard(`${rank}${suit}`);
}

/** One card of a meld as it lies: the card, and what it stands for where it is wild. */
export interface CardInMeld {
  /** The card (by kind). */
  card: Card;
  /** True when it counts as a wild card here (R6–R9). */
  wild: boolean;
  /** For a wild: the rank it stands for, and in a suited run the suit; `null` for a natural card or the six wilds. */
  standsFor: { rank: Rank; suit: Suit | null } | null;
}

/** Each card of a meld shape with its role, by the rules' own role tests. */
export function cardsInMeld(shape: MeldShape, view: Pick<RummyView, 'options'>): CardInMeld[] {
  const o = view.options;
  if (shape.kind === 'run') {
    return shape.cards.map((card, i) => {
      const wild = roleInRun(card, shape.low + i, shape.suit, o) !== 'natural';
      return { card, wild, standsFor: wild ? { rank: rankAtSlot(shape.low + i), suit: shape.suit } : null };
    });
  }
  if (shape.kind === 'wilds') return shape.cards.map((card) => ({ card, wild: true, standsFor: null }));
  const rank = shape.rank;
  const allSame = rank !== null && shape.cards.every((c) => c[0] === rank && !isJoker(c));
  return shape.cards.map((card) => {
    const wild = rank === null || roleInSet(card, rank, allSame, o) !== 'natural';
    return { card, wild, standsFor: wild && rank !== null ? { rank, suit: null } : null };
  });
}

/** What a wild stands for, in words: `6♥`, `7`. */
export function standsForName(s: { rank: Rank; suit: Suit | null }): string {
  return s.suit === null ? prettyRank(s.rank) : prettyCard(`${s.rank}${s.suit}`);
}

/** The requirement a meld action of the viewer fills now: an open one of its contract, or an extra meld's. */
function requirementFor(a: MeldAction, v: RummyView): Requirement | null {
  if (v.laidDown[a.seat]) return EXTRA_MELDS.find((r) => r.kind === a.kind) ?? null;
  return contractByNumber(v.contracts[a.seat] ?? 1).melds.find((r) => r.kind === a.kind) ?? null;
}

/** The shape of a meld action as the rules read it, or `null` when its cards make no such meld. */
export function actionShape(a: MeldAction, v: RummyView): MeldShape | null {
  const s = meldShape(a, a.cards.map(kindOf), requirementFor(a, v), v.options);
  return 'code' in s ? null : s;
}

/** The parameters naming meld `index` of the table: its kind and ends or rank, told apart from a twin. */
export function meldParams(v: RummyView, index: number): Record<string, MessageParam> {
  const m = v.melds[index] as Meld;
  const own = nameOf(m);
  const twin = v.melds.some(
    (o, i) => i !== index && o.owner === m.owner && JSON.stringify(nameOf(o)) === JSON.stringify(own),
  );
  return { ...own, owner: m.owner, meld: index, which: twin ? 'index' : 'name' };
}

function nameOf(m: Pick<Meld, 'kind' | 'cards' | 'rank' | 'suit' | 'low'>): Record<string, string> {
  switch (m.kind) {
    case 'run':
      return m.suit === null
        ? { meldKind: 'mixedRun' }
        : {
            meldKind: 'run',
            low: slotName(m.low, m.suit),
            high: slotName(m.low + m.cards.length - 1, m.suit),
          };
    case 'set':
    case 'pair':
      return m.rank === null
        ? { meldKind: m.kind === 'set' ? 'jokerSet' : 'jokerPair' }
        : { meldKind: m.kind, rank: prettyRank(m.rank) };
    case 'wilds':
      return { meldKind: 'wilds' };
  }
}

/** The place a lay-off or swap goes, as words inside a label: "Seat 2's run 7♠–9♠ (high end)". */
function place(v: RummyView, index: number, end: 'low' | 'high' | undefined, catalogue: Catalogue): string {
  const params = meldParams(v, index);
  const own = (v.melds[index] as Meld).owner === v.viewer;
  const id = end === undefined ? (own ? 'ownMeld' : 'meld') : own ? 'ownMeldEnd' : 'meldEnd';
  return formatMessage(`rummy.place.${id}`, end === undefined ? params : { ...params, end }, catalogue);
}

/** A meld action's label. */
function meldLabel(a: MeldAction, v: RummyView, catalogue: Catalogue): Message {
  const m = (id: string, params: Record<string, MessageParam>): Message =>
    message(`rummy.label.${id}`, params, catalogue);
  const shape = actionShape(a, v);
  const cards = a.cards.map(kindOf);
  if (shape === null) return m('wilds', { cards: cards.map(prettyCard) });
  const roles = cardsInMeld(shape, v);
  if (shape.kind === 'run') {
    const wilds = roles.flatMap((r) =>
      r.standsFor === null
        ? []
        : [
            formatMessage(
              'rummy.wildAs',
              { card: prettyCard(r.card), standsFor: standsForName(r.standsFor) },
              catalogue,
            ),
          ],
    );
    return m('run', {
      cards: roles.map((r) => (r.standsFor === null ? prettyCard(r.card) : standsForName(r.standsFor))),
      wildWord: wilds.length === 0 ? 'none' : 'some',
      wildList: wilds.join(', '),
    });
  }
  if (shape.kind === 'wilds') return m('wilds', { cards: cardNames(cards) });
  // Naturals first, then the wilds, each as the hand sorts them.
  const natural = sortHand(roles.filter((r) => !r.wild).map((r) => r.card));
  const wild = sortHand(roles.filter((r) => r.wild).map((r) => r.card));
  const names = [...natural, ...wild].map(prettyCard);
  if (shape.rank === null) return m(shape.kind === 'set' ? 'jokerSet' : 'jokerPair', { cards: names });
  return m(shape.kind, { rank: prettyRank(shape.rank), cards: names });
}

/** The card `card` becomes when laid off on meld `index` at `end`: its role there, by the rules. */
function laidOffRole(v: RummyView, index: number, card: Card, end: 'low' | 'high' | undefined): CardInMeld | null {
  const meld = v.melds[index];
  if (meld === undefined) return null;
  const shape = grown(meld, kindOf(card), end, v.options.allowWrap);
  const roles = cardsInMeld(shape, v);
  return (meld.kind === 'run' && end === 'low' ? roles[0] : roles[roles.length - 1]) ?? null;
}

/**
 * A Frustration Rummy move as a label: "Take the 7♦", "Run 4♥ 5♥ 6♥ 7♥ (Joker as 6♥)",
 * "Set of 9s: 9♠ 9♦ Joker", "Lay off 10♠ on Seat 2's run 7♠–9♠ (high end)", "Buy the 7♦",
 * "Discard K♣".
 */
export function label(action: RummyAction, v: RummyView, catalogue: Catalogue = LABEL_WORDS): Message {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`rummy.label.${id}`, params, catalogue);
  switch (action.type) {
    case 'draw':
      return action.from === 'stock' ? m('drawStock') : m('drawDiscard', { card: prettyCard(v.discardTop ?? 'JK') });
    case 'buy':
      return m('buy', { card: prettyCard(action.card) });
    case 'discard':
      return m('discard', { card: prettyCard(action.card) });
    case 'meld':
      return meldLabel(action, v, catalogue);
    case 'layOff': {
      const where = place(v, action.meld, action.end, catalogue);
      const role = laidOffRole(v, action.meld, action.card, action.end);
      const card = prettyCard(action.card);
      return role?.standsFor != null && v.melds[action.meld]?.kind === 'run'
        ? m('layOffWild', { card, standsFor: standsForName(role.standsFor), place: where })
        : m('layOff', { card, place: where });
    }
    case 'swapWild': {
      const meld = v.melds[action.meld];
      const wild = meld?.cards[action.index] ?? 'JK';
      const twin = meld?.cards.some((c, i) => i !== action.index && c === wild) === true;
      return m('swapWild', {
        card: prettyCard(action.card),
        place: place(v, action.meld, undefined, catalogue),
        wild: prettyCard(wild),
        which: twin ? 'index' : 'name',
        position: action.index + 1,
      });
    }
  }
}

const KIND_TARGET: Record<string, string> = { run: 'kindRun', set: 'kindSet', pair: 'kindPair', wilds: 'kindWilds' };
const SLOT_CODE = /^([2-9TJQKA])([SHDC])?$/;
const WILD_KIND = /^(?:[23][SHDC]|JK)$/;

/**
 * The words of a target, or `null` when the view has no such target: `draw:stock`,
 * `draw:discard`, `buy`, `discard`, a meld's kind (`kind:run`…), a set's rank where its cards
 * leave it open (`rank:2`), what a wild stands for in a run (`as:JK:6H`, `as:2C:7` in the mixed
 * run of 13), a meld on the table (`meld:3`, a run's end `meld:3:low`), a wild to swap out
 * (`swap:3:1`).
 */
export function targetLabel(v: RummyView, target: string, catalogue: Catalogue = LABEL_WORDS): Message | null {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`rummy.target.${id}`, params, catalogue);
  const [head, a, b, extra] = target.split(':');
  if (extra !== undefined) return null;
  switch (head) {
    case 'draw':
      if (b !== undefined) return null;
      if (a === 'stock') return m('drawStock');
      return a === 'discard' && v.discardTop !== null ? m('drawDiscard', { card: prettyCard(v.discardTop) }) : null;
    case 'buy':
      return a === undefined && v.discardTop !== null ? m('buy', { card: prettyCard(v.discardTop) }) : null;
    case 'discard':
      return a === undefined ? m('discard') : null;
    case 'kind':
      return b === undefined && a !== undefined && Object.hasOwn(KIND_TARGET, a) ? m(KIND_TARGET[a] as string) : null;
    case 'rank':
      return b === undefined && (a === '2' || a === '3') ? m('rank', { rank: a }) : null;
    case 'as': {
      const slot = b === undefined ? null : SLOT_CODE.exec(b);
      if (a === undefined || !WILD_KIND.test(a) || slot === null) return null;
      const standsFor = standsForName({ rank: slot[1] as Rank, suit: (slot[2] as Suit | undefined) ?? null });
      return m('as', { card: prettyCard(a), standsFor });
    }
    case 'meld': {
      const index = indexIn(a, v.melds.length);
      if (index === null) return null;
      const meld = v.melds[index] as Meld;
      const own = meld.owner === v.viewer;
      if (meld.kind !== 'run') return b === undefined ? m(own ? 'ownMeld' : 'meld', meldParams(v, index)) : null;
      return b === 'low' || b === 'high'
        ? m(own ? 'ownMeldEnd' : 'meldEnd', { ...meldParams(v, index), end: b })
        : null;
    }
    case 'swap': {
      const index = indexIn(a, v.melds.length);
      if (index === null) return null;
      const meld = v.melds[index] as Meld;
      const at = indexIn(b, meld.cards.length);
      if (at === null) return null;
      const role = cardsInMeld(meld, v)[at] as CardInMeld;
      if (role.standsFor === null) return null;
      return m('swap', {
        wild: prettyCard(role.card),
        standsFor: standsForName(role.standsFor),
        place: place(v, index, undefined, catalogue),
      });
    }
    default:
      return null;
  }
}

/** `text` as an index below `n`, or `null`. */
function indexIn(text: string | undefined, n: number): number | null {
  if (text === undefined || !/^\d{1,3}$/.test(text)) return null;
  const i = Number(text);
  return i < n ? i : null;
}
