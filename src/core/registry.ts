/**
 * The registry of every game in the library.
 */
import { frustrationRummy } from '../games/frustration-rummy/index.js';
import { parcellus } from '../games/parcellus/index.js';
import { sixCardParade } from '../games/six-card-parade/index.js';
import type { AnyGame } from './game.js';

/** Every game of the library, in a fixed order. */
export const games: readonly AnyGame[] = [sixCardParade, parcellus, frustrationRummy];

/** The game with this id, or `undefined`. */
export function getGame(id: string): AnyGame | undefined {
  return games.find((g) => g.id === id);
}
