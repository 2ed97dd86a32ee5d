/**
 * Putting a set down and the Ace of Clubs counter window (S9, S19, S20).
 *
 * Every opponent is asked at once, holder or not, so an answer tells nobody who
 * holds the Ace of Clubs; the answers stay secret and the A♣ stays in its
 * holder's hand until the last answer is in, so hand counts do not tell either.
 */

import type { Card } from '../../core/cards.js';
import { isDrafting, pushAllTo } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { seatList } from '../../core/seats.js';
import { sortSetCards } from './sets.js';
import type { CounterAnswer, FieldSet, SetKind, SixCardParadeState } from './state.js';
import { spend } from './turn.js';
import {
  addSet,
  changeSet,
  fieldsOf,
  handOf,
  optionsOf,
  pendingOf,
  removeAllFromHand,
  removeFromHand,
} from './zones.js';

/** True when `seat` may counter the set in the counter window: the A♣ holder (S19). */
export function mayCounter(state: SixCardParadeState, seat: Seat): boolean {
  return (state.hands[seat] as Card[]).includes('AC');
}

/** The set with this id and the seat whose field holds it, or `null`. */
export function findSet(state: SixCardParadeState, id: number): { owner: Seat; set: FieldSet } | null {
  // Indexed loops rather than `find`: on a state from `apply` the fields are frozen, and
  // Node 20 runs `find` on a frozen array through a slow path (and a closure a call).
  const fields = fieldsOf(state);
  for (let owner = 0; owner < state.players; owner++) {
    const field = fields[owner] as readonly FieldSet[];
    for (let k = 0; k < field.length; k++) {
      const set = field[k] as FieldSet;
      if (set.id === id) return { owner, set };
    }
  }
  return null;
}

/** The seats asked in the counter window: every opponent (S20), or only an opponent holding the A♣. */
export function counterAskees(state: SixCardParadeState, seat: Seat): Seat[] {
  const out: Seat[] = [];
  const all = optionsOf(state).counterPromptAllOpponents;
  for (let s = 0; s < state.players; s++) {
    if (s === seat) continue;
    if (all || handOf(state, s).includes('AC')) out.push(s);
  }
  return out;
}

const NO_SEATS: readonly Seat[] = Object.freeze([]);

/**
 * The seats still to answer in the counter window. Asked on every step in
 * the window (and after each answer): a loop, and a shared list for none or
 * one seat (most windows ask one or two players), rather than a filter.
 */
export function counterActors(state: SixCardParadeState): readonly Seat[] {
  const p = pendingOf(state);
  if (p === null) return NO_SEATS;
  // Indexed loops: the for-of iterators cost more than the reads.
  const asked = p.asked;
  const answers = p.answers;
  let left = 0;
  let last = 0;
  for (let k = 0; k < asked.length; k++) {
    const s = asked[k] as Seat;
    if (answers[s] !== null) continue;
    left++;
    last = s;
  }
  if (left === 0) return NO_SEATS;
  if (left === 1) return seatList(last);
  const out: Seat[] = [];
  for (let k = 0; k < asked.length; k++) if (answers[asked[k] as Seat] === null) out.push(asked[k] as Seat);
  return out;
}

/** True when `seat` still has to answer in the counter window: {@link counterActors} without a list. */
export function isCounterActor(state: SixCardParadeState, seat: Seat): boolean {
  const p = pendingOf(state);
  return p !== null && p.answers[seat] === null && p.asked.includes(seat);
}

/** Puts the set (or the cards a K♠ adds) where it belongs once the window has closed unopposed. */
function land(
  state: SixCardParadeState,
  seat: Seat,
  cards: Card[],
  wild: Card | null,
  kind: SetKind,
  extendsId: number | null,
): void {
  const target = extendsId === null ? null : findSet(state, extendsId);
  if (target === null) {
    const set: FieldSet = { id: state.nextSetId++, kind, cards, wild, markers: [] };
    addSet(state, seat, set);
    emit(state, { type: 'setLanded', seat, set: set.id, kind });
    return;
  }
  // K♠ (S23): the cards join the set, which is re-classified; its markers stay.
  changeSet(state, target.owner, target.set, { cards: sortSetCards([...target.set.cards, ...cards]), kind, wild });
  emit(state, { type: 'setLanded', seat: target.owner, set: target.set.id, kind });
}

/**
 * `seat` puts `cards` down as a set of type `kind` (or adds them to set
 * `extendsId` with the K♠). With someone to ask, the counter window opens;
 * otherwise the cards land at once.
 */
export function putDown(
  state: SixCardParadeState,
  seat: Seat,
  cards: readonly Card[],
  wild: Card | null,
  kind: SetKind,
  extendsId: number | null,
  counterable: boolean,
): void {
  removeAllFromHand(state, seat, cards);
  // One move is one outcome: the order the cards were named in does not show.
  const sorted = sortSetCards(cards);
  emit(state, { type: 'setPlayed', seat, cards: sorted.slice(), wild, kind, extends: extendsId });
  const asked = counterable ? counterAskees(state, seat) : [];
  if (asked.length === 0) {
    land(state, seat, sorted, wild, kind, extendsId);
    return;
  }
  // No answers yet: a literal for the usual table sizes (a push onto an
  // empty array makes V8 grow it to room for seventeen), else a loop, as
  // `Array.from` with a callback costs several times as much.
  const players = state.players;
  const answers: (CounterAnswer | null)[] = players === 3 ? [null, null, null] : players === 2 ? [null, null] : [];
  for (let s = answers.length; s < players; s++) answers.push(null);
  state.pending = { seat, cards: sorted, wild, kind, extends: extendsId, asked, answers };
  state.phase = 'counterWindow';
}

/**
 * One answer in the counter window. When the last one is in, the set is
 * cancelled (it goes to the discard pile with the A♣) or lands, and the turn
 * goes back to the main part.
 */
export function answerCounter(state: SixCardParadeState, seat: Seat, answer: CounterAnswer): void {
  const p = pendingOf(state);
  if (p === null) return;
  let answers = p.answers;
  if (isDrafting()) {
    // Inside `apply` the pending set is the frozen one: a changed copy replaces it (a
    // spread: `slice` of a frozen array is one of Node 20's slow paths).
    answers = [...answers];
    answers[seat] = answer;
    state.pending = { ...p, answers };
  } else answers[seat] = answer;
  emit(state, { type: 'counterAnswered', seat });
  if (counterActors(state).length > 0) return;
  // The first of the asked to counter, by a loop rather than `find` with a closure.
  let by: Seat | undefined;
  for (let k = 0; k < p.asked.length && by === undefined; k++) {
    if (answers[p.asked[k] as Seat] === 'counter') by = p.asked[k] as Seat;
  }
  state.pending = null;
  state.phase = 'main';
  if (by === undefined) {
    land(state, p.seat, p.cards, p.wild, p.kind, p.extends);
    return;
  }
  removeFromHand(state, by, 'AC');
  if (isDrafting()) pushAllTo(state, 'discardPile', p.cards);
  else state.discardPile.push(...p.cards);
  spend(state, 'AC');
  emit(state, { type: 'countered', seat: p.seat, by, cards: [...p.cards] });
}
