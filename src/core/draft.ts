/**
 * Reading and changing the arrays of a state so that one piece of rule code is
 * fast on both of the paths it runs on. On a plain state (`applyInPlace`, the
 * fast path) these helpers read and change arrays in place and allocate
 * nothing. Inside `apply`, on immer's draft, they read without making drafts
 * and replace a changed array on its parent in one write. There every element
 * read through a draft is a trap call, and the first write into a nested array
 * copies it, books the change and finalises one more draft: measured on
 * Parcellus, a card pushed onto a drafted array costs about three times what
 * replacing the array costs, and `apply` as a whole ran 41% fewer
 * instructions once its rule code went through these helpers. Both ways leave
 * the same next state; the conformance suite checks `apply` against
 * `applyInPlace` in every game, and this module's tests check each helper.
 *
 * Values read with {@link peek} are for reading only: inside `apply` they are
 * the frozen arrays of the state the action started from (or arrays this
 * action made), so change them only through these helpers.
 *
 * Inside `apply` the arrays read are the frozen ones of the state the action
 * started from, and Node 20 serves several builtins on frozen arrays through a
 * slow generic path: measured on a six-card hand, `slice` about 650 ns
 * against 9 on the same array unfrozen, `filter` 540 against 45, `some` 340
 * against 12, `for…of` 100 against 20, an indexed loop 48 against 13, while
 * a spread (`[...a]`), `indexOf` and `includes` cost the same either way. So
 * these helpers copy with a spread and work on the copy.
 *
 * On the fast path each helper reads `obj[key]` with a key that varies from
 * call to call, which V8 serves more slowly than a fixed property read: the
 * hottest reads of a game are best written as its own small functions with
 * fixed property names (Parcellus's `handOf`).
 */

// How many `drafting` calls are running: the helpers' draft mode is on while
// it is above 0. A module counter rather than immer's `isDraft` on every call,
// so the check costs the fast path one load. It is only a hint: each helper
// leaves the same state either way (a draft changed in place, or a plain
// object changed by replacing arrays), just at another cost.
let draftDepth = 0;

/**
 * Runs `fn` with the helpers in their draft mode: `apply` runs immer's
 * `produce` around the rule code inside it. A game built with `defineGame`
 * gets this for free; call it only around your own `produce` of rule code.
 */
export function drafting<R>(fn: () => R): R {
  draftDepth++;
  try {
    return fn();
  } finally {
    draftDepth--;
  }
}

/**
 * True while rule code runs on an immer draft inside `apply` (inside
 * {@link drafting}): for a game's own read helpers, see the module notes.
 */
export function isDrafting(): boolean {
  return draftDepth > 0;
}

/** The keys of `T` that hold arrays. */
export type ArrayKey<T> = { [P in keyof T]-?: T[P] extends unknown[] ? P : never }[keyof T];
/** The keys of `T` that hold arrays of arrays. */
export type NestedArrayKey<T> = { [P in keyof T]-?: T[P] extends unknown[][] ? P : never }[keyof T];
/** The element type of an array type: what the helpers take and give for `obj[key]`. */
export type Elem<A> = A extends (infer E)[] ? E : never;
// The helpers work on the arrays through this view of the object: the key
// types above guarantee the shape, which TypeScript cannot follow through `T[K]`.
type Holder<E> = Record<PropertyKey, E[]>;

// immer keeps each draft's bookkeeping under this registered symbol (so that
// copies of immer interoperate): the object it was made from (`base_`) and,
// once changed, its shallow copy (`copy_`). The current value of a property
// is in `copy_ ?? base_`, read there without the proxy: a fraction of the
// cost of the public route below (a descriptor through the proxy's trap).
// These are private fields of immer, whose version is pinned; if they are
// ever missing, `peek` takes the public route, and this module's tests check
// that peek gives what the public route gives.
const IMMER_STATE: unique symbol = Symbol.for('immer-state') as never;
interface DraftBookkeeping {
  base_?: unknown;
  copy_?: unknown;
  modified_?: boolean;
}

/**
 * `obj[key]` as it stands, without making an immer draft of it: on a plain
 * object simply `obj[key]`. For parts an action reads, or replaces whole.
 */
