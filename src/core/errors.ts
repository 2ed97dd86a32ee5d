/**
 * The one error type every public function throws or returns for bad input: a code, and a
 * message an app can translate (issue 30), as the presentation's words are.
 */
import type { Message, MessageParam } from './message.js';

/** Error codes shared by every game. */
export type CommonErrorCode =
  | 'MALFORMED_ACTION'
  | 'NOT_YOUR_TURN'
  | 'WRONG_PHASE'
  | 'GAME_OVER'
  | 'ILLEGAL_MOVE'
  | 'BAD_SETUP'
  | 'BAD_RECORD'
  | 'BAD_STATE'
  | 'BAD_VIEW'
  | 'BAD_PAGE'
  | 'TOO_MANY_MOVES'
  | 'BAD_SIGNATURE'
  | 'BAD_KEY'
  | 'BAD_SELECTION'
  | 'STALE'
  | 'RULES_CHANGED'
  | 'NEWER_ENGINE';

/**
 * A rule was broken, or the input was not understood. `code` is a string
 * literal a program can switch on; `message` names the rule for a person, in
 * English; `messageId` and `params` are the same sentence as data, for an app
 * that shows it in another language (`formatMessage(e.messageId, e.params,
 * catalogue)`); `details` carries extra data such as zod issues for malformed
 * input.
 *
 * Every error a player can cause by a move has an id of its own in the game's
 * catalogue (`parcellus.error.notNextRank`, `deckwright.error.notYourTurn`…).
 * An error made from a plain string is one meant for the developer (a bad
 * setup, view, state or record): its id is `deckwright.error.<CODE>` and its
 * one parameter `text` the English sentence (see {@link deckwrightErrorWords}).
 *
 * @example
 * try { game.apply(state, action) } catch (e) {
 *   if (e instanceof RuleError && e.code === 'NOT_YOUR_TURN') showWait()
 *   if (isRuleError(e)) toast(formatMessage(e.messageId, e.params, myWords))
 * }
 */
export class RuleError<Code extends string = string> extends Error {
  /** The machine-readable reason: a shared code or one of the game's own. */
  readonly code: Code;
  /** The message's id in a catalogue: the game's own, or `deckwright.error.<CODE>` for a developer's error. */
  readonly messageId: string;
  /** The values of the message's placeholders: cards in their pretty form (`10♥`), seats as numbers. */
  readonly params: Readonly<Record<string, MessageParam>>;
  /** Extra data about the failure, e.g. the zod issues of a malformed action. */
  readonly details: unknown;

  /**
   * `message` is a {@link Message} (its `text` becomes the Error's message, its id and
   * parameters this error's), or, for an error meant for developers, the English text alone.
   */
  constructor(code: Code, message: string | Message, details?: unknown) {
    const text = typeof message === 'string' ? message : message.text;
    super(text);
    this.name = 'RuleError';
    this.code = code;
    if (typeof message === 'string') {
      this.messageId = `deckwright.error.${code}`;
      this.params = { text };
    } else {
      this.messageId = message.id;
      this.params = message.params;
    }
    this.details = details;
  }
}

/** True when `e` is a {@link RuleError}. Works across bundle copies too. */
export function isRuleError(e: unknown): e is RuleError {
  return (
    e instanceof RuleError ||
    (e instanceof Error && e.name === 'RuleError' && typeof (e as { code?: unknown }).code === 'string')
  );
}
