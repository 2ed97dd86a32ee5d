/**
 * Six Card Parade moves in players' words: the First Draw (S6), sets with the set type they
 * score as and what the King of Hearts stands for (S14–S18), every Royal with its target
 * (S21–S26), the counter window's answers (S19, S20), Draw to Seven and the Discard to Six
 * (S10, S11); the names of sets on a field, and the hand sorted as players sort it.
 * Presentation only: no rule reads it.
 */
import { type Card, prettyCard, prettyRank, RANKS, type Rank, rankOf } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { SIX_CARD_PARADE_EVENT_WORDS } from './describe.js';
import { setKind } from './sets.js';
import type { FieldSet, SetKind, SixCardParadeAction } from './state.js';
import type { SixCardParadeView } from './view.js';

/** The English catalogue of Six Card Parade move labels, set names and target words. */
export const SIX_CARD_PARADE_LABEL_WORDS: Catalogue = {
  'scp.set.pair': 'Pair of {rank}s',
  'scp.set.threeOfAKind': '3 of a Kind of {rank}s',
  'scp.set.fourOfAKind': '4 of a Kind of {rank}s',
  'scp.set.fiveOfAKind': '5 of a Kind of {rank}s',
  'scp.set.twoPair': 'Two Pair of {first}s and {second}s',
  'scp.set.uniqueTwoPair': 'Unique Two Pair of {first}s and {second}s',
  'scp.set.threePair': '3 Pair of {first}s, {second}s and {third}s',
  'scp.set.straight': 'Straight {low} to {high}',
  'scp.set.suitedStraight': 'Suited Straight {low} to {high}',
  'scp.set.uniqueStraight': 'Unique Straight {low} to {high}',
  'scp.set.aceOfSpadesKingOfHearts': 'A♠ + K♥ set',
  'scp.which.name': '',
  'scp.which.cards': ' ({setCards})',
  'scp.wild.none': '',
  'scp.wild.some': ', K♥ as {wild}',
  'scp.label.firstDrawLibrary': 'Draw from the library',
  'scp.label.firstDrawStable': 'Take {card} from the stable',
  'scp.label.playSet': 'Put down {cards}{wildWord|scp.wild.}: {kind|scp.set.}',
  'scp.label.extendSet': "K♠: add {cards}{wildWord|scp.wild.} to Seat {owner}'s {kind|scp.set.}{which|scp.which.}",
  'scp.label.extendOwnSet': 'K♠: add {cards}{wildWord|scp.wild.} to your {kind|scp.set.}{which|scp.which.}',
  'scp.label.playRoyal': 'Play {card}: {royal|scp.effect.}',
  'scp.effect.JS': 'draw the top two library cards',
  'scp.effect.JC': 'draw the bottom two library cards',
  'scp.effect.JH': 'draw the top two stable cards',
  'scp.effect.JD': 'draw two library cards at random',
  'scp.effect.AH': 'search the library for a card',
  'scp.effect.none': 'no effect',
  'scp.label.stealSet': "Steal Seat {owner}'s {kind|scp.set.}{which|scp.which.}",
  'scp.label.retrieveCard': 'A♦: take {card} from the discard pile',
  'scp.label.attachMarker': "{card} on Seat {owner}'s {kind|scp.set.}{which|scp.which.}: {marker|scp.marker.}",
  'scp.label.attachMarkerOwn': '{card} on your {kind|scp.set.}{which|scp.which.}: {marker|scp.marker.}',
  'scp.marker.KC': 'it scores half',
  'scp.marker.KD': 'it scores double',
  'scp.label.namePlayers': '{card}: {queen|scp.queen.}',
  'scp.queen.QS': 'Seat {a} and Seat {b} each lose a random card to the other',
  'scp.queen.QH': "Seat {a} and Seat {b} see each other's hands and exchange a card",
  'scp.queen.QD': 'Seat {a} and Seat {b} swap hands',
  'scp.label.giveCard': 'Q♣: give {card} to Seat {to}',
  'scp.label.giveNothing': 'Q♣: give nothing to Seat {to}',
  'scp.label.takeFromLibrary': 'Take {card} from the library',
  'scp.label.exchangeGive': 'Give {card}',
  'scp.label.exchangeTake': 'Take {card}',
  'scp.label.counter': 'Counter with the A♣',
  'scp.label.decline': 'Let it stand',
  'scp.label.doneWithSets': 'Done with sets: draw to seven',
  'scp.label.discard': 'Discard {card} to the stable',
  'scp.label.endTurn': 'End the turn',
  'scp.target.library': 'The library',
  'scp.target.stable': 'The stable',
  'scp.target.set': "Seat {owner}'s {kind|scp.set.}{which|scp.which.}",
  'scp.target.ownSet': 'Your {kind|scp.set.}{which|scp.which.}',
  'scp.target.seat': 'Seat {seat}',
  'scp.target.you': 'Seat {seat} (you)',
  'scp.target.meaning': 'K♥ as {wild}',
  'scp.target.letStand': 'Let it stand',
  'scp.target.doneWithSets': 'Done with sets',
  'scp.target.discard': 'Discard to the stable',
  'scp.target.endTurn': 'End the turn',
};

