/** Small DOM helpers shared by the tables and the page. */

/** An element with a class and, optionally, its text. */
export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className = '',
  text?: string,
): HTMLElementTagNameMap[K] {
  const e = document.createElement(tag);
  if (className) e.className = className;
  if (text !== undefined) e.textContent = text;
  return e;
}

/** A button with its text, a stable key (so focus survives a redraw) and its handler. */
export function button(text: string, key: string, onClick: () => void, className = ''): HTMLButtonElement {
  const b = el('button', className, text);
  b.type = 'button';
  b.dataset.key = key;
  b.addEventListener('click', onClick);
  return b;
}

/** What a table renderer is given besides its table: how to draw a card the player may pick. */
export interface TableContext {
  /**
   * A card of a zone a player may pick from (the discard pile for the A♦, the library during an A♥
   * search, a hand the Q♥ shows): a toggle button while the selection allows it, else an image.
   * `key` names this card's place, unique on the page.
   */
  pickCard(code: string, key: string): HTMLElement;
}

/** "1 card in hand", "5 cards in hand". */
export const cardsInHand = (n: number): string => `${n} ${n === 1 ? 'card' : 'cards'} in hand`;
