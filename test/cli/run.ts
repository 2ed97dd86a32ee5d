/**
 * The `deckwright` command run as a separate process, as it is installed: one
 * bundle of the sources built with tsup, as `npm run build` builds
 * `dist/cli.js`, so that a test of many processes (the shards of a study, run
 * side by side as a scheduler runs them) does not pay tsx's second of loading
 * the sources in each.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root: the command's sources and the examples are found from it. */
export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

let built: Promise<string> | undefined;

/**
 * The command built from the sources into a file of its own, once a test file: the library and
 * its dependencies bundled in, so that it runs from any directory. Without worker threads only
 * (the worker script is not built beside it).
 */
export function builtCli(): Promise<string> {
  built ??= (async () => {
    const { build } = await import('tsup');
    const outDir = mkdtempSync(join(tmpdir(), 'deckwright-cli-build-'));
    await build({
      entry: { cli: fileURLToPath(new URL('../../src/cli/index.ts', import.meta.url)) },
      outDir,
      format: ['esm'],
      platform: 'node',
      target: 'node20',
      noExternal: [/.*/],
      splitting: false,
      dts: false,
      sourcemap: false,
      config: false,
      silent: true,
    });
    return join(outDir, 'cli.js');
  })();
  return built;
}

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
export const deckwright = async (
  args: readonly string[],
  options: { env?: Record<string, string>; cwd?: string } = {},
): Promise<Ran> => spawnRun(process.execPath, [await builtCli(), ...args], options);

/** A report's JSON without its speed, which differs between runs. */
export const noSpeed = (json: string): unknown => ({ ...JSON.parse(json), throughput: null });
