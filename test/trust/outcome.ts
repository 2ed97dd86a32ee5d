/**
 * What a call does with hostile input, as one string to compare: `accepted`,
 * the `RuleError`'s code, or `crash: …` for anything else it throws.
 */
import { isRuleError } from '../../src/index.js';

/** The outcome of `f`: `accepted`, a `RuleError` code, or `crash: <error>`. */
export function outcome(f: () => unknown): string {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return isRuleError(e) ? e.code : `crash: ${String(e)}`;
  }
}
