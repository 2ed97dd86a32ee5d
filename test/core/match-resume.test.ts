/**
 * createMatch as a server holds it: resumed from a record or from a stored state with its record
 * (the same states and hashes as the match that wrote them), the per-seat step that refuses stale
 * actions, the versions records carry, spectator views, and listeners that throw.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import type { AnyGame, BaseAction } from '../../src/core/game.js';
import {
  createMatch,
  createRng,
  ENGINE_VERSION,
  games,
  type MatchRecord,
  parcellus,
  parseMatchRecord,
  pick,
  type Rng,
  replay,
  selfPlayOptions,
  stateHash,
} from '../../src/index.js';
import { stackedDeck, WORKED_PICKS, WORKED_SPEC } from '../games/parcellus/helpers.js';
import { thrownCode } from '../thrown.js';

const playersOf = (game: AnyGame) => Math.min(Math.max(game.players.min, 3), game.players.max);

/** A match of `game` played `n` random legal actions in (fewer when it ends first). */
function played(game: AnyGame, seed: string, n: number, rng: Rng) {
  const m = createMatch(game, { players: playersOf(game), seed, options: selfPlayOptions(game.id) });
  for (let i = 0; i < n && m.actors().length > 0; i++) {
    const seat = pick(rng, m.actors());
    expect(m.apply(pick(rng, m.legalMoves(seat))).ok).toBe(true);
  }
  return m;
}

/** Plays the same random continuation on both matches, checking they stay one match: the same states and hashes. */
function continueBoth(a: ReturnType<typeof played>, b: ReturnType<typeof played>, rng: Rng, n: number): number {
  let steps = 0;
  for (let i = 0; i < n && a.actors().length > 0; i++) {
    const seat = pick(rng, a.actors());
    const move = pick(rng, a.legalMoves(seat));
    expect(b.legalMoves(seat)).toEqual(a.legalMoves(seat));
    expect(b.act({ action: move, step: b.step(seat) }).ok).toBe(true);
    expect(a.act({ action: move, step: a.step(seat) }).ok).toBe(true);
    expect(stateHash(b.state)).toBe(stateHash(a.state));
    expect(b.state).toEqual(a.state);
    steps++;
  }
  return steps;
}

