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
export type { AgentFactory, AgentModule } from './modules.js';
export { isModulePath } from './modules.js';
export type { CustomAgent, GameResult, SimTask } from './play.js';
export { gameSeed, playGame, runTask } from './play.js';
export type { SimulationReport, WinStats } from './report.js';
export { summarize } from './report.js';
export type { Scheduler } from './schedulers.js';
export { schedulerShard, schedulers } from './schedulers.js';
export type { FilesSummary, StudyLine } from './shards.js';
export { summarizeFiles } from './shards.js';
export type { Shard, SimulateOptions } from './simulate.js';
export { shardIndices, shardRange, simulate } from './simulate.js';
export type { Distribution } from './stats.js';
export { distribution, wilson } from './stats.js';
export type { RunDescription } from './tally.js';
export { Histogram, ReportTally } from './tally.js';
