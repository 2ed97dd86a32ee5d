/**
 * Reading a game's setup: the shape check every game shares, and a quick path
 * for the setup playouts and simulations pass thousands of times a second.
 */
import { z } from 'zod';
import { RuleError } from './errors.js';

/** The shape of a setup (options are checked by each game's own schema). */
export const setupSchema = z.strictObject({
  players: z.number().int(),
  seed: z.union([z.string().max(1024), z.number().refine(Number.isFinite, 'seed must be finite')]),
  options: z.record(z.string(), z.unknown()).optional(),
  deck: z.array(z.string()).max(1000).optional(),
  dealer: z.number().int().optional(),
});

/** A setup after the shape check; `options` is left out when none were given. */
export type ParsedSetup = z.output<typeof setupSchema>;

/** Checks an untrusted setup against {@link setupSchema}, on a copy; exotic objects are refused as `BAD_SETUP`. */
export function parseSetup(setup: unknown): ParsedSetup {
  let s: ReturnType<typeof setupSchema.safeParse>;
  try {
    // A copy first: options are parsed again later, and exotic objects must fail here, as a RuleError.
    s = setupSchema.safeParse(structuredClone(setup));
  } catch {
    throw new RuleError('BAD_SETUP', 'Bad setup: it could not be read as plain data.');
  }
  if (!s.success) {
    throw new RuleError('BAD_SETUP', `Bad setup: ${s.error.issues[0]?.message ?? 'invalid'}.`, s.error.issues);
  }
  const data = s.data;
  // No options and empty options are the same setup: both take the defaults.
  if (data.options !== undefined && Object.keys(data.options).length === 0) delete data.options;
  return data;
}

/**
 * The common setup — players, a seed, perhaps a dealer, no options, no stacked
 * deck — accepted without zod and without a copy: every playout and simulated
 * game starts with one, and parsing it cost a fifth of a short random game.
 * Each field is read once; anything else, or anything that throws while read,
 * returns `null` and takes {@link parseSetup}. Whatever this accepts,
 * {@link setupSchema} accepts with the same values.
 */
export function quickSetup(setup: unknown): ParsedSetup | null {
  try {
    if (typeof setup !== 'object' || setup === null || Object.getPrototypeOf(setup) !== Object.prototype) return null;
    const keys = Object.keys(setup);
    for (const k of keys) if (k !== 'players' && k !== 'seed' && k !== 'dealer' && k !== 'options') return null;
    const { players, seed, dealer, options } = setup as Record<string, unknown>;
    if (typeof players !== 'number' || !Number.isSafeInteger(players)) return null;
    if (typeof seed === 'string') {
      if (seed.length > 1024) return null;
    } else if (typeof seed !== 'number' || !Number.isFinite(seed)) return null;
    if (dealer !== undefined && (typeof dealer !== 'number' || !Number.isSafeInteger(dealer))) return null;
    if (options !== undefined) {
      if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) {
        return null;
      }
      if (Reflect.ownKeys(options).length > 0) return null;
    }
    return dealer === undefined ? { players, seed } : { players, seed, dealer };
  } catch {
    return null;
  }
}
