import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../src/core/errors.js';
import { newRecord, parseMatchRecord } from '../../src/core/match.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { games, getGame, replay } from '../../src/registry.js';

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return 'no error';
};

describe('registry', () => {
  it('lists every game once by id', () => {
    expect(getGame('parcellus')).toBe(parcellus);
    expect(getGame('nope')).toBeUndefined();
    expect(new Set(games.map((g) => g.id)).size).toBe(games.length);
  });
});

describe('match records', () => {
  it('replay through the registry, and each state is the one apply gave', () => {
    const record = newRecord(parcellus, { players: 3, seed: 'r', dealer: 2 });
    let s = parcellus.init({ players: 3, seed: 'r', dealer: 2 });
    for (const seat of [0, 1, 2]) {
      const m = parcellus.legalMoves(s, seat)[seat]!;
      record.actions.push(m);
      s = parcellus.apply(s, m);
    }
    const states = replay(JSON.parse(JSON.stringify(record)));
    expect(states).toHaveLength(4);
    expect(states[3]).toEqual(s);
  });
  it('refuse a malformed record, an unknown game and an action that does not apply', () => {
    expect(codeOf(() => parseMatchRecord({ format: 'other' }))).toBe('BAD_RECORD');
    expect(codeOf(() => replay(null))).toBe('BAD_RECORD');
    const rec = newRecord({ id: 'chess', rulesVersion: 1 }, { players: 2, seed: 1 });
    expect(codeOf(() => replay(rec))).toBe('BAD_RECORD');
    const bad = newRecord(parcellus, { players: 3, seed: 1 });
    bad.actions.push({ type: 'pass', seat: 0 });
    expect(codeOf(() => replay(bad))).toBe('BAD_RECORD');
    expect(() => replay(bad)).toThrow(/Action 0 does not apply/);
    expect(codeOf(() => replay(newRecord(parcellus, { players: 4, seed: 1 })))).toBe('BAD_SETUP');
    const hostile = Object.defineProperty({}, 'format', {
      enumerable: true,
      get: () => {
        throw new Error('boom');
      },
    });
    expect(codeOf(() => replay(hostile))).toBe('BAD_RECORD');
    expect(
      codeOf(() =>
        parcellus.init(
          Object.defineProperty({ players: 3 }, 'seed', {
            enumerable: true,
            get: () => {
              throw new Error('boom');
            },
          }) as never,
        ),
      ),
    ).toBe('BAD_SETUP');
  });
});
