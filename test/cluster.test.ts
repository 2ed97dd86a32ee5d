/**
 * examples/cluster, run as each scheduler runs it: the test reads the
 * Dockerfile, the Kubernetes Indexed Job, the Slurm array script, the AWS
 * Batch job definition and the GitHub Actions workflow, checks that each
 * job's number of tasks is the study's number of shards, starts one real
 * process a task with that scheduler's variables set (the image's entrypoint
 * and the job's arguments, or the script's own lines in bash), merges the
 * files with the job's own `report` command, and compares the report with one
 * process playing the whole study.
 *
 * Two things differ from a cluster: the examples' 100,000 games become a few
 * (every other argument is the manifest's), for time, and `deckwright` on the
 * PATH is the command built from these sources rather than the published one.
 * Paths under /results (the containers' volume) are mapped to a directory of
 * the test's own.
 */
import { chmodSync, copyFileSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse, parseAllDocuments } from 'yaml';
import { builtCli, deckwright, noSpeed, ROOT, spawnRun } from './cli/run.js';

const GAMES = '12';
const dir = join(ROOT, 'examples/cluster');
const read = (name: string) => readFileSync(join(dir, name), 'utf8');
const json = (name: string): unknown => JSON.parse(read(name));
const tmp = mkdtempSync(join(tmpdir(), 'deckwright-cluster-'));

// `deckwright` as installed: a command on the PATH.
const bin = join(tmp, 'bin');
const PATH = `${bin}:${process.env.PATH ?? ''}`;

/** The example's arguments with a few games instead of its 100,000. */
const fewGames = (args: readonly string[]): string[] =>
  args.map((a, i) => (args[i - 1] === '--games' && /^\d+$/.test(a) ? GAMES : a));
/** The same in a line of shell. */
const fewGamesLine = (line: string): string => line.replace(/--games \d+/, `--games ${GAMES}`);
/** Paths on the containers' volume, in a directory of the test's. */
const onVolume = (args: readonly string[], volume: string): string[] =>
  args.map((a) => a.replaceAll('/results', volume));
/** The value after `flag`. */
const flagValue = (args: readonly string[], flag: string): string | undefined => args[args.indexOf(flag) + 1];

/** The image's entrypoint, which the Kubernetes and AWS Batch jobs give their arguments to. */
function dockerfile(): { from: string[]; entrypoint: string[]; cmd: string[] } {
  const text = read('Dockerfile');
  const instruction = (name: string): string[] =>
    [...text.matchAll(new RegExp(`^${name}\\s+(.+)$`, 'gm'))].map((m) => (m[1] as string).trim());
  return {
    from: instruction('FROM'),
    entrypoint: JSON.parse(instruction('ENTRYPOINT')[0] ?? 'null') as string[],
    cmd: JSON.parse(instruction('CMD')[0] ?? 'null') as string[],
  };
}

/** The study's shard files run and merged: the report the job's own report step wrote. */
const reportAt = (path: string): unknown => noSpeed(readFileSync(path, 'utf8'));

let whole: unknown;
let study: string[];

beforeAll(async () => {
  mkdirSync(bin);
  writeFileSync(join(bin, 'deckwright'), `#!/bin/sh\nexec "${process.execPath}" "${await builtCli()}" "$@"\n`);
  chmodSync(join(bin, 'deckwright'), 0o755);
  // The study as the image's default command names it, played by one process without shards.
  const { cmd } = dockerfile();
  study = fewGames(cmd);
  const one = [...study];
  one.splice(one.indexOf('--shards'), 2);
  one.splice(one.indexOf('--out'), 2);
  const r = await deckwright([...one, '--json']);
  expect(r.status, r.stderr).toBe(0);
  whole = noSpeed(r.stdout);
});

