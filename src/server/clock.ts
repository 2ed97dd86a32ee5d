/**
 * Turn clocks: a deadline for each seat that may act, and what happens when it passes (a move
 * chosen for the seat, as a bot would, or a forfeit). Time comes from an injected {@link Clock},
 * so a test drives the deadlines with {@link manualClock} and never waits.
 */
import { RuleError } from '../core/errors.js';
import type { BaseAction, BaseState, Seat } from '../core/game.js';
import type { Match } from '../core/session.js';

/** Where a turn clock reads the time and sets its timers. */
export interface Clock {
  /** Milliseconds, from any fixed origin. */
  now(): number;
  /** Calls `fn` once, `ms` from now; returns a handle for {@link Clock.clear}. */
  set(fn: () => void, ms: number): unknown;
  /** Cancels a timer set by {@link Clock.set} (one already run or cleared is ignored). */
  clear(handle: unknown): void;
}

/** The real time: `Date.now` and `setTimeout`, the timers unref'd so that a clock never keeps a process alive. */
export const systemClock: Clock = {
  now: () => Date.now(),
  set(fn, ms) {
    const t = setTimeout(fn, ms);
    (t as { unref?: () => void }).unref?.();
    return t;
  },
  clear: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/** A {@link Clock} that moves only when told: for tests. */
export interface ManualClock extends Clock {
  /** Moves the time on by `ms`, running every timer that falls due, in the order of their times. */
  advance(ms: number): void;
  /** How many timers wait. */
  pending(): number;
}

/** A clock whose time moves only with {@link ManualClock.advance}, starting at `start`. */
export function manualClock(start = 0): ManualClock {
  let now = start;
  let next = 0;
  const timers = new Map<number, { at: number; fn: () => void }>();
  return {
    now: () => now,
    set(fn, ms) {
      const id = next++;
      timers.set(id, { at: now + Math.max(0, ms), fn });
      return id;
    },
    clear(handle) {
      timers.delete(handle as number);
    },
    advance(ms) {
      const until = now + ms;
      for (;;) {
        // The earliest timer due (the first set, among equal times): a timer may set or clear others.
        let due: [number, { at: number; fn: () => void }] | undefined;
        for (const t of timers) if (t[1].at <= until && (due === undefined || t[1].at < due[1].at)) due = t;
        if (due === undefined) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = until;
    },
    pending: () => timers.size,
  };
}

/** What happens at a seat's deadline. */
export type Expiry =
  | {
      /** A move is made for the seat. */
      kind: 'move';
      /** The seat whose time ran out. */
      seat: Seat;
      /** The seat's step when its deadline was set: send it beside the move (`match.act`), so a move the seat made meanwhile wins. */
      step: number;
      /** The move chosen for it. */
      action: unknown;
    }
  | {
      /** The seat forfeits: what that means (the match ends, the seat loses) is the server's to say. */
      kind: 'forfeit';
      /** The seat whose time ran out. */
      seat: Seat;
      /** The seat's step when its deadline was set. */
      step: number;
    };

/** Options of {@link createTurnClock}. */
export interface TurnClockOptions {
  /** The time each seat has to act, in milliseconds, from when it may act (or acted last and may act again). */
  limitMs: number;
  /**
   * At a deadline: `'forfeit'`, or a function choosing the seat's move (a bot's; return `null` to
   * do nothing).
   */
  atDeadline: 'forfeit' | ((seat: Seat) => unknown);
  /** Told each expiry: apply the move (through the server's usual path), or end the match. */
  onExpiry(expiry: Expiry): void;
  /** Time and timers; {@link systemClock} when left out. */
  clock?: Clock;
}

/** A turn clock: see {@link createTurnClock}. */
export interface TurnClock {
  /**
   * Tells the clock who may act now and each seat's step (`match.actors()`, `match.step(seat)`),
   * after every change: a seat that may act and had no deadline, or whose step moved, gets a
   * fresh one; a seat that may no longer act has none.
   */
  update(actors: readonly Seat[], steps: readonly number[]): void;
  /** The time (as the clock reads it) by which `seat` must act, or `null`. */
  deadline(seat: Seat): number | null;
  /** Clears every deadline; later updates set none. */
  stop(): void;
}

/**
 * A deadline per seat, set when the seat may act (anew after each of its own actions) and cleared
 * when it may not; at a deadline, `onExpiry` hears a move chosen for the seat or its forfeit.
 * Throws `RuleError('BAD_SETUP')` for a limit that is not a positive number of milliseconds.
 *
 * @example
 * const clock = createTurnClock({
 *   limitMs: 30_000,
 *   atDeadline: (seat) => game.randomMove(match.state, seat, rng),
 *   onExpiry: (e) => e.kind === 'move' && match.act({ action: e.action, step: e.step }),
 * });
 * match.subscribe(() => clock.update(match.actors(), seats.map((s) => match.step(s))));
 */
export function createTurnClock(options: TurnClockOptions): TurnClock {
  const { limitMs, atDeadline, onExpiry } = options;
  if (typeof limitMs !== 'number' || !Number.isFinite(limitMs) || limitMs <= 0) {
    throw new RuleError('BAD_SETUP', 'A turn clock’s limitMs is a positive number of milliseconds.');
  }
  if (atDeadline !== 'forfeit' && typeof atDeadline !== 'function') {
    throw new RuleError('BAD_SETUP', 'A turn clock’s atDeadline is "forfeit" or a function choosing a move.');
  }
  if (typeof onExpiry !== 'function') throw new RuleError('BAD_SETUP', 'A turn clock’s onExpiry is a function.');
  const clock = options.clock ?? systemClock;
  const running = new Map<Seat, { at: number; step: number; handle: unknown }>();
  let stopped = false;

  const expire = (seat: Seat, step: number): void => {
    running.delete(seat);
    if (stopped) return;
    if (atDeadline === 'forfeit') {
      onExpiry({ kind: 'forfeit', seat, step });
      return;
    }
    const action = atDeadline(seat);
    if (action !== null && action !== undefined) onExpiry({ kind: 'move', seat, step, action });
  };

  return {
    update(actors, steps) {
      if (stopped) return;
      for (const [seat, t] of running) {
        if (!actors.includes(seat) || (steps[seat] ?? 0) !== t.step) {
          clock.clear(t.handle);
          running.delete(seat);
        }
      }
      for (const seat of actors) {
        if (running.has(seat)) continue;
        const step = steps[seat] ?? 0;
        const handle = clock.set(() => expire(seat, step), limitMs);
        running.set(seat, { at: clock.now() + limitMs, step, handle });
      }
    },
    deadline: (seat) => running.get(seat)?.at ?? null,
    stop() {
      stopped = true;
      for (const t of running.values()) clock.clear(t.handle);
      running.clear();
    },
  };
}

/**
 * A turn clock on a live match held in this process: updated by the match's changes, a move chosen
 * at a deadline is applied with its step (`match.act`), and a forfeit goes to `onForfeit`. Returns
 * the clock; `stop()` also unsubscribes it.
 */
export function watchMatch<State extends BaseState, Action extends BaseAction, View>(
  match: Match<State, Action, View>,
  options: Omit<TurnClockOptions, 'onExpiry'> & { onForfeit?: (seat: Seat) => void },
): TurnClock {
  const seats = Array.from({ length: match.record().players }, (_, i) => i);
  const clock = createTurnClock({
    ...options,
    onExpiry(e) {
      if (e.kind === 'move') match.act({ action: e.action, step: e.step });
      else options.onForfeit?.(e.seat);
    },
  });
  const sync = (): void =>
    clock.update(
      match.actors(),
      seats.map((s) => match.step(s)),
    );
  const off = match.subscribe(sync);
  sync();
  return {
    update: clock.update,
    deadline: clock.deadline,
    stop() {
      off();
      clock.stop();
    },
  };
}
