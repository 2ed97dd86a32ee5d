/**
 * `npm run bench:report`: how long `deckwright report` takes to merge a
 * million-game study, and its peak memory (no test asserts either). The
 * results files are synthetic lines in the real format (a study line a shard,
 * then one game a line, agents rotating seats, points and lengths drawn at
 * random): merging reads every line whatever the games were, and playing a
 * million real games would take an hour.
 *
 * Usage: `npm run bench:report [-- --games 1000000 --shards 4 --root <checkout> --built]`. `--root`
 * runs the command of another checkout (its src/cli/index.ts, through tsx), for a ratio measured
 * on the same machine at the same time; `--built` runs its dist/cli.js (after `npm run build`),
 * the command as users install it.
 */
import { spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createRng, randomInt } from '../src/core/rng.js';
import { shardRange } from '../src/sim/simulate.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const games = Number(arg('games', '1000000'));
const shards = Number(arg('shards', '4'));
const root = resolve(arg('root', '.'));
const built = process.argv.includes('--built');

const dir = mkdtempSync(join(tmpdir(), 'deckwright-report-bench-'));
const agents = ['heuristic', 'random', 'random'];
const rng = createRng('bench-report');
const files: string[] = [];
for (let index = 1; index <= shards; index++) {
  const file = join(dir, `part-${index}-of-${shards}.jsonl`);
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(`${line}\n`)) await once(out, 'drain');
  };
  const study = { type: 'meta', game: 'parcellus', players: 3, agents, seed: 'bench', games, options: {} };
  await write(JSON.stringify({ ...study, shard: { index, count: shards } }));
  const { from, to } = shardRange(games, { index, count: shards });
  for (let i = from; i < to; i++) {
    const points = [0, 1, 2].map(() => randomInt(rng, 61));
    const best = Math.max(...points);
    const winners = [0, 1, 2].filter((s) => points[s] === best);
    const seats = agents.map((_, s) => agents[(s + i) % 3] as string);
    await write(
      JSON.stringify({
        type: 'game',
        index: i,
        seats,
        points,
        winners,
        actions: 80 + randomInt(rng, 221),
        finished: true,
      }),
    );
  }
  out.end();
  await once(out, 'finish');
  files.push(file);
}
const bytes = files.reduce((n, f) => n + statSync(f).size, 0);

// The child reports its own peak resident memory as it exits.
const peak = `data:text/javascript,process.on('exit',()=>process.stderr.write('maxrss '+process.resourceUsage().maxRSS+'\\n'))`;
const started = performance.now();
const r = spawnSync(
  process.execPath,
  [
    ...(built ? [] : ['--import', 'tsx']),
    '--import',
    peak,
    join(root, built ? 'dist/cli.js' : 'src/cli/index.ts'),
    'report',
    ...files,
    '--json',
  ],
  { encoding: 'utf8', maxBuffer: 1 << 26 },
);
const seconds = (performance.now() - started) / 1000;
rmSync(dir, { recursive: true, force: true });
if (r.status !== 0) {
  console.error(r.stderr);
  process.exit(1);
}
const rss = Number(/maxrss (\d+)/.exec(r.stderr)?.[1] ?? Number.NaN) / 1024;
const report = JSON.parse(r.stdout) as { games: number };
console.log(
  `${root}${built ? ' (built)' : ''}: report of ${report.games} games in ${shards} files (${(bytes / 2 ** 20).toFixed(0)} MB): ${seconds.toFixed(1)} s, peak RSS ${rss.toFixed(0)} MB`,
);
