/**
 * Hostile clients against a server process on PostgreSQL, while an honest match plays beside
 * them: acting for other seats, stale and replayed actions, bad JSON, oversized frames, floods,
 * guessed tokens, spectators acting, thousands of connections opened and closed. Each is refused
 * or dropped; the honest match plays to its end untouched; and no message to any seat (or
 * spectator), honest or hostile, held a card its view at that point did not show.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '../../examples/server/server.js';
import {
  checkMatch,
  newDatabase,
  Player,
  type PlayerLog,
  type ServerProcess,
  startServerProcess,
  storedRecords,
  until,
} from './harness.js';

const running: ServerProcess[] = [];
afterAll(async () => {
  for (const s of running) await s.kill('SIGKILL');
});

/** A raw client: every message it gets, read in order. */
class Raw {
  readonly ws: WebSocket;
  readonly received: ServerMessage[] = [];
  private read = 0;
  private wake: (() => void) | null = null;
  readonly closed: Promise<void>;
  constructor(port: number) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}`);
    this.ws.on('error', () => {});
    this.ws.on('message', (d) => {
      this.received.push(JSON.parse(String(d)) as ServerMessage);
      this.wake?.();
    });
    this.closed = new Promise((r) => this.ws.once('close', () => r()));
  }
  open = () =>
    new Promise<void>((r, j) => {
      this.ws.once('open', () => r());
      this.ws.once('error', j);
    });
  send = (m: unknown) => this.ws.send(typeof m === 'string' ? m : JSON.stringify(m));
  /** The next message not read yet, of `type` when given (skipping others). */
  async next(type?: ServerMessage['type']): Promise<ServerMessage> {
    for (;;) {
      while (this.read < this.received.length) {
        const m = this.received[this.read++]!;
        if (type === undefined || m.type === type) return m;
      }
      await new Promise<void>((r) => {
        this.wake = r;
      });
    }
  }
  /** The latest state it was sent. */
  state = () => this.received.filter((m) => m.type === 'state').at(-1) as Extract<ServerMessage, { type: 'state' }>;
}

describe('hostile clients', () => {
  it('are refused or dropped, the honest match beside them plays on, and nothing leaks', async () => {
    const db = await newDatabase('hostile');
    const server = await startServerProcess(db);
    running.push(server);
    const { port } = server;
    const honest = [0, 1, 2].map((seat) => new Player('honest', { game: 'parcellus', players: 3, seat }, port));
    for (const p of honest) {
      await p.connect();
      await until(() => p.token !== undefined, 'a seat');
    }

    // Into the honest match: no free seat, a guessed token, a spectator that acts.
    const intruder = new Raw(port);
    await intruder.open();
    intruder.send({ type: 'join', match: 'honest' });
    expect(await intruder.next()).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    intruder.send({ type: 'join', match: 'honest', seat: 1 });
    expect(await intruder.next()).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    intruder.send({
      type: 'join',
      match: 'honest',
      token: honest[1]!.token!.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A')),
    });
    expect(await intruder.next()).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    intruder.send({ type: 'spectate', match: 'honest' });
    expect(await intruder.next()).toMatchObject({ type: 'spectating' });
    intruder.send({ type: 'action', action: { type: 'pass', seat: 0 }, step: 0 });
    expect(await intruder.next('error')).toMatchObject({ code: 'SPECTATOR' });
    intruder.send({ type: 'start' });
    expect(await intruder.next('error')).toMatchObject({ code: 'SPECTATOR' });

    // A match of its own, bots in the other seats: acting for them, stale and replayed actions.
    const rogue = new Raw(port);
    await rogue.open();
    rogue.send({ type: 'join', match: 'rogue', game: 'parcellus', players: 3, seat: 0 });
    const joined = await rogue.next('joined');
    rogue.send({ type: 'start' });
    const first = (await rogue.next('state')) as Extract<ServerMessage, { type: 'state' }>;
    const acknowledged: PlayerLog['acknowledged'] = [];
    rogue.send({ type: 'action', action: { type: 'pass', seat: 1 }, step: 0 });
    expect(await rogue.next('error')).toMatchObject({ code: 'NOT_YOUR_SEAT' });
    rogue.send({ type: 'action', action: { ...(first.legalMoves[0] as object), seat: 2 }, step: 0 });
    expect(await rogue.next('error')).toMatchObject({ code: 'NOT_YOUR_SEAT' });
    rogue.send({ type: 'action', action: first.legalMoves[0], step: 3 });
    expect(await rogue.next('error')).toMatchObject({ code: 'STALE' });
    const envelope = { type: 'action', action: first.legalMoves[0], step: first.step };
    rogue.send(envelope);
    const ack = (await rogue.next('accepted')) as Extract<ServerMessage, { type: 'accepted' }>;
    acknowledged.push({ length: ack.length, action: first.legalMoves[0] });
    for (let i = 0; i < 3; i++) {
      rogue.send(envelope);
      expect(await rogue.next('error')).toMatchObject({ code: 'STALE' });
    }
    for (const text of [
      '{',
      'null',
      '[]',
      '"join"',
      '{"type":{"toString":0}}',
      `${'['.repeat(20_000)}${']'.repeat(20_000)}`,
    ]) {
      rogue.send(text);
      expect(await rogue.next('error')).toMatchObject({ code: 'BAD_MESSAGE' });
    }
    rogue.send({
      type: 'action',
      action: { type: 'passCards', seat: 0, cards: ['AS', 'AS', 'AS'], __proto__: { seat: 1 } },
      step: 1,
    });
    expect((await rogue.next('error')).type).toBe('error');
    rogue.send({ type: 'join', match: 'rogue', token: joined.type === 'joined' ? joined.token : '' });
    expect(await rogue.next('error')).toMatchObject({ code: 'ALREADY_JOINED' });

    // Frames ws refuses, and a flood: each connection dropped.
    for (const frame of [Buffer.alloc(70 * 1024, 'x'), Buffer.from([0xff, 0xfe])]) {
      const bad = new Raw(port);
      await bad.open();
      bad.ws.send(frame, { binary: false });
      await bad.closed;
    }
    const flood = new Raw(port);
    await flood.open();
    for (let i = 0; i < 1000 && flood.ws.readyState === WebSocket.OPEN; i++) flood.send({ type: 'moves', offset: 0 });
    await flood.closed;

    // Thousands of connections opened and closed, some half-way through a join.
    for (let batch = 0; batch < 10; batch++) {
      await Promise.all(
        Array.from({ length: 200 }, async (_, i) => {
          const c = new Raw(port);
          await c.open();
          if (i % 2 === 0) c.send({ type: 'join', match: `churn-${batch}-${i % 7}`, game: 'parcellus' });
          if (i % 3 === 0) c.send({ type: 'spectate', match: 'honest' });
          c.ws.terminate();
          await c.closed;
        }),
      );
    }

    await until(() => honest.every((p) => p.done), 'the honest match over', 120_000);
    intruder.ws.close();
    rogue.ws.close();
    for (const p of honest) p.stop();
    await until(async () => (await server.stats()).connections === 0, 'every connection closed');
    const records = await storedRecords(db);
    // The honest match: untouched (its players were refused nothing), its record whole, and no leak
    // to its seats or to the spectator.
    for (const p of honest) expect(p.log.received.filter((m) => m.type === 'error')).toEqual([]);
    const spectator: PlayerLog = { seat: -1, received: intruder.received, acknowledged: [] };
    expect(checkMatch(records.get('honest')!, [...honest.map((p) => p.log), spectator])).toEqual([]);
    expect(intruder.received.filter((m) => m.type === 'state').length).toBeGreaterThan(10);
    // The rogue's match: its one accepted action stored once, nothing the rogue tried besides it.
    const rogueRecord = records.get('rogue')!;
    expect(rogueRecord.actions.filter((a) => a.seat === 0)).toHaveLength(1);
    expect(checkMatch(rogueRecord, [{ seat: 0, received: rogue.received, acknowledged }])).toEqual([]);
  });
});
