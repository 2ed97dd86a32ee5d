/**
 * The `Game` contract every game follows: seats, actions, events, states and
 * setups, the members of a `Game`, what a game's rule module supplies to
 * `defineGame` (in define.ts), and the shape every state shares.
 */
import * as z from 'zod/mini';
import type { Card } from './cards.js';
import type { CommonErrorCode, RuleError } from './errors.js';
import type { Rng, RngState, Seed } from './rng.js';
import { looseObject } from './zodParts.js';

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

/**
 * The most moves one call lists: `legalMoves`, or a page, that would hold more throws
 * `RuleError('TOO_MANY_MOVES')` rather than build them. Only Frustration Rummy's run of 13
 * (contract 8) on a hand grown by buys reaches it (R29 with a high `maxBuysPerRound`: tens of
 * millions of runs); `countMoves`, `randomMove` and pages of up to this many moves answer there at
 * a cost that does not grow with the list.
 */
export const MAX_LISTED_MOVES = 1_000_000;

/** Which slice of a move list {@link Game.legalMovesPage} returns. */
export interface MovePage {
  /** How many moves of the list come before the page: a whole number from 0. */
  readonly offset: number;
  /** The most moves the page holds: a whole number from 0 (0 gives an empty page). */
  readonly limit: number;
}

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
  /**
   * The version of the game's rules, a whole number from 1, raised whenever a change would make
   * an old match record replay differently (a rule, the deal, the options' defaults, the action
   * forms): records carry it, and one written under other rules is refused (`RULES_CHANGED`).
   */
  readonly rulesVersion: number;
  /** How many players the game allows. */
  readonly players: PlayerRange;
  /** The rule options, each with a documented default. */
  readonly optionsSchema: z.core.$ZodType<Options>;
  /** Every action, as a union discriminated on `type`. */
  readonly actionSchema: z.core.$ZodType<Action>;
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
   * it a number first). Throws `RuleError('TOO_MANY_MOVES')` rather than
   * build a list of more than {@link MAX_LISTED_MOVES} moves.
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
   * How many legal actions `seat` has: `legalMoves(state, seat).length`,
   * without listing them. 0 for a seat that may not act now and for anything
   * that is no seat of the game, as `legalMoves` gives `[]`. Its cost grows
   * with a bounded search of the state, not with the length of the list (a
   * wild-rich Frustration Rummy hand has thousands of moves): for a UI's
   * "12,304 moves" or a search bot that samples moves with `randomMove`.
   * Throws `RuleError('BAD_STATE')` for another game's state or a view.
   */
  countMoves(state: State, seat: Seat): number;
  /**
   * A page of `seat`'s legal actions: `legalMoves(state, seat).slice(offset,
   * offset + limit)`, the same actions in the same order, without building the
   * rest of the list where the game can avoid it. Empty past the end of the
   * list, for `limit` 0, and for a seat with no legal move. Consecutive pages
   * make the whole list. For a server that sends a seat its moves a page at a
   * time, or a UI that shows them so. Throws `RuleError('BAD_PAGE')` when
   * `page` is not an object whose `offset` and `limit` are whole numbers from
   * 0 to `Number.MAX_SAFE_INTEGER`, `RuleError('BAD_STATE')` for another
   * game's state or a view, and `RuleError('TOO_MANY_MOVES')` when the page
   * would hold more than {@link MAX_LISTED_MOVES} moves.
   */
  legalMovesPage(state: State, seat: Seat, page: MovePage): Action[];
  /**
   * Parses and checks untrusted input against the rules; never throws. A
   * state the rules cannot read (another game's, a view) gets `BAD_STATE`.
   * A legal action comes back as the move list names that move: the same
   * action, or, where the rules read several forms as one move (the order of
   * a Frustration Rummy run's wild cards), its listed form.
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
  readonly stateSchema: z.core.$ZodType<State>;
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
  /** See {@link Game.rulesVersion}; 1 when left out. */
  rulesVersion?: number;
  /** See {@link Game.players}. */
  players: PlayerRange;
  /** A zod object whose every field has a default, so `{}` parses to the defaults. */
  optionsSchema: z.core.$ZodType<Options>;
  /** See {@link Game.actionSchema}. */
  actionSchema: z.core.$ZodType<Action>;
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
   * See {@link Game.countMoves}; only called for a seat that is an actor.
   * Optional: without it, the length of `legalMoves`, which is right for a
   * game whose lists the rules keep short. Must equal that length (a property
   * test checks it on random games).
   */
  countMoves?(state: State, seat: Seat): number;
  /**
   * See {@link Game.legalMovesPage}; only called for a seat that is an actor,
   * with `offset` and `limit` whole numbers, `limit` from 1. Optional: without
   * it, a slice of `legalMoves`. Must return exactly that slice, the same
   * actions in the same order (a property test checks it on random games).
   * With both `countMoves` and `legalMovesPage` and no `randomMove`, a random
   * move is the page of one at a random index below the count: the same draw
   * as a pick from the list.
   */
  legalMovesPage?(state: State, seat: Seat, offset: number, limit: number): Action[];
  /**
   * The game's own check of a well-formed action by a seat that may act now:
   * `null` when legal, else the error naming the broken rule. Must agree with
   * `legalMoves`; the conformance suite checks it.
   */
  check(state: State, action: Action): RuleError<Code> | null;
  /**
   * The listed form of a legal action that the game reads as the same move as one of its listed
   * moves though it is written otherwise (a Frustration Rummy run with its wild cards in another
   * order): what `validate` answers with, so that its `moveKey` is the listed move's. Optional;
   * called only for an action `check` passed. Without it, the action as parsed.
   */
  canonicalAction?(state: State, action: Action): Action;
  /**
   * Optional: why a well-formed action by a seat that may not act now is
   * refused, when the game can say more than `NOT_YOUR_TURN` (Frustration
   * Rummy: a buy past the round's limit is `BUY_LIMIT_REACHED`, R29, though
   * the seat is no longer listed among the buyers). `null` keeps
   * `NOT_YOUR_TURN`. Only refuses: it never makes an action legal.
   */
  refuseNonActor?(state: State, action: Action): RuleError<Code> | null;
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
  /**
   * A field every state of this game has and no other game's state does
   * (Parcellus's `dummy`), so that the game's functions refuse another game's
   * state with `BAD_STATE` at the cost of one lookup (views are told apart by
   * the `rng` that no view shows).
   */
  stateMark: string;
  /** See {@link Game.stateSchema}; defaults to the shape every state shares. */
  stateSchema?: z.core.$ZodType<State>;
  /** See {@link Game.checkState}; defaults to no further checks. */
  checkState?(state: State): string | null;
}

/** The most seats a state of any game may have (a bound for what a caller describes, too). */
export const MAX_PLAYERS = 8;

/**
 * The shape every state shares: a phase, the generator state and the last events. Typed with
 * zod's core schema type, which zod's classic and mini forms both take.
 */
export const baseStateSchema: z.core.$ZodType<BaseState & { players: number }> = looseObject({
  phase: z.string().check(z.maxLength(64)),
  rng: z.tuple([z.int(), z.int(), z.int(), z.int()]),
  events: z.array(looseObject({ type: z.string().check(z.maxLength(64)) })).check(z.maxLength(10_000)),
  players: z.int().check(z.minimum(1), z.maximum(MAX_PLAYERS)),
});
