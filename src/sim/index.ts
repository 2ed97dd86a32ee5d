/**
 * Simulation at scale: `deckwright/sim`. It sits above the agents and the
 * registry of games, and also exports the agents' builders (`ismcts`,
 * `createAgent`, the tuning), which have no entry of their own yet.
 *
 * @packageDocumentation
 */

export type { IsmctsOptions } from '../agents/ismcts.js';
export { ismcts } from '../agents/ismcts.js';
export { createAgent, heuristicAgents, ismctsTuning } from '../agents/registry.js';
export type { GameResult, SimTask } from './play.js';
export { gameSeed, playGame, runTask } from './play.js';
export type { SimulationReport, WinStats } from './report.js';
export { summarize } from './report.js';
export type { Shard, SimulateOptions } from './simulate.js';
export { shardIndices, simulate } from './simulate.js';
export type { Distribution } from './stats.js';
export { distribution, wilson } from './stats.js';
