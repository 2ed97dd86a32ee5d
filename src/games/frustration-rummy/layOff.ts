/**
 * Lay-offs: once laid down, a player adds single cards to any meld on the
 * table, at either end of a run, as long as the meld stays valid and within
 * the wild ratio (R8, R18), keeping a card for the final discard (R23). Pairs
 * and the six wilds are closed (R16, R18). With the R19 option, a wild may be
 * swapped for the natural card it stands for.
 */

import { type Card, prettyCard, type Rank } from '../../core/cards.js';
import { unfrozen } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { changeMeld, giveToHand, handOf, laidDownOf, meldsOf, optionsOf, takeCardFromHand } from './access.js';
import { Refusal, rummyError } from './errorWords.js';
import { resolveCards } from './hand.js';
import { isPlainCard, type MeldShape, meldRefusal, rankAtSlot, roleInRun, roleInSet } from './melds.js';
import type { RummyOptions } from './options.js';
import type { Meld, RummyAction, RummyRuleError, RummyState } from './state.js';

type LayOff = Extract<RummyAction, { type: 'layOff' }>;
type SwapWild = Extract<RummyAction, { type: 'swapWild' }>;

/** The checks shared by lay-offs and swaps: the right moment, a laid-down player, an existing open meld. */
function tableProblem(state: RummyState, seat: Seat, index: number): Refusal | Meld {
  if (state.phase === 'layingDown') {
    return new Refusal('FINISH_CONTRACT', 'finishContract');
  }
  if (state.phase !== 'play') return new Refusal('WRONG_PHASE', 'tableAfterDraw');
  if (!laidDownOf(state)[seat]) {
    return new Refusal('NOT_LAID_DOWN', 'notLaidDown');
  }
  const meld = meldsOf(state)[index];
  if (meld === undefined) return new Refusal('NO_SUCH_MELD', 'noSuchMeld', { meld: index });
  if (meld.kind === 'pair') return new Refusal('MELD_CLOSED', 'pairsClosed');
  if (meld.kind === 'wilds' && optionsOf(state).sixWildsMeldClosed) {
    return new Refusal('MELD_CLOSED', 'wildsClosed');
  }
  return meld;
}

/** The meld after adding `card` at `end`. */
export function grown(meld: Meld, card: Card, end: 'low' | 'high' | undefined, wrap: boolean): MeldShape {
  let cards: Card[];
  let low = meld.low;
  if (meld.kind === 'run' && end === 'low') {
    cards = [card, ...meld.cards];
    low = wrap ? ((meld.low + 11) % 13) + 1 : meld.low - 1;
  } else {
    // A spread, not `slice`: on the states `apply` makes the meld is frozen, and Node 20
    // slices a frozen array through a slow path (about 650 ns for six cards against 9).
    cards = [...meld.cards, card];
  }
  return { kind: meld.kind, cards, rank: meld.rank, suit: meld.suit, low, pure: meld.pure };
}

/**
 * Why `card` (a copy in `hand`) may not go on the open `meld` at `end`, or the
 * meld it makes. The rule of a lay-off once the card is resolved, shared by the
 * check and the move list.
 */
function fitProblem(
  state: RummyState,
  hand: readonly Card[],
  meld: Meld,
  card: Card,
  end: 'low' | 'high' | undefined,
): Refusal | MeldShape {
  if (meld.kind === 'run' && end === undefined) return new Refusal('END_REQUIRED', 'endRequired');
  if (meld.kind !== 'run' && end !== undefined) return new Refusal('NOT_A_MELD', 'noEndsForSet');
  const o = optionsOf(state);
  const shape = grown(meld, card, end, o.allowWrap);
  const fault = meldRefusal(shape, o);
  if (fault !== null) return fault;
  if (hand.length < 2) return new Refusal('MUST_KEEP_DISCARD', 'keepDiscardLayOff');
  return shape;
}

/** Why `a` is not a legal lay-off, or `null`. `card` is the resolved copy. */
export function layOffProblem(state: RummyState, a: LayOff): RummyRuleError | { card: Card; shape: MeldShape } {
  const meld = tableProblem(state, a.seat, a.meld);
  if (meld instanceof Refusal) return meld.error();
  const hand = handOf(state, a.seat);
  const cards = resolveCards(hand, [a.card]);
  if (cards instanceof RuleError) return cards;
  const card = cards[0] as Card;
  const shape = fitProblem(state, hand, meld, card, a.end);
  if (shape instanceof Refusal) return shape.error();
  return { card, shape };
}

/** Adds the card to the meld. */
export function layOff(state: RummyState, a: LayOff): void {
  const r = layOffProblem(state, a);
  if (r instanceof RuleError) throw r;
  takeCardFromHand(state, a.seat, r.card);
  changeMeld(state, a.meld, [...r.shape.cards], r.shape.low);
  emit(state, { type: 'laidOff', seat: a.seat, card: r.card, meld: a.meld, end: a.end ?? null });
}

