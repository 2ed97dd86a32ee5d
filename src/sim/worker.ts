/**
 * The simulation worker: plays the games of one task, with the agents the
 * task names by module path imported here. Built as `dist/sim-worker.js`.
 */
import { moduleAgents } from './modules.js';
import { type GameResult, runTask, type SimTask } from './play.js';

/** Tinypool calls the default export with each task. */
export default async function work(task: SimTask): Promise<GameResult[]> {
  return runTask(task, task.modules === undefined ? undefined : await moduleAgents(task.modules));
}
