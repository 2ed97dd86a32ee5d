/**
 * Card codes: short strings such as `TH` (ten of hearts), `AS`, `JK` (a Joker),
 * with a `#n` copy suffix in games that use more than one deck (`7H#1`, `JK#3`).
 *
 * Parsing and formatting come in pairs, in the style of chessops: `parseCard`
 * turns a code into its parts, `formatCard` turns parts back into the code.
 */

import { removeFirst } from './draft.js';

/** The thirteen ranks, low to high in the usual ace-high order. */
export const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'] as const;
/** A rank character: `2`–`9`, `T`, `J`, `Q`, `K`, `A`. */
export type Rank = (typeof RANKS)[number];

/** The four suits: spades, hearts, diamonds, clubs. */
export const SUITS = ['S', 'H', 'D', 'C'] as const;
/** A suit character. */
export type Suit = (typeof SUITS)[number];

/** A card's colour: spades and clubs are black, hearts and diamonds red. */
export type Colour = 'black' | 'red';

/** A card code, as it appears in states, actions and views. */
export type Card = string;

/** The parts of a card code. A Joker has no rank or suit. */
export type ParsedCard =
  | { readonly joker: false; readonly rank: Rank; readonly suit: Suit; readonly copy: number | null }
  | { readonly joker: true; readonly copy: number | null };

