/**
 * Messages an app can translate (issue 30): a sentence as data (an id, its parameters and the
 * English text), a catalogue of templates, and the formatter that fills one. The presentation's
 * labels, prompts and event sentences use them, and so does every {@link RuleError}, which is why
 * they sit here, below both, rather than in present.ts.
 */
/** A message parameter: a word, a number, or a list of words (card names, joined with spaces). */
export type MessageParam = string | number | readonly string[];

/**
 * A sentence for people, as data: `id` names it in a {@link Catalogue}, `params` fill its
 * placeholders, and `text` is the English sentence, ready to show. An app that speaks another
 * language formats `id` and `params` with its own catalogue ({@link formatMessage}).
 */
export interface Message {
  /** The catalogue key, e.g. `parcellus.label.play`. */
  id: string;
  /** The values of the placeholders. Cards are in their pretty form (`10♥`), seats are numbers. */
  params: Record<string, MessageParam>;
  /** The English text. */
  text: string;
}

/**
 * The names of a catalogue's messages under `prefix`: each id of `Words` with the prefix taken off
 * (`MessageName<typeof words, 'parcellus.error.'>` is `'notInHand' | …`), so that code naming a
 * message by name is checked against the catalogue that holds its English.
 */
export type MessageName<Words, Prefix extends string> = keyof Words extends infer K
  ? K extends `${Prefix}${infer N}`
    ? N
    : never
  : never;

/** Message ids to templates with `{name}` placeholders (see {@link formatMessage}). */
export type Catalogue = Readonly<Record<string, string>>;

const PLACEHOLDER = /\{([A-Za-z0-9_]+)(?:\|([A-Za-z0-9_.-]+))?\}/g;

/**
 * The text of message `id` with `params`, from `catalogue`. A placeholder `{name}` takes the
 * parameter (a list is joined with spaces); `{name|prefix.}` looks the parameter up as the message
 * `prefix.` + value and formats that with the same parameters, so a word that has its own
 * translation (a set type, a direction) stays one entry of the catalogue. A missing id gives the
 * id itself and a missing parameter its placeholder: never an exception.
 *
 * @example
 * formatMessage('hello', { seat: 2 }, { hello: 'Seat {seat}, your turn' }) // 'Seat 2, your turn'
 */
export function formatMessage(
  id: string,
  params: Readonly<Record<string, MessageParam>>,
  catalogue: Catalogue,
): string {
  return fill(id, params, catalogue, 0);
}

function fill(id: string, params: Readonly<Record<string, MessageParam>>, catalogue: Catalogue, depth: number): string {
  const template = Object.hasOwn(catalogue, id) ? catalogue[id] : undefined;
  if (typeof template !== 'string') return id;
  return template.replace(PLACEHOLDER, (whole, name: string, prefix: string | undefined) => {
    const value = Object.hasOwn(params, name) ? params[name] : undefined;
    if (value === undefined) return whole;
    const text = typeof value === 'object' ? value.join(' ') : String(value);
    if (prefix === undefined) return text;
    // A looked-up word may itself use parameters; a catalogue that loops stops at the id.
    return depth > 4 ? `${prefix}${text}` : fill(`${prefix}${text}`, params, catalogue, depth + 1);
  });
}

/**
 * One catalogue of several, later ones winning. Write it `/* @__PURE__ *\/ catalogueOf(…)` at a
 * module's top level, so a bundle that does not use the result drops it (an object spread there
 * would stay, since a bundler cannot know it has no effect).
 */
export function catalogueOf(...parts: readonly Catalogue[]): Catalogue {
  return Object.assign({}, ...parts) as Catalogue;
}

/** A {@link Message} with its English text from `catalogue`. */
export function message(id: string, params: Record<string, MessageParam>, catalogue: Catalogue): Message {
  return { id, params, text: formatMessage(id, params, catalogue) };
}
