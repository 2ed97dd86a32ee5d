/**
 * The game server example: three WebSocket clients on a loopback port play a
 * match to the end; no message to a seat holds a card that seat may not see,
 * and nobody can act for another seat.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { type ServerMessage, startServer } from '../examples/server/server.js';
import { type ParcellusState, parcellusWords } from '../src/games/parcellus/index.js';
import { createRng, formatMessage, getGame, pick } from '../src/index.js';
import { manualClock } from '../src/server/index.js';

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
    // A rule's refusal comes as a message a client can translate: its id and parameters format,
    // with the game's catalogue, to the English sent beside them.
    const refused = me.nextOf('error');
    me.send({ type: 'action', action: { type: 'passCards', seat: 0, cards: ['9S', 'TS', 'JS'] }, step: later.step });
    const error = (await refused) as Extract<ServerMessage, { type: 'error' }>;
    expect(error.code).toMatch(/^(WRONG_PHASE|NOT_YOUR_TURN)$/);
    expect(error.messageId).toMatch(/^(parcellus|deckwright)\.error\./);
    expect(formatMessage(error.messageId ?? '', (error.params ?? {}) as Record<string, string>, parcellusWords)).toBe(
      error.message,
    );
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

describe('server example: seats, spectators and clocks (on a manual clock)', () => {
  type State = Extract<ServerMessage, { type: 'state' }>;
  const until = async (ok: () => boolean) => {
    for (let i = 0; i < 500 && !ok(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(ok()).toBe(true);
  };
  const lastState = (c: Client) => c.last('state') as State | undefined;

  it('a bot stands in for a player away past the grace time, and hands the seat back on return', async () => {
    const clock = manualClock();
    const own = await startServer({ clock, standInMs: 1000 });
    try {
      const [a, b] = [new Client(own.port), new Client(own.port)];
      await Promise.all([a.open(), b.open()]);
      a.send({ type: 'join', match: 'stand-in', game: 'six-card-parade', players: 2, seat: 0 });
      const aJoined = (await a.next()) as Extract<ServerMessage, { type: 'joined' }>;
      b.send({ type: 'join', match: 'stand-in', seat: 1 });
      await b.next();
      await until(() => lastState(a) !== undefined && lastState(b) !== undefined);
      // Seat 0 leaves; within the grace time nothing is played for it.
      const closed = new Promise((r) => a.ws.once('close', r));
      a.ws.close();
      await closed;
      const playFor = async (c: Client, seat: number, rng: ReturnType<typeof createRng>) => {
        const s = lastState(c)!;
        if (!s.actors.includes(seat) || s.legalMoves.length === 0) return false;
        c.send({ type: 'action', action: pick(rng, s.legalMoves), step: s.step });
        await until(() => (lastState(c)?.length ?? 0) > s.length);
        return true;
      };
      const rng = createRng('stand-in');
      const mineAt = () => lastState(b)!.actors.includes(0) && !lastState(b)!.actors.includes(1);
      for (let i = 0; i < 200 && !mineAt(); i++) await playFor(b, 1, rng);
      expect(mineAt()).toBe(true);
      const waiting = lastState(b)!.length;
      clock.advance(999);
      await new Promise((r) => setTimeout(r, 30));
      expect(lastState(b)!.length).toBe(waiting);
      // Past it, a bot plays seat 0's turn.
      clock.advance(1);
      await until(() => lastState(b)!.length > waiting);
      // Back with the token: the seat is the player's again, and no bot plays for it.
      const back = new Client(own.port);
      await back.open();
      back.send({ type: 'join', match: 'stand-in', token: aJoined.token });
      expect(await back.next()).toMatchObject({ type: 'joined', seat: 0 });
      await until(() => lastState(back) !== undefined);
      for (let i = 0; i < 200 && !lastState(b)!.actors.includes(0); i++) await playFor(b, 1, rng);
      const before = lastState(back)!;
      expect(before.actors).toContain(0);
      clock.advance(60_000);
      await new Promise((r) => setTimeout(r, 30));
      expect(lastState(back)!.length).toBe(before.length);
      expect(await playFor(back, 0, rng)).toBe(true);
      for (const c of [back, b]) c.ws.close();
    } finally {
      await own.close();
    }
  });

  it('spectators see the spectator view, and cannot act', async () => {
    const watched: unknown[] = [];
    const own = await startServer({
      audit: (_id, viewer, message) => {
        if (viewer === 'spectator' && message.type === 'state') watched.push(message.view);
      },
    });
    try {
      const p = new Client(own.port);
      await p.open();
      p.send({ type: 'join', match: 'watched', game: 'parcellus', players: 3, seat: 0 });
      await p.next();
      const eye = new Client(own.port);
      await eye.open();
      eye.send({ type: 'spectate', match: 'nope' });
      expect(await eye.next()).toMatchObject({ type: 'error', code: 'UNKNOWN_MATCH' });
      eye.send({ type: 'spectate', match: 'watched' });
      expect(await eye.next()).toMatchObject({ type: 'spectating', game: 'parcellus', players: 3 });
      p.send({ type: 'start' });
      await until(() => lastState(eye) !== undefined);
      const seen = lastState(eye)!;
      expect(seen.step).toBeNull();
      expect(seen.legalMoves).toEqual([]);
      expect((seen.view as { hand: unknown }).hand).toBeNull();
      expect(watched.length).toBeGreaterThan(0);
      eye.send({ type: 'action', action: { type: 'pass', seat: 0 }, step: 0 });
      expect(await eye.nextOf('error')).toMatchObject({ code: 'SPECTATOR' });
      eye.send({ type: 'join', match: 'watched' });
      expect(await eye.nextOf('error')).toMatchObject({ code: 'ALREADY_JOINED' });
      for (const c of [p, eye]) c.ws.close();
    } finally {
      await own.close();
    }
  });

  it('runs a match’s turn clock: a bot move at each deadline, or a forfeit that ends the match', async () => {
    const clock = manualClock();
    const own = await startServer({ clock });
    try {
      // Off by default: no deadline passes in a match that did not ask for a clock.
      const plain = new Client(own.port);
      await plain.open();
      plain.send({ type: 'join', match: 'no-clock', game: 'parcellus', players: 3, seat: 0 });
      await plain.next();
      plain.send({ type: 'start' });
      await until(() => (lastState(plain)?.length ?? 0) === 2);
      clock.advance(10_000_000);
      await new Promise((r) => setTimeout(r, 30));
      expect(lastState(plain)!.length).toBe(2);

      const timed = new Client(own.port);
      await timed.open();
      timed.send({
        type: 'join',
        match: 'bot-clock',
        game: 'parcellus',
        players: 3,
        seat: 0,
        clock: { limitMs: 5000, atDeadline: 'bot' },
      });
      await timed.next();
      timed.send({ type: 'start' });
      await until(() => (lastState(timed)?.length ?? 0) === 2);
      clock.advance(4999);
      await new Promise((r) => setTimeout(r, 30));
      expect(lastState(timed)!.length).toBe(2);
      clock.advance(1);
      await until(() => lastState(timed)!.length > 2);
      expect(lastState(timed)!.step).toBe(1);

      const lazy = new Client(own.port);
      await lazy.open();
      lazy.send({
        type: 'join',
        match: 'forfeit-clock',
        game: 'parcellus',
        players: 3,
        seat: 0,
        clock: { limitMs: 5000, atDeadline: 'forfeit' },
      });
      await lazy.next();
      lazy.send({ type: 'start' });
      await until(() => (lastState(lazy)?.length ?? 0) === 2);
      clock.advance(5000);
      await until(() => lastState(lazy)!.forfeit === 0);
      expect(lastState(lazy)!.actors).toEqual([]);
      const s = lastState(lazy)!;
      lazy.send({ type: 'action', action: (s.view as { hand: string[] }).hand, step: s.step });
      expect(await lazy.nextOf('error')).toMatchObject({ code: 'NOT_YOUR_SEAT' });
      lazy.send({ type: 'action', action: { type: 'passCards', seat: 0, cards: [] }, step: s.step });
      expect(await lazy.nextOf('error')).toMatchObject({ code: 'GAME_OVER' });
      const other = new Client(own.port);
      await other.open();
      other.send({ type: 'join', match: 'bad-clock', clock: { limitMs: 5 } });
      expect(await other.next()).toMatchObject({ type: 'error', code: 'BAD_MESSAGE' });
      for (const c of [plain, timed, lazy, other]) c.ws.close();
    } finally {
      await own.close();
    }
  });
});
