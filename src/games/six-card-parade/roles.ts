/**
 * What each card is in the parade, read with one table look-up: a set card
 * 2–10 (its rank and suit), the King of Hearts (the wild set card) or one of
 * the fifteen Royals (S8, S14). The main part's move list reads every card of
 * the hand once through it and learns both the set cards and the Royals held;
 * here rather than in `royals.ts`, which imports the set code that reads it.
 */
import { type Card, rankIndexOf, suitIndexOf } from '../../core/cards.js';

/** The fifteen cards played as Royals (the King of Hearts is a wild set card instead). */
export const ROYALS: readonly Card[] = [
  'AS',
  'AC',
  'AH',
  'AD',
  'KS',
  'KC',
  'KD',
  'QS',
  'QC',
  'QH',
  'QD',
  'JS',
  'JC',
  'JH',
  'JD',
];

// A card's entry in CARD_AT: a set card's rank × 16 + suit bit (♠ 1, ♥ 2, ♦ 4,
// ♣ 8), below KING_OF_HEARTS; the King of Hearts' own bit; a Royal's bit,
// ROYAL_SHIFT plus its place in ROYALS; 0 for any other card. Bits, so that
// or-ing the entries of a hand's cards other than set cards gives the Royals
// held (and whether the King of Hearts is) at once.
/** The King of Hearts' entry. */
export const KING_OF_HEARTS = 1 << 8;
/** Where the Royals' bits start in an entry: the entry shifted right by this is the Royal's bit in ROYALS order. */
export const ROYAL_SHIFT = 9;
/** The A♠'s entry. */
export const ACE_OF_SPADES = 1 << ROYAL_SHIFT;

// By the card's two character codes (the rank's lower six bits, the suit's
// lower five): the 52 cards' codes all differ so, and a test holds that no
// other card of any deck lands on an entry.
const CARD_AT = new Int32Array(2048);

function cardCodes(card: Card): number {
  return ((card.charCodeAt(0) & 63) << 5) | (card.charCodeAt(1) & 31);
}

for (const r of '23456789T') {
  for (const s of 'SHDC') {
    const card = `${r}${s}`;
    CARD_AT[cardCodes(card)] = ((rankIndexOf(card) + 2) << 4) | (1 << suitIndexOf(card));
  }
}
CARD_AT[cardCodes('KH')] = KING_OF_HEARTS;
ROYALS.forEach((card, k) => {
  CARD_AT[cardCodes(card)] = 1 << (ROYAL_SHIFT + k);
});

/** A card's entry (see CARD_AT): a set card's rank × 16 + suit bit, the King of Hearts' or a Royal's bit, or 0. */
export function cardEntry(card: Card): number {
  return card.length === 2 ? (CARD_AT[cardCodes(card)] as number) : 0;
}

/** The Royals among the first `count` of `cards`, a bit each in ROYALS order (bit k for `ROYALS[k]`). */
export function royalsAmong(cards: readonly Card[], count: number): number {
  let held = 0;
  for (let i = 0; i < count; i++) held |= cardEntry(cards[i] as Card);
  return held >>> ROYAL_SHIFT;
}
