/**
 * What a Frustration Rummy table asks of the viewer, in words: draw from the stock or take the
 * upcard (R21), buy a discard out of turn (R29), lay down the current contract or finish it once
 * begun (R12, R17), meld, lay off and discard (R18, R22); or whom it waits for, and who won at the
 * end (R26). What the viewer may do is read off its legal moves from the view.
 */
import { type Card, prettyCard } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import { RUMMY_EVENT_WORDS } from './describe.js';
import { hasMoveOf } from './selection.js';
import type { RummyAction } from './state.js';
import type { RummyView } from './view.js';

/** The English catalogue of Frustration Rummy prompts and the contract words they use. */
export const RUMMY_PROMPT_WORDS: Catalogue = {
  'rummy.prompt.draw': 'Your turn: draw from the stock or take the {card}',
  'rummy.prompt.drawStock': 'Your turn: draw from the stock',
  'rummy.prompt.drawDiscard': 'Your turn: the stock is out, so take the {card}',
  'rummy.prompt.buy': 'You may buy the {card} before Seat {seat} draws',
  'rummy.prompt.layDown': 'Your turn: lay down contract {contract} ({contract|rummy.needs.}), or discard',
  'rummy.prompt.layDownFour': 'Your turn: lay down 7 Pairs to go out, or discard',
  'rummy.prompt.noLayDown': 'Your turn: discard a card (contract {contract} needs {contract|rummy.needs.})',
  'rummy.prompt.finish': 'Your turn: put down the rest of contract {contract} ({contract|rummy.needs.})',
  'rummy.prompt.laidDown': 'Your turn: meld or lay off cards, then discard',
  'rummy.prompt.discard': 'Your turn: discard a card',
  'rummy.prompt.othersDraw': 'Seat {seat} is deciding whether to take the {card}',
  'rummy.prompt.othersDrawStock': 'Seat {seat} draws from the stock',
  'rummy.prompt.othersBuy': 'Seat {seat} may take the {card}; others may buy it first',
  'rummy.prompt.othersPlay': 'Waiting for Seat {seat} to play and discard',
  'rummy.prompt.othersLayingDown': 'Seat {seat} is laying down contract {contract}',
  'rummy.prompt.over': 'Game over: {winners} {verb|rummy.win.}',
  'rummy.prompt.overNobody': 'Game over: the turn limit stopped play with no winner',
  'rummy.needs.1': 'a run of 3 and a set of 4',
  'rummy.needs.2': 'three sets of 4',
  'rummy.needs.3': 'a run of 5 and a set of 3',
  'rummy.needs.4': 'seven pairs',
  'rummy.needs.5': 'a run of 5 with no wild cards',
  'rummy.needs.6': 'a run of 8',
  'rummy.needs.7': 'a run of 7 and a set of 4',
  'rummy.needs.8': 'a run of 13, A to K in any suits',
  'rummy.needs.9': 'four sets of 3',
  'rummy.needs.10': 'a run of 4 and two sets of 3',
  'rummy.needs.11': 'a set of 6',
  'rummy.needs.12': 'a run of 5 and a set of 5',
  'rummy.needs.13': 'six wild cards',
  'rummy.needs.14': 'a run of 8 and a set of 5',
};

// The prompts' words, with the event catalogue's (wins) they look up.
const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(RUMMY_EVENT_WORDS, RUMMY_PROMPT_WORDS);

/**
 * What the viewer is asked to do now ("Your turn: draw from the stock or take the 7♦"), or whom
 * it waits for ("Seat 2 is deciding whether to take the 7♦").
 */
export function prompt(v: RummyView, catalogue: Catalogue = WORDS): Message {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`rummy.prompt.${id}`, params, catalogue);
  if (v.phase === 'over') {
    if (v.winners.length === 0) return m('overNobody');
    return m('over', {
      winners: seatNames(v.winners),
      verb: v.winners.length > 1 ? 'shared' : 'one',
    });
  }
  const me: Seat | null = v.viewer === 'spectator' ? null : v.viewer;
  const top = v.discardTop === null ? '' : prettyCard(v.discardTop);
  const contract = v.contracts[v.toAct] ?? 1;
  if (me === null || !v.actors.includes(me)) {
    if (v.phase === 'draw') {
      if (v.discardTop === null) return m('othersDrawStock', { seat: v.toAct });
      return m(v.actors.length > 1 ? 'othersBuy' : 'othersDraw', { seat: v.toAct, card: top });
    }
    if (v.phase === 'layingDown') return m('othersLayingDown', { seat: v.toAct, contract });
    return m('othersPlay', { seat: v.toAct });
  }
  const has = (type: RummyAction['type'], from?: 'stock' | 'discard'): boolean => hasMoveOf(v, type, from);
  if (me !== v.toAct) return m('buy', { card: top, seat: v.toAct });
  if (v.phase === 'draw') {
    if (has('draw', 'stock') && has('draw', 'discard')) return m('draw', { card: top });
    return has('draw', 'stock') ? m('drawStock') : m('drawDiscard', { card: top as Card });
  }
  if (v.phase === 'layingDown') return m('finish', { contract });
  if (v.laidDown[me]) return has('meld') || has('layOff') || has('swapWild') ? m('laidDown') : m('discard');
  if (has('meld')) return contract === 4 ? m('layDownFour') : m('layDown', { contract });
  return m('noLayDown', { contract });
}
