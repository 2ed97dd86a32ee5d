/**
 * The Royals parade: Aces, Kings and Jacks (S8, S12, S13, S19, S21–S24, S29).
 * The Queens, which move cards between two players, are in `queens.ts`.
 *
 * Each Royal's possible targets are listed once here; the move list and the
 * rule check both use these lists.
 */

import type { Card } from '../../core/cards.js';
import { isDrafting, removeFrom } from '../../core/draft.js';
import { emit } from '../../core/events.js';
import type { Seat } from '../../core/game.js';
import { shuffle, withStateRng } from '../../core/rng.js';
import { findSet, putDown } from './counter.js';
import { extend, extensionsOf } from './extensions.js';
import type { FieldSet, SixCardParadeState } from './state.js';
import { drawFromLibrary, drawFromStable, spend } from './turn.js';
import { addToHand, changeSet, fieldsOf, libraryOf, optionsOf, removeFromHand, searchOf } from './zones.js';

/**
 * True for the Royals that need a target and so are played with their own
 * action while the target exists. Comparisons rather than a `Set`: asked for
 * each Royal held on every move list, where hashing the card cost more.
 */
function isTargeted(card: Card): boolean {
  return card === 'AS' || card === 'AD' || card === 'KS' || card === 'KC' || card === 'KD';
}

/** True when a Royal may be played in the current phase (S8; the K♠ only before Draw to Seven, S23). */
export function royalTimeOk(state: SixCardParadeState, card: Card): boolean {
  if (card === 'AC') return false;
  if (state.phase === 'main') return true;
  return state.phase === 'postDraw' && state.options.royalsAfterDrawToSeven && card !== 'KS';
}

// The target lists are asked for on every move list that holds one of these
// Royals: plain loops, as `flat` and `flatMap` cost several times as much.

/** Every set on the fields of the seats other than `except` (none skipped when `except` is -1), in seat order. */
function setsOnFields(state: SixCardParadeState, except: Seat): FieldSet[] {
  const out: FieldSet[] = [];
  const fields = state.fields;
  for (let owner = 0; owner < fields.length; owner++) {
    if (owner === except) continue;
    for (const set of fields[owner] as FieldSet[]) out.push(set);
  }
  return out;
}

/** Sets the A♠ may steal: any set on an opponent's field (S21). */
export function stealTargets(state: SixCardParadeState, seat: Seat): FieldSet[] {
  return setsOnFields(state, seat);
}

/** Sets a K♣ or K♦ may be attached to: any set on any field (S24). */
export function markerTargets(state: SixCardParadeState): FieldSet[] {
  return setsOnFields(state, -1);
}

/** Sets the K♠ may extend: the player's own, or any by option (S23). */
export function extendTargets(state: SixCardParadeState, seat: Seat): FieldSet[] {
  if (state.options.kingOfSpadesTarget === 'any') return setsOnFields(state, -1);
  // A spread: on a state from `apply` the field is frozen, and its `slice` slow in Node 20.
  return [...(state.fields[seat] as FieldSet[])];
}

/** Every K♠ extension `seat` can make now: target set, added cards, declaration. */
export function kingOfSpadesPlays(
  state: SixCardParadeState,
  seat: Seat,
): { set: number; cards: Card[]; wild: Card | null }[] {
  const hand = state.hands[seat] as Card[];
  // Plain loops and named fields rather than flatMap, map and a spread: every
  // move list of a K♠ holder asks for these.
  const out: { set: number; cards: Card[]; wild: Card | null }[] = [];
  for (const set of extendTargets(state, seat)) {
    for (const e of extensionsOf(set, hand, state.options)) out.push({ set: set.id, cards: e.cards, wild: e.wild });
  }
  return out;
}

/** True when the Royal's effect can happen now (S13: otherwise it is a no-effect play). */
export function royalHasEffect(state: SixCardParadeState, seat: Seat, card: Card): boolean {
  switch (card) {
    case 'AS':
      return stealTargets(state, seat).length > 0;
    case 'AD':
      return state.discardPile.length > 0;
    case 'KS':
      return kingOfSpadesPlays(state, seat).length > 0;
    case 'KC':
    case 'KD':
      return markerTargets(state).length > 0;
    case 'AH':
    case 'JS':
    case 'JC':
    case 'JD':
      return state.library.length > 0;
    case 'JH':
      return state.stable.length > 0;
    default:
      return true;
  }
}

/**
 * True when `card` may be played with the plain `playRoyal` action: a Jack or
 * the A♥ (with an effect, or without one when S13 allows), or a targeted Royal
 * that has nothing to target (S13).
 */
export function plainRoyalOk(state: SixCardParadeState, seat: Seat, card: Card): boolean {
  return plainPlayOk(state, seat, card, null);
}

/**
 * {@link plainRoyalOk}'s rule, with `hasEffect` telling whether the Royal's
 * effect can happen now, for a caller that already knows it (the move list
 * has the targets at hand, and listing them again cost as much as the list),
 * or `null` to work it out only when the answer matters. A flag rather than
 * a callback: the move lists ask for each Royal held, and a closure each time.
 */
