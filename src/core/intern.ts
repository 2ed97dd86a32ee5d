/**
 * Shared, frozen moves and events. Most moves of a card game are fixed by a
 * seat and a card (`play 9H`, `pass`), and so are many events. Building each
 * once and handing out the same frozen object keeps move listing and the
 * playout loop free of allocation, and lets `validate` skip the schema parse
 * for a move it already knows to be well formed.
 */
import type * as z from 'zod/mini';
import { type Card, cardIndex } from './cards.js';
import { freezeDeep } from './freeze.js';
import { safeParse } from './issues.js';

/** Shared moves, with the action schema each was checked against. */
const checked = new WeakMap<object, z.core.$ZodType>();

/**
 * Freezes `action` and records that it parses with `schema`, so `validate`
 * can take it as it is. Throws when it does not parse: a shared move is built
 * by the game itself, so that is a bug in the game, found at load time.
 */
export function sharedMove<A extends object>(schema: z.core.$ZodType, action: A): A {
  // A proxy, or a getter on a prototype, answers a read of a field the object does not own anew
  // each time, frozen or not: the structured clone refuses proxies, `dataOnly` other prototypes.
  try {
    structuredClone(action);
  } catch {
    throw new TypeError('a shared move holds plain data only, not a proxy');
  }
  const parsed = safeParse(schema, action);
  if (!parsed.success) throw new TypeError(`not a well-formed action: ${JSON.stringify(action)}`);
  freezeDeep(action);
  // Frozen data cannot change, but a getter still answers anew on each read: one that gave a
  // legal card to the parse and to `validate`, and another card to the rules, made `apply` put a
  // card from another hand on the table.
  if (!dataOnly(action)) throw new TypeError('a shared move holds plain data only, no getters');
  checked.set(action, schema);
  return action;
}

/**
 * True when `value` and everything in it are plain objects and arrays of data properties, read
 * without calling a getter (an inherited one included).
 */
function dataOnly(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return true;
  const proto: unknown = Object.getPrototypeOf(value);
  if (proto !== Object.prototype && proto !== Array.prototype && proto !== null) return false;
  for (const key of Reflect.ownKeys(value)) {
    const d = Object.getOwnPropertyDescriptor(value, key);
    if (d === undefined || !('value' in d) || !dataOnly(d.value)) return false;
  }
  return true;
}

/**
 * A table of shared moves made on first use, for moves fixed by a seat and a
 * key that names them within it (a card, a pile, the action's type) where
 * {@link perSeatAndCard}'s tables made up front do not fit. The function it
 * returns gives the move first made under `key` for the action's seat: the
 * first time, `action` itself, frozen and recorded as a shared move. An action
 * that does not parse (a card no deck holds, in a state made by hand) is handed
 * out as it is, unshared, and so is any past 256 keys a seat, which no real
 * game reaches: a table never grows without bound.
 */
export function sharedMoveTable<A extends { seat: number }>(
  schema: z.core.$ZodType,
): <B extends A>(action: B, key: string) => B {
  const tables: Map<string, A>[] = [];
  return <B extends A>(action: B, key: string): B => {
    let table = tables[action.seat];
    if (table === undefined) {
      table = new Map();
      tables[action.seat] = table;
    }
    const known = table.get(key);
    if (known !== undefined) return known as B;
    if (table.size >= 256) return action;
    try {
      sharedMove(schema, action);
    } catch {
      return action;
    }
    table.set(key, action);
    return action;
  };
}

/** True when `input` is a shared move known to parse with `schema`. */
export function isSharedMove(schema: z.core.$ZodType, input: unknown): boolean {
  return input !== null && typeof input === 'object' && checked.get(input) === schema;
}

/** Freezes an event (or any plain value) so that it can be shared between states. */
export function sharedEvent<E>(event: E): E {
  return freezeDeep(event);
}

/**
 * A lookup of values made once per seat and card of `deck`, for moves and
 * events fixed by those two. A card outside the deck, or a seat beyond
 * `seats`, gets a value made on the spot.
 */
export function perSeatAndCard<T>(
  seats: number,
  deck: readonly Card[],
  make: (seat: number, card: Card) => T,
): (seat: number, card: Card) => T {
  // Indexed by cardIndex: a few character reads instead of hashing the code.
  const tables = Array.from({ length: seats }, (_, seat) => {
    const t: (T | undefined)[] = [];
    for (const card of deck) t[cardIndex(card)] = make(seat, card);
    return t;
  });
  return (seat, card) => tables[seat]?.[cardIndex(card)] ?? make(seat, card);
}
