/**
 * IS-MCTS options and the per-game playout policies: legal, non-mutating and
 * reproducible. Strength is measured by `npm run bench:agents`, not here.
 */
import { describe, expect, it } from 'vitest';
import { wildRichState } from '../../bench/wildHands.js';
import type { Agent } from '../../src/agents/agent.js';
import { ismcts } from '../../src/agents/ismcts.js';
import { createAgent, ismctsTuning } from '../../src/agents/registry.js';
import { selfPlayOptions } from '../../src/core/defaults.js';
import type { AnyGame, BaseAction, Seat } from '../../src/core/game.js';
import { createRng, pick, type Rng } from '../../src/core/rng.js';
import { frustrationRummyPlayoutPolicy } from '../../src/games/frustration-rummy/bot.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';
import { sixCardParadePlayoutPolicy } from '../../src/games/six-card-parade/playout.js';

type Policy = (state: never, seat: Seat, moves: BaseAction[], rng: Rng) => BaseAction;

/** States a random game passes through (a copy of each), at most `count`. */
function reachable(game: AnyGame, players: number, seed: string, count: number, options = {}): unknown[] {
  const rng = createRng(`walk-${seed}`);
  const state = structuredClone(game.init({ players, seed, options: { ...selfPlayOptions(game.id), ...options } }));
  const out: unknown[] = [];
  while (out.length < count && game.actors(state).length > 0) {
    out.push(structuredClone(state));
    const seat = pick(rng, game.actors(state));
    game.applyInPlace(state, pick(rng, game.legalMoves(state, seat)));
  }
  return out;
}

/** A prior that always wants the last legal move: rarely what a random search would pick. */
const lastMove: Agent<BaseAction, unknown> = { name: 'last', act: ({ legalMoves }) => legalMoves.at(-1) as BaseAction };

describe('IS-MCTS with a prior', () => {
  it('tries the prior move first and keeps it when the search has nothing against it', () => {
    let checked = 0;
    for (const game of [sixCardParade, parcellus] as AnyGame[]) {
      const bot = ismcts(game, { iterations: 1, prior: lastMove });
      for (const state of reachable(game, 3, 'prior', 80)) {
        const seat = game.actors(state)[0] as Seat;
        const legalMoves = game.legalMoves(state, seat) as BaseAction[];
        if (legalMoves.length < 3) continue;
        const view = game.view(state, seat);
        // One iteration visits exactly one root move: the prior's.
        expect(bot.act({ seat, view, legalMoves, rng: createRng(checked) })).toEqual(legalMoves.at(-1));
        checked++;
      }
    }
    expect(checked).toBeGreaterThan(10);
  });

  it('still searches: with the credit off and many iterations it may leave the prior move', () => {
    const game = sixCardParade as AnyGame;
    let departed = 0;
    for (const state of reachable(game, 3, 'depart', 60)) {
      const seat = game.actors(state)[0] as Seat;
      const legalMoves = game.legalMoves(state, seat) as BaseAction[];
      if (legalMoves.length < 3) continue;
      const bot = ismcts(game, { iterations: 30, prior: lastMove, priorBias: 0, priorVisits: 0 });
      const move = bot.act({ seat, view: game.view(state, seat), legalMoves, rng: createRng(1) });
      expect(legalMoves).toContainEqual(move);
      if (JSON.stringify(move) !== JSON.stringify(legalMoves.at(-1))) departed++;
    }
    expect(departed).toBeGreaterThan(0);
  });
});

