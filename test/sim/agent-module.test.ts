/**
 * Agents of your own named by module path: imported in each worker thread, so
 * a study with them plays on any number of threads and gives the same games.
 */
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parcellus } from '../../src/games/parcellus/index.js';
import { isRuleError } from '../../src/index.js';
import { isModulePath, simulate } from '../../src/sim/index.js';

const habit = './examples/agents/habit.mjs';
const setup = { game: parcellus, players: 3, games: 16, seed: 'agent-module' };
const tmp = mkdtempSync(join(tmpdir(), 'deckwright-agent-module-'));

describe('agents given by module path', () => {
  it('play in worker threads the games they play in this one', async () => {
    // The example's agent, wrapped to say which thread made it for each game, and slow to make in
    // this thread: otherwise this thread plays a short study alone while the workers load.
    const log = join(tmp, 'threads.log');
    const probe = join(tmp, 'probe.mjs');
    writeFileSync(
      probe,
      `import { appendFileSync } from 'node:fs';
import { isMainThread, threadId } from 'node:worker_threads';
import habit from ${JSON.stringify(pathToFileURL(join(process.cwd(), habit)).href)};
export default (game) => {
  if (isMainThread) Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 150);
  appendFileSync(${JSON.stringify(log)}, threadId + '\\n');
  return habit(game);
};`,
    );
    // The probe is the example's agent by another path: the same games, on one thread or two.
    const one = await simulate({ ...setup, agents: [habit, 'random', `${habit}#firstMove`], workers: 1 });
    const two = await simulate({ ...setup, agents: [probe, 'random', `${habit}#firstMove`], workers: 2 });
    expect(two.results).toEqual(one.results);
    expect({ ...two.report, throughput: null }).toEqual({ ...one.report, throughput: null });
    // Both threads made the agent: games were played by the worker with the module it imported.
    const threads = new Set(readFileSync(log, 'utf8').trim().split('\n'));
    expect(threads.has('0')).toBe(true);
    expect(threads.size).toBeGreaterThan(1);
    // Reported under the names the module gives its agents, one agent a seat.
    expect(one.report.agents).toEqual(['habit', 'random', 'first-move']);
    expect(one.report.perAgent.map((a) => a.games)).toEqual([16, 16, 16]);
    // The first legal move is not what a random pick makes of the same games: the module's agent played.
    const random = await simulate({ ...setup, agents: ['random', 'random', 'random'] });
    expect(one.results.map((r) => r.points)).not.toEqual(random.results.map((r) => r.points));
  });

  it('are read from absolute paths and file: URLs as from relative ones', async () => {
    const relative = await simulate({ ...setup, games: 4, agents: [habit, 'random', 'random'] });
    const absolute = join(process.cwd(), habit);
    for (const spec of [absolute, pathToFileURL(absolute).href]) {
      const again = await simulate({ ...setup, games: 4, agents: [spec, 'random', 'random'], workers: 2 });
      expect(again.results).toEqual(relative.results);
    }
    expect([habit, '../x.js', '/a/b.mjs', 'file:///a.mjs', 'C:\\a.mjs'].every(isModulePath)).toBe(true);
    expect(['random', 'ismcts:50', 'heuristic'].some(isModulePath)).toBe(false);
  });

  it('are refused with a RuleError that names what is wrong with the module', async () => {
    const write = (name: string, text: string) => {
      const file = join(tmp, name);
      writeFileSync(file, text);
      return file;
    };
    const cases: [string, RegExp][] = [
      ['./examples/agents/missing.mjs', /was not found/],
      [`${habit}#nope`, /has no export "nope" \(its exports: default, firstMove\)/],
      [`${habit}#`, /name the export after the #/],
      [write('number.mjs', 'export default 5;'), /neither an agent/],
      [write('bad-factory.mjs', 'export default () => ({ name: 1 });'), /returned object, not an agent/],
      [write('broken.mjs', 'export default ;'), /did not load/],
      [
        write('random.mjs', "export default { name: 'random', act: (i) => i.legalMoves[0] };"),
        /names a provided agent/,
      ],
    ];
    for (const [spec, message] of cases) {
      const refused = await simulate({ ...setup, games: 2, agents: [spec, 'random', 'random'], workers: 2 }).catch(
        (e) => e,
      );
      expect(isRuleError(refused) && refused.code === 'BAD_SETUP', spec).toBe(true);
      expect((refused as Error).message, spec).toMatch(message);
    }
    // Two modules whose agents share a name would be one row of the report.
    const twin = write(
      'twin.mjs',
      "export default { name: 'first-move', act: (i) => i.legalMoves[1] ?? i.legalMoves[0] };",
    );
    const refused = await simulate({ ...setup, agents: [`${habit}#firstMove`, twin, 'random'] }).catch((e) => e);
    expect((refused as Error).message).toMatch(/two different agents are named "first-move"/);
  });
});
