/**
 * Lay-offs: once laid down, a player adds single cards to any meld on the
 * table, at either end of a run, as long as the meld stays valid and within
 * the wild ratio (R8, R18), keeping a card for the final discard (R23). Pairs
 * and the six wilds are closed (R16, R18). With the R19 option, a wild may be
 * swapped for the natural card it stands for.
 */
import type { Card, Rank } from '../../core/cards.js';
import { RuleError } from '../../core/errors.js';
import type { Seat } from '../../core/game.js';
import { distinctCards, removeFromHand, resolveCards } from './hand.js';
import { isPlainCard, type MeldShape, meldFault, rankAtSlot, roleInRun, roleInSet } from './melds.js';
import type { Meld, RummyAction, RummyState } from './state.js';

type LayOff = Extract<RummyAction, { type: 'layOff' }>;
type SwapWild = Extract<RummyAction, { type: 'swapWild' }>;

function err(code: string, message: string): RuleError {
  return new RuleError(code, message);
}

/** The checks shared by lay-offs and swaps: the right moment, a laid-down player, an existing open meld. */
function tableProblem(state: RummyState, seat: Seat, index: number): RuleError | Meld {
  if (state.phase === 'layingDown') {
    return err('FINISH_CONTRACT', 'Finish laying down your contract first: its remaining melds come next (R12).');
  }
  if (state.phase !== 'play')
    return err('WRONG_PHASE', 'Cards are added to the table after the draw, before the discard.');
  if (!state.laidDown[seat]) {
    return err('NOT_LAID_DOWN', 'Only a player who has completed their contract this round may add to melds (R18).');
  }
  const meld = state.melds[index];
  if (meld === undefined) return err('NO_SUCH_MELD', `There is no meld ${index} on the table.`);
  if (meld.kind === 'pair') return err('MELD_CLOSED', 'Nothing is added to the pairs of 7 Pairs (R18).');
  if (meld.kind === 'wilds' && state.options.sixWildsMeldClosed) {
    return err('MELD_CLOSED', 'The 6-wild meld is closed to additions (R16).');
  }
  return meld;
}

/** The meld after adding `card` at `end`. */
export function grown(meld: Meld, card: Card, end: 'low' | 'high' | undefined, wrap: boolean): MeldShape {
  const base = { kind: meld.kind, rank: meld.rank, suit: meld.suit, pure: meld.pure };
  if (meld.kind !== 'run') return { ...base, cards: [...meld.cards, card], low: meld.low };
  if (end === 'low') {
    const low = wrap ? ((meld.low + 11) % 13) + 1 : meld.low - 1;
    return { ...base, cards: [card, ...meld.cards], low };
  }
  return { ...base, cards: [...meld.cards, card], low: meld.low };
}

/** Why `a` is not a legal lay-off, or `null`. `card` is the resolved copy. */
export function layOffProblem(state: RummyState, a: LayOff): RuleError | { card: Card; shape: MeldShape } {
  const meld = tableProblem(state, a.seat, a.meld);
  if (meld instanceof RuleError) return meld;
  const hand = state.hands[a.seat] as Card[];
  const cards = resolveCards(hand, [a.card]);
  if (cards instanceof RuleError) return cards;
  const card = cards[0] as Card;
  if (meld.kind === 'run' && a.end === undefined)
    return err('END_REQUIRED', 'Say which end of the run the card goes on (`end`).');
  if (meld.kind !== 'run' && a.end !== undefined)
    return err('NOT_A_MELD', 'Only runs have ends; leave `end` out for a set.');
  const shape = grown(meld, card, a.end, state.options.allowWrap);
  const fault = meldFault(shape, state.options);
  if (fault !== null) return err(fault.code, fault.message);
  if (hand.length < 2)
    return err('MUST_KEEP_DISCARD', 'Keep one card for the final discard: you may not lay off your last card (R23).');
  return { card, shape };
}

/** Adds the card to the meld. */
export function layOff(state: RummyState, a: LayOff): void {
  const r = layOffProblem(state, a);
  if (r instanceof RuleError) throw r;
  removeFromHand(state, a.seat, [r.card]);
  const meld = state.melds[a.meld] as Meld;
  meld.cards = [...r.shape.cards];
  meld.low = r.shape.low;
  state.events.push({ type: 'laidOff', seat: a.seat, card: r.card, meld: a.meld, end: a.end ?? null });
}

