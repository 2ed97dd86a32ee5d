/**
 * Parcellus rule options. Each default is the decision in the rules page
 * (`P3`, `P10`…); the other values are supported and tested.
 */
import * as z from 'zod/mini';
import { strictObject } from '../../core/zodParts.js';

// The schema as built, with its full zod/mini type: the types below are read from it.
const parcellusOptionsSchemaMini = strictObject({
  /** P3: `alternate` passes left in odd rounds and right in even ones; `alwaysLeft` never flips. */
  passDirection: z._default(z.enum(['alternate', 'alwaysLeft']), 'alternate'),
  /** P10: who takes a turned-up card that nobody plays on: the turner, or nobody (it is set aside). */
  unplayedTurnUpGoesTo: z._default(z.enum(['turner', 'nobody']), 'turner'),
  /** P10: after such a lone card, the capturer turns up next, or the seat to its left. */
  nextTurnerAfterLoneCard: z._default(z.enum(['capturer', 'leftOfCapturer']), 'capturer'),
  /** P12: when the dummy is used up and hands still hold cards: lead from hand, or end the round. */
  dummyExhausted: z._default(z.enum(['leadFromHand', 'endRound']), 'leadFromHand'),
  /**
   * P13: dummy cards left when every hand is empty: unscored, or each turned up as a lone card
   * that goes where P10 sends one (to the turner as its own parcel; set aside under
   * `unplayedTurnUpGoesTo: 'nobody'`, which makes this value act like `unscored`).
   */
  leftoverDummy: z._default(z.enum(['unscored', 'turnerCapturesEach']), 'unscored'),
  /** P15: whether the contents of captured parcels are shown to everyone (counts always are). */
  capturedCardsPublic: z._default(z.boolean(), true),
  /** P19: check the target at the end of each round, or as soon as captured cards reach it. */
  winCheck: z._default(z.enum(['endOfRound', 'immediate']), 'endOfRound'),
  /** P20: an exact tie at the top at or above the target: play another round, or share the win. */
  tieAtTarget: z._default(z.enum(['playOn', 'shared']), 'playOn'),
  /** P21: the points that end the game. */
  targetScore: z._default(z.int().check(z.minimum(1), z.maximum(1000)), 30),
  /**
   * P23, an interface setting: interfaces may pass at once for their player whenever its only
   * legal move is the pass. The engine still asks that seat (its `legalMoves` is then just the
   * pass), since a pass the engine made on its own would show the table that the seat holds no
   * card that climbs, which P23 forbids.
   */
  autoPassWhenNoLegalCard: z._default(z.boolean(), false),
});

/**
 * The options of a Parcellus game, every one with its default.
 *
 * Typed with zod's core schema type, which zod's classic and mini forms both take:
 * `z.safeParse(parcellusOptionsSchema, input)`.
 */
export const parcellusOptionsSchema: z.core.$ZodType<
  ParcellusOptions,
  z.input<typeof parcellusOptionsSchemaMini>
> = parcellusOptionsSchemaMini;

/** Parcellus options with every value filled in. */
export type ParcellusOptions = z.output<typeof parcellusOptionsSchemaMini>;
