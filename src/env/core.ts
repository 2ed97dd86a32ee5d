/**
 * One game as an environment: a private state played on the fast path (`applyInPlace`, only ever
 * with a move from `legalMoves`), the seat to act, its decision taken in steps (decision.ts),
 * per-seat rewards, terminations and truncations. The AEC env (aec.ts) and the vector env
 * (vector.ts) are thin fronts on it. Refused steps throw a `RuleError` before anything changes.
 */
import { canonicalKey } from '../core/canonical.js';
import { RuleError } from '../core/errors.js';
import type { BaseAction, BaseState, Seat } from '../core/game.js';
import type { Seed } from '../core/rng.js';
import { Decision } from './decision.js';
import type { ObservationLayout } from './layout.js';
import { LayoutBuilder } from './layout.js';
import type { AnyEncoding } from './spec.js';

/** The most env steps an episode takes before it is truncated, unless `maxSteps` says otherwise. */
export const DEFAULT_MAX_STEPS = 100_000;

/** The observation layout of `enc` for `players` seats: the game's segments, then `picks`. */
export function fullLayout(enc: AnyEncoding, players: number): ObservationLayout {
  const b = new LayoutBuilder();
  for (const s of enc.layout(players).segments) b.add(s.name, s.size);
  b.add('picks', enc.actions.size);
  return b.build();
}

/** A game in play as an environment. */
export class EnvCore {
  readonly players: number;
  readonly layout: ObservationLayout;
  readonly #picksOffset: number;
  #state: BaseState | null = null;
  #options: Record<string, unknown>;
  /** The seat to act, or -1 when the episode is over (or not started). */
  agent = -1;
  /** Env steps taken in this episode. */
  steps = 0;
  /** The game ended (every seat is terminated). */
  terminated = false;
  /** The step limit ended the episode first (every seat is truncated). */
  truncated = false;
  /** Each seat's reward from the last step. */
  readonly rewards: Float64Array;
  /** Each seat's rewards since it last stepped (PettingZoo's `_cumulative_rewards`). */
  readonly cumulative: Float64Array;
  readonly #points: Float64Array;
  readonly #views: (unknown | null)[];
  readonly #declined: boolean[];
  readonly decision: Decision<BaseAction>;

  constructor(
    readonly enc: AnyEncoding,
    players: number,
    options: Record<string, unknown>,
    readonly maxSteps: number,
  ) {
    this.players = players;
    this.#options = options;
    this.layout = fullLayout(enc, players);
    this.#picksOffset = this.layout.size - enc.actions.size;
    this.rewards = new Float64Array(players);
    this.cumulative = new Float64Array(players);
    this.#points = new Float64Array(players);
    this.#views = Array.from({ length: players }, () => null);
    this.#declined = Array.from({ length: players }, () => false);
    this.decision = new Decision(enc.actions.size);
  }

  /** True once every seat is terminated or truncated. */
  get done(): boolean {
    return this.terminated || this.truncated;
  }

  /** True once `reset` has dealt a game. */
  get started(): boolean {
    return this.#state !== null;
  }

  /**
   * Deals a new game from `seed`, with `options` when given (else the options of the last reset,
   * or of the env). Throws `BAD_SETUP` for a bad seed or options, and then changes nothing.
   */
  reset(seed: Seed, options?: Record<string, unknown>): void {
    const opts = options ?? this.#options;
    if ((typeof seed !== 'string' && typeof seed !== 'number') || (typeof seed === 'string' && seed.length > 1000)) {
      throw new RuleError('BAD_SETUP', 'A seed is a number or a string of at most 1,000 characters.');
    }
    // A state fresh from init shares nothing with the caller: the fast path may change it.
    const state = this.enc.game.init({ players: this.players, seed, options: opts }) as BaseState;
    this.#options = opts;
    this.start(state);
  }

  /**
   * Starts an episode from `state`, which becomes the env's own and is changed in place as play
   * goes on: a state of this game and player count that nothing else holds (tests start from
   * states dealt and then set up, as the conformance suite does).
   */
  start(state: BaseState): void {
    this.#state = state;
    this.steps = 0;
    this.terminated = false;
    this.truncated = false;
    this.rewards.fill(0);
    this.cumulative.fill(0);
    const points = this.enc.game.score(state).points;
    for (let s = 0; s < this.players; s++) this.#points[s] = points[s] ?? 0;
    this.#moved();
  }

  /** The game state, for reading only (tests and the bridge's `view`); `null` before `reset`. */
  get state(): BaseState | null {
    return this.#state;
  }

  /** What `seat` sees now: the game's view, built once per state and seat. */
  view(seat: Seat): unknown {
    const state = this.#live();
    const cached = this.#views[seat];
    if (cached !== null && cached !== undefined) return cached;
    const v = this.enc.game.view(state, seat);
    this.#views[seat] = v;
    return v;
  }

  /** True when index `i` is allowed now (for the agent; nothing is allowed for other seats). */
  allows(i: number): boolean {
    if (this.agent < 0) return false;
    if (i === this.enc.confirm) return this.decision.confirmable;
    if (i === this.enc.decline) return this.#mayDecline();
    return this.decision.allows(i);
  }

  /** Writes `seat`'s action mask (0/1, one per index) into `out` from `offset`. */
  writeMask(seat: Seat, out: Uint8Array, offset: number): void {
    const n = this.enc.actions.size;
    if (seat !== this.agent) {
      out.fill(0, offset, offset + n);
      return;
    }
    this.decision.writeFollow(out, offset);
    out[offset + this.enc.confirm] = this.decision.confirmable ? 1 : 0;
    if (this.enc.decline >= 0) out[offset + this.enc.decline] = this.#mayDecline() ? 1 : 0;
  }