/** A cheap test that `card` could fit `meld` at all, so the move list skips hopeless checks. */
function mayFit(meld: Meld, card: Card, end: 'low' | 'high' | undefined, wrap: boolean): boolean {
  if (!isPlainCard(card)) return true;
  if (meld.kind === 'set') return meld.rank === card[0];
  if (meld.kind !== 'run') return false;
  const pos = end === 'low' ? meld.low - 1 : meld.low + meld.cards.length;
  if (!wrap && (pos < 1 || pos > 14)) return false;
  return rankAtSlot(pos) === card[0] && (meld.suit === null || meld.suit === card[1]);
}

/** Every distinct legal lay-off of `seat`. */
export function legalLayOffs(state: RummyState, seat: Seat): LayOff[] {
  if (state.phase !== 'play' || !state.laidDown[seat]) return [];
  const hand = state.hands[seat] as Card[];
  if (hand.length < 2) return [];
  const out: LayOff[] = [];
  const wrap = state.options.allowWrap;
  for (const card of distinctCards(hand)) {
    state.melds.forEach((meld, index) => {
      const ends: ('low' | 'high' | undefined)[] = meld.kind === 'run' ? ['low', 'high'] : [undefined];
      for (const end of ends) {
        if (!mayFit(meld, card, end, wrap)) continue;
        const a: LayOff =
          end === undefined
            ? { type: 'layOff', seat, card, meld: index }
            : { type: 'layOff', seat, card, meld: index, end };
        if (!(layOffProblem(state, a) instanceof RuleError)) out.push(a);
      }
    });
  }
  return out;
}

/** Why `a` is not a legal wild swap (R19 option), or the resolved card and the wild it frees. */
export function swapProblem(state: RummyState, a: SwapWild): RuleError | { card: Card; wild: Card; shape: MeldShape } {
  if (!state.options.allowWildSwap) {
    return err('SWAP_NOT_ALLOWED', 'Cards on the table are not rearranged: a wild may not be swapped out (R19).');
  }
  const meld = tableProblem(state, a.seat, a.meld);
  if (meld instanceof RuleError) return meld;
  if (meld.kind !== 'run' && meld.kind !== 'set')
    return err('NOT_A_WILD', 'Only a wild in a run or a set stands for a card.');
  const cards = resolveCards(state.hands[a.seat] as Card[], [a.card]);
  if (cards instanceof RuleError) return cards;
  const card = cards[0] as Card;
  const wild = meld.cards[a.index];
  if (wild === undefined || (meld.rank === null && meld.kind === 'set'))
    return err('NOT_A_WILD', `Slot ${a.index} of that meld holds no wild card that stands for a card.`);
  const allSame = meld.kind === 'set' && meld.cards.every((c) => c[0] === meld.rank);
  const roleNow =
    meld.kind === 'run'
      ? roleInRun(wild, meld.low + a.index, meld.suit, state.options)
      : roleInSet(wild, meld.rank as Rank, allSame, state.options);
  if (roleNow !== 'wild') return err('NOT_A_WILD', `${wild} is natural there, not a wild.`);
  const newCards = [...meld.cards];
  newCards[a.index] = card;
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
      ? roleInRun(card, meld.low + a.index, meld.suit, state.options)
      : roleInSet(card, meld.rank as Rank, sameNow, state.options);
  if (roleNew !== 'natural')
    return err('NOT_A_WILD', `${card} is not the natural card that ${wild} stands for there (R19).`);
  const fault = meldFault(shape, state.options);
  if (fault !== null) return err(fault.code, fault.message);
  return { card, wild, shape };
}

/** Puts the natural card in the wild's place and gives the wild to the player. */
export function swapWild(state: RummyState, a: SwapWild): void {
  const r = swapProblem(state, a);
  if (r instanceof RuleError) throw r;
  removeFromHand(state, a.seat, [r.card]);
  (state.hands[a.seat] as Card[]).push(r.wild);
  (state.melds[a.meld] as Meld).cards = [...r.shape.cards];
  state.events.push({ type: 'swappedWild', seat: a.seat, card: r.card, meld: a.meld, wild: r.wild });
}

/** Every distinct legal wild swap of `seat` (none unless the R19 option is on). */
export function legalSwaps(state: RummyState, seat: Seat): SwapWild[] {
  if (!state.options.allowWildSwap || state.phase !== 'play' || !state.laidDown[seat]) return [];
  const out: SwapWild[] = [];
  const cards = distinctCards(state.hands[seat] as Card[]);
  state.melds.forEach((meld, m) => {
    if (meld.kind !== 'run' && meld.kind !== 'set') return;
    meld.cards.forEach((_, index) => {
      for (const card of cards) {
        const a: SwapWild = { type: 'swapWild', seat, card, meld: m, index };
        if (!(swapProblem(state, a) instanceof RuleError)) out.push(a);
      }
    });
  });
  return out;
}