export function peek<T extends object, K extends keyof T>(obj: T, key: K): Readonly<T[K]> {
  if (draftDepth === 0) return obj[key];
  const st = (obj as { [IMMER_STATE]?: DraftBookkeeping })[IMMER_STATE];
  if (st === undefined) return obj[key];
  const latest = (st.copy_ ?? st.base_) as T | undefined;
  if (latest !== undefined && latest !== null) return latest[key];
  return peekPublic(obj, key);
}

/**
 * The object to read and write `obj`'s own fields on: `obj` itself, except
 * inside `apply` once the action has changed the draft (a first write through
 * it): then immer's copy of the root, the object `apply` will return. Every
 * read and write through the draft is a trap call (a write also looks the key
 * up on the prototype chain and books it), about a third of a Parcellus
 * action's time; on the copy they are plain property accesses. Nothing is
 * lost: immer's bookkeeping of single writes serves only patches and nested
 * drafts, which `apply` never makes. As with {@link peek}, what it holds is
 * for reading: change nested arrays through these helpers, never in place.
 */
export function plainRoot<T extends object>(obj: T): T {
  if (draftDepth === 0) return obj;
  const st = (obj as { [IMMER_STATE]?: DraftBookkeeping })[IMMER_STATE];
  return st?.modified_ === true && st.copy_ ? (st.copy_ as T) : obj;
}

// peek through immer's public behaviour only: its getOwnPropertyDescriptor
// trap reports the current value itself, never a new draft.
function peekPublic<T extends object, K extends keyof T>(obj: T, key: K): Readonly<T[K]> {
  return Reflect.getOwnPropertyDescriptor(obj, key)?.value as T[K];
}

// The readers every card game here needs, written once: each game's state has
// its hands by seat and its options. On the fast path they are plain reads of
// fixed property names (a playout runs one game, so V8 sees one state shape);
// inside `apply`, `peek`. What they return is for reading only.
const NO_CARDS: readonly string[] = Object.freeze([]);

/** Every seat's hand, for reading: inside `apply`, without drafting them. */
export function handsOf<C extends string>(state: { hands: C[][] }): readonly (readonly C[])[] {
  return isDrafting() ? peek(state, 'hands') : state.hands;
}

/** `seat`'s hand (empty for a seat that does not exist), for reading: inside `apply`, without drafting it. */
export function handOf<C extends string>(state: { hands: C[][] }, seat: number): readonly C[] {
  return handsOf(state)[seat] ?? (NO_CARDS as readonly C[]);
}

/** The rule options, for reading: inside `apply`, without drafting them. */
export function optionsOf<O>(state: { options: O }): Readonly<O> {
  return isDrafting() ? peek(state, 'options') : state.options;
}

/**
 * `items` to read element by element many times: the array itself, or, when it
 * is frozen (a state from `apply`, or the state an action started from inside
 * `apply`), one spread copy of it, since Node 20 reads a frozen array's
 * elements through a slow path (see above). For move lists and checks that
 * loop over a hand or a table several times; one `Object.isFrozen` call each,
 * so not worth it for a single short loop.
 */
export function unfrozen<E>(items: readonly E[]): readonly E[] {
  return Object.isFrozen(items) ? [...items] : items;
}

/** A copy of `items` without the first element equal to `item` (a copy of all of it when absent). */
function without<E>(items: readonly E[], item: E): E[] {
  // A spread, then the shift in the copy: `items` is a state's array, frozen, and Node 20 reads
  // a frozen array's elements one by one through a slow path (a spread and `indexOf` stay fast).
  const out = [...items];
  removeFirst(out, item);
  return out;
}

/**
 * A new array of `n` copies of `value`, for the per-seat lists a state starts with. Grown by
 * push, since `new Array(n).fill(value)` is "holey" in V8 for good, and rule code that meets
 * holey and packed arrays alike runs slower on both.
 */
export function filled<E>(n: number, value: E): E[] {
  const out: E[] = [];
  for (let i = 0; i < n; i++) out.push(value);
  return out;
}

/**
 * Takes the first `item` out of the array `items`, in place, keeping the
 * order of the rest, and tells whether it was there. Rule code takes played
 * cards out of hands this way on every action of every playout: shifting the
 * few elements behind it and popping costs about half of `splice`, which also
 * builds an array of what it removed.
 */
