/**
 * The shared error codes as a record the compiler holds to exactly `CommonErrorCode`: a code
 * added to the union and not here (or here and not there) does not compile, so the tests that
 * walk every shared code cannot miss one.
 */
import type { CommonErrorCode } from '../src/core/errors.js';

/** Every shared error code, once. */
export const COMMON_CODES: Readonly<Record<CommonErrorCode, true>> = {
  MALFORMED_ACTION: true,
  NOT_YOUR_TURN: true,
  WRONG_PHASE: true,
  GAME_OVER: true,
  ILLEGAL_MOVE: true,
  BAD_SETUP: true,
  BAD_RECORD: true,
  BAD_STATE: true,
  BAD_VIEW: true,
  BAD_PAGE: true,
  TOO_MANY_MOVES: true,
  BAD_SIGNATURE: true,
  BAD_KEY: true,
  BAD_SELECTION: true,
  STALE: true,
  RULES_CHANGED: true,
  NEWER_ENGINE: true,
};
