/**
 * Playouts: run a game forward on a private copy with `applyInPlace`.
 */
import { cloneState } from './clone.js';
import type { BaseAction, BaseState, Game, Seat } from './game.js';
import { pick, type Rng } from './rng.js';

/** Options of {@link playout}. */
export interface PlayoutOptions<State, Action> {
  /** Stop after this many actions even if the game is not over. Default 100,000. */
  maxActions?: number;
  /**
   * Chooses the action for a seat; uniform random over legal moves by default.
   * Return one of `moves`: it is applied unchecked, as everything on the fast
   * path is, and a move that is not legal leaves the playout's state
   * inconsistent (a card in two places, say). Check with `game.validate`
   * while you develop a chooser.
   */
  choose?: (state: State, seat: Seat, moves: Action[], rng: Rng) => Action;
  /** Called with each action after it is applied. */
  onAction?: (action: Action, state: State) => void;
}

/** What a playout returns. */
export interface PlayoutResult<State> {
  /** The final state (a private copy; the input is untouched). */
  state: State;
  /** Actions taken. */
  actions: number;
  /** True when the game ended within the limit. */
  over: boolean;
}

/**
 * Plays `state` forward until the game ends (or `maxActions`), mutating a
 * private deep copy through the fast path. In simultaneous steps the acting
 * seat is chosen at random among the actors, so every order gets explored.
 */
export function playout<State extends BaseState, Action extends BaseAction, O, V>(
  game: Game<State, Action, O, V>,
  state: State,
  rng: Rng,
  options: PlayoutOptions<State, Action> = {},
): PlayoutResult<State> {
  const s = cloneState(state);
  const max = options.maxActions ?? 100_000;
  let n = 0;
  for (; n < max; n++) {
    const actors = game.actors(s);
    if (actors.length === 0) break;
    const seat = actors.length === 1 ? (actors[0] as Seat) : pick(rng, actors);
    // Without a chooser, randomMove: the same move as a pick from the list, without the list.
    const action = options.choose
      ? options.choose(s, seat, game.legalMoves(s, seat), rng)
      : game.randomMove(s, seat, rng);
    if (action === null) break;
    game.applyInPlace(s, action);
    options.onAction?.(action, s);
  }
  return { state: s, actions: n, over: game.actors(s).length === 0 };
}
