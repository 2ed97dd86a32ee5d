/**
 * `countMoves` and `legalMovesPage` against `legalMoves`, on every reachable
 * state of random games of every game, player count and several option sets
 * (as the conformance suite walks them): the count is the list's length, any
 * page (random offsets and limits, limit 0, past the end, a limit larger than
 * the list) is the slice of the list, the same actions in the same order, and
 * consecutive pages make the whole list. Frustration Rummy's walk favours melds
 * and lay-offs, so laid-down hands, wild swaps and buys come up (with
 * `allowWildSwap`, `allowBuying` and `maxBuysPerRound: 10`), and wild-rich
 * stacked hands give it long meld lists. Also the guards: another game's state
 * or a view is `BAD_STATE`, a bad page `BAD_PAGE`, a seat that may not act 0
 * moves.
 */
import fc from 'fast-check';
import { freeze } from 'immer';
import { describe, expect, it } from 'vitest';
import { wildRichState } from '../../bench/wildHands.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';
import {
  type AnyGame,
  type BaseAction,
  createMatch,
  createRng,
  isRuleError,
  pick,
  type Rng,
  randomInt,
} from '../../src/index.js';

/** The games, their player counts and option sets walked. */
const CASES: { game: AnyGame; players: number[]; variants: Record<string, unknown>[]; maxActions: number }[] = [
  {
    game: sixCardParade,
    players: [2, 3, 4],
    variants: [
      {},
      { discardStep: 'downToSix', drawToSevenSource: 'libraryThenStable', royalsAfterDrawToSeven: false },
      { minStraightLength: 3, pairsMustDiffer: false, queenOfHeartsMode: 'takeFromOther', queenTargets: 'selfAndOne' },
      { forbidRediscardOfStableDraw: true, uniqueRule: 'allSuitsPresent', kingOfSpadesTarget: 'any' },
    ],
    maxActions: 2000,
  },
  {
    game: parcellus,
    players: [3],
    variants: [{}, { passDirection: 'alwaysLeft', dummyExhausted: 'endRound', autoPassWhenNoLegalCard: true }],
    maxActions: 5000,
  },
  {
    game: frustrationRummy,
    players: [2, 3, 4, 5, 6],
    variants: [
      { maxTurnsPerRound: 5 },
      { maxTurnsPerRound: 6, allowWildSwap: true, allowBuying: true, maxBuysPerRound: 10 },
      { maxTurnsPerRound: 5, allowWildSwap: true, allowBuying: true, forbidDiscardOfTakenUpcard: true },
      { maxTurnsPerRound: 5, wildRatio: 'lessThanHalf', allowWrap: true, setsRequireSameSuit: true },
    ],
    maxActions: 8000,
  },
];

const SAFE = Number.MAX_SAFE_INTEGER;

/** `game.legalMovesPage` with the offset and limit. */
const pageOf = (game: AnyGame, state: unknown, seat: number, offset: number, limit: number): BaseAction[] =>
  game.legalMovesPage(state, seat, { offset, limit }) as BaseAction[];

/**
 * Checks count and pages of `seat` against its list in `state`: the count, random pages (and
 * the edge ones), and the list walked page by page with a random page size.
 */
function expectPagesAreSlices(game: AnyGame, state: unknown, seat: number, rng: Rng): void {
  const moves = game.legalMoves(state, seat) as BaseAction[];
  const n = moves.length;
  expect(game.countMoves(state, seat), 'countMoves is the length of legalMoves').toBe(n);
  const pages: [number, number][] = [
    [0, 1],
    [0, SAFE],
    [n, 1],
    [n + 1, 5],
    [SAFE, SAFE],
    [randomInt(rng, n + 3), 0],
  ];
  for (let k = 0; k < 4; k++) pages.push([randomInt(rng, n + 3), 1 + randomInt(rng, n + 2)]);
  for (const [offset, limit] of pages) {
    expect(pageOf(game, state, seat, offset, limit), `page ${offset}+${limit} of ${n}`).toEqual(
      moves.slice(offset, offset + limit),
    );
  }
  // Consecutive pages, walked until one comes back short: at most about ten of them.
  const size = Math.max(1 + randomInt(rng, 12), Math.ceil(n / 9));
  const walked: BaseAction[] = [];
  for (let offset = 0; ; offset += size) {
    const page = pageOf(game, state, seat, offset, size);
    walked.push(...page);
    if (page.length < size) break;
  }
  expect(walked).toEqual(moves);
}

/** Frustration Rummy moves by kind, for a walk that lays down and lays off far more than a uniform one. */
function favoured(moves: readonly BaseAction[], rng: Rng): BaseAction {
  for (const type of ['meld', 'layOff', 'swapWild', 'buy']) {
    const some = moves.filter((m) => m.type === type);
    if (some.length > 0 && randomInt(rng, 10) < 7) return pick(rng, some);
  }
  return pick(rng, moves);
}

for (const { game, players: counts, variants, maxActions } of CASES) {
  for (const players of counts) {
    describe(`${game.id}, ${players} players: countMoves and legalMovesPage`, () => {
      it('count the list and page it in its order, on every state of random games', () => {
        fc.assert(
          fc.property(fc.integer(), fc.nat({ max: variants.length - 1 }), (seed, variant) => {
            const rng = createRng(seed);
            // Frozen states, made by `apply`: neither function may change the state it reads.
            let state = freeze(game.init({ players, seed, options: variants[variant] }), true);
            for (let step = 0; step < maxActions && game.actors(state).length > 0; step++) {
              for (let seat = 0; seat < players; seat++) expectPagesAreSlices(game, state, seat, rng);
              for (const ghost of [-1, players, 0.5, '0']) {
                expect(game.countMoves(state, ghost as number)).toBe(0);
                expect(game.legalMovesPage(state, ghost as number, { offset: 0, limit: 10 })).toEqual([]);
              }
              const seat = pick(rng, game.actors(state));
              const moves = game.legalMoves(state, seat) as BaseAction[];
              state = game.apply(state, game === frustrationRummy ? favoured(moves, rng) : pick(rng, moves));
            }
          }),
          { numRuns: game === frustrationRummy ? 3 : 4 },
        );
      });
    });
  }
}

