/**
 * The Six Card Parade state, its phases, actions and events.
 *
 * The rule book's system steps (Draw to Seven, the end of a turn, the start of
 * the end phase, scoring, the resolution of a counter window or an exchange)
 * happen inside the action that triggers them, so every state that is not
 * over waits on at least one player.
 */
import * as z from 'zod/mini';
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import { cardSchema, seatSchema, strictObject } from '../../core/zodParts.js';
import type { SixCardParadeOptions } from './options.js';

/**
 * Where a game stands, in the rule book's words: the First Draw, the main part
 * of the turn (sets and Royals), the Ace of Clubs counter window, the Queen of
 * Hearts exchange, the Ace of Hearts search, the part after Draw to Seven
 * (Royals and the Discard to Six), and the end.
 */
export type SixCardParadePhase =
  | 'firstDraw'
  | 'main'
  | 'counterWindow'
  | 'queenOfHeartsExchange'
  | 'aceOfHeartsSearch'
  | 'postDraw'
  | 'over';

/** The parts of a turn: before the First Draw, sets and Royals, after Draw to Seven. */
export type TurnStage = 'firstDraw' | 'main' | 'postDraw';

/** The eleven set types of the rule text, in its order: the one list the schema, the env and the bench read. */
export const SET_KINDS = [
  'pair',
  'threeOfAKind',
  'twoPair',
  'uniqueTwoPair',
  'threePair',
  'fourOfAKind',
  'fiveOfAKind',
  'straight',
  'suitedStraight',
  'uniqueStraight',
  'aceOfSpadesKingOfHearts',
] as const;

/** One of the eleven set types of the rule text. */
export type SetKind = (typeof SET_KINDS)[number];

/** A set on a field: its cards, what the King of Hearts stands for, and attached K♣/K♦ markers. */
export interface FieldSet {
  /** Identifier, unique in the game: actions name sets by it. */
  id: number;
  /** The best type the cards fit. */
  kind: SetKind;
  /** The cards of the set (the King of Hearts among them when used). */
  cards: Card[];
  /** The card the King of Hearts stands for (rank 2–10 and suit, e.g. `7D`), or `null`. */
  wild: Card | null;
  /** Attached King of Clubs / King of Diamonds, which score with the set and travel with it. */
  markers: Card[];
}

/** A Ace of Clubs answer: cancel the set, or let it land. */
export type CounterAnswer = 'counter' | 'decline';

/** A set (or a K♠ extension) put down and waiting for the counter window to close. */
export interface PendingSet {
  /** Who played it. */
  seat: Seat;
  /** The cards put down (for an extension: the added cards only). */
  cards: Card[];
  /** What a King of Hearts among the cards stands for. */
  wild: Card | null;
  /** The type the set will have once it lands. */
  kind: SetKind;
  /** The id of the set a K♠ extends, or `null` for a new set. */
  extends: number | null;
  /** The seats asked, in seat order. */
  asked: Seat[];
  /** Each seat's answer so far (`null`: not asked, or not answered yet). Hidden from other seats. */
  answers: (CounterAnswer | null)[];
}

/** The Queen of Hearts exchange in progress. */
export interface Exchange {
  /** The two named players. */
  seats: [Seat, Seat];
  /** The card each has picked so far (hidden from the other until both have). */
  picks: [Card | null, Card | null];
  /** The phase play returns to. */
  resume: 'main' | 'postDraw';
}

/** The Ace of Hearts search in progress. */
export interface Search {
  /** The searching player, who sees the library while it lasts. */
  seat: Seat;
  /** The phase play returns to. */
  resume: 'main' | 'postDraw';
}

/** Where a drawn card came from. */
export type DrawSource = 'library' | 'libraryBottom' | 'libraryRandom' | 'stable';

