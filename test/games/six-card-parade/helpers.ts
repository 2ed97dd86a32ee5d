/**
 * Stacked-deck helpers for the Six Card Parade scenario tests.
 */
import fc from 'fast-check';
import { expect } from 'vitest';
import { type Card, standardDeck } from '../../../src/core/cards.js';
import type { Seat } from '../../../src/core/game.js';
import {
  sixCardParade as game,
  type SixCardParadeAction,
  type SixCardParadeOptions,
  type SixCardParadeState,
} from '../../../src/games/six-card-parade/index.js';

export { game };

/** What a scenario deals: hands by seat (up to six cards each, the rest filled), the stable card, the library. */
export interface Deal {
  players?: number;
  /** Seat 0 plays first by default: the dealer is the last seat. */
  dealer?: Seat;
  hands: Card[][];
  stable?: Card;
  /** Library cards from the top. */
  top?: Card[];
  /** Library cards at the bottom, the last one lowest. */
  bottom?: Card[];
  options?: Partial<SixCardParadeOptions>;
  seed?: number;
}

/**
 * The stacked deck for a deal, following the mapping documented in the game's
 * index.ts: card i of the first 6×players to seat (dealer+1+i) % players, then
 * the stable card, then the library from the top. Cards not named fill the
 * remaining places in standard deck order (low cards, which rarely matter).
 */
export function stackDeck(d: Deal): Card[] {
  const players = d.players ?? 2;
  const dealer = d.dealer ?? players - 1;
  const named = new Set<Card>([
    ...d.hands.flat(),
    ...(d.top ?? []),
    ...(d.bottom ?? []),
    ...(d.stable ? [d.stable] : []),
  ]);
  const filler = standardDeck().filter((c) => !named.has(c));
  const next = (): Card => {
    const c = filler.shift();
    if (c === undefined) throw new Error('deck exhausted');
    return c;
  };
  const hands = Array.from({ length: players }, (_, s) => [...(d.hands[s] ?? [])]);
  for (const h of hands) while (h.length < 6) h.push(next());
  const deck: Card[] = [];
  for (let i = 0; i < 6 * players; i++) deck.push(hands[(dealer + 1 + i) % players]?.[Math.floor(i / players)] as Card);
  deck.push(d.stable ?? next());
  const middle = filler.splice(0);
  deck.push(...(d.top ?? []), ...middle, ...(d.bottom ?? []));
  return deck;
}

/** A new game on a stacked deck. */
export function start(d: Deal): SixCardParadeState {
  const players = d.players ?? 2;
  return game.init({
    players,
    seed: d.seed ?? 1,
    deck: stackDeck(d),
    dealer: d.dealer ?? players - 1,
    options: d.options ?? {},
  });
}

/**
 * `game.apply`, checked against the fast path: the same action through
 * `applyInPlace` on a copy must give the same state. `apply` runs the rule
 * code on an immer draft, where it reads and replaces zones by other means
 * (zones.ts), so every scenario checks both on the rare paths it reaches.
 */
export function step(state: SixCardParadeState, action: SixCardParadeAction): SixCardParadeState {
  const next = game.apply(state, action);
  const v = game.validate(state, action);
  if (v.ok) {
    const copy = structuredClone(state);
    game.applyInPlace(copy, v.action);
    expect(copy).toEqual(next);
  }
  return next;
}

/** Applies actions in order through the checked API. */
export function run(state: SixCardParadeState, ...actions: SixCardParadeAction[]): SixCardParadeState {
  let s = state;
  for (const a of actions) s = step(s, a);
  return s;
}

/** The error code `action` gets from `validate`, or `null` when it is legal. */
export function codeOf(state: SixCardParadeState, action: unknown): string | null {
  const v = game.validate(state, action);
  return v.ok ? null : v.error.code;
}

/** Every opponent of `seat` declines the counter window. */
export function declineAll(state: SixCardParadeState): SixCardParadeState {
  let s = state;
  while (s.phase === 'counterWindow') {
    const seat = game.actors(s)[0] as Seat;
    s = step(s, { type: 'decline', seat });
  }
  return s;
}

