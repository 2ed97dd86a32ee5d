/**
 * The registry of every game in the library.
 */
import { frustrationRummy } from '../games/frustration-rummy/index.js';
import { parcellus } from '../games/parcellus/index.js';
import { sixCardParade } from '../games/six-card-parade/index.js';
import type { AnyGame } from './game.js';

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