describe('createMatch from a match record', () => {
  for (const game of games) {
    it(`${game.id}: resumes exactly where the record stops, through JSON`, () => {
      const rng = createRng(`resume ${game.id}`);
      for (const n of [0, 1, 7, 40]) {
        const original = played(game, `resume-${n}`, n, rng);
        const record = JSON.parse(JSON.stringify(original.record())) as MatchRecord;
        const resumed = createMatch(game, record);
        expect(stateHash(resumed.state)).toBe(stateHash(original.state));
        expect(resumed.history.map((h) => stateHash(h.state))).toEqual(original.history.map((h) => stateHash(h.state)));
        expect(resumed.history.map((h) => h.revealed)).toEqual(original.history.map((h) => h.revealed));
        expect(resumed.canUndo()).toBe(original.canUndo());
        for (let seat = 0; seat < record.players; seat++) expect(resumed.step(seat)).toBe(original.step(seat));
        expect(resumed.record()).toEqual(original.record());
        expect(continueBoth(original, resumed, rng, 30)).toBeGreaterThan(0);
        expect(replay(resumed.record()).at(-1)).toEqual(original.state);
      }
    });

    it(`${game.id}: resumes from a stored state and its record without replaying`, () => {
      const rng = createRng(`stored ${game.id}`);
      const original = played(game, 'stored', 25, rng);
      const stored = { state: JSON.stringify(original.state) };
      const resumed = createMatch(game, JSON.parse(JSON.stringify(original.record())), stored);
      expect(stateHash(resumed.state)).toBe(stateHash(original.state));
      expect(resumed.history).toEqual([]);
      // Nothing before the resume point can be taken back: its states are not kept.
      expect(resumed.canUndo()).toBe(false);
      expect(resumed.undo().ok).toBe(false);
      for (let seat = 0; seat < original.record().players; seat++) expect(resumed.step(seat)).toBe(original.step(seat));
      expect(continueBoth(original, resumed, rng, 30)).toBeGreaterThan(0);
      expect(resumed.record()).toEqual(original.record());
      expect(stateHash(replay(resumed.record()).at(-1))).toBe(stateHash(resumed.state));
    });
  }

  it('refuses a stored state that is no state, of other players, or beside a setup; and a record action of no shape', () => {
    const original = played(parcellus, 'bad-stored', 5, createRng(1));
    const record = original.record();
    const state = JSON.parse(JSON.stringify(original.state)) as { hands: string[][] };
    state.hands[0]?.push('AS');
    expect(thrownCode(() => createMatch(parcellus, record, { state }))).toBe('BAD_STATE');
    expect(thrownCode(() => createMatch(parcellus, record, { state: '{' }))).toBe('BAD_STATE');
    expect(thrownCode(() => createMatch(parcellus, { players: 3, seed: 1 } as never, { state: original.state }))).toBe(
      'BAD_SETUP',
    );
    const badAction = { ...record, actions: [...record.actions, { type: 'nope', seat: 0 }] };
    expect(thrownCode(() => createMatch(parcellus, badAction, { state: original.state }))).toBe('BAD_RECORD');
    const badSeat = { ...record, actions: [...record.actions, { type: 'pass', seat: 7 }] };
    expect(thrownCode(() => createMatch(parcellus, badSeat, { state: original.state }))).toBe('BAD_RECORD');
    // Replayed, an action that does not apply is named.
    const illegal = { ...record, actions: [{ type: 'pass', seat: 0 }] };
    expect(() => createMatch(parcellus, illegal)).toThrow(/Action 0 does not apply/);
    const hostile = Object.defineProperty({}, 'state', {
      get: () => {
        throw new Error('boom');
      },
    });
    expect(thrownCode(() => createMatch(parcellus, record, hostile as never))).toBe('BAD_STATE');
  });
});

describe('match records carry the engine and rules versions', () => {
  const base = () => {
    const m = played(parcellus, 'versions', 6, createRng(2));
    return m.record();
  };

  it('are written with this engine’s version, the package’s, and the game’s rules version', () => {
    const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { version: string };
    expect(ENGINE_VERSION).toBe(pkg.version);
    const rec = base();
    expect(rec).toMatchObject({ version: 2, engine: pkg.version, rulesVersion: parcellus.rulesVersion });
    for (const game of games) expect(Number.isInteger(game.rulesVersion) && game.rulesVersion >= 1).toBe(true);
  });

  it('replay a version 1 record, as written before the versions were stored', () => {
    const { engine: _e, rulesVersion: _r, ...rest } = base();
    const v1 = { ...rest, version: 1 };
    expect(parseMatchRecord(v1)).toMatchObject({ version: 2, engine: '0.1.0', rulesVersion: 1 });
    expect(replay(v1).at(-1)).toEqual(replay(base()).at(-1));
    expect(createMatch(parcellus, v1 as never).state).toEqual(replay(base()).at(-1));
    // A version 1 record has no version fields of its own.
    expect(thrownCode(() => parseMatchRecord({ ...v1, engine: '0.1.0' }))).toBe('BAD_RECORD');
  });

  it('refuse a record played under other rules with RULES_CHANGED, and one of a later engine with NEWER_ENGINE', () => {
    for (const rulesVersion of [parcellus.rulesVersion + 1, parcellus.rulesVersion + 7]) {
      const rec = { ...base(), rulesVersion };
      expect(thrownCode(() => replay(rec))).toBe('RULES_CHANGED');
      expect(thrownCode(() => createMatch(parcellus, rec))).toBe('RULES_CHANGED');
    }
    const [major, minor, patch] = ENGINE_VERSION.split('.').map(Number) as [number, number, number];
    for (const engine of [`${major}.${minor}.${patch + 1}`, `${major}.${minor + 1}.0`, `${major + 1}.0.0`]) {
      expect(thrownCode(() => replay({ ...base(), engine }))).toBe('NEWER_ENGINE');
      expect(thrownCode(() => createMatch(parcellus, { ...base(), engine }))).toBe('NEWER_ENGINE');
    }
    expect(thrownCode(() => replay({ ...base(), version: 3, anything: 'new' }))).toBe('NEWER_ENGINE');
    // Earlier engines' records replay; an engine that is no version is no record.
    expect(replay({ ...base(), engine: '0.0.9' })).toHaveLength(7);
    for (const engine of ['latest', '', '1.2', 3])
      expect(thrownCode(() => replay({ ...base(), engine }))).toBe('BAD_RECORD');
    expect(thrownCode(() => replay({ ...base(), rulesVersion: 0 }))).toBe('BAD_RECORD');
  });
});

