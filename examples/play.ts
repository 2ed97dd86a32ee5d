/**
 * `npm start`: plays one complete game between bots and prints a readable
 * play-by-play and the final score.
 *
 *   npm start                      # Parcellus, random seed
 *   npm start -- parcellus 42      # a game id and a seed
 */
import { createRng, games, getGame, randomAgent, selfPlayOptions } from '../src/index.js';

const [id = 'parcellus', seedArg] = process.argv.slice(2);
const game = getGame(id);
if (!game) {
  console.error(`Unknown game "${id}". Games: ${games.map((g) => g.id).join(', ')}`);
  process.exit(1);
}
const seed = seedArg ?? String(Date.now());
const players = game.players.min === 3 ? 3 : Math.min(Math.max(game.players.min, 3), game.players.max);
const agentRng = createRng(`${seed}/agents`);

console.log(`${game.title}, ${players} players, seed ${JSON.stringify(seed)}\n`);
// Frustration Rummy's safety cap keeps the game short: random bots finish without it, but after about
// 19,000 actions; with it the game stops after about 100, in its first round or two (see selfPlayOptions).
let state = game.init({ players, seed, options: selfPlayOptions(game.id) });
for (const e of state.events) console.log(game.describeEvent(e));
let actions = 0;
while (game.actors(state).length > 0 && actions < 100_000) {
  const seat = game.actors(state)[0] as number;
  // Each bot sees only its own view and its legal moves.
  const action = randomAgent.act({
    seat,
    view: game.view(state, seat),
    legalMoves: game.legalMoves(state, seat),
    rng: agentRng,
  });
  state = game.apply(state, action);
  actions += 1;
  for (const e of state.events) console.log(game.describeEvent(e));
}
const score = game.score(state);
console.log(`\nFinal score after ${actions} actions:`);
score.points.forEach((p, seat) => {
  console.log(`  Seat ${seat}: ${p}${score.winners.includes(seat) ? '  (winner)' : ''}`);
});
