import { describe, expect, it } from 'vitest';
import { ismcts } from '../../src/agents/ismcts.js';
import { createAgent } from '../../src/agents/registry.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { type Agent, type BaseAction, createRng, isRuleError, replay } from '../../src/index.js';
import { distribution, type GameResult, shardIndices, simulate, summarize, wilson } from '../../src/sim/index.js';

const withoutSpeed = <T extends { throughput: unknown }>(r: T) => ({ ...r, throughput: null });
const setup = { game: parcellus, players: 3, agents: ['heuristic', 'random', 'random'], games: 24, seed: 'sim-test' };

describe('simulate', () => {
  it('gives the same statistics with one worker and with two', async () => {
    const one = await simulate({ ...setup, workers: 1 });
    const seen: number[] = [];
    const two = await simulate({ ...setup, workers: 2, onProgress: (done, total) => seen.push(done, total) });
    expect(withoutSpeed(two.report)).toEqual(withoutSpeed(one.report));
    expect(two.results).toEqual(one.results);
    // Each game counted once, whichever thread played it (a batch may be played in both).
    expect(seen.slice(-2)).toEqual([24, 24]);
    for (let i = 2; i < seen.length; i += 2) expect(seen[i]).toBeGreaterThan(seen[i - 2] as number);
    expect(one.report.games).toBe(24);
    expect(one.report.perAgent.map((a) => a.games)).toEqual([24, 48]);
  });

  it('merges shards into the same report as the whole run', async () => {
    const whole = await simulate(setup);
    const parts = await Promise.all([1, 2, 3].map((index) => simulate({ ...setup, shard: { index, count: 3 } })));
    const lines = parts.flatMap((p) => p.results).map((r) => JSON.parse(JSON.stringify(r)));
    const merged = summarize(
      { game: 'parcellus', players: 3, agents: setup.agents, seed: 'sim-test' },
      lines.reverse(),
    );
    expect(withoutSpeed(merged)).toEqual(withoutSpeed(whole.report));
    // Results read back are the caller's data: anything else is refused, not a TypeError.
    const meta = { game: 'parcellus', players: 3, agents: setup.agents, seed: 'sim-test' };
    const good = lines[0] as GameResult;
    for (const bad of [[{}], [null], [{ ...good, seats: ['random'] }], [{ ...good, index: -1 }], 'lines']) {
      expect(() => summarize(meta, bad as never)).toThrow(expect.objectContaining({ code: 'BAD_RECORD' }));
    }
  });

  it('rotates agents through the seats and counts shared wins as shares', async () => {
    const { results } = await simulate({ ...setup, games: 3 });
    expect(results.map((r) => r.seats)).toEqual([
      ['heuristic', 'random', 'random'],
      ['random', 'random', 'heuristic'],
      ['random', 'heuristic', 'random'],
    ]);
    const shared = summarize({ game: 'x', players: 2, agents: ['a', 'b'], seed: 's' }, [
      { index: 0, seats: ['a', 'b'], points: [5, 5], winners: [0, 1], actions: 10, finished: true },
      { index: 1, seats: ['b', 'a'], points: [7, 1], winners: [0], actions: 20, finished: true },
    ]);
    expect(shared.perAgent).toMatchObject([
      { agent: 'a', games: 2, wins: 0.5 },
      { agent: 'b', games: 2, wins: 1.5 },
    ]);
    expect(shared.length).toEqual({ mean: 15, median: 10, p95: 20 });
    // 300 games won by all three seats: each seat won 100 whole games' worth, not 99.9999999999998.
    const threeWays = Array.from({ length: 300 }, (_, index) => ({
      index,
      seats: ['a', 'b', 'c'],
      points: [1, 1, 1],
      winners: [0, 1, 2],
      actions: 1,
      finished: true,
    }));
    const even = summarize({ game: 'x', players: 3, agents: ['a', 'b', 'c'], seed: 's' }, threeWays);
    expect(even.perAgent.map((a) => a.wins)).toEqual([100, 100, 100]);
    expect(even.perSeat.map((a) => a.wins)).toEqual([100, 100, 100]);
  });

  it('refuses bad agents, counts and shards with a RuleError', async () => {
    for (const bad of [
      { ...setup, agents: ['random', 'random'] },
      { ...setup, agents: ['random', 'random', 'wizard'] },
      { ...setup, agents: ['random', 'random', 'ismcts:x'] },
      { ...setup, shard: { index: 4, count: 3 } },
      { ...setup, players: 4, agents: ['random', 'random', 'random', 'random'] },
      { ...setup, players: Number.NaN },
      { ...setup, games: -5 },
      { ...setup, games: 2.5 },
      { ...setup, games: Number.NaN },
      { ...setup, games: 1e10 },
      { ...setup, workers: 0 },
      { ...setup, workers: Number.NaN },
      { ...setup, maxActions: Number.NaN },
    ]) {
      await expect(simulate(bad)).rejects.toSatisfy(isRuleError);
    }
    // Settings a JavaScript caller can pass despite the types.
    for (const bad of [
      null,
      undefined,
      { ...setup, game: 'parcellus' },
      { ...setup, game: undefined },
      { ...setup, agents: undefined },
      { ...setup, agents: [1, 2, 3] },
      { ...setup, seed: { toString: () => 'looks like a seed' } },
      { ...setup, options: 'fast' },
      { ...setup, onProgress: 'log' },
    ]) {
      await expect(simulate(bad as never)).rejects.toSatisfy(isRuleError);
    }
  });

  it('plays agents of your own beside named ones, in this thread, reported under their names', async () => {
    const seen: number[] = [];
    const firstMove: Agent = {
      name: 'first',
      act: ({ seat, legalMoves }) => {
        seen.push(seat);
        return legalMoves[0] as BaseAction;
      },
    };
    const { report, results } = await simulate({ ...setup, games: 6, agents: [firstMove, 'random', 'random'] });
    expect(report.agents).toEqual(['first', 'random', 'random']);
    expect(report.perAgent.map((a) => a.agent)).toEqual(['first', 'random']);
    expect(results.every((r) => r.seats.includes('first'))).toBe(true);
    expect(seen.length).toBeGreaterThan(0);
    // Reproducible, as every run is for its seed.
    const again = await simulate({ ...setup, games: 6, agents: [firstMove, 'random', 'random'] });
    expect(again.results).toEqual(results);
    // Worker threads make agents from names; two different agents may not share a name, nor take a
    // name the library gives its own.
    for (const bad of [
      { ...setup, agents: [firstMove, 'random', 'random'], workers: 2 },
      { ...setup, agents: [firstMove, { ...firstMove }, 'random'] },
      { ...setup, agents: [{ ...firstMove, name: 'heuristic' }, 'random', 'random'] },
      { ...setup, agents: [{ name: 'x' }, 'random', 'random'] },
    ]) {
      await expect(simulate(bad as never)).rejects.toSatisfy(isRuleError);
    }
  });

  it("takes the library's own agent objects: the provided ones as their names, a named ismcts as an agent of yours", async () => {
    // `randomAgent` and `heuristicAgents[id]` are the agents their names make: the same games as by name.
    const byName = await simulate({ ...setup, games: 6 });
    const byObject = await simulate({
      ...setup,
      games: 6,
      agents: [createAgent('heuristic', parcellus), createAgent('random', parcellus), 'random'],
    });
    expect(byObject.results).toEqual(byName.results);
    // A search with settings of its own is reported under the name it was given.
    const bot = ismcts(parcellus, { iterations: 5, name: 'ismcts-5' });
    const { report } = await simulate({ ...setup, games: 2, agents: [bot, 'random', 'random'] });
    expect(report.perAgent.map((a) => a.agent)).toEqual(['ismcts-5', 'random']);
    // Left as "ismcts", it would pass in reports for the agent that name makes; the error says what to do.
    const refused = await simulate({ ...setup, agents: [ismcts(parcellus), 'random', 'random'] }).catch((e) => e);
    expect(isRuleError(refused) && refused.code === 'BAD_SETUP' && refused.message.includes('name of its own')).toBe(
      true,
    );
    expect(() => ismcts(parcellus, { name: '' })).toThrow(/name/);
  });

  it("keeps each game's match record when asked, which replay plays to the same end, on any number of threads", async () => {
    const plain = await simulate({ ...setup, games: 6 });
    expect(plain.results.every((r) => r.record === undefined)).toBe(true);
    const one = await simulate({ ...setup, games: 6, records: true });
    const two = await simulate({ ...setup, games: 6, records: true, workers: 2 });
    expect(two.results).toEqual(one.results);
    for (const r of one.results) {
      const record = r.record;
      if (record === undefined) throw new Error('a result without its record');
      expect(record.actions.length).toBe(r.actions);
      const end = replay(JSON.parse(JSON.stringify(record))).at(-1);
      const score = parcellus.score(end as never);
      expect(score.points).toEqual(r.points);
      expect(score.winners).toEqual(r.winners);
    }
    // The report is the one a run without records gives.
    expect({ ...one.report, throughput: null }).toEqual({ ...plain.report, throughput: null });
    await expect(simulate({ ...setup, records: 'yes' } as never)).rejects.toSatisfy(isRuleError);
  });

  it('names an async agent for what it is: act returned a Promise', async () => {
    const later = { name: 'later', act: async ({ legalMoves }: { legalMoves: BaseAction[] }) => legalMoves[0] };
    const refused = await simulate({ ...setup, games: 1, agents: [later as never, 'random', 'random'] }).catch(
      (e) => e,
    );
    expect(isRuleError(refused) && refused.code === 'BAD_SETUP' && refused.message.includes('Promise')).toBe(true);
  });
});

