/**
 * The deal and the turn: First Draw, done with sets, Draw to Seven, Discard to
 * Six, the end of a turn, the end phase and the stall guard (S1–S11, S27, S28, S31).
 */

import { type Card, standardDeck } from '../../core/cards.js';
import { isDrafting, pushTo } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { ResolvedSetup, Seat } from '../../core/game.js';
import { randomInt, shuffle, withStateRng } from '../../core/rng.js';
import type { SixCardParadeOptions } from './options.js';
import { finish } from './scoring.js';
import { type DrawSource, type FieldSet, nextSeat, type SixCardParadeState } from './state.js';
import {
  addAllToHand,
  addToStable,
  fieldsOf,
  handOf,
  libraryOf,
  optionsOf,
  removeFromHand,
  stableOf,
  turnStartOf,
} from './zones.js';

/** Cards on every field (markers included): the stall guard's measure of progress. */
export function fieldCardCount(state: SixCardParadeState): number {
  // Indexed loops: every end of a turn counts, and the iterators of nested
  // for-of loops cost several times the additions.
  const fields = fieldsOf(state);
  let n = 0;
  for (let owner = 0; owner < fields.length; owner++) {
    const field = fields[owner] as readonly FieldSet[];
    for (let i = 0; i < field.length; i++) {
      const set = field[i] as FieldSet;
      n += set.cards.length + set.markers.length;
    }
  }
  return n;
}

/** A spent Royal goes to the discard pile, or out of the game by S12's option. */
export function spend(state: SixCardParadeState, card: Card): void {
  const removed = optionsOf(state).spentRoyalsTo === 'removed';
  if (isDrafting()) pushTo(state, removed ? 'removed' : 'discardPile', card);
  else if (removed) state.removed.push(card);
  else state.discardPile.push(card);
}

/**
 * `seat` draws up to `n` cards from the library: from the top, the bottom, or
 * at random (J♠, J♣, J♦, S29); fewer when fewer are left (S13).
 */
export function drawFromLibrary(state: SixCardParadeState, seat: Seat, n: number, from: DrawSource): void {
  const drafting = isDrafting();
  if (!drafting && from === 'library') {
    // On the fast path the top cards (Draw to Seven's several) come off in
    // one splice, which moves the rest of the library once rather than once
    // a card as a shift each did; fewer when fewer are left. One card (the
    // First Draw's) by a shift, which V8 does faster than a splice of one.
    const library = state.library;
    const top = n !== 1 ? library.splice(0, n) : library.length > 0 ? [library.shift() as Card] : [];
    addAllToHand(state, seat, top);
    emit(state, { type: 'drew', seat, from, count: top.length, cards: top });
    return;
  }
  const cards: Card[] = [];
  const start = libraryOf(state);
  // Inside `apply` the library read is the frozen one: copied once, by a spread (`slice` of
  // a frozen array is one of Node 20's slow paths), and the cards drawn from the copy.
  const library = drafting && start.length > 0 && n > 0 ? [...start] : (start as Card[]);
  for (let k = 0; k < n && library.length > 0; k++) {
    let i = 0;
    if (from === 'libraryBottom') i = library.length - 1;
    else if (from === 'libraryRandom') {
      const size = library.length;
      i = withStateRng(state, (rng) => randomInt(rng, size));
    }
    // The top card (the usual draw) by a shift, which V8 does without moving
    // the rest (half the time of a copy), the others by a splice.
    cards.push(library[i] as Card);
    if (i === 0) library.shift();
    else library.splice(i, 1);
  }
  // One write of the library, and only when a copy replaced it.
  if (library !== start) state.library = library;
  addAllToHand(state, seat, cards);
  emit(state, { type: 'drew', seat, from, count: cards.length, cards });
}

/** `seat` draws up to `n` cards from the top of the stable, face up (J♥, S10 option). */
export function drawFromStable(state: SixCardParadeState, seat: Seat, n: number): Card[] {
  let cards: Card[] = [];
  if (isDrafting()) {
    // The top cards read, and the rest of the stable written back in one go.
    const stable = stableOf(state);
    let left = stable.length;
    for (let k = 0; k < n && left > 0; k++) cards.push(stable[--left] as Card);
    if (left < stable.length) {
      // A spread, then cut: `slice` of the (frozen) stable is one of Node 20's slow paths.
      const rest = [...stable];
      rest.length = left;
      state.stable = rest;
    }
  } else if (n === 1 && state.stable.length > 0) {
    // The First Draw's one card: a list of one, not a push that grows an empty list.
    cards = [state.stable.pop() as Card];
  } else {
    for (let k = 0; k < n && state.stable.length > 0; k++) cards.push(state.stable.pop() as Card);
  }
  addAllToHand(state, seat, cards);
  // The list itself goes in the event: the callers only read it.
  emit(state, { type: 'drew', seat, from: 'stable', count: cards.length, cards });
  return cards;
}

