/**
 * Scoring: each field adds up its sets with their markers; the highest total
 * wins, ties shared or broken by option (S24, S30).
 */
import { emit } from '../../core/events.js';
import type { Score, Seat } from '../../core/game.js';
import type { SixCardParadeOptions } from './options.js';
import { setPoints } from './sets.js';
import type { FieldSet, SixCardParadeState } from './state.js';
import { fieldsOf, optionsOf } from './zones.js';

/** The points of one field: the sum of its sets' points with modifiers. */
export function fieldPoints(field: readonly FieldSet[], rounding: SixCardParadeOptions['halfPointRounding']): number {
  let total = 0;
  for (const set of field) total += setPoints(set, rounding);
  return total;
}

/** Points per seat so far. */
export function pointsOf(state: Pick<SixCardParadeState, 'fields' | 'options'>): number[] {
  // A loop rather than `map` with a callback: every game ends here, twice.
  const rounding = state.options.halfPointRounding;
  const out: number[] = [];
  for (const field of state.fields) out.push(fieldPoints(field, rounding));
  return out;
}

function leadersBy(seats: Seat[], measure: (seat: Seat) => number): Seat[] {
  let top = Number.NEGATIVE_INFINITY;
  for (const s of seats) top = Math.max(top, measure(s));
  return seats.filter((s) => measure(s) === top);
}

/**
 * The winners: the seats with the highest total. A tie is shared (S30), or
 * broken by most sets or by the highest single set; a tie that survives the
 * tie-break is shared.
 */
export function winnersOf(state: Pick<SixCardParadeState, 'fields' | 'options' | 'players'>): Seat[] {
  return winnersBy(state, pointsOf(state));
}

/** {@link winnersOf} with the points per seat given (the end of a game has them at hand). */
function winnersBy(
  state: Pick<SixCardParadeState, 'fields' | 'options' | 'players'>,
  points: readonly number[],
): Seat[] {
  // The leaders on points by loops: every game ends here, and most tables share ties.
  let top = Number.NEGATIVE_INFINITY;
  for (let s = 0; s < state.players; s++) top = Math.max(top, points[s] as number);
  const leaders: Seat[] = [];
  for (let s = 0; s < state.players; s++) if (points[s] === top) leaders.push(s);
  const rounding = state.options.halfPointRounding;
  switch (state.options.tieBreak) {
    case 'shared':
      return leaders;
    case 'mostSets':
      return leadersBy(leaders, (s) => (state.fields[s] as FieldSet[]).length);
    case 'highestSingleSet':
      return leadersBy(leaders, (s) =>
        Math.max(0, ...(state.fields[s] as FieldSet[]).map((f) => setPoints(f, rounding))),
      );
  }
}

/** SCORING: the game ends and the winners are recorded. */
export function finish(state: SixCardParadeState): void {
  state.phase = 'over';
  // Scored from the fields and options as read (not drafted) inside `apply`,
  // the points worked out once for the winners and the event.
  const read = { fields: fieldsOf(state) as FieldSet[][], options: optionsOf(state), players: state.players };
  const points = pointsOf(read);
  const winners = winnersBy(read, points);
  state.winners = winners;
  emit(state, { type: 'gameOver', winners: [...winners], points });
}

/** Points so far, whether the game is over, and the winners. */
export function score(state: SixCardParadeState): Score {
  return { points: pointsOf(state), over: state.phase === 'over', winners: [...state.winners] };
}