describe('IS-MCTS with an evaluation', () => {
  // The first decision of a Six Card Parade game: draw from the library or take the stable's top card.
  const state = sixCardParade.init({ players: 3, seed: 'evaluate' });
  const seat = sixCardParade.actors(state)[0] as Seat;
  const legalMoves = sixCardParade.legalMoves(state, seat) as BaseAction[];
  const top = state.stable.at(-1) as string;
  const input = () => ({ seat, view: sixCardParade.view(state, seat), legalMoves, rng: createRng('evaluate') });
  const holdsTop = (s: { hands: string[][] }) => s.hands.map((h, i) => (i === seat && h.includes(top) ? 1 : 0));

  it('scores where the playout stops with the game’s evaluation instead of the win', () => {
    expect(legalMoves.map((m) => (m as { from?: string }).from).sort()).toEqual(['library', 'stable']);
    // Playouts stop at once: the reward is the evaluation of the position right after the root move.
    const taker = ismcts(sixCardParade as AnyGame, {
      iterations: 12,
      maxPlayoutActions: 0,
      evaluate: holdsTop as never,
    });
    expect(taker.act(input())).toMatchObject({ type: 'firstDraw', from: 'stable' });
    const leaver = ismcts(sixCardParade as AnyGame, {
      iterations: 12,
      maxPlayoutActions: 0,
      evaluate: ((s: { hands: string[][] }) => holdsTop(s).map((x) => 1 - x)) as never,
    });
    expect(leaver.act(input())).toMatchObject({ type: 'firstDraw', from: 'library' });
  });

  it('searches only where searchWhen says so, and plays the prior’s move elsewhere', () => {
    let evaluated = 0;
    const seen: unknown[] = [];
    const evaluate = ((s: { hands: string[][] }) => {
      evaluated++;
      return holdsTop(s);
    }) as never;
    const options = { iterations: 12, maxPlayoutActions: 0, evaluate, prior: lastMove };
    const off = ismcts(sixCardParade as AnyGame, {
      ...options,
      searchWhen: ((v: unknown) => seen.push(v) < 0) as never,
    });
    expect(off.act(input())).toEqual(legalMoves.at(-1));
    expect(evaluated).toBe(0);
    expect(seen).toEqual([sixCardParade.view(state, seat)]);
    const on = ismcts(sixCardParade as AnyGame, { ...options, searchWhen: (() => true) as never });
    on.act(input());
    expect(evaluated).toBe(12);
  });
});

describe('IS-MCTS with a tree depth', () => {
  it('maxTreeDepth 1 judges each root move where it leaves the world; without it the tree grows further', () => {
    // A Frustration Rummy turn starts with a draw: one move later the same seat holds 14 cards and plays on.
    const state = frustrationRummy.init({ players: 3, seed: 'depth' });
    const seat = state.toAct;
    const legalMoves = frustrationRummy.legalMoves(state, seat) as BaseAction[];
    expect(legalMoves).toHaveLength(2);
    const depths = (maxTreeDepth?: number): boolean[] => {
      const oneMoveOn: boolean[] = [];
      const evaluate = ((s: typeof state) => {
        oneMoveOn.push(s.phase === 'play' && s.toAct === seat && s.hands[seat]?.length === 14);
        return s.hands.map(() => 0.5);
      }) as never;
      const options = { iterations: 20, maxPlayoutActions: 0, evaluate };
      const bot = ismcts(
        frustrationRummy as AnyGame,
        maxTreeDepth === undefined ? options : { ...options, maxTreeDepth },
      );
      bot.act({ seat, view: frustrationRummy.view(state, seat), legalMoves, rng: createRng('depth') });
      return oneMoveOn;
    };
    const flat = depths(1);
    expect(flat).toHaveLength(20);
    expect(flat.every((x) => x)).toBe(true);
    expect(depths().some((x) => !x)).toBe(true);
  });
});

describe('playout policies', () => {
  const cases: [AnyGame, Policy, Record<string, unknown>[]][] = [
    [
      sixCardParade as AnyGame,
      sixCardParadePlayoutPolicy as unknown as Policy,
      [
        {},
        { stableShowsAll: true, queenOfHeartsMode: 'takeFromOther', kingOfSpadesTarget: 'any' },
        { discardStep: 'downToSix', forbidRediscardOfStableDraw: true },
      ],
    ],
    [frustrationRummy as AnyGame, frustrationRummyPlayoutPolicy as unknown as Policy, [{}, { allowBuying: true }]],
  ];
  for (const [game, policy, tables] of cases) {
    it(`${game.id}: a legal move in reachable states, without touching the state, the same for the same generator`, () => {
      let checked = 0;
      for (const [t, options] of tables.entries()) {
        for (const players of [2, 3, 4]) {
          for (const state of reachable(game, players, `policy-${t}-${players}`, 150, options)) {
            for (const seat of game.actors(state) as Seat[]) {
              const moves = game.legalMoves(state, seat) as BaseAction[];
              const before = JSON.stringify(state);
              const move = policy(state as never, seat, moves, createRng(checked));
              expect(moves).toContainEqual(move);
              expect(JSON.stringify(state)).toBe(before);
              expect(policy(state as never, seat, moves, createRng(checked))).toEqual(move);
              checked++;
            }
          }
        }
      }
      expect(checked).toBeGreaterThan(300);
    });
  }
});