  /** Writes `seat`'s observation into `out` from `offset`: its view, and its picks when it is the agent. */
  writeObservation(seat: Seat, out: Float32Array, offset: number): void {
    out.fill(0, offset, offset + this.layout.size);
    // The direct encoder where the game has one: the same numbers as encoding the view (a
    // property test checks it), without building the view.
    const direct = this.enc.encodeState;
    if (direct !== undefined) direct(this.#live(), seat, this.players, out, offset);
    else this.enc.encode(this.view(seat), this.players, out, offset);
    // The picks in progress are the agent's own: no other seat's observation shows them.
    if (seat === this.agent) {
      const p = this.decision.picks;
      const at = offset + this.#picksOffset;
      for (let i = 0; i < p.length; i++) out[at + i] = p[i] as number;
    }
  }

  /** `seat`'s information state as text: its view in canonical JSON, then its picks by name. */
  informationState(seat: Seat): string {
    const names: string[] = [];
    if (seat === this.agent) {
      const p = this.decision.picks;
      for (let i = 0; i < p.length; i++)
        for (let k = 0; k < (p[i] as number); k++) names.push(this.enc.actions.names[i] as string);
    }
    return `${canonicalKey(this.view(seat))}\npicks:${names.join(',')}`;
  }

  /**
   * Takes action index `k` for the agent: a pick, `confirm` or `decline`. Throws, and changes
   * nothing, for no index of the space (`MALFORMED_ACTION`), an index the mask does not allow
   * (`ILLEGAL_MOVE`), or a step after the end (`GAME_OVER`) or before a reset (`BAD_SETUP`).
   */
  step(k: unknown): void {
    const state = this.#live();
    if (this.done) throw new RuleError('GAME_OVER', 'The episode is over: reset the env to play another game.');
    const n = this.enc.actions.size;
    if (typeof k !== 'number' || !Number.isInteger(k) || k < 0 || k >= n) {
      throw new RuleError('MALFORMED_ACTION', `An action is a whole number from 0 to ${n - 1}, not ${describe(k)}.`);
    }
    if (!this.allows(k)) {
      throw new RuleError(
        'ILLEGAL_MOVE',
        `Action ${k} (${this.enc.actions.names[k]}) is masked out for seat ${this.agent} now: take one the mask allows.`,
      );
    }
    const seat = this.agent;
    this.rewards.fill(0);
    this.cumulative[seat] = 0;
    this.steps++;
    if (k === this.enc.decline) {
      this.#declined[seat] = true;
      this.#choose(state);
    } else if (k === this.enc.confirm) {
      this.#apply(state, this.decision.made as BaseAction);
    } else {
      this.decision.pick(k);
      if (this.decision.complete) this.#apply(state, this.decision.made as BaseAction);
    }
    if (!this.terminated && this.steps >= this.maxSteps) {
      this.truncated = true;
      this.agent = -1;
      this.decision.clear();
    }
  }

  #live(): BaseState {
    if (this.#state === null) throw new RuleError('BAD_SETUP', 'The env has no game yet: reset it first.');
    return this.#state;
  }

  #mayDecline(): boolean {
    const opt = this.enc.optionalActor;
    return this.agent >= 0 && this.decision.picked === 0 && opt?.(this.#live(), this.agent) === true;
  }

  #apply(state: BaseState, move: BaseAction): void {
    // The move is one of `legalMoves`' own: the fast path needs no validation.
    this.enc.game.applyInPlace(state, move);
    const score = this.enc.game.score(state);
    for (let s = 0; s < this.players; s++) {
      const now = score.points[s] ?? 0;
      let r = now - (this.#points[s] as number);
      if (score.over) r += score.winners.includes(s) ? 1 : -1;
      this.rewards[s] = r;
      this.cumulative[s] = (this.cumulative[s] as number) + r;
      // Kept in place: a copy of the points a move cost an array.
      this.#points[s] = now;
    }
    if (score.over) this.terminated = true;
    this.#moved();
  }

  /** The state moved on: views are stale, declines lapse, and the next agent is chosen. */
  #moved(): void {
    this.#views.fill(null);
    this.#declined.fill(false);
    this.#choose(this.#live());
  }

  /**
   * The next agent: of the seats that may act, first those that may let the moment pass and have
   * not (in the game's actor order), then the first that must act. Simultaneous choices are so
   * taken one seat at a time; the views hide what the others chose until the game shows it.
   */
  #choose(state: BaseState): void {
    const actors = this.terminated ? NO_SEATS : this.enc.game.actors(state);
    const opt = this.enc.optionalActor;
    let agent = -1;
    // Loops, not `find` with closures: this runs after every move.
    if (opt !== undefined) {
      for (let k = 0; k < actors.length && agent < 0; k++) {
        const s = actors[k] as Seat;
        if (!this.#declined[s] && opt(state, s)) agent = s;
      }
    }
    for (let k = 0; k < actors.length && agent < 0; k++) {
      const s = actors[k] as Seat;
      if (opt === undefined || !opt(state, s)) agent = s;
    }
    this.agent = agent;
    if (agent < 0) {
      this.decision.clear();
      if (actors.length === 0) this.terminated = true;
      return;
    }
    const moves = this.enc.game.legalMoves(state, agent);
    this.decision.start(
      moves,
      this.enc.spell(() => this.view(agent), moves),
    );
  }
}

const NO_SEATS: readonly Seat[] = Object.freeze([]);

/** A short text of a refused value for a message: bounded, whatever the caller sent. */
function describe(v: unknown): string {
  const text =
    typeof v === 'string' ? JSON.stringify(v) : typeof v === 'object' && v !== null ? 'an object' : String(v);
  return text.length > 40 ? `${text.slice(0, 40)}…` : text;
}
