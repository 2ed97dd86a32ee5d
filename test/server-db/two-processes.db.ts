/**
 * Two server processes on one database: the seats of each match spread over both, one seat
 * played from both at once (the same token on a connection to each, racing), so PostgreSQL judges
 * every race. Every match ends in the state its record replays to, with no action applied twice
 * or lost; then one process is killed, and its clients move to the other and finish.
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

describe('two server processes on one database', () => {
  it('play the same matches, racing, and one process’s clients finish on the other once it is killed', async () => {
    const db = await newDatabase('twoproc');
    const a = await startServerProcess(db);
    const b = await startServerProcess(db);
    running.push(a, b);
    const matches: { seats: Player[]; twins: Player[] }[] = [];
    for (let m = 0; m < MATCHES; m++) {
      const id = `two-${m}`;
      const seats = [0, 1, 2].map(
        (seat) => new Player(id, { game: 'parcellus', players: 3, seat }, seat === 1 ? b.port : a.port),
      );
      for (const p of seats) {
        await p.connect();
        await until(() => p.token !== undefined, 'a seat');
      }
      // Seat 2 also plays from process B, with the same token: its actions race its own on A.
      const twin = new Player(id, {}, b.port, { seed: `twin ${id}` });
      twin.token = seats[2]!.token;
      await twin.connect();
      matches.push({ seats, twins: [twin] });
    }
    const all = matches.flatMap((m) => [...m.seats, ...m.twins]);
    const length = (m: { seats: Player[] }) => Math.max(...m.seats.map((p) => p.lastState()?.length ?? 0));
    await until(() => matches.every((m) => length(m) >= 40), 'every match 40 actions in');

    // Process A dies; its clients go to B with their tokens.
    await a.kill('SIGKILL');
    await until(
      () => matches.every((m) => !m.seats[0]!.connected() && !m.seats[2]!.connected()),
      'A’s clients cut off',
    );
    for (const m of matches) {
      await m.seats[0]!.connect(b.port);
      await m.seats[2]!.connect(b.port);
    }
    // Seat 2 back on B takes its seat's connection there from the twin (a seat has one connection
    // a process), so the seats are what finish.
    const seats = matches.flatMap((m) => m.seats);
    await until(
      () => seats.every((p) => p.done),
      () =>
        `every match finished (${seats.map((p) => `${p.match}/${p.log.seat}:${p.lastState()?.length}${p.connected() ? '' : ' cut'}`).join(', ')})`,
      120_000,
    );
    for (const p of all) p.stop();

    const records = await storedRecords(db);
    const game = getGame('parcellus')!;
    let raced = 0;
    for (const [i, m] of matches.entries()) {
      const record = records.get(`two-${i}`)!;
      expect(
        checkMatch(
          record,
          [...m.seats, ...m.twins].map((p) => p.log),
        ),
      ).toEqual([]);
      const final = replay(record).at(-1) as never;
      expect(game.score(final).over).toBe(true);
      // Every seat's last state is its view of the state the record replays to, whichever process sent it.
      for (const p of m.seats) {
        expect(p.lastState()?.length).toBe(record.actions.length);
        expect(p.lastState()?.view).toEqual(JSON.parse(JSON.stringify(game.view(final, p.log.seat))));
      }
      // Both connections of seat 2 had actions accepted: the races were real.
      if (m.seats[2]!.log.acknowledged.length > 0 && m.twins[0]!.log.acknowledged.length > 0) raced++;
    }
    expect(raced).toBeGreaterThan(0);
  });
});
