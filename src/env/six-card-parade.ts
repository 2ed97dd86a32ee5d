/**
 * Six Card Parade as an environment: 119 actions (a pick of each of the 52 cards; the First
 * Draw's two sources, S6; 20 set slots for the set a Royal or the King of Spades targets,
 * S21–S24; four seats counted from the acting seat for the Queens, S25–S26; the 36 cards a King
 * of Hearts can stand for, S18; "let it stand", "done with sets", "discard", "end the turn",
 * S19, S10, S11; and `confirm`), spelt from the selection's parts, and the observation of a
 * seat's view: hand, stable, discard pile, fields and their sets, the counter window, the Queen
 * of Hearts exchange and the Ace of Hearts search as the view shows them, points and the turn.
 */
import { standardDeck } from '../core/cards.js';
import { sixCardParade } from '../games/six-card-parade/index.js';
import { parts } from '../games/six-card-parade/selection.js';
import {
  SET_KINDS,
  type SetKind,
  type SixCardParadeAction,
  type SixCardParadeState,
} from '../games/six-card-parade/state.js';
import type { SixCardParadeView } from '../games/six-card-parade/view.js';
import { addCards, addEvents, cardIndex, oneCard, perSeat, placeOf, relative, seatsAt } from './encode.js';
import { actionSpace, LayoutBuilder, type ObservationLayout, oneHot } from './layout.js';
import type { EnvEncoding } from './spec.js';

const CARDS = cardIndex(standardDeck());
/**
 * Set slots: every set on the fields, the acting seat's field first, then the field of the seat
 * to its left and so on, each field in its own order. A set needs two of the 38 set cards (2–10,
 * the K♥, the A♠), so no table holds more than 19 sets at once.
 */
export const SET_SLOTS = 20;
const MAX_SEATS = 4;
const MEANINGS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T'].flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => r + s));
const KINDS: readonly SetKind[] = SET_KINDS;
const PHASES = [
  'firstDraw',
  'main',
  'counterWindow',
  'queenOfHeartsExchange',
  'aceOfHeartsSearch',
  'postDraw',
  'over',
] as const;
const STAGES = ['firstDraw', 'main', 'postDraw'] as const;
const EVENTS = placeOf([
  'dealt',
  'turnStarted',
  'firstDrawSkipped',
  'drew',
  'setPlayed',
  'counterAnswered',
  'countered',
  'setLanded',
  'royalPlayed',
  'setStolen',
  'markerAttached',
  'retrieved',
  'searched',
  'libraryShuffled',
  'exchangePicked',
  'cardsExchanged',
  'doneWithSets',
  'discarded',
  'endPhaseStarted',
  'gameOver',
]);

const actions = actionSpace([
  ...CARDS.cards.map((c) => `card:${c}`),
  'draw:library',
  'draw:stable',
  ...Array.from({ length: SET_SLOTS }, (_, k) => `set#${k}`),
  ...Array.from({ length: MAX_SEATS }, (_, k) => `seat+${k}`),
  ...MEANINGS.map((m) => `meaning:${m}`),
  'letStand',
  'doneWithSets',
  'discard',
  'endTurn',
  'confirm',
]);
const SET0 = actions.indexOf('set#0');
const SEAT0 = actions.indexOf('seat+0');

/** The sets of the fields in slot order, from `viewer`'s place at the table. */
function slotted(v: SixCardParadeView): { owner: number; set: SixCardParadeView['fields'][number][number] }[] {
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const out: { owner: number; set: SixCardParadeView['fields'][number][number] }[] = [];
  for (let k = 0; k < v.players; k++) {
    const owner = (me + k) % v.players;
    for (const set of v.fields[owner] ?? []) out.push({ owner, set });
  }
  return out;
}

