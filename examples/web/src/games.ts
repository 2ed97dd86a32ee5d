/**
 * The games this table plays, each with its presentation helpers, its table drawing, and the
 * options that keep a game short enough to finish over a coffee (shown on the page).
 */
import type { AnyGame, BaseAction, Message, Presentation } from 'deckwright';
import { frustrationRummy, frustrationRummyPresentation } from 'deckwright/frustration-rummy';
import { parcellus, parcellusPresentation } from 'deckwright/parcellus';
import { sixCardParade, sixCardParadePresentation } from 'deckwright/six-card-parade';
import type { TableContext } from './dom.js';
import { parcellusTable } from './tables/parcellus.js';
import { rummyTable } from './tables/rummy.js';
import { sixCardParadeTable } from './tables/sixCardParade.js';

/** What every game's table has in common, as the presentations give it. */
export interface CommonTable {
  hand: string[] | null;
  seats: { seat: number; name: Message; score: Message }[];
  winners: number[];
  events: Message[];
}

/** A game as the page plays it. */
export interface TableGame {
  game: AnyGame;
  // biome-ignore lint/suspicious/noExplicitAny: one page drives every game; each presentation is typed by its game.
  ui: Presentation<any, BaseAction, any>;
  /** Draws the table (all but the hand, which the page draws). */
  draw(table: never, ctx: TableContext): HTMLElement;
  /** The options the page plays with, and what they mean in words. */
  options: Record<string, unknown>;
  optionsText: string;
}

export const tableGames: TableGame[] = [
  {
    game: parcellus,
    ui: parcellusPresentation,
    draw: parcellusTable as TableGame['draw'],
    options: { targetScore: 10 },
    optionsText: 'Short game: first to 10 points (targetScore: 10) instead of 30; the other rules as in the book.',
  },
  {
    game: sixCardParade,
    ui: sixCardParadePresentation,
    draw: sixCardParadeTable as TableGame['draw'],
    options: {},
    optionsText: 'The rules as in the book (no option shortens a game: it ends when the library runs out).',
  },
  {
    game: frustrationRummy,
    ui: frustrationRummyPresentation,
    draw: rummyTable as TableGame['draw'],
    options: { maxTurnsPerRound: 10 },
    optionsText:
      'Short game: it stops once 10 turns pass without anyone completing a contract (maxTurnsPerRound: 10), and the most contracts completed wins; the other rules as in the book.',
  },
];

export const findGame = (id: string): TableGame | undefined => tableGames.find((g) => g.game.id === id);