export function plainPlayOk(state: SixCardParadeState, seat: Seat, card: Card, hasEffect: boolean | null): boolean {
  const noEffectOk = state.options.allowNoEffectRoyals;
  if (isTargeted(card)) return noEffectOk && !(hasEffect ?? royalHasEffect(state, seat, card));
  if (card === 'AH' || card[0] === 'J') return noEffectOk || (hasEffect ?? royalHasEffect(state, seat, card));
  return false;
}

/** A Royal leaves the hand and is announced; `keep` leaves it for the caller to place (markers). */
export function playFromHand(state: SixCardParadeState, seat: Seat, card: Card, keep = false): void {
  removeFromHand(state, seat, card);
  emit(state, { type: 'royalPlayed', seat, card });
  if (!keep) spend(state, card);
}

/**
 * The plain Royals: the Jacks draw two (top, bottom, random, stable — fewer if
 * fewer exist, S29); the A♥ opens the library search when there is a library;
 * any other plain play is a Royal without effect (S13).
 */
export function playRoyal(state: SixCardParadeState, seat: Seat, card: Card): void {
  playFromHand(state, seat, card);
  switch (card) {
    case 'JS':
      drawFromLibrary(state, seat, 2, 'library');
      return;
    case 'JC':
      drawFromLibrary(state, seat, 2, 'libraryBottom');
      return;
    case 'JD':
      drawFromLibrary(state, seat, 2, 'libraryRandom');
      return;
    case 'JH':
      drawFromStable(state, seat, 2);
      return;
    case 'AH':
      if (libraryOf(state).length > 0) {
        state.search = { seat, resume: state.phase === 'postDraw' ? 'postDraw' : 'main' };
        state.phase = 'aceOfHeartsSearch';
      }
      return;
  }
}

/** A♥, second step: take `card` from the library, which is then shuffled (S22). */
export function takeFromLibrary(state: SixCardParadeState, seat: Seat, card: Card): void {
  const search = searchOf(state);
  if (search === null) return;
  // Inside `apply` the library read is the frozen one: a copy (a spread, as `slice` of a
  // frozen array is slow in Node 20) is changed and written back.
  const drafting = isDrafting();
  const library = drafting ? [...libraryOf(state)] : state.library;
  library.splice(library.indexOf(card), 1);
  addToHand(state, seat, card);
  emit(state, { type: 'searched', seat, card });
  if (optionsOf(state).shuffleAfterSearch) {
    withStateRng(state, (rng) => shuffle(rng, library));
    emit(state, { type: 'libraryShuffled' });
  }
  if (drafting) state.library = library;
  state.search = null;
  state.phase = search.resume;
}

/** A♠: the set moves, markers and all, to the thief's field (S21). */
export function stealSet(state: SixCardParadeState, seat: Seat, id: number): void {
  const found = findSet(state, id);
  if (found === null) return;
  playFromHand(state, seat, 'AS');
  if (isDrafting()) {
    // One new list of fields with the two changed fields, rather than drafted ones; copies
    // by spreads, as `slice` and `filter` of the frozen ones are slow in Node 20.
    const fields = [...fieldsOf(state)];
    fields[found.owner] = [...(fields[found.owner] ?? [])].filter((s) => s !== found.set);
    fields[seat] = [...(fields[seat] ?? []), found.set];
    state.fields = fields as FieldSet[][];
  } else {
    const from = state.fields[found.owner] as FieldSet[];
    from.splice(from.indexOf(found.set), 1);
    (state.fields[seat] as FieldSet[]).push(found.set);
  }
  emit(state, { type: 'setStolen', seat, from: found.owner, set: id });
}

/** A♦: a card from the discard pile to the hand; the A♦ joins the pile afterwards (S22). */
export function retrieveCard(state: SixCardParadeState, seat: Seat, card: Card): void {
  removeFromHand(state, seat, 'AD');
  emit(state, { type: 'royalPlayed', seat, card: 'AD' });
  if (isDrafting()) removeFrom(state, 'discardPile', card);
  else state.discardPile.splice(state.discardPile.indexOf(card), 1);
  addToHand(state, seat, card);
  emit(state, { type: 'retrieved', seat, card });
  spend(state, 'AD');
}

/** K♣ / K♦: the King stays on the set as a marker that halves or doubles it (S24). */
export function attachMarker(state: SixCardParadeState, seat: Seat, card: Card, id: number): void {
  const found = findSet(state, id);
  if (found === null) return;
  playFromHand(state, seat, card, true);
  if (isDrafting()) changeSet(state, found.owner, found.set, { markers: [...found.set.markers, card] });
  else found.set.markers.push(card);
  emit(state, { type: 'markerAttached', seat, card, owner: found.owner, set: id });
}

/**
 * K♠: cards from hand join a set, which is re-classified (S23). The additions
 * go through the counter window only with S19's option.
 */
export function extendSet(
  state: SixCardParadeState,
  seat: Seat,
  id: number,
  cards: readonly Card[],
  wild: Card | null,
): void {
  const found = findSet(state, id);
  if (found === null) return;
  const options = optionsOf(state);
  const result = extend(found.set, cards, wild, options);
  if (result.kind === null) return;
  playFromHand(state, seat, 'KS');
  putDown(state, seat, cards, result.wild, result.kind, id, options.aceOfClubsVsExtensions);
}
