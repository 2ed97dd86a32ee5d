/**
 * The registry of every game in the library, and what finds a game by its id:
 * {@link getGame}, and {@link replay}, which is here rather than beside the
 * record format in `core/match.ts` because a record names its game by id.
 *
 * It sits above the games (it imports all three) and below the root entry, the
 * simulation and the command; the core, which every game builds on, knows no game.
 */
import { RuleError } from './core/errors.js';
import type { AnyGame, BaseAction, BaseState, Game } from './core/game.js';
import { checkRecordGame, parseMatchRecord } from './core/match.js';
import { frustrationRummy } from './games/frustration-rummy/index.js';
import { parcellus } from './games/parcellus/index.js';
import { sixCardParade } from './games/six-card-parade/index.js';

/** Every game of the library by its id, with its full type (see {@link getGame}). */
export interface GamesById {
  /** Six Card Parade. */
  'six-card-parade': typeof sixCardParade;
  /** Parcellus. */
  parcellus: typeof parcellus;
  /** Frustration Rummy. */
  'frustration-rummy': typeof frustrationRummy;
}

/** The id of a game of the library. */
export type GameId = keyof GamesById;

/** Every game of the library, in a fixed order. */
export const games: readonly AnyGame[] = [sixCardParade, parcellus, frustrationRummy];

/**
 * The game with this id, or `undefined`. Given an id the library has, written
 * as a literal (`getGame('parcellus')`), the result is that game with its own
 * state, action, view and error-code types; any other string gives the erased
 * `AnyGame` or `undefined`.
 */
export function getGame<Id extends GameId>(id: Id): GamesById[Id];
export function getGame(id: string): AnyGame | undefined;
export function getGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}

/**
 * Rebuilds every state of a recorded match: element 0 is the initial state,
 * element i the state after action i. Uses `game` when given, else the registry.
 * Throws `RuleError('BAD_RECORD')` naming the first action that does not apply,
 * `RULES_CHANGED` for a record played under other rules of its game, and
 * `NEWER_ENGINE` for one written by a later engine (see {@link parseMatchRecord}).
 */
export function replay<S extends BaseState, A extends BaseAction, O, V>(record: unknown, game?: Game<S, A, O, V>): S[] {
  const rec = parseMatchRecord(record);
  const g = (game ?? getGame(rec.game)) as Game<S, A, O, V> | undefined;
  if (g === undefined) throw new RuleError('BAD_RECORD', `Unknown game "${rec.game}".`);
  checkRecordGame(g, rec);
  let state = g.init({
    players: rec.players,
    seed: rec.seed,
    options: rec.options as Partial<O>,
    deck: rec.deck,
    dealer: rec.dealer,
  });
  const states = [state];
  rec.actions.forEach((action, i) => {
    const v = g.validate(state, action);
    if (!v.ok) throw new RuleError('BAD_RECORD', `Action ${i} does not apply: ${v.error.message}`, v.error);
    state = g.apply(state, v.action);
    states.push(state);
  });
  return states;
}