describe('statistics', () => {
  it('shards cover a run exactly once', () => {
    for (const [games, count] of [
      [10, 3],
      [7, 7],
      [5, 8],
      [1000, 16],
    ] as const) {
      const all = Array.from({ length: count }, (_, i) => shardIndices(games, { index: i + 1, count })).flat();
      expect(all).toEqual(Array.from({ length: games }, (_, i) => i));
    }
  });
  it('the Wilson interval matches the textbook values', () => {
    // 50 of 100: 0.4038–0.5962; 0 of 10: 0–0.2775 (Wilson 1927 / Newcombe 1998 tables).
    const [lo, hi] = wilson(50, 100);
    expect(lo).toBeCloseTo(0.4038, 3);
    expect(hi).toBeCloseTo(0.5962, 3);
    expect(wilson(0, 10)[1]).toBeCloseTo(0.2775, 3);
    expect(wilson(0, 0)).toEqual([0, 1]);
  });
  it('distribution gives mean, median and the nearest-rank 95th percentile', () => {
    const xs = Array.from({ length: 100 }, (_, i) => i + 1);
    expect(distribution(xs)).toEqual({ mean: 50.5, median: 50, p95: 95 });
  });
});

describe('agents', () => {
  it('IS-MCTS picks a legal move from the view alone, reproducibly for a seed', () => {
    let s = parcellus.init({ players: 3, seed: 'mcts' });
    for (const seat of [0, 1, 2]) s = parcellus.apply(s, parcellus.legalMoves(s, seat)[0]!);
    const seat = s.toAct;
    const bot = ismcts(parcellus, { iterations: 40 });
    const input = () => ({
      seat,
      view: parcellus.view(s, seat),
      legalMoves: parcellus.legalMoves(s, seat),
      rng: createRng(9),
    });
    const a = bot.act(input());
    expect(parcellus.legalMoves(s, seat)).toContainEqual(a);
    expect(bot.act(input())).toEqual(a);
  });
  it('names resolve to agents', () => {
    expect(createAgent('random', parcellus).name).toBe('random');
    expect(createAgent('heuristic', parcellus).name).toBe('heuristic');
    expect(createAgent('ismcts:50', parcellus).name).toBe('ismcts:50');
    // Only ismcts takes an argument; a missing game or name is refused, not a TypeError.
    for (const [spec, game] of [
      ['random:5', parcellus],
      ['heuristic:x', parcellus],
      ['heuristic', undefined],
      [undefined, parcellus],
      // A count is written in digits: not hex, not padded, not two counts.
      ['ismcts:0x10', parcellus],
      ['ismcts: 5 ', parcellus],
      ['ismcts:1:2', parcellus],
      ['ismcts:1e3', parcellus],
      ['ismcts:', parcellus],
      // A game id that is a name on Object's prototype finds no agent there.
      ['heuristic', { ...parcellus, id: 'constructor', title: 'X' }],
      ['heuristic', { ...parcellus, id: '__proto__', title: 'X' }],
    ] as const) {
      expect(() => createAgent(spec as never, game as never)).toThrow(expect.objectContaining({ code: 'BAD_SETUP' }));
    }
    for (const iterations of [-5, 0, 2.5, Number.NaN, 'abc']) {
      expect(() => ismcts(parcellus, { iterations: iterations as never })).toThrow(
        expect.objectContaining({ code: 'BAD_SETUP' }),
      );
    }
  });
});
