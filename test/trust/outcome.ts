/**
 * Helpers of the hostile-input tests: what a call does with hostile input, as
 * one string to compare, and a value that cannot be read at all.
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

/** A value every read of which throws: a property, or the list of its keys. */
export const unreadable: object = new Proxy(
  {},
  {
    get() {
      throw new Error('boom');
    },
    ownKeys() {
      throw new Error('boom');
    },
  },
);
