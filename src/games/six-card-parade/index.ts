/**
 * Six Card Parade (Christian Martinez and Travis Schilling): set collection
 * for 2–4 players with one-shot "Royal" powers. Import it from
 * `deckwright/six-card-parade`. The rules as implemented, with every option,
 * are in `docs/rules/six-card-parade.md`.
 *
 * Stacked decks (`init({ deck })`): the deal goes one card at a time around
 * the table starting with the seat after the dealer, so card `i` of the first
 * `6 × players` goes to seat `(dealer + 1 + i) % players`; card `6 × players`
 * starts the stable; the rest form the library with card `6 × players + 1` on
 * top (the first card drawn) and the last card at the bottom (where the Jack of
 * Clubs draws). Give `dealer` too, or the dealer is drawn from the seed.
 *
 * @example
 * import { sixCardParade } from 'deckwright/six-card-parade';
 * let state = sixCardParade.init({ players: 2, seed: 'demo' });
 * const seat = sixCardParade.actors(state)[0]!;
 * state = sixCardParade.apply(state, sixCardParade.legalMoves(state, seat)[0]);
 */

import { canonicalKey } from '../../core/canonical.js';
import { type Card, standardDeck } from '../../core/cards.js';
import { defineGame } from '../../core/define.js';
import { plainRoot } from '../../core/draft.js';
import type { CommonErrorCode } from '../../core/errors.js';
import { clearEvents } from '../../core/events.js';
import type { Game } from '../../core/game.js';
import { check, type SixCardParadeErrorCode } from './check.js';
import { answerCounter, putDown } from './counter.js';
import { describeEvent } from './describe.js';
import { checkSixCardParadeState, sixCardParadeStateSchema } from './invariants.js';
import { actors, countMoves, isActor, legalMoves, legalMovesPage, randomMove } from './moves.js';
import { type SixCardParadeOptions, sixCardParadeOptionsSchema } from './options.js';
import { playKind } from './pickedPlay.js';
import { exchangePick, giveCard, namePlayers } from './queens.js';
import { attachMarker, extendSet, playRoyal, retrieveCard, stealSet, takeFromLibrary } from './royals.js';
import { score } from './scoring.js';
import { type SixCardParadeAction, type SixCardParadeState, sixCardParadeActionSchema } from './state.js';
import { deal, discard, doneWithSets, endOfTurn, firstDraw } from './turn.js';
import { determinize, type SixCardParadeView, view } from './view.js';
import { optionsOf } from './zones.js';

export { sixCardParadeBot } from './bot.js';
export type { SixCardParadeErrorCode } from './check.js';
// Presentation (issue 30): separate named exports, so `import { sixCardParade }` does not ship them.
export { describeEvent as describeSixCardParadeEvent, eventMessage as sixCardParadeEventMessage } from './describe.js';
export { checkSixCardParadeState, sixCardParadeStateSchema } from './invariants.js';
export { label as sixCardParadeLabel, sortHand as sortSixCardParadeHand } from './labels.js';
export type { SixCardParadeOptions } from './options.js';
export { sixCardParadeOptionsSchema } from './options.js';
export { sixCardParadePresentation, sixCardParadeWords } from './presentation.js';
export { prompt as sixCardParadePrompt } from './prompt.js';
export { fieldPoints, winnersOf } from './scoring.js';
export {
  legalMovesFromView as sixCardParadeMovesFromView,
  parts as sixCardParadeParts,
  select as sixCardParadeSelect,
} from './selection.js';
export type { SetPlay } from './setPlays.js';
export { setPlays } from './setPlays.js';
export type { SetRules } from './sets.js';
export { classifyConcrete, classifyCounts, isSetCard, SET_POINTS, setKind, setPoints } from './sets.js';
export type {
  CounterAnswer,
  DrawSource,
  Exchange,
  FieldSet,
  PendingSet,
  Search,
  SetKind,
  SixCardParadeAction,
  SixCardParadeActionInput,
  SixCardParadeEvent,
  SixCardParadePhase,
  SixCardParadeState,
  TurnStage,
} from './state.js';
export { SET_KINDS, sixCardParadeActionSchema } from './state.js';
export type { SixCardParadeSeatTable, SixCardParadeSetTable, SixCardParadeTable } from './table.js';
export { table as sixCardParadeTable } from './table.js';
export type { SixCardParadeView } from './view.js';

