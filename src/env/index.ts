/**
 * Reinforcement-learning environments: `deckwright/env`. Every game with a small, fixed action
 * space taken in steps (pick a card, pick a target, confirm) and a legal-action mask; numeric
 * observations and information-state strings made from a seat's view alone; an AEC env as
 * PettingZoo has it, a vector env over typed arrays, and the JSON-lines bridge that
 * `deckwright env-server` serves to Python. Its own entry: a browser app does not ship it.
 * The layouts, per game, are in docs/guide/research.md.
 *
 * @example
 * import { createEnv } from 'deckwright/env';
 * const env = createEnv('parcellus');
 * env.reset(1);
 * const first = env.actionMask(0).indexOf(1); // seat 0 picks the first card of its blind pass
 * env.actionName(first); // 'card:…'
 *
 * @packageDocumentation
 */

import { fullLayout } from './core.js';
import { checkSettings, encodingOf } from './encodings.js';
import type { ActionSpace, ObservationLayout } from './layout.js';

export { AecEnv, createEnv, type Last } from './aec.js';
export { Bridge, type BridgeErrorCode, MAX_LINE, serveLines } from './bridge.js';
export { DEFAULT_MAX_STEPS } from './core.js';
export { type EnvSettings, envGames } from './encodings.js';
export { MELD_SLOTS, SWAP_SLOTS } from './frustration-rummy.js';
export type { ActionSpace, ObservationLayout, Segment } from './layout.js';
export { SET_SLOTS } from './six-card-parade.js';
export { createVectorEnv, VectorEnv, type VectorEnvSettings } from './vector.js';

/** The action space of `game` (an id): every index's name, the same for every player count. */
export function actionSpaceOf(game: string): ActionSpace {
  return encodingOf(game).actions;
}

/**
 * The name of action index `i` of `game`: `card:JH`, `pass`, `set#2`, `meld:5:high`, `confirm`…
 * A `MALFORMED_ACTION` RuleError for no index of the space.
 */
export function actionName(game: string, i: number): string {
  return encodingOf(game).actions.name(i);
}

/** The observation layout of `game` for `players` seats: its segments with their offsets. */
export function observationLayout(game: string, players: number): ObservationLayout {
  const enc = encodingOf(game);
  return fullLayout(enc, checkSettings(enc, { players }).players);
}
