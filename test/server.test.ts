/**
 * The game server example: three WebSocket clients on a loopback port play a
 * match to the end; no message to a seat holds a card that seat may not see,
 * and nobody can act for another seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type ServerMessage, startServer } from '../examples/server/server.js';
import type { ParcellusState } from '../src/games/parcellus/index.js';
import { createRng, getGame, pick } from '../src/index.js';

const game = getGame('parcellus')!;
const deck = new Set(game.deck());
const cardsIn = (x: unknown, out = new Set<string>()): Set<string> => {
  if (typeof x === 'string' && deck.has(x)) out.add(x);
  else if (Array.isArray(x)) for (const y of x) cardsIn(y, out);
  else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, out);
  return out;
};

const problems: string[] = [];
let audited = 0;
const sentIn = new Map<string, number>();
let server: Awaited<ReturnType<typeof startServer>>;

beforeAll(async () => {
  server = await startServer({
    audit: (id, seat, message: ServerMessage, raw) => {
      audited++;
      sentIn.set(id, (sentIn.get(id) ?? 0) + 1);
      const state = raw as ParcellusState;
      const allowed = cardsIn(game.view(state, seat));
      for (const c of cardsIn(message)) {
        if (!allowed.has(c)) problems.push(`seat ${seat} was sent ${c}, which it may not see`);
      }
      // Independently of the view code: outside the events (which tell the past, e.g. cards
      // captured last round and since re-dealt), nothing from the dummy or from another hand,
      // except the cards this seat itself passed there.
      if (message.type !== 'state') return;
      const { events: _past, ...present } = message.view as { events: unknown };
      const hidden = new Set([...state.dummy, ...state.hands.filter((_, o) => o !== seat).flat()]);
      if (seat !== 'spectator') for (const c of state.passed[seat] ?? []) hidden.delete(c);
      for (const c of cardsIn(present)) if (hidden.has(c)) problems.push(`seat ${seat} was sent hidden card ${c}`);
    },
  });
});
afterAll(() => server.close());

class Client {
  readonly ws: WebSocket;
  readonly messages: ServerMessage[] = [];
  private waiters: ((m: ServerMessage) => void)[] = [];
  constructor(port: number) {
    this.ws = new WebSocket(`ws://127.0.0.1:${port}`);
    this.ws.on('message', (d) => {
      const m = JSON.parse(String(d)) as ServerMessage;
      if (process.env.DBG) console.log('<<', String(d).slice(0, 200));
      this.messages.push(m);
      for (const w of this.waiters.splice(0)) w(m);
    });
  }
  open = () => new Promise<void>((r) => this.ws.once('open', () => r()));
  send = (m: unknown) => this.ws.send(JSON.stringify(m));
  next = () => new Promise<ServerMessage>((r) => this.waiters.push(r));
  /** The next message of this type (bots' moves interleave other messages). */
  nextOf = async (type: ServerMessage['type']): Promise<ServerMessage> => {
    for (;;) {
      const m = await this.next();
      if (m.type === type) return m;
    }
  };
  last = (type: ServerMessage['type']) => this.messages.filter((m) => m.type === type).at(-1);
}

