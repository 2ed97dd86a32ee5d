/**
 * The bots think here, in a Web Worker, so the page never freezes while IS-MCTS searches. The
 * page sends what the bot's seat may know (its view and its legal moves) and the agent's name;
 * the worker answers with the chosen move. Agents come from `deckwright/agents`, the entry that
 * runs in a browser.
 */

import { createRng, getGame } from 'deckwright';
import { type Agent, createAgent } from 'deckwright/agents';

/** A request: which agent plays which seat, and what that seat may see. */
export interface BotRequest {
  id: number;
  game: string;
  agent: string;
  seat: number;
  view: unknown;
  legalMoves: { type: string; seat: number }[];
  /** The agent's own random seed (never the game's), so a seeded game plays the same again. */
  seed: string;
}

/** The answer: the move, or why there is none. */
export type BotAnswer = { id: number; action: { type: string; seat: number } } | { id: number; error: string };

const agents = new Map<string, Agent>();

self.onmessage = (e: MessageEvent<BotRequest>) => {
  const r = e.data;
  try {
    const game = getGame(r.game);
    if (game === undefined) throw new Error(`Unknown game ${r.game}`);
    const key = `${r.game}/${r.agent}`;
    let agent = agents.get(key);
    if (agent === undefined) {
      agent = createAgent(r.agent, game);
      agents.set(key, agent);
    }
    const action = agent.act({ seat: r.seat, view: r.view, legalMoves: r.legalMoves, rng: createRng(r.seed) });
    self.postMessage({ id: r.id, action } satisfies BotAnswer);
  } catch (err) {
    self.postMessage({ id: r.id, error: err instanceof Error ? err.message : String(err) } satisfies BotAnswer);
  }
};
