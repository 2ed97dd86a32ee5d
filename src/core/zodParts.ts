/**
 * zod pieces shared by every schema of the library, with their full zod/mini types (internal:
 * the public `seatSchema` and `cardSchema` in schema.ts are these, typed `z.core.$ZodType`):
 * the object schemas they are built of, and the seat and card fields of every game's actions.
 */

import * as z from 'zod/mini';
import { $constructor, $ZodObjectJIT } from 'zod/v4/core';
import { isCard } from './cards.js';

/**
 * zod/mini's object schema with the compiled parse of zod's classic objects. Mini's objects walk
 * their shape in a generic loop; classic's compile a parser for the shape on first use, and
 * `validate` parses an action (a discriminated union of objects) on every call from JSON: with
 * mini's objects it ran about 3 times slower. The compiled parse is zod's own (`$ZodObjectJIT`,
 * falling back to the loop where `new Function` is refused, as classic does), so behaviour and
 * issues are the same; it adds about 1 kB to a bundle. (`zod/v4/core` is imported by name: reached as
 * `z.core.…`, zod's core namespace comes whole, with its 95 locales.)
 */
type Init = (inst: z.ZodMiniObject, def: z.core.$ZodObjectDef) => void;
const initJit: Init = $ZodObjectJIT.init;
const initMini: Init = z.ZodMiniObject.init;
const JitObject = $constructor('DeckwrightObject', (inst: z.ZodMiniObject, def: z.core.$ZodObjectDef) => {
  initJit(inst, def);
  // Mini's own object traits on top (its `shape`, its methods, `instanceof ZodMiniObject`).
  initMini(inst, def);
}) as unknown as new (
  def: z.core.$ZodObjectDef,
) => z.ZodMiniObject;

/** An object schema that refuses unknown keys: zod/mini's `strictObject`, with the compiled parse. */
export function strictObject<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strict> {
  const def = { type: 'object', shape, catchall: z.never() };
  return new JitObject(def as z.core.$ZodObjectDef) as z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strict>;
}

/** An object schema that keeps unknown keys: zod/mini's `looseObject`, with the compiled parse. */
export function looseObject<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose> {
  const def = { type: 'object', shape, catchall: z.unknown() };
  return new JitObject(def as z.core.$ZodObjectDef) as z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$loose>;
}

/** An object schema that drops unknown keys: zod/mini's `object`, with the compiled parse. */
export function object<T extends z.core.$ZodLooseShape>(
  shape: T,
): z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strip> {
  const def = { type: 'object', shape };
  return new JitObject(def as z.core.$ZodObjectDef) as z.ZodMiniObject<z.core.util.Writeable<T>, z.core.$strip>;
}

/** A seat number in an action: a whole number from 0 to 7. */
export const seatSchema = z.int().check(z.minimum(0), z.maximum(7));

/** A card code (`TH`, `AS`, `JK`, `7H#1`). */
export const cardSchema = z.string().check(z.maxLength(6), z.refine(isCard, 'not a card code'));
