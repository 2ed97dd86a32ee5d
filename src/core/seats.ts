/**
 * Seats: the shared, frozen lists that `actors` returns on the hot path of
 * every playout, the search of one, and a game's player counts as a message
 * names them.
 */
import type { PlayerRange, Seat } from './game.js';

/** A game's player counts for a message: `3` when it takes only three, `2–4` for a range. */
export function playerCounts(range: PlayerRange): string {
  return range.min === range.max ? `${range.min}` : `${range.min}–${range.max}`;
}

/**
 * Seats in words for a message: "Seat 2", "Seat 0 and Seat 1", "Seat 0, Seat 1 and Seat 2" (every
 * game names its winners and the seats it waits for so; "Seat 0 and Seat 1 and Seat 2" read badly).
 */
export function seatNames(seats: readonly Seat[]): string {
  const names = seats.map((s) => `Seat ${s}`);
  const last = names.pop();
  return last === undefined ? '' : names.length === 0 ? last : `${names.join(', ')} and ${last}`;
}

/** The empty seat list, shared and frozen: the actors of a game that is over. */
export const NO_SEATS: readonly Seat[] = Object.freeze([]);
// Filled by pushes and not frozen itself (it is private; the lists in it are
// frozen): a frozen or holey table made seatList's read a generic keyed load
// in optimized code, a builtin call on every `actors` of a playout.
const SEAT_LISTS: (readonly Seat[])[] = [];
for (let s = 0; s < 16; s++) SEAT_LISTS.push(Object.freeze([s]));

/**
 * The one-seat list `[seat]`, shared and frozen: `actors` is asked for on
 * every step of every playout, and most steps have a single actor, so games
 * return these instead of a new array each time.
 */
export function seatList(seat: Seat): readonly Seat[] {
  return SEAT_LISTS[seat] ?? [seat];
}

/**
 * True when `seat` is in `seats`. A plain loop: asked on every `legalMoves`
 * call of every playout, where the lists hold one to a few seats and the
 * generic `includes` costs more than the search.
 */
export function hasSeat(seats: readonly Seat[], seat: Seat): boolean {
  for (let i = 0; i < seats.length; i++) if (seats[i] === seat) return true;
  return false;
}
