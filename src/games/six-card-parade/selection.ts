/**
 * Selection to move in Six Card Parade: the parts of every move (the cards of a set and what
 * the King of Hearts stands for, S14–S18; a Royal with its set, seats or card, S21–S26; the
 * A♣ or "let it stand" in the counter window, S19; the First Draw's source, the discard, the
 * end of the set part and of the turn, S6–S11), and `select`, which turns what a player has
 * picked so far into the legal moves it makes and what can still be picked. Legal moves come
 * from the view through the game's own `determinize` and `legalMoves`: no rule is written twice.
 */
import type { Card } from '../../core/cards.js';
import type { Seat } from '../../core/game.js';
import { movesFromView, type Part, type Selection, selectWith } from '../../core/present.js';
import { sortHand, targetLabel } from './labels.js';
import { isActor, legalMoves } from './moves.js';
import type { SixCardParadeAction, SixCardParadeState } from './state.js';
import { determinize, type SixCardParadeView } from './view.js';

// The game's own rules, as the game value puts them together: a seat that may not act has no move.
const RULES = {
  id: 'six-card-parade',
  title: 'Six Card Parade',
  determinize,
  legalMoves: (s: SixCardParadeState, seat: Seat): SixCardParadeAction[] =>
    s.phase !== 'over' && isActor(s, seat) ? legalMoves(s, seat) : [],
};

/** The viewer's legal moves from its view: `legalMoves(state, viewer)`, same list, same order. Spectators: none. */
export function legalMovesFromView(v: SixCardParadeView): SixCardParadeAction[] {
  return movesFromView(RULES, v);
}

const card = (c: Card): Part => ({ type: 'card', card: c });
const target = (t: string): Part => ({ type: 'target', target: t });
const meaning = (wild: Card | null): Part[] => (wild === null ? [] : [target(`meaning:${wild}`)]);

/**
 * What a player picks to make `action`, in the order a table asks: the Royal first, then cards,
 * then the set or seats it targets, then what a King of Hearts stands for. A discard names the
 * `discard` target beside its card, since the same card may also be a Royal to play.
 */
export function parts(action: SixCardParadeAction): Part[] {
  switch (action.type) {
    case 'firstDraw':
      return [target(`draw:${action.from}`)];
    case 'playSet':
      return [...action.cards.map(card), ...meaning(action.wild)];
    case 'extendSet':
      return [card('KS'), ...action.cards.map(card), target(`set:${action.set}`), ...meaning(action.wild)];
    case 'playRoyal':
      return [card(action.card)];
    case 'stealSet':
      return [card('AS'), target(`set:${action.set}`)];
    case 'retrieveCard':
      return [card('AD'), card(action.card)];
    case 'attachMarker':
      return [card(action.card), target(`set:${action.set}`)];
    case 'namePlayers':
      return [card(action.card), ...action.players.map((s) => target(`seat:${s}`))];
    case 'giveCard':
      return [card('QC'), target(`seat:${action.to}`), ...(action.card === null ? [] : [card(action.card)])];
    case 'takeFromLibrary':
    case 'exchangePick':
      return [card(action.card)];
    case 'counter':
      return [card('AC')];
    case 'decline':
      return [target('letStand')];
    case 'doneWithSets':
      return [target('doneWithSets')];
    case 'discard':
      return [card(action.card), target('discard')];
    case 'endTurn':
      return [target('endTurn')];
  }
}

/** The cards the viewer may pick: its hand, the discard pile (A♦), the library while it searches (A♥), a hand the Q♥ shows it. */
function pickable(v: SixCardParadeView): ReadonlySet<Card> {
  return new Set<Card>([...(v.hand ?? []), ...v.discardPile, ...(v.library ?? []), ...(v.revealedHand?.cards ?? [])]);
}

/**
 * What `picks` make now and what can still follow: the moves whose parts they are, and the
 * cards (sorted as players hold them) and targets still allowed. A card the viewer cannot pick
 * from anywhere it sees, or a target the table does not have, is a `BAD_SELECTION` RuleError; a
 * view of another game `BAD_VIEW`.
 */
export function select(v: SixCardParadeView, picks: readonly unknown[]): Selection<SixCardParadeAction> {
  return selectWith(v, picks, {
    moves: legalMovesFromView,
    parts,
    pickable,
    targetLabel: (view, t) => targetLabel(view, t),
    cardOrder: (cards) => sortHand(cards),
  });
}
