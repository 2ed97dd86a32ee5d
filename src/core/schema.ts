/**
 * zod pieces shared by every game's action schema, typed with zod's core schema type, which
 * zod's classic and mini forms both take (`z.safeParse(cardSchema, 'TH')`).
 */
import type * as z from 'zod/mini';
import { cardSchema as card, seatSchema as seat } from './zodParts.js';

/** A seat number in an action: a whole number from 0 to 7. */
export const seatSchema: z.core.$ZodType<number> = seat;

/** A card code (`TH`, `AS`, `JK`, `7H#1`). */
export const cardSchema: z.core.$ZodType<string> = card;
