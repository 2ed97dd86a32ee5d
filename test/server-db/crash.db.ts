/**
 * Crash: the server process is killed (SIGKILL) in the middle of several matches and started
 * again on the same database. Every match resumes, every action a client was told was accepted is
 * in its record at its place, none is applied twice, and the clients reconnect with their tokens
 * and finish their games.
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

const MATCHES = 6;
const running: ServerProcess[] = [];
afterAll(async () => {
  for (const s of running) await s.kill('SIGKILL');
});

describe('the server killed mid-game', () => {
  it('resumes every match on restart, with every acknowledged action once, and the clients finish', async () => {
    const db = await newDatabase('crash');
    const first = await startServerProcess(db);
    running.push(first);
    const players: Player[][] = [];
    for (let m = 0; m < MATCHES; m++) {
      const seats = [0, 1, 2].map(
        (seat) => new Player(`crash-${m}`, { game: 'parcellus', players: 3, seat }, first.port),
      );
      // One after the other: the first join creates the match.
      for (const p of seats) {
        await p.connect();
        await until(() => p.token !== undefined, 'a seat');
      }
      players.push(seats);
    }
    const length = (seats: Player[]) => Math.max(...seats.map((p) => p.lastState()?.length ?? 0));
    await until(() => players.every((seats) => length(seats) >= 25), 'every match 25 actions in');
    const before = players.map(length);
    // The first matches made run ahead while the last are joined: on a loaded machine one may be
    // over already. The ones still going are the ones the crash must interrupt, and most are.
    const going = players.map((seats) => !seats.some((p) => p.done));
    expect(going.filter(Boolean).length).toBeGreaterThanOrEqual(MATCHES / 2);
    const acknowledged = players.flat().reduce((n, p) => n + p.log.acknowledged.length, 0);
    expect(acknowledged).toBeGreaterThan(MATCHES * 20);

    await first.kill('SIGKILL');
    await until(() => players.flat().every((p) => !p.connected()), 'every connection dropped');
    const second = await startServerProcess(db);
    running.push(second);
    for (const p of players.flat()) await p.connect(second.port);
    await until(() => players.flat().every((p) => p.done), 'every match finished', 120_000);
    for (const p of players.flat()) p.stop();

    const records = await storedRecords(db);
    expect(records.size).toBe(MATCHES);
    for (const [m, seats] of players.entries()) {
      const record = records.get(`crash-${m}`)!;
      expect(
        checkMatch(
          record,
          seats.map((p) => p.log),
        ),
      ).toEqual([]);
      // Resumed, not dealt again: a match still going went on from where it was, to its end.
      if (going[m]) expect(record.actions.length).toBeGreaterThan(before[m]!);
      else expect(record.actions.length).toBe(before[m]);
      expect(getGame('parcellus')!.score(replay(record).at(-1) as never).over).toBe(true);
      // Each seat saw its match go on across the restart: the states it got never went back.
      for (const p of seats) {
        const lengths = p.log.received.flatMap((x) => (x.type === 'state' ? [x.length] : []));
        expect(lengths.every((n, i) => i === 0 || n >= lengths[i - 1]!)).toBe(true);
      }
    }
  });
});
