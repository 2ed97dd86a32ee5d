/**
 * The simulation worker: plays the games of one task. Built as `dist/sim-worker.js`.
 */
import { type GameResult, runTask, type SimTask } from './play.js';

/** Tinypool calls the default export with each task. */
export default function work(task: SimTask): GameResult[] {
  return runTask(task);
}
