/**
 * deckwright/server's in-memory store: the append with the expected length lets exactly one of
 * two racing writers through, what it hands out are copies, and what it stores resumes the match.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, isRuleError, parcellus, pick, stateHash } from '../../src/index.js';
import { checkMatchId, memoryStore } from '../../src/server/index.js';

const rejection = async (p: Promise<unknown>): Promise<string> => {
  try {
    await p;
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return 'no error';
};

describe('memoryStore', () => {
  it('stores a match, appends its actions and loads a record that resumes it', async () => {
    const store = memoryStore();
    const match = createMatch(parcellus, { players: 3, seed: 'store' });
    await store.create('m1', match.record());
    const rng = createRng('store');
    for (let i = 0; i < 30 && match.actors().length > 0; i++) {
      const before = match.record().actions.length;
      const seat = pick(rng, match.actors());
      expect(match.act({ action: pick(rng, match.legalMoves(seat)), step: match.step(seat) }).ok).toBe(true);
      const r = await store.append('m1', before, match.record().actions[before]!);
      expect(r).toEqual({ ok: true, length: before + 1 });
    }
    const loaded = await store.load('m1');
    expect(loaded).toEqual(match.record());
    expect(stateHash(createMatch(parcellus, loaded!).state)).toBe(stateHash(match.state));
    expect(await store.list()).toEqual([{ id: 'm1', game: 'parcellus', length: 30 }]);
    expect(await store.load('nope')).toBeUndefined();
  });

  it('lets exactly one of two appends at the same length through; the other learns the length', async () => {
    const store = memoryStore();
    await store.create('race', createMatch(parcellus, { players: 3, seed: 'race' }).record());
    const a = { type: 'passCards', seat: 0, cards: ['9S', 'TS', 'JS'] };
    const b = { type: 'passCards', seat: 1, cards: ['9H', 'TH', 'JH'] };
    const results = await Promise.all([store.append('race', 0, a), store.append('race', 0, b)]);
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const lost = results.find((r) => !r.ok);
    expect(lost).toMatchObject({ ok: false, length: 1 });
    if (lost && !lost.ok) expect(lost.error.code).toBe('CONFLICT');
    expect((await store.load('race'))?.actions).toHaveLength(1);
    // Ahead of the match, and behind it, are both conflicts.
    expect(await store.append('race', 5, a)).toMatchObject({ ok: false, length: 1 });
    expect(await store.append('race', 0, a)).toMatchObject({ ok: false, length: 1 });
    const unknown = await store.append('none', 0, a);
    expect(!unknown.ok && unknown.error.code).toBe('UNKNOWN_MATCH');
  });

  it('hands out copies: an edit of what it was given or gave back changes nothing stored', async () => {
    const store = memoryStore();
    const record = createMatch(parcellus, { players: 3, seed: 'copies' }).record();
    await store.create('c', record);
    record.actions.push({ type: 'pass', seat: 0 });
    const action = { type: 'passCards', seat: 0, cards: ['9S', 'TS', 'JS'] };
    await store.append('c', 0, action);
    action.cards.push('QS');
    const loaded = await store.load('c');
    loaded!.actions.length = 0;
    expect((await store.load('c'))?.actions).toEqual([{ type: 'passCards', seat: 0, cards: ['9S', 'TS', 'JS'] }]);
  });

  it('refuses a taken id, a bad id, what is no record and an action of no shape', async () => {
    const store = memoryStore();
    const record = createMatch(parcellus, { players: 3, seed: 'refuse' }).record();
    await store.create('x', record);
    expect(await rejection(store.create('x', record))).toBe('MATCH_EXISTS');
    for (const id of ['', 'a b', 'x'.repeat(129), 3, 'é']) {
      expect(await rejection(store.create(id as string, record))).toBe('BAD_MATCH_ID');
    }
    expect(checkMatchId('ok-1')).toBe('ok-1');
    expect(await rejection(store.create('y', { format: 'deckwright.match' } as never))).toBe('BAD_RECORD');
    for (const bad of [null, { type: 'pass' }, { seat: 0 }, { type: 1, seat: 0 }]) {
      expect(await rejection(store.append('x', 0, bad as never))).toBe('BAD_RECORD');
    }
    expect((await store.load('x'))?.actions).toEqual([]);
  });
});