function applyInPlace(draft: SixCardParadeState, action: SixCardParadeAction): void {
  // Every action clears the events first, a write through the draft inside
  // `apply` that makes immer copy the root: the rule code then reads and
  // writes the root's fields on that copy, not through the proxy's traps
  // (see core's plainRoot). Nested zones already change only by replacement
  // there (zones.ts), never in place.
  clearEvents(draft);
  const state = plainRoot(draft);
  const seat = action.seat;
  switch (action.type) {
    case 'firstDraw':
      firstDraw(state, seat, action.from);
      return;
    case 'playSet': {
      const kind = playKind(action.cards, action.wild, optionsOf(state));
      if (kind !== null) putDown(state, seat, action.cards, action.wild, kind, null, true);
      return;
    }
    case 'extendSet':
      extendSet(state, seat, action.set, action.cards, action.wild);
      return;
    case 'playRoyal':
      playRoyal(state, seat, action.card);
      return;
    case 'stealSet':
      stealSet(state, seat, action.set);
      return;
    case 'retrieveCard':
      retrieveCard(state, seat, action.card);
      return;
    case 'attachMarker':
      attachMarker(state, seat, action.card, action.set);
      return;
    case 'namePlayers':
      namePlayers(state, seat, action.card, action.players);
      return;
    case 'giveCard':
      giveCard(state, seat, action.to, action.card);
      return;
    case 'takeFromLibrary':
      takeFromLibrary(state, seat, action.card);
      return;
    case 'exchangePick':
      exchangePick(state, seat, action.card);
      return;
    case 'counter':
    case 'decline':
      answerCounter(state, seat, action.type);
      return;
    case 'doneWithSets':
      doneWithSets(state, seat);
      return;
    case 'discard':
      discard(state, seat, action.card);
      return;
    case 'endTurn':
      endOfTurn(state);
      return;
  }
}

/** Every card in every zone: hands, library, stable, discard pile, removed, fields, the set in the counter window. */
function cards(state: SixCardParadeState): Card[] {
  return [
    ...state.hands.flat(),
    ...state.library,
    ...state.stable,
    ...state.discardPile,
    ...state.removed,
    ...state.fields.flatMap((f) => f.flatMap((s) => [...s.cards, ...s.markers])),
    ...(state.pending?.cards ?? []),
  ];
}

/**
 * Two actions are the same move when they differ only in the order of the
 * cards put down or of the two players a Queen names.
 */
function moveKey(action: SixCardParadeAction): string {
  if (action.type === 'playSet' || action.type === 'extendSet') {
    // `wild` may be left out of the input (it defaults to null), so it is filled in here too.
    return canonicalKey({ ...action, cards: [...action.cards].sort(), wild: action.wild ?? null });
  }
  if (action.type === 'namePlayers') {
    return canonicalKey({ ...action, players: [...action.players].sort((a, b) => a - b) });
  }
  return canonicalKey(action);
}

/** Six Card Parade, as a {@link Game}. */
export const sixCardParade: Game<
  SixCardParadeState,
  SixCardParadeAction,
  SixCardParadeOptions,
  SixCardParadeView,
  SixCardParadeErrorCode | CommonErrorCode
> = defineGame({
  id: 'six-card-parade',
  title: 'Six Card Parade',
  // Raised with every change that would replay an old match record differently.
  rulesVersion: 1,
  // Only a Six Card Parade state has a stable.
  stateMark: 'stable',
  players: { min: 2, max: 4 },
  optionsSchema: sixCardParadeOptionsSchema,
  actionSchema: sixCardParadeActionSchema,
  deck: standardDeck,
  setup: deal,
  actors,
  isActor,
  isOver: (state) => state.phase === 'over',
  legalMoves,
  randomMove,
  countMoves,
  legalMovesPage,
  check,
  applyInPlace,
  score,
  view,
  determinize,
  cards,
  moveKey,
  describeEvent,
  // A set's `wild` is the card its King of Hearts stands for, which may still be in the library.
  cardNamingFields: ['wild'],
  stateSchema: sixCardParadeStateSchema,
  checkState: checkSixCardParadeState,
});