const CARD_RE = /^(?:([2-9TJQKA])([SHDC])|JK)(?:#(0|[1-9][0-9]?))?$/;

/**
 * Parses a card code. Returns `null` for anything that is not a card code, so
 * callers handling untrusted input never see an exception.
 *
 * @example parseCard('TH') // { joker: false, rank: 'T', suit: 'H', copy: null }
 */
export function parseCard(code: unknown): ParsedCard | null {
  if (typeof code !== 'string' || code.length > 6) return null;
  const m = CARD_RE.exec(code);
  if (!m) return null;
  const copy = m[3] === undefined ? null : Number(m[3]);
  if (m[1] === undefined || m[2] === undefined) return { joker: true, copy };
  return { joker: false, rank: m[1] as Rank, suit: m[2] as Suit, copy };
}

/** Formats card parts back into a code; the inverse of {@link parseCard}. */
export function formatCard(card: ParsedCard): Card {
  const base = card.joker ? 'JK' : `${card.rank}${card.suit}`;
  return card.copy === null ? base : `${base}#${card.copy}`;
}

/** True when `code` is a well-formed card code. */
export function isCard(code: unknown): code is Card {
  // The test alone, with no match or parsed card built: the action schemas check every card of
  // every action with it (the same answer as `parseCard(code) !== null`).
  return typeof code === 'string' && code.length <= 6 && CARD_RE.test(code);
}

/** The rank of a card code, or `null` for a Joker. Assumes a valid code. */
export function rankOf(card: Card): Rank | null {
  return card.startsWith('JK') ? null : (card[0] as Rank);
}

/** The suit of a card code, or `null` for a Joker. Assumes a valid code. */
export function suitOf(card: Card): Suit | null {
  return card.startsWith('JK') ? null : (card[1] as Suit);
}

/** The colour of a suit. */
export function suitColour(suit: Suit): Colour {
  return suit === 'H' || suit === 'D' ? 'red' : 'black';
}

/** The colour of a card, or `null` for a Joker. */
export function colourOf(card: Card): Colour | null {
  const s = suitOf(card);
  return s === null ? null : suitColour(s);
}

/** A card code without its `#n` copy suffix: `7H#1` → `7H`. */
export function baseCard(card: Card): Card {
  const i = card.indexOf('#');
  return i < 0 ? card : card.slice(0, i);
}

// Rank and suit positions by character code, for the hot paths that read
// card codes many times a move (a lookup in a small typed array, no parsing).
const RANK_AT = new Int8Array(128).fill(-1);
const SUIT_AT = new Int8Array(128).fill(-1);
RANKS.forEach((r, i) => {
  RANK_AT[r.charCodeAt(0)] = i;
});
SUITS.forEach((s, i) => {
  SUIT_AT[s.charCodeAt(0)] = i;
});

/**
 * The position in `RANKS` of a card code's rank character (`2` 0 … `A` 12),
 * `-1` when it is none. A table read, for the hot paths of game code: looking
 * a one-character key up in a record is a megamorphic keyed load in V8. A
 * Joker's `J` reads as a Jack: test for Jokers first.
 */
export function rankIndexOf(card: Card): number {
  return RANK_AT[card.charCodeAt(0) & 127] as number;
}

/** The position in `SUITS` of a card code's suit (♠ 0, ♥ 1, ♦ 2, ♣ 3), `-1` for a Joker or anything else; a table read. */
export function suitIndexOf(card: Card): number {
  return SUIT_AT[card.charCodeAt(1) & 127] as number;
}

/**
 * A small number for a card code, for tables indexed by card: 0–51 for the
 * standard cards (`rank index × 4 + suit index`, suits in `SUITS` order), 52
 * for a Joker, plus 53 for each copy (`7H#1` is 53 more than `7H`). `-1` when
 * `card` is not a card code. Costs a few character reads.
 */
export function cardIndex(card: Card): number {
  // A standard card, the common case, in two table reads; the rest (Jokers,
  // copies, anything else) in a function of its own, so that this one stays
  // small enough for V8 to inline into the hot loops that index by card.
  if (card.length === 2) {
    const c0 = card.charCodeAt(0);
    const c1 = card.charCodeAt(1);
    // Only ASCII codes index the tables: `& 127` alone would read `Á` (193) as `A` (65).
    if ((c0 | c1) < 128) {
      const r = RANK_AT[c0] as number;
      const s = SUIT_AT[c1] as number;
      if (r >= 0 && s >= 0) return r * 4 + s;
    }
  }
  return otherCardIndex(card);
}

/** {@link cardIndex} for Jokers, copies and anything that is not a standard card. */
function otherCardIndex(card: Card): number {
  const n = card.length;
  let base: number;
  if (card.charCodeAt(0) === 74 && card.charCodeAt(1) === 75)
    base = 52; // "JK"
  else {
    const c0 = card.charCodeAt(0);
    const c1 = card.charCodeAt(1);
    if ((c0 | c1) >= 128) return -1;
    const r = RANK_AT[c0] ?? -1;
    const s = SUIT_AT[c1] ?? -1;
    if (r < 0 || s < 0) return -1;
    base = r * 4 + s;
  }
  if (n === 2) return base;
  if (n < 4 || n > 5 || card.charCodeAt(2) !== 35) return -1; // "#"
  // The copy as `isCard` reads it: one or two digits, no leading zero (`Number` would take
  // `01`, ` 1` or `1.0` as 1).
  const d1 = card.charCodeAt(3) - 48;
  const d2 = n === 5 ? card.charCodeAt(4) - 48 : 0;
  if (d1 < 0 || d1 > 9 || d2 < 0 || d2 > 9 || (n === 5 && d1 === 0)) return -1;
  return base + 53 * (n === 5 ? d1 * 10 + d2 : d1);
}

/** Position of a rank in ace-high order, 0 for `2` to 12 for `A`. */
export function rankIndex(rank: Rank): number {
  return RANKS.indexOf(rank);
}

/** Compares two ranks in ace-high order; negative when `a` is lower. */
export function compareRanks(a: Rank, b: Rank): number {
  return rankIndex(a) - rankIndex(b);
}

/** The number a rank stands for: 2–10, J 11, Q 12, K 13, A 14 (ace high). */
export function rankValue(rank: Rank): number {
  return rankIndex(rank) + 2;
}

const SUIT_SYMBOL: Record<Suit, string> = { S: '♠', H: '♥', D: '♦', C: '♣' };
const PRETTY_RANK: Partial<Record<Rank, string>> = { T: '10' };

/** The pretty form of a rank for people: `T` → `10`, the others as they are. */
export function prettyRank(rank: Rank): string {
  return PRETTY_RANK[rank] ?? rank;
}

/**
 * The pretty form of a card for people: `TH` → `10♥`, `AS#1` → `A♠`, `JK` → `Joker`.
 * The copy suffix is dropped because twin cards look the same at the table.
 */
export function prettyCard(card: Card): string {
  const p = parseCard(card);
  if (p === null) return card;
  if (p.joker) return 'Joker';
  return `${prettyRank(p.rank)}${SUIT_SYMBOL[p.suit]}`;
}

const PRETTY_RE = /^(10|[2-9TJQKA])([♠♥♦♣SHDC])$/;
const SYMBOL_SUIT: Record<string, Suit> = { '♠': 'S', '♥': 'H', '♦': 'D', '♣': 'C', S: 'S', H: 'H', D: 'D', C: 'C' };

/**
 * Parses the pretty form (`10♥`, `Q♣`, `Joker`) back into a code without a copy
 * suffix; the inverse of {@link prettyCard}. Returns `null` when it is not a card.
 */
export function parsePrettyCard(text: string): Card | null {
  const t = text.trim();
  if (/^joker$/i.test(t)) return 'JK';
  const m = PRETTY_RE.exec(t.toUpperCase());
  if (!m || m[1] === undefined || m[2] === undefined) return null;
  const rank = m[1] === '10' ? 'T' : m[1];
  const suit = SYMBOL_SUIT[m[2]];
  return suit === undefined ? null : `${rank}${suit}`;
}

/**
 * The engine's own copy of a card code: the same text, as a string the
 * JavaScript engine has interned. Card codes are compared all the time in the
 * rules, and two interned strings compare by identity, several times faster
 * than a built string compared character by character. Every deck is made of
 * interned codes, and cards from outside (stacked decks) are interned on entry.
 */
export function internCard(code: Card): Card {
  // A property key is interned; reading it back gives the interned string.
  return Object.keys({ [code]: 0 })[0] ?? code;
}

// Decks are built once and copied on each call. Every state dealt from them
// then shares one string per card, so the rules' card comparisons are pointer
// comparisons and dealing does not build strings.
// (Not frozen: slicing a frozen array takes a slow path in V8; they never leave this module.)
// Built by push: `flatMap` and `filter` give "holey" arrays in V8, and every hand, pile and
// stock sliced from a holey deck is holey too, so rule code met holey and packed arrays alike.
const STANDARD: readonly Card[] = packedDeck(RANKS);
const EUCHRE: readonly Card[] = packedDeck(['9', 'T', 'J', 'Q', 'K', 'A']);

/** The cards of `ranks` in each suit, suit by suit, in a packed array. */
function packedDeck(ranks: readonly string[]): Card[] {
  const out: Card[] = [];
  for (const s of SUITS) for (const r of ranks) out.push(internCard(`${r}${s}`));
  return out;
}
const MULTI = new Map<string, readonly Card[]>();

/** The standard 52-card deck in a fixed order (suit by suit, 2 up to A). */
export function standardDeck(): Card[] {
  return STANDARD.slice();
}

/** The 24-card euchre deck, 9 up to A in each suit, in a fixed order. */
export function euchreDeck(): Card[] {
  return EUCHRE.slice();
}

/**
 * Several 52-card decks plus Jokers, every card with a copy suffix so that each
 * code is unique: `doubleDeck()` gives the 108 cards of two decks and four Jokers.
 */
export function multiDeck(decks: number, jokers: number): Card[] {
  const key = `${decks}/${jokers}`;
  let deck = MULTI.get(key);
  if (deck === undefined) {
    const out: Card[] = [];
    for (let d = 0; d < decks; d++) for (const c of STANDARD) out.push(internCard(`${c}#${d}`));
    for (let j = 0; j < jokers; j++) out.push(internCard(`JK#${j}`));
    deck = out;
    // Options allow only a few pack sizes; the bound keeps odd callers from growing the cache.
    if (MULTI.size < 64) MULTI.set(key, deck);
  }
  return deck.slice();
}

/** Two 52-card decks and four Jokers: 108 uniquely named cards. */
export function doubleDeck(): Card[] {
  return multiDeck(2, 4);
}

/**
 * True when `cards` holds exactly the cards of `deck`, each once, in any order.
 * Used to validate a stacked deck passed to `init`.
 */
export function isPermutationOf(cards: readonly unknown[], deck: readonly Card[]): boolean {
  if (cards.length !== deck.length) return false;
  const want = new Set(deck);
  const seen = new Set<string>();
  for (const c of cards) {
    if (typeof c !== 'string' || !want.has(c) || seen.has(c)) return false;
    seen.add(c);
  }
  return true;
}

/**
 * Takes the first `n` cards of `pool` (removing them), for `determinize`
 * dealing hidden cards into the places a view counts. Throws a
 * `RangeError` when the pool is too small, which `determinize` reports as a
 * view that does not fit the game.
 */
export function dealFrom(pool: Card[], n: number): Card[] {
  if (!Number.isInteger(n) || n < 0 || pool.length < n) {
    throw new RangeError('the view accounts for more hidden cards than the deck has');
  }
  return pool.splice(0, n);
}

/**
 * Removes the first `card` from `pile`, in place, and tells whether it was
 * there (see {@link removeFirst}). It works the same on an immer draft.
 */
export function removeCard(pile: Card[], card: Card): boolean {
  return removeFirst(pile, card);
}
