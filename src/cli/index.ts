#!/usr/bin/env node
/**
 * The `deckwright` command: play in the terminal against bots, run
 * simulations, merge shards, and print the play-by-play of a match record.
 */
import { cac } from 'cac';
import { heuristicAgents } from '../agents/registry.js';
import { selfPlayOptions } from '../core/defaults.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { playerCounts } from '../core/seats.js';
import { serveLines } from '../env/bridge.js';
import { games, getGame, replay } from '../registry.js';
import { type StudyLine, summarizeFiles } from '../sim/shards.js';
import { simulate } from '../sim/simulate.js';
import { playInTerminal } from './play.js';
import { progressBar } from './progress.js';
import { readRecord } from './replay.js';
import { formatReport, reportCsv } from './report.js';
import { outPath, resultsFiles, studyShard, writeLines } from './study.js';

const cli = cac('deckwright');

// Output piped into `head` and the like: a closed pipe ends the command quietly.
process.stdout.on('error', (e: NodeJS.ErrnoException) => {
  if (e.code === 'EPIPE') process.exit(0);
  throw e;
});

function gameOrExit(id: string | undefined): AnyGame {
  const game = id === undefined ? undefined : getGame(id);
  if (!game) {
    console.error(`Unknown game "${id ?? ''}". Games: ${games.map((g) => g.id).join(', ')}`);
    process.exit(2);
  }
  return game;
}

/**
 * The `--seed` as typed: the option parser reads `007` or `1e3` as a number, and a seed is text
 * (`simulate({ seed: '007' })` plays other games than seed 7).
 */
function seedText(parsed: unknown): string | undefined {
  const args = process.argv;
  for (let i = args.length - 1; i >= 0; i--) {
    const a = args[i] as string;
    if (a.startsWith('--seed=')) return a.slice('--seed='.length);
    if (a === '--seed' && i + 1 < args.length) return args[i + 1];
  }
  return parsed === undefined ? undefined : String(parsed);
}

/** `play`'s seed: a number where the text is one as written (`42`, as in code), else the text (`007`, `s1`). */
function playSeed(text: string | undefined): string | number {
  // Not the clock: the seed deals every hidden card, and a clock's is guessable to the second.
  if (text === undefined) {
    const bytes = new Uint8Array(8);
    crypto.getRandomValues(bytes);
    return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  }
  const n = Number(text);
  return String(n) === text ? n : text;
}

/** The rule options of `--options`: a JSON object, or a `RuleError` saying what it must be. */
function optionsArg(text: string): Record<string, unknown> {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new RuleError(
      'BAD_SETUP',
      `--options is not JSON (${(e as Error).message}): give an object such as '{"targetScore":20}'.`,
    );
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new RuleError(
      'BAD_SETUP',
      `--options takes a JSON object of rule options, such as '{"targetScore":20}', not ${text}.`,
    );
  }
  return value as Record<string, unknown>;
}

const fail = (e: unknown): never => {
  console.error((e as Error).message);
  process.exit(1);
};

cli
  .command('play <game>', 'Play a game in the terminal against bots')
  .option('--players <n>', 'Number of players (default: the smallest the game allows, at least 3 where possible)')
  .option('--seat <n>', 'Your seat', { default: 0 })
  .option('--seed <seed>', 'Seed of the deal (default: random)')
  .option(
    '--bots <agent>',
    'Agent for the other seats: easy, medium, hard, random, heuristic, ismcts, ismcts:<iterations> (default: heuristic where the game has one, else random)',
  )
  .example('deckwright play parcellus --seed 42')
  .action(async (id: string, o: { players?: string; seat: string; seed?: string; bots?: string }) => {
    const game = gameOrExit(id);
    const players = Number(o.players ?? Math.min(Math.max(game.players.min, 3), game.players.max));
    await playInTerminal({
      game,
      players,
      seat: Number(o.seat),
      seed: playSeed(seedText(o.seed)),
      bots: o.bots ?? (heuristicAgents[game.id] ? 'heuristic' : 'random'),
      input: process.stdin,
      output: process.stdout,
    }).catch(fail);
  });

