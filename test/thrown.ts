/**
 * What a call throws, for tests that check refusals: the `RuleError`'s code, another error
 * named as such (so a test comparing codes fails on a crash, loudly), or `'no error'`.
 */
import { isRuleError } from '../src/core/errors.js';

/** The code of the `RuleError` that `f` throws, `not a RuleError: …` for another error, else `'no error'`. */
export function thrownCode(f: () => unknown): string {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return 'no error';
}
