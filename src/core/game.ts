/**
 * The `Game` contract every game follows, and `defineGame`, which builds the
 * public functions from a game's rule code so that each rule is written once:
 * `validate` runs the shared checks and the game's `check`, `apply` is immer's
 * `produce` around the same mutating rule code that `applyInPlace` runs.
 */
import { Immer } from 'immer';
import { z } from 'zod';
import { plainCopyWithin, TOO_LARGE } from './bounds.js';
import { type Card, internCard, isPermutationOf } from './cards.js';
import { drafting } from './draft.js';
import { type CommonErrorCode, RuleError } from './errors.js';
import { freezeDeep } from './freeze.js';
import { isSharedMove } from './intern.js';
import { restoreState } from './restore.js';
import { pick, type Rng, type RngState, type Seed, seedState } from './rng.js';
import { optionsKey, parseSetup, quickSetup } from './setup.js';

/** A seat number, 0-based, in table order (seat 1 sits left of seat 0). */
export type Seat = number;

/** Who is looking at a view: a seat, or a spectator who sees public information only. */
export type Viewer = Seat | 'spectator';

/** What every action has: a `type` discriminator and the acting `seat`. */
export interface BaseAction {
  /** Which kind of action this is; each game's action schema is a union on it. */
  readonly type: string;
  /** The seat taking the action. */
  readonly seat: Seat;
}

/** What every event has: a `type` discriminator. */
export interface BaseEvent {
  /** Which kind of event this is. */
  readonly type: string;
}

/** What every game state has in common. States are plain JSON data. */
export interface BaseState {
  /** Where the game stands, in the rule book's words. */
  phase: string;
  /** The game's own random generator state; never shown in a view. */
  rng: RngState;
  /** What happened during the last action (unredacted: views redact them per seat). */
  events: BaseEvent[];
}

/** How to start a game: see {@link Game.init}. */
export interface Setup<Options> {
  /** Number of players; must be within the game's `players` range. */
  players: number;
  /** Seed for the game's random generator: shuffles and random draws follow from it. */
  seed: Seed;
  /** Rule options; anything left out takes its documented default. */
  options?: Partial<Options> | undefined;
  /**
   * A stacked deck for the first deal: a permutation of the game's deck, mapped
   * onto the deal as each game documents. Later deals shuffle from the seed.
   */
  deck?: readonly Card[] | undefined;
  /** The first dealer's seat; random (from the seed) when left out. */
  dealer?: Seat | undefined;
}

/** A setup after validation, with every option filled in. */
export interface ResolvedSetup<Options> {
  /** Number of players. */
  players: number;
  /** The rule options with defaults applied. */
  options: Options;
  /** The stacked deck, when one was given. */
  deck: Card[] | null;
  /** The first dealer, when one was given. */
  dealer: Seat | null;
  /** The initial generator state derived from the seed. */
  rng: RngState;
}

/** Points per seat, whether the game is over, and who won (several on a shared win). */
export interface Score {
  /** Points per seat, in seat order. Halves appear where the rules halve. */
  points: number[];
  /** True once the game has ended. */
  over: boolean;
  /** The winning seats once the game is over; empty before. */
  winners: Seat[];
}

/**
 * The result of {@link Game.validate}. `Code` is the union of error codes the
 * game can give (its own and the shared {@link CommonErrorCode}s), so a
 * `switch` on `error.code` is checked against the codes that exist.
 */
export type Validation<Action, Code extends string = string> =
  | { ok: true; action: Action }
  | { ok: false; error: RuleError<Code> };

/** A range of player counts. */
export interface PlayerRange {
  /** Fewest players. */
  readonly min: number;
  /** Most players. */
  readonly max: number;
}

/**
 * One game of the library. Every member is a pure function of its arguments
 * except `applyInPlace`, which mutates the state it is given. `Code` is the
 * union of the error codes its `validate` gives: the shared ones and the
 * game's own (such as `ParcellusErrorCode`).
 */
