/**
 * Cards drawn as cards: rank and suit in the corner and in the middle, red or black, in CSS
 * (no images). A card is an image with a spoken name ("10 of Hearts") when it only shows, and a
 * toggle button when the player may pick it.
 */
import { colourOf, prettyCard, prettyRank, rankOf, suitOf } from 'deckwright';

const SUIT_NAME: Record<string, string> = { S: 'Spades', H: 'Hearts', D: 'Diamonds', C: 'Clubs' };
const SUIT_SYMBOL: Record<string, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const RANK_NAME: Record<string, string> = { J: 'Jack', Q: 'Queen', K: 'King', A: 'Ace' };

/** A card's name for a screen reader: "10 of Hearts", "Queen of Spades", "Joker". */
export function cardName(code: string): string {
  const rank = rankOf(code);
  const suit = suitOf(code);
  if (rank === null || suit === null) return prettyCard(code);
  return `${RANK_NAME[rank] ?? prettyRank(rank)} of ${SUIT_NAME[suit] ?? suit}`;
}

function face(el: HTMLElement, code: string): void {
  const rank = rankOf(code);
  const suit = suitOf(code);
  const colour = colourOf(code);
  el.classList.add('card', colour === 'red' ? 'red' : 'black');
  if (rank === null || suit === null) el.classList.add('joker');
  el.dataset.card = code;
  const corner = document.createElement('span');
  corner.className = 'corner';
  corner.setAttribute('aria-hidden', 'true');
  corner.textContent = rank === null || suit === null ? '★' : `${prettyRank(rank)}${SUIT_SYMBOL[suit]}`;
  const pip = document.createElement('span');
  pip.className = 'pip';
  pip.setAttribute('aria-hidden', 'true');
  pip.textContent = rank === null || suit === null ? 'Joker' : (SUIT_SYMBOL[suit] ?? '');
  el.append(corner, pip);
}

/** A card that only shows. */
export function cardImage(code: string, extra = ''): HTMLElement {
  const el = document.createElement('span');
  face(el, code);
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', cardName(code) + extra);
  return el;
}

/** A card the player may pick or unpick: a toggle button. */
export function cardButton(code: string, pressed: boolean, enabled: boolean, onClick: () => void): HTMLButtonElement {
  const b = document.createElement('button');
  b.type = 'button';
  face(b, code);
  // The name as hidden text, not aria-label: the name then holds what the card shows (axe's label-content-name-mismatch).
  const name = document.createElement('span');
  name.className = 'sr-only';
  name.textContent = cardName(code);
  b.append(name);
  b.setAttribute('aria-pressed', String(pressed));
  b.disabled = !enabled;
  if (pressed) b.classList.add('picked');
  b.addEventListener('click', onClick);
  return b;
}

/** A face-down pile: a card back with its count. */
export function cardBack(count: number, what: string): HTMLElement {
  const el = document.createElement('span');
  el.className = 'card back';
  el.setAttribute('role', 'img');
  el.setAttribute('aria-label', `${what}: ${count} cards face down`);
  const n = document.createElement('span');
  n.className = 'count';
  n.setAttribute('aria-hidden', 'true');
  n.textContent = String(count);
  el.append(n);
  return el;
}

/** A row of cards (overlapping when `fan`), labelled for a screen reader. */
export function cardRow(cards: readonly HTMLElement[], label: string, fan = false): HTMLElement {
  const row = document.createElement('div');
  row.className = fan ? 'cards fan' : 'cards';
  row.setAttribute('role', 'group');
  row.setAttribute('aria-label', label);
  row.append(...cards);
  return row;
}
