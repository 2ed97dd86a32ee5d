/**
 * An agent module: an agent of your own that `simulate` plays in every worker
 * thread (and every shard of a cluster study), named by its path:
 *
 *   npx deckwright simulate parcellus --agents ./examples/agents/habit.mjs,random,random --workers 2
 *   simulate({ game, players: 3, agents: ['./examples/agents/habit.mjs', 'random', 'random'], workers: 2, … })
 *
 * The default export is a function of the game that returns an agent (`{ name, act }`): it is
 * called once a game, so an agent that remembers things between its moves starts each game
 * fresh, and a study's results do not depend on which thread played which game. An export may
 * also be an agent itself (see `firstMove`, named as `./examples/agents/habit.mjs#firstMove`),
 * shared by every game: keep such an agent without memory. Plain JavaScript with no imports:
 * each worker thread imports this file as Node finds it.
 */

/** A uniform whole number below `n`, from the agent's own generator (pure-rand's). */
const below = (rng, n) => Math.floor(((rng.next() >>> 0) / 2 ** 32) * n);

/**
 * "Creature of habit": plays a move of the kind it played last (another card, another draw)
 * when it has one, else any move, at random among them.
 */
export default function habit(_game) {
  // One game's memory: the factory runs again for the next game.
  let last;
  return {
    name: 'habit',
    act({ legalMoves, rng }) {
      const same = legalMoves.filter((move) => move.type === last);
      const choices = same.length > 0 ? same : legalMoves;
      const move = choices[below(rng, choices.length)];
      last = move.type;
      return move;
    },
  };
}

/** An agent as an export of its own: the first legal move, every time. */
export const firstMove = {
  name: 'first-move',
  act: ({ legalMoves }) => legalMoves[0],
};
