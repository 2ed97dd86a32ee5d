/**
 * The AEC environment: one game, one seat acting at a time, as PettingZoo users know it —
 * `reset(seed, options)`, `agentSelection`, `observe`, `actionMask`, `last()`, `step`, and per
 * seat `rewards`, `cumulativeRewards`, `terminations`, `truncations`, `infos`. Agents are seat
 * numbers. Simultaneous choices (the Parcellus pass, the Six Card Parade counter window and Queen
 * of Hearts exchange) are asked one seat at a time, and a seat sees only what its view shows.
 */

import { cloneState } from '../core/clone.js';
import { RuleError } from '../core/errors.js';
import type { BaseAction, Seat } from '../core/game.js';
import type { Seed } from '../core/rng.js';
import { EnvCore } from './core.js';
import { checkSettings, type EnvSettings, encodingOf } from './encodings.js';
import type { ObservationLayout } from './layout.js';

/** What {@link AecEnv.last} returns: the agent's observation and what it has been given since it last acted. */
export interface Last {
  /** The agent's observation (a fresh copy). */
  observation: Float32Array;
  /** Its action mask: 1 for each index it may take now. */
  actionMask: Uint8Array;
  /** Its rewards since it last stepped. */
  reward: number;
  /** The game has ended. */
  termination: boolean;
  /** The step limit ended the episode. */
  truncation: boolean;
  /** Its info entry. */
  info: Readonly<Record<string, unknown>>;
}

/** A game as an AEC environment. Make one with {@link createEnv}. */
export class AecEnv {
  readonly #core: EnvCore;
  #episode = 0;

  /** @internal Made by {@link createEnv}. */
  constructor(core: EnvCore) {
    this.#core = core;
  }

  /** The game's id. */
  get gameId(): string {
    return this.#core.enc.game.id;
  }

  /** The number of seats. */
  get players(): number {
    return this.#core.players;
  }

