/**
 * The Parcellus table, drawn from `parcellusPresentation.table(view)` alone: each seat with its
 * hand count, its captured parcels and its score; the dummy; the parcel in play with what climbs
 * on it; lone cards set aside; the viewer's pass.
 */
import type { ParcellusTable } from 'deckwright/parcellus';
import { cardBack, cardImage, cardRow } from '../cards.js';
import { cardsInHand, el, type TableContext } from '../dom.js';

export function parcellusTable(t: ParcellusTable, _ctx: TableContext): HTMLElement {
  const root = el('div', 'table parcellus');
  const info = el('p', 'table-info');
  info.append(el('span', '', t.round.text), el('span', '', t.phase.text), el('span', '', t.target.text));
  root.append(info);

  const seats = el('ul', 'seats');
  seats.setAttribute('aria-label', 'Seats');
  for (const s of t.seats) {
    const li = el('li', `seat${s.acting ? ' acting' : ''}${s.seat === t.viewer ? ' me' : ''}`);
    li.dataset.testid = `seat-${s.seat}`;
    const head = el('h3', '', s.name.text);
    if (s.acting) head.append(el('span', 'badge', 'to play'));
    if (t.phase.id === 'parcellus.phase.pass' && s.passChosen) head.append(el('span', 'badge done', 'passed'));
    li.append(
      head,
      el('p', 'meta', `${cardsInHand(s.handCount)} · ${s.score.text}`),
      el('p', 'meta', s.capturedText.text),
    );
    if (s.parcels !== null) {
      s.parcels.forEach((p, i) => {
        li.append(
          cardRow(
            p.map((c) => cardImage(c)),
            `${s.name.text}'s parcel ${i + 1}`,
            true,
          ),
        );
      });
    } else if (s.parcelSizes.length > 0) {
      li.append(el('p', 'meta', `Parcels of ${s.parcelSizes.join(', ')} cards, face down`));
    }
    seats.append(li);
  }

  const middle = el('div', 'middle');
  const dummy = el('div', 'pile');
  dummy.append(el('h3', '', 'Dummy'), cardBack(t.dummy.count, 'Dummy'), el('p', 'meta', t.dummy.text.text));
  const parcel = el('div', 'pile parcel');
  parcel.dataset.testid = 'parcel';
  parcel.append(
    el('h3', '', 'Parcel in play'),
    t.parcel.cards.length === 0
      ? el('p', 'meta', 'empty')
      : cardRow(
          t.parcel.cards.map((c) => cardImage(c)),
          'Parcel in play, base first',
          true,
        ),
    el('p', 'meta', t.parcel.text.text),
  );
  if (t.parcel.cards.length > 0) {
    parcel.append(
      el('p', 'meta', `Turned up by Seat ${t.parcel.turner} · ${t.parcel.passes} passes since the last card`),
    );
  }
  middle.append(dummy, parcel);
  if (t.unclaimed.length > 0) {
    const lone = el('div', 'pile');
    lone.append(
      el('h3', '', 'Set aside'),
      cardRow(
        t.unclaimed.map((c) => cardImage(c)),
        'Lone cards set aside',
        true,
      ),
    );
    middle.append(lone);
  }
  if (t.myPass !== null || t.received !== null) {
    const pass = el('div', 'pile');
    pass.append(el('h3', '', 'Your pass'));
    if (t.myPass !== null)
      pass.append(
        cardRow(
          t.myPass.map((c) => cardImage(c)),
          'Cards you passed',
        ),
      );
    if (t.received !== null) {
      pass.append(
        el('p', 'meta', 'You received'),
        cardRow(
          t.received.map((c) => cardImage(c)),
          'Cards you received',
        ),
      );
    }
    middle.append(pass);
  }
  root.append(middle, seats);
  return root;
}
