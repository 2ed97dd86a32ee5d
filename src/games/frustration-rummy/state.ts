/**
 * The Frustration Rummy state, its phases, actions and events.
 *
 * The rule book's system steps (the deal, the reshuffle of the discard pile,
 * the end of a round, the dealer moving left) happen inside the action that
 * triggers them, so a state always waits on the active player:
 * `draw` (take one card), `play` (meld, lay off, discard), `layingDown` (a
 * contract is half on the table and its remaining melds must follow, R12), or
 * `over`.
 */
import * as z from 'zod/mini';
import { type Card, RANKS, type Rank, SUITS, type Suit } from '../../core/cards.js';
import type { CommonErrorCode, RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import type { RngState } from '../../core/rng.js';
import { cardSchema, seatSchema, strictObject } from '../../core/zodParts.js';
import type { RummyOptions } from './options.js';

/** Where a game stands: the active player draws, plays, or is finishing a contract lay-down. */
export type RummyPhase = 'draw' | 'play' | 'layingDown' | 'over';

/** The kinds of meld: same-suit (or the mixed run of 13) runs, sets, the pairs of 7 Pairs, the six wilds of contract 13. */
export type MeldKind = 'run' | 'set' | 'pair' | 'wilds';

/** A meld on the table. Table melds belong to players who laid down this round. */
export interface Meld {
  /** The seat that put it down. */
  owner: Seat;
  /** What kind of meld it is. */
  kind: MeldKind;
  /** Its cards; a run's from low to high, so each wild's slot is explicit. */
  cards: Card[];
  /** A set's or pair's rank; `null` for an all-Joker set and for runs and wilds. */
  rank: Rank | null;
  /** A run's suit; `null` for the mixed-suit run of 13 and for other kinds. */
  suit: Suit | null;
  /** A run's first slot: 1 is the low ace, 2–13 the ranks 2–K, 14 the high ace; 0 for other kinds. */
  low: number;
  /** True when it is one of its owner's contract melds (false for extra melds). */
  contract: boolean;
  /** R14 option: lay-offs onto this run must be natural. */
  pure: boolean;
}

/** How a round ended. */
export interface RoundResult {
  /** The round number. */
  round: number;
  /** Who went out, or `null` when the pack ran out (R28) or the safety cap stopped play (R30). */
  wentOut: Seat | null;
  /** Why it ended. */
  reason: 'wentOut' | 'packExhausted' | 'turnCap';
  /** The seats that completed their contract this round. */
  laidDown: Seat[];
  /** The seats that moved up a contract. */
  advanced: Seat[];
}

/** Something that happened during the last action, for a UI to animate. */
export type RummyEvent =
  | { type: 'dealt'; round: number; dealer: Seat; upcard: Card }
  /** `card` is `null` in other seats' views when it came from the face-down stock. */
  | { type: 'drew'; seat: Seat; from: 'stock' | 'discard'; card: Card | null }
  | { type: 'reshuffled'; cards: number }
  | { type: 'melded'; seat: Seat; meld: number; kind: MeldKind; cards: Card[]; contract: boolean }
  | { type: 'laidDown'; seat: Seat; contract: number }
  | { type: 'laidOff'; seat: Seat; card: Card; meld: number; end: 'low' | 'high' | null }
  | { type: 'swappedWild'; seat: Seat; card: Card; meld: number; wild: Card }
  | { type: 'discarded'; seat: Seat; card: Card }
  /** R29 option; `penalty` (the stock card taken with it) is `null` in other seats' views. */
  | { type: 'bought'; seat: Seat; card: Card; penalty: Card | null }
  | { type: 'wentOut'; seat: Seat }
  | { type: 'packExhausted' }
  | { type: 'roundEnded'; result: RoundResult; contracts: number[] }
  | { type: 'gameOver'; winners: Seat[] };

/** The complete state of a game: plain JSON. */
export interface RummyState {
  /** Where the game stands. */
  phase: RummyPhase;
  /** The game's random generator. */
  rng: RngState;
  /** Number of players, 2–6. */
  players: number;
  /** The rule options in force. */
  options: RummyOptions;
  /** Round number, from 1. */
  round: number;
  /** This round's dealer. */
  dealer: Seat;
  /** The active player. */
  toAct: Seat;
  /** Contracts completed per seat (the peg); each seat's current contract is this plus one. */
  completed: number[];
  /** Each seat's hand. */
  hands: Card[][];
  /** The face-down stock; its top (the next card drawn) is the last element. */
  stock: Card[];
  /** The face-up discard pile; its top is the last element. */
  discard: Card[];
  /** The melds on the table, in the order they were put down (a lay-off names one by index). */
  melds: Meld[];
  /** Per seat: has it completed its contract this round. */
  laidDown: boolean[];
  /** The upcard the active player took this turn, or `null` (R21 option). */
  takenUpcard: Card | null;
  /** R29 option: the top discard was just discarded and may still be bought before the draw. */
  buyable: boolean;
  /** R29 option: per seat, how many times it has bought this round (at most `maxBuysPerRound`). */
  buys: number[];
  /** Turns started since the last round in which someone moved up (R30 safety cap). */
  turnsWithoutProgress: number;
  /** The finished rounds. */
  history: RoundResult[];
  /** The winners, once the game is over (empty after a capped draw). */
  winners: Seat[];
  /** What happened during the last action. */
  events: RummyEvent[];
}

const rankSchema = z.enum(RANKS);
const endSchema = z.enum(['low', 'high']);

// The schema as built, with its full zod/mini type: the types below are read from it.
const rummyActionSchemaMini = z.discriminatedUnion('type', [
  /** Take the top card of the stock or of the discard pile. */
  strictObject({ type: z.literal('draw'), seat: seatSchema, from: z.enum(['stock', 'discard']) }),
  /**
   * Put down one meld: a contract meld at its minimum size, or (once laid down)
   * an extra set of 3 or run of 4. A run lists its cards low to high; `low` names
   * the rank of its first slot (`A` = ace low), needed only for a run of 2s, 3s
   * and Jokers alone; `rank` names a set's rank, needed only when its cards are
   * 2s and 3s together (with or without Jokers), which leave it open.
   */
  strictObject({
    type: z.literal('meld'),
    seat: seatSchema,
    kind: z.enum(['run', 'set', 'pair', 'wilds']),
    cards: z.array(cardSchema).check(z.minLength(1), z.maxLength(14)),
    rank: z.optional(rankSchema),
    low: z.optional(rankSchema),
  }),
  /** Add one card to a meld on the table; `end` says which end of a run. */
  strictObject({
    type: z.literal('layOff'),
    seat: seatSchema,
    card: cardSchema,
    meld: z.int().check(z.minimum(0), z.maximum(200)),
    end: z.optional(endSchema),
  }),
  /** R19 option: put the natural card a wild stands for in its place and take the wild. */
  strictObject({
    type: z.literal('swapWild'),
    seat: seatSchema,
    card: cardSchema,
    meld: z.int().check(z.minimum(0), z.maximum(200)),
    index: z.int().check(z.minimum(0), z.maximum(13)),
  }),
  /**
   * R29 option: buy the top discard out of turn, with a penalty card from the stock.
   * `card` names the upcard bought (by kind; a copy suffix is ignored), so a buy
   * meant for one discard cannot buy the next.
   */
  strictObject({ type: z.literal('buy'), seat: seatSchema, card: cardSchema }),
  /** End the turn by discarding one card. */
  strictObject({ type: z.literal('discard'), seat: seatSchema, card: cardSchema }),
]);

/**
 * Every Frustration Rummy action (see the rules page, last section).
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(rummyActionSchema, input)`.
 */
export const rummyActionSchema: z.core.$ZodType<
  RummyAction,
  z.input<typeof rummyActionSchemaMini>
> = rummyActionSchemaMini;

/** A Frustration Rummy action. */
export type RummyAction = z.output<typeof rummyActionSchemaMini>;
/** The meld action. */
export type MeldAction = Extract<RummyAction, { type: 'meld' }>;

/** The seat to the left of `seat` (the next in play order). */
export function leftOf(state: Pick<RummyState, 'players'>, seat: Seat): Seat {
  return (seat + 1) % state.players;
}

/** Each suit, for iteration. */
export const SUIT_LIST: readonly Suit[] = SUITS;

/** Error codes of Frustration Rummy besides the shared ones. */
export type RummyErrorCode =
  | 'CARD_NOT_IN_HAND'
  | 'DUPLICATE_CARD'
  | 'STOCK_EMPTY'
  | 'DISCARD_EMPTY'
  | 'NOT_A_MELD'
  | 'OPEN_MELD'
  | 'TOO_MANY_WILDS'
  | 'WILD_NOT_ALLOWED'
  | 'RUN_TOO_LONG'
  | 'WRONG_MELD_SIZE'
  | 'NOT_IN_CONTRACT'
  | 'SETS_SAME_RANK'
  | 'CONTRACT_UNREACHABLE'
  | 'FINISH_CONTRACT'
  | 'NOT_LAID_DOWN'
  | 'NO_SUCH_MELD'
  | 'MELD_CLOSED'
  | 'END_REQUIRED'
  | 'MUST_KEEP_DISCARD'
  | 'UPCARD_DISCARD'
  | 'SWAP_NOT_ALLOWED'
  | 'NOT_A_WILD'
  | 'BUY_LIMIT_REACHED'
  | 'WRONG_UPCARD';

/** An error a Frustration Rummy rule check gives: one of the game's codes or a shared one. */
export type RummyRuleError = RuleError<RummyErrorCode | CommonErrorCode>;
