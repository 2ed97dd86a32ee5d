/**
 * Deep freezing of plain state data, shared by `apply` and the shared moves
 * and events. Internal: not exported from the package.
 */

/**
 * Freezes `value` and everything in it, stopping at what is already frozen (a
 * frozen value's contents were frozen with it). For plain JSON data: arrays
 * are walked by index and objects by their own enumerable keys, with none of
 * the generic checks (drafts, classes, Maps) that immer's own freeze makes on
 * every value, which cost `apply` a quarter of its time.
 */
export function freezeDeep<T>(value: T, depth = 0): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  // The children first, while the value can still be read fast: Node 20 reads the elements of
  // a frozen array through a slow path. Deeper than any state goes, the parent first: a cycle
  // (not valid state data) then ends instead of recursing forever.
  const childrenFirst = depth < 64;
  if (!childrenFirst) Object.freeze(value);
  if (Array.isArray(value)) for (let i = 0; i < value.length; i++) freezeDeep(value[i], depth + 1);
  else for (const k of Object.keys(value)) freezeDeep((value as Record<string, unknown>)[k], depth + 1);
  if (childrenFirst) Object.freeze(value);
  return value;
}
