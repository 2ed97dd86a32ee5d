/**
 * Canonical keys: the JSON text of plain data with object keys sorted, so that
 * two values that differ only in key order (two copies of one move) get the
 * same key.
 */

/**
 * JSON with object keys sorted: a key for plain data that ignores key order.
 * The same text as `JSON.stringify` with a replacer that sorts each object's
 * keys, written out directly for plain JSON data (search bots key every move
 * of every node they visit, and the replacer's copies of each object cost
 * most of their time); anything else (a `toJSON`, a class instance, a key
 * that is an array index, a BigInt, very deep nesting) takes the replacer.
 */
export function canonicalKey(value: unknown): string {
  const text = canonicalText(value, 0);
  return text ?? sortedStringify(value);
}

function sortedStringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The canonical text of plain JSON data, or `undefined` where `sortedStringify` must decide. */
function canonicalText(v: unknown, depth: number): string | undefined {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      break;
    default:
      // undefined, functions, symbols and BigInts: JSON.stringify's own rules (or its error).
      return undefined;
  }
  if (v === null) return 'null';
  // Deep nesting (or a cycle) is left to JSON.stringify, which reports a cycle as such.
  if (depth > 64) return undefined;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return undefined;
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      const t = typeof item;
      // JSON writes null for array entries it cannot represent.
      const text = t === 'undefined' || t === 'function' || t === 'symbol' ? 'null' : canonicalText(item, depth + 1);
      if (text === undefined) return undefined;
      out += i === 0 ? text : `,${text}`;
    }
    return `${out}]`;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const keys = Object.keys(v);
  // Array-index keys ("0", "12") come first in any object, whatever the sort: the replacer decides those.
  for (const k of keys) {
    const c = k.charCodeAt(0);
    if (c >= 48 && c <= 57) return undefined;
  }
  keys.sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const item: unknown = (v as Record<string, unknown>)[k];
    const t = typeof item;
    if (t === 'undefined' || t === 'function' || t === 'symbol') continue;
    const text = canonicalText(item, depth + 1);
    if (text === undefined) return undefined;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${text}`;
    first = false;
  }
  return `${out}}`;
}
