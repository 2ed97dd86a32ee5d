/**
 * The agents: `deckwright/agents`. Bots for apps and experiments, with no
 * `node:` import, so they run in a browser (a Web Worker keeps a page
 * responsive while IS-MCTS thinks) as well as in Node. `deckwright/sim`
 * re-exports the same values for code written before this entry existed.
 *
 * @example
 * import { createAgent } from 'deckwright/agents';
 * import { parcellus } from 'deckwright/parcellus';
 * const bot = createAgent('hard', parcellus); // or 'easy', 'medium', 'ismcts:200'
 *
 * @packageDocumentation
 */

export type { Agent, AgentInput } from './agent.js';
export type { FlatSearchOptions } from './flat.js';
export { flatSearch } from './flat.js';
export type { IsmctsOptions } from './ismcts.js';
export { ismcts } from './ismcts.js';
export type { Level } from './levels.js';
export { EASY_MISTAKE_RATE, HARD_ITERATIONS, isLevel, levels, withMistakes } from './levels.js';
export { randomAgent } from './random.js';
export { createAgent, flatTuning, heuristicAgents, ismctsTuning, levelAgent } from './registry.js';
