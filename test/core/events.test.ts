import { produce } from 'immer';
import { describe, expect, it } from 'vitest';
import { drafting } from '../../src/core/draft.js';
import { clearEvents, emit, startEvents } from '../../src/core/events.js';

type E = { type: string; n: number };
const ev = (n: number): E => ({ type: 'e', n });

describe('events', () => {
  it('clearEvents starts a new list and leaves the last action’s list as it was', () => {
    const state = { events: [ev(1), ev(2)] };
    const last = state.events;
    clearEvents(state);
    emit(state, ev(3));
    expect(state.events).toEqual([ev(3)]);
    expect(last).toEqual([ev(1), ev(2)]);
  });

  it('startEvents gives the same list as clearEvents then emit, and leaves the last list as it was', () => {
    const a = { events: [ev(1)] };
    const b = { events: [ev(1)] };
    const last = a.events;
    startEvents(a, ev(2));
    emit(a, ev(3));
    clearEvents(b);
    emit(b, ev(2));
    emit(b, ev(3));
    expect(a.events).toEqual(b.events);
    expect(last).toEqual([ev(1)]);
  });

  it('emit records events in order, the first and the second in lists of their own', () => {
    const state: { events: E[] } = { events: [] };
    const empty = state.events;
    emit(state, ev(0));
    const one = state.events;
    for (let n = 1; n < 5; n++) emit(state, ev(n));
    expect(state.events.map((e) => e.n)).toEqual([0, 1, 2, 3, 4]);
    expect(empty).toEqual([]);
    expect(one).toEqual([ev(0)]);
  });

  it('inside apply’s produce gives the same list and leaves the base state alone', () => {
    const base = Object.freeze({ events: Object.freeze([ev(9)]) as E[], x: 1 });
    const next = drafting(() =>
      produce(base, (d) => {
        clearEvents(d);
        emit(d, ev(1));
        emit(d, ev(2));
      }),
    );
    expect(next.events).toEqual([ev(1), ev(2)]);
    expect(base.events).toEqual([ev(9)]);
    expect(Object.isFrozen(next.events)).toBe(true);
  });
});
