/**
 * Cheap guards on what a caller hands the engine, run before the rules or a
 * schema read it: the structural pre-check of an action, the test for a
 * random generator, the test that a state is one of the game's (not a view,
 * not another game's), the bound on what a move key reads, and how a seat id
 * is named in an error without converting what may not be converted.
 */

import { RuleError } from './errors.js';
import { coreError } from './errorWords.js';

// Cheap structural guards run before zod, so a hostile payload (a huge array, a
// deep object) costs constant time to reject instead of a full schema walk.
const MAX_ACTION_KEYS = 16;
const MAX_ACTION_JSON = 4096;

/**
 * The structural pre-check of an action a caller made, before its schema
 * parse: `null` when it may go on to the parse, else the `MALFORMED_ACTION`
 * error saying what is wrong with it.
 */
export function preCheck(action: unknown): RuleError<'MALFORMED_ACTION'> | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) {
    return coreError('MALFORMED_ACTION', 'notAnObject');
  }
  const keys = Object.keys(action);
  if (keys.length > MAX_ACTION_KEYS) return coreError('MALFORMED_ACTION', 'tooManyFields', { max: MAX_ACTION_KEYS });
  for (const k of keys) {
    const v = (action as Record<string, unknown>)[k];
    if (typeof v === 'string' && v.length > MAX_ACTION_JSON) {
      return coreError('MALFORMED_ACTION', 'fieldTooLong', { field: k });
    }
    if (Array.isArray(v) && v.length > 64) return coreError('MALFORMED_ACTION', 'fieldTooManyEntries', { field: k });
  }
  return null;
}

/** The most values a move key reads of an input a caller made: a real action holds a few dozen. */
export const MAX_KEY_VALUES = 4096;

/** True for what looks like a random generator (an object with a `next` method); never throws. */
export function isGenerator(rng: unknown): boolean {
  try {
    return typeof rng === 'object' && rng !== null && typeof (rng as { next?: unknown }).next === 'function';
  } catch {
    return false;
  }
}

/** A seat or viewer id for an error message, without converting what may not be converted. */
export function idLabel(id: unknown): string {
  if (typeof id === 'number') return String(id);
  return typeof id === 'string' ? JSON.stringify(id) : `of type ${typeof id}`;
}

/**
 * True when `state` may be a state of the game whose states all have the field
 * `mark`: an object with that field and the generator every state carries
 * (`rng`, which no view shows). Two property lookups, cheap enough for
 * `actors`, which runs on every step of a playout. Lookups on a hostile proxy
 * may throw: callers run it where a throw becomes `BAD_STATE`.
 */
export function isStateOf(state: unknown, mark: string): boolean {
  return typeof state === 'object' && state !== null && 'rng' in state && mark in state;
}

/** Why `state` is not a state of the game `title` ({@link isStateOf} said no): a view, another game's, or no object. */
export function notAStateOf(state: unknown, title: string, mark: string): RuleError<'BAD_STATE'> {
  if (typeof state !== 'object' || state === null) {
    return new RuleError('BAD_STATE', `This is no ${title} state: it is ${state === null ? 'null' : typeof state}.`);
  }
  if (!('rng' in state)) {
    return new RuleError(
      'BAD_STATE',
      `This is no ${title} state (it has no rng): a view, what one seat sees? The game's functions take the state.`,
    );
  }
  return new RuleError('BAD_STATE', `This is no ${title} state (it has no "${mark}"): another game's state?`);
}

/**
 * The offset and limit of a page of moves a caller asked for (`Game.legalMovesPage`), read once
 * (a getter could answer one thing to the check and another to the rules), or `BAD_PAGE` naming
 * what is wrong. Both are whole numbers from 0 to `Number.MAX_SAFE_INTEGER`: beyond it a number
 * no longer counts one by one, so `offset + limit` would say nothing exact.
 */
export function readPage(page: unknown): { offset: number; limit: number } {
  let offset: unknown;
  let limit: unknown;
  try {
    if (typeof page !== 'object' || page === null) throw new TypeError('not an object');
    ({ offset, limit } = page as { offset?: unknown; limit?: unknown });
  } catch {
    throw new RuleError('BAD_PAGE', 'A page of moves is an object { offset, limit } of plain numbers.');
  }
  for (const [name, value] of [
    ['offset', offset],
    ['limit', limit],
  ] as const) {
    if (!Number.isSafeInteger(value) || (value as number) < 0) {
      const shown = typeof value === 'number' ? String(value) : idLabel(value);
      throw new RuleError(
        'BAD_PAGE',
        `A page's ${name} is a whole number from 0 to ${Number.MAX_SAFE_INTEGER}, not ${shown}.`,
      );
    }
  }
  return { offset: offset as number, limit: limit as number };
}
