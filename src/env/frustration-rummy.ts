/**
 * Frustration Rummy as an environment: 460 actions (a pick of each of the 53 card kinds, twins
 * being one card at the table; the draw's two piles, R21; `buy`, R29; `discard`, R22; a meld's
 * kind and a set's rank, R3–R9; what each wild of a run stands for, by wild and rank, R6; the
 * meld on the table a lay-off or swap names, by its number there, and a run's end, R18; the slot
 * of a swapped wild, R19; `decline`, to let a buy pass; `confirm`), spelt from the selection's
 * parts, and the observation of a seat's view: hand, discard top, every seat's contract and
 * lay-down, the melds on the table by number, the phase, who acts and the last events.
 */
import { RANKS, SUITS, standardDeck } from '../core/cards.js';
import { frustrationRummy } from '../games/frustration-rummy/index.js';
import { parts } from '../games/frustration-rummy/selection.js';
import type { MeldKind, RummyAction, RummyState } from '../games/frustration-rummy/state.js';
import type { RummyView } from '../games/frustration-rummy/view.js';
import { addCards, addEvents, cardIndex, oneCard, perSeat, placeOf, relative, seatsAt } from './encode.js';
import { actionSpace, LayoutBuilder, type ObservationLayout, oneHot } from './layout.js';
import type { EnvEncoding } from './spec.js';

const CARDS = cardIndex([...standardDeck(), 'JK']);
/**
 * Meld numbers an action can name: the melds on the table, numbered as the presentation numbers
 * them (in the order they were put down, from 0). Every meld but the pairs of 7 Pairs holds at
 * least three cards and the largest pack (`decks: 3`) has 162, so no table holds more than 81.
 */
export const MELD_SLOTS = 81;
/** Places in a meld a wild swap can name (R19): a set of one rank holds at most 12 naturals and as many wilds. */
export const SWAP_SLOTS = 24;
const WILDS = ['2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C', 'JK'];
const KINDS: readonly MeldKind[] = ['run', 'set', 'pair', 'wilds'];
const PHASES = ['draw', 'play', 'layingDown', 'over'] as const;
const CONTRACTS = 14;
const EVENTS = placeOf([
  'dealt',
  'drew',
  'reshuffled',
  'melded',
  'laidDown',
  'laidOff',
  'swappedWild',
  'discarded',
  'bought',
  'wentOut',
  'packExhausted',
  'roundEnded',
  'gameOver',
]);

const actions = actionSpace([
  ...CARDS.cards.map((c) => `card:${c}`),
  'draw:stock',
  'draw:discard',
  'buy',
  'discard',
  ...KINDS.map((k) => `kind:${k}`),
  ...RANKS.map((r) => `rank:${r}`),
  ...WILDS.flatMap((w) => RANKS.map((r) => `as:${w}:${r}`)),
  ...Array.from({ length: MELD_SLOTS }, (_, m) => [`meld:${m}`, `meld:${m}:low`, `meld:${m}:high`]).flat(),
  ...Array.from({ length: SWAP_SLOTS }, (_, i) => `slot:${i}`),
  'decline',
  'confirm',
]);

/**
 * The indices of one part. A run's wild is named by the wild and the rank it stands for: its suit
 * follows from the run's natural cards, which are picked too. A swap names the meld and the slot.
 */
function spellPart(p: ReturnType<typeof parts>[number], out: number[]): void {
  if (p.type === 'card') {
    out.push(CARDS.at.get(p.card) as number);
    return;
  }
  const t = p.target;
  let i: number;
  if (t.startsWith('as:')) {
    const [, wild, standsFor] = t.split(':');
    i = actions.indexOf(`as:${wild}:${standsFor?.[0] ?? ''}`);
  } else if (t.startsWith('swap:')) {
    const [, meld, slot] = t.split(':');
    out.push(actions.indexOf(`meld:${meld}`));
    i = actions.indexOf(`slot:${slot}`);
  } else i = actions.indexOf(t);
  // Every target the game's parts name has its index: a miss is a defect of this table.
  if (i < 0) throw new Error(`Frustration Rummy target ${t} has no action index.`);
  out.push(i);
}

function spell(_view: () => RummyView, moves: readonly RummyAction[]): number[][] {
  return moves.map((a) => {
    const out: number[] = [];
    for (const p of parts(a)) spellPart(p, out);
    return out;
  });
}