/** Plays a set for `seat` and lets it land (every opponent declines). */
export function landSet(state: SixCardParadeState, seat: Seat, cards: Card[], wild: Card | null = null) {
  return declineAll(run(state, { type: 'playSet', seat, cards, wild }));
}

/** Seat 0 takes the First Draw from the library. */
export function drawn(state: SixCardParadeState, seat: Seat = 0): SixCardParadeState {
  return run(state, { type: 'firstDraw', seat, from: 'library' });
}

/** The points table of the rule text, typed out here so tests do not read it from the code. */
export const TABLE = {
  pair: 5,
  threeOfAKind: 15,
  twoPair: 15,
  uniqueTwoPair: 25,
  threePair: 25,
  fourOfAKind: 30,
  fiveOfAKind: 40,
  straight: 25,
  suitedStraight: 35,
  uniqueStraight: 50,
  aceOfSpadesKingOfHearts: 100,
} as const;

/** The active seat ends its set part and discards `card` (default: the first card it may discard). */
export function finishTurn(state: SixCardParadeState, card?: Card): SixCardParadeState {
  const seat = state.turn;
  let s = run(state, { type: 'doneWithSets', seat });
  const discard = game.legalMoves(s, seat).find((m) => m.type === 'discard' && (card === undefined || m.card === card));
  s = run(s, discard ?? { type: 'endTurn', seat });
  return s;
}

/** A turn that plays nothing: draw from the library (or the stable), done with sets, discard. */
export function quietTurn(state: SixCardParadeState): SixCardParadeState {
  const seat = state.turn;
  let s = state;
  if (s.phase === 'firstDraw') {
    s = run(s, { type: 'firstDraw', seat, from: s.library.length > 0 ? 'library' : 'stable' });
  }
  return finishTurn(s);
}

/** Quiet turns that keep the hands as dealt (each discards the card it drew) until the library holds `k` cards. */
export function drainTo(state: SixCardParadeState, k: number): SixCardParadeState {
  let s = state;
  while (s.library.length > k) {
    const seat = s.turn;
    s = run(s, { type: 'firstDraw', seat, from: 'library' }, { type: 'doneWithSets', seat });
    s = run(s, { type: 'discard', seat, card: s.hands[seat]?.[s.hands[seat].length - 1] as Card });
  }
  return s;
}

/** Any mix of the rule options, every one left out or set to one of its values. */
export const optionsArb: fc.Arbitrary<Partial<SixCardParadeOptions>> = fc.record(
  {
    firstPlayer: fc.constantFrom('afterDealer', 'dealer'),
    stableShowsAll: fc.boolean(),
    forbidRediscardOfStableDraw: fc.boolean(),
    royalsAfterDrawToSeven: fc.boolean(),
    drawToSevenSource: fc.constantFrom('library', 'libraryThenStable'),
    discardStep: fc.constantFrom('exactlyOne', 'downToSix'),
    spentRoyalsTo: fc.constantFrom('discardPile', 'removed'),
    allowNoEffectRoyals: fc.boolean(),
    minStraightLength: fc.constantFrom(3, 4, 5),
    uniqueRule: fc.constantFrom('exactlyOnePerSuit', 'allSuitsPresent'),
    pairsMustDiffer: fc.boolean(),
    khMayRedeclareOnExtend: fc.boolean(),
    aceOfClubsVsExtensions: fc.boolean(),
    counterPromptAllOpponents: fc.boolean(),
    shuffleAfterSearch: fc.boolean(),
    kingOfSpadesTarget: fc.constantFrom('own', 'any'),
    halfPointRounding: fc.constantFrom('none', 'floor', 'ceil'),
    queenTargets: fc.constantFrom('anyTwo', 'selfAndOne'),
    queenOfClubsMayReturnGiven: fc.boolean(),
    queenOfHeartsMode: fc.constantFrom('giveOwnChoice', 'takeFromOther'),
    finalTurns: fc.constantFrom('allPlayers', 'othersOnly'),
    tieBreak: fc.constantFrom('shared', 'mostSets', 'highestSingleSet'),
    stallRoundsLimit: fc.option(fc.integer({ min: 1, max: 5 })),
  },
  { requiredKeys: [] },
);
