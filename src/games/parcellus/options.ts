/**
 * Parcellus rule options. Each default is the decision in the rules page
 * (`P3`, `P10`…); the other values are supported and tested.
 */
import { z } from 'zod';

/** The options of a Parcellus game, every one with its default. */
export const parcellusOptionsSchema = z.strictObject({
  /** P3: `alternate` passes left in odd rounds and right in even ones; `alwaysLeft` never flips. */
  passDirection: z.enum(['alternate', 'alwaysLeft']).default('alternate'),
  /** P10: who takes a turned-up card that nobody plays on: the turner, or nobody (it is set aside). */
  unplayedTurnUpGoesTo: z.enum(['turner', 'nobody']).default('turner'),
  /** P10: after such a lone card, the capturer turns up next, or the seat to its left. */
  nextTurnerAfterLoneCard: z.enum(['capturer', 'leftOfCapturer']).default('capturer'),
  /** P12: when the dummy is used up and hands still hold cards: lead from hand, or end the round. */
  dummyExhausted: z.enum(['leadFromHand', 'endRound']).default('leadFromHand'),
  /**
   * P13: dummy cards left when every hand is empty: unscored, or each turned up as a lone card
   * that goes where P10 sends one (to the turner as its own parcel; set aside under
   * `unplayedTurnUpGoesTo: 'nobody'`, which makes this value act like `unscored`).
   */
  leftoverDummy: z.enum(['unscored', 'turnerCapturesEach']).default('unscored'),
  /** P15: whether the contents of captured parcels are shown to everyone (counts always are). */
  capturedCardsPublic: z.boolean().default(true),
  /** P19: check the target at the end of each round, or as soon as captured cards reach it. */
  winCheck: z.enum(['endOfRound', 'immediate']).default('endOfRound'),
  /** P20: an exact tie at the top at or above the target: play another round, or share the win. */
  tieAtTarget: z.enum(['playOn', 'shared']).default('playOn'),
  /** P21: the points that end the game. */
  targetScore: z.number().int().min(1).max(1000).default(30),
  /**
   * P23, an interface setting: interfaces may pass at once for their player whenever its only
   * legal move is the pass. The engine still asks that seat (its `legalMoves` is then just the
   * pass), since a pass the engine made on its own would show the table that the seat holds no
   * card that climbs, which P23 forbids.
   */
  autoPassWhenNoLegalCard: z.boolean().default(false),
});

/** Parcellus options with every value filled in. */
export type ParcellusOptions = z.output<typeof parcellusOptionsSchema>;