function spell(viewOf: () => SixCardParadeView, moves: readonly SixCardParadeAction[]): number[][] {
  const v = viewOf();
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const slots = new Map<string, number>();
  slotted(v).forEach(({ set }, k) => {
    slots.set(`set:${set.id}`, SET0 + k);
  });
  return moves.map((a) =>
    parts(a).map((p) => {
      if (p.type === 'card') return CARDS.at.get(p.card) as number;
      const t = p.target;
      if (t.startsWith('seat:')) return SEAT0 + relative(Number(t.slice(5)), me, v.players);
      const i = t.startsWith('set:') ? (slots.get(t) ?? -1) : actions.indexOf(t);
      // Every target the game's parts name has its index: a miss is a defect of this table.
      if (i < 0) throw new Error(`Six Card Parade target ${t} has no action index.`);
      return i;
    }),
  );
}

/** The segments for `p` seats, added to `b`: each name with its offset, for the encoder. */
function offsets(b: LayoutBuilder, p: number) {
  return {
    hand: b.add('hand', 52),
    handCounts: b.add('handCounts', p),
    libraryCount: b.add('libraryCount', 1),
    library: b.add('library', 52),
    stable: b.add('stable', 52),
    stableTop: b.add('stableTop', 52),
    stableCount: b.add('stableCount', 1),
    discardPile: b.add('discardPile', 52),
    removed: b.add('removed', 52),
    fieldCards: b.add('fieldCards', p * 52),
    points: b.add('points', p),
    setPresent: b.add('setPresent', SET_SLOTS),
    setOwner: b.add('setOwner', SET_SLOTS * p),
    setKind: b.add('setKind', SET_SLOTS * KINDS.length),
    setMarkers: b.add('setMarkers', SET_SLOTS * 2),
    setCards: b.add('setCards', SET_SLOTS * 52),
    phase: b.add('phase', PHASES.length),
    stage: b.add('stage', STAGES.length),
    turn: b.add('turn', p),
    actors: b.add('actors', p),
    dealer: b.add('dealer', p),
    pendingSeat: b.add('pendingSeat', p),
    pendingCards: b.add('pendingCards', 52),
    pendingKind: b.add('pendingKind', KINDS.length),
    pendingExtends: b.add('pendingExtends', 1),
    pendingAsked: b.add('pendingAsked', p),
    pendingAnswered: b.add('pendingAnswered', p),
    myCounterAnswer: b.add('myCounterAnswer', 2),
    exchangeSeats: b.add('exchangeSeats', p),
    exchangePicked: b.add('exchangePicked', p),
    myExchangePick: b.add('myExchangePick', 52),
    revealedSeat: b.add('revealedSeat', p),
    revealedHand: b.add('revealedHand', 52),
    searchSeat: b.add('searchSeat', p),
    stableDraw: b.add('stableDraw', 52),
    discards: b.add('discards', 1),
    finalTurnsLeft: b.add('finalTurnsLeft', 2),
    stallTurns: b.add('stallTurns', 1),
    turnNumber: b.add('turnNumber', 1),
    eventTypes: b.add('eventTypes', EVENTS.size),
    eventCards: b.add('eventCards', 52),
  };
}

type Offsets = ReturnType<typeof offsets>;
const layouts = new Map<number, { layout: ObservationLayout; at: Offsets }>();

function layoutFor(players: number): { layout: ObservationLayout; at: Offsets } {
  const known = layouts.get(players);
  if (known) return known;
  const b = new LayoutBuilder();
  const at = offsets(b, players);
  const entry = { layout: b.build(), at };
  layouts.set(players, entry);
  return entry;
}