describe('server example', () => {
  it('plays a three-player match to the end over WebSockets, leaking nothing', async () => {
    const clients = [0, 1, 2].map(() => new Client(server.port));
    await Promise.all(clients.map((c) => c.open()));
    for (const [seat, c] of clients.entries()) {
      c.send({ type: 'join', match: 'm1', game: 'parcellus', players: 3, seed: 'srv', seat });
      await c.next();
    }
    const rng = createRng(4);
    let over = false;
    for (let step = 0; step < 5000 && !over; step++) {
      await new Promise((r) => setTimeout(r, 0));
      const states = clients.map((c) => c.last('state') as Extract<ServerMessage, { type: 'state' }> | undefined);
      const s0 = states[0];
      if (!s0) continue;
      if ((s0.score as { over: boolean }).over) {
        over = true;
        break;
      }
      const seat = s0.actors[0]!;
      const mine = states[seat]!;
      const action = pick(rng, mine.legalMoves);
      const reply = clients[seat]!.next();
      clients[seat]!.send({ type: 'action', action, step: mine.step });
      await reply;
    }
    expect(over).toBe(true);
    expect(audited).toBeGreaterThan(100);
    expect(problems).toEqual([]);
    for (const c of clients) c.ws.close();
  });

  it('deals from a seed of its own: two matches joined with the same seed and id pattern are dealt apart', async () => {
    const hands: unknown[] = [];
    for (const id of ['seed-a', 'seed-b']) {
      const me = new Client(server.port);
      await me.open();
      me.send({ type: 'join', match: id, game: 'parcellus', players: 3, seed: 'chosen', seat: 0 });
      await me.next();
      const started = me.nextOf('state');
      me.send({ type: 'start' });
      hands.push(((await started) as Extract<ServerMessage, { type: 'state' }>).view);
      me.ws.close();
    }
    const [a, b] = hands as { hand: string[] }[];
    expect(a?.hand).not.toEqual(b?.hand);
  });

  it('refuses an action sent for another seat, and fills empty seats with bots on start', async () => {
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'm2', game: 'parcellus', players: 3, seed: 'bots', seat: 0 });
    await me.next();
    const started = me.next();
    me.send({ type: 'start' });
    const first = (await started) as Extract<ServerMessage, { type: 'state' }>;
    expect(first.type).toBe('state');
    const reply = me.nextOf('error');
    me.send({ type: 'action', action: { type: 'pass', seat: 1 }, step: first.step });
    expect(await reply).toMatchObject({ type: 'error', code: 'NOT_YOUR_SEAT' });
    // An action without the step of the state it was chosen in is refused.
    const unstepped = me.nextOf('error');
    me.send({ type: 'action', action: first.legalMoves[0] });
    expect(await unstepped).toMatchObject({ type: 'error', code: 'MALFORMED_ACTION' });
    // Seat 0's own move goes through, and the bots in seats 1 and 2 finish the pass.
    me.send({ type: 'action', action: first.legalMoves[0], step: first.step });
    let later: Extract<ServerMessage, { type: 'state' }>;
    for (;;) {
      later = (await me.nextOf('state')) as Extract<ServerMessage, { type: 'state' }>;
      if ((later.view as { phase: string }).phase !== 'pass') break;
    }
    expect(later.step).toBeGreaterThan(first.step!);
    // The same action sent again, with its old step, is refused, though a pass may be legal again later.
    const again = me.nextOf('error');
    me.send({ type: 'action', action: first.legalMoves[0], step: first.step });
    expect(await again).toMatchObject({ type: 'error', code: 'STALE' });
    me.ws.close();
  });

  it('survives frames ws refuses: a message over maxPayload, text that is not UTF-8', async () => {
    for (const frame of [Buffer.alloc(65 * 1024, 'x'), Buffer.from([0xff, 0xfe])]) {
      const bad = new Client(server.port);
      await bad.open();
      const closed = new Promise((r) => bad.ws.once('close', r));
      bad.ws.send(frame, { binary: false });
      await closed;
    }
    // Past the event loop turn where an unhandled 'error' event would have thrown.
    await new Promise((r) => setTimeout(r, 50));
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'after-bad-frames' });
    expect(await me.next()).toMatchObject({ type: 'joined', seat: 0 });
    me.ws.close();
  });

  it('answers a join or a type it cannot read with an error, and stays up', async () => {
    const deep = `${'['.repeat(30_000)}${']'.repeat(30_000)}`;
    const unreadable = ['{"toString":0}', deep];
    for (const field of ['match', 'game', 'players', 'seat']) {
      for (const value of unreadable) {
        const c = new Client(server.port);
        await c.open();
        c.ws.send(`{"type":"join","match":"typed","${field}":${value}}`);
        expect(await c.next()).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
        c.ws.close();
      }
    }
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'typed' });
    expect(await me.next()).toMatchObject({ type: 'joined', seat: 0 });
    for (const value of unreadable) {
      me.ws.send(`{"type":${value}}`);
      expect(await me.next()).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    }
    me.ws.close();
  });

  it('keeps a match whose players left: its bots wait for them, and the token gets the seat back', async () => {
    const leave = async (c: Client) => {
      const closed = new Promise((r) => c.ws.once('close', r));
      c.ws.close();
      await closed;
      await new Promise((r) => setTimeout(r, 20));
    };
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'abandoned', seat: 0 });
    const joined = (await me.next()) as Extract<ServerMessage, { type: 'joined' }>;
    const started = me.nextOf('state');
    me.send({ type: 'start' });
    await started;
    // The bots pass at once; seat 0 waits for its player.
    for (let i = 0; i < 200 && (me.last('state') as { length: number }).length < 2; i++) {
      await new Promise((r) => setTimeout(r, 10));
    }
    const first = me.last('state') as Extract<ServerMessage, { type: 'state' }>;
    expect(first.length).toBe(2);
    await leave(me);
    // Nobody is left: the match is unloaded, and its bots play no move for no one.
    const sent = sentIn.get('abandoned');
    await new Promise((r) => setTimeout(r, 50));
    expect(sentIn.get('abandoned')).toBe(sent);
    expect(server.loaded()).not.toContain('abandoned');
    // Without the token, the seat stays its holder's; the other seats are the bots'.
    const stranger = new Client(server.port);
    await stranger.open();
    stranger.send({ type: 'join', match: 'abandoned', seat: 0 });
    expect(await stranger.next()).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    stranger.send({ type: 'join', match: 'abandoned' });
    expect(await stranger.next()).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    stranger.send({ type: 'join', match: 'abandoned', token: 'guessed' });
    expect(await stranger.next()).toMatchObject({ type: 'error', code: 'BAD_TOKEN' });
    await leave(stranger);
    // With it, the same match, dealt the same: the seat's hand is the one it left.
    const again = new Client(server.port);
    await again.open();
    again.send({ type: 'join', match: 'abandoned', token: joined.token });
    expect(await again.next()).toMatchObject({ type: 'joined', seat: 0, token: joined.token });
    // The state comes right behind the join's answer, in the same turn: read from what arrived.
    for (let i = 0; i < 200 && !again.last('state'); i++) await new Promise((r) => setTimeout(r, 10));
    const back = again.last('state') as Extract<ServerMessage, { type: 'state' }>;
    expect((back.view as { hand: string[] }).hand).toEqual((first.view as { hand: string[] }).hand);
    expect(back.length).toBe(first.length);
    await leave(again);
  });

  it('keeps a seat left before the start for its token, and starts once every seat is taken', async () => {
    const [a, b, c, d] = [0, 1, 2, 3].map(() => new Client(server.port));
    await Promise.all([a, b, c, d].map((x) => x!.open()));
    a!.send({ type: 'join', match: 'left-early', seat: 0 });
    await a!.next();
    b!.send({ type: 'join', match: 'left-early', seat: 1 });
    const bJoined = (await b!.next()) as Extract<ServerMessage, { type: 'joined' }>;
    const closed = new Promise((r) => b!.ws.once('close', r));
    b!.ws.close();
    await closed;
    await new Promise((r) => setTimeout(r, 20));
    c!.send({ type: 'join', match: 'left-early', seat: 1 });
    expect(await c!.next()).toMatchObject({ type: 'error', code: 'SEAT_TAKEN' });
    c!.send({ type: 'join', match: 'left-early', token: bJoined.token });
    expect(await c!.next()).toMatchObject({ type: 'joined', seat: 1 });
    const started = a!.nextOf('state');
    d!.send({ type: 'join', match: 'left-early', seat: 2 });
    expect(await d!.next()).toMatchObject({ type: 'joined', seat: 2 });
    expect(await started).toMatchObject({ type: 'state' });
    for (const x of [a, c, d]) x!.ws.close();
  });

  it('refuses a start once the match has started, sending nobody a state', async () => {
    const clients = [0, 1, 2].map(() => new Client(server.port));
    await Promise.all(clients.map((c) => c.open()));
    for (const [seat, c] of clients.entries()) {
      c.send({ type: 'join', match: 'started-twice', seat });
      await c.next();
    }
    await Promise.all(clients.map((c) => (c.last('state') ? undefined : c.nextOf('state'))));
    const states = clients.map((c) => c.messages.length);
    clients[0]!.send({ type: 'start' });
    expect(await clients[0]!.next()).toMatchObject({ type: 'error', code: 'STARTED' });
    expect(clients.map((c) => c.messages.length)).toEqual(states.map((n, i) => (i === 0 ? n + 1 : n)));
    for (const c of clients) c.ws.close();
  });

  it('cuts off a client that sends and never reads, rather than buffering for it without end', async () => {
    // A server of its own, whose flood limit is out of the way: the unread answers are what cut it off.
    const own = await startServer({ maxMessagesPerSecond: 1_000_000 });
    try {
      const flood = new Client(own.port);
      await flood.open();
      flood.send({ type: 'join', match: 'never-reads', seat: 0 });
      await flood.next();
      flood.send({ type: 'start' });
      await flood.nextOf('state');
      (flood.ws as unknown as { _socket: { pause(): void } })._socket.pause();
      // Each answer lists the 20 moves of a Parcellus pass: 20,000 make some 30 MB unread.
      for (let i = 0; i < 20_000; i++) flood.send({ type: 'moves', offset: 0 });
      for (let tries = 0; tries < 200 && own.connections() > 0; tries++) await new Promise((r) => setTimeout(r, 50));
      expect(own.connections()).toBe(0);
      flood.ws.terminate();
    } finally {
      await own.close();
    }
  });

  it('drops a connection that floods it with messages, and the matches go on', async () => {
    const flood = new Client(server.port);
    await flood.open();
    const closed = new Promise((r) => flood.ws.once('close', r));
    for (let i = 0; i < 500; i++) flood.send({ type: 'moves', offset: 0 });
    await closed;
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'after-flood' });
    expect(await me.next()).toMatchObject({ type: 'joined', seat: 0 });
    me.ws.close();
  });

  it('sends the first page of a seat’s moves with their count, and the next pages when asked', async () => {
    const me = new Client(server.port);
    await me.open();
    me.send({ type: 'join', match: 'pages', game: 'parcellus', players: 3, seat: 0 });
    await me.next();
    const started = me.nextOf('state');
    me.send({ type: 'start' });
    const first = (await started) as Extract<ServerMessage, { type: 'state' }>;
    // A Parcellus pass: any 3 of 6 cards, 20 moves, all on the first page.
    expect(first.moveCount).toBe(20);
    expect(first.legalMoves).toHaveLength(20);
    const page = me.nextOf('moves');
    me.send({ type: 'moves', offset: 5, limit: 3 });
    expect(await page).toEqual({
      type: 'moves',
      match: 'pages',
      // The bots in seats 1 and 2 may have passed meanwhile: seat 0's moves are the same.
      length: expect.any(Number),
      step: first.step,
      offset: 5,
      moves: first.legalMoves.slice(5, 8),
      moveCount: 20,
    });
    const past = me.nextOf('moves');
    me.send({ type: 'moves', offset: 18, limit: 1_000_000 });
    expect(await past).toMatchObject({ offset: 18, moves: first.legalMoves.slice(18), moveCount: 20 });
    for (const bad of [{ offset: -1 }, { offset: 0.5 }, { offset: 0, limit: -2 }]) {
      const refused = me.nextOf('error');
      me.send({ type: 'moves', ...bad });
      expect(await refused).toMatchObject({ type: 'error', code: 'BAD_PAGE' });
    }
    const untyped = me.nextOf('error');
    me.send({ type: 'moves', offset: '0' });
    expect(await untyped).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
    me.ws.close();
  });
});