export function removeFirst<E>(items: E[], item: E): boolean {
  const i = items.indexOf(item);
  if (i < 0) return false;
  const last = items.length - 1;
  for (let k = i; k < last; k++) items[k] = items[k + 1] as E;
  items.pop();
  return true;
}

/** `obj[key].push(item)`. */
export function pushTo<T extends object, K extends ArrayKey<T>>(obj: T, key: K, item: Elem<T[K]>): void {
  const o = obj as unknown as Holder<Elem<T[K]>>;
  if (draftDepth === 0) (o[key] as Elem<T[K]>[]).push(item);
  else o[key] = [...peek(o, key), item];
}

/** `obj[key].push(...items)`. */
export function pushAllTo<T extends object, K extends ArrayKey<T>>(obj: T, key: K, items: readonly Elem<T[K]>[]): void {
  const o = obj as unknown as Holder<Elem<T[K]>>;
  if (draftDepth === 0) (o[key] as Elem<T[K]>[]).push(...items);
  else o[key] = [...peek(o, key), ...items];
}

/** `obj[key].pop()`: the last element, taken off, or `undefined` when the array is empty. */
export function popFrom<T extends object, K extends ArrayKey<T>>(obj: T, key: K): Elem<T[K]> | undefined {
  const o = obj as unknown as Holder<Elem<T[K]>>;
  if (draftDepth === 0) return (o[key] as Elem<T[K]>[]).pop();
  const items = peek(o, key) as readonly Elem<T[K]>[];
  const n = items.length;
  if (n === 0) return undefined;
  // A spread, then pop: `slice` of a frozen array (a state's) is one of Node 20's slow paths.
  const rest = [...items];
  rest.pop();
  o[key] = rest;
  return items[n - 1];
}

/** Takes the first `item` out of `obj[key]`, keeping the order of the rest; tells whether it was there. */
export function removeFrom<T extends object, K extends ArrayKey<T>>(obj: T, key: K, item: Elem<T[K]>): boolean {
  const o = obj as unknown as Holder<Elem<T[K]>>;
  if (draftDepth === 0) return removeFirst(o[key] as Elem<T[K]>[], item);
  const items = peek(o, key) as readonly Elem<T[K]>[];
  if (!items.includes(item)) return false;
  o[key] = without(items, item);
  return true;
}

/** `obj[key][index] = value`. */
export function setAt<T extends object, K extends ArrayKey<T>>(obj: T, key: K, index: number, value: Elem<T[K]>): void {
  const o = obj as unknown as Holder<Elem<T[K]>>;
  if (draftDepth === 0) {
    (o[key] as Elem<T[K]>[])[index] = value;
    return;
  }
  const items = [...(peek(o, key) as readonly Elem<T[K]>[])];
  items[index] = value;
  o[key] = items;
}

/** `obj[key][index].push(...items)`, for an array of arrays (hands by seat, say). */
export function pushAllAt<T extends object, K extends NestedArrayKey<T>>(
  obj: T,
  key: K,
  index: number,
  items: readonly Elem<Elem<T[K]>>[],
): void {
  type E = Elem<Elem<T[K]>>;
  const o = obj as unknown as Holder<E[]>;
  if (draftDepth === 0) {
    ((o[key] as E[][])[index] as E[]).push(...items);
    return;
  }
  const outer = [...(peek(o, key) as readonly E[][])];
  outer[index] = [...(outer[index] ?? []), ...items];
  o[key] = outer;
}

/**
 * Takes the first `item` out of `obj[key][index]`, keeping the order of the
 * rest (a card out of a seat's hand, say); tells whether it was there.
 */
export function removeAt<T extends object, K extends NestedArrayKey<T>>(
  obj: T,
  key: K,
  index: number,
  item: Elem<Elem<T[K]>>,
): boolean {
  type E = Elem<Elem<T[K]>>;
  const o = obj as unknown as Holder<E[]>;
  if (draftDepth === 0) return removeFirst((o[key] as E[][])[index] ?? [], item);
  const outer = peek(o, key) as readonly E[][];
  const inner = outer[index];
  if (inner === undefined || !inner.includes(item)) return false;
  const copy = [...outer];
  copy[index] = without(inner, item);
  o[key] = copy;
  return true;
}
