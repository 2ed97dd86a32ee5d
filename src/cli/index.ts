#!/usr/bin/env node
/**
 * The `deckwright` command: play in the terminal against bots, run
 * simulations, merge shards, and print the play-by-play of a match record.
 */
import { readFileSync } from 'node:fs';
import { cac } from 'cac';
import * as z from 'zod/mini';
import { heuristicAgents } from '../agents/registry.js';
import { canonicalKey } from '../core/canonical.js';
import { selfPlayOptions } from '../core/defaults.js';
import { RuleError } from '../core/errors.js';
import type { AnyGame } from '../core/game.js';
import { safeParse } from '../core/issues.js';
import { parseMatchRecord } from '../core/match.js';
import { playerCounts } from '../core/seats.js';
import { object } from '../core/zodParts.js';
import { serveLines } from '../env/bridge.js';
import { games, getGame, replay } from '../registry.js';
import { type GameResult, gameResultSchema } from '../sim/play.js';
import { summarize } from '../sim/report.js';
import { type Shard, simulate } from '../sim/simulate.js';
import { playInTerminal } from './play.js';
import { progressBar } from './progress.js';
import { formatReport, reportCsv } from './report.js';

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

function parseShard(text: string | undefined): Shard | undefined {
  if (text === undefined) return undefined;
  const m = /^(\d+)\/(\d+)$/.exec(text);
  if (!m) {
    console.error(`--shard takes i/n, as in --shard 3/16, not "${text}".`);
    process.exit(2);
  }
  return { index: Number(m[1]), count: Number(m[2]) };
}

/** The first line of a `simulate --jsonl` run: what was run. */
const metaRow = object({
  type: z.literal('meta'),
  game: z.string(),
  players: z.int().check(z.minimum(1)),
  agents: z.array(z.string()),
  seed: z.string(),
  games: z.optional(z.number()),
  options: z.optional(z.record(z.string(), z.unknown())),
});

/** A line of a `simulate --jsonl` run: the meta line or one game's result. */
const shardRow = z.discriminatedUnion('type', [metaRow, z.extend(gameResultSchema, { type: z.literal('game') })]);

/** One line's JSON, or an error naming the file and line. */
function parseLine(line: string, file: string, n: number): unknown {
  try {
    return JSON.parse(line);
  } catch {
    throw new Error(`${file}, line ${n + 1}: not JSON.`);
  }
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
    'Agent for the other seats: random, heuristic, ismcts, ismcts:<iterations> (default: heuristic where the game has one, else random)',
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
  .option('--agents <list>', 'Comma-separated agents, one per seat: random, heuristic, ismcts, ismcts:<iterations>')
  .option('--players <n>', 'Number of players (default: one per agent, at least the fewest the game allows)')
  .option('--workers <n>', 'Threads that play: this one and n - 1 worker threads', { default: 1 })
  .option('--seed <seed>', 'Seed of the run; each game derives its own', { default: 'deckwright' })
  .option(
    '--options <json>',
    "Rule options as JSON (added to the game's self-play options, e.g. Frustration Rummy's turn cap)",
  )
  .option('--shard <i/n>', 'Play only shard i of n (prints JSON lines; merge them with `deckwright report`)')
  .option('--json', 'Print the report as JSON')
  .option('--csv', 'Print the per-agent table as CSV')
  .option('--jsonl', 'Print one JSON line per game (for merging shards)')
  .option('--records', "With --jsonl (implied), keep each game's match record in its line, for `deckwright replay`")
  .option('--progress', 'Show a progress bar on stderr (default when stderr is a terminal)')
  .example('deckwright simulate parcellus --games 2000 --agents heuristic,random,random --workers 2 --seed s1')
  .example('deckwright simulate parcellus --games 10000 --agents ismcts,random,random --shard 3/16 > part3.jsonl')
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
    const shard = parseShard(o.shard as string | undefined);
    const records = o.records === true;
    const jsonl = Boolean(o.jsonl) || shard !== undefined || records;
    const showProgress = o.progress === true || (o.progress === undefined && process.stderr.isTTY && !jsonl);
    const bar = showProgress ? progressBar(process.stderr, 'games') : null;
    const seed = seedText(o.seed) ?? 'deckwright';
    try {
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
      if (jsonl) {
        console.log(
          JSON.stringify({
            type: 'meta',
            game: game.id,
            players,
            agents,
            seed,
            games: Number(o.games),
            options,
          }),
        );
        for (const r of results) console.log(JSON.stringify({ type: 'game', ...r }));
      } else if (o.json) console.log(JSON.stringify(report, null, 2));
      else if (o.csv) console.log(reportCsv(report));
      else console.log(formatReport(report));
    } catch (e) {
      bar?.stop();
      fail(e);
    }
  });

cli
  .command('report <...files>', 'Merge the JSON lines of simulation shards into one report')
  .option('--json', 'Print the report as JSON')
  .option('--csv', 'Print the per-agent table as CSV')
  .action((files: string[], o: { json?: boolean; csv?: boolean }) => {
    try {
      let meta: Omit<z.infer<typeof metaRow>, 'type'> | null = null;
      const results: GameResult[] = [];
      const seen = new Set<number>();
      for (const f of files) {
        // Every file names its run: games from a file without that line could be from any run.
        let named = false;
        readFileSync(f, 'utf8')
          .split('\n')
          .forEach((line, n) => {
            if (!line.trim()) return;
            const row = safeParse(shardRow, parseLine(line, f, n));
            if (!row.success) throw new Error(`${f}, line ${n + 1}: not a line of \`simulate --jsonl\` output.`);
            if (row.data.type !== 'meta' && !named) {
              throw new Error(
                `${f}, line ${n + 1}: a game before the file's run line (the first line of \`simulate --jsonl\`), so its run is unknown.`,
              );
            }
            if (row.data.type === 'meta') {
              named = true;
              // Runs with other options, agents or seeds are other experiments: never merged.
              const { type: _t, ...m } = row.data;
              if (meta && canonicalKey(meta) !== canonicalKey(m)) throw new Error(`${f} is from another run.`);
              meta = m;
            } else {
              const { type: _t, ...result } = row.data;
              // A game listed twice (a shard run twice) counts once.
              if (!seen.has(result.index)) results.push(result);
              seen.add(result.index);
            }
          });
      }
      if (!meta) throw new Error('No simulation metadata found in the files.');
      const { game, players, agents, seed, games } = meta as Omit<z.infer<typeof metaRow>, 'type'>;
      // A missing shard is easy to miss in a report that only counts what it was given.
      if (games !== undefined && results.length < games) {
        console.error(
          `report: these files hold ${results.length} of the run's ${games} games (a shard missing?); the report covers those only.`,
        );
      }
      const report = summarize({ game, players, agents, seed }, results);
      if (o.json) console.log(JSON.stringify(report, null, 2));
      else if (o.csv) console.log(reportCsv(report));
      else console.log(formatReport(report));
    } catch (e) {
      fail(e);
    }
  });

cli.command('replay <record>', 'Print the play-by-play of a match record (a JSON file)').action((file: string) => {
  try {
    const record = parseMatchRecord(JSON.parse(readFileSync(file, 'utf8')));
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
