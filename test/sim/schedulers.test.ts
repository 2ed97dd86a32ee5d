/**
 * The shard a scheduler's task plays: tasks count from 0, shards from 1, so
 * task k of n plays shard k + 1 of n, and every task of an n-task job plays a
 * different shard.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/index.js';
import { schedulerShard } from '../../src/sim/index.js';

const refusal = (count: number, env: Record<string, string>): string => {
  try {
    schedulerShard(count, env);
  } catch (e) {
    if (isRuleError(e) && e.code === 'BAD_SETUP') return e.message;
    throw e;
  }
  throw new Error(`no refusal for ${JSON.stringify(env)}`);
};

describe('the shard from the scheduler', () => {
  it('maps each task of an n-task job to its own shard, k to k + 1', () => {
    const jobs: ((k: number) => Record<string, string>)[] = [
      (k) => ({ JOB_COMPLETION_INDEX: String(k) }),
      (k) => ({ AWS_BATCH_JOB_ARRAY_INDEX: String(k) }),
      (k) => ({ SLURM_ARRAY_TASK_ID: String(k), SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '5' }),
      // `--array=1-5`: counted from the array's first task.
      (k) => ({ SLURM_ARRAY_TASK_ID: String(k + 1), SLURM_ARRAY_TASK_MIN: '1', SLURM_ARRAY_TASK_COUNT: '5' }),
    ];
    for (const job of jobs) {
      const shards = [0, 1, 2, 3, 4].map((k) => schedulerShard(5, job(k)));
      expect(shards).toEqual([1, 2, 3, 4, 5].map((index) => ({ index, count: 5 })));
    }
    expect(schedulerShard(5, {})).toBeUndefined();
    // Two schedulers' variables that agree (a Slurm step inside a pod, say) name one task.
    expect(schedulerShard(4, { JOB_COMPLETION_INDEX: '2', AWS_BATCH_JOB_ARRAY_INDEX: '2' })).toEqual({
      index: 3,
      count: 4,
    });
  });

  it('refuses a task number that is not one, or that a job of n shards does not have', () => {
    expect(refusal(4, { JOB_COMPLETION_INDEX: '4' })).toMatch(/JOB_COMPLETION_INDEX is 4: .* tasks 0 to 3/);
    expect(refusal(4, { AWS_BATCH_JOB_ARRAY_INDEX: '-1' })).toMatch(
      /AWS_BATCH_JOB_ARRAY_INDEX must be a whole number, not "-1"/,
    );
    for (const value of ['1.5', 'two', '0x2', '1e1']) {
      expect(refusal(4, { JOB_COMPLETION_INDEX: value })).toMatch(/must be a whole number/);
    }
    // `--array=1-5` for 4 shards: its last task is the fifth.
    expect(refusal(4, { SLURM_ARRAY_TASK_ID: '5', SLURM_ARRAY_TASK_MIN: '1' })).toMatch(
      /SLURM_ARRAY_TASK_ID is 5, task 4 counted from SLURM_ARRAY_TASK_MIN 1: .* tasks 0 to 3/,
    );
    expect(refusal(4, { SLURM_ARRAY_TASK_ID: '0', SLURM_ARRAY_TASK_MIN: '1' })).toMatch(/task -1 counted from/);
    // An array of 8 tasks for 16 shards would leave half the study unplayed.
    expect(refusal(16, { SLURM_ARRAY_TASK_ID: '3', SLURM_ARRAY_TASK_MIN: '0', SLURM_ARRAY_TASK_COUNT: '8' })).toMatch(
      /SLURM_ARRAY_TASK_COUNT is 8: .*\(--array=0-15\)/,
    );
    expect(refusal(4, { JOB_COMPLETION_INDEX: '1', SLURM_ARRAY_TASK_ID: '2' })).toMatch(/name different tasks/);
    for (const count of [0, 1.5, Number.NaN]) expect(refusal(count, {})).toMatch(/number of shards/);
  });
});