describe('the per-seat step guard', () => {
  const newMatch = () => createMatch(parcellus, { players: 3, seed: 'm', deck: stackedDeck(WORKED_SPEC), dealer: 0 });

  it('counts each seat’s own actions: another seat acting in the same blind pass makes no choice stale', () => {
    const m = newMatch();
    expect([0, 1, 2].map((s) => m.step(s))).toEqual([0, 0, 0]);
    expect(m.act({ action: { type: 'passCards', seat: 0, cards: WORKED_PICKS[0] }, step: 0 }).ok).toBe(true);
    expect([0, 1, 2].map((s) => m.step(s))).toEqual([1, 0, 0]);
    expect(m.act({ action: { type: 'passCards', seat: 1, cards: WORKED_PICKS[1] }, step: 0 }).ok).toBe(true);
    // Taken back, the action counts still, and the undo once more: the same action sent again
    // from before the undo is stale, not a new choice.
    expect(m.undo().ok).toBe(true);
    expect(m.step(1)).toBe(2);
    const retry = m.act({ action: { type: 'passCards', seat: 1, cards: WORKED_PICKS[1] }, step: 1 });
    expect(!retry.ok && retry.error.code).toBe('STALE');
    expect(m.act({ action: { type: 'passCards', seat: 1, cards: WORKED_PICKS[1] }, step: 2 }).ok).toBe(true);
    expect(m.step(7)).toBe(0);
  });

  it('refuses with STALE an action sent again, or chosen before the seat’s last one', () => {
    const m = newMatch();
    const envelope = { action: { type: 'passCards', seat: 0, cards: WORKED_PICKS[0] }, step: 0 };
    expect(m.act(envelope).ok).toBe(true);
    const again = m.act(envelope);
    expect(again.ok).toBe(false);
    if (!again.ok) expect(again.error.code).toBe('STALE');
    // A refusal a player meets (a click that crossed a move): a message of its own to translate.
    if (!again.ok) expect(again.error.messageId).toBe('deckwright.error.stale');
    const ahead = m.act({ action: { type: 'passCards', seat: 1, cards: WORKED_PICKS[1] }, step: 3 });
    expect(!ahead.ok && ahead.error.code).toBe('STALE');
    expect(m.history).toHaveLength(1);
    // The rules still judge an action of the right step.
    const wrong = m.act({ action: { type: 'play', seat: 1, card: 'QC' }, step: 0 });
    expect(!wrong.ok && wrong.error.code).toBe('WRONG_PHASE');
  });

  it('refuses what is no envelope with MALFORMED_ACTION, never throwing, changing nothing', () => {
    const m = newMatch();
    const action = { type: 'passCards', seat: 0, cards: WORKED_PICKS[0] };
    const hostile = new Proxy(
      {},
      {
        ownKeys: () => {
          throw new Error('boom');
        },
      },
    );
    const shared: unknown[] = [];
    let deep: unknown[] = shared;
    for (let i = 0; i < 30; i++) deep = [deep, deep];
    for (const bad of [
      null,
      42,
      'x',
      [action, 0],
      action,
      { action },
      { action, step: -1 },
      { action, step: 0.5 },
      { action, step: '0' },
      { action, step: 0, extra: 1 },
      { step: 0 },
      hostile,
      { action: deep, step: 0 },
    ]) {
      const r = m.act(bad);
      expect(r.ok).toBe(false);
      if (!r.ok) expect(r.error.code).toBe('MALFORMED_ACTION');
    }
    expect(m.history).toHaveLength(0);
    expect(m.act({ action: { type: 'passCards', seat: 0, cards: ['AS'] }, step: 0 }).ok).toBe(false);
  });
});

