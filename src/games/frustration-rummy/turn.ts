/**
 * A turn: draw one card from the stock or the discard pile (R21), reshuffling
 * the discard pile but its top card when the stock is empty; then melds and
 * lay-offs; then one discard (R22), which goes out when it empties the hand of
 * a laid-down player (R23). `check`, `legalMoves` and `applyInPlace` gather the
 * rules of every action here, each rule written once in its own file.
 */

import { baseCard, type Card } from '../../core/cards.js';
import { isDrafting, plainRoot, unfrozen } from '../../core/draft.js';
import { RuleError } from '../../core/errors.js';
import { clearEvents, emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { sharedMoveTable } from '../../core/intern.js';
import { pick, type Rng, randomInt, shuffle, withStateRng } from '../../core/rng.js';
import {
  discardOf,
  giveToHand,
  handOf,
  optionsOf,
  popDiscard,
  popStock,
  pushDiscard,
  stockOf,
  takeCardFromHand,
} from './access.js';
import { buy, buyProblem } from './buying.js';
import { kindOf } from './cardTypes.js';
import { rummyError } from './errorWords.js';
import { distinctCards, resolveCards } from './hand.js';
import { putMeld, readMeld } from './layDown.js';
import { layOff, layOffProblem, legalLayOffs, legalSwaps, swapProblem, swapWild } from './layOff.js';
import { legalMelds, meldMaker, meldsToPick } from './meldList.js';
import { canonicalMeld } from './moves.js';
import type { ReachMemo } from './reach.js';
import { goOut, packIsExhausted, startTurn } from './round.js';
import { leftOf, type RummyAction, type RummyRuleError, type RummyState, rummyActionSchema } from './state.js';

type Draw = Extract<RummyAction, { type: 'draw' }>;
type Discard = Extract<RummyAction, { type: 'discard' }>;

const err = rummyError;

// The draws and discards the move lists hand out, one frozen object per seat and card (a draw:
// per pile), made on first use: `validate` takes a shared move as it is, where it parses a new
// object with zod (about a fifth of a discard's `apply`).
const shared = sharedMoveTable<RummyAction>(rummyActionSchema);

/** Why `a` is not a legal draw, or `null`. */
export function drawProblem(state: RummyState, a: Draw): RummyRuleError | null {
  if (state.phase !== 'draw') return err('WRONG_PHASE', 'alreadyDrawn');
  if (a.from === 'discard') {
    return state.discard.length > 0 ? null : err('DISCARD_EMPTY', 'discardEmpty');
  }
  if (packIsExhausted(state)) {
    return err('STOCK_EMPTY', 'stockExhausted');
  }
  return null;
}

/** Takes the top card of the stock (reshuffling the discard pile but its top first, if need be) or of the discard pile. */
export function draw(state: RummyState, a: Draw): void {
  if (a.from === 'discard') {
    const card = popDiscard(state) as Card;
    giveToHand(state, a.seat, card);
    state.takenUpcard = card;
    emit(state, { type: 'drew', seat: a.seat, from: 'discard', card });
  } else {
    if (stockOf(state).length === 0) {
      const top = popDiscard(state) as Card;
      // The pile but its top becomes the stock: shuffled in place on the fast path; inside
      // `apply` a copy, since what `discardOf` reads there is frozen.
      const pile = isDrafting() ? [...discardOf(state)] : state.discard;
      const stock = withStateRng(state, (rng) => shuffle(rng, pile));
      state.stock = stock;
      state.discard = [top];
      emit(state, { type: 'reshuffled', cards: stock.length });
    }
    const card = popStock(state) as Card;
    giveToHand(state, a.seat, card);
    emit(state, { type: 'drew', seat: a.seat, from: 'stock', card });
  }
  state.phase = 'play';
  state.buyable = false;
}

/** Why `a` is not a legal discard, or the resolved copy. */
export function discardProblem(state: RummyState, a: Discard): RummyRuleError | Card {
  if (state.phase === 'layingDown') {
    return err('FINISH_CONTRACT', 'finishContract');
  }
  if (state.phase !== 'play') return err('WRONG_PHASE', 'drawFirst');
  const hand = handOf(state, a.seat);
  const cards = resolveCards(hand, [a.card]);
  if (cards instanceof RuleError) return cards;
  const card = cards[0] as Card;
  if (!discardable(card, bannedUpcard(state, hand))) {
    return err('UPCARD_DISCARD', 'upcardDiscard');
  }
  return card;
}

/**
 * The card (its code without copy suffix) that may not be discarded now, or `null`: the upcard
 * taken this turn while another card could go instead (R21 option). The rule of a discard once
 * the phase and the card are checked, shared by `discardProblem` and the move lists, which ask
 * it once for the whole hand, not once for each card.
 */
function bannedUpcard(state: RummyState, hand: readonly Card[]): Card | null {
  const up = state.takenUpcard;
  // `optionsOf`, not `state.options`: inside `apply` a nested read would make a second draft.
  if (!optionsOf(state).forbidDiscardOfTakenUpcard || up === null) return null;
  const base = baseCard(up);
  return hand.some((c) => baseCard(c) !== base) ? base : null;
}

/** True when `card` may be discarded, `banned` being what `bannedUpcard` gives. */
function discardable(card: Card, banned: Card | null): boolean {
  return banned === null || baseCard(card) !== banned;
}

/** Discards; an empty hand afterwards is going out (R23), else the next player draws. */
export function discard(state: RummyState, seat: Seat, card: Card): void {
  takeCardFromHand(state, seat, card);
  pushDiscard(state, card);
  emit(state, { type: 'discarded', seat, card });
  if (handOf(state, seat).length === 0) {
    goOut(state, seat);
    return;
  }
  const round = state.round;
  startTurn(state, leftOf(state, seat));
  // R29 option: this discard may be bought before the next draw, unless starting that turn ended
  // the round (R28, R30) and dealt a new one, whose upcard was never discarded.
  if (state.phase === 'draw' && state.round === round) state.buyable = optionsOf(state).allowBuying;
}

/** The game's own check of an action (see `defineGame`). */
export function check(state: RummyState, a: RummyAction, memo?: ReachMemo): RummyRuleError | null {
  // With buying (R29 option) other seats may act, but only to buy.
  if (a.seat !== state.toAct && a.type !== 'buy') {
    return err('NOT_YOUR_TURN', 'notYourTurn', { seat: state.toAct });
  }
  switch (a.type) {
    case 'draw':
      return drawProblem(state, a);
    case 'meld': {
      const r = readMeld(state, a, memo);
      return r instanceof RuleError ? r : null;
    }
    case 'layOff': {
      const r = layOffProblem(state, a);
      return r instanceof RuleError ? r : null;
    }
    case 'swapWild': {
      const r = swapProblem(state, a);
      return r instanceof RuleError ? r : null;
    }
    case 'discard': {
      const r = discardProblem(state, a);
      return r instanceof RuleError ? r : null;
    }
    case 'buy':
      return buyProblem(state, a.seat, a.card);
  }
}

/**
 * A legal action as the move list names it (see `defineGame`'s `canonicalAction`): a run's wild
 * cards in their canonical order (`canonicalRun`), since while `allowWildSwap` is off any order of
 * them is the same move; every other action as it is.
 */
export function canonicalAction(state: RummyState, a: RummyAction): RummyAction {
  if (a.type !== 'meld' || a.kind !== 'run' || state.options.allowWildSwap) return a;
  const r = readMeld(state, a, undefined, false);
  if (r instanceof RuleError) return a;
  const canonical = canonicalMeld(a.seat, 'run', r.cards, null, r.shape.low);
  // Already in the canonical order (by kind: a copy suffix is ignored): the action as sent, so a
  // match record keeps what the player said.
  const same = canonical.low === a.low && canonical.cards.every((c, i) => c === kindOf(a.cards[i] as Card));
  return same ? a : canonical;
}

/** The buy `seat` may make now (R29 option), naming the upcard by kind, or none. */
function buyMoves(state: RummyState, seat: Seat): RummyAction[] {
  if (buyProblem(state, seat) !== null) return [];
  return [{ type: 'buy', seat, card: baseCard(state.discard[state.discard.length - 1] as Card) }];
}

/** Every distinct legal action of `seat`, in a stable order: draws; melds, lay-offs, swaps, discards. */
export function legalMoves(state: RummyState, seat: Seat): RummyAction[] {
  if (seat !== state.toAct) return buyMoves(state, seat);
  if (state.phase === 'draw') {
    const draws: RummyAction[] = [];
    for (const from of ['stock', 'discard'] as const) {
      const a: Draw = { type: 'draw', seat, from };
      if (drawProblem(state, a) === null) draws.push(shared(a, from));
    }
    return draws;
  }
  if (state.phase !== 'play' && state.phase !== 'layingDown') return [];
  const memo: ReachMemo = new Map();
  // The meld list itself, grown: it can hold tens of thousands of melds (not copied again).
  const out: RummyAction[] = legalMelds(state, seat, memo);
  if (state.phase === 'layingDown') return out;
  return movesAfterMelds(state, seat, out);
}

/**
 * The play phase's moves after the melds, appended to `out` in list order: lay-offs, wild swaps,
 * discards. The end of `legalMoves`, and of a page of it (`movePages.ts`).
 */
export function movesAfterMelds(state: RummyState, seat: Seat, out: RummyAction[] = []): RummyAction[] {
  // The phase is 'play' here and each distinct card is held, so of `discardProblem` only the
  // upcard rule is left to ask; lay-offs, swaps and discards share one list of distinct cards.
  const hand = unfrozen(state.hands[seat] as Card[]);
  const distinct = distinctCards(hand);
  out.push(...legalLayOffs(state, seat, distinct), ...legalSwaps(state, seat, distinct));
  const banned = bannedUpcard(state, hand);
  for (const card of distinct) {
    if (discardable(card, banned)) out.push(shared({ type: 'discard', seat, card }, card));
  }
  return out;
}

/**
 * The move `pick(rng, legalMoves(state, seat))` gives, with the same draw: in the draw, play and
 * laying-down phases it counts the draws, discards (and lists the melds, lay-offs and swaps)
 * and builds only the move it picks, since most of a play list is discards and a laying-down
 * list can hold a hundred melds.
 */
export function randomMove(state: RummyState, seat: Seat, rng: Rng): RummyAction {
  if (seat !== state.toAct) return pick(rng, legalMoves(state, seat));
  if (state.phase === 'draw') {
    // `drawProblem`'s two rules, the phase being known.
    const stock = !packIsExhausted(state);
    const n = (stock ? 1 : 0) + (state.discard.length > 0 ? 1 : 0);
    if (n === 0) return pick(rng, []);
    return { type: 'draw', seat, from: randomInt(rng, n) === 0 && stock ? 'stock' : 'discard' };
  }
  if (state.phase !== 'play' && state.phase !== 'layingDown') return pick(rng, legalMoves(state, seat));
  // The melds unnamed: only the one picked is built.
  const melds = meldsToPick(state, seat);
  // Laying down, the contract's next meld is the only kind of move (as in `legalMoves`).
  if (state.phase === 'layingDown') {
    if (melds.count === 0) return pick(rng, []);
    return meldMaker(state, seat)(melds.at(randomInt(rng, melds.count)));
  }
  const hand = state.hands[seat] as Card[];
  const distinct = distinctCards(hand);
  const layOffs = legalLayOffs(state, seat, distinct);
  const swaps = legalSwaps(state, seat, distinct);
  const banned = bannedUpcard(state, hand);
  let discards = distinct.length;
  if (banned !== null) for (const card of distinct) if (!discardable(card, banned)) discards--;
  let i = randomInt(rng, melds.count + layOffs.length + swaps.length + discards);
  if (i < melds.count) return meldMaker(state, seat)(melds.at(i));
  i -= melds.count;
  if (i < layOffs.length) return layOffs[i] as RummyAction;
  i -= layOffs.length;
  if (i < swaps.length) return swaps[i] as RummyAction;
  i -= swaps.length;
  // Most turns no card is banned: the discard is the i-th distinct card.
  if (banned === null && i < distinct.length) return { type: 'discard', seat, card: distinct[i] as Card };
  for (const card of distinct) {
    if (discardable(card, banned) && i-- === 0) return { type: 'discard', seat, card };
  }
  throw new RangeError('pick from an empty list');
}

/** The rules of every action, mutating `state`; `a` is known to be legal. */
export function applyInPlace(state: RummyState, a: RummyAction): void {
  clearEvents(state);
  // clearEvents is a write through the root, so inside `apply` immer has
  // copied the root by now: the rules run on that copy (plainRoot), where each
  // read and write of a top-level field is a plain property access, not a
  // proxy trap. Nested parts change only through access.ts, which replaces
  // them whole. On the fast path `s` is `state`.
  const s = plainRoot(state);
  switch (a.type) {
    case 'draw':
      draw(s, a);
      return;
    case 'meld': {
      // The action is known to be legal: skip the reachability search, keep the reading of the meld.
      const r = readMeld(s, a, new Map(), false);
      if (r instanceof RuleError) throw r;
      putMeld(s, a.seat, r);
      return;
    }
    case 'layOff':
      layOff(s, a);
      return;
    case 'swapWild':
      swapWild(s, a);
      return;
    case 'discard': {
      const r = discardProblem(s, a);
      if (r instanceof RuleError) throw r;
      discard(s, a.seat, r);
      return;
    }
    case 'buy':
      buy(s, a.seat);
      return;
  }
}
