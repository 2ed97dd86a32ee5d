/**
 * Extending a set with the King of Spades (S23): what a set becomes with cards
 * added, and every way a hand can extend one, found by a depth-first walk like
 * the set-play search's.
 */
import type { Card } from '../../core/cards.js';
import type { SixCardParadeOptions } from './options.js';
import {
  classifyShape,
  type Group,
  noCounts,
  readShape,
  type SetRules,
  type Shape,
  setKind,
  setRank,
  suitBit,
  wildsInto,
} from './sets.js';
import type { FieldSet, SetKind } from './state.js';

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

// The declarations `wildsInto` finds for the K♠ extensions, read by its
// caller before the next call: a buffer rather than a callback, so that the
// move lists make no closure per group they try (at most 36: every rank 2–10
// in every suit). The set-play walk has it write into its plays instead.
const WILD_CARD: Card[] = [];
const WILD_KIND: SetKind[] = [];

// The K♠ walk's working state, kept here like the set-play walk's (no
// closures, copies or maps per call; not re-entrant): the hand's natural
// cards in hand order with their ranks and suit bits, the group tried (the
// set's cards and the added ones) with its shape, what each group is checked
// for, and where the extensions go.
const extCards: Card[] = [];
let extCount = 0;
const EXT_RANK = new Int8Array(36);
const EXT_SUIT = new Int8Array(36);
// The ranks (bit r) of the hand's natural cards from each walk position on:
// what the cards still to come can bring to the group.
const EXT_LATER = new Int32Array(37);
// The ranks in the group (bit r), and those it holds an odd number of times.
let extRanks = 0;
let extOddRanks = 0;
const extGroup: Group = { counts: noCounts(), n: 0, mask: 0 };
const extShape: Shape = { distinct: 0, odd: 0, lo: 11, hi: 1 };
// 0: plain sets; 1: a re-declared King of Hearts (one card list for all its
// declarations); 2: the King of Hearts joins (its own card list each).
let extMode = 0;
let extRules!: SetRules;
let extOut: { cards: Card[]; wild: Card | null }[] = [];

/** The walk's natural cards whose bits are in `mask`, in hand order, then the King of Hearts when `withKH`. */
function pickExt(mask: number, withKH: boolean): Card[] {
  const out: Card[] = [];
  for (let i = 0; i < extCount; i++) if (mask & (1 << i)) out.push(extCards[i] as Card);
  if (withKH) out.push('KH');
  return out;
}

/**
 * The King of Hearts declarations that make the group held now (`extGroup`, its shape
 * `extShape`) fit a type under `extRules`, into WILD_CARD and WILD_KIND; how many.
 */
function groupWilds(): number {
  const g = extGroup;
  const sh = extShape;
  return wildsInto(
    g.counts,
    extRanks,
    g.n,
    g.mask,
    sh.distinct,
    sh.odd,
    sh.lo,
    sh.hi,
    extRules,
    WILD_CARD,
    WILD_KIND,
    0,
  );
}

/** Records the extensions of the group held now (added cards `mask`), by {@link extMode}. */
function visitExt(mask: number): void {
  const g = extGroup;
  const sh = extShape;
  if (extMode === 0) {
    if (classifyShape(g.n, sh.distinct, sh.odd, sh.lo, sh.hi, g.mask, extRules) !== null) {
      extOut.push({ cards: pickExt(mask, false), wild: null });
    }
    return;
  }
  const found = groupWilds();
  if (found === 0) return;
  const shared = extMode === 1 ? pickExt(mask, false) : null;
  for (let j = 0; j < found; j++) extOut.push({ cards: shared ?? pickExt(mask, true), wild: WILD_CARD[j] as Card });
}

/**
 * Visits every group of the set's cards plus cards of the hand from `from`
 * on (hand order, depth first, so each subset once), changing one group in
 * place. Branches no type can come from are cut: with a repeated rank and
 * more than one rank only pairs can come, which stop at six cards (the King
 * of Hearts counted, when it joins or is re-declared) and need a card for
 * each rank held an odd number of times; a kind stops at five.
 */
