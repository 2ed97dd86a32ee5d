/**
 * Sets: the eleven types and their points, classification of a group of cards
 * as the best type it fits, the King of Hearts as a declared wild, and the
 * lists of set plays and King of Spades extensions a hand allows (S14–S18, S23, S24).
 */
import type { Card } from '../../core/cards.js';
import type { SixCardParadeOptions } from './options.js';
import type { FieldSet, SetKind } from './state.js';

/** Base points of each set type (the rule text's list). */
export const SET_POINTS: Readonly<Record<SetKind, number>> = {
  pair: 5,
  threeOfAKind: 15,
  twoPair: 15,
  uniqueTwoPair: 25,
  threePair: 25,
  fourOfAKind: 30,
  fiveOfAKind: 40,
  straight: 25,
  suitedStraight: 35,
  uniqueStraight: 50,
  aceOfSpadesKingOfHearts: 100,
};

/** The options that shape classification. */
export type SetRules = Pick<SixCardParadeOptions, 'minStraightLength' | 'uniqueRule' | 'pairsMustDiffer'>;

const RANK_VALUE: Readonly<Record<string, number>> = {
  '2': 2,
  '3': 3,
  '4': 4,
  '5': 5,
  '6': 6,
  '7': 7,
  '8': 8,
  '9': 9,
  T: 10,
};
const SUIT_INDEX: Readonly<Record<string, number>> = { S: 0, H: 1, D: 2, C: 3 };
const SUIT_CHARS = ['S', 'H', 'D', 'C'] as const;

/** The rank 2–10 of a set card (2–10 of any suit), or `null` for a Royal. */
export function setRank(card: Card): number | null {
  return card.length === 2 ? (RANK_VALUE[card[0] as string] ?? null) : null;
}

/** True for the 36 cards 2–10: the cards that go in sets (besides the King of Hearts). */
export function isSetCard(card: Card): boolean {
  return setRank(card) !== null;
}

function rankChar(rank: number): string {
  return rank === 10 ? 'T' : String(rank);
}

/**
 * The best type that concrete cards (ranks 2–10, suits 0–3; a King of Hearts
 * already replaced by what it stands for) fit with no spare card, or `null`.
 */