function encode(v: SixCardParadeView, players: number, out: Float32Array, o: number): void {
  const { at } = layoutFor(players);
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const p = players;
  const seat = (s: number): number => relative(s, me, p);
  addCards(out, o + at.hand, CARDS, v.hand);
  perSeat(out, o + at.handCounts, v.handCounts, me, p);
  out[o + at.libraryCount] = v.libraryCount;
  addCards(out, o + at.library, CARDS, v.library);
  addCards(out, o + at.stable, CARDS, v.stable);
  oneCard(out, o + at.stableTop, CARDS, v.stable[v.stable.length - 1]);
  out[o + at.stableCount] = v.stableCount;
  addCards(out, o + at.discardPile, CARDS, v.discardPile);
  addCards(out, o + at.removed, CARDS, v.removed);
  v.fields.forEach((field, s) => {
    for (const set of field) {
      addCards(out, o + at.fieldCards + 52 * seat(s), CARDS, set.cards);
      addCards(out, o + at.fieldCards + 52 * seat(s), CARDS, set.markers);
    }
  });
  perSeat(out, o + at.points, v.points, me, p);
  slotted(v).forEach(({ owner, set }, k) => {
    if (k >= SET_SLOTS) return;
    out[o + at.setPresent + k] = 1;
    out[o + at.setOwner + k * p + seat(owner)] = 1;
    oneHot(out, o + at.setKind + k * KINDS.length, KINDS.length, KINDS.indexOf(set.kind));
    out[o + at.setMarkers + 2 * k] = set.markers.filter((c) => c === 'KC').length;
    out[o + at.setMarkers + 2 * k + 1] = set.markers.filter((c) => c === 'KD').length;
    addCards(out, o + at.setCards + 52 * k, CARDS, set.cards);
  });
  oneHot(out, o + at.phase, PHASES.length, PHASES.indexOf(v.phase));
  oneHot(out, o + at.stage, STAGES.length, STAGES.indexOf(v.stage));
  if (v.phase !== 'over') seatsAt(out, o + at.turn, [v.turn], me, p);
  seatsAt(out, o + at.actors, v.actors, me, p);
  seatsAt(out, o + at.dealer, [v.dealer], me, p);
  const pending = v.pending;
  if (pending !== null) {
    seatsAt(out, o + at.pendingSeat, [pending.seat], me, p);
    addCards(out, o + at.pendingCards, CARDS, pending.cards);
    oneHot(out, o + at.pendingKind, KINDS.length, KINDS.indexOf(pending.kind));
    out[o + at.pendingExtends] = pending.extends === null ? 0 : 1;
    seatsAt(out, o + at.pendingAsked, pending.asked, me, p);
    seatsAt(
      out,
      o + at.pendingAnswered,
      pending.answered.flatMap((done, s) => (done ? [s] : [])),
      me,
      p,
    );
  }
  if (v.myCounterAnswer !== null) out[o + at.myCounterAnswer + (v.myCounterAnswer === 'counter' ? 0 : 1)] = 1;
  const ex = v.exchange;
  if (ex !== null) {
    seatsAt(out, o + at.exchangeSeats, ex.seats, me, p);
    seatsAt(
      out,
      o + at.exchangePicked,
      ex.seats.filter((_, k) => ex.picked[k]),
      me,
      p,
    );
  }
  oneCard(out, o + at.myExchangePick, CARDS, v.myExchangePick);
  if (v.revealedHand !== null) {
    seatsAt(out, o + at.revealedSeat, [v.revealedHand.seat], me, p);
    addCards(out, o + at.revealedHand, CARDS, v.revealedHand.cards);
  }
  if (v.search !== null) seatsAt(out, o + at.searchSeat, [v.search.seat], me, p);
  oneCard(out, o + at.stableDraw, CARDS, v.stableDraw);
  out[o + at.discards] = v.discards;
  if (v.finalTurnsLeft !== null) {
    out[o + at.finalTurnsLeft] = 1;
    out[o + at.finalTurnsLeft + 1] = v.finalTurnsLeft;
  }
  out[o + at.stallTurns] = v.stallTurns;
  out[o + at.turnNumber] = v.turnNumber;
  addEvents(out, v.events, EVENTS, o + at.eventTypes, CARDS, o + at.eventCards);
}

/** Six Card Parade's environment encoding: 119 actions; the observation's length grows with the seats. */
export const sixCardParadeEncoding: EnvEncoding<SixCardParadeState, SixCardParadeAction, SixCardParadeView> = {
  game: sixCardParade,
  actions,
  confirm: actions.indexOf('confirm'),
  decline: -1,
  spell,
  layout: (players) => layoutFor(players).layout,
  encode,
};
