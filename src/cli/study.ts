/**
 * What `simulate` and `report` share as commands of a study: which shard this
 * process plays (`--shard i/n`, or `--shards n` and the scheduler's task
 * number), and where the output goes (`--out`, written whole or not at all).
 */
import { once } from 'node:events';
import { createWriteStream, mkdirSync, readdirSync, renameSync, rmSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { RuleError } from '../core/errors.js';
import { schedulerShard, schedulers } from '../sim/schedulers.js';
import type { Shard } from '../sim/simulate.js';

/** A whole number of digits from 1, or `undefined`. */
const count = (text: string): number | undefined => (/^[1-9][0-9]{0,8}$/.test(text) ? Number(text) : undefined);

/**
 * The shard of `--shard i/n` (from 1, as always) or, with `--shards n` alone, of the scheduler's
 * task (from 0: task k plays shard k + 1); `undefined` for the whole run. Throws a `RuleError`
 * for a malformed value, `--shard` and `--shards` that disagree, or `--shards` where no
 * scheduler says which task this is.
 */
export function studyShard(
  shard: unknown,
  shards: unknown,
  env: Readonly<Record<string, string | undefined>> = process.env,
): Shard | undefined {
  let n: number | undefined;
  if (shards !== undefined) {
    n = count(String(shards));
    if (n === undefined) {
      throw new RuleError(
        'BAD_SETUP',
        `--shards takes the number of shards, as in --shards 16, not "${String(shards)}".`,
      );
    }
  }
  if (shard !== undefined) {
    const m = /^([1-9][0-9]{0,8})\/([1-9][0-9]{0,8})$/.exec(String(shard));
    const given = m ? { index: Number(m[1]), count: Number(m[2]) } : undefined;
    if (given === undefined || given.index > given.count) {
      throw new RuleError(
        'BAD_SETUP',
        `--shard takes i/n with 1 ≤ i ≤ n, as in --shard 3/16 (counted from 1), not "${String(shard)}".`,
      );
    }
    if (n !== undefined && n !== given.count) {
      throw new RuleError('BAD_SETUP', `--shard ${String(shard)} is of ${given.count} shards, but --shards says ${n}.`);
    }
    // Given by hand, it wins over the scheduler's variables.
    return given;
  }
  if (n === undefined) return undefined;
  const fromScheduler = schedulerShard(n, env);
  if (fromScheduler === undefined) {
    throw new RuleError(
      'BAD_SETUP',
      `--shards ${n} needs to know which shard this is: give --shard i/${n} (from 1), or run under a scheduler that sets ${schedulers.map((s) => s.variable).join(', ')} (from 0).`,
    );
  }
  return fromScheduler;
}

/**
 * `--out`'s path with `{shard}` replaced by the shard as `3-of-16` (the index as `--shard`
 * counts, padded to the width of the count so that the files sort in order), `1-of-1` for a
 * whole run: one template names every shard's file.
 */
export function outPath(template: string, shard: Shard | undefined): string {
  const { index, count: n } = shard ?? { index: 1, count: 1 };
  return template.replaceAll('{shard}', `${String(index).padStart(String(n).length, '0')}-of-${n}`);
}

/**
 * Writes `lines` to `path`, or to stdout when it is `undefined`, waiting when the stream is
 * full. A file is written beside its place and renamed there once complete, so a shard that
 * dies leaves no file that looks like a finished one.
 */
export async function writeLines(path: string | undefined, lines: Iterable<string>): Promise<void> {
  if (path === undefined) {
    for (const line of lines) if (!process.stdout.write(`${line}\n`)) await once(process.stdout, 'drain');
    return;
  }
  mkdirSync(dirname(path), { recursive: true });
  const part = `${path}.${process.pid}.part`;
  const out = createWriteStream(part);
  try {
    for (const line of lines) if (!out.write(`${line}\n`)) await once(out, 'drain');
    out.end();
    await once(out, 'finish');
    renameSync(part, path);
  } catch (e) {
    out.destroy();
    rmSync(part, { force: true });
    throw e;
  }
}

/**
 * The results files `report` reads: each path as given, a directory as the `.jsonl` files in it,
 * in name order. A container started without a shell (a Kubernetes or AWS Batch job) has no
 * shell to expand `part-*.jsonl`, and a study of hundreds of shards needs no list of them.
 */
export function resultsFiles(paths: readonly string[]): string[] {
  return paths.flatMap((path) => {
    let directory = false;
    try {
      directory = statSync(path).isDirectory();
    } catch {
      // A path that is not there is refused as a file, by the reader, with the system's message.
    }
    if (!directory) return [path];
    const files = readdirSync(path)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .map((name) => join(path, name));
    if (files.length === 0) throw new RuleError('BAD_RECORD', `${path} holds no .jsonl results files.`);
    return files;
  });
}