  /** Every seat, whether playing or not: PettingZoo's `possible_agents`. */
  get possibleAgents(): Seat[] {
    return Array.from({ length: this.#core.players }, (_, s) => s);
  }

  /** The seats still in the episode: every seat until it ends, then none. */
  get agents(): Seat[] {
    return this.#core.started && !this.#core.done ? this.possibleAgents : [];
  }

  /** How many action indices there are (the same in every state). */
  get actionCount(): number {
    return this.#core.enc.actions.size;
  }

  /** The name of action index `i` (`card:JH`, `pass`, `confirm`…), to read a policy. */
  actionName(i: number): string {
    return this.#core.enc.actions.name(i);
  }

  /** The index of the action named `name`, or -1. */
  actionIndex(name: string): number {
    return this.#core.enc.actions.indexOf(name);
  }

  /** The observation's shape: one dimension, its length. */
  get observationShape(): [number] {
    return [this.#core.layout.size];
  }

  /** The observation's segments, with their offsets. */
  get observationLayout(): ObservationLayout {
    return this.#core.layout;
  }

  /**
   * Deals a new game. `seed` defaults to the episode's number; `options` (rule options) to those
   * of the last reset. A bad seed or options give `BAD_SETUP`, and the env stays as it was.
   */
  reset(seed?: Seed, options?: Record<string, unknown>): void {
    this.#core.reset(seed ?? this.#episode, options);
    this.#episode++;
  }

  /** The seat to act, or `null` once the episode is over. */
  get agentSelection(): Seat | null {
    return this.#core.agent < 0 ? null : this.#core.agent;
  }

  /** True once every seat is terminated or truncated. */
  get done(): boolean {
    return this.#core.started && this.#core.done;
  }

  /** `seat`'s observation: its view encoded, and its own picks in progress. */
  observe(seat: Seat): Float32Array {
    this.#seat(seat);
    const out = new Float32Array(this.#core.layout.size);
    this.#core.writeObservation(seat, out, 0);
    return out;
  }

  /** `seat`'s action mask: 1 for each index it may take now (all 0 for a seat that is not to act). */
  actionMask(seat: Seat): Uint8Array {
    this.#seat(seat);
    const out = new Uint8Array(this.actionCount);
    this.#core.writeMask(seat, out, 0);
    return out;
  }

  /** `seat`'s information state as text: its view in canonical JSON and its picks. */
  informationState(seat: Seat): string {
    this.#seat(seat);
    return this.#core.informationState(seat);
  }

  /** What `seat` sees: a copy of the game's view of it. */
  view(seat: Seat): unknown {
    this.#seat(seat);
    return cloneState(this.#core.view(seat));
  }

  /** The legal moves the agent's picks can still make, in legal-move order (copies). */
  pendingMoves(): BaseAction[] {
    return cloneState(this.#core.decision.alive());
  }

  /** The agent's (or, once over, seat 0's) observation, mask, rewards since it acted, and flags. */
  last(): Last {
    const seat = Math.max(this.#core.agent, 0);
    return {
      observation: this.observe(seat),
      actionMask: this.actionMask(seat),
      reward: this.#core.cumulative[seat] ?? 0,
      termination: this.#core.terminated,
      truncation: this.#core.truncated,
      info: {},
    };
  }

  /**
   * Takes action index `action` for the agent: picks a card or target, confirms, or declines.
   * The move is made when the picks complete it and nothing more can follow (or on `confirm`).
   * An index the mask does not allow is refused (`ILLEGAL_MOVE`), one out of range
   * (`MALFORMED_ACTION`), a step after the end (`GAME_OVER`): each a `RuleError`, nothing changed.
   */
  step(action: number): void {
    this.#core.step(action);
  }

  /** Each seat's reward from the last step. */
  get rewards(): number[] {
    return Array.from(this.#core.rewards);
  }

  /** Each seat's rewards since it last stepped (PettingZoo's `_cumulative_rewards`). */
  get cumulativeRewards(): number[] {
    return Array.from(this.#core.cumulative);
  }

  /** Per seat: the game has ended (all seats at once: no game here ends for one seat alone). */
  get terminations(): boolean[] {
    return this.possibleAgents.map(() => this.#core.terminated);
  }

  /** Per seat: the step limit ended the episode. */
  get truncations(): boolean[] {
    return this.possibleAgents.map(() => this.#core.truncated);
  }

  /** Per seat: an info object (empty; PettingZoo's shape). */
  get infos(): Record<string, unknown>[] {
    return this.possibleAgents.map(() => ({}));
  }

  /** Env steps taken in this episode. */
  get steps(): number {
    return this.#core.steps;
  }

  #seat(seat: unknown): void {
    if (!this.#core.started) throw new RuleError('BAD_SETUP', 'The env has no game yet: reset it first.');
    if (typeof seat !== 'number' || !Number.isInteger(seat) || seat < 0 || seat >= this.#core.players) {
      throw new RuleError('BAD_SETUP', `Seats are 0 to ${this.#core.players - 1}, not ${String(seat).slice(0, 20)}.`);
    }
  }
}

/**
 * An AEC environment of `game` (an id such as `'parcellus'`, or the game value), with `players`
 * seats (the game's smallest count by default), rule `options` and a step limit `maxSteps`.
 * Call `reset(seed)` before the first step. Bad settings give a `BAD_SETUP` {@link RuleError}.
 *
 * @example
 * const env = createEnv('parcellus', { players: 3 });
 * env.reset(42);
 * while (!env.done) {
 *   const mask = env.actionMask(env.agentSelection as number);
 *   env.step(mask.indexOf(1));
 * }
 */
export function createEnv(game: string | { readonly id: string }, settings?: EnvSettings): AecEnv {
  const enc = encodingOf(game);
  const s = checkSettings(enc, settings);
  return new AecEnv(new EnvCore(enc, s.players, s.options, s.maxSteps));
}
