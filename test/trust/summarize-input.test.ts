/**
 * summarize reads what `deckwright report` reads from files: a run's
 * description and its results, both the caller's data. Anything that is not
 * one is refused with BAD_RECORD, quickly, never a TypeError, a RangeError or
 * minutes of work.
 */
import { describe, expect, it } from 'vitest';
import { summarize } from '../../src/sim/index.js';
import { outcome } from './outcome.js';

const code = outcome;

describe('summarize: hostile input', () => {
  const meta = { game: 'parcellus', players: 3, agents: ['random', 'random', 'random'], seed: 's' };
  const result = {
    index: 0,
    seats: ['random', 'random', 'random'],
    points: [1, 2, 3],
    winners: [2],
    actions: 9,
    finished: true,
  };

  it('refuses a run description that is none, before building a row per seat', () => {
    for (const players of [2 ** 32, 100_000_000, 0, -1, 2.5, Number.NaN, '3']) {
      expect(code(() => summarize({ ...meta, players } as never, []))).toBe('BAD_RECORD');
    }
    // A row per distinct agent, each a pass over the results: one agent per seat, as simulate has it.
    const many = Array.from({ length: 30_000 }, (_, i) => `agent ${i}`);
    for (const agents of [many, ['random'], []]) {
      expect(code(() => summarize({ ...meta, agents }, []))).toBe('BAD_RECORD');
    }
    for (const bad of [null, undefined, 7, { ...meta, agents: null }, { ...meta, agents: [1] }, { ...meta, seed: 5 }]) {
      expect(code(() => summarize(bad as never, []))).toBe('BAD_RECORD');
    }
  });

  it('refuses a list of results with holes', () => {
    // biome-ignore lint/suspicious/noSparseArray: the hole is the point.
    expect(code(() => summarize(meta, [result, , result] as never))).toBe('BAD_RECORD');
    expect(code(() => summarize(meta, [result]))).toBe('accepted');
  });
});
