/**
 * Parcellus move lists. A play, a lead or a pass is fixed by its seat and card,
 * so each is made once, frozen and shared (see `sharedMove`): listing the moves
 * of a turn allocates only the list, and `validate` knows them well formed.
 */
import { type Card, euchreDeck } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { perSeatAndCard, sharedMove } from '../../core/intern.js';
import { nextClimber } from './parcel.js';
import { type ParcellusAction, type ParcellusState, parcellusActionSchema } from './state.js';

const shared = <A extends ParcellusAction>(a: A): A => sharedMove(parcellusActionSchema, a);
const PLAY = perSeatAndCard(3, euchreDeck(), (seat, card) => shared({ type: 'play', seat, card }));
const LEAD = perSeatAndCard(3, euchreDeck(), (seat, card) => shared({ type: 'lead', seat, card }));
const PASS: readonly ParcellusAction[] = [0, 1, 2].map((seat) => shared({ type: 'pass', seat }));

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
      const top = state.parcel[state.parcel.length - 1];
      for (let i = nextClimber(hand, top, 0); i >= 0; i = nextClimber(hand, top, i + 1)) {
        out.push(PLAY(seat, hand[i] as Card));
      }
      out.push(PASS[seat] ?? { type: 'pass', seat });
      return out;
    }
    case 'lead':
      return hand.map((card) => LEAD(seat, card));
    case 'over':
      return [];
  }
}
