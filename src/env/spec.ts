/**
 * What an environment needs of one game, beside the game value itself: the game's action space
 * (card and target picks named after the selection helpers' parts), how a legal move is spelt in
 * that space, the observation layout and its encoder, and who may let a moment pass. Each game's
 * encoding (parcellus.ts, six-card-parade.ts, frustration-rummy.ts) is one value of this type,
 * built on the game's own `parts`, `legalMoves`, `view` and `score`: it writes no rule.
 */
import type { BaseAction, BaseState, Game, Seat } from '../core/game.js';
import type { ActionSpace, ObservationLayout } from './layout.js';

/**
 * One game's environment encoding. `View` is the game's view type; the encoder reads nothing else
 * of a state (the determinize property in test/env checks it).
 */
export interface EnvEncoding<State extends BaseState, Action extends BaseAction, View> {
  /** The game. */
  readonly game: Game<State, Action, unknown, View>;
  /** The fixed action space, the same for every player count and every state. */
  readonly actions: ActionSpace;
  /** The index of `confirm`: take the move the picks make when more picks could still follow. */
  readonly confirm: number;
  /** The index of `decline` (let an optional moment pass), or -1 where the game has none. */
  readonly decline: number;
  /**
   * The action indices that spell each move, from the view of the seat that makes them: one index
   * per part of the move (a card, a target), as a multiset. Moves of one decision have distinct
   * multisets (a property test checks it), so every legal move is reachable. The view comes as a
   * function, called only by a game whose spelling reads it (Six Card Parade's set slots): the
   * others spell from the moves alone, and building a view they never read cost the vector env a
   * third of its time.
   */
  spell(view: () => View, moves: readonly Action[]): (readonly number[])[];
  /** The observation layout for `players` seats, without the generic `picks` segment. */
  layout(players: number): ObservationLayout;
  /** Writes `view` into `out` from `offset`, on the layout for `players` seats; `out` is zeroed there. */
  encode(view: View, players: number, out: Float32Array, offset: number): void;
  /**
   * Writes exactly what {@link encode} writes for `view(state, seat)`, read from the state without
   * building the view (a view copies hand, parcels, history and events: most of a step's time).
   * It reads only what the view shows that seat: a property test in test/env compares the two
   * element by element, every seat at every step of random games, and the determinize property
   * runs on it. `encode` stays the reference. Absent where a game has no such encoder yet.
   */
  encodeState?(state: State, seat: Seat, players: number, out: Float32Array, offset: number): void;
  /**
   * True when `seat`, one of the actors, may let the moment pass instead of acting (a Frustration
   * Rummy buyer): the env offers it `decline`, and asks it before the seats that must act.
   * Reads only what every seat sees. Absent for games where every actor must act.
   */
  optionalActor?(state: State, seat: Seat): boolean;
}

/** Any game's encoding, with its types erased: what the env registry holds. */
export type AnyEncoding = EnvEncoding<BaseState, BaseAction, unknown>;
