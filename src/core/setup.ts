/**
 * Reading a game's setup: the shape check every game shares, and a quick path
 * for the setup playouts and simulations pass thousands of times a second.
 */
import * as z from 'zod/mini';
import { RuleError } from './errors.js';
import { brief, briefIssues, type SafeParseResult, safeParse } from './issues.js';
import { strictObject } from './zodParts.js';

const SEED_RULE = 'seed must be a string of at most 1,024 characters or a finite number';

/** The shape of a setup (options are checked by each game's own schema). */
export const setupSchema = strictObject({
  // Each field's message names it: a refused setup says which field is wrong and what it takes.
  players: z.int({ error: 'players must be a whole number' }),
  seed: z.union(
    [z.string().check(z.maxLength(1024, { error: SEED_RULE })), z.number().check(z.refine(Number.isFinite))],
    { error: SEED_RULE },
  ),
  options: z.optional(z.record(z.string(), z.unknown(), { error: 'options must be an object of rule options' })),
  deck: z.optional(
    z
      .array(z.string({ error: 'deck must be a list of card codes' }), { error: 'deck must be a list of card codes' })
      .check(z.maxLength(1000, { error: 'deck may hold at most 1,000 cards' })),
  ),
  dealer: z.optional(z.int({ error: 'dealer must be a seat number' })),
});

/** A setup after the shape check; `options` is left out when none were given. */
export type ParsedSetup = z.output<typeof setupSchema>;

/** Checks an untrusted setup against {@link setupSchema}, on a copy; exotic objects are refused as `BAD_SETUP`. */
export function parseSetup(setup: unknown): ParsedSetup {
  let copy: unknown;
  let s: SafeParseResult<z.output<typeof setupSchema>>;
  try {
    // A copy first: options are parsed again later, and exotic objects must fail here, as a RuleError.
    copy = structuredClone(setup);
    s = safeParse(setupSchema, copy);
  } catch {
    throw new RuleError('BAD_SETUP', 'Bad setup: it could not be read as plain data.');
  }
  // A `__proto__` key (JSON.parse makes one an own key) names no option; zod's record drops it
  // without a word, where every other unknown key is refused by the game's options schema.
  const options = (copy as { options?: unknown } | null)?.options;
  if (typeof options === 'object' && options !== null && Object.hasOwn(options, '__proto__')) {
    throw new RuleError('BAD_SETUP', 'Bad setup: "__proto__" is not an option of any game.');
  }
  if (!s.success) {
    throw new RuleError(
      'BAD_SETUP',
      `Bad setup: ${brief(s.error.issues[0]?.message ?? 'invalid')}.`,
      briefIssues(s.error.issues),
    );
  }
  const data = s.data;
  // No options and empty options are the same setup: both take the defaults.
  if (data.options !== undefined && Object.keys(data.options).length === 0) delete data.options;
  return data;
}

/**
 * The common setup — players, a seed, perhaps a dealer, no options or a flat
 * record of plain option values, no stacked deck — accepted without zod and
 * without a deep copy: every playout and simulated game starts with one, and
 * parsing it cost a fifth of a short random game (a tenth of a Frustration
 * Rummy self-play game, whose options set a turn cap).
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
    const flat = options === undefined ? undefined : flatOptions(options);
    if (flat === null) return null;
    const out: ParsedSetup = dealer === undefined ? { players, seed } : { players, seed, dealer };
    // No options and empty options are the same setup, as in parseSetup.
    if (flat !== undefined) out.options = flat;
    return out;
  } catch {
    return null;
  }
}

/**
 * A copy of `options` when it is a flat record of plain values (strings, finite
 * numbers, booleans, null), as simulations pass them; `undefined` when it has
 * no keys; `null` for anything else, which takes the full check. Each value is
 * read once, like `structuredClone` reads it.
 */
function flatOptions(options: unknown): Record<string, unknown> | undefined | null {
  if (typeof options !== 'object' || options === null || Object.getPrototypeOf(options) !== Object.prototype) {
    return null;
  }
  const keys = Reflect.ownKeys(options);
  if (keys.length === 0) return undefined;
  const copy: Record<string, unknown> = {};
  for (const k of keys) {
    // `__proto__` would set the copy's prototype, not a key; symbols and hidden keys are not data.
    if (typeof k !== 'string' || k === '__proto__' || !Object.prototype.propertyIsEnumerable.call(options, k)) {
      return null;
    }
    const v = (options as Record<string, unknown>)[k];
    if (optionToken(v) === null) return null;
    copy[k] = v;
  }
  return copy;
}

/** A plain option value as a token no other value shares, or `null` for a value that is not plain. */
function optionToken(v: unknown): string | null {
  switch (typeof v) {
    case 'string':
      return v.length > 1024 ? null : `s${JSON.stringify(v)}`;
    case 'number':
      // A number's shortest decimal form names it exactly; -0 would read as 0, so it is left out.
      return Number.isFinite(v) && !Object.is(v, -0) ? `n${v}` : null;
    case 'boolean':
      return v ? 'T' : 'F';
    default:
      return v === null ? 'Z' : null;
  }
}

/**
 * A key naming a flat record of plain option values exactly (two records get
 * the same key only when they hold the same keys, in the same order, with the
 * same values), or `null` when a value is not plain. `init` keeps the options
 * it parsed under this key, so a simulation's thousands of games parse their
 * options once. No options at all is the empty key.
 */
export function optionsKey(options: Readonly<Record<string, unknown>> | undefined): string | null {
  if (options === undefined) return '';
  let key = '';
  for (const k of Object.keys(options)) {
    const token = optionToken(options[k]);
    if (token === null) return null;
    key += `${JSON.stringify(k)}:${token},`;
  }
  return key;
}