// Per meld of the current `legalLayOffs` call, the character codes a plain card needs to fit it
// (see `mayFit`): a set's rank; a run's rank below its low end and above its high end (0 where it
// cannot grow) and its suit (0: any); -1 for a closed meld. Worked out once a call, not once for
// every card, in a buffer kept between calls (nothing `legalLayOffs` calls lists lay-offs).
let needs = new Int32Array(64);

// By a rank's character code, the melds (bit i: meld i) that a plain card of that rank may fit:
// a set of the rank, a run wanting it below or above. Set and cleared by each `legalLayOffs`.
const wanting = new Int32Array(128);

/** The character code of the rank in run slot `pos`, or 0 where a run without wrapping has no slot. */
function slotCode(pos: number, wrap: boolean): number {
  return !wrap && (pos < 1 || pos > 14) ? 0 : rankAtSlot(pos).charCodeAt(0);
}

/**
 * Every distinct legal lay-off of `seat`: each distinct card in hand (`distinct`,
 * from `distinctCards`, which the move list shares) on each meld (each end of a
 * run), kept when the rules of `layOffProblem` allow it: once the phase, the
 * player and the hand size are checked here, `tableProblem` leaves only the
 * closed kinds out and `fitProblem` only the meld's validity (`meldFault`),
 * which a plain card is checked for only when its rank (and suit) fit.
 */
export function legalLayOffs(state: RummyState, seat: Seat, distinct: readonly Card[]): LayOff[] {
  if (state.phase !== 'play' || !state.laidDown[seat]) return [];
  if ((state.hands[seat] as Card[]).length < 2) return [];
  const o = state.options;
  const wrap = o.allowWrap;
  const melds = unfrozen(state.melds);
  if (needs.length < melds.length * 4) needs = new Int32Array(melds.length * 8);
  // Up to 31 melds (nearly always), a plain card reads the melds that want its rank from a mask.
  const masked = melds.length <= 31;
  for (let i = 0; i < melds.length; i++) {
    const m = melds[i] as Meld;
    const k = i * 4;
    needs[k] = m.kind === 'pair' || (m.kind === 'wilds' && o.sixWildsMeldClosed) ? -1 : 0;
    needs[k + 1] = 0;
    needs[k + 2] = 0;
    if (m.kind === 'set') needs[k + 1] = m.rank === null ? 0 : m.rank.charCodeAt(0);
    if (m.kind === 'run') {
      needs[k + 1] = slotCode(m.low - 1, wrap);
      needs[k + 2] = slotCode(m.low + m.cards.length, wrap);
      needs[k + 3] = m.suit === null ? 0 : m.suit.charCodeAt(0);
    }
    if (masked && needs[k] === 0) {
      const r1 = needs[k + 1] as number;
      const r2 = needs[k + 2] as number;
      wanting[r1] = (wanting[r1] as number) | (1 << i);
      wanting[r2] = (wanting[r2] as number) | (1 << i);
    }
  }
  const out: LayOff[] = [];
  for (const card of distinct) {
    // A plain card fits only the set of its rank or the end of a run that wants its rank (and
    // suit): the melds of its mask, rising, as the loop over every meld would meet them; a wild
    // card may fit anywhere.
    const plain = isPlainCard(card);
    const rank = card.charCodeAt(0);
    const suit = card.charCodeAt(1);
    if (plain && masked) {
      for (let m = wanting[rank] as number; m !== 0; m &= m - 1) {
        layOffsOn(out, seat, melds, 31 - Math.clz32(m & -m), card, plain, rank, suit, o);
      }
    } else
      for (let index = 0; index < melds.length; index++) layOffsOn(out, seat, melds, index, card, plain, rank, suit, o);
  }
  // The mask is kept between calls: cleared where this call set it.
  if (masked) {
    for (let i = 0; i < melds.length; i++) {
      wanting[needs[i * 4 + 1] as number] = 0;
      wanting[needs[i * 4 + 2] as number] = 0;
    }
  }
  return out;
}

/** The lay-offs of `card` on meld `index` (each end of a run) that `fitProblem` allows, onto `out`. */
function layOffsOn(
  out: LayOff[],
  seat: Seat,
  melds: readonly Meld[],
  index: number,
  card: Card,
  plain: boolean,
  rank: number,
  suit: number,
  o: RummyOptions,
): void {
  const meld = melds[index] as Meld;
  const k = index * 4;
  if (needs[k] === -1) return;
  if (meld.kind !== 'run') {
    if ((!plain || (meld.kind === 'set' && needs[k + 1] === rank)) && fits(meld, card, undefined, o))
      out.push({ type: 'layOff', seat, card, meld: index });
    return;
  }
  const suited = !plain || needs[k + 3] === 0 || needs[k + 3] === suit;
  if (suited && (!plain || needs[k + 1] === rank) && fits(meld, card, 'low', o))
    out.push({ type: 'layOff', seat, card, meld: index, end: 'low' });
  if (suited && (!plain || needs[k + 2] === rank) && fits(meld, card, 'high', o))
    out.push({ type: 'layOff', seat, card, meld: index, end: 'high' });
}

