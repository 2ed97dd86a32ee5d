/**
 * Frustration Rummy, 14-contract edition: contract rummy for 2–6 players with
 * two decks and four Jokers, 2s, 3s and Jokers wild. Import it from
 * `deckwright/frustration-rummy`.
 *
 * A contract goes down meld by meld (`meld` actions at each meld's minimum
 * size, in one turn), then cards go on one at a time (`layOff`); see the rules
 * page. {@link planLayDown} turns a freely arranged contract into those actions.
 *
 * Stacked decks (`init({ deck })`, a permutation of the cards of
 * `frustrationRummy.deck(options)`: 108 with the default pack): cards 0–12 are the hand of the
 * seat left of the dealer (who plays first), cards 13–25 the hand of the next
 * seat to the left, and so on round the table, the dealer's hand last; the next
 * card (index 13 × players) is the upcard that starts the discard pile; the
 * rest is the stock, with the card right after the upcard on top (drawn first),
 * then the one after it, and so on. Later rounds are shuffled from the seed.
 *
 * Safety cap (R30): with `maxTurnsPerRound: n`, the game stops when `n` turns
 * pass without anyone moving up a contract, and the players with the most
 * contracts completed share the win (an engine convenience, not a rule). Every round that moves
 * someone up adds one to the total of completed contracts, which is at most
 * 13 per player before someone wins, so a capped game lasts at most
 * `(13 × players + 1) × n` turns, each of at most 2 + 14 actions. With
 * `allowBuying` (R29) a hand holds at most 14 + 2 × `maxBuysPerRound` cards
 * after its draw, and one buy may follow each discard, so a turn takes at most
 * 3 + 14 + 2 × `maxBuysPerRound` actions.
 *
 * @example
 * import { frustrationRummy } from 'deckwright/frustration-rummy';
 * let state = frustrationRummy.init({ players: 4, seed: 'demo' });
 * const seat = frustrationRummy.actors(state)[0]!;
 * state = frustrationRummy.apply(state, frustrationRummy.legalMoves(state, seat)[0]!);
 */
import type { Card } from '../../core/cards.js';
import { defineGame } from '../../core/define.js';
import { filled } from '../../core/draft.js';
import { type CommonErrorCode, RuleError } from '../../core/errors.js';
import type { Game, Score } from '../../core/game.js';
import { randomInt, rngFromState, rngState } from '../../core/rng.js';
import { actors, refuseNonActor } from './buying.js';
import { describeEvent } from './describe.js';
import { emptyHands } from './hand.js';
import { checkRummyState, rummyStateSchema } from './invariants.js';
import { countMoves, legalMovesPage } from './movePages.js';
import { rummyMoveKey } from './moves.js';
import { type RummyOptions, rummyOptionsSchema } from './options.js';
import { deal, packFor } from './round.js';
import { type RummyAction, type RummyErrorCode, type RummyState, rummyActionSchema } from './state.js';
import { applyInPlace, canonicalAction, check, legalMoves, randomMove } from './turn.js';
import { determinize, type RummyView, view } from './view.js';

export { frustrationRummyBot } from './bot.js';
export { CONTRACTS, type Contract, type Requirement } from './contracts.js';
// Presentation (issue 30): separate named exports, so `import { frustrationRummy }` does not ship them.
export { describeEvent as describeRummyEvent, eventMessage as frustrationRummyEventMessage } from './describe.js';
export { checkRummyState, rummyStateSchema } from './invariants.js';
export { type CardInMeld, label as frustrationRummyLabel, sortHand as sortFrustrationRummyHand } from './labels.js';
export { type MeldFault, type MeldShape, meldFault } from './melds.js';
export { rummyMoveKey } from './moves.js';
export type { RummyOptions } from './options.js';
export { rummyOptionsSchema } from './options.js';
export { type PlannedMeld, planLayDown } from './plan.js';
export { frustrationRummyPresentation, frustrationRummyWords } from './presentation.js';
export { prompt as frustrationRummyPrompt } from './prompt.js';
export {
  legalMovesFromView as frustrationRummyMovesFromView,
  parts as frustrationRummyParts,
  select as frustrationRummySelect,
} from './selection.js';
export type {
  Meld,
  MeldAction,
  MeldKind,
  RoundResult,
  RummyAction,
  RummyErrorCode,
  RummyEvent,
  RummyPhase,
  RummyRuleError,
  RummyState,
} from './state.js';
export { rummyActionSchema } from './state.js';
export type { RummyMeldCardTable, RummyMeldTable, RummySeatTable, RummyTable } from './table.js';
export { table as frustrationRummyTable } from './table.js';
export type { RummyView } from './view.js';

function score(state: RummyState): Score {
  return { points: [...state.completed], over: state.phase === 'over', winners: [...state.winners] };
}

function cards(state: RummyState): Card[] {
  return [...state.hands.flat(), ...state.stock, ...state.discard, ...state.melds.flatMap((m) => m.cards)];
}

/** Frustration Rummy, as a {@link Game}. Points are contracts completed (R27: no card scoring). */
export const frustrationRummy: Game<
  RummyState,
  RummyAction,
  RummyOptions,
  RummyView,
  RummyErrorCode | CommonErrorCode
> = defineGame({
  id: 'frustration-rummy',
  title: 'Frustration Rummy',
  // Raised with every change that would replay an old match record differently.
  rulesVersion: 1,
  // Only a Frustration Rummy state has a stock (a view shows its size, `stockCount`).
  stateMark: 'stock',
  players: { min: 2, max: 6 },
  optionsSchema: rummyOptionsSchema,
  actionSchema: rummyActionSchema,
  // R1: the pack follows the options (two or three decks, 0–2 Jokers a deck).
  deck: (options: RummyOptions) => packFor(options),
  setup({ players, options, deck, dealer, rng }) {
    if (players * 13 + 1 > packFor(options).length)
      throw new RuleError('BAD_SETUP', 'The pack is too small for this table.');
    const r = rngFromState(rng);
    const first = dealer ?? randomInt(r, players);
    const hands = emptyHands(players);
    const state: RummyState = {
      phase: 'draw',
      rng: rngState(r),
      players,
      options,
      round: 1,
      dealer: first,
      toAct: first,
      completed: filled(players, 0),
      hands,
      stock: [],
      discard: [],
      melds: [],
      laidDown: filled(players, false),
      takenUpcard: null,
      buyable: false,
      buys: filled(players, 0),
      turnsWithoutProgress: 0,
      history: [],
      winners: [],
      events: [],
    };
    deal(state, deck);
    return state;
  },
  actors,
  isOver: (state) => state.phase === 'over',
  legalMoves,
  randomMove,
  countMoves,
  legalMovesPage,
  check: (state, action) => check(state, action),
  canonicalAction,
  refuseNonActor,
  applyInPlace,
  score,
  view,
  determinize,
  cards,
  describeEvent,
  // The upcard taken this turn is a card the taker's hand shows too: named twice, the one card
  // would count as two of its kind, and a draw from a pile of one card look like news to undo.
  cardNamingFields: ['takenUpcard'],
  stateSchema: rummyStateSchema,
  checkState: checkRummyState,
  moveKey: rummyMoveKey,
});
