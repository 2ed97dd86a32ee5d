/**
 * deckwright: an embeddable rules engine for card games.
 *
 * The root entry holds the core API, the three games, the registry of games
 * (with `replay`) and the random agent; each game is also its own subpath
 * (`deckwright/parcellus`). It sits above the agents, and nothing in the
 * library imports it.
 *
 * @packageDocumentation
 */

export type { Agent, AgentInput } from './agents/agent.js';
export { randomAgent } from './agents/random.js';
export * from './core/canonical.js';
export * from './core/cards.js';
export * from './core/clone.js';
export * from './core/defaults.js';
export * from './core/define.js';
export * from './core/draft.js';
export * from './core/errors.js';
export { deckwrightErrorWords } from './core/errorWords.js';
export * from './core/events.js';
export * from './core/format.js';
export * from './core/game.js';
export * from './core/intern.js';
export * from './core/match.js';
export * from './core/playout.js';
export * from './core/present.js';
export * from './core/restore.js';
export * from './core/rng.js';
export * from './core/schema.js';
export { seatList } from './core/seats.js';
export * from './core/session.js';
export * from './core/sign.js';
export { frustrationRummy, planLayDown } from './games/frustration-rummy/index.js';
export { parcellus } from './games/parcellus/index.js';
export { sixCardParade } from './games/six-card-parade/index.js';
export * from './registry.js';
