/**
 * The words of the Parcellus rule errors (issue 30): each refusal of a move, by the rule it
 * breaks — the phase (P3, P4, P12), the blind pass (P3), the climb on the parcel (P5–P7) and the
 * lead from hand (P12) — as an id with parameters and its English template, written here once.
 * The rule checks make their errors with {@link parcellusError}; the presentation catalogue
 * (`parcellusWords`) includes this table, so an app translates them as it does the labels.
 */
import { RuleError } from '../../core/errors.js';
import { type Catalogue, type MessageName, type MessageParam, message } from '../../core/message.js';
import type { ParcellusRuleError } from './state.js';

// The table as written, so the names the helper takes are checked against it.
const WORDS = {
  'parcellus.error.wrongPhase': '"{action}" is not an action of the {phase} phase: {phase|parcellus.error.phaseHint.}.',
  'parcellus.error.phaseHint.pass': 'first every player passes three cards',
  'parcellus.error.phaseHint.lead': 'the dummy is used up, so a card is led from hand',
  'parcellus.error.phaseHint.act': 'play the next card on the parcel or pass',
  'parcellus.error.passNotDistinct': 'The pass is three different cards.',
  'parcellus.error.passNotInHand': 'You can only pass cards from your own hand; {card} is not in it.',
  'parcellus.error.notInHand': '{card} is not in your hand.',
  'parcellus.error.notNextRank':
    'Only the next rank up may be played: on {top} that is a {rank} (9-10-J-Q-K-A-9), not {card}.',
  'parcellus.error.wrongColour':
    'The card played must be the same colour as the parcel: {card} is not {colour|parcellus.error.colour.}.',
  'parcellus.error.colour.red': 'red',
  'parcellus.error.colour.black': 'black',
} as const satisfies Catalogue;

/** The English catalogue of the Parcellus rule errors: `parcellus.error.<name>`. */
export const PARCELLUS_ERROR_WORDS: Catalogue = WORDS;

/** The name of a message of {@link PARCELLUS_ERROR_WORDS}: its id without the `parcellus.error.` prefix. */
export type ParcellusErrorName = MessageName<typeof WORDS, 'parcellus.error.'>;

/**
 * The Parcellus rule error `code` named `parcellus.error.<name>`, its English text from
 * {@link PARCELLUS_ERROR_WORDS}. Cards in `params` are in their pretty form (`10♥`).
 */
export function parcellusError(
  code: ParcellusRuleError['code'],
  name: ParcellusErrorName,
  params: Record<string, MessageParam> = {},
): ParcellusRuleError {
  return new RuleError(code, message(`parcellus.error.${name}`, params, PARCELLUS_ERROR_WORDS));
}
