/**
 * The `deckwright` command run as a separate process, from the sources through
 * tsx, as test/cli.test.ts runs it, but asynchronously, so that the shards of
 * a study run side by side as a scheduler runs them.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** The repository's root: the command's sources and the examples are found from it. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** The command's entry, from the sources. */
export const CLI = fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url));

/** tsx's loader by its file URL, so that the command runs from any directory. */
export const TSX = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

/** What a run of the command gave. */
export interface Ran {
  status: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment a run starts from: this one without any scheduler's task number (the tests
 * may themselves run as a task of an indexed job), plus `env`.
 */
export function cleanEnv(env: Record<string, string> = {}): NodeJS.ProcessEnv {
  const base = { ...process.env };
  for (const v of ['JOB_COMPLETION_INDEX', 'SLURM_ARRAY_TASK_ID', 'SLURM_ARRAY_TASK_MIN', 'SLURM_ARRAY_TASK_COUNT']) {
    delete base[v];
  }
  delete base.AWS_BATCH_JOB_ARRAY_INDEX;
  return { ...base, ...env };
}

/** Runs `file` with `args` and resolves with its exit status and output (it never rejects). */
export function spawnRun(
  file: string,
  args: readonly string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<Ran> {
  return new Promise((resolve) => {
    execFile(
      file,
      args,
      { env: cleanEnv(options.env), cwd: options.cwd ?? ROOT, encoding: 'utf8', timeout: 120_000, maxBuffer: 1 << 26 },
      (error, stdout, stderr) => {
        const code = (error as { code?: unknown } | null)?.code;
        resolve({ status: error === null ? 0 : typeof code === 'number' ? code : null, stdout, stderr });
      },
    );
  });
}

/** Runs `deckwright <args>`. */
export const deckwright = (args: readonly string[], options: { env?: Record<string, string>; cwd?: string } = {}) =>
  spawnRun(process.execPath, ['--import', TSX, CLI, ...args], options);

/** A report's JSON without its speed, which differs between runs. */
export const noSpeed = (json: string): unknown => ({ ...JSON.parse(json), throughput: null });