/** `n` new empty arrays: a loop, as `Array.from` with a callback costs several times as much on every deal. */
function emptyLists<T>(n: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < n; i++) out.push([]);
  return out;
}

/** A fresh state before the deal. */
function emptyState(setup: ResolvedSetup<SixCardParadeOptions>): SixCardParadeState {
  const players = setup.players;
  return {
    phase: 'firstDraw',
    rng: setup.rng,
    players,
    options: setup.options,
    dealer: 0,
    turn: 0,
    stage: 'firstDraw',
    turnNumber: 0,
    hands: emptyLists(players),
    library: [],
    stable: [],
    discardPile: [],
    removed: [],
    fields: emptyLists(players),
    nextSetId: 0,
    pending: null,
    exchange: null,
    search: null,
    stableDraw: null,
    discards: 0,
    finalTurnsLeft: null,
    turnStart: { library: 0, fieldCards: 0 },
    stallTurns: 0,
    winners: [],
    events: [],
  };
}

/**
 * The deal: a random first dealer (unless given), six cards each one at a
 * time starting with the seat after the dealer, one card face up to start the
 * stable, the rest face down as the library (top card first). The seat after
 * the dealer plays first (S2).
 */
export function deal(setup: ResolvedSetup<SixCardParadeOptions>): SixCardParadeState {
  const state = emptyState(setup);
  const players = state.players;
  state.dealer = setup.dealer ?? withStateRng(state, (rng) => randomInt(rng, players));
  const cards = setup.deck ? [...setup.deck] : withStateRng(state, (rng) => shuffle(rng, standardDeck()));
  for (let i = 0; i < 6 * players; i++)
    (state.hands[(state.dealer + 1 + i) % players] as Card[]).push(cards[i] as Card);
  state.stable = [cards[6 * players] as Card];
  state.library = cards.slice(6 * players + 1);
  const first = state.options.firstPlayer === 'dealer' ? state.dealer : nextSeat(state, state.dealer);
  emit(state, { type: 'dealt', dealer: state.dealer, firstPlayer: first });
  startTurn(state, first);
  return state;
}

/**
 * A turn begins with the First Draw, skipped when library and stable are both
 * empty (S6, S28). `fieldCards` is {@link fieldCardCount}, when the caller has
 * just counted it (the end of the previous turn).
 */
export function startTurn(state: SixCardParadeState, seat: Seat, fieldCards = fieldCardCount(state)): void {
  state.turn = seat;
  state.turnNumber += 1;
  state.stableDraw = null;
  state.discards = 0;
  const libraryLeft = libraryOf(state).length;
  state.turnStart = { library: libraryLeft, fieldCards };
  emit(state, { type: 'turnStarted', seat, finalTurn: state.finalTurnsLeft !== null });
  if (libraryLeft === 0 && stableOf(state).length === 0) {
    emit(state, { type: 'firstDrawSkipped', seat });
    state.phase = 'main';
  } else {
    state.phase = 'firstDraw';
  }
  state.stage = state.phase;
}

/** The sources the First Draw may take from now (S6). */
export function firstDrawSources(state: SixCardParadeState): ('library' | 'stable')[] {
  const out: ('library' | 'stable')[] = [];
  if (state.library.length > 0) out.push('library');
  if (state.stable.length > 0) out.push('stable');
  return out;
}

/** The First Draw: the top card of the library or of the stable. */
export function firstDraw(state: SixCardParadeState, seat: Seat, from: 'library' | 'stable'): void {
  if (from === 'library') drawFromLibrary(state, seat, 1, 'library');
  else state.stableDraw = drawFromStable(state, seat, 1)[0] ?? null;
  state.phase = 'main';
  state.stage = 'main';
}

/** Done with sets: Draw to Seven (compulsory, library first, S10), then Royals and the discard. */
export function doneWithSets(state: SixCardParadeState, seat: Seat): void {
  emit(state, { type: 'doneWithSets', seat });
  const need = 7 - handOf(state, seat).length;
  if (need > 0 && libraryOf(state).length > 0) drawFromLibrary(state, seat, need, 'library');
  // Read again: inside `apply` the draw replaced the hand.
  const held = handOf(state, seat).length;
  if (optionsOf(state).drawToSevenSource === 'libraryThenStable' && held < 7 && stableOf(state).length > 0) {
    drawFromStable(state, seat, 7 - held);
  }
  state.phase = 'postDraw';
  state.stage = 'postDraw';
}

