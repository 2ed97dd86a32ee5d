/**
 * `deckwright play`: a game in the terminal against bots. Shows your hand, the
 * table and what the others did, lists your legal moves, takes your choice and
 * explains a refused one.
 */
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { createAgent } from '../agents/registry.js';
import { selfPlayOptions } from '../core/defaults.js';
import { formatAction, formatValue } from '../core/format.js';
import type { AnyGame, BaseAction, BaseEvent, Seat } from '../core/game.js';
import { createRng } from '../core/rng.js';
import { createMatch } from '../core/session.js';

/** Settings of {@link playInTerminal}. */
export interface TerminalGame {
  /** The game. */
  game: AnyGame;
  /** Player count. */
  players: number;
  /** The human's seat. */
  seat: Seat;
  /** The deal's seed. */
  seed: string | number;
  /** Agent name for the other seats. */
  bots: string;
  /** Where the human's answers come from. */
  input: Readable;
  /** Where the game is shown. */
  output: Writable;
}

const HIDDEN_FIELDS = new Set(['hand', 'events', 'options', 'game', 'viewer', 'history']);

/** Plays one game; resolves when it ends or the input closes. */
export async function playInTerminal(t: TerminalGame): Promise<void> {
  const { game, seat } = t;
  const say = (line = ''): void => {
    t.output.write(`${line}\n`);
  };
  const match = createMatch(game, { players: t.players, seed: t.seed, options: selfPlayOptions(game.id) });
  if (!Number.isInteger(seat) || seat < 0 || seat >= t.players) throw new Error(`Seat must be 0 to ${t.players - 1}.`);
  const bot = createAgent(t.bots, game);
  const rng = createRng(`${t.seed}/bots`);
  const rl = createInterface({ input: t.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const tell = (events: readonly BaseEvent[]) => {
    for (const e of events) say(`  · ${game.describeEvent(e)}`);
  };
  // The seed deals every hidden card: told once the game is over (or left), never while it is played.
  say(`${game.title}: you are seat ${seat} of ${t.players}; the others are "${t.bots}" bots.`);
  const tellSeed = (): void => say(`The deal's seed was ${t.seed}: \`--seed ${t.seed}\` plays it again.`);
  tell((match.view(seat) as { events: BaseEvent[] }).events);
  try {
    for (;;) {
      // The bots move until it is your turn or the game is over; you see what your view shows.
      for (;;) {
        const actors = match.actors();
        if (actors.length === 0 || actors.includes(seat)) break;
        const other = actors[0] as Seat;
        match.apply(bot.act({ seat: other, view: match.view(other), legalMoves: match.legalMoves(other), rng }));
        tell((match.view(seat) as { events: BaseEvent[] }).events);
      }
      const score = match.score();
      if (score.over) {
        say(
          `\nGame over. Points: ${score.points.join(' / ')}. Winner${score.winners.length > 1 ? 's' : ''}: ${score.winners.map((w) => (w === seat ? 'you' : `seat ${w}`)).join(', ')}.`,
        );
        tellSeed();
        return;
      }
      const view = match.view(seat) as Record<string, unknown>;
      say('');
      for (const [k, v] of Object.entries(view)) if (!HIDDEN_FIELDS.has(k)) say(`  ${k}: ${formatValue(v)}`);
      say(`  Your hand: ${formatValue(view.hand)}`);
      const moves = match.legalMoves(seat) as BaseAction[];
      say('Your moves:');
      for (const [i, m] of moves.entries()) say(`  ${String(i + 1).padStart(3)}. ${formatAction(m)}`);
      say('Choose a number, or type an action as JSON (q to quit):');
      const next = await lines.next();
      if (next.done) return;
      const answer = String(next.value).trim();
      if (answer === 'q') {
        tellSeed();
        return;
      }
      let action: unknown;
      if (/^\d+$/.test(answer)) action = moves[Number(answer) - 1] ?? { type: '?', seat };
      else {
        try {
          action = JSON.parse(answer);
        } catch {
          say(`Refused: "${answer}" is neither a move number nor JSON.`);
          continue;
        }
      }
      const r = match.apply(action);
      if (!r.ok) say(`Refused (${r.error.code}): ${r.error.message}`);
      else tell((match.view(seat) as { events: BaseEvent[] }).events);
    }
  } finally {
    rl.close();
  }
}
