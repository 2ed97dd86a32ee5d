/**
 * The vector env: each of its games plays exactly as an AEC env of the same seed (auto-reset
 * included), its buffers say so step by step, and a masked-out action in any game moves none.
 */
import { describe, expect, it } from 'vitest';
import { createEnv, createVectorEnv } from '../../src/env/index.js';
import { createRng, randomInt } from '../../src/index.js';

describe('createVectorEnv', () => {
  it('steps each game as an AEC env of the same seed, dealing a new game when one ends', () => {
    const settings = { players: 3, options: { targetScore: 4 }, maxSteps: 400 };
    const v = createVectorEnv('parcellus', { ...settings, count: 3 });
    const seeds = ['a', 'b', 'c'];
    const envs = seeds.map(() => createEnv('parcellus', settings));
    v.reset(seeds);
    envs.forEach((e, i) => {
      e.reset(seeds[i]);
    });
    const rng = createRng(9);
    const actions = new Int32Array(3);
    let ended = 0;
    for (let step = 0; step < 1500; step++) {
      envs.forEach((e, i) => {
        const seat = e.agentSelection as number;
        expect(v.agents[i]).toBe(seat);
        const obs = v.observations.subarray(i * v.observationSize, (i + 1) * v.observationSize);
        expect(Array.from(obs)).toEqual(Array.from(e.observe(seat)));
        const mask = v.masks.subarray(i * v.actionCount, (i + 1) * v.actionCount);
        expect(Array.from(mask)).toEqual(Array.from(e.actionMask(seat)));
        const ok = Array.from(mask.keys()).filter((k) => mask[k] === 1);
        actions[i] = ok[randomInt(rng, ok.length)] as number;
      });
      v.step(actions);
      envs.forEach((e, i) => {
        e.step(actions[i] as number);
        expect(Array.from(v.rewards.subarray(i * 3, i * 3 + 3))).toEqual(e.rewards.map((r) => Math.fround(r)));
        expect(v.terminations[i]).toBe(e.terminations[0] ? 1 : 0);
        expect(v.truncations[i]).toBe(e.truncations[0] ? 1 : 0);
        if (e.done) {
          ended++;
          e.reset(`${seeds[i]}/${v.episodes[i]}`);
        }
      });
    }
    expect(ended).toBeGreaterThan(3);
  });

  it('refuses a masked-out action in one game and moves none of them', () => {
    const v = createVectorEnv('six-card-parade', { count: 4, players: 2 });
    v.reset(1);
    const before = [Array.from(v.observations), Array.from(v.masks), Array.from(v.agents)];
    const actions = new Int32Array(4);
    for (let i = 0; i < 4; i++) actions[i] = v.masks.subarray(i * v.actionCount).indexOf(1);
    actions[2] = v.masks.subarray(2 * v.actionCount).indexOf(0);
    expect(() => v.step(actions)).toThrow(
      expect.objectContaining({ code: 'ILLEGAL_MOVE', message: expect.stringMatching(/^Game 2/) }),
    );
    actions[2] = v.actionCount;
    expect(() => v.step(actions)).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
    expect(() => v.step(new Int32Array(3))).toThrow(expect.objectContaining({ code: 'MALFORMED_ACTION' }));
    expect([Array.from(v.observations), Array.from(v.masks), Array.from(v.agents)]).toEqual(before);
  });

  it('refuses bad counts and seed lists', () => {
    expect(() => createVectorEnv('parcellus', { count: 0 })).toThrow(/count/);
    const v = createVectorEnv('parcellus', { count: 2 });
    expect(() => v.reset([1])).toThrow(/2 seeds/);
    expect(() => v.step(new Int32Array(2))).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
  });
});