/** Something that happened during the last action, for a UI to animate. */
export type SixCardParadeEvent =
  | { type: 'dealt'; dealer: Seat; firstPlayer: Seat }
  | { type: 'turnStarted'; seat: Seat; finalTurn: boolean }
  | { type: 'firstDrawSkipped'; seat: Seat }
  /**
   * `cards` is `null` for viewers who may not see them (library cards drawn by someone else); of
   * several stable cards drawn by someone else, it holds only the top one (S4), unless the
   * `stableShowsAll` option shows the whole stable.
   */
  | { type: 'drew'; seat: Seat; from: DrawSource; count: number; cards: Card[] | null }
  | { type: 'setPlayed'; seat: Seat; cards: Card[]; wild: Card | null; kind: SetKind; extends: number | null }
  | { type: 'counterAnswered'; seat: Seat }
  | { type: 'countered'; seat: Seat; by: Seat; cards: Card[] }
  | { type: 'setLanded'; seat: Seat; set: number; kind: SetKind }
  | { type: 'royalPlayed'; seat: Seat; card: Card }
  | { type: 'setStolen'; seat: Seat; from: Seat; set: number }
  | { type: 'markerAttached'; seat: Seat; card: Card; owner: Seat; set: number }
  | { type: 'retrieved'; seat: Seat; card: Card }
  | { type: 'searched'; seat: Seat; card: Card | null }
  | { type: 'libraryShuffled' }
  | { type: 'exchangePicked'; seat: Seat }
  /** `gave[i]` is what `seats[i]` handed over; `null` for viewers outside the exchange. */
  | {
      type: 'cardsExchanged';
      royal: Card;
      seats: [Seat, Seat];
      counts: [number, number];
      gave: [Card[], Card[]] | null;
    }
  | { type: 'doneWithSets'; seat: Seat }
  | { type: 'discarded'; seat: Seat; card: Card }
  | { type: 'endPhaseStarted'; seat: Seat; finalTurns: number; stalled: boolean }
  | { type: 'gameOver'; winners: Seat[]; points: number[] };

/** The complete state of a Six Card Parade game: plain JSON. */
export interface SixCardParadeState {
  /** Where the game stands. */
  phase: SixCardParadePhase;
  /** The game's random generator. */
  rng: RngState;
  /** Number of players, 2–4. */
  players: number;
  /** The rule options in force. */
  options: SixCardParadeOptions;
  /** The dealer of this deal (kept so hosts can run a series, S3). */
  dealer: Seat;
  /** Whose turn it is. */
  turn: Seat;
  /**
   * The part of the turn the active player is in: the phase, except while a
   * sub-step (counter window, exchange, search) runs, when it is the part play
   * returns to. Kept apart from the phase so a stored state can be checked.
   */
  stage: TurnStage;
  /** Turns started so far, from 1. */
  turnNumber: number;
  /** Each seat's hand. */
  hands: Card[][];
  /** The face-down library; index 0 is the top card. */
  library: Card[];
  /** The face-up stable (the turn's discard pile); the last card is the top. */
  stable: Card[];
  /** The face-up discard pile (cancelled sets, spent Royals); the last card is the newest. */
  discardPile: Card[];
  /** Spent Royals removed from the game (S12 option `removed`); face up. */
  removed: Card[];
  /** Each seat's field of sets. */
  fields: FieldSet[][];
  /** The id the next set will get. */
  nextSetId: number;
  /** The set waiting in the counter window. */
  pending: PendingSet | null;
  /** The Queen of Hearts exchange in progress. */
  exchange: Exchange | null;
  /** The Ace of Hearts search in progress. */
  search: Search | null;
  /** The card taken from the stable at this turn's First Draw (S7), or `null`. */
  stableDraw: Card | null;
  /** Cards discarded this turn. */
  discards: number;
  /** Final turns still to start once the end phase has begun; `null` before it. */
  finalTurnsLeft: number | null;
  /** Library size and cards on fields when this turn started (for the stall guard, S31). */
  turnStart: { library: number; fieldCards: number };
  /** Turns in a row in which the library did not shrink and nothing reached a field (S31). */
  stallTurns: number;
  /** The winners, once the game is over. */
  winners: Seat[];
  /** What happened during the last action. */
  events: SixCardParadeEvent[];
}

/** A card code a King of Hearts may stand for: rank 2–10 and a suit. */
export const wildSchema = cardSchema.check(
  z.refine((c) => /^[2-9T][SHDC]$/.test(c), 'the King of Hearts stands for a 2–10'),
);

/** The highest set id an action may name. */
export const MAX_SET_ID = 10_000;

/**
 * A set's id, as actions name it: bounded like every number of an action. The state schema holds
 * set ids to the same bound, so a restored state's sets can all be named by a valid action.
 */
export const setIdSchema = z.int().check(z.minimum(0), z.maximum(MAX_SET_ID));