export function classifyConcrete(ranks: readonly number[], suits: readonly number[], rules: SetRules): SetKind | null {
  const n = ranks.length;
  if (n < 2) return null;
  const counts = new Array<number>(11).fill(0);
  let suitMask = 0;
  let lo = 10;
  let hi = 2;
  for (let i = 0; i < n; i++) {
    const r = ranks[i] as number;
    counts[r] = (counts[r] as number) + 1;
    suitMask |= 1 << (suits[i] as number);
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  let distinct = 0;
  let allEven = true;
  for (let r = 2; r <= 10; r++) {
    const c = counts[r] as number;
    if (c > 0) distinct++;
    if (c % 2 !== 0) allEven = false;
  }
  const oneSuit = suitMask === 1 || suitMask === 2 || suitMask === 4 || suitMask === 8;
  const allSuits = suitMask === 15;
  // "Unique": one card of each suit (S16) — with four cards, all suits present is the same thing.
  const onePerSuit = n === 4 && allSuits;
  let best: SetKind | null = null;
  const fit = (kind: SetKind): void => {
    if (best === null || SET_POINTS[kind] > SET_POINTS[best]) best = kind;
  };
  if (distinct === 1) {
    if (n === 2) fit('pair');
    else if (n === 3) fit('threeOfAKind');
    else if (n === 4) fit('fourOfAKind');
    else if (n === 5) fit('fiveOfAKind');
  }
  // Two Pair and 3 Pair: pairs of different ranks, unless S17's option lets a rank give two pairs.
  if (n === 4 && allEven && (distinct === 2 || !rules.pairsMustDiffer)) {
    fit(onePerSuit ? 'uniqueTwoPair' : 'twoPair');
  }
  if (n === 6 && allEven && (distinct === 3 || !rules.pairsMustDiffer)) fit('threePair');
  const run = distinct === n && hi - lo === n - 1;
  if (run && n >= rules.minStraightLength) fit(oneSuit ? 'suitedStraight' : 'straight');
  if (
    run &&
    (rules.uniqueRule === 'exactlyOnePerSuit' ? onePerSuit : n >= Math.max(4, rules.minStraightLength) && allSuits)
  ) {
    fit('uniqueStraight');
  }
  return best;
}

/**
 * The type of a group of cards played as a set, with `wild` the card a King of
 * Hearts among them stands for; `null` when the group fits no type, holds a
 * Royal, or gives a declaration without a King of Hearts (or none with one).
 */
export function setKind(cards: readonly Card[], wild: Card | null, rules: SetRules): SetKind | null {
  if (cards.length === 2 && cards.includes('AS') && cards.includes('KH')) {
    // In the A♠ + K♥ set the King of Hearts is not wild, so it stands for nothing.
    return wild === null ? 'aceOfSpadesKingOfHearts' : null;
  }
  const ranks: number[] = [];
  const suits: number[] = [];
  let wilds = 0;
  for (const c of cards) {
    const card = c === 'KH' ? wild : c;
    if (c === 'KH') wilds++;
    const r = card === null ? null : setRank(card);
    if (card === null || r === null) return null;
    ranks.push(r);
    suits.push(SUIT_INDEX[card[1] as string] as number);
  }
  if ((wilds === 1) !== (wild !== null)) return null;
  return classifyConcrete(ranks, suits, rules);
}

/**
 * Every card a King of Hearts could stand for next to these natural ranks: the
 * ranks present (kinds and pairs) and, when the ranks could still make a run,
 * the ranks from one below to one above them (straights). Any other rank fits no type.
 */
export function wildCandidates(naturalRanks: readonly number[]): Card[] {
  const ranks = new Set<number>(naturalRanks);
  let lo = 10;
  let hi = 2;
  for (const r of naturalRanks) {
    if (r < lo) lo = r;
    if (r > hi) hi = r;
  }
  if (hi - lo + 1 <= naturalRanks.length + 1) {
    for (let r = Math.max(2, lo - 1); r <= Math.min(10, hi + 1); r++) ranks.add(r);
  }
  const out: Card[] = [];
  for (const r of [...ranks].sort((a, b) => a - b)) for (const s of SUIT_CHARS) out.push(`${rankChar(r)}${s}`);
  return out;
}

/** A set a hand can put down. */
export interface SetPlay {
  /** The cards, natural cards in hand order, then the King of Hearts. */
  cards: Card[];
  /** What the King of Hearts stands for, or `null`. */
  wild: Card | null;
  /** The type it scores as. */
  kind: SetKind;
}

function subsetsOf<T>(items: readonly T[], each: (subset: T[]) => void): void {
  const m = items.length;
  for (let mask = 1; mask < 1 << m; mask++) {
    const sub: T[] = [];
    for (let i = 0; i < m; i++) if (mask & (1 << i)) sub.push(items[i] as T);
    each(sub);
  }
}

/** Every set `hand` can put down, each once (S17, S18). */
export function setPlays(hand: readonly Card[], rules: SetRules): SetPlay[] {
  const naturals = hand.filter(isSetCard);
  const hasKH = hand.includes('KH');
  const out: SetPlay[] = [];
  subsetsOf(naturals, (sub) => {
    const plain = setKind(sub, null, rules);
    if (plain !== null) out.push({ cards: sub, wild: null, kind: plain });
    if (!hasKH) return;
    const withKH = [...sub, 'KH'];
    for (const wild of wildCandidates(sub.map((c) => setRank(c) as number))) {
      const kind = setKind(withKH, wild, rules);
      if (kind !== null) out.push({ cards: withKH, wild, kind });
    }
  });
  if (hasKH && hand.includes('AS')) out.push({ cards: ['AS', 'KH'], wild: null, kind: 'aceOfSpadesKingOfHearts' });
  return out;
}

/** What a set becomes when `cards` are added with the King of Spades. */
export interface Extension {
  /** The new type, or `null` when the result fits no type. */
  kind: SetKind | null;
  /** What the King of Hearts stands for afterwards. */
  wild: Card | null;
}

/**
 * True when adding `cards` to `set` needs a declaration for the King of Hearts:
 * it is among the added cards, or it is already in the set and S18's option
 * lets it be re-declared.
 */
export function extensionNeedsWild(set: FieldSet, cards: readonly Card[], rules: SixCardParadeOptions): boolean {
  return cards.includes('KH') || (set.wild !== null && rules.khMayRedeclareOnExtend);
}

/**
 * The result of adding `cards` (natural cards and maybe the King of Hearts) to
 * `set` with declaration `wild` (S23). The A♠ + K♥ set cannot be extended.
 */
export function extend(
  set: FieldSet,
  cards: readonly Card[],
  wild: Card | null,
  rules: SixCardParadeOptions,
): Extension {
  if (set.kind === 'aceOfSpadesKingOfHearts') return { kind: null, wild: null };
  const needs = extensionNeedsWild(set, cards, rules);
  if (needs !== (wild !== null)) return { kind: null, wild: null };
  const newWild = needs ? wild : set.wild;
  return { kind: setKind([...set.cards, ...cards], newWild, rules), wild: newWild };
}

/** Every way `hand` can extend `set` with the King of Spades (S23): added cards and declaration. */
export function extensionsOf(
  set: FieldSet,
  hand: readonly Card[],
  rules: SixCardParadeOptions,
): { cards: Card[]; wild: Card | null }[] {
  if (set.kind === 'aceOfSpadesKingOfHearts') return [];
  const usable = hand.filter((c) => isSetCard(c) || c === 'KH');
  const setNaturals = set.cards.filter(isSetCard).map((c) => setRank(c) as number);
  const out: { cards: Card[]; wild: Card | null }[] = [];
  subsetsOf(usable, (sub) => {
    if (!extensionNeedsWild(set, sub, rules)) {
      if (extend(set, sub, null, rules).kind !== null) out.push({ cards: sub, wild: null });
      return;
    }
    const naturals = [...setNaturals];
    for (const c of sub) if (c !== 'KH') naturals.push(setRank(c) as number);
    for (const wild of wildCandidates(naturals)) {
      if (extend(set, sub, wild, rules).kind !== null) out.push({ cards: sub, wild });
    }
  });
  return out;
}

/** Points of a set: base × ½ for a King of Clubs × 2 for a King of Diamonds, rounded per S24. */
export function setPoints(
  set: Pick<FieldSet, 'kind' | 'markers'>,
  rounding: SixCardParadeOptions['halfPointRounding'],
): number {
  let points = SET_POINTS[set.kind];
  if (set.markers.includes('KC')) points /= 2;
  if (set.markers.includes('KD')) points *= 2;
  if (rounding === 'floor') return Math.floor(points);
  if (rounding === 'ceil') return Math.ceil(points);
  return points;
}
