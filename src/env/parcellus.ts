/**
 * Parcellus as an environment: 26 actions (a pick of each of the 24 cards, the `pass` target, and
 * `confirm`), spelt from the selection's parts (the three cards of the blind pass, P3; the card
 * played or led, P4, P12; the pass, P6), and the observation of a seat's view: hand, parcel,
 * captures (P15), the pass it gave and got (P22), scores, phase, who acts and the last events.
 */
import { euchreDeck } from '../core/cards.js';
import type { Seat } from '../core/game.js';
import { passDirection } from '../games/parcellus/deal.js';
import { parcellus } from '../games/parcellus/index.js';
import { parts } from '../games/parcellus/selection.js';
import { actorsOf, type ParcellusAction, type ParcellusEvent, type ParcellusState } from '../games/parcellus/state.js';
import { giverTo, type ParcellusView, redact } from '../games/parcellus/view.js';
import { addCard, addCards, addEvents, cardIndex, oneCard, perSeat, placeOf, seatsAt } from './encode.js';
import { actionSpace, LayoutBuilder, type ObservationLayout, oneHot } from './layout.js';
import type { EnvEncoding } from './spec.js';

const CARDS = cardIndex(euchreDeck());
const PHASES = ['pass', 'act', 'lead', 'over'] as const;
const EVENTS = placeOf([
  'dealt',
  'passChosen',
  'passedCards',
  'turnedUp',
  'led',
  'played',
  'passed',
  'captured',
  'roundScored',
  'gameOver',
]);

const actions = actionSpace([...CARDS.cards.map((c) => `card:${c}`), 'pass', 'confirm']);
const PASS = actions.indexOf('pass');

function spellOne(a: ParcellusAction): number[] {
  return parts(a).map((p) => (p.type === 'card' ? (CARDS.at.get(p.card) as number) : PASS));
}

// A play, a lead and a pass are shared, frozen moves (games/parcellus/moves.ts): 75 of them, each
// spelt once and then looked up, so listing a turn's spellings allocates nothing. A blind pass is
// made afresh each time and spelt afresh (a cache of those would only hold garbage).
const SPELT = new Map<ParcellusAction, readonly number[]>();

function spellCached(a: ParcellusAction): readonly number[] {
  if (!Object.isFrozen(a)) return spellOne(a);
  let s = SPELT.get(a);
  if (s === undefined) {
    s = Object.freeze(spellOne(a));
    if (SPELT.size < 1000) SPELT.set(a, s);
  }
  return s;
}

// Parcellus always seats three: one layout, with its offsets kept for the encoder.
const b = new LayoutBuilder();
const at = {
  hand: b.add('hand', 24),
  parcel: b.add('parcel', 24),
  parcelTop: b.add('parcelTop', 24),
  parcelLength: b.add('parcelLength', 1),
  passes: b.add('passes', 1),
  dummyCount: b.add('dummyCount', 1),
  handCounts: b.add('handCounts', 3),
  captured: b.add('captured', 3 * 24),
  parcelsCaptured: b.add('parcelsCaptured', 3),
  unclaimed: b.add('unclaimed', 24),
  myPass: b.add('myPass', 24),
  received: b.add('received', 24),
  passChosen: b.add('passChosen', 3),
  scores: b.add('scores', 3),
  phase: b.add('phase', PHASES.length),
  actors: b.add('actors', 3),
  toAct: b.add('toAct', 3),
  turner: b.add('turner', 3),
  lastContributor: b.add('lastContributor', 3),
  dealer: b.add('dealer', 3),
  passLeft: b.add('passLeft', 1),
  round: b.add('round', 1),
  targetScore: b.add('targetScore', 1),
  eventTypes: b.add('eventTypes', EVENTS.size),
  eventCards: b.add('eventCards', 24),
};
const LAYOUT: ObservationLayout = b.build();

function encode(v: ParcellusView, _players: number, out: Float32Array, o: number): void {
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  addCards(out, o + at.hand, CARDS, v.hand);
  addCards(out, o + at.parcel, CARDS, v.parcel);
  oneCard(out, o + at.parcelTop, CARDS, v.parcel[v.parcel.length - 1]);
  out[o + at.parcelLength] = v.parcel.length;
  out[o + at.passes] = v.passes;
  out[o + at.dummyCount] = v.dummyCount;
  perSeat(out, o + at.handCounts, v.handCounts, me, 3);
  v.captured.forEach((parcels, s) => {
    const rel = (s - me + 3) % 3;
    for (const p of parcels ?? []) addCards(out, o + at.captured + 24 * rel, CARDS, p);
  });
  perSeat(
    out,
    o + at.parcelsCaptured,
    v.parcelSizes.map((p) => p.length),
    me,
    3,
  );
  addCards(out, o + at.unclaimed, CARDS, v.unclaimed);
  addCards(out, o + at.myPass, CARDS, v.myPass);
  addCards(out, o + at.received, CARDS, v.received);
  perSeat(
    out,
    o + at.passChosen,
    v.passChosen.map((c) => (c ? 1 : 0)),
    me,
    3,
  );
  perSeat(out, o + at.scores, v.scores, me, 3);
  oneHot(out, o + at.phase, PHASES.length, PHASES.indexOf(v.phase));
  seatsAt(out, o + at.actors, v.actors, me, 3);
  if (v.phase === 'act' || v.phase === 'lead') seatsAt(out, o + at.toAct, [v.toAct], me, 3);
  if (v.parcel.length > 0) seatsAt(out, o + at.turner, [v.turner], me, 3);
  if (v.lastContributor !== null) seatsAt(out, o + at.lastContributor, [v.lastContributor], me, 3);
  seatsAt(out, o + at.dealer, [v.dealer], me, 3);
  out[o + at.passLeft] = v.direction === 'left' ? 1 : 0;
  out[o + at.round] = v.round;
  out[o + at.targetScore] = v.options.targetScore;
  addEvents(out, v.events, EVENTS, o + at.eventTypes, CARDS, o + at.eventCards);
}

