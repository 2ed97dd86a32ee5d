/**
 * Six Card Parade rule options. Each default is the decision of the rules page
 * (`S2`, `S14`…); the other values are supported and tested.
 */
import * as z from 'zod/mini';
import { strictObject } from '../../core/zodParts.js';

// The schema as built, with its full zod/mini type: the types below are read from it.
const sixCardParadeOptionsSchemaMini = strictObject({
  /** S2: who takes the first turn: the seat after the dealer, or the dealer. */
  firstPlayer: z._default(z.enum(['afterDealer', 'dealer']), 'afterDealer'),
  /** S4: show every stable card in views (`true`) or only the top card (`false`, the default). */
  stableShowsAll: z._default(z.boolean(), false),
  /** S7: forbid discarding the card taken from the stable at the First Draw of the same turn. */
  forbidRediscardOfStableDraw: z._default(z.boolean(), false),
  /** S8: Royals may also be played after Draw to Seven, before the discard. */
  royalsAfterDrawToSeven: z._default(z.boolean(), true),
  /** S10: Draw to Seven draws from the library only, or from the stable once the library is empty. */
  drawToSevenSource: z._default(z.enum(['library', 'libraryThenStable']), 'library'),
  /**
   * S11: discard exactly one card, or discard one at a time until the hand holds at most six
   * (with six or fewer after Draw to Seven, `downToSix` discards nothing and the turn ends).
   */
  discardStep: z._default(z.enum(['exactlyOne', 'downToSix']), 'exactlyOne'),
  /**
   * S12: spent Royals go to the discard pile, or are removed from the game (a public pile). The
   * A♣ that counters a set is a spent Royal too: under `removed` it leaves the game and only the
   * cancelled set goes to the discard pile (S19 names the pile for the default).
   */
  spentRoyalsTo: z._default(z.enum(['discardPile', 'removed']), 'discardPile'),
  /** S13: a Royal whose effect cannot happen may still be played (it does as much as it can). */
  allowNoEffectRoyals: z._default(z.boolean(), true),
  /** S14: the fewest cards in a Straight or Suited Straight; the Unique Straight keeps its own length. */
  minStraightLength: z._default(
    z.union([z.literal(3), z.literal(4), z.literal(5)], { error: 'expected 3, 4 or 5' }),
    4,
  ),
  /** S16: "unique" means exactly one card of each suit, or all four suits present. */
  uniqueRule: z._default(z.enum(['exactlyOnePerSuit', 'allSuitsPresent']), 'exactlyOnePerSuit'),
  /** S17: the pairs of a Two Pair or 3 Pair must be of different ranks. */
  pairsMustDiffer: z._default(z.boolean(), true),
  /** S18: a King of Spades extension may change what a King of Hearts already in the set stands for. */
  khMayRedeclareOnExtend: z._default(z.boolean(), false),
  /** S19: the Ace of Clubs may also cancel the cards added by a King of Spades. */
  aceOfClubsVsExtensions: z._default(z.boolean(), false),
  /** S20: ask every opponent in the counter window (`true`), or only the holder of the Ace of Clubs. */
  counterPromptAllOpponents: z._default(z.boolean(), true),
  /** S22: shuffle the library after an Ace of Hearts search. */
  shuffleAfterSearch: z._default(z.boolean(), true),
  /** S23: the King of Spades extends only the player's own sets, or any set. */
  kingOfSpadesTarget: z._default(z.enum(['own', 'any']), 'own'),
  /** S24: how half points are kept: exact halves, or rounded down or up. */
  halfPointRounding: z._default(z.enum(['none', 'floor', 'ceil']), 'none'),
  /** S25: the Q♠, Q♥ and Q♦ name any two players, or the acting player and one other. */
  queenTargets: z._default(z.enum(['anyTwo', 'selfAndOne']), 'anyTwo'),
  /** S26: the Q♣ target's random card may be the card it was just given. */
  queenOfClubsMayReturnGiven: z._default(z.boolean(), false),
  /** S26: in the Q♥ exchange each player picks a card of their own to give, or one of the other's to take. */
  queenOfHeartsMode: z._default(z.enum(['giveOwnChoice', 'takeFromOther']), 'giveOwnChoice'),
  /** S27: after the library empties, every player takes a final turn, or everyone but the trigger player. */
  finalTurns: z._default(z.enum(['allPlayers', 'othersOnly']), 'allPlayers'),
  /** S30: a tie for most points is shared, or broken by most sets, or by the highest single set. */
  tieBreak: z._default(z.enum(['shared', 'mostSets', 'highestSingleSet']), 'shared'),
  /**
   * S31: after this many full rounds in which the library did not shrink and no
   * card reached a field, the end phase starts as if the library had emptied.
   * `null` (the default) plays faithfully, with no limit.
   */
  stallRoundsLimit: z._default(z.nullable(z.int().check(z.minimum(1), z.maximum(1000))), null),
});

/**
 * The options of a Six Card Parade game, every one with its default.
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(sixCardParadeOptionsSchema, input)`.
 */
export const sixCardParadeOptionsSchema: z.core.$ZodType<
  SixCardParadeOptions,
  z.input<typeof sixCardParadeOptionsSchemaMini>
> = sixCardParadeOptionsSchemaMini;

/** Six Card Parade options with every value filled in. */
export type SixCardParadeOptions = z.output<typeof sixCardParadeOptionsSchemaMini>;
