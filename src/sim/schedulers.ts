/**
 * Which shard this process plays, read from the batch scheduler that started
 * it: each array job or indexed job numbers its tasks from 0 in a variable of
 * its own, while a {@link Shard} counts from 1 (as `--shard 3/16` does), so
 * task k of a scheduler plays shard k + 1.
 */
import { RuleError } from '../core/errors.js';
import type { Shard } from './simulate.js';

/** A scheduler that numbers its tasks in an environment variable. */
export interface Scheduler {
  /** The scheduler, for messages (`Kubernetes Indexed Job`). */
  name: string;
  /** The variable that holds the task's number. */
  variable: string;
}

/**
 * The schedulers read, in this order: Kubernetes Indexed Jobs (`JOB_COMPLETION_INDEX`, 0 to
 * completions − 1), Slurm job arrays (`SLURM_ARRAY_TASK_ID`, counted from `SLURM_ARRAY_TASK_MIN`,
 * so `--array=1-16` works as well as `--array=0-15`) and AWS Batch array jobs
 * (`AWS_BATCH_JOB_ARRAY_INDEX`, 0 to size − 1).
 */
export const schedulers: readonly Scheduler[] = [
  { name: 'Kubernetes Indexed Job', variable: 'JOB_COMPLETION_INDEX' },
  { name: 'Slurm job array', variable: 'SLURM_ARRAY_TASK_ID' },
  { name: 'AWS Batch array job', variable: 'AWS_BATCH_JOB_ARRAY_INDEX' },
];

/** A whole number written in digits (what schedulers write), or `undefined`. */
function digits(text: string): number | undefined {
  return /^(0|[1-9][0-9]{0,14})$/.test(text) ? Number(text) : undefined;
}

/**
 * The shard of `count` that the scheduler running this process gives it, 1-based, or
 * `undefined` when no scheduler's variable is set. Throws `RuleError('BAD_SETUP')`, naming
 * the variable, for a value that is not a whole number, one outside 0 to `count` − 1 (a job
 * of more tasks than shards), a Slurm array whose size is not `count`, or two schedulers'
 * variables that name different tasks.
 *
 * @example
 * // In a Kubernetes Indexed Job of 16 completions, in the pod of index 3:
 * schedulerShard(16); // { index: 4, count: 16 }
 */
export function schedulerShard(
  count: number,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Shard | undefined {
  if (!Number.isInteger(count) || count < 1) {
    throw new RuleError('BAD_SETUP', `The number of shards must be a whole number from 1, not ${String(count)}.`);
  }
  const found: { scheduler: Scheduler; task: number }[] = [];
  for (const scheduler of schedulers) {
    const text = env[scheduler.variable];
    if (text === undefined || text === '') continue;
    const value = digits(text.trim());
    if (value === undefined) {
      throw new RuleError('BAD_SETUP', `${scheduler.variable} must be a whole number, not "${text}".`);
    }
    const first = scheduler.variable === 'SLURM_ARRAY_TASK_ID' ? slurmNumber(env, 'SLURM_ARRAY_TASK_MIN', 0) : 0;
    const task = value - first;
    if (task < 0 || task >= count) {
      const which = first === 0 ? text : `${text}, task ${task} counted from SLURM_ARRAY_TASK_MIN ${first}`;
      throw new RuleError(
        'BAD_SETUP',
        `${scheduler.variable} is ${which}: a ${scheduler.name} for ${count} shards numbers its tasks 0 to ${count - 1}.`,
      );
    }
    if (scheduler.variable === 'SLURM_ARRAY_TASK_ID') {
      // An array of another size (`--array=0-7` for 16 shards) leaves shards unplayed, or plays some twice.
      const size = slurmNumber(env, 'SLURM_ARRAY_TASK_COUNT', count);
      if (size !== count) {
        throw new RuleError(
          'BAD_SETUP',
          `SLURM_ARRAY_TASK_COUNT is ${size}: a Slurm array for ${count} shards has ${count} tasks (--array=0-${count - 1}).`,
        );
      }
    }
    found.push({ scheduler, task });
  }
  const [one] = found;
  if (one === undefined) return undefined;
  const other = found.find((f) => f.task !== one.task);
  if (other) {
    throw new RuleError(
      'BAD_SETUP',
      `${one.scheduler.variable} and ${other.scheduler.variable} name different tasks (${one.task} and ${other.task}): give the shard with --shard i/n.`,
    );
  }
  return { index: one.task + 1, count };
}

/** A Slurm variable that is a whole number, `otherwise` when unset. */
function slurmNumber(env: Readonly<Record<string, string | undefined>>, variable: string, otherwise: number): number {
  const text = env[variable];
  if (text === undefined || text === '') return otherwise;
  const value = digits(text.trim());
  if (value === undefined) throw new RuleError('BAD_SETUP', `${variable} must be a whole number, not "${text}".`);
  return value;
}
