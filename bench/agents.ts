/**
 * `npm run bench:agents`: agent strength, measured with the simulator (no
 * tests assert it). For each game with a heuristic agent: heuristic vs random,
 * IS-MCTS vs random and IS-MCTS vs heuristic, one agent against copies of the
 * other, with enough games for a 95% interval of about ±3 points.
 *
 * Usage: `npm run bench:agents [-- --games 1100 --iterations 50 --workers 2 --only parcellus]`.
 */
import { heuristicAgents } from '../src/agents/registry.js';
import { games } from '../src/index.js';
import { simulate } from '../src/sim/index.js';

const arg = (name: string, fallback: string): string => {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? (process.argv[i + 1] ?? fallback) : fallback;
};
const count = Number(arg('games', '1100'));
const iterations = Number(arg('iterations', '50'));
const workers = Number(arg('workers', '2'));
const only = arg('only', '');
const mcts = `ismcts:${iterations}`;
const pct = (x: number) => `${(100 * x).toFixed(1)}%`;

console.log(`| game | players | agent | against | games | win rate | 95% CI | fair share |`);
console.log(`| --- | --- | --- | --- | --- | --- | --- | --- |`);
for (const game of games) {
  if (only && game.id !== only) continue;
  if (!heuristicAgents[game.id]) continue;
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  for (const [hero, villain] of [
    ['heuristic', 'random'],
    [mcts, 'random'],
    [mcts, 'heuristic'],
  ] as const) {
    const agents = [hero, ...Array.from({ length: players - 1 }, () => villain)];
    const { report } = await simulate({
      game,
      players,
      agents,
      games: count,
      seed: `bench-agents/${game.id}`,
      workers,
    });
    const h = report.perAgent.find((a) => a.agent === hero);
    if (!h) continue;
    console.log(
      `| ${game.id} | ${players} | ${hero} | ${villain} ×${players - 1} | ${h.games} | ${pct(h.winRate)} | ${pct(h.ci[0])}–${pct(h.ci[1])} | ${pct(1 / players)} |`,
    );
  }
}
