/**
 * `deckwright play`: a game in the terminal against bots, on the game's
 * presentation helpers: the table in words, the prompt, what the others did,
 * your legal moves numbered with their labels (a long list, such as a blind
 * pass or rummy melds, is built a card or target at a time from the selection
 * helper), and a refused move explained.
 */
import { createInterface } from 'node:readline/promises';
import type { Readable, Writable } from 'node:stream';
import { createAgent } from '../agents/registry.js';
import { baseCard, parsePrettyCard, prettyCard } from '../core/cards.js';
import { selfPlayOptions } from '../core/defaults.js';
import type { AnyGame, BaseEvent, Seat } from '../core/game.js';
import type { Part } from '../core/present.js';
import { createRng } from '../core/rng.js';
import { createMatch } from '../core/session.js';
import { type TerminalTable, terminalTables } from './tables.js';

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

/** More moves than this and the list gives way to picking a move's cards and targets one at a time. */
const LIST_AT_MOST = 12;

/** Plays one game; resolves when it ends or the input closes. */
export async function playInTerminal(t: TerminalGame): Promise<void> {
  const { game, seat } = t;
  const say = (line = ''): void => {
    t.output.write(`${line}\n`);
  };
  const terminal = Object.hasOwn(terminalTables, game.id) ? terminalTables[game.id] : undefined;
  if (terminal === undefined) throw new Error(`There is no terminal table for ${game.title}.`);
  const ui = terminal.presentation;
  const match = createMatch(game, { players: t.players, seed: t.seed, options: selfPlayOptions(game.id) });
  if (!Number.isInteger(seat) || seat < 0 || seat >= t.players) throw new Error(`Seat must be 0 to ${t.players - 1}.`);
  const bot = createAgent(t.bots, game);
  const rng = createRng(`${t.seed}/bots`);
  const rl = createInterface({ input: t.input, terminal: false });
  const lines = rl[Symbol.asyncIterator]();
  const tell = (events: readonly BaseEvent[]) => {
    for (const e of events) say(`  · ${ui.eventMessage(e).text}`);
  };
  // The seed deals every hidden card: told once the game is over (or left), never while it is played.
  say(`${game.title}: you are seat ${seat} of ${t.players}; the others are "${t.bots}" bots.`);
  const tellSeed = (): void => say(`The deal's seed was ${t.seed}: \`--seed ${t.seed}\` plays it again.`);
  tell((match.view(seat) as { events: BaseEvent[] }).events);
  // The cards and targets picked so far toward a compound move.
  let picks: Part[] = [];
  let shown: unknown = null;
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
      const view = match.view(seat);
      const all = ui.legalMovesFromView(view);
      const sel = ui.select(view, picks);
      // A short list is offered whole; a long one (a blind pass, rummy melds) is built pick by pick.
      const offered = picks.length === 0 && all.length <= LIST_AT_MOST ? all : sel.moves;
      // The table once a state: not again while the seat only adds picks.
      if (match.state !== shown) {
        shown = match.state;
        say('');
        for (const line of terminal.lines(ui.table(view))) say(`  ${line}`);
        say(`\n${ui.prompt(view).text}`);
      }
      if (picks.length > 0) say(`Picked so far: ${picks.map((p) => pickText(ui, view, p)).join(', ')}`);
      say('Your moves:');
      for (const [i, m] of offered.entries()) say(`  ${String(i + 1).padStart(3)}. ${ui.label(m, view).text}`);
      if (offered.length === 0) say('  (none yet: pick more)');
      // Picking is offered only while a move is built pick by pick: beside the whole list it repeats it.
      const stepwise = offered !== all;
      const cardsNow = stepwise ? sel.cards : [];
      const targetsNow = stepwise ? sel.targets : [];
      if (cardsNow.length > 0) say(`Cards you may pick: ${cardsNow.map(prettyCard).join(' ')}`);
      for (const [i, target] of targetsNow.entries()) say(`  t${i + 1}. ${target.label.text}`);
      say(
        `Choose a number${cardsNow.length > 0 ? ', a card (such as 10♥ or 10h)' : ''}${targetsNow.length > 0 ? ', t<number> for a target' : ''}${picks.length > 0 ? ', - to drop the last pick' : ''}, or type an action as JSON (q to quit):`,
      );
      const next = await lines.next();
      if (next.done) return;
      const answer = String(next.value).trim();
      if (answer === 'q') {
        tellSeed();
        return;
      }
      if (answer === '-') {
        picks = picks.slice(0, -1);
        continue;
      }
      const targetMatch = /^t(\d+)$/i.exec(answer);
      if (targetMatch) {
        const target = targetsNow[Number(targetMatch[1]) - 1];
        if (target === undefined) say(`Refused: there is no target ${answer}.`);
        else picks = autoPlay([...picks, { type: 'target', target: target.target }]);
        continue;
      }
      const card = /^\d+$/.test(answer) ? null : parsePrettyCard(answer);
      if (card !== null) {
        // A card in the hand may carry a copy suffix (two decks): the pick names the one shown.
        const held = ui.select(view, picks).cards.find((c) => baseCard(c) === card);
        if (held === undefined) say(`Refused: ${prettyCard(card)} cannot be picked now.`);
        else picks = autoPlay([...picks, { type: 'card', card: held }]);
        continue;
      }
      let action: unknown;
      if (/^\d+$/.test(answer)) {
        action = offered[Number(answer) - 1];
        if (action === undefined) {
          say(
            offered.length === 0
              ? `Refused: no move is complete yet; pick ${sel.targets.length > 0 ? 'cards or a target' : 'cards'} first.`
              : `Refused: there is no move ${answer}; choose 1 to ${offered.length}.`,
          );
          continue;
        }
      } else {
        try {
          action = JSON.parse(answer);
        } catch {
          say(`Refused: "${answer}" is neither a move number, a card nor JSON.`);
          continue;
        }
      }
      picks = [];
      const r = match.apply(action);
      if (!r.ok) say(`Refused (${r.error.code}): ${r.error.message}`);
      else tell((match.view(seat) as { events: BaseEvent[] }).events);
    }
  } finally {
    rl.close();
  }

  // Picks that make exactly one move, with nothing left to add, are that move: it is played.
  function autoPlay(next: Part[]): Part[] {
    const view = match.view(seat);
    const sel = ui.select(view, next);
    const only = sel.moves[0];
    if (sel.moves.length === 1 && only !== undefined && sel.cards.length === 0 && sel.targets.length === 0) {
      const r = match.apply(only);
      if (!r.ok) say(`Refused (${r.error.code}): ${r.error.message}`);
      else tell((match.view(seat) as { events: BaseEvent[] }).events);
      return [];
    }
    return next;
  }
}

/** A pick in words: the card, or the target's label. */
function pickText(ui: TerminalTable['presentation'], view: unknown, p: Part): string {
  if (p.type === 'card') return prettyCard(p.card);
  return ui.targetLabel(view, p.target)?.text ?? p.target;
}