cli
  .command('simulate <game>', 'Play many games between agents and report win rates with 95% confidence intervals')
  .option('--games <n>', 'Games to play', { default: 1000 })
  .option(
    '--agents <list>',
    'Comma-separated agents, one per seat: easy, medium, hard (difficulty levels), random, heuristic, ismcts, ismcts:<iterations>, or the path of a module of yours (./my-agent.mjs)',
  )
  .option('--players <n>', 'Number of players (default: one per agent, at least the fewest the game allows)')
  .option('--workers <n>', 'Threads that play: this one and n - 1 worker threads', { default: 1 })
  .option('--seed <seed>', 'Seed of the run; each game derives its own', { default: 'deckwright' })
  .option(
    '--options <json>',
    "Rule options as JSON (added to the game's self-play options, e.g. Frustration Rummy's turn cap)",
  )
  .option(
    '--shard <i/n>',
    'Play only shard i of n, counted from 1 (prints JSON lines; merge them with `deckwright report`)',
  )
  .option(
    '--shards <n>',
    "Split the run into n shards and play the one the scheduler's task number names, counted from 0: JOB_COMPLETION_INDEX (Kubernetes), SLURM_ARRAY_TASK_ID (Slurm), AWS_BATCH_JOB_ARRAY_INDEX (AWS Batch)",
  )
  .option(
    '--out <file>',
    'Write the output to a file instead of stdout; {shard} in its name becomes the shard, as 03-of-16',
  )
  .option('--json', 'Print the report as JSON')
  .option('--csv', 'Print the per-agent table as CSV')
  .option('--jsonl', 'Print one JSON line per game (for merging shards)')
  .option('--records', "With --jsonl (implied), keep each game's match record in its line, for `deckwright replay`")
  .option('--progress', 'Show a progress bar on stderr (default when stderr is a terminal)')
  .example('deckwright simulate parcellus --games 2000 --agents heuristic,random,random --workers 2 --seed s1')
  .example(
    'deckwright simulate parcellus --games 300 --agents hard,medium,medium --workers 2   # one level against another',
  )
  .example('deckwright simulate parcellus --games 10000 --agents ismcts,random,random --shard 3/16 > part3.jsonl')
  .example(
    'deckwright simulate parcellus --games 100000 --shards 16 --out results/part-{shard}.jsonl   # in an array job',
  )
  .example('deckwright simulate parcellus --games 100 --records > games.jsonl   # each line holds its match record')
  .action(async (id: string, o: Record<string, string | boolean | undefined>) => {
    const game = gameOrExit(id);
    const agents = String(o.agents ?? '')
      .split(',')
      .filter(Boolean);
    // One seat per agent, and at least as many as the game needs: missing seats are random.
    const players = Number(o.players ?? Math.max(agents.length, game.players.min));
    // Filled no further than the game's most seats: `--players 1e9` pushed agents until the process
    // ran out of memory; simulate then names a player count the game does not allow.
    while (agents.length < players && agents.length < game.players.max) agents.push('random');
    const records = o.records === true;
    const seed = seedText(o.seed) ?? 'deckwright';
    let bar: ReturnType<typeof progressBar> | null = null;
    try {
      const shard = studyShard(o.shard, o.shards);
      const jsonl = Boolean(o.jsonl) || shard !== undefined || records;
      const showProgress = o.progress === true || (o.progress === undefined && process.stderr.isTTY && !jsonl);
      bar = showProgress ? progressBar(process.stderr, 'games') : null;
      // The games' self-play options (Frustration Rummy's turn cap) keep bots' games short.
      const options: Record<string, unknown> = {
        ...selfPlayOptions(game.id),
        ...(o.options === undefined ? {} : optionsArg(String(o.options))),
      };
      const { report, results } = await simulate({
        game,
        players,
        agents,
        games: Number(o.games),
        seed,
        workers: Number(o.workers),
        options,
        ...(shard ? { shard } : {}),
        records,
        onProgress: (done, total) => bar?.update(done, total),
      });
      bar?.stop();
      const out = o.out === undefined ? undefined : outPath(String(o.out), shard);
      if (jsonl) {
        // The study line: everything that decides the games, and which of them this file holds, so
        // that `report` can tell a missing, repeated or foreign shard. Agents by the names they
        // play under (a module's agent by its own name, wherever the module lies on each machine).
        const study: StudyLine = {
          type: 'meta',
          game: game.id,
          players,
          agents: report.agents,
          seed,
          games: Number(o.games),
          options,
          shard: shard ?? { index: 1, count: 1 },
        };
        await writeLines(out, [
          JSON.stringify(study),
          ...(function* () {
            for (const r of results) yield JSON.stringify({ type: 'game', ...r });
          })(),
        ]);
      } else
        await writeLines(out, [
          o.json ? JSON.stringify(report, null, 2) : o.csv ? reportCsv(report) : formatReport(report),
        ]);
    } catch (e) {
      bar?.stop();
      fail(e);
    }
  });

