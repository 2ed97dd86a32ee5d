/**
 * Copying a state: a deep, mutable copy of plain JSON data for the fast path
 * (`applyInPlace`), which must not touch the frozen state it came from.
 */

/**
 * A deep, mutable copy of a JSON state: what `applyInPlace` should be given.
 * States are plain JSON (arrays, plain objects, strings, numbers, booleans,
 * `null`), so a direct walk copies them several times faster than
 * `structuredClone`, which must handle every kind of value.
 */
export function cloneState<State>(state: State): State {
  return copyJson(state) as State;
}

function copyJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // Grown by push, not `new Array(n)` filled in: an array made with a length starts "holey"
    // in V8 and stays so, and rule code that meets holey and packed arrays alike runs about
    // half as fast on both (playouts from a copy ran at half the speed of those from `init`).
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(copyJson(value[i]));
    return out;
  }
  // A spread copies the object with its own shape (V8 clones the hidden class): a state built
  // key by key with computed names would pass the fast-property limit and fall into dictionary
  // mode, where every property read is a hash lookup (playouts ran at half speed). The nested
  // values are then replaced by their copies, which keeps that shape.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k of Object.keys(out)) {
    const v = out[k];
    if (v === null || typeof v !== 'object') continue;
    // A "__proto__" key (possible in parsed JSON) must stay a key, not set the prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: copyJson(v), enumerable: true, writable: true, configurable: true });
    else out[k] = copyJson(v);
  }
  return out;
}
