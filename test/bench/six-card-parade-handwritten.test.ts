/**
 * The hand-written Six Card Parade of `npm run bench` (bench/baseline) plays
 * the engine's games, so the bench's ratio compares like with like: for many
 * seeds and every player count, the reference's game is followed move by move
 * by the engine's fast path (`randomMove` and `applyInPlace`, choices drawn as
 * the bench's loop draws them), and before every move the hands, library,
 * stable, discard pile and fields agree, as does the move itself; at the end
 * the game is over on both sides with the same points, winners and actions.
 */
import { describe, expect, it } from 'vitest';
import {
  handwrittenPoints,
  handwrittenZones,
  playHandwrittenSixCardParade,
} from '../../bench/baseline/six-card-parade-handwritten.js';
import { type SixCardParadeState, sixCardParade } from '../../src/games/six-card-parade/index.js';
import { createRng, pick } from '../../src/index.js';

/** The engine's zones in the form {@link handwrittenZones} gives them. */
function engineZones(s: SixCardParadeState): ReturnType<typeof handwrittenZones> {
  return {
    hands: s.hands.map((h) => [...h]),
    library: [...s.library],
    stable: [...s.stable],
    discardPile: [...s.discardPile],
    fields: s.fields.map((field) =>
      field.map(
        (set) =>
          `${set.id} ${set.kind}${set.markers.includes('KC') ? ' KC' : ''}${set.markers.includes('KD') ? ' KD' : ''}`,
      ),
    ),
  };
}

/** Plays game `seed` on both sides in lockstep; returns the actions and the kinds of move seen. */
function playBoth(seed: number, players: number, seen: Set<string>): number {
  const engineRng = createRng(seed * 7 + 1);
  const s = sixCardParade.init({ players, seed });
  let steps = 0;
  const actions = playHandwrittenSixCardParade(seed, createRng(seed * 7 + 1), players, (action) => {
    // Compared as text first (cheap), and through expect only when they differ, for a readable diff.
    const mine = handwrittenZones();
    const theirs = engineZones(s);
    if (JSON.stringify(mine) !== JSON.stringify(theirs))
      expect({ seed, steps, ...mine }).toEqual({ seed, steps, ...theirs });
    const actors = sixCardParade.actors(s);
    const seat = actors.length === 1 ? (actors[0] as number) : pick(engineRng, actors);
    const move = sixCardParade.randomMove(s, seat, engineRng);
    if (JSON.stringify(action) !== JSON.stringify(move))
      expect({ seed, steps, action }).toEqual({ seed, steps, action: move });
    seen.add(move?.type === 'playRoyal' ? `playRoyal ${move.card}` : String(move?.type));
    if (move !== null) sixCardParade.applyInPlace(s, move);
    steps++;
  });
  expect(actions).toBe(steps);
  expect(sixCardParade.actors(s)).toEqual([]);
  expect(engineZones(s)).toEqual(handwrittenZones());
  const score = sixCardParade.score(s);
  expect(score.over).toBe(true);
  const points = handwrittenPoints();
  expect(points).toEqual(score.points);
  const top = Math.max(...points);
  expect(points.flatMap((p, seat) => (p === top ? [seat] : []))).toEqual(score.winners);
  return actions;
}

describe('hand-written Six Card Parade (bench baseline)', () => {
  for (const players of [2, 3, 4]) {
    it(`plays the engine's games move by move, ${players} players`, () => {
      const seen = new Set<string>();
      let actions = 0;
      for (let seed = 0; seed < 150; seed++) actions += playBoth(1000 * players + seed, players, seen);
      expect(actions).toBeGreaterThan(150 * 50);
      // The games reach every kind of move, so every rule above was compared, not just the common ones.
      for (const type of [
        'playSet',
        'extendSet',
        'stealSet',
        'retrieveCard',
        'attachMarker',
        'namePlayers',
        'giveCard',
      ]) {
        expect(seen).toContain(type);
      }
      for (const type of ['exchangePick', 'takeFromLibrary', 'counter', 'decline', 'discard', 'doneWithSets']) {
        expect(seen).toContain(type);
      }
      for (const card of ['AH', 'JS', 'JC', 'JD', 'JH']) expect(seen).toContain(`playRoyal ${card}`);
    });
  }
});
