/**
 * Stored states: `restoreState` checks a state read from storage before the
 * engine trusts it, and `stateHash` lets two copies of a state (two servers,
 * a server and its store) be compared cheaply: clients only ever hold views.
 */
import { plainCopyWithin, TOO_LARGE } from './bounds.js';
import { canonicalKey } from './canonical.js';
import { RuleError } from './errors.js';
import type { BaseAction, BaseState, Game, Score } from './game.js';
import { brief, briefIssues, safeParse } from './issues.js';
import { playerCounts } from './seats.js';

/** States larger than this (as JSON text) are refused before parsing. */
const MAX_STATE_JSON = 4 * 1024 * 1024;
/**
 * States holding more values than this (counted along every path) are refused before they are
 * turned into text: no JSON text within {@link MAX_STATE_JSON} holds more.
 */
const MAX_STATE_VALUES = MAX_STATE_JSON / 2;

/** What `readOnce` gives for a value whose reading threw. */
const UNREADABLE: unique symbol = Symbol('unreadable');

/**
 * A caller's value as plain data read once (see `plainCopyWithin`), {@link TOO_LARGE} when it is
 * too large to write out as a state, or `UNREADABLE` when reading it threw (a hostile getter or
 * proxy); never throws.
 */
function readOnce(value: unknown): unknown {
  try {
    return plainCopyWithin(value, MAX_STATE_VALUES);
  } catch {
    return UNREADABLE;
  }
}

function bad(message: string, details?: unknown): RuleError {
  return new RuleError('BAD_STATE', `Not a valid ${message}`, details);
}

/**
 * Validates a state read from storage (a JSON string or parsed JSON): its
 * shape, the player count, card conservation (every card of the deck exactly
 * once), and the game's own invariants such as a consistent phase. Returns a
 * fresh copy of the state, or throws `RuleError('BAD_STATE')` naming what is wrong.
 *
 * @example
 * const state = restoreState(parcellus, await db.get(matchId));
 */
export function restoreState<S extends BaseState, A extends BaseAction, O, V>(
  game: Game<S, A, O, V>,
  input: unknown,
): S {
  let data: unknown = input;
  if (typeof input === 'string') {
    if (input.length > MAX_STATE_JSON)
      throw bad(`${game.title} state: it is larger than ${MAX_STATE_JSON} characters.`);
    try {
      data = JSON.parse(input);
    } catch {
      throw bad(`${game.title} state: it is not JSON.`);
    }
  } else {
    // Counted before it is written out: an object whose parts are shared is small in memory and
    // exponential as text. The text is made of the copy, so a getter is read once.
    const plain = readOnce(input);
    if (plain === TOO_LARGE)
      throw bad(`${game.title} state: it holds more than ${MAX_STATE_VALUES} values, or a toJSON method.`);
    if (plain === UNREADABLE) throw bad(`${game.title} state: it is not plain JSON data.`);
    try {
      data = JSON.parse(JSON.stringify(plain) ?? 'null');
    } catch {
      throw bad(`${game.title} state: it is not plain JSON data.`);
    }
  }
  const parsed = safeParse(game.stateSchema, data);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    const where = first && first.path.length > 0 ? ` at "${first.path.join('.')}"` : '';
    throw bad(
      `${game.title} state${where}: ${brief(first?.message ?? 'wrong shape')}.`,
      briefIssues(parsed.error.issues),
    );
  }
  const state = parsed.data;
  const players = (state as unknown as { players: number }).players;
  if (players < game.players.min || players > game.players.max) {
    throw bad(`${game.title} state: it has ${players} players, and the game is for ${playerCounts(game.players)}.`);
  }
  let deck: string[];
  try {
    deck = game.deck((state as unknown as { options?: Partial<O> }).options);
  } catch {
    throw bad(`${game.title} state: its options are not valid.`);
  }
  const counts = new Map<string, number>(deck.map((c) => [c, 0]));
  for (const c of game.cards(state)) {
    const n = counts.get(c);
    if (n === undefined) throw bad(`${game.title} state: ${c} is not a card of this game.`);
    counts.set(c, n + 1);
  }
  for (const [c, n] of counts) {
    if (n === 0) throw bad(`${game.title} state: card conservation is broken, ${c} is missing.`);
    if (n > 1) throw bad(`${game.title} state: card conservation is broken, ${c} is there ${n} times.`);
  }
  const problem = game.checkState(state);
  if (problem !== null) throw bad(`${game.title} state: ${problem}.`);
  const ending = endingProblem(state, game.score(state));
  if (ending !== null) throw bad(`${game.title} state: ${ending}.`);
  return state;
}

/**
 * What is wrong with how a state's last events tell the end of the game, or `null`. Every seat's
 * next view shows them: a forged `gameOver` event would announce an end, or winners, the state
 * does not hold. Every game ends its last action with one `gameOver` event naming the winners.
 */
function endingProblem(state: BaseState, score: Score): string | null {
  const ends = state.events.filter((e) => e.type === 'gameOver');
  if (ends.length > 1) return 'its last events end the game more than once';
  const end = ends[0] as { winners?: unknown } | undefined;
  if (end === undefined) return score.over ? 'the game is over, but its last events do not say so' : null;
  if (!score.over) return 'its last events end a game that goes on';
  return canonicalKey(end.winners) === canonicalKey(score.winners)
    ? null
    : 'its gameOver event names other winners than the state';
}

/**
 * A short hash of a state (cyrb53 over its canonical JSON, key order ignored),
 * stable across JSON round-trips: two peers holding the same state get the
 * same hash, so comparing hashes detects a desync.
 */
export function stateHash(state: unknown): string {
  let text: unknown;
  const plain = readOnce(state);
  if (plain === TOO_LARGE)
    throw new RuleError('BAD_STATE', `Not a state: it holds more than ${MAX_STATE_VALUES} values, or a toJSON method.`);
  if (plain === UNREADABLE) throw new RuleError('BAD_STATE', 'Not a state: it could not be read as plain data.');
  try {
    text = canonicalKey(plain);
  } catch (e) {
    // A cycle or a BigInt: no JSON text to hash.
    throw new RuleError(
      'BAD_STATE',
      `Not a state (no JSON text to hash): ${e instanceof Error ? e.message : 'unreadable'}.`,
    );
  }
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  // `undefined`, a function or a symbol: JSON has no text for them.
  if (typeof text !== 'string') throw new RuleError('BAD_STATE', 'Not a state: it has no JSON text to hash.');
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, '0');
}
