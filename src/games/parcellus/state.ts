/**
 * The Parcellus state, its phases, actions and events.
 *
 * The rule book's system steps (deal, turn-up, capture, round score) happen
 * inside the action that triggers them, so a state always waits on a player:
 * `pass` (the blind three-card pass), `act` (play on the parcel or pass),
 * `lead` (a new base from hand once the dummy is gone, P12), or `over`.
 */
import * as z from 'zod/mini';
import type { Card } from '../../core/cards.js';
import { isDrafting, peek } from '../../core/draft.js';
import type { CommonErrorCode, RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import { seatList } from '../../core/seats.js';
import { cardSchema, seatSchema, strictObject } from '../../core/zodParts.js';
import type { ParcellusOptions } from './options.js';

/** Error codes of Parcellus besides the shared ones. */
export type ParcellusErrorCode = 'CARD_NOT_IN_HAND' | 'NOT_NEXT_RANK' | 'WRONG_COLOUR';

/** An error a Parcellus rule check gives: one of the game's codes or a shared one. */
export type ParcellusRuleError = RuleError<ParcellusErrorCode | CommonErrorCode>;

/** Where a Parcellus game stands. */
export type ParcellusPhase = 'pass' | 'act' | 'lead' | 'over';

/** The direction of this round's pass. */
export type PassDirection = 'left' | 'right';

/** The points of one finished round. */
export interface RoundResult {
  /** The round number. */
  round: number;
  /** Points from captured cards per seat (J♥ 3, others 1). */
  cardPoints: number[];
  /** Share of the 6-point bonus per seat. */
  bonus: number[];
  /** Parcels captured per seat. */
  parcels: number[];
}

/** Something that happened during the last action, for a UI to animate. */
export type ParcellusEvent =
  | { type: 'dealt'; round: number; dealer: Seat; direction: PassDirection }
  | { type: 'passChosen'; seat: Seat }
  /** `cards` is `null` in the views of seats other than giver and receiver. */
  | { type: 'passedCards'; seat: Seat; to: Seat; cards: Card[] | null }
  | { type: 'turnedUp'; seat: Seat; card: Card }
  | { type: 'led'; seat: Seat; card: Card }
  | { type: 'played'; seat: Seat; card: Card }
  | { type: 'passed'; seat: Seat }
  /** `seat` is `null` when a lone card goes to nobody (P10 option). */
  | { type: 'captured'; seat: Seat | null; cards: Card[] }
  | { type: 'roundScored'; result: RoundResult; totals: number[] }
  | { type: 'gameOver'; winners: Seat[]; totals: number[] };

/** The complete state of a Parcellus game: plain JSON. */
export interface ParcellusState {
  /** Where the game stands. */
  phase: ParcellusPhase;
  /** The game's random generator. */
  rng: RngState;
  /** Always 3. */
  players: number;
  /** The rule options in force. */
  options: ParcellusOptions;
  /** Round number, from 1. */
  round: number;
  /** This round's dealer. */
  dealer: Seat;
  /** Each seat's hand. */
  hands: Card[][];
  /** The face-down dummy; the next card to turn up is the last element. */
  dummy: Card[];
  /** During the pass: the three cards each seat has chosen (still in its hand), or `null`. */
  passing: (Card[] | null)[];
  /** This round's completed pass: what each seat gave, or `null` before the pass. */
  passed: (Card[] | null)[];
  /** The parcel being built, base first. */
  parcel: Card[];
  /** Who turned up (or led) the current parcel's base. */
  turner: Seat;
  /** The last seat to put a card on the parcel, or `null`. */
  lastContributor: Seat | null;
  /** Passes in a row on the current parcel. */
  passes: number;
  /** The seat to act in `act` and `lead`. */
  toAct: Seat;
  /** This round's captured parcels per seat. */
  captured: Card[][][];
  /** Cards out of play this round: lone cards given to nobody (P10 option). Face up. */
  unclaimed: Card[];
  /** Total points per seat from finished rounds. */
  scores: number[];
  /** The finished rounds. */
  history: RoundResult[];
  /** The winners, once the game is over. */
  winners: Seat[];
  /** What happened during the last action. */
  events: ParcellusEvent[];
}

const threeCards = z.array(cardSchema).check(z.length(3));

// The schema as built, with its full zod/mini type: the types below are read from it.
const parcellusActionSchemaMini = z.discriminatedUnion('type', [
  /** The blind pass: three cards from hand, all three seats at once. */
  strictObject({ type: z.literal('passCards'), seat: seatSchema, cards: threeCards }),
  /** Play a card on the parcel: the next rank, same colour. */
  strictObject({ type: z.literal('play'), seat: seatSchema, card: cardSchema }),
  /** Decline to play on the parcel for now. */
  strictObject({ type: z.literal('pass'), seat: seatSchema }),
  /** Lead any card from hand as a new base (dummy used up, P12). */
  strictObject({ type: z.literal('lead'), seat: seatSchema, card: cardSchema }),
]);

/**
 * Every Parcellus action.
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(parcellusActionSchema, input)`.
 */
export const parcellusActionSchema: z.core.$ZodType<
  ParcellusAction,
  z.input<typeof parcellusActionSchemaMini>
> = parcellusActionSchemaMini;

/** A Parcellus action. */
export type ParcellusAction = z.output<typeof parcellusActionSchemaMini>;

// The next seat by a compare, not `% 3`: every action asks it (the seat to act next, the automatic
// passes), and a CPU profile put about a twentieth of a playout on the remainder. For the seats
// 0–2 both give the same seat.

/** The seat to the left of `seat` (the next in play order). */
export function leftOf(seat: Seat): Seat {
  return seat === 2 ? 0 : seat + 1;
}

/** The seat to the right of `seat`. */
export function rightOf(seat: Seat): Seat {
  return seat === 0 ? 2 : seat - 1;
}

// Every set of seats still to choose their pass, by bitmask, shared and frozen.
const PASS_ACTORS: readonly (readonly Seat[])[] = Array.from({ length: 8 }, (_, mask) =>
  Object.freeze([0, 1, 2].filter((s) => mask & (1 << s))),
);

/** The seats that may act: those yet to choose in the pass, else the seat to act. Shared: copy to change. */
export function actorsOf(state: Pick<ParcellusState, 'phase' | 'passing' | 'toAct'>): readonly Seat[] {
  switch (state.phase) {
    case 'pass': {
      let mask = 0;
      for (let s = 0; s < 3; s++) if (state.passing[s] === null) mask |= 1 << s;
      return PASS_ACTORS[mask] as readonly Seat[];
    }
    case 'act':
    case 'lead':
      return seatList(state.toAct);
    case 'over':
      return PASS_ACTORS[0] as readonly Seat[];
  }
}

/** True when `seat` may act now: the same as finding it in {@link actorsOf}, without the list. */
export function isActorOf(state: Pick<ParcellusState, 'phase' | 'passing' | 'toAct'>, seat: Seat): boolean {
  switch (state.phase) {
    case 'pass':
      return state.passing[seat] === null;
    case 'act':
    case 'lead':
      return seat === state.toAct;
    case 'over':
      return false;
  }
}

// Reads for the rule code. Inside `apply` they go through `peek`, which reads
// the immer draft without drafting what it reads (see core/draft.ts); on the
// fast path they are plain property reads, which V8 keeps monomorphic (the
// generic `peek` there costs a keyed load whose key varies from call to call).
// What they return is for reading only.

/** The parcel being built, base first, for reading. */
export const parcelOf = (s: ParcellusState): readonly Card[] => (isDrafting() ? peek(s, 'parcel') : s.parcel);
/** The dummy (the next card to turn up is the last), for reading. */
export const dummyOf = (s: ParcellusState): readonly Card[] => (isDrafting() ? peek(s, 'dummy') : s.dummy);
/** This round's captured parcels by seat, for reading. */
export const capturedOf = (s: ParcellusState): readonly (readonly (readonly Card[])[])[] =>
  isDrafting() ? peek(s, 'captured') : s.captured;
/** The banked totals by seat, for reading. */
export const scoresOf = (s: ParcellusState): readonly number[] => (isDrafting() ? peek(s, 'scores') : s.scores);