describe('tuned IS-MCTS agents', () => {
  for (const game of [sixCardParade, frustrationRummy] as AnyGame[]) {
    it(`${game.id}: the registry's tuning picks a legal move from the view, reproducibly`, () => {
      const tuning = ismctsTuning[game.id];
      expect(tuning?.prior).toBeDefined();
      // Six Card Parade plays its playouts out; Frustration Rummy appraises each root move without one.
      if (game.id === 'frustration-rummy') expect(tuning?.evaluate).toBeDefined();
      else expect(tuning?.playoutPolicy).toBeDefined();
      const bot = createAgent('ismcts:6', game);
      let checked = 0;
      for (const state of reachable(game, 3, 'tuned', 40)) {
        const seat = game.actors(state)[0] as Seat;
        const legalMoves = game.legalMoves(state, seat) as BaseAction[];
        if (legalMoves.length < 2) continue;
        const input = () => ({ seat, view: game.view(state, seat), legalMoves, rng: createRng(checked) });
        const move = bot.act(input());
        expect(legalMoves).toContainEqual(move);
        expect(bot.act(input())).toEqual(move);
        checked++;
      }
      expect(checked).toBeGreaterThan(5);
    });
  }
});

describe('IS-MCTS below the root on long move lists', () => {
  // Seat 0 before its draw, on contract 6 (a run of 8) with 9 wilds dealt: once it has drawn, its
  // list in every sampled world holds its 14 cards' discards and whatever melds they make.
  const state = wildRichState(6, 9, createRng('long lists'), {}, false);
  const seat = 0;
  const legalMoves = frustrationRummy.legalMoves(state, seat) as BaseAction[];
  /** Searches 12 worlds two moves deep, counting the lists made and the hand sizes where each iteration stops. */
  const search = (sampleMovesAbove: number) => {
    let listed = 0;
    let least = Number.POSITIVE_INFINITY;
    const spied = {
      ...frustrationRummy,
      legalMoves: (s: never, who: number) => {
        listed++;
        return frustrationRummy.legalMoves(s, who);
      },
    } as AnyGame;
    const handSizes: number[] = [];
    const evaluate = ((s: typeof state) => {
      handSizes.push(s.hands[seat]?.length ?? 0);
      if (s.hands[seat]?.length === 14) least = Math.min(least, frustrationRummy.countMoves(s, seat));
      return s.hands.map(() => 0.5);
    }) as never;
    const bot = ismcts(spied, { iterations: 12, maxTreeDepth: 2, maxPlayoutActions: 0, evaluate, sampleMovesAbove });
    const move = bot.act({ seat, view: frustrationRummy.view(state, seat), legalMoves, rng: createRng('search') });
    return { move, listed, least, handSizes };
  };

  it('counts and samples a long list instead of making it, and searches as deep', () => {
    expect(legalMoves.map((m) => m.type)).toEqual(['draw', 'draw']);
    const { move, listed, least, handSizes } = search(8);
    expect(legalMoves).toContainEqual(move);
    // The first two iterations tried the two draws; every later one went a move deeper, to one of
    // the drawn hand's moves (a meld, a discard…), which leaves 13 cards or fewer in hand.
    expect(handSizes.slice(0, 2)).toEqual([14, 14]);
    expect(handSizes.slice(2).every((n) => n <= 13)).toBe(true);
    expect(handSizes).toHaveLength(12);
    // Those lists are longer than 8, and were counted and sampled, never made (the root's list is
    // the caller's): each draw's node has at most 5 children, fewer than half of its moves.
    expect(least).toBeGreaterThan(10);
    expect(listed).toBe(0);
  });

  it('makes the list below the root when it is short enough, as by default', () => {
    const { move, listed, handSizes } = search(Number.POSITIVE_INFINITY);
    expect(legalMoves).toContainEqual(move);
    expect(handSizes.slice(2).every((n) => n <= 13)).toBe(true);
    expect(listed).toBe(10);
  });

  it('refuses a sampleMovesAbove that is not a number from 0', () => {
    for (const bad of [-1, Number.NaN, '5', {}]) {
      expect(() => ismcts(frustrationRummy as AnyGame, { sampleMovesAbove: bad as never })).toThrow(
        expect.objectContaining({ code: 'BAD_SETUP' }),
      );
    }
  });
});
