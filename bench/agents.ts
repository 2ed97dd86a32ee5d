/**
 * `npm run bench:agents`: the strength of the difficulty levels, measured with
 * the simulator (no tests assert it). For each game with a heuristic agent,
 * one agent against copies of another, three players: each level against the
 * one below it (`medium` against `easy`, `hard` against `medium`), against
 * `random`, and `hard` against `easy`, with a 95% interval per row; then the
 * median time of one `hard` decision, measured in this thread.
 *
 * `medium` is the heuristic, so `hard` against `medium` is the search against
 * the heuristic. `hard` plays at each game's budget (`HARD_ITERATIONS` in
 * `src/agents/levels.ts`) unless `--iterations` sets one for all; games run
 * with their self-play options (the Frustration Rummy turn cap), like
 * `deckwright simulate`.
 *
 * The full run plays 600 games a row, which fits about two hours on this
 * 2-core machine with two workers (see the agents table in
 * docs/guide/simulation.md for what each game costs); `--quick` plays 60 a row
 * (20 in Frustration Rummy) and times 2 games, a sanity check of a few minutes.
 *
 * Usage: `npm run bench:agents [-- --quick] [-- --games 600 --iterations 50 --workers 2 --only parcellus --rows hard-medium]`.
 * `--rows` keeps some rows (`easy-random`, `medium-random`, `hard-random`,
 * `medium-easy`, `hard-easy`, `hard-medium`, `timing`; comma-separated): a
 * pilot of one change needs only `hard-medium`.
 */
import { createAgent, heuristicAgents } from '../src/agents/registry.js';
import type { AnyGame, BaseAction, Seat } from '../src/core/game.js';
import { createRng, pick } from '../src/core/rng.js';
import { games, selfPlayOptions } from '../src/index.js';
import { simulate } from '../src/sim/index.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const quick = process.argv.includes('--quick');
const gamesArg = arg('games', '');
const iterations = arg('iterations', '');
const workers = Number(arg('workers', '2'));
const only = arg('only', '');
const rows = arg('rows', '')
  .split(',')
  .filter((r) => r !== '');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

/** Games a row: a Frustration Rummy game with a searching seat costs some 40 times a Parcellus one. */
const gamesPerRow = (id: string): number =>
  gamesArg !== '' ? Number(gamesArg) : quick ? (id === 'frustration-rummy' ? 20 : 60) : 600;

/** Each row: the hero, and the agent every other seat plays. */
const ROWS = [
  ['easy', 'random'],
  ['medium', 'random'],
  ['hard', 'random'],
  ['medium', 'easy'],
  ['hard', 'easy'],
  ['hard', 'medium'],
] as const;

/** `hard`, or IS-MCTS at the budget `--iterations` names, under the game's tuning. */
const hardName = (): string => (iterations ? `ismcts:${iterations}` : 'hard');

/**
 * The median and 90th percentile of `hero`'s decisions (with more than one legal move) in
 * `count` games against copies of the heuristic, timed one by one in this thread.
 */
function decisionTimes(
  game: AnyGame,
  players: number,
  hero: string,
  count: number,
): { median: number; p90: number; n: number } {
  const agent = createAgent(hero, game);
  const other = createAgent('medium', game);
  const times: number[] = [];
  for (let g = 0; g < count; g++) {
    const state = structuredClone(game.init({ players, seed: `bench-timing/${g}`, options: selfPlayOptions(game.id) }));
    const rng = createRng(`bench-timing-agents/${g}`);
    for (let steps = 0; game.actors(state).length > 0 && steps < 100_000; steps++) {
      const seat = pick(rng, game.actors(state)) as Seat;
      const legalMoves = game.legalMoves(state, seat) as BaseAction[];
      const mine = seat === g % players;
      const started = performance.now();
      const move = (mine ? agent : other).act({ seat, view: game.view(state, seat), legalMoves, rng });
      if (mine && legalMoves.length > 1) times.push(performance.now() - started);
      game.applyInPlace(state, move);
    }
  }
  times.sort((a, b) => a - b);
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))] ?? 0;
  return { median: at(0.5), p90: at(0.9), n: times.length };
}

const timings: string[] = [];
console.log(`| game | players | agent | against | games | win rate | 95% CI | fair share |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const game of games as readonly AnyGame[]) {
  if (only && game.id !== only) continue;
  if (!heuristicAgents[game.id]) continue;
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  for (const [heroLevel, villain] of ROWS) {
    const row = `${heroLevel}-${villain}`;
    if (rows.length > 0 && !rows.includes(row)) continue;
    const hero = heroLevel === 'hard' ? hardName() : heroLevel;
    const agents = [hero, ...Array.from({ length: players - 1 }, () => villain)];
    const { report } = await simulate({
      game,
      players,
      agents,
      games: gamesPerRow(game.id),
      seed: `bench-agents/${game.id}`,
      options: selfPlayOptions(game.id),
      workers,
    });
    process.stderr.write(`${game.id} ${hero} vs ${villain}: ${report.throughput.seconds.toFixed(0)} s\n`);
    const h = report.perAgent.find((a) => a.agent === hero);
    if (!h) continue;
    console.log(
      `| ${game.id} | ${players} | ${hero} | ${villain} ×${players - 1} | ${h.games} | ${pct(h.winRate)} | ${pct(h.ci[0])}–${pct(h.ci[1])} | ${pct(1 / players)} |`,
    );
  }
  if (rows.length === 0 || rows.includes('timing')) {
    const started = performance.now();
    const t = decisionTimes(game, players, hardName(), quick ? 2 : 10);
    process.stderr.write(`${game.id} timing: ${((performance.now() - started) / 1000).toFixed(0)} s\n`);
    timings.push(`| ${game.id} | ${hardName()} | ${t.n} | ${t.median.toFixed(1)} ms | ${t.p90.toFixed(1)} ms |`);
  }
}
if (timings.length > 0) {
  console.log('');
  console.log('| game | agent | decisions timed | median | p90 |');
  console.log('| --- | --- | --- | --- | --- |');
  for (const line of timings) console.log(line);
}