const setCards = z.array(cardSchema).check(z.minLength(1), z.maxLength(9));

// The schema as built, with its full zod/mini type: the types below are read from it.
const sixCardParadeActionSchemaMini = z.discriminatedUnion('type', [
  /** The First Draw: the top card of the library or of the stable. */
  strictObject({ type: z.literal('firstDraw'), seat: seatSchema, from: z.enum(['library', 'stable']) }),
  /** Put a set down from hand; `wild` is what a King of Hearts among the cards stands for (may be left out without one). */
  strictObject({
    type: z.literal('playSet'),
    seat: seatSchema,
    cards: setCards,
    wild: z._default(z.nullable(wildSchema), null),
  }),
  /** King of Spades: add cards from hand to a set. */
  strictObject({
    type: z.literal('extendSet'),
    seat: seatSchema,
    set: setIdSchema,
    cards: setCards,
    wild: z._default(z.nullable(wildSchema), null),
  }),
  /** Play a Royal that takes no target (Jacks, A♥), or any Royal whose effect cannot happen (S13). */
  strictObject({ type: z.literal('playRoyal'), seat: seatSchema, card: cardSchema }),
  /** Ace of Spades: steal a set from an opponent's field. */
  strictObject({ type: z.literal('stealSet'), seat: seatSchema, set: setIdSchema }),
  /** Ace of Diamonds: take a card from the discard pile. */
  strictObject({ type: z.literal('retrieveCard'), seat: seatSchema, card: cardSchema }),
  /** King of Clubs or Diamonds: attach it to a set. */
  strictObject({
    type: z.literal('attachMarker'),
    seat: seatSchema,
    card: z.enum(['KC', 'KD']),
    set: setIdSchema,
  }),
  /** Queen of Spades, Hearts or Diamonds: name two players. */
  strictObject({
    type: z.literal('namePlayers'),
    seat: seatSchema,
    card: z.enum(['QS', 'QH', 'QD']),
    players: z.tuple([seatSchema, seatSchema]),
  }),
  /** Queen of Clubs: give a card (`null` with an empty hand) to another player. */
  strictObject({ type: z.literal('giveCard'), seat: seatSchema, to: seatSchema, card: z.nullable(cardSchema) }),
  /** Ace of Hearts search: take this card from the library. */
  strictObject({ type: z.literal('takeFromLibrary'), seat: seatSchema, card: cardSchema }),
  /** Queen of Hearts exchange: this seat's pick. */
  strictObject({ type: z.literal('exchangePick'), seat: seatSchema, card: cardSchema }),
  /** Ace of Clubs counter window: cancel the set with the Ace of Clubs. */
  strictObject({ type: z.literal('counter'), seat: seatSchema }),
  /** Ace of Clubs counter window: let the set land. */
  strictObject({ type: z.literal('decline'), seat: seatSchema }),
  /** End the set part of the turn: Draw to Seven follows. */
  strictObject({ type: z.literal('doneWithSets'), seat: seatSchema }),
  /** Discard to Six: put a card on the stable. */
  strictObject({ type: z.literal('discard'), seat: seatSchema, card: cardSchema }),
  /** End the turn without a discard (empty hand, or `downToSix` at six or fewer, S11). */
  strictObject({ type: z.literal('endTurn'), seat: seatSchema }),
]);

/**
 * Every Six Card Parade action.
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(sixCardParadeActionSchema, input)`.
 */
export const sixCardParadeActionSchema: z.core.$ZodType<
  SixCardParadeAction,
  z.input<typeof sixCardParadeActionSchemaMini>
> = sixCardParadeActionSchemaMini;

/** A Six Card Parade action, as `legalMoves` lists it and `validate` returns it (`wild` always present). */
export type SixCardParadeAction = z.output<typeof sixCardParadeActionSchemaMini>;

/**
 * A Six Card Parade action as a caller may write it: a set with no King of Hearts may leave
 * `wild` out (`validate` and `apply` read it as `null`).
 */
export type SixCardParadeActionInput = z.input<typeof sixCardParadeActionSchemaMini>;

/** The seat after `seat` in play order. */
export function nextSeat(state: Pick<SixCardParadeState, 'players'>, seat: Seat): Seat {
  return (seat + 1) % state.players;
}