describe('examples/cluster', () => {
  it('the image runs deckwright on Node 20, its default command a study of shards', () => {
    const { from, entrypoint, cmd } = dockerfile();
    expect(from.every((f) => /^node:20(-|\s|$)/.test(f))).toBe(true);
    expect(entrypoint).toEqual(['deckwright']);
    expect(cmd.slice(0, 1)).toEqual(['simulate']);
    expect(flagValue(cmd, '--out')).toMatch(/^\/results\/.*\{shard\}/);
  });

  it('Kubernetes: an Indexed Job of one pod a shard, merged by the report Job', async () => {
    const docs = parseAllDocuments(read('kubernetes-job.yaml')).map((d) => d.toJS());
    const job = docs.find((d) => d.kind === 'Job');
    expect(job.spec.completionMode).toBe('Indexed');
    const container = job.spec.template.spec.containers[0];
    const args: string[] = container.args;
    const n = job.spec.completions;
    expect(flagValue(args, '--shards')).toBe(String(n));
    expect(job.spec.parallelism).toBeLessThanOrEqual(n);
    expect(container.volumeMounts[0].mountPath).toBe('/results');
    expect(fewGames(args)).toEqual(study);
    const volume = join(tmp, 'kubernetes');
    const { entrypoint } = dockerfile();
    const [command = '', ...rest] = entrypoint;
    const pods = await Promise.all(
      Array.from({ length: n }, (_, k) =>
        spawnRun(command, [...rest, ...onVolume(fewGames(args), volume)], {
          env: { PATH, JOB_COMPLETION_INDEX: String(k) },
        }),
      ),
    );
    for (const p of pods) expect(p.status, p.stderr).toBe(0);
    const report = parse(read('kubernetes-report.yaml')).spec.template.spec.containers[0].args as string[];
    const merged = await spawnRun(command, [...rest, ...onVolume(report, volume)], { env: { PATH } });
    expect(merged.status, merged.stderr).toBe(0);
    expect(reportAt(join(volume, 'report.json'))).toEqual(whole);
  });

  it('Slurm: an array job of one task a shard, then the report job', async () => {
    const script = read('slurm-study.sbatch');
    const array = /^#SBATCH --array=(\d+)-(\d+)$/m.exec(script);
    const [min, max] = [Number(array?.[1]), Number(array?.[2])];
    const n = max - min + 1;
    const line = script.split('\n').find((l) => l.startsWith('deckwright simulate')) as string;
    expect(flagValue(line.split(' '), '--shards')).toBe(String(n));
    expect(fewGames(line.split(' ').slice(1))).toEqual(study.map((a) => a.replace('/results/', 'results/')));
    const submitted = join(tmp, 'slurm');
    mkdirSync(submitted);
    writeFileSync(join(submitted, 'study.sbatch'), fewGamesLine(script));
    copyFileSync(join(dir, 'slurm-report.sbatch'), join(submitted, 'report.sbatch'));
    const slurm = { PATH, SLURM_SUBMIT_DIR: submitted, SLURM_ARRAY_JOB_ID: '7' };
    const tasks = await Promise.all(
      Array.from({ length: n }, (_, k) =>
        spawnRun('bash', [join(submitted, 'study.sbatch')], {
          cwd: tmp,
          env: {
            ...slurm,
            SLURM_ARRAY_TASK_ID: String(min + k),
            SLURM_ARRAY_TASK_MIN: String(min),
            SLURM_ARRAY_TASK_MAX: String(max),
            SLURM_ARRAY_TASK_COUNT: String(n),
          },
        }),
      ),
    );
    for (const t of tasks) expect(t.status, t.stderr).toBe(0);
    const merged = await spawnRun('bash', [join(submitted, 'report.sbatch')], { cwd: tmp, env: slurm });
    expect(merged.status, merged.stderr).toBe(0);
    expect(reportAt(join(submitted, 'results/report.json'))).toEqual(whole);
  });

  it('AWS Batch: an array job of the job definition, then the report job that depends on it', async () => {
    const definition = json('aws-batch-job-definition.json') as {
      jobDefinitionName: string;
      containerProperties: { command: string[]; mountPoints: { containerPath: string }[] };
    };
    const submit = json('aws-batch-submit-study.json') as { jobDefinition: string; arrayProperties: { size: number } };
    const report = json('aws-batch-submit-report.json') as {
      jobDefinition: string;
      containerOverrides: { command: string[] };
    };
    const { command: args, mountPoints } = definition.containerProperties;
    const n = submit.arrayProperties.size;
    expect(submit.jobDefinition).toBe(definition.jobDefinitionName);
    expect(report.jobDefinition).toBe(definition.jobDefinitionName);
    expect(flagValue(args, '--shards')).toBe(String(n));
    expect(mountPoints[0]?.containerPath).toBe('/results');
    expect(fewGames(args)).toEqual(study);
    const volume = join(tmp, 'aws-batch');
    const [command = '', ...rest] = dockerfile().entrypoint;
    const children = await Promise.all(
      Array.from({ length: n }, (_, k) =>
        spawnRun(command, [...rest, ...onVolume(fewGames(args), volume)], {
          env: { PATH, AWS_BATCH_JOB_ARRAY_INDEX: String(k) },
        }),
      ),
    );
    for (const c of children) expect(c.status, c.stderr).toBe(0);
    const merged = await spawnRun(command, [...rest, ...onVolume(report.containerOverrides.command, volume)], {
      env: { PATH },
    });
    expect(merged.status, merged.stderr).toBe(0);
    expect(reportAt(join(volume, 'report.json'))).toEqual(whole);
  });

  it('GitHub Actions: a matrix of shards uploading their files, and a job that downloads and merges them', async () => {
    type Step = { run?: string; uses?: string; with?: Record<string, unknown> };
    const workflow = parse(read('github-actions.yml')) as {
      jobs: Record<string, { needs?: string | string[]; strategy?: { matrix: { shard: number[] } }; steps: Step[] }>;
    };
    const { shard: shardJob, report: reportJob } = workflow.jobs;
    if (!shardJob || !reportJob) throw new Error('the workflow has a shard job and a report job');
    expect([reportJob.needs].flat()).toContain('shard');
    const matrix = shardJob.strategy?.matrix.shard as number[];
    const play = shardJob.steps.find((s) => s.run?.includes('deckwright simulate'))?.run as string;
    const upload = shardJob.steps.find((s) => s.uses?.startsWith('actions/upload-artifact'))?.with;
    const download = reportJob.steps.find((s) => s.uses?.startsWith('actions/download-artifact'))?.with;
    const merge = reportJob.steps.find((s) => s.run?.includes('deckwright report'))?.run as string;
    expect(download?.['merge-multiple']).toBe(true);
    const shards = play.match(/--shard \$\{\{ matrix\.shard \}\}\/(\d+)/)?.[1];
    expect(matrix).toEqual(Array.from({ length: Number(shards) }, (_, k) => k + 1));
    // Each matrix job in a workspace of its own; the artifacts downloaded into the report job's.
    const workspace = join(tmp, 'github');
    const reportSpace = join(workspace, 'report');
    mkdirSync(join(reportSpace, String(download?.path)), { recursive: true });
    const jobs = await Promise.all(
      matrix.map((k) => {
        const space = join(workspace, `shard-${k}`);
        mkdirSync(space, { recursive: true });
        // GitHub puts the matrix value in the line before the shell reads it.
        const line = fewGamesLine(play.replace(/\$\{\{ matrix\.shard \}\}/g, String(k)));
        return spawnRun('bash', ['-e', '-c', line], { cwd: space, env: { PATH } });
      }),
    );
    for (const j of jobs) expect(j.status, j.stderr).toBe(0);
    for (const k of matrix) {
      const uploaded = join(workspace, `shard-${k}`, String(upload?.path));
      for (const f of readdirSync(uploaded))
        copyFileSync(join(uploaded, f), join(reportSpace, String(download?.path), f));
    }
    const merged = await spawnRun('bash', ['-e', '-c', merge], { cwd: reportSpace, env: { PATH } });
    expect(merged.status, merged.stderr).toBe(0);
    expect(reportAt(join(reportSpace, 'report.json'))).toEqual(whole);
  });
});
