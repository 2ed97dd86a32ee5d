/**
 * What `defineGame` makes of a game's `countMoves` and `legalMovesPage` hooks:
 * they answer for seats that may act (others get 0 and `[]` without the hooks
 * being asked), the page hook is never asked for an empty page, and a game
 * with both hooks and no `randomMove` gets a random move that is the pick
 * from its list, drawing the same numbers, built from a page of one. A game
 * without the hooks answers from its list.
 */
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createRng, defineGame, pick, rngState } from '../../src/index.js';

interface ToyState {
  phase: 'play' | 'over';
  rng: [number, number, number, number];
  events: { type: string }[];
  players: number;
  toy: number;
}
type ToyAction = { type: 'pick'; seat: number; n: number };

/** Seat 0 picks one of `MOVES` numbers, three times. */
const MOVES = 40;
const calls = { count: 0, page: [] as [number, number][] };

const rules = {
  id: 'toy',
  title: 'Toy',
  players: { min: 1, max: 2 },
  optionsSchema: z.object({}),
  actionSchema: z.object({ type: z.literal('pick'), seat: z.number().int(), n: z.number().int() }),
  deck: () => [],
  setup: ({ players, rng }: { players: number; rng: [number, number, number, number] }): ToyState => ({
    phase: 'play',
    rng,
    events: [],
    players,
    toy: 0,
  }),
  actors: (s: ToyState) => (s.phase === 'over' ? [] : [0]),
  isOver: (s: ToyState) => s.phase === 'over',
  legalMoves: (_s: ToyState, seat: number): ToyAction[] =>
    Array.from({ length: MOVES }, (_, n) => ({ type: 'pick', seat, n })),
  check: () => null,
  applyInPlace: (s: ToyState) => {
    s.toy++;
    if (s.toy === 3) s.phase = 'over';
  },
  score: (s: ToyState) => ({ points: [s.toy], over: s.phase === 'over', winners: s.phase === 'over' ? [0] : [] }),
  view: (s: ToyState) => ({ toy: s.toy }),
  determinize: (_v: unknown, _seat: number, _rng: unknown): ToyState => {
    throw new Error('not used');
  },
  cards: () => [],
  stateMark: 'toy',
};

const paged = defineGame({
  ...rules,
  countMoves: () => {
    calls.count++;
    return MOVES;
  },
  legalMovesPage: (_s: ToyState, seat: number, offset: number, limit: number): ToyAction[] => {
    calls.page.push([offset, limit]);
    const out: ToyAction[] = [];
    for (let n = offset; n < Math.min(MOVES, offset + limit); n++) out.push({ type: 'pick', seat, n });
    return out;
  },
});
const listed = defineGame(rules);

describe('defineGame with count and page hooks', () => {
  it('asks the hooks for an actor only, and the page hook never for an empty page', () => {
    const state = paged.init({ players: 2, seed: 1 });
    calls.count = 0;
    calls.page = [];
    expect(paged.countMoves(state, 1)).toBe(0);
    expect(paged.legalMovesPage(state, 1, { offset: 0, limit: 5 })).toEqual([]);
    expect(paged.legalMovesPage(state, 0, { offset: 2, limit: 0 })).toEqual([]);
    expect(calls).toEqual({ count: 0, page: [] });
    expect(paged.countMoves(state, 0)).toBe(MOVES);
    expect(paged.legalMovesPage(state, 0, { offset: 38, limit: 5 })).toEqual([
      { type: 'pick', seat: 0, n: 38 },
      { type: 'pick', seat: 0, n: 39 },
    ]);
    expect(calls).toEqual({ count: 1, page: [[38, 5]] });
  });

  it('makes a random move from a count and a page of one: the pick from the list, with the same draws', () => {
    const state = paged.init({ players: 1, seed: 2 });
    const moves = paged.legalMoves(state, 0);
    const reached = new Set<number>();
    for (let seed = 0; seed < 400; seed++) {
      const [a, b] = [createRng(seed), createRng(seed)];
      calls.page = [];
      const move = paged.randomMove(state, 0, a);
      expect(move).toEqual(pick(b, moves));
      expect(rngState(a)).toEqual(rngState(b));
      expect(calls.page).toEqual([[move?.n, 1]]);
      reached.add(move?.n ?? -1);
    }
    expect(reached.size).toBe(MOVES);
  });

  it('answers from the list without hooks', () => {
    const state = listed.init({ players: 1, seed: 3 });
    expect(listed.countMoves(state, 0)).toBe(MOVES);
    expect(listed.legalMovesPage(state, 0, { offset: 10, limit: 3 })).toEqual(
      listed.legalMoves(state, 0).slice(10, 13),
    );
    expect(listed.legalMovesPage(state, 0, { offset: MOVES, limit: 3 })).toEqual([]);
  });
});
