/**
 * The Frustration Rummy table, drawn from `frustrationRummyPresentation.table(view)` alone: the
 * stock and the discard pile; each seat with its contract in words, its progress up the board,
 * whether it has laid down, its hand count; each meld with its name and what every wild in it
 * stands for.
 */
import type { RummyMeldTable, RummyTable } from 'deckwright/frustration-rummy';
import { cardBack, cardImage, cardRow } from '../cards.js';
import { el, type TableContext } from '../dom.js';

function meld(m: RummyMeldTable): HTMLElement {
  const item = el('li', 'set');
  item.dataset.testid = 'meld';
  // Numbered from 1, as the event sentences name melds ("lays K♥ off on meld 3").
  item.append(el('p', 'set-name', `Meld ${m.index + 1}: ${m.name.text}`));
  const cards = m.cards.map((c) => {
    const img = cardImage(c.card, c.text === null ? '' : `, ${c.text.text}`);
    if (c.wild) img.classList.add('wild');
    return img;
  });
  item.append(cardRow(cards, `${m.ownerText.text}: ${m.name.text}`, true));
  const notes = m.cards.flatMap((c) => (c.text === null ? [] : [c.text.text]));
  if (m.closed) notes.push('closed');
  if (notes.length > 0) item.append(el('p', 'meta', notes.join(' · ')));
  return item;
}

export function rummyTable(t: RummyTable, _ctx: TableContext): HTMLElement {
  const root = el('div', 'table frustration-rummy');
  const info = el('p', 'table-info');
  info.append(el('span', '', t.round.text), el('span', '', t.turn.text));
  // At the end the turn and the phase both say "Game over": once is enough.
  if (t.phase.text !== t.turn.text) info.append(el('span', '', t.phase.text));
  root.append(info);

  const middle = el('div', 'middle');
  const stock = el('div', 'pile');
  stock.append(el('h3', '', 'Stock'), cardBack(t.stock.count, 'Stock'), el('p', 'meta', t.stock.text.text));
  const discard = el('div', 'pile');
  discard.append(el('h3', '', 'Discard pile'));
  discard.append(
    t.discard.top === null ? el('p', 'meta', 'empty') : cardImage(t.discard.top, ', top of the discard pile'),
  );
  discard.append(el('p', 'meta', t.discard.text.text));
  if (t.discard.buyText !== null) discard.append(el('p', 'warn', t.discard.buyText.text));
  middle.append(stock, discard);
  if (t.takenUpcard !== null) {
    const up = el('div', 'pile');
    up.append(el('h3', '', 'Upcard taken this turn'), cardImage(t.takenUpcard));
    middle.append(up);
  }
  root.append(middle);

  const seats = el('ul', 'seats');
  seats.setAttribute('aria-label', 'Seats, their contracts and their melds');
  for (const s of t.seats) {
    const li = el('li', `seat${s.acting ? ' acting' : ''}${s.seat === t.viewer ? ' me' : ''}`);
    li.dataset.testid = `seat-${s.seat}`;
    const head = el('h3', '', s.name.text);
    if (s.acting) head.append(el('span', 'badge', 'to play'));
    if (s.laidDown) head.append(el('span', 'badge done', 'laid down'));
    li.append(
      head,
      el('p', 'contract', s.contractText.text),
      el('p', 'meta', `${s.progress.text} · ${s.laidDownText.text}`),
      el('p', 'meta', `${s.handText.text}${s.buys > 0 ? ` · bought ${s.buys}` : ''}`),
    );
    const melds = el('ul', 'field');
    melds.setAttribute('aria-label', `${s.name.text}'s melds`);
    for (const i of s.melds) {
      const m = t.melds.find((x) => x.index === i);
      if (m) melds.append(meld(m));
    }
    li.append(melds);
    seats.append(li);
  }
  root.append(seats);
  return root;
}
