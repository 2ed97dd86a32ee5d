/**
 * The core's error words (issue 30): the English templates of the errors a player can cause in
 * any game, found by the checks every game shares (`defineGame`: a malformed action, a seat that
 * does not exist, the game over, a seat out of turn, an undo a match refuses), and the catalogue of the errors meant for
 * developers. Each English sentence is written here once; an app translates it by its id.
 */
import { type CommonErrorCode, RuleError } from './errors.js';
import { type Catalogue, catalogueOf, type MessageName, type MessageParam, message } from './message.js';

// The table as written, so the names `coreError` takes are checked against it.
const WORDS = {
  'deckwright.error.notAnObject': 'Malformed action: an action must be an object.',
  'deckwright.error.tooManyFields': 'Malformed action: an action has at most {max} fields.',
  'deckwright.error.fieldTooLong': 'Malformed action: field "{field}" is too long.',
  'deckwright.error.fieldTooManyEntries': 'Malformed action: field "{field}" has too many entries.',
  'deckwright.error.unreadableAction': 'Malformed action: it could not be read as plain data.',
  // `issue` is the schema's own English (zod's); `path` names the field. The zod issues are the
  // error's `details`, for an app that words each kind of issue itself.
  'deckwright.error.malformedAt': 'Malformed action at "{path}": {issue}.',
  'deckwright.error.malformed': 'Malformed action: {issue}.',
  'deckwright.error.noSuchSeat': 'There is no seat {seat} in a {players}-player game.',
  'deckwright.error.gameOver': 'The game is over: no more actions are taken.',
  'deckwright.error.notYourTurn': 'Seat {seat} may not act now (phase "{phase}").',
  // A match's undo (`createMatch`), which a player asks for as a move.
  'deckwright.error.nothingToUndo': 'There is nothing to undo.',
  'deckwright.error.undoRevealed':
    'The last action revealed information (a card drawn, turned up, played or shown): it cannot be undone.',
  // A guarded match's step check: the player chose from a state that has moved on.
  'deckwright.error.stale':
    'That action was chosen at step {step} of seat {seat}, which is at step {now}: choose again from the state now.',
} as const satisfies Catalogue;

/**
 * The English catalogue of the errors the shared checks give for a move: `deckwright.error.<name>`.
 * Part of every game's presentation catalogue (through {@link deckwrightErrorWords}).
 */
export const CORE_ERROR_WORDS: Catalogue = WORDS;

/** The name of a message of {@link CORE_ERROR_WORDS}: its id without the `deckwright.error.` prefix. */
export type CoreErrorName = MessageName<typeof WORDS, 'deckwright.error.'>;

/** A {@link RuleError} of the shared checks, its text from {@link CORE_ERROR_WORDS}. */
export function coreError<Code extends CommonErrorCode>(
  code: Code,
  name: CoreErrorName,
  params: Record<string, MessageParam> = {},
): RuleError<Code> {
  return new RuleError(code, message(`deckwright.error.${name}`, params, CORE_ERROR_WORDS));
}

// The errors meant for developers: a shared code each, made from a plain string (see RuleError).
const DEVELOPER_ERROR_WORDS: Catalogue = {
  'deckwright.error.MALFORMED_ACTION': '{text}',
  'deckwright.error.NOT_YOUR_TURN': '{text}',
  'deckwright.error.WRONG_PHASE': '{text}',
  'deckwright.error.GAME_OVER': '{text}',
  'deckwright.error.ILLEGAL_MOVE': '{text}',
  'deckwright.error.BAD_SETUP': '{text}',
  'deckwright.error.BAD_RECORD': '{text}',
  'deckwright.error.BAD_STATE': '{text}',
  'deckwright.error.BAD_VIEW': '{text}',
  'deckwright.error.BAD_PAGE': '{text}',
  'deckwright.error.TOO_MANY_MOVES': '{text}',
  'deckwright.error.BAD_SIGNATURE': '{text}',
  'deckwright.error.BAD_KEY': '{text}',
  'deckwright.error.BAD_SELECTION': '{text}',
  'deckwright.error.STALE': '{text}',
  'deckwright.error.RULES_CHANGED': '{text}',
  'deckwright.error.NEWER_ENGINE': '{text}',
} satisfies Record<`deckwright.error.${CommonErrorCode}`, '{text}'>;

/**
 * The English catalogue of the core's errors. The errors a player can cause by a move in any
 * game (a malformed action, out of turn, the game over) have ids of their own
 * (`deckwright.error.notYourTurn`…) with templates to translate. The errors meant for developers
 * (a bad setup, view, state, record or page, a bad argument to the simulator or the command) are
 * the program's mistakes, not the player's: each is one id a shared code,
 * `deckwright.error.<CODE>`, whose template is the error's own English text (`'{text}'`); an app
 * translates those by `code`, if at all. Each game's presentation catalogue includes this one.
 */
export const deckwrightErrorWords: Catalogue = /* @__PURE__ */ catalogueOf(DEVELOPER_ERROR_WORDS, CORE_ERROR_WORDS);
