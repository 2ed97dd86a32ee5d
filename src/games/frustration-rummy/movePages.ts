/**
 * The number of a seat's legal moves and a page of them, for callers that need
 * no full list (DESIGN section 1): the same moves in the same order as
 * `legalMoves` (turn.ts), built only for the page asked. A play list is the
 * melds, then the lay-offs, the wild swaps and the discards; a list while
 * laying down, the melds alone; a draw list, at most the two piles; a buyer's,
 * one buy.
 *
 * The melds are the long part (thousands on a wild-rich hand). This first
 * version still enumerates them to count them, as `randomMove` does, and a
 * page enumerates them up to its end; it names the cards of none but the
 * page's (`countMelds`, `meldPage`): those two are where a count that does
 * not enumerate the melds plugs in. Lay-offs, swaps and
 * discards are listed whole: each is a card of the hand against a meld or a
 * slot on the table, a list the rules keep to some hundreds at most.
 */
import type { Seat } from '../../core/game.js';
import { findMelds, listedMeld, meldMaker } from './meldList.js';
import type { MeldAction, RummyAction, RummyState } from './state.js';
import { legalMoves, movesAfterMelds } from './turn.js';

/**
 * How many legal melds `seat` has now: the length of the meld part of its move list. Each run is
 * found once: under `allowWildSwap` (R19), where every order of its wilds is a move, it counts for
 * its orders, which are not listed. No entry is made for any meld.
 */
export function countMelds(state: RummyState, seat: Seat): number {
  return findMelds(state, seat, new Map(), null, {}, undefined).found;
}

/**
 * Melds `offset` to `offset + limit` (at most) of `seat`'s meld list, as actions, and how many
 * melds the list holds in all (the page's later moves are counted from it), or `null` when the
 * page is full of melds: the enumeration stops there, so a page near the start of a long list
 * costs what finding its melds costs. Only the page's melds get their cards named.
 */
export function meldPage(
  state: RummyState,
  seat: Seat,
  offset: number,
  limit: number,
): { melds: MeldAction[]; total: number | null } {
  const make = meldMaker(state, seat);
  const found = findMelds(state, seat, new Map(), listedMeld, { stopAfter: offset + limit, from: offset }, undefined);
  const melds = found.entries.map(make);
  return { melds, total: melds.length === limit ? null : found.found };
}

/** True when `seat`'s list is made of melds (and, in play, what follows them); else it is short. */
function listsMelds(state: RummyState, seat: Seat): boolean {
  return seat === state.toAct && (state.phase === 'play' || state.phase === 'layingDown');
}

/** How many legal moves `seat` (an actor) has: the length of `legalMoves`, without its actions. */
export function countMoves(state: RummyState, seat: Seat): number {
  // A draw (two piles at most) or a buy (one): the list itself.
  if (!listsMelds(state, seat)) return legalMoves(state, seat).length;
  const melds = countMelds(state, seat);
  return state.phase === 'layingDown' ? melds : melds + movesAfterMelds(state, seat).length;
}

/** Moves `offset` to `offset + limit` of `legalMoves(state, seat)` (`seat` an actor, `limit` from 1). */
export function legalMovesPage(state: RummyState, seat: Seat, offset: number, limit: number): RummyAction[] {
  if (!listsMelds(state, seat)) return legalMoves(state, seat).slice(offset, offset + limit);
  const { melds, total } = meldPage(state, seat, offset, limit);
  const page: RummyAction[] = melds;
  if (state.phase === 'layingDown' || total === null) return page;
  // The rest of the page comes from the moves after the melds, counted from the end of the melds.
  const from = Math.max(0, offset - total);
  page.push(...movesAfterMelds(state, seat).slice(from, from + limit - page.length));
  return page;
}
