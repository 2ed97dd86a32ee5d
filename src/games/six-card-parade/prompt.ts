/**
 * What a Six Card Parade table asks of the viewer, in words: the First Draw (S6), sets and
 * Royals (S9), the counter window with the set being put down (S19, S20), the Queen of Hearts
 * pick (S26), the Ace of Hearts search (S22), Royals and the Discard to Six (S8, S11), or whom
 * it waits for, and who won (S30).
 */
import { prettyCard } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import { cardNames, LABEL_WORDS } from './labels.js';
import { legalMovesFromView } from './selection.js';
import type { SixCardParadeView } from './view.js';

/** The English catalogue of Six Card Parade prompts. */
export const SIX_CARD_PARADE_PROMPT_WORDS: Catalogue = {
  'scp.prompt.firstDrawBoth': "Your turn: draw from the library, or take the stable's {top}",
  'scp.prompt.firstDrawLibrary': 'Your turn: draw from the library',
  'scp.prompt.firstDrawStable': "Your turn: take the stable's {top}",
  'scp.prompt.main': 'Your turn: put down sets and play Royals, then say you are done with sets',
  'scp.prompt.postDrawDiscard': 'Your turn: play Royals, then discard a card to the stable',
  'scp.prompt.postDrawEnd': 'Your turn: play Royals, then end the turn',
  'scp.prompt.counter': 'Seat {seat} puts down {cards}: counter with your A♣, or let it stand',
  'scp.prompt.counterNone': 'Seat {seat} puts down {cards}: let it stand',
  'scp.prompt.counterExtend': 'Seat {seat} adds {cards} to a set: counter with your A♣, or let it stand',
  'scp.prompt.counterExtendNone': 'Seat {seat} adds {cards} to a set: let it stand',
  'scp.prompt.exchangeGive': 'Queen of Hearts: pick a card of yours to give Seat {other}',
  'scp.prompt.exchangeTake': "Queen of Hearts: pick a card of Seat {other}'s to take",
  'scp.prompt.search': 'Ace of Hearts: take any card from the library',
  'scp.prompt.waiting1': 'Waiting for Seat {first}',
  'scp.prompt.waiting2': 'Waiting for Seat {first} and Seat {second}',
  'scp.prompt.waiting3': 'Waiting for Seat {first}, Seat {second} and Seat {third}',
  'scp.prompt.over': 'Game over: {winners} {verb|scp.win.}',
};

const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(LABEL_WORDS, SIX_CARD_PARADE_PROMPT_WORDS);

/** "Waiting for Seat 1" (and up to two more seats). */
export function waitingFor(seats: readonly Seat[], catalogue: Catalogue = WORDS): Message {
  const [first, second, third] = seats;
  const params: Record<string, MessageParam> = { first: first ?? 0 };
  if (second !== undefined) params.second = second;
  if (third !== undefined) params.third = third;
  return message(`scp.prompt.waiting${Math.min(3, Math.max(1, seats.length))}`, params, catalogue);
}

/**
 * What the viewer is asked to do now ("Seat 2 puts down 5♠ 5♦: counter with your A♣, or let it
 * stand"), or whom it waits for.
 */
export function prompt(v: SixCardParadeView, catalogue: Catalogue = WORDS): Message {
  const m = (id: string, params: Record<string, MessageParam> = {}): Message =>
    message(`scp.prompt.${id}`, params, catalogue);
  const me = v.viewer === 'spectator' ? null : v.viewer;
  if (v.phase === 'over') {
    return m('over', {
      winners: seatNames(v.winners),
      verb: v.winners.length > 1 ? 'shared' : 'one',
    });
  }
  if (me === null || !v.actors.includes(me)) return waitingFor(v.actors, catalogue);
  switch (v.phase) {
    case 'firstDraw': {
      const top = v.stable[v.stable.length - 1];
      if (top === undefined) return m('firstDrawLibrary');
      return m(v.libraryCount > 0 ? 'firstDrawBoth' : 'firstDrawStable', { top: prettyCard(top) });
    }
    case 'main':
      return m('main');
    case 'postDraw':
      return m(legalMovesFromView(v).some((a) => a.type === 'discard') ? 'postDrawDiscard' : 'postDrawEnd');
    case 'counterWindow': {
      const p = v.pending;
      const holds = (v.hand ?? []).includes('AC');
      const id = `counter${p?.extends === null ? '' : 'Extend'}${holds ? '' : 'None'}`;
      return m(id, { seat: p?.seat ?? 0, cards: cardNames(p?.cards ?? []) });
    }
    case 'queenOfHeartsExchange': {
      const other = v.exchange?.seats.find((s) => s !== me) ?? me;
      return m(v.options.queenOfHeartsMode === 'takeFromOther' ? 'exchangeTake' : 'exchangeGive', { other });
    }
    case 'aceOfHeartsSearch':
      return m('search');
  }
}
