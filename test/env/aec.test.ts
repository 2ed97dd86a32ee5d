/**
 * The AEC env as a PettingZoo user meets it: the blind pass and the buy window taken one seat at
 * a time, rewards kept per seat until it acts, the step limit, and every refusal (bad settings,
 * seeds, seats and actions) a RuleError that leaves the env as it was.
 */
import { describe, expect, it } from 'vitest';
import { type AecEnv, createEnv, observationLayout } from '../../src/env/index.js';
import type { RummyView } from '../../src/games/frustration-rummy/view.js';
import type { ParcellusView } from '../../src/games/parcellus/view.js';
import { createRng, type Rng, randomInt } from '../../src/index.js';

const allowedOf = (env: AecEnv): number[] => {
  const out: number[] = [];
  env.actionMask(env.agentSelection as number).forEach((m, i) => {
    if (m === 1) out.push(i);
  });
  return out;
};

/** The segment `name` of `env`'s observation of `seat`. */
function segment(env: AecEnv, seat: number, name: string): number[] {
  const s = env.observationLayout.segments.find((x) => x.name === name);
  if (s === undefined) throw new Error(`no segment ${name}`);
  return Array.from(env.observe(seat).subarray(s.offset, s.offset + s.size));
}

function randomStep(env: AecEnv, rng: Rng, avoid = -1): void {
  const ok = allowedOf(env).filter((i) => i !== avoid);
  env.step(ok[randomInt(rng, ok.length)] as number);
}

describe('the Parcellus blind pass (P3), one seat at a time', () => {
  it('asks seat 0, then 1, then 2, and no seat sees another pick or pass until the cards move', () => {
    const env = createEnv('parcellus');
    env.reset(7);
    expect(env.agentSelection).toBe(0);
    const seat1Before = env.observe(1);
    const [first, second, third] = allowedOf(env);
    env.step(first as number);
    // A pick is seat 0's alone: seat 1 sees the same as before, and has no action to take.
    expect(env.agentSelection).toBe(0);
    expect(Array.from(env.observe(1))).toEqual(Array.from(seat1Before));
    expect(env.actionMask(1).every((m) => m === 0)).toBe(true);
    expect(segment(env, 0, 'picks')[first as number]).toBe(1);
    env.step(second as number);
    env.step(third as number);
    // Three cards make the pass at once: nothing else can follow them.
    expect(env.agentSelection).toBe(1);
    const v0 = env.view(0) as ParcellusView;
    expect(v0.myPass?.length).toBe(3);
    // Seat 1 sees that seat 0 (two seats to its left) has chosen, not what.
    expect(segment(env, 1, 'passChosen')).toEqual([0, 0, 1]);
    expect(segment(env, 1, 'myPass').every((x) => x === 0)).toBe(true);
    expect(segment(env, 1, 'received').every((x) => x === 0)).toBe(true);
    for (let k = 0; k < 6; k++) randomStep(env, createRng(k));
    // The cards have moved: each seat now sees what it received.
    expect((env.view(1) as ParcellusView).phase).toBe('act');
    expect(segment(env, 1, 'received').reduce((a, b) => a + b, 0)).toBe(3);
  });
});

describe('the Frustration Rummy buy window (R29), buyers first', () => {
  it('offers each eligible buyer decline or buy before the seat to act draws; the drawer has no decline', () => {
    const env = createEnv('frustration-rummy', { players: 4, options: { allowBuying: true, maxTurnsPerRound: 10 } });
    const rng = createRng(3);
    const decline = env.actionIndex('decline');
    let windows = 0;
    for (let seed = 0; seed < 6 && windows < 3; seed++) {
      env.reset(seed);
      while (!env.done && windows < 3) {
        const seat = env.agentSelection as number;
        const v = env.view(seat) as RummyView;
        if (v.buyable && seat !== v.toAct) {
          windows++;
          expect(allowedOf(env)).toEqual(expect.arrayContaining([decline, env.actionIndex('buy')]));
          const asked: number[] = [];
          // Every buyer declines: each is asked once, then the seat to act, which may not decline.
          while ((env.view(env.agentSelection as number) as RummyView).buyable && env.agentSelection !== v.toAct) {
            asked.push(env.agentSelection as number);
            env.step(decline);
          }
          expect(new Set(asked).size).toBe(asked.length);
          expect(asked).not.toContain(v.toAct);
          expect(env.agentSelection).toBe(v.toAct);
          expect(allowedOf(env)).not.toContain(decline);
          continue;
        }
        expect(allowedOf(env)).not.toContain(decline);
        randomStep(env, rng, decline);
      }
    }
    expect(windows).toBe(3);
  });
});