/** Every word the labels use: their own and the events' (set types, sources). */
export const LABEL_WORDS: Catalogue = /* @__PURE__ */ catalogueOf(
  SIX_CARD_PARADE_EVENT_WORDS,
  SIX_CARD_PARADE_LABEL_WORDS,
);

const SUITS = 'SHDC';
const rankKey = (c: Card): number => RANKS.indexOf((rankOf(c) ?? '2') as Rank);

/** `cards` sorted as a Six Card Parade player holds them: by rank, 2 up to A (Royals last), then ♠ ♥ ♦ ♣. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (c: Card): number => rankKey(c) * 4 + SUITS.indexOf(c.charAt(1));
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** The pretty names of `cards`, sorted as players hold them. */
export const cardNames = (cards: readonly Card[]): string[] => sortHand(cards).map(prettyCard);

/**
 * The parameters that name a set: its type, its ranks (the King of Hearts counted as what it
 * stands for), its cards, and `which: 'cards'` when `field` holds another set of the same name
 * (two Straights 4 to 7), so the cards tell them apart.
 */
export function setParams(
  set: Pick<FieldSet, 'cards' | 'wild' | 'kind'> & { id?: number },
  field: readonly FieldSet[] = [],
): Record<string, MessageParam> {
  const params = nameParams(set.cards, set.wild, set.kind);
  const name = JSON.stringify(params);
  const twin = field.some((o) => o.id !== set.id && JSON.stringify(nameParams(o.cards, o.wild, o.kind)) === name);
  return { ...params, setCards: cardNames(set.cards).join(' '), which: twin ? 'cards' : 'name' };
}

function nameParams(cards: readonly Card[], wild: Card | null, kind: SetKind): Record<string, string> {
  const ranks = cards
    .map((c) => (c === 'KH' && wild !== null ? wild : c))
    .map(rankKey)
    .sort((a, b) => a - b);
  const name = (k: number | undefined): string => (k === undefined ? '' : prettyRank(RANKS[k] as Rank));
  // The ranks by how many cards hold them, most first: a pair's rank, a two pair's two.
  const counts = new Map<number, number>();
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1);
  const byCount = [...counts].sort((a, b) => b[1] - a[1] || a[0] - b[0]).map(([r]) => r);
  const [first, second, third] = [...byCount.slice(0, 3)].sort((a, b) => a - b);
  return {
    kind,
    rank: name(byCount[0]),
    first: name(first),
    second: name(second ?? first),
    third: name(third ?? second ?? first),
    low: name(ranks[0]),
    high: name(ranks[ranks.length - 1]),
  };
}

/** The set `id` on the view's fields, with its owner. */
export function findSet(v: SixCardParadeView, id: number): { owner: Seat; set: FieldSet } | null {
  for (let owner = 0; owner < v.fields.length; owner++) {
    const set = v.fields[owner]?.find((s) => s.id === id);
    if (set) return { owner, set };
  }
  return null;
}

/** The parameters naming set `id` as a target of the viewer: its owner and its name. */
function setTarget(v: SixCardParadeView, id: number): { own: boolean; params: Record<string, MessageParam> } {
  const found = findSet(v, id);
  if (found === null) return { own: false, params: { owner: -1, kind: 'pair', rank: '?', which: 'name' } };
  return {
    own: found.owner === v.viewer,
    params: { owner: found.owner, ...setParams(found.set, v.fields[found.owner]) },
  };
}

const wildParams = (wild: Card | null): Record<string, MessageParam> =>
  wild === null ? { wildWord: 'none' } : { wildWord: 'some', wild: prettyCard(wild) };

