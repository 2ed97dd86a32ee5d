/**
 * The engine against an independent reading of the rules (oracle.ts, written
 * from the rule text and the rules page without the engine's rule code): on
 * random games under random options, at every state the actors, every actor's
 * move list and the points must agree, and after every move the zones, the
 * fields, the phase, whose turn it is, the end-phase count and the winners
 * must be what the oracle predicts.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Card } from '../../../src/core/cards.js';
import { createRng, pick, randomInt } from '../../../src/core/rng.js';
import type { SixCardParadeOptions, SixCardParadeState } from '../../../src/games/six-card-parade/index.js';
import { game, optionsArb } from './helpers.js';
import { actorsOf, keyOf, legalMoves, newTrack, predict, scoreOf, type Track } from './oracle.js';

/** `DECKWRIGHT_SOAK=n` plays n times as many games. */
const SOAK = Math.max(1, Number(process.env.DECKWRIGHT_SOAK ?? 1) || 1);

const sorted = (cs: readonly Card[]) => [...cs].sort().join(',');

/** What the oracle predicts and the engine must match, as plain data. */
function summary(s: SixCardParadeState, library: 'order' | 'contents') {
  const over = s.phase === 'over';
  return {
    phase: s.phase,
    turn: over ? null : s.turn,
    stage: over ? null : s.stage,
    stableDraw: over ? null : s.stableDraw,
    hands: s.hands.map(sorted),
    library: library === 'order' ? s.library.join(',') : sorted(s.library),
    stable: s.stable.join(','),
    discardPile: sorted(s.discardPile),
    removed: sorted(s.removed),
    fields: s.fields.map((f) =>
      [...f]
        .sort((a, b) => a.id - b.id)
        .map((x) => ({ id: x.id, kind: x.kind, cards: sorted(x.cards), wild: x.wild, markers: sorted(x.markers) })),
    ),
    pending: s.pending && { ...s.pending, cards: sorted(s.pending.cards) },
    exchange: s.exchange,
    search: s.search,
  };
}

/** One random game, checked at every step; returns the number of states compared. */
function playChecked(players: number, seed: number, options: Partial<SixCardParadeOptions>, maxSteps: number): number {
  const rng = createRng(seed);
  let s = game.init({ players, seed, options });
  let track: Track = newTrack(s);
  let steps = 0;
  for (; steps < maxSteps && s.phase !== 'over'; steps++) {
    const actors = [...game.actors(s)].sort();
    expect(actors).toEqual(actorsOf(s).sort());
    expect(game.score(s).points).toEqual(scoreOf(s).points);
    for (const seat of actors) {
      const engine = game.legalMoves(s, seat).map(keyOf).sort();
      expect(engine).toEqual(legalMoves(s, seat).map(keyOf).sort());
    }
    // a random actor, a random kind of move, a random move of that kind
    const moves = game.legalMoves(s, pick(rng, actors));
    const types = [...new Set(moves.map((m) => m.type))];
    const type = types.includes('doneWithSets') && randomInt(rng, 4) === 0 ? 'doneWithSets' : pick(rng, types);
    const action = pick(
      rng,
      moves.filter((m) => m.type === type),
    );
    const after = game.apply(s, action);
    const { next, track: t, problems } = predict(s, action, track, after);
    expect(problems).toEqual([]);
    const shuffled = action.type === 'takeFromLibrary' && s.options.shuffleAfterSearch;
    expect(summary(after, shuffled ? 'contents' : 'order')).toEqual(summary(next, shuffled ? 'contents' : 'order'));
    if (after.phase === 'over') expect([...game.score(after).winners].sort()).toEqual(scoreOf(after).winners);
    else expect(after.finalTurnsLeft).toBe(t.finalTurnsLeft);
    s = after;
    track = t;
  }
  return steps;
}

describe('Six Card Parade against an independent oracle', () => {
  it('agrees on moves and transitions in random games under the default options', () => {
    for (let i = 0; i < SOAK; i++) for (const players of [2, 3, 4]) playChecked(players, 100 * i + players, {}, 2000);
  });

  it('agrees on moves and transitions in random games under random options', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer({ min: 0, max: 2 ** 30 }), optionsArb, (p, seed, o) => {
        playChecked(p, seed, o, 400);
      }),
      { numRuns: 8 * SOAK },
    );
  });
});
