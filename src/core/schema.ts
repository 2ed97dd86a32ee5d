/**
 * zod pieces shared by every game's action schema.
 */
import { z } from 'zod';
import { isCard } from './cards.js';

/** A seat number in an action: a whole number from 0 to 7. */
export const seatSchema = z.number().int().min(0).max(7);

/** A card code (`TH`, `AS`, `JK`, `7H#1`). */
export const cardSchema = z.string().max(6).refine(isCard, 'not a card code');