describe('spectators', () => {
  it('see through the match only what is public: no card of any hand, nor of the dummy', () => {
    const rng = createRng('spectate');
    const deck = new Set(parcellus.deck());
    const cardsIn = (x: unknown, out = new Set<string>()): Set<string> => {
      if (typeof x === 'string' && deck.has(x)) out.add(x);
      else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
      else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
      return out;
    };
    const m = createMatch(parcellus, { players: 3, seed: 'spectate' });
    let checked = 0;
    while (m.actors().length > 0 && checked < 200) {
      const { events: _past, ...present } = m.view('spectator') as { events: unknown };
      const hidden = new Set([...m.state.dummy, ...m.state.hands.flat()]);
      for (const c of cardsIn(present)) expect(hidden.has(c), c).toBe(false);
      checked++;
      const seat = pick(rng, m.actors());
      m.apply(pick(rng, m.legalMoves(seat)));
    }
    expect(checked).toBeGreaterThan(20);
    expect(m.view('spectator')).toEqual(parcellus.view(m.state, 'spectator'));
  });
});

describe('listeners that throw', () => {
  const newMatch = () => createMatch(parcellus, { players: 3, seed: 'listeners' });
  const move = (m: ReturnType<typeof newMatch>) => m.legalMoves(m.actors()[0] ?? 0)[0] as BaseAction;

  it('go to their onError, with the change; the change and the other listeners go on', () => {
    const m = newMatch();
    const errors: [unknown, string][] = [];
    const boom = new Error('listener broke');
    m.subscribe(
      () => {
        throw boom;
      },
      { onError: (e, change) => errors.push([e, change.kind]) },
    );
    const heard: string[] = [];
    m.subscribe((c) => heard.push(c.kind));
    expect(m.apply(move(m)).ok).toBe(true);
    expect(m.undo().ok).toBe(true);
    expect(errors).toEqual([
      [boom, 'apply'],
      [boom, 'undo'],
    ]);
    expect(heard).toEqual(['apply', 'undo']);
  });

  it('without onError, or with one that throws too, are written to the console and never end the process', async () => {
    const logged: unknown[][] = [];
    const spy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args);
    });
    const uncaught: unknown[] = [];
    const onUncaught = (e: unknown) => uncaught.push(e);
    process.on('uncaughtException', onUncaught);
    try {
      const m = newMatch();
      m.subscribe(() => {
        throw new Error('first');
      });
      m.subscribe(
        () => {
          throw new Error('second');
        },
        {
          onError: () => {
            throw new Error('handler');
          },
        },
      );
      expect(m.apply(move(m)).ok).toBe(true);
      await new Promise((r) => setTimeout(r, 10));
    } finally {
      process.off('uncaughtException', onUncaught);
      spy.mockRestore();
    }
    expect(uncaught).toEqual([]);
    const messages = logged.map((args) => args.map((a) => (a instanceof Error ? a.message : String(a))).join(' '));
    expect(messages.some((t) => t.includes('first'))).toBe(true);
    expect(messages.some((t) => t.includes('handler'))).toBe(true);
    expect(messages.some((t) => t.includes('second'))).toBe(true);
  });

  it('refuses an onError that is no function', () => {
    const m = newMatch();
    expect(thrownCode(() => m.subscribe(() => {}, { onError: 3 as never }))).toBe('BAD_SETUP');
  });
});
