/**
 * What a Parcellus table asks of the viewer, in words: choose the blind pass (P3), climb the
 * parcel or pass (P4, P6), lead from hand once the dummy is used up (P12), or whom it waits for,
 * and who won at the end (P19, P20).
 */
import { colourOf, prettyCard, prettyRank, type Rank } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { type Catalogue, catalogueOf, type Message, type MessageParam, message } from '../../core/present.js';
import { seatNames } from '../../core/seats.js';
import { PARCELLUS_EVENT_WORDS } from './describe.js';
import { climbsOn, nextRank } from './parcel.js';
import type { ParcellusView } from './view.js';

/** The English catalogue of Parcellus prompts. */
export const PARCELLUS_PROMPT_WORDS: Catalogue = {
  'parcellus.prompt.pass': 'Your turn: choose three cards to pass {direction|parcellus.direction.}',
  'parcellus.prompt.act': 'Your turn: play a {colour} {rank} on the {top}, or pass',
  'parcellus.prompt.actNone': 'Your turn: you hold no {colour} {rank} for the {top}, so pass',
  'parcellus.prompt.lead': 'Your turn: lead any card from your hand',
  'parcellus.prompt.waiting1': 'Waiting for Seat {first}',
  'parcellus.prompt.waiting2': 'Waiting for Seat {first} and Seat {second}',
  'parcellus.prompt.waiting3': 'Waiting for Seat {first}, Seat {second} and Seat {third}',
  'parcellus.prompt.over': 'Game over: {winners} {verb|parcellus.win.}',
};

// The prompts' words, with the event catalogue's (directions, wins) they look up.
const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(PARCELLUS_EVENT_WORDS, PARCELLUS_PROMPT_WORDS);

/** "Waiting for Seat 1" (and up to two more seats). */
export function waitingFor(seats: readonly Seat[], catalogue: Catalogue): Message {
  const [first, second, third] = seats;
  const params: Record<string, MessageParam> = { first: first ?? 0 };
  if (second !== undefined) params.second = second;
  if (third !== undefined) params.third = third;
  return message(`parcellus.prompt.waiting${Math.min(3, Math.max(1, seats.length))}`, params, catalogue);
}

/** What the viewer is asked to do now ("Your turn: play a black K on the Q♣, or pass"), or whom it waits for. */
export function prompt(v: ParcellusView, catalogue: Catalogue = WORDS): Message {
  const me = v.viewer === 'spectator' ? null : v.viewer;
  if (v.phase === 'over') {
    return message(
      'parcellus.prompt.over',
      { winners: seatNames(v.winners), verb: v.winners.length > 1 ? 'shared' : 'one' },
      catalogue,
    );
  }
  if (me === null || !v.actors.includes(me)) return waitingFor(v.actors, catalogue);
  if (v.phase === 'pass') return message('parcellus.prompt.pass', { direction: v.direction }, catalogue);
  if (v.phase === 'lead') return message('parcellus.prompt.lead', {}, catalogue);
  const top = v.parcel[v.parcel.length - 1] ?? '';
  const params = {
    colour: colourOf(top) ?? '',
    rank: prettyRank(nextRank(top) as Rank),
    top: prettyCard(top),
  };
  const climbs = (v.hand ?? []).some((c) => climbsOn(top, c));
  return message(climbs ? 'parcellus.prompt.act' : 'parcellus.prompt.actNone', params, catalogue);
}