export interface Game<State extends BaseState, Action extends BaseAction, Options, View, Code extends string = string> {
  /** Stable identifier, e.g. `parcellus`; also the subpath it is exported from. */
  readonly id: string;
  /** Name for people. */
  readonly title: string;
  /** How many players the game allows. */
  readonly players: PlayerRange;
  /** The rule options, each with a documented default. */
  readonly optionsSchema: z.ZodType<Options>;
  /** Every action, as a union discriminated on `type`. */
  readonly actionSchema: z.ZodType<Action>;
  /**
   * The full deck the game uses, in a fixed order, for these options (the
   * defaults when left out): some options change the pack.
   */
  deck(options?: Partial<Options>): Card[];
  /** Validates a setup and deals the first state. Throws `RuleError('BAD_SETUP')`. */
  init(setup: Setup<Options>): State;
  /**
   * The seats that may act now: several in a simultaneous step, none when the
   * game is over. The list may be shared between calls: copy it to change it.
   */
  actors(state: State): readonly Seat[];
  /**
   * Every legal action of `seat`, each once, in a stable order: empty for a
   * seat that may not act now, and for anything that is no seat of the game
   * (`7` in a 3-player game, `1.5`, or the string `'0'` read from JSON: make
   * it a number first).
   */
  legalMoves(state: State, seat: Seat): Action[];
  /**
   * A legal action of `seat` chosen uniformly at random: exactly the action
   * `pick(rng, legalMoves(state, seat))` returns, drawing the same numbers
   * from `rng`, but without listing the other moves where the game can avoid
   * it (a Parcellus pass is one of 20 three-card choices). `null` when `seat`
   * has no legal move. The move choice of random playouts on the fast path.
   * Throws `RuleError('BAD_SETUP')` when `rng` is not a generator.
   */
  randomMove(state: State, seat: Seat, rng: Rng): Action | null;
  /**
   * Parses and checks untrusted input against the rules; never throws. A
   * state the rules cannot read (another game's, a view) gets `BAD_STATE`.
   */
  validate(state: State, action: unknown): Validation<Action, Code>;
  /**
   * The next state. Throws the `RuleError` that `validate` reports, or
   * `RuleError('BAD_STATE')` when the rules fail on a state the game did not
   * make; never changes `state`.
   */
  apply(state: State, action: unknown): State;
  /** Points so far, whether the game is over, and the winners. */
  score(state: State): Score;
  /** What `viewer` may see, as JSON, with the last action's events redacted for it. */
  view(state: State, viewer: Viewer): View;
  /**
   * A full state consistent with `seat`'s view: the cards it cannot see are
   * re-dealt at random with `rng`, and the state gets a fresh generator. For
   * search bots that must not peek. Throws `RuleError('BAD_VIEW')` for a view
   * that is not one of this game's. A view this game's `view` returned is
   * taken as it was made (edit a copy, not it); any other view, such as a JSON
   * copy, is checked: the state dealt from it must pass `restoreState`.
   */
  determinize(view: View, seat: Seat, rng: Rng): State;
  /** The rules of `apply`, unchecked, mutating `state`: the fast path for playouts on a private copy. */
  applyInPlace(state: State, action: Action): void;
  /** Every card in every zone of `state`, in no particular order (for conservation checks). */
  cards(state: State): Card[];
  /**
   * A canonical key of an action: two actions with the same key are the same
   * move (e.g. the same three cards passed in another order). Move lists hold
   * each key once. Input that is no action of the game gets a key of its own
   * or a `RuleError('MALFORMED_ACTION')`, never another error.
   */
  moveKey(action: Action): string;
  /** One line of plain English for an event (from a state or a view), for logs and play-by-plays. */
  describeEvent(event: BaseEvent): string;
  /**
   * The fields of views and events whose card codes name a card without
   * being one, such as the card a Six Card Parade King of Hearts stands for
   * (`wild`): a program that looks for the cards a view shows (as
   * `createMatch` does, to tell which actions can be undone) skips them.
   * Empty for a game with no such field.
   */
  readonly cardNamingFields: readonly string[];
  /** The zod schema of a state's shape, for states read back from storage (see `restoreState`). */
  readonly stateSchema: z.ZodType<State>;
  /**
   * The game's invariants beyond shape and card conservation (a consistent
   * phase, hand sizes, valid melds…): `null` when they hold, else what is wrong.
   */
  checkState(state: State): string | null;
}

/** Any game, with its types erased: what the registry holds. */
// biome-ignore lint/suspicious/noExplicitAny: erasure for heterogeneous registries; every member is still checked per game.
export type AnyGame = Game<any, any, any, any>;

/** The state type of a game value. */
export type StateOf<G> = G extends Game<infer S, BaseAction, unknown, unknown> ? S : never;
/** The action type of a game value. */
export type ActionOf<G> = G extends Game<BaseState, infer A, unknown, unknown> ? A : never;
/** The error codes a game value's `validate` (and `apply`) can give. */
export type ErrorCodeOf<G> = G extends Game<BaseState, BaseAction, unknown, unknown, infer C> ? C : never;

