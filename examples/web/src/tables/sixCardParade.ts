/**
 * The Six Card Parade table, drawn from `sixCardParadePresentation.table(view)` alone: the
 * library, the stable and the discard pile; the set in the counter window; a hand the Q♥ shows;
 * each seat's field, set by set, with its name, points, markers and what a K♥ stands for.
 */
import type { SixCardParadeTable } from 'deckwright/six-card-parade';
import { cardBack, cardImage, cardRow } from '../cards.js';
import { cardsInHand, el, type TableContext } from '../dom.js';

export function sixCardParadeTable(t: SixCardParadeTable, ctx: TableContext): HTMLElement {
  const root = el('div', 'table six-card-parade');
  const info = el('p', 'table-info');
  info.append(el('span', '', t.turnText.text));
  // At the end the turn and the phase both say "Game over": once is enough.
  if (t.phase.text !== t.turnText.text) info.append(el('span', '', t.phase.text));
  if (t.finalTurns !== null) info.append(el('span', 'warn', t.finalTurns.text));
  root.append(info);

  const middle = el('div', 'middle');
  const library = el('div', 'pile');
  library.append(el('h3', '', 'Library'), cardBack(t.library.count, 'Library'), el('p', 'meta', t.library.text.text));
  if (t.library.cards !== null) {
    library.append(
      cardRow(
        t.library.cards.map((c, i) => ctx.pickCard(c, `library:${i}`)),
        'The library, top first, shown by your Ace of Hearts',
      ),
    );
  }
  const stable = el('div', 'pile');
  stable.append(
    el('h3', '', 'Stable'),
    t.stable.visible.length === 0
      ? cardBack(t.stable.count, 'Stable')
      : cardRow(
          t.stable.visible.map((c) => cardImage(c)),
          'Stable, top card last',
          true,
        ),
    el('p', 'meta', t.stable.text.text),
  );
  if (t.stableDraw !== null)
    stable.append(el('p', 'meta', 'Taken from the stable this turn:'), cardImage(t.stableDraw));
  const discard = el('div', 'pile');
  discard.append(
    el('h3', '', 'Discard pile'),
    t.discardPile.cards.length === 0
      ? el('p', 'meta', 'empty')
      : cardRow(
          t.discardPile.cards.map((c, i) => ctx.pickCard(c, `discard:${i}`)),
          'Discard pile, newest last',
          true,
        ),
    el('p', 'meta', t.discardPile.text.text),
  );
  middle.append(library, stable, discard);
  if (t.removed.length > 0) {
    const removed = el('div', 'pile');
    removed.append(
      el('h3', '', 'Out of the game'),
      cardRow(
        t.removed.map((c) => cardImage(c)),
        'Spent Royals',
        true,
      ),
    );
    middle.append(removed);
  }
  root.append(middle);

  if (t.pending !== null) {
    const p = el('div', 'pending');
    p.setAttribute('role', 'status');
    p.append(el('h3', '', 'Counter window'), el('p', '', t.pending.text.text));
    p.append(
      cardRow(
        t.pending.cards.map((c) => cardImage(c)),
        'The set being put down',
      ),
    );
    const answered = t.pending.answered;
    const waiting = t.pending.asked.filter((s) => !answered[s]).map((s) => `Seat ${s}`);
    if (waiting.length > 0) p.append(el('p', 'meta', `Waiting for ${waiting.join(', ')} to answer`));
    root.append(p);
  }
  if (t.revealedHand !== null) {
    const r = el('div', 'pending');
    r.append(
      el('h3', '', t.revealedHand.text.text),
      cardRow(
        t.revealedHand.cards.map((c, i) => ctx.pickCard(c, `revealed:${i}`)),
        t.revealedHand.text.text,
      ),
    );
    if (t.myExchangePick !== null) r.append(el('p', 'meta', 'Your pick:'), cardImage(t.myExchangePick));
    root.append(r);
  }

  const seats = el('ul', 'seats');
  seats.setAttribute('aria-label', 'Seats and their fields');
  for (const s of t.seats) {
    const li = el('li', `seat${s.acting ? ' acting' : ''}${s.seat === t.viewer ? ' me' : ''}`);
    li.dataset.testid = `seat-${s.seat}`;
    const head = el('h3', '', s.name.text);
    if (s.acting) head.append(el('span', 'badge', 'to play'));
    li.append(head, el('p', 'meta', `${cardsInHand(s.handCount)} · ${s.score.text}`));
    if (s.field.length === 0) li.append(el('p', 'meta', 'No sets yet'));
    const field = el('ul', 'field');
    field.setAttribute('aria-label', `${s.name.text}'s field`);
    for (const set of s.field) {
      const item = el('li', 'set');
      item.dataset.testid = 'set';
      item.append(el('p', 'set-name', set.text.text));
      item.append(
        cardRow(
          set.cards.map((c) => cardImage(c)),
          set.name.text,
          true,
        ),
      );
      const notes = [set.wildText, ...set.markerText].filter((m) => m !== null).map((m) => m.text);
      if (set.markers.length > 0)
        item.append(
          cardRow(
            set.markers.map((c) => cardImage(c)),
            'Markers',
            true,
          ),
        );
      if (notes.length > 0) item.append(el('p', 'meta', notes.join(' · ')));
      field.append(item);
    }
    li.append(field);
    seats.append(li);
  }
  root.append(seats);
  return root;
}
