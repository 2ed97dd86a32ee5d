/**
 * deckwright/server's turn clocks on a manual clock: a deadline for each seat that may act, reset
 * by its own actions, cleared when it may no longer act; a move chosen or a forfeit at the
 * deadline; nothing fires for a seat that acted in time. No test here waits for real time.
 */
import { describe, expect, it } from 'vitest';
import { createMatch, createRng, isRuleError, parcellus, pick, sixCardParade } from '../../src/index.js';
import { createTurnClock, type Expiry, manualClock, watchMatch } from '../../src/server/index.js';

const codeOf = (f: () => unknown): string => {
  try {
    f();
  } catch (e) {
    return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
  }
  return 'no error';
};

describe('manualClock', () => {
  it('runs timers in the order of their times, only when advanced past them', () => {
    const clock = manualClock(100);
    const ran: string[] = [];
    clock.set(() => ran.push('b'), 20);
    const a = clock.set(() => ran.push('never'), 5);
    clock.set(() => {
      ran.push('a');
      clock.set(() => ran.push('c'), 15);
    }, 10);
    clock.clear(a);
    clock.advance(19);
    expect(ran).toEqual(['a']);
    expect(clock.now()).toBe(119);
    clock.advance(10);
    expect(ran).toEqual(['a', 'b', 'c']);
    expect(clock.pending()).toBe(0);
  });
});

describe('createTurnClock', () => {
  it('gives each actor a deadline, renews it after the seat’s own action, and forfeits a seat that lets it pass', () => {
    const clock = manualClock();
    const heard: Expiry[] = [];
    const turns = createTurnClock({ clock, limitMs: 1000, atDeadline: 'forfeit', onExpiry: (e) => heard.push(e) });
    turns.update([0, 1], [0, 0]);
    expect([turns.deadline(0), turns.deadline(1), turns.deadline(2)]).toEqual([1000, 1000, null]);
    clock.advance(600);
    // Seat 0 acted and may act again: a fresh deadline; seat 1 keeps its own.
    turns.update([0, 1], [1, 0]);
    expect([turns.deadline(0), turns.deadline(1)]).toEqual([1600, 1000]);
    clock.advance(400);
    expect(heard).toEqual([{ kind: 'forfeit', seat: 1, step: 0 }]);
    // Seat 0 may no longer act: its deadline goes.
    turns.update([2], [1, 0, 0]);
    expect(turns.deadline(0)).toBeNull();
    clock.advance(5000);
    expect(heard).toEqual([
      { kind: 'forfeit', seat: 1, step: 0 },
      { kind: 'forfeit', seat: 2, step: 0 },
    ]);
    // Steps left out count as 0: updated again with nothing new, a deadline stays where it was.
    turns.update([0], [1]);
    turns.update([0, 1], [1]);
    clock.advance(10);
    turns.update([0, 1], [1]);
    expect([turns.deadline(0), turns.deadline(1)]).toEqual([7000, 7000]);
    turns.stop();
    clock.advance(5000);
    expect(heard).toHaveLength(2);
    turns.update([0], [2, 0, 0]);
    expect(clock.pending()).toBe(0);
  });

  it('refuses a limit that is no positive time, and an action at the deadline that is neither', () => {
    const onExpiry = () => {};
    expect(codeOf(() => createTurnClock({ limitMs: 0, atDeadline: 'forfeit', onExpiry }))).toBe('BAD_SETUP');
    expect(codeOf(() => createTurnClock({ limitMs: Number.NaN, atDeadline: 'forfeit', onExpiry }))).toBe('BAD_SETUP');
    expect(codeOf(() => createTurnClock({ limitMs: 5, atDeadline: 'bot' as never, onExpiry }))).toBe('BAD_SETUP');
    expect(codeOf(() => createTurnClock({ limitMs: 5, atDeadline: 'forfeit', onExpiry: null as never }))).toBe(
      'BAD_SETUP',
    );
  });
});

describe('watchMatch', () => {
  it('plays a match to its end on bot moves at the deadlines alone, each applied with its step', () => {
    const clock = manualClock();
    const match = createMatch(sixCardParade, { players: 3, seed: 'clock' });
    const rng = createRng('clock');
    const turns = watchMatch(match, {
      clock,
      limitMs: 30_000,
      atDeadline: (seat) => sixCardParade.randomMove(match.state, seat, rng),
    });
    for (let i = 0; i < 5000 && match.actors().length > 0; i++) clock.advance(30_000);
    expect(match.score().over).toBe(true);
    expect(match.history.length).toBeGreaterThan(20);
    expect(clock.pending()).toBe(0);
    turns.stop();
  });

  it('fires nothing for a seat that acts in time, and a move chosen late loses to the seat’s own', () => {
    const clock = manualClock();
    const match = createMatch(parcellus, { players: 3, seed: 'in-time' });
    const rng = createRng('in-time');
    let chosen = 0;
    const turns = watchMatch(match, {
      clock,
      limitMs: 10_000,
      atDeadline: (seat) => {
        chosen++;
        return pick(rng, match.legalMoves(seat));
      },
    });
    // Everyone passes in time.
    for (const seat of [0, 1, 2]) {
      clock.advance(3000);
      expect(match.act({ action: pick(rng, match.legalMoves(seat)), step: match.step(seat) }).ok).toBe(true);
    }
    clock.advance(9000);
    expect(chosen).toBe(0);
    // Now one seat leads; at its deadline a move is made for it, and the next seat's clock starts.
    const [leader] = match.actors();
    clock.advance(1000);
    expect(chosen).toBe(1);
    expect(match.history.at(-1)?.action.seat).toBe(leader);
    expect(match.step(leader!)).toBe(2);
    turns.stop();
    const length = match.history.length;
    clock.advance(100_000);
    expect(match.history).toHaveLength(length);
  });

  it('reports a forfeit to onForfeit, and makes no move', () => {
    const clock = manualClock();
    const match = createMatch(parcellus, { players: 3, seed: 'forfeit' });
    const forfeits: number[] = [];
    watchMatch(match, { clock, limitMs: 500, atDeadline: 'forfeit', onForfeit: (seat) => forfeits.push(seat) });
    clock.advance(499);
    expect(forfeits).toEqual([]);
    clock.advance(1);
    expect(forfeits.sort()).toEqual([0, 1, 2]);
    expect(match.history).toHaveLength(0);
  });
});