/** What a game's rule module supplies to {@link defineGame}. */
export interface GameRules<
  State extends BaseState,
  Action extends BaseAction,
  Options,
  View,
  Code extends string = string,
> {
  /** See {@link Game.id}. */
  id: string;
  /** See {@link Game.title}. */
  title: string;
  /** See {@link Game.players}. */
  players: PlayerRange;
  /** A zod object whose every field has a default, so `{}` parses to the defaults. */
  optionsSchema: z.ZodType<Options>;
  /** See {@link Game.actionSchema}. */
  actionSchema: z.ZodType<Action>;
  /** See {@link Game.deck}; receives the options with defaults applied. */
  deck(options: Options): Card[];
  /** Deals the first state from a validated setup. */
  setup(setup: ResolvedSetup<Options>): State;
  /** See {@link Game.actors}; may return a shared (frozen) list, see {@link seatList}. */
  actors(state: State): readonly Seat[];
  /** True once the game has ended. */
  isOver(state: State): boolean;
  /**
   * True when `seat` may act now: the same answer as looking `seat` up in
   * `actors`, without building or walking the list. Optional; `legalMoves`
   * asks it on every call of every playout, so games with a cheap answer give
   * one. Must agree with `actors` (the conformance suite checks it).
   */
  isActor?(state: State, seat: Seat): boolean;
  /** See {@link Game.legalMoves}; only called for a seat that is an actor. */
  legalMoves(state: State, seat: Seat): Action[];
  /**
   * See {@link Game.randomMove}; only called for a seat that is an actor.
   * Optional: without it, a move is picked from `legalMoves`. It must return
   * the very move that pick would, with the same draws (the conformance suite
   * checks it).
   */
  randomMove?(state: State, seat: Seat, rng: Rng): Action;
  /**
   * The game's own check of a well-formed action by a seat that may act now:
   * `null` when legal, else the error naming the broken rule. Must agree with
   * `legalMoves`; the conformance suite checks it.
   */
  check(state: State, action: Action): RuleError<Code> | null;
  /** The rule code: mutates `state` by `action`, which is known to be legal. */
  applyInPlace(state: State, action: Action): void;
  /** See {@link Game.score}. */
  score(state: State): Score;
  /** See {@link Game.view}. */
  view(state: State, viewer: Viewer): View;
  /** See {@link Game.determinize}. */
  determinize(view: View, seat: Seat, rng: Rng): State;
  /** See {@link Game.cards}. */
  cards(state: State): Card[];
  /** See {@link Game.moveKey}; defaults to {@link canonicalKey}. */
  moveKey?(action: Action): string;
  /** See {@link Game.describeEvent}; defaults to the event's JSON. */
  describeEvent?(event: BaseEvent): string;
  /** See {@link Game.cardNamingFields}; defaults to none. */
  cardNamingFields?: readonly string[];
  /** See {@link Game.stateSchema}; defaults to the shape every state shares. */
  stateSchema?: z.ZodType<State>;
  /** See {@link Game.checkState}; defaults to no further checks. */
  checkState?(state: State): string | null;
}

/** The most seats a state of any game may have (a bound for what a caller describes, too). */
export const MAX_PLAYERS = 8;

/** The shape every state shares: a phase, the generator state and the last events. */
export const baseStateSchema = z.looseObject({
  phase: z.string().max(64),
  rng: z.tuple([z.number().int(), z.number().int(), z.number().int(), z.number().int()]),
  events: z.array(z.looseObject({ type: z.string().max(64) })).max(10_000),
  players: z.number().int().min(1).max(MAX_PLAYERS),
});

const NO_SEATS: readonly Seat[] = Object.freeze([]);
// Filled by pushes and not frozen itself (it is private; the lists in it are
// frozen): a frozen or holey table made seatList's read a generic keyed load
// in optimized code, a builtin call on every `actors` of a playout.
const SEAT_LISTS: (readonly Seat[])[] = [];
for (let s = 0; s < 16; s++) SEAT_LISTS.push(Object.freeze([s]));

/**
 * The one-seat list `[seat]`, shared and frozen: `actors` is asked for on
 * every step of every playout, and most steps have a single actor, so games
 * return these instead of a new array each time.
 */