/** True when `seat` owes a discard now (S7, S11). */
function discardDue(state: SixCardParadeState, seat: Seat): boolean {
  return (
    state.phase === 'postDraw' &&
    !(state.options.discardStep === 'downToSix' && (state.hands[seat] as Card[]).length <= 6)
  );
}

/** The card that may not go back on the stable (the one taken from it this turn, by S11's option), or `null`. */
function bannedDiscard(state: SixCardParadeState): Card | null {
  return state.options.forbidRediscardOfStableDraw ? state.stableDraw : null;
}

/** The cards `seat` may put on the stable now (S7, S11); empty when no discard is due. */
export function discardableCards(state: SixCardParadeState, seat: Seat): Card[] {
  if (!discardDue(state, seat)) return [];
  const hand = state.hands[seat] as Card[];
  const banned = bannedDiscard(state);
  // Most tables ban nothing: a copy of the hand, without a callback per card. A spread
  // first: on a state from `apply` the hand is frozen, and `slice` and `filter` of a
  // frozen array are among Node 20's slow paths.
  const copy = [...hand];
  return banned === null ? copy : copy.filter((c) => c !== banned);
}

/**
 * How many cards {@link discardableCards} lists, counted without the list: a
 * random move after Draw to Seven picks one with {@link discardableAt}
 * rather than copying the hand.
 */
export function discardableCount(state: SixCardParadeState, seat: Seat): number {
  if (!discardDue(state, seat)) return 0;
  const hand = state.hands[seat] as Card[];
  const banned = bannedDiscard(state);
  if (banned === null) return hand.length;
  let n = 0;
  for (const c of hand) if (c !== banned) n++;
  return n;
}

/** Card `j` of {@link discardableCards} (`j` below {@link discardableCount}). */
export function discardableAt(state: SixCardParadeState, seat: Seat, j: number): Card {
  const hand = state.hands[seat] as Card[];
  const banned = bannedDiscard(state);
  if (banned === null) return hand[j] as Card;
  for (const c of hand) {
    if (c === banned) continue;
    if (j === 0) return c;
    j--;
  }
  throw new Error(`unreachable: no discardable card ${j}`);
}

/**
 * True when the turn may end without a discard: no card can or need be
 * discarded (S11). `discardable` is how many cards may be discarded
 * ({@link discardableCount}), when the caller knows it (the move lists), so
 * the hand is not gone through twice.
 */
export function mayEndTurn(
  state: SixCardParadeState,
  seat: Seat,
  discardable: number = discardableCount(state, seat),
): boolean {
  return state.phase === 'postDraw' && discardable === 0;
}

/** Discard to Six: the card goes on the stable; the turn ends once the discard step is done. */
export function discard(state: SixCardParadeState, seat: Seat, card: Card): void {
  removeFromHand(state, seat, card);
  addToStable(state, card);
  state.discards += 1;
  emit(state, { type: 'discarded', seat, card });
  if (optionsOf(state).discardStep === 'exactlyOne' || handOf(state, seat).length <= 6) endOfTurn(state);
}

/**
 * END_OF_TURN: when the library is empty and the end phase has not begun, it
 * begins (S27; also when the stall guard fires, S31) and the final turns are
 * queued in seat order; in the end phase the queue is popped, and when it is
 * empty the game is scored.
 */
export function endOfTurn(state: SixCardParadeState): void {
  const libraryLeft = libraryOf(state).length;
  const turnStart = turnStartOf(state);
  // Counted once: the next turn starts with the same fields.
  const fieldCards = fieldCardCount(state);
  const progress = libraryLeft < turnStart.library || fieldCards > turnStart.fieldCards;
  state.stallTurns = progress ? 0 : state.stallTurns + 1;
  if (state.finalTurnsLeft === null) {
    const options = optionsOf(state);
    const limit = options.stallRoundsLimit;
    const stalled = limit !== null && state.stallTurns >= limit * state.players;
    if (libraryLeft === 0 || stalled) {
      state.finalTurnsLeft = options.finalTurns === 'allPlayers' ? state.players : state.players - 1;
      emit(state, {
        type: 'endPhaseStarted',
        seat: state.turn,
        finalTurns: state.finalTurnsLeft,
        stalled: libraryLeft > 0,
      });
    }
  }
  if (state.finalTurnsLeft !== null) {
    if (state.finalTurnsLeft === 0) {
      finish(state);
      return;
    }
    state.finalTurnsLeft -= 1;
  }
  startTurn(state, nextSeat(state, state.turn), fieldCards);
}
