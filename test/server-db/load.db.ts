/**
 * Load: 200 concurrent matches of bot clients over WebSockets on loopback, on one server process
 * and PostgreSQL. No action lost or applied twice, every match finishes, and the server's memory
 * is back near where it started once the matches are over. Matches per second and the p99 action
 * latency are printed, never asserted: the machine is shared.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { getGame, replay } from '../../src/index.js';
import {
  checkMatch,
  newDatabase,
  Player,
  type ServerProcess,
  startServerProcess,
  storedRecords,
  until,
} from './harness.js';

const MATCHES = 200;
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const s of running) await s.kill('SIGKILL');
});

describe('load', () => {
  it(`plays ${MATCHES} concurrent matches to the end, losing and doubling nothing, and frees their memory`, async () => {
    const db = await newDatabase('load');
    const server = await startServerProcess(db);
    running.push(server);
    // A warm-up match first, so that the baseline holds the code the matches will run.
    const warm = [0, 1].map(
      (seat) => new Player('warm-up', { game: 'six-card-parade', players: 2, seat }, server.port),
    );
    for (const p of warm) {
      await p.connect();
      await until(() => p.token !== undefined, 'a seat');
    }
    await until(() => warm.every((p) => p.done), 'the warm-up match');
    for (const p of warm) p.stop();
    await until(async () => (await server.stats()).connections === 0, 'the warm-up closed');
    const baseline = await server.stats();

    const started = performance.now();
    const matches = Array.from({ length: MATCHES }, (_, m) =>
      [0, 1].map(
        (seat) =>
          new Player(`load-${m}`, { game: 'six-card-parade', players: 2, seat }, server.port, {
            keepMessages: false,
            maxSends: 1000,
          }),
      ),
    );
    // Seat 0 of every match first (each creates its match), then seat 1 of every match.
    for (const seat of [0, 1]) {
      await Promise.all(matches.map((m) => m[seat]!.connect()));
      await until(() => matches.every((m) => m[seat]!.token !== undefined), 'every seat taken');
    }
    await until(
      () => matches.every((m) => m.every((p) => p.done)),
      () => `every match over (${matches.filter((m) => m.every((p) => p.done)).length} of ${MATCHES})`,
      180_000,
    );
    const seconds = (performance.now() - started) / 1000;
    const peak = await server.stats();
    for (const p of matches.flat()) p.stop();
    await until(async () => {
      const s = await server.stats();
      return s.connections === 0 && s.loaded === 0;
    }, 'every connection closed and every match unloaded');
    const after = await server.stats();

    const records = await storedRecords(db);
    const game = getGame('six-card-parade')!;
    let actions = 0;
    for (const [m, seats] of matches.entries()) {
      const record = records.get(`load-${m}`)!;
      expect(
        checkMatch(
          record,
          seats.map((p) => p.log),
        ),
      ).toEqual([]);
      expect(game.score(replay(record).at(-1) as never).over).toBe(true);
      // Every action of the record was acknowledged to the seat that sent it: none lost on the way.
      expect(seats.reduce((n, p) => n + p.log.acknowledged.length, 0)).toBe(record.actions.length);
      actions += record.actions.length;
    }
    const latencies = matches.flatMap((m) => m.flatMap((p) => p.latencies)).sort((a, b) => a - b);
    const p99 = latencies[Math.floor(latencies.length * 0.99)] ?? 0;
    const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
    console.log(
      `load: ${MATCHES} matches, ${actions} actions in ${seconds.toFixed(1)} s: ${(MATCHES / seconds).toFixed(1)} matches/s, ` +
        `${(actions / seconds).toFixed(0)} actions/s, p99 action latency ${p99.toFixed(1)} ms; server heap ` +
        `${mb(baseline.heapUsed)} MB before, ${mb(peak.heapUsed)} MB at the end of play, ${mb(after.heapUsed)} MB after`,
    );
    // Memory flat: the matches' states went with them. What the loaded matches held at the end of
    // play is the yardstick: a third of it left behind would be a leak of most of them.
    expect(peak.loaded).toBe(MATCHES);
    expect(after.heapUsed - baseline.heapUsed).toBeLessThan((peak.heapUsed - baseline.heapUsed) / 3);
  });
});