export function seatList(seat: Seat): readonly Seat[] {
  return SEAT_LISTS[seat] ?? [seat];
}

/**
 * True when `seat` is in `seats`. A plain loop: asked on every `legalMoves`
 * call of every playout, where the lists hold one to a few seats and the
 * generic `includes` costs more than the search.
 */
function hasSeat(seats: readonly Seat[], seat: Seat): boolean {
  for (let i = 0; i < seats.length; i++) if (seats[i] === seat) return true;
  return false;
}

/**
 * JSON with object keys sorted: a key for plain data that ignores key order.
 * The same text as `JSON.stringify` with a replacer that sorts each object's
 * keys, written out directly for plain JSON data (search bots key every move
 * of every node they visit, and the replacer's copies of each object cost
 * most of their time); anything else (a `toJSON`, a class instance, a key
 * that is an array index, a BigInt, very deep nesting) takes the replacer.
 */
export function canonicalKey(value: unknown): string {
  const text = canonicalText(value, 0);
  return text ?? sortedStringify(value);
}

/** A seat or viewer id for an error message, without converting what may not be converted. */
function idLabel(id: unknown): string {
  if (typeof id === 'number') return String(id);
  return typeof id === 'string' ? JSON.stringify(id) : `of type ${typeof id}`;
}