/**
 * {@link encode} of `view(state, seat)`, read from the state: each line reads the field the view
 * copies, and only where the view shows it to `seat` (another seat's captures only when they are
 * public, P15; the pass it gave or chose and the one it got, P22; events redacted by the view's
 * own `redact`). Nothing is allocated but the few event copies `redact` makes.
 */
function encodeState(state: ParcellusState, me: Seat, _players: number, out: Float32Array, o: number): void {
  const parcel = state.parcel;
  addCards(out, o + at.hand, CARDS, state.hands[me] ?? []);
  addCards(out, o + at.parcel, CARDS, parcel);
  oneCard(out, o + at.parcelTop, CARDS, parcel[parcel.length - 1]);
  out[o + at.parcelLength] = parcel.length;
  out[o + at.passes] = state.passes;
  out[o + at.dummyCount] = state.dummy.length;
  const shown = state.options.capturedCardsPublic;
  for (let s = 0; s < 3; s++) {
    const r = (s - me + 3) % 3;
    out[o + at.handCounts + r] = state.hands[s]?.length ?? 0;
    const parcels = state.captured[s] ?? [];
    out[o + at.parcelsCaptured + r] = parcels.length;
    if (shown || s === me) for (const p of parcels) addCards(out, o + at.captured + 24 * r, CARDS, p);
    out[o + at.passChosen + r] = state.passing[s] !== null ? 1 : 0;
    out[o + at.scores + r] = state.scores[s] ?? 0;
  }
  addCards(out, o + at.unclaimed, CARDS, state.unclaimed);
  const afterPass = state.phase !== 'pass';
  addCards(out, o + at.myPass, CARDS, (afterPass ? state.passed[me] : state.passing[me]) ?? null);
  if (afterPass) addCards(out, o + at.received, CARDS, state.passed[giverTo(state, me)] ?? null);
  oneHot(out, o + at.phase, PHASES.length, PHASES.indexOf(state.phase));
  // Seats relative to `me`, written out: a closure for it cost 3% of a step.
  const actors = actorsOf(state);
  for (let k = 0; k < actors.length; k++) out[o + at.actors + (((actors[k] as Seat) - me + 3) % 3)] = 1;
  if (state.phase === 'act' || state.phase === 'lead') out[o + at.toAct + ((state.toAct - me + 3) % 3)] = 1;
  if (parcel.length > 0) out[o + at.turner + ((state.turner - me + 3) % 3)] = 1;
  const last = state.lastContributor;
  if (last !== null) out[o + at.lastContributor + ((last - me + 3) % 3)] = 1;
  out[o + at.dealer + ((state.dealer - me + 3) % 3)] = 1;
  out[o + at.passLeft] = passDirection(state) === 'left' ? 1 : 0;
  out[o + at.round] = state.round;
  out[o + at.targetScore] = state.options.targetScore;
  for (const e of state.events) addEventOf(out, o, e, me);
}

/**
 * One event as {@link addEvents} counts it in `me`'s view, without the generic walk over the
 * event's fields: the Parcellus events that name cards name them in `card` or `cards`, and the
 * cards of a pass `me` neither gave nor got are hidden by the view's own `redact`. The property
 * test against encoding the view holds this to the generic count.
 */
function addEventOf(out: Float32Array, o: number, e: ParcellusEvent, me: Seat): void {
  const t = EVENTS.get(e.type);
  if (t !== undefined) out[o + at.eventTypes + t] = (out[o + at.eventTypes + t] as number) + 1;
  switch (e.type) {
    case 'turnedUp':
    case 'led':
    case 'played':
      addCard(out, o + at.eventCards, CARDS, e.card);
      break;
    case 'captured':
      addCards(out, o + at.eventCards, CARDS, e.cards);
      break;
    case 'passedCards': {
      const shown = redact(e, me);
      if (shown.type === 'passedCards') addCards(out, o + at.eventCards, CARDS, shown.cards);
      break;
    }
    default:
      // The other events name no card: seats, rounds, totals, a direction.
      break;
  }
}

/** Parcellus's environment encoding: 26 actions, a 313-number observation for its three seats (picks included). */
export const parcellusEncoding: EnvEncoding<ParcellusState, ParcellusAction, ParcellusView> = {
  game: parcellus,
  actions,
  confirm: actions.indexOf('confirm'),
  decline: -1,
  spell: (_v, moves) => moves.map(spellCached),
  layout: () => LAYOUT,
  encode,
  encodeState,
};
