/**
 * A bound on the size of a caller's value before a walk that follows every
 * path through it (a JSON text, a canonical key). A value whose parts are
 * shared (forty nested arrays, each holding the next one twice) is small in
 * memory but 2^40 values to such a walk, which would run for days.
 */

/** What {@link holdsMoreThan} may still read (a module variable, not a closure made per call). */
let valuesLeft = 0;

/**
 * True when `value` holds more than `limit` values, counted along every path
 * (a shared part once per path that reaches it). Reads each value at most
 * once per path and stops at the bound; a getter that throws is let through.
 * A value with a `toJSON` method counts as over the bound: a JSON text or key
 * of it is made from whatever that method returns, which this walk never sees.
 */
export function holdsMoreThan(value: unknown, limit: number): boolean {
  valuesLeft = limit;
  return overBound(value);
}

function overBound(v: unknown): boolean {
  if (--valuesLeft < 0) return true;
  if (v === null || typeof v !== 'object') return false;
  // JSON.stringify writes what toJSON returns (a Date's text, or a shared tree of any size).
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return true;
  if (Array.isArray(v)) {
    for (let i = 0; i < v.length; i++) if (overBound(v[i])) return true;
    return false;
  }
  for (const k of Object.keys(v)) if (overBound((v as Record<string, unknown>)[k])) return true;
  return false;
}