function sortedStringify(value: unknown): string {
  return JSON.stringify(value, (_k, v: unknown) =>
    v !== null && typeof v === 'object' && !Array.isArray(v)
      ? Object.fromEntries(
          Object.entries(v as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
        )
      : v,
  );
}

/** The canonical text of plain JSON data, or `undefined` where `sortedStringify` must decide. */
function canonicalText(v: unknown, depth: number): string | undefined {
  switch (typeof v) {
    case 'string':
      return JSON.stringify(v);
    case 'number':
      return Number.isFinite(v) ? String(v) : 'null';
    case 'boolean':
      return v ? 'true' : 'false';
    case 'object':
      break;
    default:
      // undefined, functions, symbols and BigInts: JSON.stringify's own rules (or its error).
      return undefined;
  }
  if (v === null) return 'null';
  // Deep nesting (or a cycle) is left to JSON.stringify, which reports a cycle as such.
  if (depth > 64) return undefined;
  if (typeof (v as { toJSON?: unknown }).toJSON === 'function') return undefined;
  if (Array.isArray(v)) {
    let out = '[';
    for (let i = 0; i < v.length; i++) {
      const item: unknown = v[i];
      const t = typeof item;
      // JSON writes null for array entries it cannot represent.
      const text = t === 'undefined' || t === 'function' || t === 'symbol' ? 'null' : canonicalText(item, depth + 1);
      if (text === undefined) return undefined;
      out += i === 0 ? text : `,${text}`;
    }
    return `${out}]`;
  }
  const proto: unknown = Object.getPrototypeOf(v);
  if (proto !== Object.prototype && proto !== null) return undefined;
  const keys = Object.keys(v);
  // Array-index keys ("0", "12") come first in any object, whatever the sort: the replacer decides those.
  for (const k of keys) {
    const c = k.charCodeAt(0);
    if (c >= 48 && c <= 57) return undefined;
  }
  keys.sort();
  let out = '{';
  let first = true;
  for (const k of keys) {
    const item: unknown = (v as Record<string, unknown>)[k];
    const t = typeof item;
    if (t === 'undefined' || t === 'function' || t === 'symbol') continue;
    const text = canonicalText(item, depth + 1);
    if (text === undefined) return undefined;
    out += `${first ? '' : ','}${JSON.stringify(k)}:${text}`;
    first = false;
  }
  return `${out}}`;
}

// Cheap structural guards run before zod, so a hostile payload (a huge array, a
// deep object) costs constant time to reject instead of a full schema walk.
const MAX_ACTION_KEYS = 16;
const MAX_ACTION_JSON = 4096;

function preCheck(action: unknown): string | null {
  if (action === null || typeof action !== 'object' || Array.isArray(action)) return 'an action must be an object';
  const keys = Object.keys(action);
  if (keys.length > MAX_ACTION_KEYS) return `an action has at most ${MAX_ACTION_KEYS} fields`;
  for (const k of keys) {
    const v = (action as Record<string, unknown>)[k];
    if (typeof v === 'string' && v.length > MAX_ACTION_JSON) return `field "${k}" is too long`;
    if (Array.isArray(v) && v.length > 64) return `field "${k}" has too many entries`;
  }
  return null;
}

/**
 * deckwright's own immer, so that an app's global immer settings cannot
 * change what `apply` hands out. Its autoFreeze is off because `apply` freezes
 * the new state itself (`freezeDeep`), with the same result and a quarter of
 * the cost. Plugins stay global in immer: an app that turns on
 * `enableArrayMethods()` turns it on here too (a test checks `apply` is
 * unchanged by it).
 */
const immer = new Immer({ autoFreeze: false });

/**
 * Builds a {@link Game} from a game's rule code. The shared checks (malformed
 * input, game over, seat range, turn) live here once for every game.
 */
export function defineGame<State extends BaseState, Action extends BaseAction, Options, View, Code extends string>(
  rules: GameRules<State, Action, Options, View, Code>,
): Game<State, Action, Options, View, Code | CommonErrorCode> {
  const playerCount = (state: State): number => (state as unknown as { players: number }).players;
  const isActor = rules.isActor ?? ((state: State, seat: Seat) => hasSeat(rules.actors(state), seat));

  /** Parses untrusted input; exotic objects (throwing getters, hostile proxies) count as malformed. */
  const parse = (input: unknown): ReturnType<typeof rules.actionSchema.safeParse> | string => {
    try {
      return preCheck(input) ?? rules.actionSchema.safeParse(input);
    } catch {
      return 'it could not be read as plain data';
    }
  };

  const validate = (state: State, input: unknown): Validation<Action, Code | CommonErrorCode> => {
    // A shared move from this game's own move lists is known to be well formed.
    const parsed = isSharedMove(rules.actionSchema, input)
      ? { success: true as const, data: input as Action }
      : parse(input);
    if (typeof parsed === 'string') {
      return { ok: false, error: new RuleError('MALFORMED_ACTION', `Malformed action: ${parsed}.`) };
    }
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      const where = first && first.path.length > 0 ? ` at "${first.path.join('.')}"` : '';
      return {
        ok: false,
        error: new RuleError(
          'MALFORMED_ACTION',
          `Malformed action${where}: ${first?.message ?? 'not a valid action'}.`,
          parsed.error.issues,
        ),
      };
    }
    try {
      return checkAction(state, parsed.data);
    } catch (e) {
      // The rules read the state as the game made it; anything else (another game's state, a view,
      // a state edited by hand) can fail inside them. `validate` never throws: it says so.
      if (e instanceof RuleError) return { ok: false, error: e as RuleError<Code | CommonErrorCode> };
      return { ok: false, error: unreadableState(e) };
    }
  };

  /** The refusal of a state the rules failed on; the error they raised is its `details`. */
  const unreadableState = (e: unknown): RuleError<'BAD_STATE'> => {
    const why = e instanceof Error ? e.message : String(e);
    return new RuleError('BAD_STATE', `This is no ${rules.title} state the rules can read (${why}).`, e);
  };

  /** The checks of a well-formed action that read the state. */
  const checkAction = (state: State, action: Action): Validation<Action, Code | CommonErrorCode> => {
    // A view reads like a state to every check below (phase, seats, the viewer's hand) and fails
    // only inside the rules, so `validate` would pass what `apply` refuses. Every state carries its
    // generator (BaseState) and no view ever shows it.
    if (!('rng' in state)) {
      return {
        ok: false,
        error: new RuleError(
          'BAD_STATE',
          `This is no ${rules.title} state (it has no rng): a view, what one seat sees? validate and apply take the state.`,
        ),
      };
    }
    if (rules.isOver(state)) {
      return { ok: false, error: new RuleError('GAME_OVER', 'The game is over: no more actions are taken.') };
    }
    const players = playerCount(state);
    if (action.seat >= players) {
      return {
        ok: false,
        error: new RuleError('MALFORMED_ACTION', `There is no seat ${action.seat} in a ${players}-player game.`),
      };
    }
    if (!isActor(state, action.seat)) {
      return {
        ok: false,
        error: new RuleError('NOT_YOUR_TURN', `Seat ${action.seat} may not act now (phase "${state.phase}").`),
      };
    }
    const err = rules.check(state, action);
    return err === null ? { ok: true, action } : { ok: false, error: err };
  };

  // Options parsed once per distinct flat record (`optionsKey`; the defaults are the empty key):
  // every playout and simulated game of a run passes the same options, and zod's parse of
  // them cost a tenth of a Frustration Rummy self-play game. The schemas are pure functions of
  // their input, so a record parsed again would give the same options.
  const parsedOptions = new Map<string, { options: Options; flat: boolean }>();

  const init = (setup: Setup<Options>): State => {
    const parsed = quickSetup(setup) ?? parseSetup(setup);
    const { players, seed, deck, dealer } = parsed;
    if (players < rules.players.min || players > rules.players.max) {
      throw new RuleError(
        'BAD_SETUP',
        `${rules.title} is for ${rules.players.min}–${rules.players.max} players, not ${players}.`,
      );
    }
    const options = optionsFor(parsed.options);
    if (dealer !== undefined && (dealer < 0 || dealer >= players)) {
      throw new RuleError('BAD_SETUP', `The dealer must be a seat from 0 to ${players - 1}.`);
    }
    const full = rules.deck(options);
    if (deck !== undefined && !isPermutationOf(deck, full)) {
      throw new RuleError(
        'BAD_SETUP',
        `A stacked deck must hold each of the game's ${full.length} cards exactly once.`,
      );
    }
    return rules.setup({
      players,
      options,
      // Interned, so the rules compare these cards as fast as the game's own deck.
      deck: deck ? deck.map(internCard) : null,
      dealer: dealer ?? null,
      rng: seedState(seed),
    });
  };

  /**
   * The game's options for a setup's options (`undefined`: none given), as a copy the new state
   * owns: a state on the fast path is mutable. Options are flat records in every game so far,
   * and a spread copies one several times faster than the JSON walk, on every init.
   */
  const optionsFor = (input: Record<string, unknown> | undefined): Options => {
    const key = optionsKey(input);
    if (key === null) return parseOptions(input ?? {});
    let known = parsedOptions.get(key);
    if (known === undefined) {
      const options = parseOptions(input ?? {});
      known = { options, flat: Object.values(options as object).every((v) => v === null || typeof v !== 'object') };
      // A bound on what a caller cycling through many option sets can make the game keep.
      if (parsedOptions.size >= 64) parsedOptions.clear();
      parsedOptions.set(key, known);
    }
    return known.flat ? { ...known.options } : cloneState(known.options);
  };

  /** The game's options from parsed setup options, or the `BAD_SETUP` error naming the bad one. */
  const parseOptions = (input: Record<string, unknown>): Options => {
    const opts = rules.optionsSchema.safeParse(input);
    if (!opts.success) {
      const first = opts.error.issues[0];
      throw new RuleError(
        'BAD_SETUP',
        `Bad option${first?.path.length ? ` "${first.path.join('.')}"` : ''}: ${first?.message ?? 'invalid'}.`,
        opts.error.issues,
      );
    }
    return opts.data;
  };

  const keyOf = rules.moveKey ?? canonicalKey;
  /**
   * The key of an action a caller made: a game's key reads the fields its actions have, and
   * garbage (null, missing cards, a cycle) would fail inside it with a TypeError, or find no
   * case for its type.
   */
  const keyOfInput = (action: Action): string => {
    try {
      // Keyed on a copy read once: a getter could answer a small value to the bound and a huge one
      // to the key.
      const plain = plainCopyWithin(action, MAX_KEY_VALUES);
      if (plain === TOO_LARGE) throw new TypeError(`it holds more than ${MAX_KEY_VALUES} values, or a toJSON method`);
      const key: unknown = keyOf(plain as Action);
      // A game's key switches on the action types it knows; any other type keys as its JSON.
      const text: unknown = typeof key === 'string' ? key : canonicalKey(plain);
      // `undefined`, a function or a symbol has no JSON text: refused below.
      if (typeof text !== 'string') throw new TypeError('it is not JSON data');
      return text;
    } catch (e) {
      if (e instanceof RuleError) throw e;
      throw new RuleError(
        'MALFORMED_ACTION',
        `That is not a ${rules.title} action, so it has no move key (${(e as Error).message}).`,
      );
    }
  };
  /** Refuses a view whose player count or options are not this game's (see `determinize`). */
  const checkViewSize = (view: unknown): void => {
    const v = view as { players?: unknown; options?: unknown } | null;
    if (typeof v !== 'object' || v === null) throw new RuleError('BAD_VIEW', 'A view is an object.');
    const players = v.players;
    const { min, max } = rules.players;
    if (
      players !== undefined &&
      !(Number.isInteger(players) && (players as number) >= min && (players as number) <= max)
    ) {
      throw new RuleError('BAD_VIEW', `${rules.title} is for ${min}–${max} players, not ${idLabel(players)}.`);
    }
    if (typeof v.options !== 'object' || v.options === null) {
      throw new RuleError('BAD_VIEW', 'The view does not hold the rule options in force.');
    }
    try {
      optionsFor(v.options as Record<string, unknown>);
    } catch (e) {
      throw new RuleError('BAD_VIEW', `The view's rule options are not this game's: ${(e as Error).message}`);
    }
  };
  const sharedKeys = new WeakMap<object, string>();
  // The views this game's `view` made: `determinize` takes them as made. Any other view (a JSON
  // copy, one made by hand) gets the state dealt from it checked as a stored state is, since a
  // view with a field edited could otherwise give a state the game's other functions fail on.
  const madeViews = new WeakSet<object>();
  const game: Game<State, Action, Options, View, Code | CommonErrorCode> = {
    id: rules.id,
    title: rules.title,
    players: rules.players,
    optionsSchema: rules.optionsSchema,
    actionSchema: rules.actionSchema,
    deck: (options) => {
      let parsed: ReturnType<typeof rules.optionsSchema.safeParse>;
      try {
        parsed = rules.optionsSchema.safeParse(options ?? {});
      } catch {
        // A getter that throws or a hostile proxy: zod's parse lets the error through.
        throw new RuleError('BAD_SETUP', 'Bad options: they could not be read as plain data.');
      }
      if (!parsed.success)
        throw new RuleError('BAD_SETUP', `Bad options: ${parsed.error.issues[0]?.message ?? 'invalid'}.`);
      return rules.deck(parsed.data);
    },
    init,
    // `actors`, `legalMoves`, `score` and `view` read the state as the game made it: one the game
    // did not make (another game's, a view, one edited by hand) gets BAD_STATE, not a TypeError
    // from deep inside the rules.
    actors: (state) => {
      try {
        return rules.isOver(state) ? NO_SEATS : rules.actors(state);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    legalMoves: (state, seat) => {
      try {
        // A seat that is not an integer is nobody's (a game's own actor test might index with it).
        if (!Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return [];
        return rules.legalMoves(state, seat);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    randomMove: (state, seat, rng) => {
      // One cheap test on the hot path: the rules would otherwise fail deep inside with a TypeError.
      if (!isGenerator(rng)) {
        throw new RuleError('BAD_SETUP', 'randomMove needs a random generator: pass one made by createRng.');
      }
      if (!Number.isInteger(seat) || rules.isOver(state) || !isActor(state, seat)) return null;
      if (rules.randomMove) return rules.randomMove(state, seat, rng);
      const moves = rules.legalMoves(state, seat);
      return moves.length === 0 ? null : pick(rng, moves);
    },
    validate,
    apply: (state, input) => {
      const v = validate(state, input);
      if (!v.ok) throw v.error;
      // Frozen here, not by immer's autoFreeze: states are plain JSON, and a walk made for
      // them (stopping at the frozen parts the new state shares) is several times cheaper
      // than immer's, which checks every value for drafts, classes and collections.
      try {
        return freezeDeep(
          drafting(() =>
            immer.produce(state, (draft) => {
              rules.applyInPlace(draft as State, v.action);
            }),
          ),
        );
      } catch (e) {
        // As in `validate`: a state the game did not make can pass the checks and fail in the rules.
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    score: (state) => {
      try {
        return rules.score(state);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
    },
    view: (state, viewer) => {
      let view: View;
      try {
        if (viewer !== 'spectator' && !(Number.isInteger(viewer) && viewer >= 0 && viewer < playerCount(state))) {
          throw new RuleError('BAD_VIEW', `There is no seat ${idLabel(viewer)} to view from.`);
        }
        view = rules.view(state, viewer);
      } catch (e) {
        throw e instanceof RuleError ? e : unreadableState(e);
      }
      if (typeof view === 'object' && view !== null) madeViews.add(view);
      return view;
    },
    determinize: (view, seat, rng) => {
      // The generator is the caller's, not the view's: a missing one is named as such.
      if (!isGenerator(rng)) {
        throw new RuleError('BAD_SETUP', 'determinize needs a random generator: pass one made by createRng.');
      }
      try {
        // A view this game made is taken as made. Any other is checked: first what sizes the deal
        // (the player count, the options, such as Frustration Rummy's number of decks), before
        // anything is allocated from it, as a view made by hand with a huge count would exhaust
        // the memory or run for hours; then the state dealt from it, as a stored state is.
        const trusted = typeof view === 'object' && view !== null && madeViews.has(view);
        if (!trusted) checkViewSize(view);
        const state = rules.determinize(view, seat, rng);
        if (!trusted) {
          try {
            restoreState(game, state);
          } catch (e) {
            throw new RuleError('BAD_VIEW', `No ${rules.title} state fits this view: ${(e as Error).message}`);
          }
        }
        return state;
      } catch (e) {
        if (e instanceof RuleError) throw e;
        const why = e instanceof Error ? e.message : 'it could not be read';
        throw new RuleError('BAD_VIEW', `Not a ${rules.title} view of seat ${idLabel(seat)}: ${why}`);
      }
    },
    applyInPlace: rules.applyInPlace,
    cards: rules.cards,
    moveKey: (action) => {
      // A shared move is deep-frozen and made by the engine, so its key cannot change: it is
      // made once (search bots key every move of every node they pass, many times over).
      if (!isSharedMove(rules.actionSchema, action)) return keyOfInput(action);
      let key = sharedKeys.get(action);
      if (key === undefined) {
        key = keyOf(action);
        sharedKeys.set(action, key);
      }
      return key;
    },
    stateSchema: rules.stateSchema ?? (baseStateSchema as unknown as z.ZodType<State>),
    checkState: (state) => {
      try {
        return rules.checkState ? rules.checkState(state) : null;
      } catch (e) {
        return `the state is inconsistent (${(e as Error).message})`;
      }
    },
    cardNamingFields: Object.freeze([...(rules.cardNamingFields ?? [])]),
    describeEvent: (event) => {
      // Bounded first, as a move key is: an event whose parts are shared is exponential to describe.
      // Described from a copy read once, so a getter cannot answer the bound one thing and the
      // description another.
      let plain: unknown;
      try {
        plain = plainCopyWithin(event, MAX_KEY_VALUES);
      } catch {
        return 'an event that cannot be described';
      }
      if (plain === TOO_LARGE) return 'an event too large to describe';
      try {
        return (rules.describeEvent ? rules.describeEvent(plain as BaseEvent) : JSON.stringify(plain)) ?? 'an event';
      } catch {
        // The fallback must not throw either: an event that is no event of the game may hold a BigInt.
        try {
          return JSON.stringify(plain) ?? 'an event';
        } catch {
          return 'an event that cannot be described';
        }
      }
    },
  };
  return game;
}

/** The most values a move key reads of an input a caller made: a real action holds a few dozen. */
const MAX_KEY_VALUES = 4096;

/** True for what looks like a random generator (an object with a `next` method); never throws. */
function isGenerator(rng: unknown): boolean {
  try {
    return typeof rng === 'object' && rng !== null && typeof (rng as { next?: unknown }).next === 'function';
  } catch {
    return false;
  }
}

/**
 * A deep, mutable copy of a JSON state: what `applyInPlace` should be given.
 * States are plain JSON (arrays, plain objects, strings, numbers, booleans,
 * `null`), so a direct walk copies them several times faster than
 * `structuredClone`, which must handle every kind of value.
 */
export function cloneState<State>(state: State): State {
  return copyJson(state) as State;
}

function copyJson(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (Array.isArray(value)) {
    // Grown by push, not `new Array(n)` filled in: an array made with a length starts "holey"
    // in V8 and stays so, and rule code that meets holey and packed arrays alike runs about
    // half as fast on both (playouts from a copy ran at half the speed of those from `init`).
    const out: unknown[] = [];
    for (let i = 0; i < value.length; i++) out.push(copyJson(value[i]));
    return out;
  }
  // A spread copies the object with its own shape (V8 clones the hidden class): a state built
  // key by key with computed names would pass the fast-property limit and fall into dictionary
  // mode, where every property read is a hash lookup (playouts ran at half speed). The nested
  // values are then replaced by their copies, which keeps that shape.
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const k of Object.keys(out)) {
    const v = out[k];
    if (v === null || typeof v !== 'object') continue;
    // A "__proto__" key (possible in parsed JSON) must stay a key, not set the prototype.
    if (k === '__proto__')
      Object.defineProperty(out, k, { value: copyJson(v), enumerable: true, writable: true, configurable: true });
    else out[k] = copyJson(v);
  }
  return out;
}