cli
  .command(
    'report <...files>',
    'Merge the JSON lines of simulation shards into one report (every shard once, all of one study)',
  )
  .option('--json', 'Print the report as JSON')
  .option('--csv', 'Print the per-agent table as CSV')
  .option('--out <file>', 'Write the report to a file instead of stdout')
  .example('deckwright report results/part-*.jsonl --json --out report.json')
  .example('deckwright report results/   # every .jsonl file in the directory (no shell to expand a pattern)')
  .action(async (files: string[], o: { json?: boolean; csv?: boolean; out?: string }) => {
    try {
      // Read a line at a time into running totals: files of any size, in constant memory.
      const { report } = await summarizeFiles(resultsFiles(files));
      const text = o.json ? JSON.stringify(report, null, 2) : o.csv ? reportCsv(report) : formatReport(report);
      await writeLines(o.out === undefined ? undefined : String(o.out), [text]);
    } catch (e) {
      fail(e);
    }
  });

cli
  .command(
    'replay <record>',
    'Print the play-by-play of a match record: a JSON file, or a line of `simulate --records` output as it is',
  )
  .option('--game <index>', 'In a file of `simulate --records` lines, the game to replay (its index)')
  .example(
    'deckwright simulate parcellus --games 100 --records --out games.jsonl && deckwright replay games.jsonl --game 7',
  )
  .action(async (file: string, o: { game?: unknown }) => {
    try {
      const index = o.game === undefined ? undefined : String(o.game);
      if (index !== undefined && !/^(0|[1-9][0-9]*)$/.test(index)) {
        throw new RuleError('BAD_SETUP', `--game takes a game's index, a whole number from 0, not "${index}".`);
      }
      const record = await readRecord(file, index === undefined ? undefined : Number(index));
      const game = gameOrExit(record.game);
      const states = replay(record, game);
      console.log(`${game.title}, ${record.players} players, seed ${JSON.stringify(record.seed)}\n`);
      states.forEach((s, i) => {
        if (i > 0) {
          const a = record.actions[i - 1];
          console.log(`#${i} seat ${a?.seat}: ${JSON.stringify(a)}`);
        }
        for (const e of s.events) console.log(`   ${game.describeEvent(e)}`);
      });
      const score = game.score(states[states.length - 1]);
      console.log(
        `\nScore: ${score.points.join(' / ')}${score.over ? `; winners: ${score.winners.join(', ')}` : ' (not over)'}`,
      );
    } catch (e) {
      fail(e);
    }
  });

cli.command('games', 'List the games').action(() => {
  for (const g of games) console.log(`${g.id.padEnd(20)} ${g.title} (${playerCounts(g.players)} players)`);
});

// The environment bridge (issue 33): JSON lines on stdin and stdout, documented in docs/guide/research.md.
cli
  .command('env-server', 'Serve reinforcement-learning environments: JSON lines, one reply per request line')
  .action(async () => {
    await serveLines(process.stdin, (text) => process.stdout.write(text));
  });

cli.help();
cli.version('0.1.0');
try {
  cli.parse();
} catch (e) {
  // An unknown flag or a missing argument (`--games -3` reads as the flag `-3`): the message, no trace.
  console.error((e as Error).message);
  process.exit(2);
}
