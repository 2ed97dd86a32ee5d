/**
 * What an error quotes of refused input (setups, options, stored states,
 * match records, reports): schema issues and their messages, bounded, so an
 * error stays a few hundred bytes however much junk the input held.
 */
import * as z from 'zod/mini';

// Bounds on what an error repeats of refused input: input with 200,000 unknown keys made a
// message of 2 MB and details of 4 MB, which a server then logs.
const MAX_ISSUE_TEXT = 300;
const MAX_ISSUES = 20;
const MAX_ISSUE_KEYS = 20;

/** `text` cut to a few hundred characters, for an error message that quotes refused input. */
export function brief(text: string): string {
  return text.length <= MAX_ISSUE_TEXT ? text : `${text.slice(0, MAX_ISSUE_TEXT)}…`;
}

/**
 * The schema issues of refused input, bounded for an error's `details`: the first few issues,
 * each message cut short ({@link brief}) and each list of unknown keys cut to its first few.
 */
export function briefIssues<T extends { message: string }>(issues: readonly T[]): T[] {
  return issues.slice(0, MAX_ISSUES).map((issue) => {
    const keys = (issue as { keys?: unknown }).keys;
    const cut = Array.isArray(keys) && keys.length > MAX_ISSUE_KEYS ? { keys: keys.slice(0, MAX_ISSUE_KEYS) } : {};
    return { ...issue, message: brief(issue.message), ...cut };
  });
}

/** A schema issue as an error's `details` holds it: zod's issue, with its message in English. */
export type Issue = z.core.$ZodIssue;

/** What {@link safeParse} returns: the parsed value, or the issues of the refused input. */
export type SafeParseResult<T> =
  | { readonly success: true; readonly data: T }
  | { readonly success: false; readonly error: { readonly issues: Issue[] } };

/**
 * `schema`'s safe parse of `input`, its issues worded by {@link issueMessage}: the one way src/
 * parses. Works on any zod schema, classic or mini, as the public schemas are typed
 * `z.core.$ZodType`. The parse takes no context (no per-call error map): zod copies a context
 * on every parse, and with one `validate` ran about 4 times slower; the messages are made only
 * for a refusal, after it.
 */
export function safeParse<T>(schema: z.core.$ZodType<T>, input: unknown): SafeParseResult<T> {
  const result = z.safeParse(schema, input);
  if (result.success) return result;
  return { success: false, error: { issues: result.error.issues.map((issue) => worded(issue, input)) } };
}

// What zod/mini says of an issue when no locale is loaded and the schema gave no message.
const NO_LOCALE = 'Invalid input';

/**
 * `issue` with an English message where zod had none: zod/mini loads no locale, so without one
 * every issue but those our schemas word themselves reads "Invalid input". zod's English locale
 * would word them, but it is a locale file, and bundles are checked to hold none
 * (`.ci/bundle-check.mjs`). A message zod did give (a schema's own, or an app's configured
 * locale) is kept.
 */
function worded(issue: Issue, input: unknown): Issue {
  if (issue.message !== NO_LOCALE) return issue;
  const message = issueMessage(issue, () => valueAt(input, issue.path));
  return message === issue.message ? issue : { ...issue, message };
}

/** The value at `path` in `input`; `undefined` where the path leads nowhere or cannot be read. */
function valueAt(input: unknown, path: readonly PropertyKey[]): unknown {
  let value = input;
  try {
    for (const key of path) {
      if (typeof value !== 'object' || value === null) return undefined;
      value = (value as Record<PropertyKey, unknown>)[key];
    }
  } catch {
    return undefined;
  }
  return value;
}

/**
 * The English message of a schema issue, from its code and fields (and, for a wrong type, the
 * value it was about): worded as zod's English locale words the issues our schemas raise, so
 * messages read as they did with zod's classic form.
 */
export function issueMessage(issue: Issue, received: () => unknown): string {
  switch (issue.code) {
    case 'invalid_type':
      return `Invalid input: expected ${issue.expected}, received ${typeName(received())}`;
    case 'invalid_value':
      return issue.values.length === 1
        ? `Invalid input: expected ${quote(issue.values[0])}`
        : `Invalid option: expected one of ${issue.values.map(quote).join('|')}`;
    case 'too_big':
    case 'too_small': {
      const big = issue.code === 'too_big';
      const bound = big ? issue.maximum : issue.minimum;
      const adj = issue.exact ? 'exactly ' : issue.inclusive ? (big ? '<=' : '>=') : big ? '<' : '>';
      const unit = SIZED[issue.origin];
      const what = unit ? `to have ${adj}${bound} ${unit}` : `to be ${adj}${bound}`;
      return `Too ${big ? 'big' : 'small'}: expected ${issue.origin} ${what}`;
    }
    case 'not_multiple_of':
      return `Invalid number: must be a multiple of ${issue.divisor}`;
    case 'unrecognized_keys':
      return `Unrecognized key${issue.keys.length > 1 ? 's' : ''}: ${issue.keys.map(quote).join(', ')}`;
    case 'invalid_union': {
      // A discriminated union names the values its discriminator takes.
      const options = (issue as { options?: unknown }).options;
      return Array.isArray(options) && options.length > 0
        ? `Invalid discriminator value. Expected ${options.map((o) => `'${String(o)}'`).join(' | ')}`
        : NO_LOCALE;
    }
    case 'invalid_format':
      return `Invalid ${issue.format}`;
    case 'invalid_key':
      return `Invalid key in ${issue.origin}`;
    case 'invalid_element':
      return `Invalid value in ${issue.origin}`;
    default:
      return NO_LOCALE;
  }
}

const SIZED: Readonly<Record<string, string>> = { string: 'characters', array: 'items', set: 'items', map: 'entries' };

/** The type an issue names for a value: JSON's words, with `null`, `array` and `NaN` told apart. */
function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number' && !Number.isFinite(value)) return String(value);
  return typeof value;
}

/** A value as an issue quotes it: strings in double quotes, other values as they print. */
function quote(value: unknown): string {
  return typeof value === 'string' ? `"${value}"` : typeof value === 'bigint' ? `${value}n` : String(value);
}
