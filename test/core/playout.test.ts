import { describe, expect, it } from 'vitest';
import { parcellus } from '../../src/games/parcellus/index.js';
import { createRng, playout } from '../../src/index.js';

describe('playout', () => {
  it('plays a game to its end on a private copy, leaving the input as it was', () => {
    const s = parcellus.init({ players: 3, seed: 'p' });
    const before = JSON.stringify(s);
    const seen: string[] = [];
    const r = playout(parcellus, s, createRng(1), { onAction: (a) => seen.push(a.type) });
    expect(r.over).toBe(true);
    expect(parcellus.score(r.state).over).toBe(true);
    expect(r.actions).toBe(seen.length);
    expect(JSON.stringify(s)).toBe(before);
  });
  it('stops at maxActions and uses the given chooser', () => {
    const s = parcellus.init({ players: 3, seed: 'p' });
    const r = playout(parcellus, s, createRng(1), {
      maxActions: 2,
      choose: (_state, _seat, moves) => moves[moves.length - 1]!,
    });
    expect(r.actions).toBe(2);
    expect(r.over).toBe(false);
    // Two seats have chosen, each the last legal choice: the last three cards of its hand.
    const chosen = r.state.passing.flatMap((p, seat) => (p === null ? [] : [[p, seat] as const]));
    expect(chosen).toHaveLength(2);
    for (const [p, seat] of chosen) expect(p).toEqual(s.hands[seat]!.slice(3));
  });
  it('is reproducible for a seed', () => {
    const s = parcellus.init({ players: 3, seed: 'p' });
    expect(playout(parcellus, s, createRng(7)).state).toEqual(playout(parcellus, s, createRng(7)).state);
  });
});
