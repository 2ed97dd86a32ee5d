/**
 * The agents: `deckwright/agents`. Bots for apps and experiments, with no
 * `node:` import, so they run in a browser (a Web Worker keeps a page
 * responsive while IS-MCTS thinks) as well as in Node. `deckwright/sim`
 * re-exports the same values for code written before this entry existed.
 *
 * @example
 * import { createAgent } from 'deckwright/agents';
 * import { parcellus } from 'deckwright/parcellus';
 * const bot = createAgent('ismcts:200', parcellus);
 *
 * @packageDocumentation
 */

export type { Agent, AgentInput } from './agent.js';
export type { IsmctsOptions } from './ismcts.js';
export { ismcts } from './ismcts.js';
export { randomAgent } from './random.js';
export { createAgent, heuristicAgents, ismctsTuning } from './registry.js';
