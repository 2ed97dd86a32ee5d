/**
 * Parcellus move lists. A play, a lead or a pass is fixed by its seat and card,
 * so each is made once, frozen and shared (see `sharedMove`): listing the moves
 * of a turn allocates only the list, and `validate` knows them well formed.
 */
import { type Card, euchreDeck } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { perSeatAndCard, sharedMove } from '../../core/intern.js';
import { type Rng, randomInt } from '../../core/rng.js';
import { climbersInto, topFollowers } from './parcel.js';
import { type ParcellusAction, type ParcellusState, parcellusActionSchema } from './state.js';

const shared = <A extends ParcellusAction>(a: A): A => sharedMove(parcellusActionSchema, a);
const PLAY = perSeatAndCard(3, euchreDeck(), (seat, card) => shared({ type: 'play', seat, card }));
const LEAD = perSeatAndCard(3, euchreDeck(), (seat, card) => shared({ type: 'lead', seat, card }));
const PASS: readonly ParcellusAction[] = [0, 1, 2].map((seat) => shared({ type: 'pass', seat }));

// Positions of the climbing cards of the hand being listed or drawn from: at most the
// two followers of the top card, but room for a whole deck costs nothing.
const CLIMBERS = new Int32Array(24);

/** Every choice of three cards of `hand`, in hand order, as `seat`'s pass. */
function passes(hand: readonly Card[], seat: Seat): ParcellusAction[] {
  const out: ParcellusAction[] = [];
  const n = hand.length;
  for (let i = 0; i < n - 2; i++)
    for (let j = i + 1; j < n - 1; j++)
      for (let k = j + 1; k < n; k++) {
        out.push({ type: 'passCards', seat, cards: [hand[i] as Card, hand[j] as Card, hand[k] as Card] });
      }
  return out;
}

/**
 * The legal moves of `seat`, an actor: its passes during the pass; the cards
 * that climb the parcel, in hand order, then `pass`; or a lead of any card.
 */
export function legalMoves(state: ParcellusState, seat: Seat): ParcellusAction[] {
  const hand = state.hands[seat] ?? [];
  switch (state.phase) {
    case 'pass':
      return passes(hand, seat);
    case 'act': {
      const out: ParcellusAction[] = [];
      const n = climbersInto(hand, topFollowers(state.parcel), CLIMBERS);
      for (let k = 0; k < n; k++) out.push(PLAY(seat, hand[CLIMBERS[k] as number] as Card));
      out.push(PASS[seat] ?? { type: 'pass', seat });
      return out;
    }
    case 'lead': {
      const out: ParcellusAction[] = [];
      for (const card of hand) out.push(LEAD(seat, card));
      return out;
    }
    case 'over':
      return [];
  }
}

/**
 * The pass at `index` in the order of {@link passes} (`i < j < k` by hand
 * position, the last position moving fastest), made on its own: a random
 * playout needs one of the 20, not the list.
 */
function passAt(hand: readonly Card[], seat: Seat, index: number): ParcellusAction {
  const n = hand.length;
  let r = index;
  for (let i = 0; i < n - 2; i++) {
    // The passes that start with position i: any two of the n - 1 - i after it.
    const withI = ((n - 1 - i) * (n - 2 - i)) / 2;
    if (r >= withI) {
      r -= withI;
      continue;
    }
    for (let j = i + 1; j < n - 1; j++) {
      const withJ = n - 1 - j;
      if (r < withJ)
        return { type: 'passCards', seat, cards: [hand[i] as Card, hand[j] as Card, hand[j + 1 + r] as Card] };
      r -= withJ;
    }
  }
  throw new RangeError(`no pass at ${index} of a ${n}-card hand`);
}

/**
 * A uniformly random legal move of `seat`, an actor: the move that picking
 * from {@link legalMoves} gives, with the same draw, found by counting
 * instead of listing (see `Game.randomMove`).
 */
export function randomMove(state: ParcellusState, seat: Seat, rng: Rng): ParcellusAction {
  const hand = state.hands[seat] ?? [];
  switch (state.phase) {
    case 'pass': {
      const n = hand.length;
      return passAt(hand, seat, randomInt(rng, (n * (n - 1) * (n - 2)) / 6));
    }
    case 'act': {
      // One walk over the hand, noting where the climbing cards are (a
      // module-level buffer: nothing is allocated), then one draw.
      const climbers = climbersInto(hand, topFollowers(state.parcel), CLIMBERS);
      // The list is the climbers in hand order, then the pass.
      const r = randomInt(rng, climbers + 1);
      if (r === climbers) return PASS[seat] ?? { type: 'pass', seat };
      return PLAY(seat, hand[CLIMBERS[r] as number] as Card);
    }
    case 'lead':
      return LEAD(seat, hand[randomInt(rng, hand.length)] as Card);
    case 'over':
      throw new RangeError('nobody moves once the game is over');
  }
}

/** How many three-card passes a hand of `n` cards has: n choose 3. */
function passCount(n: number): number {
  return n < 3 ? 0 : (n * (n - 1) * (n - 2)) / 6;
}

/**
 * How many legal moves `seat`, an actor, has: the length of {@link legalMoves},
 * counted from the hand (a pass is any three of its cards; a play, one of the
 * at most two cards that climb; a lead, any card).
 */
export function countMoves(state: ParcellusState, seat: Seat): number {
  const hand = state.hands[seat] ?? [];
  switch (state.phase) {
    case 'pass':
      return passCount(hand.length);
    case 'act':
      return climbersInto(hand, topFollowers(state.parcel), CLIMBERS) + 1;
    case 'lead':
      return hand.length;
    case 'over':
      return 0;
  }
}

/**
 * Moves `offset` to `offset + limit` of {@link legalMoves}, the same actions
 * in the same order: the passes in the page made one by one from their index
 * (the whole list is 20 passes of a 6-card hand, but a page need not make
 * them); the other lists hold at most six moves (a hand holds at most six cards) and are sliced.
 */
export function legalMovesPage(state: ParcellusState, seat: Seat, offset: number, limit: number): ParcellusAction[] {
  if (state.phase !== 'pass') return legalMoves(state, seat).slice(offset, offset + limit);
  const hand = state.hands[seat] ?? [];
  const end = Math.min(passCount(hand.length), offset + limit);
  const out: ParcellusAction[] = [];
  for (let i = offset; i < end; i++) out.push(passAt(hand, seat, i));
  return out;
}
