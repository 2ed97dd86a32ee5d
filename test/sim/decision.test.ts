import { describe, expect, it } from 'vitest';
import { parcellus } from '../../src/games/parcellus/index.js';
import { createRng, isRuleError } from '../../src/index.js';
import { DecisionInput } from '../../src/sim/play.js';

describe('the input a simulated agent is handed', () => {
  const state = parcellus.init({ players: 3, seed: 'decision' });
  const seat = parcellus.actors(state)[0] ?? 0;
  const legal = parcellus.legalMoves(state, seat);
  const input = () => new DecisionInput(parcellus, state, seat, legal, createRng(1));

  it('builds the seat’s view on first read, once, and keeps it after the agent answers', () => {
    const d = input();
    const first = d.view;
    expect(first).toEqual(parcellus.view(state, seat));
    expect(d.view).toBe(first);
    d.close();
    expect(d.view).toBe(first);
  });

  it('refuses to build a view once the agent has answered (the state has moved on)', () => {
    const d = input();
    d.close();
    let caught: unknown;
    try {
      void d.view;
    } catch (e) {
      caught = e;
    }
    expect(isRuleError(caught)).toBe(true);
  });

  it('hands over the seat, its legal moves and the agent’s generator unchanged', () => {
    const rng = createRng(7);
    const d = new DecisionInput(parcellus, state, seat, legal, rng);
    expect(d.seat).toBe(seat);
    expect(d.legalMoves).toBe(legal);
    expect(d.rng).toBe(rng);
  });
});
