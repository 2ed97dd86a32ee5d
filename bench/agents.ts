/**
 * `npm run bench:agents`: agent strength, measured with the simulator (no
 * tests assert it). For each game with a heuristic agent: heuristic vs random,
 * IS-MCTS vs random and IS-MCTS vs heuristic, one agent against copies of the
 * other, with enough games for a 95% interval of about ±3 points.
 *
 * IS-MCTS plays at each game's budget below unless `--iterations` sets one
 * for all; games run with their self-play options (the Frustration Rummy turn
 * cap), like `deckwright simulate`.
 *
 * Usage: `npm run bench:agents [-- --games 1100 --iterations 50 --workers 2 --only parcellus --rows ismcts-heuristic]`.
 * `--rows` keeps some of the three rows (`heuristic-random`, `ismcts-random`,
 * `ismcts-heuristic`, comma-separated): a pilot of one change needs only the last.
 */
import { heuristicAgents } from '../src/agents/registry.js';
import { games, selfPlayOptions } from '../src/index.js';
import { simulate } from '../src/sim/index.js';

/**
 * IS-MCTS iterations per decision, per game: what keeps the whole bench well
 * under an hour on two cores. Frustration Rummy plays no playouts (each root
 * move is appraised where it leaves the sampled world, `evaluate.ts`) and
 * lists its own moves once a decision, so 30 cost no more than 10 did with
 * playouts to the end of the round (its three rows: 16 minutes on two
 * workers, against 41 on one before); a discard has up to 14 moves to try
 * once each, and 30 leaves about as many again for the best of them.
 * Six Card Parade searches only about the last round (the heuristic plays
 * before that), where playouts are short, so it can afford 100.
 */
const BUDGET: Readonly<Record<string, number>> = { parcellus: 50, 'six-card-parade': 100, 'frustration-rummy': 30 };

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const count = Number(arg('games', '1100'));
const iterations = arg('iterations', '');
const workers = Number(arg('workers', '2'));
const only = arg('only', '');
const rows = arg('rows', '')
  .split(',')
  .filter((r) => r !== '');
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`| game | players | agent | against | games | win rate | 95% CI | fair share |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const game of games) {
  if (only && game.id !== only) continue;
  if (!heuristicAgents[game.id]) continue;
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  const mcts = `ismcts:${iterations || (BUDGET[game.id] ?? 50)}`;
  for (const [hero, villain] of [
    ['heuristic', 'random'],
    [mcts, 'random'],
    [mcts, 'heuristic'],
  ] as const) {
    const row = `${hero.split(':')[0]}-${villain}`;
    if (rows.length > 0 && !rows.includes(row)) continue;
    const agents = [hero, ...Array.from({ length: players - 1 }, () => villain)];
    const { report } = await simulate({
      game,
      players,
      agents,
      games: count,
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
}