/** True when the grown meld is valid: `fitProblem` for a hand of two cards or more, past the test on rank and suit. */
function fits(meld: Meld, card: Card, end: 'low' | 'high' | undefined, o: RummyOptions): boolean {
  return meldRefusal(grown(meld, card, end, o.allowWrap), o) === null;
}

/**
 * Why the wild in slot `index` of the open run or set `meld` may not be swapped for `card`
 * (a copy in hand), or the wild it frees and the meld it leaves: the rule of a
 * swap once the card is resolved, shared by the check and the move list.
 */
function swapFit(state: RummyState, meld: Meld, card: Card, index: number): Refusal | { wild: Card; shape: MeldShape } {
  const o = optionsOf(state);
  const wild = meld.cards[index];
  if (wild === undefined || (meld.rank === null && meld.kind === 'set'))
    return new Refusal('NOT_A_WILD', 'noWildInSlot', { slot: index });
  const allSame = meld.kind === 'set' && meld.cards.every((c) => c[0] === meld.rank);
  const roleNow =
    meld.kind === 'run'
      ? roleInRun(wild, meld.low + index, meld.suit, o)
      : roleInSet(wild, meld.rank as Rank, allSame, o);
  if (roleNow !== 'wild') return new Refusal('NOT_A_WILD', 'naturalNotWild', { card: prettyCard(wild) });
  const newCards = [...meld.cards];
  newCards[index] = card;
  const shape: MeldShape = {
    kind: meld.kind,
    cards: newCards,
    rank: meld.rank,
    suit: meld.suit,
    low: meld.low,
    pure: meld.pure,
  };
  const sameNow = meld.kind === 'set' && newCards.every((c) => c[0] === meld.rank);
  const roleNew =
    meld.kind === 'run'
      ? roleInRun(card, meld.low + index, meld.suit, o)
      : roleInSet(card, meld.rank as Rank, sameNow, o);
  if (roleNew !== 'natural')
    return new Refusal('NOT_A_WILD', 'notTheNatural', { card: prettyCard(card), wild: prettyCard(wild) });
  const fault = meldRefusal(shape, o);
  if (fault !== null) return fault;
  return { wild, shape };
}

/** Why `a` is not a legal wild swap (R19 option), or the resolved card and the wild it frees. */
export function swapProblem(
  state: RummyState,
  a: SwapWild,
): RummyRuleError | { card: Card; wild: Card; shape: MeldShape } {
  if (!optionsOf(state).allowWildSwap) {
    return rummyError('SWAP_NOT_ALLOWED', 'swapNotAllowed');
  }
  const meld = tableProblem(state, a.seat, a.meld);
  if (meld instanceof Refusal) return meld.error();
  if (meld.kind !== 'run' && meld.kind !== 'set') return rummyError('NOT_A_WILD', 'swapRunOrSet');
  const cards = resolveCards(handOf(state, a.seat), [a.card]);
  if (cards instanceof RuleError) return cards;
  const card = cards[0] as Card;
  const r = swapFit(state, meld, card, a.index);
  if (r instanceof Refusal) return r.error();
  return { card, wild: r.wild, shape: r.shape };
}

/** Puts the natural card in the wild's place and gives the wild to the player. */
export function swapWild(state: RummyState, a: SwapWild): void {
  const r = swapProblem(state, a);
  if (r instanceof RuleError) throw r;
  takeCardFromHand(state, a.seat, r.card);
  giveToHand(state, a.seat, r.wild);
  const meld = meldsOf(state)[a.meld] as Meld;
  changeMeld(state, a.meld, [...r.shape.cards], meld.low);
  emit(state, { type: 'swappedWild', seat: a.seat, card: r.card, meld: a.meld, wild: r.wild });
}

/** Every distinct legal wild swap of `seat` (none unless the R19 option is on) with `cards`, the hand's distinct cards, by the rules of `swapProblem`. */
export function legalSwaps(state: RummyState, seat: Seat, cards: readonly Card[]): SwapWild[] {
  if (!state.options.allowWildSwap || state.phase !== 'play' || !state.laidDown[seat]) return [];
  const out: SwapWild[] = [];
  state.melds.forEach((_, m) => {
    const meld = tableProblem(state, seat, m);
    if (meld instanceof Refusal || (meld.kind !== 'run' && meld.kind !== 'set')) return;
    meld.cards.forEach((_, index) => {
      for (const card of cards) {
        if (!(swapFit(state, meld, card, index) instanceof Refusal))
          out.push({ type: 'swapWild', seat, card, meld: m, index });
      }
    });
  });
  return out;
}