/** The segments for `p` seats, added to `b`: each name with its offset, for the encoder. */
function offsets(b: LayoutBuilder, p: number) {
  return {
    hand: b.add('hand', CARDS.cards.length),
    handCounts: b.add('handCounts', p),
    stockCount: b.add('stockCount', 1),
    discardTop: b.add('discardTop', CARDS.cards.length),
    discardCount: b.add('discardCount', 1),
    takenUpcard: b.add('takenUpcard', CARDS.cards.length),
    buyable: b.add('buyable', 1),
    buys: b.add('buys', p),
    completed: b.add('completed', p),
    contract: b.add('contract', p * CONTRACTS),
    laidDown: b.add('laidDown', p),
    tableCards: b.add('tableCards', CARDS.cards.length),
    meldPresent: b.add('meldPresent', MELD_SLOTS),
    meldOwner: b.add('meldOwner', MELD_SLOTS * p),
    meldKind: b.add('meldKind', MELD_SLOTS * KINDS.length),
    meldContract: b.add('meldContract', MELD_SLOTS),
    meldPure: b.add('meldPure', MELD_SLOTS),
    meldSuit: b.add('meldSuit', MELD_SLOTS * SUITS.length),
    meldRank: b.add('meldRank', MELD_SLOTS * RANKS.length),
    meldLow: b.add('meldLow', MELD_SLOTS),
    meldLength: b.add('meldLength', MELD_SLOTS),
    phase: b.add('phase', PHASES.length),
    toAct: b.add('toAct', p),
    actors: b.add('actors', p),
    dealer: b.add('dealer', p),
    round: b.add('round', 1),
    turnsWithoutProgress: b.add('turnsWithoutProgress', 1),
    eventTypes: b.add('eventTypes', EVENTS.size),
    eventCards: b.add('eventCards', CARDS.cards.length),
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

function encode(v: RummyView, players: number, out: Float32Array, o: number): void {
  const { at } = layoutFor(players);
  const me = v.viewer === 'spectator' ? 0 : v.viewer;
  const p = players;
  addCards(out, o + at.hand, CARDS, v.hand);
  perSeat(out, o + at.handCounts, v.handCounts, me, p);
  out[o + at.stockCount] = v.stockCount;
  oneCard(out, o + at.discardTop, CARDS, v.discardTop);
  out[o + at.discardCount] = v.discardCount;
  oneCard(out, o + at.takenUpcard, CARDS, v.takenUpcard);
  out[o + at.buyable] = v.buyable ? 1 : 0;
  perSeat(out, o + at.buys, v.buys, me, p);
  perSeat(out, o + at.completed, v.completed, me, p);
  v.contracts.forEach((c, s) => {
    oneHot(out, o + at.contract + CONTRACTS * relative(s, me, p), CONTRACTS, c - 1);
  });
  perSeat(
    out,
    o + at.laidDown,
    v.laidDown.map((d) => (d ? 1 : 0)),
    me,
    p,
  );
  v.melds.forEach((m, k) => {
    addCards(out, o + at.tableCards, CARDS, m.cards);
    if (k >= MELD_SLOTS) return;
    out[o + at.meldPresent + k] = 1;
    out[o + at.meldOwner + k * p + relative(m.owner, me, p)] = 1;
    oneHot(out, o + at.meldKind + k * KINDS.length, KINDS.length, KINDS.indexOf(m.kind));
    out[o + at.meldContract + k] = m.contract ? 1 : 0;
    out[o + at.meldPure + k] = m.pure ? 1 : 0;
    if (m.suit !== null) oneHot(out, o + at.meldSuit + k * SUITS.length, SUITS.length, SUITS.indexOf(m.suit));
    if (m.rank !== null) oneHot(out, o + at.meldRank + k * RANKS.length, RANKS.length, RANKS.indexOf(m.rank));
    out[o + at.meldLow + k] = m.low;
    out[o + at.meldLength + k] = m.cards.length;
  });
  oneHot(out, o + at.phase, PHASES.length, PHASES.indexOf(v.phase));
  if (v.phase !== 'over') seatsAt(out, o + at.toAct, [v.toAct], me, p);
  seatsAt(out, o + at.actors, v.actors, me, p);
  seatsAt(out, o + at.dealer, [v.dealer], me, p);
  out[o + at.round] = v.round;
  out[o + at.turnsWithoutProgress] = v.turnsWithoutProgress;
  addEvents(out, v.events, EVENTS, o + at.eventTypes, CARDS, o + at.eventCards);
}

/** Frustration Rummy's environment encoding: 460 actions; the observation's length grows with the seats. */
export const rummyEncoding: EnvEncoding<RummyState, RummyAction, RummyView> = {
  game: frustrationRummy,
  actions,
  confirm: actions.indexOf('confirm'),
  decline: actions.indexOf('decline'),
  spell,
  layout: (players) => layoutFor(players).layout,
  encode,
  // A buyer (R29) may let the discard go: it is asked first, and offered `decline`. Read from the
  // state's public flag and seat to act, both in every view.
  optionalActor: (state, seat) => state.buyable && seat !== state.toAct,
};
