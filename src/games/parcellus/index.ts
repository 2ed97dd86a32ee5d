/**
 * Parcellus (Matthew Shields, 2008): a three-player climbing trick game with a
 * dummy pile and a blind pass. Import it from `deckwright/parcellus`.
 *
 * Stacked decks (`init({ deck })`): cards 0–5 go to the seat left of the
 * dealer, 6–11 to the next seat, 12–17 to the dealer, 18–23 to the dummy, whose
 * card 18 is the first turned up, 19 the second, and so on.
 *
 * @example
 * import { parcellus } from 'deckwright/parcellus';
 * let state = parcellus.init({ players: 3, seed: 'demo' });
 * const [move] = parcellus.legalMoves(state, parcellus.actors(state)[0]!);
 * state = parcellus.apply(state, move);
 */

import { canonicalKey } from '../../core/canonical.js';
import { type Card, euchreDeck } from '../../core/cards.js';
import { defineGame } from '../../core/define.js';
import type { CommonErrorCode } from '../../core/errors.js';
import type { Game } from '../../core/game.js';
import { randomInt, rngFromState, rngState } from '../../core/rng.js';
import { deal } from './deal.js';
import { describeEvent } from './describe.js';
import { parcellusError } from './errorWords.js';
import { checkParcellusState, parcellusStateSchema } from './invariants.js';
import { countMoves, legalMoves, legalMovesPage, randomMove } from './moves.js';
import { type ParcellusOptions, parcellusOptionsSchema } from './options.js';
import { checkLead, checkPlay, lead, pass, play } from './parcel.js';
import { checkPass, choosePass } from './pass.js';
import { score } from './scoring.js';
import {
  actorsOf,
  isActorOf,
  type ParcellusAction,
  type ParcellusErrorCode,
  type ParcellusRuleError,
  type ParcellusState,
  parcellusActionSchema,
} from './state.js';
import { determinize, type ParcellusView, view } from './view.js';

// Presentation (issue 30): separate named exports, so `import { parcellus }` does not ship them.
export { describeEvent as describeParcellusEvent, eventMessage as parcellusEventMessage } from './describe.js';
export { checkParcellusState, parcellusStateSchema } from './invariants.js';
export { label as parcellusLabel, sortHand as sortParcellusHand } from './labels.js';
export type { ParcellusOptions } from './options.js';
export { parcellusOptionsSchema } from './options.js';
export { climbsOn, followersOf, nextRank } from './parcel.js';
export { parcellusPresentation, parcellusWords } from './presentation.js';
export { prompt as parcellusPrompt } from './prompt.js';
export { cardPoints, parcelBonus } from './scoring.js';
export {
  legalMovesFromView as parcellusMovesFromView,
  parts as parcellusParts,
  select as parcellusSelect,
} from './selection.js';
export type {
  ParcellusAction,
  ParcellusErrorCode,
  ParcellusEvent,
  ParcellusPhase,
  ParcellusState,
  PassDirection,
  RoundResult,
} from './state.js';
export { parcellusActionSchema } from './state.js';
export type { ParcellusSeatTable, ParcellusTable } from './table.js';
export { table as parcellusTable } from './table.js';
export type { ParcellusView } from './view.js';

const PHASE_OF: Record<ParcellusAction['type'], ParcellusState['phase']> = {
  passCards: 'pass',
  play: 'act',
  pass: 'act',
  lead: 'lead',
};

function check(state: ParcellusState, action: ParcellusAction): ParcellusRuleError | null {
  if (PHASE_OF[action.type] !== state.phase) {
    // An action in the phase 'over' is refused earlier, as GAME_OVER: the phase has a hint.
    return parcellusError('WRONG_PHASE', 'wrongPhase', { action: action.type, phase: state.phase });
  }
  switch (action.type) {
    case 'passCards':
      return checkPass(state, action.seat, action.cards);
    case 'play':
      return checkPlay(state, action.seat, action.card);
    case 'lead':
      return checkLead(state, action.seat, action.card);
    case 'pass':
      return null;
  }
}

function applyInPlace(state: ParcellusState, action: ParcellusAction): void {
  // No clearEvents: each action starts its own event list with its first event (core startEvents).
  switch (action.type) {
    case 'passCards':
      choosePass(state, action.seat, action.cards);
      break;
    case 'play':
      play(state, action.seat, action.card);
      break;
    case 'pass':
      pass(state, action.seat);
      break;
    case 'lead':
      lead(state, action.seat, action.card);
      break;
  }
}

function cards(state: ParcellusState): Card[] {
  return [...state.hands.flat(), ...state.dummy, ...state.parcel, ...state.captured.flat(2), ...state.unclaimed];
}

/** Parcellus, as a {@link Game}. */
export const parcellus: Game<
  ParcellusState,
  ParcellusAction,
  ParcellusOptions,
  ParcellusView,
  ParcellusErrorCode | CommonErrorCode
> = defineGame<ParcellusState, ParcellusAction, ParcellusOptions, ParcellusView, ParcellusErrorCode | CommonErrorCode>({
  id: 'parcellus',
  title: 'Parcellus',
  // Raised with every change that would replay an old match record differently.
  rulesVersion: 1,
  // Only a Parcellus state has a dummy (a view shows its size, `dummyCount`).
  stateMark: 'dummy',
  players: { min: 3, max: 3 },
  optionsSchema: parcellusOptionsSchema,
  actionSchema: parcellusActionSchema,
  deck: euchreDeck,
  setup({ options, deck, dealer, rng }) {
    const r = rngFromState(rng);
    const first = dealer ?? randomInt(r, 3);
    const state: ParcellusState = {
      phase: 'pass',
      rng: rngState(r),
      players: 3,
      options,
      round: 1,
      dealer: first,
      hands: [[], [], []],
      dummy: [],
      passing: [null, null, null],
      passed: [null, null, null],
      parcel: [],
      turner: first,
      lastContributor: null,
      passes: 0,
      toAct: first,
      captured: [[], [], []],
      unclaimed: [],
      scores: [0, 0, 0],
      history: [],
      winners: [],
      events: [],
    };
    deal(state, deck);
    return state;
  },
  actors: actorsOf,
  isActor: isActorOf,
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
  describeEvent,
  stateSchema: parcellusStateSchema,
  checkState: checkParcellusState,
  // The three passed cards form a set: their order does not make another move.
  moveKey: (a) => canonicalKey(a.type === 'passCards' ? { ...a, cards: [...a.cards].sort() } : a),
});
