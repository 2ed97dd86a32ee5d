/**
 * The `Agent` type, as the agents layer names it. The contract itself is in the
 * core (`core/agent.ts`), so that each game's bot can be an `Agent` without
 * importing a layer above the games.
 */
export type { Agent, AgentInput } from '../core/agent.js';