describe('Frustration Rummy countMoves and legalMovesPage on wild-rich hands', () => {
  it('count and page the long meld lists of 6 to 10 wilds, for every contract and both ratios', () => {
    const rng = createRng('wild pages');
    for (const options of [{}, { wildRatio: 'lessThanHalf' as const, allowWildSwap: true, allowBuying: true }]) {
      for (let contract = 1; contract <= 14; contract++) {
        const state = freeze(wildRichState(contract, 6 + randomInt(rng, 5), rng, options), true);
        expectPagesAreSlices(frustrationRummy, state, 0, rng);
      }
    }
  });
});

describe('countMoves and legalMovesPage guards', () => {
  const states: [AnyGame, unknown][] = [
    [sixCardParade, sixCardParade.init({ players: 2, seed: 'guards' })],
    [parcellus, parcellus.init({ players: 3, seed: 'guards' })],
    [frustrationRummy, frustrationRummy.init({ players: 3, seed: 'guards' })],
  ];
  const codeOf = (f: () => unknown): string | null => {
    try {
      f();
      return null;
    } catch (e) {
      return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
    }
  };

  it('refuse another game’s state and a view with BAD_STATE', () => {
    for (const [game, state] of states) {
      const seat = (game.actors(state) as number[])[0] as number;
      const others: unknown[] = [game.view(state, seat), JSON.parse(JSON.stringify(game.view(state, seat)))];
      for (const [other, theirs] of states) if (other !== game) others.push(theirs);
      for (const bad of [...others, null, 7, 'state', {}]) {
        expect(codeOf(() => game.countMoves(bad, seat))).toBe('BAD_STATE');
        expect(codeOf(() => game.legalMovesPage(bad, seat, { offset: 0, limit: 5 }))).toBe('BAD_STATE');
      }
    }
  });

  it('refuse a page that is not two whole numbers from 0 with BAD_PAGE, for every seat', () => {
    const hostile = new Proxy(
      {},
      {
        get() {
          throw new Error('no');
        },
      },
    );
    const bad: unknown[] = [
      null,
      undefined,
      5,
      'page',
      [],
      {},
      { offset: 0 },
      { limit: 5 },
      { offset: -1, limit: 5 },
      { offset: 0, limit: -1 },
      { offset: 0.5, limit: 5 },
      { offset: 0, limit: 2.5 },
      { offset: Number.NaN, limit: 5 },
      { offset: 0, limit: Number.POSITIVE_INFINITY },
      { offset: 2 ** 60, limit: 5 },
      { offset: 0, limit: 1e300 },
      { offset: '0', limit: 5 },
      { offset: 0, limit: 5n },
      hostile,
    ];
    for (const [game, state] of states) {
      for (const seat of [0, 1, 2, 99]) {
        bad.forEach((page, i) => {
          expect(
            codeOf(() => game.legalMovesPage(state, seat, page as never)),
            `bad page ${i}`,
          ).toBe('BAD_PAGE');
        });
      }
      // A good page is no error, also for a seat that may not act.
      for (const seat of [0, 1, 2, 99])
        expect(codeOf(() => game.legalMovesPage(state, seat, { offset: 3, limit: 0 }))).toBeNull();
    }
  });

  it('give a seat that may not act, and a finished game, no moves', () => {
    for (const [game, state] of states) {
      const actors = game.actors(state) as number[];
      for (let seat = 0; seat < 3; seat++) {
        if (actors.includes(seat)) continue;
        expect(game.countMoves(state, seat)).toBe(0);
        expect(game.legalMovesPage(state, seat, { offset: 0, limit: 50 })).toEqual([]);
      }
      const rng = createRng(game.id);
      let s = structuredClone(state);
      while (game.actors(s).length > 0) {
        const seat = pick(rng, game.actors(s));
        game.applyInPlace(s, game.randomMove(s, seat, rng));
      }
      s = freeze(s, true);
      for (let seat = 0; seat < 3; seat++) {
        expect(game.countMoves(s, seat)).toBe(0);
        expect(game.legalMovesPage(s, seat, { offset: 0, limit: 50 })).toEqual([]);
      }
    }
  });

  it('a match answers both for its current state', () => {
    const match = createMatch(parcellus, { players: 3, seed: 'match pages' });
    const rng = createRng('match pages');
    for (let step = 0; step < 40 && match.actors().length > 0; step++) {
      for (let seat = 0; seat < 3; seat++) {
        const moves = match.legalMoves(seat);
        expect(match.countMoves(seat)).toBe(moves.length);
        expect(match.legalMovesPage(seat, { offset: 1, limit: 4 })).toEqual(moves.slice(1, 5));
      }
      expect(match.apply(pick(rng, match.legalMoves(pick(rng, match.actors())))).ok).toBe(true);
    }
    expect(codeOf(() => match.legalMovesPage(0, { offset: -1, limit: 4 }))).toBe('BAD_PAGE');
  });
});
