/**
 * Selection to move in Parcellus: a move's parts (the three cards of the blind pass, the card
 * played or led, the `pass` target), and `select`, which turns what a player has picked so far
 * into the legal moves it makes and what can still be picked (P3, P4, P6, P12). Legal moves come
 * from the view through the game's own `determinize` and `legalMoves`: no rule is written twice.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import {
  type Catalogue,
  type Message,
  message,
  movesFromView,
  type Part,
  type Selection,
  selectWith,
} from '../../core/present.js';
import { PARCELLUS_LABEL_WORDS, sortHand } from './labels.js';
import { legalMoves } from './moves.js';
import { isActorOf, type ParcellusAction, type ParcellusState } from './state.js';
import { determinize, type ParcellusView } from './view.js';

// The game's own rules, as the game value puts them together: a seat that may not act has no move.
const RULES = {
  id: 'parcellus',
  title: 'Parcellus',
  determinize,
  legalMoves: (s: ParcellusState, seat: Seat): ParcellusAction[] => (isActorOf(s, seat) ? legalMoves(s, seat) : []),
};

/** The viewer's legal moves from its view: `legalMoves(state, viewer)`, same list, same order. Spectators: none. */
export function legalMovesFromView(v: ParcellusView): ParcellusAction[] {
  return movesFromView(RULES, v);
}

/** What a player picks to make `action`: its cards, or the `pass` target. */
export function parts(action: ParcellusAction): Part[] {
  switch (action.type) {
    case 'passCards':
      return action.cards.map((card) => ({ type: 'card', card }));
    case 'play':
    case 'lead':
      return [{ type: 'card', card: action.card }];
    case 'pass':
      return [{ type: 'target', target: 'pass' }];
  }
}

/** The words of a target, or `null` when Parcellus has no such target (only `pass`). */
export function targetLabel(
  _v: ParcellusView,
  target: string,
  catalogue: Catalogue = PARCELLUS_LABEL_WORDS,
): Message | null {
  return target === 'pass' ? message('parcellus.target.pass', {}, catalogue) : null;
}

/**
 * What `picks` make now and what can still follow: the moves whose parts they are, and the
 * cards (in hand order as players sort it) and targets still allowed. A card the viewer does not
 * hold, or an unknown target, is a `BAD_SELECTION` RuleError; a view of another game `BAD_VIEW`.
 */
export function select(v: ParcellusView, picks: readonly unknown[]): Selection<ParcellusAction> {
  return selectWith(v, picks, {
    moves: legalMovesFromView,
    parts,
    pickable: (view) => new Set<Card>(view.hand ?? []),
    targetLabel: (view, t) => targetLabel(view, t),
    cardOrder: (cards) => sortHand(cards),
  });
}
