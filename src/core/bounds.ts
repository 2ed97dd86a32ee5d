/**
 * A bounded, single-read copy of a caller's value before a walk that follows
 * every path through it (a JSON text, a canonical key). A value whose parts
 * are shared (forty nested arrays, each holding the next one twice) is small
 * in memory but 2^40 values to such a walk, which would run for days; and a
 * getter or proxy may answer differently each time it is read, so a bound
 * checked on one read says nothing of the next. The walks therefore read only
 * the copy.
 */

/** What {@link plainCopyWithin} gives for a value over its bound (or with a `toJSON` method). */
export const TOO_LARGE: unique symbol = Symbol('too large');

/** What {@link plainCopyWithin} may still read (a module variable, not a closure made per call). */
let valuesLeft = 0;

/**
 * A copy of `value` made of plain arrays and objects, each property read once,
 * or {@link TOO_LARGE} when it holds more than `limit` values counted along
 * every path (a shared part once per path that reaches it; a cycle is over any
 * bound). Leaves (strings, numbers, functions, BigInts…) are kept as they are,
 * so JSON text and keys of the copy are those of the value as read once. A
 * value with a `toJSON` method counts as over the bound: a JSON text of it is
 * made from whatever that method returns, which this walk never sees. What a
 * getter or proxy throws is let through.
 */
export function plainCopyWithin(value: unknown, limit: number): unknown {
  valuesLeft = limit;
  return copy(value);
}

function copy(v: unknown): unknown {
  if (--valuesLeft < 0) return TOO_LARGE;
  if (v === null || typeof v !== 'object') return v;
  // JSON.stringify writes what toJSON returns (a Date's text, or a shared tree of any size).
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return TOO_LARGE;
  if (Array.isArray(v)) {
    const n = v.length;
    // Counted before it is made: `length` alone may claim billions of holes.
    if (n > valuesLeft) return TOO_LARGE;
    const out: unknown[] = new Array(n);
    for (let i = 0; i < n; i++) {
      const item = copy(v[i]);
      if (item === TOO_LARGE) return TOO_LARGE;
      out[i] = item;
    }
    return out;
  }
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v)) {
    const item = copy((v as Record<string, unknown>)[k]);
    if (item === TOO_LARGE) return TOO_LARGE;
    // An own "__proto__" key (JSON.parse makes them) is data, not the copy's prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: item, enumerable: true, writable: true, configurable: true });
    else out[k] = item;
  }
  return out;
}
