/**
 * The one error type every public function throws or returns for bad input.
 */

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
  | 'BAD_SIGNATURE'
  | 'BAD_KEY'
  | 'BAD_SELECTION'
  | 'STALE'
  | 'RULES_CHANGED'
  | 'NEWER_ENGINE';

/**
 * A rule was broken, or the input was not understood. `code` is a string
 * literal a program can switch on; `message` names the rule for a person;
 * `details` carries extra data such as zod issues for malformed input.
 *
 * @example
 * try { game.apply(state, action) } catch (e) {
 *   if (e instanceof RuleError && e.code === 'NOT_YOUR_TURN') showWait()
 * }
 */
export class RuleError<Code extends string = string> extends Error {
  /** The machine-readable reason: a shared code or one of the game's own. */
  readonly code: Code;
  /** Extra data about the failure, e.g. the zod issues of a malformed action. */
  readonly details: unknown;

  constructor(code: Code, message: string, details?: unknown) {
    super(message);
    this.name = 'RuleError';
    this.code = code;
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
