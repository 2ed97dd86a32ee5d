/**
 * Frustration Rummy rule options. Each default is the decision of the rules
 * page (`R1`, `R7`…); the other values are supported and tested.
 */
import * as z from 'zod/mini';
import { strictObject } from '../../core/zodParts.js';

/** The most buys a round the `maxBuysPerRound` option allows (R29): hands of at most 34 cards. */
export const MAX_BUYS_PER_ROUND = 10;

// The schema as built, with its full zod/mini type: the types below are read from it.
const rummyOptionsSchemaMini = strictObject({
  /** R1: how many 52-card decks are shuffled together (2, or 3 for big tables). */
  decks: z._default(z.union([z.literal(2), z.literal(3)], { error: 'expected 2 or 3' }), 2),
  /** R2: Jokers added per deck (2 gives the 108-card pack). */
  jokersPerDeck: z._default(z.int().check(z.minimum(0), z.maximum(2)), 2),
  /** R3: sets need natural cards of one suit (not recommended: it makes contract 11 nearly impossible). */
  setsRequireSameSuit: z._default(z.boolean(), false),
  /** R5: runs may wrap round the ace (K-A-2); off by default. */
  allowWrap: z._default(z.boolean(), false),
  /** R6: a 2 or 3 in its own slot and suit of a run is natural; `false` makes 2s and 3s always wild in runs. */
  naturalTwosThreesInRuns: z._default(z.boolean(), true),
  /** R7: 2s and 3s are natural in a set of their own rank (`matchingRank`), or only in a set made entirely of them. */
  naturalTwosThreesInSets: z._default(z.enum(['matchingRank', 'onlyAllSame']), 'matchingRank'),
  /** R8: wilds may equal naturals in a meld (`notMoreThanNatural`), or must be fewer (`lessThanHalf`). */
  wildRatio: z._default(z.enum(['notMoreThanNatural', 'lessThanHalf']), 'notMoreThanNatural'),
  /** R11: the sets of one contract must all be of different ranks. */
  contractSetsDistinctRanks: z._default(z.boolean(), false),
  /** R13: one wild per pair in 7 Pairs (`ratio`), or no wild cards at all (`none`). */
  sevenPairsWild: z._default(z.enum(['ratio', 'none']), 'ratio'),
  /** R14: the contract-5 run stays free of wilds after it is laid down (lay-offs onto it must be natural). */
  noWildRunStaysPure: z._default(z.boolean(), false),
  /** R16: the contract-13 meld of six wild cards is closed; `false` lets further wild cards be laid off on it. */
  sixWildsMeldClosed: z._default(z.boolean(), true),
  /** R19: a laid-down player may swap the natural card a wild stands for into a meld and take the wild. */
  allowWildSwap: z._default(z.boolean(), false),
  /** R21: the upcard taken this turn may not be discarded again (unless it is the last card in hand). */
  forbidDiscardOfTakenUpcard: z._default(z.boolean(), false),
  /** R26: win by going out on contract 14 (`goOutOnLast`) or by laying contract 14 down (`completeLast`). */
  winCondition: z._default(z.enum(['goOutOnLast', 'completeLast']), 'goOutOnLast'),
  /** R27: no points are scored; progress is the contract (the peg). The only value. */
  scoring: z._default(z.enum(['none']), 'none'),
  /** R28: what happens when the stock is empty and the discard pile is only its top card. */
  packExhausted: z._default(
    z.enum(['endRoundAdvanceLaidDown', 'endRoundNoAdvance', 'mustTakeDiscard']),
    'endRoundAdvanceLaidDown',
  ),
  /**
   * R29: out-of-turn claims of the discard ("May I"). When on, after each discard
   * and before the next player draws, another player (not laid down, not on
   * 7 Pairs) may buy the discard, taking the top stock card with it as a penalty.
   */
  allowBuying: z._default(z.boolean(), false),
  /**
   * R29: with `allowBuying`, how many times each player may buy in one round, so a
   * hand never holds more than 14 + 2 × this many cards. 0–10, default 3.
   */
  maxBuysPerRound: z._default(z.int().check(z.minimum(0), z.maximum(MAX_BUYS_PER_ROUND)), 3),
  /**
   * R30: engine safety cap for bots and tests: when this many turns pass with no
   * player moving up a contract, the game stops and the players with the most
   * contracts completed share the win. `null`: no cap, as the rules have none.
   */
  maxTurnsPerRound: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(1_000_000))), null),
});

/**
 * The options of a Frustration Rummy game, every one with its default.
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(rummyOptionsSchema, input)`.
 */
export const rummyOptionsSchema: z.core.$ZodType<
  RummyOptions,
  z.input<typeof rummyOptionsSchemaMini>
> = rummyOptionsSchemaMini;

/** Frustration Rummy options with every value filled in. */
export type RummyOptions = z.output<typeof rummyOptionsSchemaMini>;
