/**
 * The vector environment: many games of one kind stepped in one call over typed arrays, for
 * training loops. Actions come in an `Int32Array` (one per game, for that game's agent); every
 * step writes each game's agent, its observation and mask, each seat's reward and the episode
 * flags into buffers allocated once. A game that ends is dealt again in the same step
 * (auto-reset): its flags say it ended, its observation and mask are the new game's first.
 */
import { RuleError } from '../core/errors.js';
import type { Seed } from '../core/rng.js';
import { EnvCore } from './core.js';
import { checkSettings, type EnvSettings, encodingOf } from './encodings.js';
import type { ObservationLayout } from './layout.js';

/** What a vector env is set up with: the env settings and how many games. */
export interface VectorEnvSettings extends EnvSettings {
  /** How many games are stepped together, from 1 to 100,000. */
  count: number;
}

/** Many games stepped together. Make one with {@link createVectorEnv}. */
export class VectorEnv {
  readonly #cores: EnvCore[];
  readonly #seeds: Seed[];
  /** How many games. */
  readonly count: number;
  /** Seats per game. */
  readonly players: number;
  /** Action indices per game. */
  readonly actionCount: number;
  /** One observation's length. */
  readonly observationSize: number;
  /** One observation's segments. */
  readonly observationLayout: ObservationLayout;
  /** Game `i`'s agent's observation at `i * observationSize`. */
  readonly observations: Float32Array;
  /** Game `i`'s agent's mask (0/1) at `i * actionCount`. */
  readonly masks: Uint8Array;
  /** Game `i`'s seat `s` reward from the last step at `i * players + s`. */
  readonly rewards: Float32Array;
  /** Game `i`'s seat to act (its observation and mask are that seat's). */
  readonly agents: Int32Array;
  /** 1 where the last step ended game `i` by the rules (it was dealt again). */
  readonly terminations: Uint8Array;
  /** 1 where the last step ended game `i` by the step limit (it was dealt again). */
  readonly truncations: Uint8Array;
  /** Episodes finished by each game since `reset`. */
  readonly episodes: Int32Array;

  /** @internal Made by {@link createVectorEnv}. */
  constructor(cores: EnvCore[]) {
    const first = cores[0] as EnvCore;
    this.#cores = cores;
    this.count = cores.length;
    this.players = first.players;
    this.actionCount = first.enc.actions.size;
    this.observationLayout = first.layout;
    this.observationSize = first.layout.size;
    this.observations = new Float32Array(this.count * this.observationSize);
    this.masks = new Uint8Array(this.count * this.actionCount);
    this.rewards = new Float32Array(this.count * this.players);
    this.agents = new Int32Array(this.count).fill(-1);
    this.terminations = new Uint8Array(this.count);
    this.truncations = new Uint8Array(this.count);
    this.episodes = new Int32Array(this.count);
    this.#seeds = cores.map((_, i) => i);
  }

  /**
   * Deals every game: game `i` from `seeds[i]`, or from `${seed}/${i}` for one seed (0 when left
   * out). After an auto-reset, game `i`'s episode `n` is dealt from `${seeds[i]}/${n}`. A bad seed
   * or list gives `BAD_SETUP` and changes nothing.
   */
  reset(seeds?: Seed | readonly Seed[]): void {
    let list: Seed[];
    if (Array.isArray(seeds)) {
      if (seeds.length !== this.count) {
        throw new RuleError('BAD_SETUP', `reset takes ${this.count} seeds, one a game, not ${seeds.length}.`);
      }
      list = [...(seeds as Seed[])];
    } else {
      const base = (seeds as Seed | undefined) ?? 0;
      list = this.#cores.map((_, i) => `${base}/${i}`);
    }
    for (const s of list) {
      if ((typeof s !== 'string' || s.length > 1000) && (typeof s !== 'number' || !Number.isFinite(s))) {
        throw new RuleError('BAD_SETUP', 'A seed is a finite number or a string of at most 1,000 characters.');
      }
    }
    for (let i = 0; i < this.count; i++) {
      this.#seeds[i] = list[i] as Seed;
      this.episodes[i] = 0;
      (this.#cores[i] as EnvCore).reset(list[i] as Seed);
      this.#write(i);
    }
    this.rewards.fill(0);
    this.terminations.fill(0);
    this.truncations.fill(0);
  }

  /**
   * Steps every game with its action: `actions[i]` for game `i`'s agent. Every action is checked
   * against its mask first: one that is not allowed gives an `ILLEGAL_MOVE` (or, out of range,
   * `MALFORMED_ACTION`) RuleError naming the game, and no game moves.
   */
  step(actions: Int32Array): void {
    if (!(actions instanceof Int32Array) || actions.length !== this.count) {
      throw new RuleError('MALFORMED_ACTION', `step takes an Int32Array of ${this.count} actions, one a game.`);
    }
    for (let i = 0; i < this.count; i++) {
      const core = this.#cores[i] as EnvCore;
      if (!core.started) throw new RuleError('BAD_SETUP', 'The vector env has no games yet: reset it first.');
      const k = actions[i] as number;
      if (k < 0 || k >= this.actionCount) {
        throw new RuleError('MALFORMED_ACTION', `Game ${i}: ${k} is no action index (0 to ${this.actionCount - 1}).`);
      }
      if (!core.allows(k)) {
        throw new RuleError('ILLEGAL_MOVE', `Game ${i}: action ${k} (${core.enc.actions.names[k]}) is masked out.`);
      }
    }
    const p = this.players;
    for (let i = 0; i < this.count; i++) {
      const core = this.#cores[i] as EnvCore;
      core.step(actions[i] as number);
      for (let s = 0; s < p; s++) this.rewards[i * p + s] = core.rewards[s] as number;
      this.terminations[i] = core.terminated ? 1 : 0;
      this.truncations[i] = core.truncated ? 1 : 0;
      if (core.done) {
        const n = (this.episodes[i] as number) + 1;
        this.episodes[i] = n;
        core.reset(`${this.#seeds[i]}/${n}`);
      }
      this.#write(i);
    }
  }

  /** Writes game `i`'s agent, observation and mask. */
  #write(i: number): void {
    const core = this.#cores[i] as EnvCore;
    const seat = core.agent;
    this.agents[i] = seat;
    // A game just dealt always has a seat to act; -1 only before the first reset.
    core.writeObservation(Math.max(seat, 0), this.observations, i * this.observationSize);
    core.writeMask(seat, this.masks, i * this.actionCount);
  }
}

/**
 * A vector env of `settings.count` games of `game` (an id or the game value), with the env
 * settings of {@link createEnv} for each. Call `reset` before the first `step`.
 *
 * @example
 * const v = createVectorEnv('parcellus', { count: 64 });
 * v.reset(7);
 * const actions = new Int32Array(v.count);
 * for (let i = 0; i < v.count; i++) actions[i] = v.masks.subarray(i * v.actionCount).indexOf(1);
 * v.step(actions);
 */
export function createVectorEnv(game: string | { readonly id: string }, settings: VectorEnvSettings): VectorEnv {
  const enc = encodingOf(game);
  const s = checkSettings(enc, settings);
  const count = (settings as { count?: unknown } | undefined)?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > 100_000) {
    throw new RuleError('BAD_SETUP', 'count is a whole number of games from 1 to 100,000.');
  }
  const cores = Array.from({ length: count }, () => new EnvCore(enc, s.players, s.options, s.maxSteps));
  return new VectorEnv(cores);
}