function walkExt(from: number, mask: number): void {
  const g = extGroup;
  const sh = extShape;
  const counts = g.counts;
  const wild = extMode === 0 ? 0 : 1;
  for (let i = from; i < extCount; i++) {
    const r = EXT_RANK[i] as number;
    const savedMask = g.mask;
    const lo = sh.lo;
    const hi = sh.hi;
    const savedRanks = extRanks;
    const savedOdd = extOddRanks;
    extRanks |= 1 << r;
    extOddRanks ^= 1 << r;
    const before = counts[r] as number;
    if (before === 0) sh.distinct++;
    sh.odd += before % 2 === 0 ? 1 : -1;
    if (r < lo) sh.lo = r;
    if (r > hi) sh.hi = r;
    counts[r] = before + 1;
    const n = ++g.n;
    g.mask = savedMask | (EXT_SUIT[i] as number);
    const m = mask | (1 << i);
    visitExt(m);
    if (extGrows(n, i + 1, wild)) walkExt(i + 1, m);
    g.n = n - 1;
    counts[r] = before;
    if (before === 0) sh.distinct--;
    sh.odd -= before % 2 === 0 ? 1 : -1;
    sh.lo = lo;
    sh.hi = hi;
    g.mask = savedMask;
    extRanks = savedRanks;
    extOddRanks = savedOdd;
  }
}

/** How many bits of `bits` are set (ranks, so at most eleven). */
function bitCount(bits: number): number {
  let n = 0;
  for (; bits !== 0; bits &= bits - 1) n++;
  return n;
}

/**
 * True when adding cards of the hand from walk position `next` on to the
 * group held now (`n` cards; `wild` 1 when the King of Hearts stands for one
 * more, any card) may still make a set, by type: a kind needs one rank (and
 * stops at five), a straight needs its ranks all different and every rank
 * missing between its lowest and highest from the cards still to come or the
 * King of Hearts, and pairs stop at six cards and need another card, to come
 * or the King of Hearts, for each rank held an odd number of times. Without
 * the last two needs, a pair on the field had every card of another rank in
 * hand tried with every other card, for groups no type could come from.
 */
function extGrows(n: number, next: number, wild: number): boolean {
  const sh = extShape;
  const d = sh.distinct;
  if (d === 1 && n < 6) return true;
  const later = EXT_LATER[next] as number;
  if (d === n) {
    const gaps = ((1 << (sh.hi + 1)) - (1 << sh.lo)) & ~extRanks;
    if (bitCount(gaps & ~later) <= wild) return true;
  }
  return n + wild < 6 && sh.odd <= 6 - n && bitCount(extOddRanks & ~later) <= wild;
}

/** Every way `hand` can extend `set` with the King of Spades (S23): added cards and declaration. */
export function extensionsOf(
  set: FieldSet,
  hand: readonly Card[],
  rules: SixCardParadeOptions,
): { cards: Card[]; wild: Card | null }[] {
  const out: { cards: Card[]; wild: Card | null }[] = [];
  if (set.kind === 'aceOfSpadesKingOfHearts') return out;
  const redeclare = set.wild !== null && rules.khMayRedeclareOnExtend;
  extCount = 0;
  let hasKH = false;
  for (const c of hand) {
    if (c === 'KH') hasKH = true;
    const r = setRank(c);
    if (r === null) continue;
    extCards[extCount] = c;
    EXT_RANK[extCount] = r;
    EXT_SUIT[extCount] = suitBit(c);
    extCount++;
  }
  // The group of the set's cards, its King of Hearts as declared unless re-declared.
  const g = extGroup;
  for (let r = 2; r <= 10; r++) g.counts[r] = 0;
  g.n = 0;
  g.mask = 0;
  for (const c of set.cards) {
    const card = c === 'KH' ? (redeclare ? null : set.wild) : c;
    if (card === null) continue;
    const r = setRank(card) as number;
    g.counts[r] = (g.counts[r] as number) + 1;
    g.n++;
    g.mask |= suitBit(card);
  }
  readShape(g.counts, extShape);
  extRanks = 0;
  extOddRanks = 0;
  for (let r = 2; r <= 10; r++) {
    const c = g.counts[r] as number;
    if (c > 0) extRanks |= 1 << r;
    if (c % 2 !== 0) extOddRanks |= 1 << r;
  }
  EXT_LATER[extCount] = 0;
  for (let i = extCount - 1; i >= 0; i--) EXT_LATER[i] = (EXT_LATER[i + 1] as number) | (1 << (EXT_RANK[i] as number));
  extRules = rules;
  extOut = out;
  // The added cards are picked out only for a group that makes a set.
  extMode = redeclare ? 1 : 0;
  walkExt(0, 0);
  if (hasKH) {
    // The King of Hearts joins, alone or with natural cards, and declares what it stands for.
    const found = groupWilds();
    for (let j = 0; j < found; j++) out.push({ cards: ['KH'], wild: WILD_CARD[j] as Card });
    extMode = 2;
    walkExt(0, 0);
  }
  return out;
}