// Royals whose plain play has an effect of its own; the others are played plain only when no
// target exists (S13), and then do nothing.
const PLAIN_EFFECT: ReadonlySet<string> = /* @__PURE__ */ new Set(['JS', 'JC', 'JH', 'JD', 'AH']);

/** A Six Card Parade move as a label: "Put down 9♠ 9♥: Pair of 9s", "Steal Seat 2's Pair of 9s", "Let it stand". */
export function label(action: SixCardParadeAction, v: SixCardParadeView, catalogue: Catalogue = LABEL_WORDS): Message {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`scp.label.${id}`, params, catalogue);
  switch (action.type) {
    case 'firstDraw':
      return action.from === 'library'
        ? m('firstDrawLibrary')
        : m('firstDrawStable', { card: prettyCard(v.stable[v.stable.length - 1] ?? '') });
    case 'playSet': {
      const kind = nameParams(action.cards, action.wild, setKindOf(action, v));
      return m('playSet', { ...kind, cards: cardNames(action.cards), ...wildParams(action.wild) });
    }
    case 'extendSet': {
      const t = setTarget(v, action.set);
      return m(t.own ? 'extendOwnSet' : 'extendSet', {
        ...t.params,
        cards: cardNames(action.cards),
        ...wildParams(action.wild),
      });
    }
    case 'playRoyal':
      return m('playRoyal', {
        card: prettyCard(action.card),
        royal: PLAIN_EFFECT.has(action.card) ? action.card : 'none',
      });
    case 'stealSet':
      return m('stealSet', setTarget(v, action.set).params);
    case 'retrieveCard':
      return m('retrieveCard', { card: prettyCard(action.card) });
    case 'attachMarker': {
      const t = setTarget(v, action.set);
      return m(t.own ? 'attachMarkerOwn' : 'attachMarker', {
        ...t.params,
        card: prettyCard(action.card),
        marker: action.card,
      });
    }
    case 'namePlayers': {
      const [a, b] = [...action.players].sort((x, y) => x - y) as [Seat, Seat];
      return m('namePlayers', { card: prettyCard(action.card), queen: action.card, a, b });
    }
    case 'giveCard':
      return action.card === null
        ? m('giveNothing', { to: action.to })
        : m('giveCard', { card: prettyCard(action.card), to: action.to });
    case 'takeFromLibrary':
      return m('takeFromLibrary', { card: prettyCard(action.card) });
    case 'exchangePick':
      return m(v.options.queenOfHeartsMode === 'takeFromOther' ? 'exchangeTake' : 'exchangeGive', {
        card: prettyCard(action.card),
      });
    case 'counter':
      return m('counter');
    case 'decline':
      return m('decline');
    case 'doneWithSets':
      return m('doneWithSets');
    case 'discard':
      return m('discard', { card: prettyCard(action.card) });
    case 'endTurn':
      return m('endTurn');
  }
}

/** The words of a target, or `null` when the view has no such target. */
export function targetLabel(v: SixCardParadeView, target: string, catalogue: Catalogue = LABEL_WORDS): Message | null {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`scp.target.${id}`, params, catalogue);
  const [head, arg, extra] = target.split(':');
  if (extra !== undefined) return null;
  switch (head) {
    case 'draw':
      return arg === 'library' ? m('library') : arg === 'stable' ? m('stable') : null;
    case 'set': {
      const id = Number(arg);
      if (arg === undefined || !/^\d+$/.test(arg) || findSet(v, id) === null) return null;
      const t = setTarget(v, id);
      return m(t.own ? 'ownSet' : 'set', t.params);
    }
    case 'seat': {
      const seat = Number(arg);
      if (arg === undefined || !/^\d$/.test(arg) || seat >= v.players) return null;
      return m(seat === v.viewer ? 'you' : 'seat', { seat });
    }
    case 'meaning':
      return arg !== undefined && /^[2-9T][SHDC]$/.test(arg) ? m('meaning', { wild: prettyCard(arg) }) : null;
    case 'letStand':
    case 'doneWithSets':
    case 'discard':
    case 'endTurn':
      return arg === undefined ? m(head) : null;
    default:
      return null;
  }
}

/** The type a set play scores as: the best type its cards fit, under the view's rules (S17). */
function setKindOf(action: Extract<SixCardParadeAction, { type: 'playSet' }>, v: SixCardParadeView): SetKind {
  return setKind(action.cards, action.wild, v.options) ?? 'pair';
}
