/**
 * The environment encoding of every game of the library, by game id, and the checks of what a
 * caller asks an environment for (a game, a player count, a step limit), each refused with a
 * `RuleError('BAD_SETUP')` that names what is wrong.
 */
import { RuleError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { playerCounts } from '../core/seats.js';
import { DEFAULT_MAX_STEPS } from './core.js';
import { rummyEncoding } from './frustration-rummy.js';
import { parcellusEncoding } from './parcellus.js';
import { sixCardParadeEncoding } from './six-card-parade.js';
import type { AnyEncoding } from './spec.js';

const ENCODINGS: readonly AnyEncoding[] = [
  sixCardParadeEncoding as unknown as AnyEncoding,
  parcellusEncoding as unknown as AnyEncoding,
  rummyEncoding as unknown as AnyEncoding,
];

/** The ids of the games that have an environment: every game of the library. */
export const envGames: readonly string[] = ENCODINGS.map((e) => e.game.id);

/** The encoding of `game` (an id or a game value), or a `BAD_SETUP` RuleError naming the ids there are. */
export function encodingOf(game: unknown): AnyEncoding {
  const id = typeof game === 'string' ? game : (game as AnyGame | null)?.id;
  const enc = ENCODINGS.find((e) => e.game.id === id);
  if (enc === undefined) {
    const text = typeof game === 'string' ? JSON.stringify(game.slice(0, 40)) : 'that value';
    throw new RuleError('BAD_SETUP', `No environment for ${text}: the games are ${envGames.join(', ')}.`);
  }
  return enc;
}

/** What every environment is set up with. */
export interface EnvSettings {
  /** Seats at the table, within the game's range; the smallest count it allows when left out. */
  players?: number | undefined;
  /** Rule options of the game (its defaults where left out), as `init` takes them. */
  options?: Record<string, unknown> | undefined;
  /** Env steps (picks included) after which an episode is truncated; 100,000 when left out. */
  maxSteps?: number | undefined;
}

/** `settings` checked: the player count and step limit as whole numbers in range. */
export function checkSettings(
  enc: AnyEncoding,
  settings: unknown,
): { players: number; options: Record<string, unknown>; maxSteps: number } {
  const s = (typeof settings === 'object' && settings !== null ? settings : {}) as Record<string, unknown>;
  if (settings !== undefined && (typeof settings !== 'object' || settings === null || Array.isArray(settings))) {
    throw new RuleError('BAD_SETUP', 'Env settings are an object: { players, options, maxSteps }.');
  }
  const range = enc.game.players;
  const players = s.players ?? range.min;
  if (typeof players !== 'number' || !Number.isInteger(players) || players < range.min || players > range.max) {
    throw new RuleError(
      'BAD_SETUP',
      `${enc.game.title} seats ${playerCounts(range)} players, not ${String(players).slice(0, 20)}.`,
    );
  }
  const maxSteps = s.maxSteps ?? DEFAULT_MAX_STEPS;
  if (typeof maxSteps !== 'number' || !Number.isInteger(maxSteps) || maxSteps < 1 || maxSteps > 1e9) {
    throw new RuleError('BAD_SETUP', 'maxSteps is a whole number from 1 to 1,000,000,000.');
  }
  const options = s.options ?? {};
  if (typeof options !== 'object' || options === null || Array.isArray(options)) {
    throw new RuleError('BAD_SETUP', 'options is an object of rule options.');
  }
  return { players, options: { ...(options as Record<string, unknown>) }, maxSteps };
}
