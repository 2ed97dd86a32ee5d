/**
 * Parcellus moves in players' words: a label for each action (the blind pass, a play or a
 * lead on the parcel, a pass), the words of its one target, and the hand sorted as players sort
 * it (P3, P4, P12). Presentation only: no rule reads it.
 */
import { type Card, prettyCard, rankOf, suitOf } from '../../core/cards.js';
import { type Catalogue, catalogueOf, type Message, message } from '../../core/present.js';
import { PARCELLUS_EVENT_WORDS } from './describe.js';
import { CYCLE } from './parcel.js';
import type { ParcellusAction } from './state.js';
import type { ParcellusView } from './view.js';

/** The English catalogue of Parcellus move labels and target words. */
export const PARCELLUS_LABEL_WORDS: Catalogue = {
  'parcellus.label.passCards': 'Pass {cards} {direction|parcellus.direction.}',
  'parcellus.label.play': 'Play {card}',
  'parcellus.label.lead': 'Lead {card}',
  'parcellus.label.pass': 'Pass',
  'parcellus.target.pass': 'Pass',
};

// The labels' words, with the event catalogue's directions.
const WORDS: Catalogue = /* @__PURE__ */ catalogueOf(PARCELLUS_EVENT_WORDS, PARCELLUS_LABEL_WORDS);

// Suits alternate colours, as players hold a climbing hand: ♠ ♥ ♣ ♦.
const SUIT_ORDER = ['S', 'H', 'C', 'D'];

/** `cards` sorted as a Parcellus player holds them: by suit (♠ ♥ ♣ ♦), then up the cycle 9–A. */
export function sortHand(cards: readonly Card[]): Card[] {
  const key = (c: Card): number =>
    SUIT_ORDER.indexOf(suitOf(c) ?? 'S') * 10 + CYCLE.indexOf(rankOf(c) as (typeof CYCLE)[number]);
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** The pretty names of `cards`, sorted as players hold them. */
export const cardNames = (cards: readonly Card[]): string[] => sortHand(cards).map(prettyCard);

/** A Parcellus move as a label: "Play J♥", "Pass K♠ 9♦ A♣ left", "Lead 10♣", "Pass". */
export function label(action: ParcellusAction, v: ParcellusView, catalogue: Catalogue = WORDS): Message {
  switch (action.type) {
    case 'passCards':
      return message(
        'parcellus.label.passCards',
        { cards: cardNames(action.cards), direction: v.direction },
        catalogue,
      );
    case 'play':
      return message('parcellus.label.play', { card: prettyCard(action.card) }, catalogue);
    case 'lead':
      return message('parcellus.label.lead', { card: prettyCard(action.card) }, catalogue);
    case 'pass':
      return message('parcellus.label.pass', {}, catalogue);
  }
}
