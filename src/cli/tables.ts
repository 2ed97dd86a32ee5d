/**
 * Each game's table in words, for the terminal: the lines `deckwright play` prints, built from
 * the game's presentation (its `table`, `prompt`, `label`, `select`) and nothing else, so the
 * terminal says what a card table shows and no rule is written here.
 */
import { prettyCard } from '../core/cards.js';
import type { Seat } from '../core/game.js';
import type { Presentation } from '../core/present.js';
import { frustrationRummyPresentation, type RummyTable } from '../games/frustration-rummy/index.js';
import { type ParcellusTable, parcellusPresentation } from '../games/parcellus/index.js';
import { type SixCardParadeTable, sixCardParadePresentation } from '../games/six-card-parade/index.js';

/** Cards as people write them, or a dash for none. */
const cards = (cs: readonly string[]): string => (cs.length === 0 ? '–' : cs.map(prettyCard).join(' '));

function parcellusLines(t: ParcellusTable): string[] {
  const lines = [t.round.text, `${t.phase.text}. ${t.target.text}.`, t.dummy.text.text];
  lines.push(`Parcel: ${cards(t.parcel.cards)} — ${t.parcel.text.text}`);
  if (t.unclaimed.length > 0) lines.push(`Set aside: ${cards(t.unclaimed)}`);
  for (const s of t.seats) {
    // Captured parcels face up where the viewer may see them (P15), else only their sizes.
    const parcels = s.parcels === null ? `of ${s.parcelSizes.join(', ')} cards` : s.parcels.map(cards).join(' | ');
    const shown = s.parcelSizes.length === 0 ? '' : ` (${parcels})`;
    lines.push(
      `${s.name.text}: ${s.handCount} cards, ${s.points} points; ${s.capturedText.text}${shown}${s.acting ? ' — to act' : ''}`,
    );
  }
  if (t.myPass !== null) lines.push(`You passed: ${cards(t.myPass)}`);
  if (t.received !== null) lines.push(`You received: ${cards(t.received)}`);
  if (t.hand !== null) lines.push(`Your hand: ${cards(t.hand)}`);
  return lines;
}

function sixCardParadeLines(t: SixCardParadeTable): string[] {
  const lines = [`${t.phase.text}. ${t.turnText.text}.`];
  if (t.finalTurns !== null) lines.push(t.finalTurns.text);
  lines.push(
    `${t.library.text.text}. ${t.stable.text.text}${t.stable.visible.length > 0 ? `: ${cards(t.stable.visible)}` : ''}.`,
  );
  lines.push(`${t.discardPile.text.text}${t.discardPile.cards.length > 0 ? `: ${cards(t.discardPile.cards)}` : ''}`);
  for (const s of t.seats) {
    lines.push(`${s.name.text}: ${s.handCount} cards, ${s.points} points${s.acting ? ' — to act' : ''}`);
    for (const set of s.field) {
      const extra = [set.wildText?.text, ...set.markerText.map((m) => m.text)].filter((x) => x !== undefined);
      lines.push(`    ${set.text.text}: ${cards(set.cards)}${extra.length > 0 ? ` (${extra.join('; ')})` : ''}`);
    }
  }
  if (t.pending !== null) lines.push(t.pending.text.text);
  if (t.revealedHand !== null) lines.push(`${t.revealedHand.text.text}: ${cards(t.revealedHand.cards)}`);
  if (t.hand !== null) lines.push(`Your hand: ${cards(t.hand)}`);
  return lines;
}

function frustrationRummyLines(t: RummyTable): string[] {
  const lines = [t.round.text, `${t.phase.text}. ${t.turn.text}.`];
  lines.push(
    `${t.stock.text.text}. ${t.discard.text.text}${t.discard.buyText === null ? '' : ` ${t.discard.buyText.text}`}`,
  );
  for (const s of t.seats) {
    lines.push(
      `${s.name.text}: ${s.handText.text}; ${s.contractText.text}, ${s.progress.text}; ${s.laidDownText.text}${s.acting ? ' — to act' : ''}`,
    );
    for (const i of s.melds) {
      const meld = t.melds[i];
      if (meld === undefined) continue;
      // Each wild with what it stands for, as the table tells it.
      const shown = meld.cards.map((c) => (c.text === null ? prettyCard(c.card) : c.text.text)).join(' ');
      lines.push(`    meld ${meld.index + 1}, ${meld.name.text}: ${shown}`);
    }
  }
  if (t.hand !== null) lines.push(`Your hand: ${cards(t.hand)}`);
  return lines;
}

/** What the terminal needs of a game: its presentation and its table in lines. */
export interface TerminalTable {
  /** The game's presentation (views, picks and words). */
  presentation: Presentation<unknown, { type: string; seat: Seat }, unknown>;
  /** The table in lines of words. */
  lines(table: unknown): string[];
}

type AnyPresentation = TerminalTable['presentation'];

/** The terminal table of each game, by id. */
export const terminalTables: Readonly<Record<string, TerminalTable>> = {
  parcellus: {
    presentation: parcellusPresentation as unknown as AnyPresentation,
    lines: (t) => parcellusLines(t as ParcellusTable),
  },
  'six-card-parade': {
    presentation: sixCardParadePresentation as unknown as AnyPresentation,
    lines: (t) => sixCardParadeLines(t as SixCardParadeTable),
  },
  'frustration-rummy': {
    presentation: frustrationRummyPresentation as unknown as AnyPresentation,
    lines: (t) => frustrationRummyLines(t as RummyTable),
  },
};
