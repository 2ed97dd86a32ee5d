/**
 * Signed states and records (issue 31): what `restoreState` cannot see — a
 * forgery the rules could reach, such as two hands swapped — a signature made
 * when the server wrote the value refuses. Every one-byte change to a stored
 * state or record is refused, unless it leaves the same value; key order and
 * the store's formatting are not part of what is signed.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalKey } from '../../src/core/canonical.js';
import { RuleError } from '../../src/core/errors.js';
import { restoreState, stateHash } from '../../src/core/restore.js';
import { createRng, pick } from '../../src/core/rng.js';
import { createMatch } from '../../src/core/session.js';
import { signRecord, signState, verifyRecord, verifyState } from '../../src/core/sign.js';
import { type ParcellusState, parcellus } from '../../src/games/parcellus/index.js';
import { games } from '../../src/registry.js';

const KEY = 'a server key of at least thirty-two bytes, kept secret';
const OTHER = new Uint8Array(32).fill(7);

async function codeOf(p: Promise<unknown>): Promise<string> {
  try {
    await p;
    return 'resolved';
  } catch (e) {
    return e instanceof RuleError ? e.code : `not a RuleError: ${String(e)}`;
  }
}

/** A state some way into a random game. */
function midGame(gameIndex: number, steps: number, seed: number) {
  const game = games[gameIndex % games.length] as (typeof games)[number];
  const players = Math.min(Math.max(game.players.min, 3), game.players.max);
  let state = game.init({ players, seed });
  const rng = createRng(seed);
  for (let i = 0; i < steps && !game.score(state).over; i++) {
    const seat = game.actors(state)[0] as number;
    state = game.apply(state, pick(rng, game.legalMoves(state, seat)));
  }
  return { game, state };
}

describe('signState and verifyState', () => {
  it('a signed state of every game verifies, as an object and as JSON text with its keys in another order', async () => {
    for (let g = 0; g < games.length; g++) {
      const { game, state } = midGame(g, 30, 11 + g);
      const signature = await signState(state, KEY);
      expect(signature).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(stateHash(await verifyState(game, state, signature, KEY))).toBe(stateHash(state));
      // A store may hand the JSON back with its keys reordered (PostgreSQL's jsonb does).
      const reordered = JSON.stringify(JSON.parse(JSON.stringify(state)), (_k, v: unknown) =>
        v !== null && typeof v === 'object' && !Array.isArray(v)
          ? Object.fromEntries(Object.entries(v as Record<string, unknown>).reverse())
          : v,
      );
      expect(reordered).not.toBe(JSON.stringify(state));
      expect(stateHash(await verifyState(game, reordered, signature, KEY))).toBe(stateHash(state));
    }
  });

  it('refuses a forgery restoreState accepts: two Parcellus hands swapped', async () => {
    const state = parcellus.init({ players: 3, seed: 5 });
    const signature = await signState(state, KEY);
    const forged = structuredClone(state) as ParcellusState;
    [forged.hands[0], forged.hands[1]] = [forged.hands[1] as string[], forged.hands[0] as string[]];
    // The rules cannot tell: both hands are thirteen cards dealt from the same pack.
    expect(() => restoreState(parcellus, forged)).not.toThrow();
    expect(await codeOf(verifyState(parcellus, forged, signature, KEY))).toBe('BAD_SIGNATURE');
  });

  it('refuses every one-byte change to the stored text that changes the value', async () => {
    const { game, state } = midGame(1, 12, 3);
    const text = JSON.stringify(state);
    const signature = await signState(state, KEY);
    const canonical = canonicalKey(state);
    await fc.assert(
      fc.asyncProperty(fc.nat(text.length - 1), fc.integer({ min: 32, max: 126 }), async (at, code) => {
        const tampered = text.slice(0, at) + String.fromCharCode(code) + text.slice(at + 1);
        let same = false;
        try {
          same = canonicalKey(JSON.parse(tampered)) === canonical;
        } catch {
          // Not JSON any more: refused before the signature is read.
        }
        const got = await codeOf(verifyState(game, tampered, signature, KEY));
        if (same) expect(got).toBe('resolved');
        else expect(['BAD_SIGNATURE', 'BAD_STATE']).toContain(got);
        if (!same && tampered !== text) expect(got).not.toBe('resolved');
      }),
      { numRuns: 200, seed: 31 },
    );
  });

  it('refuses another key, a changed signature, a record signature and a short key', async () => {
    const { game, state } = midGame(0, 10, 9);
    const signature = await signState(state, KEY);
    expect(await codeOf(verifyState(game, state, signature, OTHER))).toBe('BAD_SIGNATURE');
    const flipped = (signature[0] === 'A' ? 'B' : 'A') + signature.slice(1);
    expect(await codeOf(verifyState(game, state, flipped, KEY))).toBe('BAD_SIGNATURE');
    for (const bad of ['', 'x', `${signature}=`, signature.slice(1), 42, null]) {
      expect(await codeOf(verifyState(game, state, bad as string, KEY))).toBe('BAD_SIGNATURE');
    }
    // What a record's signature vouches for is a record: it never passes for the same value as a state.
    expect(await codeOf(verifyState(game, state, await signRecord(state, KEY), KEY))).toBe('BAD_SIGNATURE');
    expect(await codeOf(signState(state, 'too short'))).toBe('BAD_KEY');
    expect(await codeOf(signState(state, new Uint8Array(31)))).toBe('BAD_KEY');
    expect(await codeOf(signState(state, 42 as unknown as string))).toBe('BAD_KEY');
  });

  it('a signed value that is no state of the game is refused with BAD_STATE, never a crash', async () => {
    for (const value of [null, {}, [1, 2], 'not json {', { game: 'parcellus' }]) {
      const signature = await signState(value, KEY).catch(() => 'unsigned');
      expect(await codeOf(verifyState(parcellus, value, signature, KEY))).toMatch(/^BAD_(STATE|SIGNATURE)$/);
    }
    const cyclic: Record<string, unknown> = {};
    cyclic.self = cyclic;
    expect(await codeOf(signState(cyclic, KEY))).toBe('BAD_STATE');
  });
});

describe('signRecord and verifyRecord', () => {
  it('a match record verifies and replays; a changed action is refused', async () => {
    const match = createMatch(parcellus, { players: 3, seed: 'signed' });
    const rng = createRng(4);
    for (let i = 0; i < 20; i++) {
      const seat = match.actors()[0] as number;
      match.apply(pick(rng, match.legalMoves(seat)));
    }
    const record = match.record();
    const signature = await signRecord(record, KEY);
    expect(await verifyRecord(JSON.stringify(record), signature, KEY)).toEqual(record);
    const forged = structuredClone(record);
    forged.seed = 'another deal';
    expect(await codeOf(verifyRecord(forged, signature, KEY))).toBe('BAD_SIGNATURE');
    expect(
      await codeOf(
        verifyRecord({ ...record, format: 'other' }, await signRecord({ ...record, format: 'other' }, KEY), KEY),
      ),
    ).toBe('BAD_RECORD');
  });
});