describe('rewards, terminations and truncations', () => {
  it('keeps a seat its rewards until it acts, as PettingZoo cumulative rewards do', () => {
    const env = createEnv('parcellus', { options: { targetScore: 5 } });
    env.reset(11);
    const rng = createRng(11);
    const since = [0, 0, 0];
    while (!env.done) {
      const seat = env.agentSelection as number;
      expect(env.last().reward).toBeCloseTo(since[seat] as number, 9);
      since[seat] = 0;
      randomStep(env, rng);
      env.rewards.forEach((r, s) => {
        since[s] = (since[s] as number) + r;
      });
      expect(env.cumulativeRewards).toEqual(since.map((x) => expect.closeTo(x, 9)));
    }
    expect(env.terminations).toEqual([true, true, true]);
    expect(env.truncations).toEqual([false, false, false]);
    expect(env.agentSelection).toBeNull();
    expect(env.agents).toEqual([]);
  });

  it('truncates every seat at the step limit, and refuses steps after it', () => {
    const env = createEnv('six-card-parade', { players: 3, maxSteps: 10 });
    env.reset('t');
    const rng = createRng(1);
    for (let k = 0; k < 10; k++) randomStep(env, rng);
    expect(env.done).toBe(true);
    expect(env.truncations).toEqual([true, true, true]);
    expect(env.terminations).toEqual([false, false, false]);
    expect(env.agentSelection).toBeNull();
    expect(() => env.step(0)).toThrow(expect.objectContaining({ code: 'GAME_OVER' }));
  });

  it('deals the same game from the same seed', () => {
    const play = (): string[] => {
      const env = createEnv('frustration-rummy', { players: 3, options: { maxTurnsPerRound: 3 } });
      env.reset(5);
      const rng = createRng(5);
      const seen: string[] = [];
      while (!env.done) {
        seen.push(env.observe(env.agentSelection as number).join());
        randomStep(env, rng);
      }
      return seen;
    };
    expect(play()).toEqual(play());
  });
});

describe('refusals', () => {
  it('refuses bad settings with BAD_SETUP, naming what is wrong', () => {
    expect(() => createEnv('chess')).toThrow(/No environment for "chess"/);
    expect(() => createEnv('parcellus', { players: 4 })).toThrow(/seats 3 players, not 4/);
    expect(() => createEnv('parcellus', { maxSteps: 0 })).toThrow(/maxSteps/);
    expect(() => createEnv('parcellus', { options: [] as unknown as Record<string, unknown> })).toThrow(/options/);
    expect(() => observationLayout('six-card-parade', 5)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
  });

  it('refuses a step before any reset, and a bad seat to observe', () => {
    const env = createEnv('parcellus');
    expect(() => env.step(0)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    expect(() => env.observe(0)).toThrow(/reset it first/);
    env.reset(1);
    for (const seat of [-1, 3, 0.5, Number.NaN]) {
      expect(() => env.observe(seat)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    }
  });

  it('leaves the game as it was when a reset is refused', () => {
    const env = createEnv('parcellus');
    env.reset(1);
    randomStep(env, createRng(2));
    const before = env.observe(0).join();
    const steps = env.steps;
    expect(() => env.reset(2, { targetScore: 'high' })).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    expect(() => env.reset({} as unknown as number)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    expect(env.observe(0).join()).toBe(before);
    expect(env.steps).toBe(steps);
  });

  it('names every index, and refuses an index past the space', () => {
    const env = createEnv('frustration-rummy');
    expect(env.actionName(0)).toBe('card:2S');
    expect(env.actionName(env.actionCount - 1)).toBe('confirm');
    expect(env.actionIndex('meld:80:high')).toBeGreaterThan(0);
    expect(env.actionIndex('meld:81')).toBe(-1);
    expect(() => env.actionName(env.actionCount)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
  });
});
