/**
 * A game server example: Node HTTP + WebSocket (`ws`) over a match store, in memory by default or
 * in PostgreSQL given a connection string. It sends each connected seat only its own view (and
 * spectators the spectator view), applies an action only from the seat that holds it by token and
 * only once the store took it, lets bots fill empty seats and stand in for a player who left until
 * the player comes back, runs turn clocks where a match asks for one, and shares matches between
 * several processes on one database.
 *
 * Run it (after `npm run build`): `npx tsx examples/server/server.ts [--port 8787] [--db postgres://…]`.
 *
 * Protocol, JSON messages:
 *   client → server  { type: 'join', match, game?, players?, seat?, token?, clock? }
 *                                   a seat: the one `token` holds, else a free one (the first, or `seat`);
 *                                   the first join creates the match (`clock`: { limitMs, atDeadline })
 *                    { type: 'spectate', match }        watch a match: spectator views only
 *                    { type: 'start' }                  fill the free seats with bots and begin (once)
 *                    { type: 'action', action, step }   `step` is the seat's step of the state it was chosen in
 *                    { type: 'moves', offset, limit? }  another page of your legal moves, now
 *   server → client  { type: 'joined', match, game, seat, players, token }
 *                    { type: 'spectating', match, game, players }
 *                    { type: 'state', match, length, step, view, legalMoves, moveCount, actors, score, forfeit }
 *                    { type: 'accepted', match, length, step }    your action is stored, as action `length - 1`
 *                    { type: 'moves', match, length, step, offset, moves, moveCount }
 *                    { type: 'error', code, message, messageId?, params? }
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type AnyGame,
  type BaseAction,
  createMatch,
  createRng,
  getGame,
  isRuleError,
  type Match,
  type MatchRecord,
  type Rng,
} from 'deckwright';
import { type Clock, createTurnClock, systemClock, type TurnClock } from 'deckwright/server';
import { type WebSocket, WebSocketServer } from 'ws';
import { type Holder, type MatchSettings, memoryServerStore, postgresStore, type ServerStore } from './stores.js';

/** A message the server sends. */
export type ServerMessage =
  | { type: 'joined'; match: string; game: string; seat: number; players: number; token: string }
  | { type: 'spectating'; match: string; game: string; players: number }
  | {
      type: 'state';
      match: string;
      length: number;
      step: number | null;
      view: unknown;
      legalMoves: unknown[];
      moveCount: number;
      actors: readonly number[];
      score: unknown;
      forfeit: number | null;
    }
  | { type: 'accepted'; match: string; length: number; step: number }
  | { type: 'moves'; match: string; length: number; step: number; offset: number; moves: unknown[]; moveCount: number }
  | {
      type: 'error';
      code: string;
      message: string;
      /** For a rule's refusal: the message as data, for a client that shows another language. */
      messageId?: string;
      params?: Readonly<Record<string, unknown>>;
    };

/** Who a message goes to: a seat, or a spectator. */
export type Viewer = number | 'spectator';

/**
 * The most moves a message carries: the first page of a seat's moves comes with each state, and a
 * client asks for the next ones (`moves`). A wild-rich Frustration Rummy hand has thousands of
 * moves, megabytes of JSON, which would otherwise go to the seat after every action anyone takes.
 */
export const MOVES_PAGE = 200;

/** Options of {@link startServer}. */
export interface ServerOptions {
  /** Port to listen on; 0 picks a free one. */
  port?: number;
  /** Address to listen on; loopback by default. */
  host?: string;
  /** The store: in memory when left out; a PostgreSQL connection string; or a store of your own. */
  store?: ServerStore | string;
  /** Time for turn clocks and stand-ins; the system clock when left out (tests pass a manual one). */
  clock?: Clock;
  /** How long a player may be away from a started match before a bot plays for them (ms; 3 s by default). */
  standInMs?: number;
  /** Messages a connection may send in one second before it is dropped (100 by default). */
  maxMessagesPerSecond?: number;
  /** Bytes a connection may leave unread before it is cut off (1 MB by default). */
  maxBufferedBytes?: number;
  /** Connections open at once before new ones are refused (10,000 by default). */
  maxConnections?: number;
  /** Called with every message before it is sent, with the state it was made from (for audits and tests). */
  audit?: (matchId: string, viewer: Viewer, message: ServerMessage, state: unknown) => void;
}

/** A running server. */
export interface RunningServer {
  /** The port it listens on. */
  port: number;
  /** The ids of the matches loaded in this process now (a match is loaded while a client of this process is in it). */
  loaded(): string[];
  /** Connections open now. */
  connections(): number;
  /** Stops listening, drops every connection, closes the store. */
  close(): Promise<void>;
}

interface Conn {
  ws: WebSocket;
  joined: { table: Table; viewer: Viewer } | null;
  joining: boolean;
  window: number;
  count: number;
}

interface Table {
  id: string;
  game: AnyGame;
  // biome-ignore lint/suspicious/noExplicitAny: the server hosts every game; each match is typed by its game.
  match: Match<any, any, unknown>;
  length: number;
  settings: MatchSettings;
  holders: Holder[];
  seats: (Conn | null)[];
  spectators: Set<Conn>;
  // Seats a bot plays while their holder is away (the holder left a connection of this process).
  standIn: Set<number>;
  away: Map<number, unknown>;
  forfeit: number | null;
  turns: TurnClock | null;
  rng: Rng;
  queue: Promise<void>;
  botScheduled: boolean;
  gone: boolean;
}

const hashToken = (token: string): string => createHash('sha256').update(token).digest('base64url');

class Refusal extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Starts the server; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const ownStore = typeof options.store !== 'object';
  const store: ServerStore =
    typeof options.store === 'string' ? await postgresStore(options.store) : (options.store ?? memoryServerStore());
  const clock = options.clock ?? systemClock;
  const standInMs = options.standInMs ?? 3000;
  const maxRate = options.maxMessagesPerSecond ?? 100;
  const maxConnections = options.maxConnections ?? 10_000;
  const maxBuffered = options.maxBufferedBytes ?? 1024 * 1024;
  const tables = new Map<string, Table>();
  const loading = new Map<string, Promise<Table>>();
  let connections = 0;

  const http: Server = createServer((req, res) => {
    if (req.url === '/stats') {
      // For operators and the load test: a collection first when the process allows one (--expose-gc).
      (globalThis as { gc?: () => void }).gc?.();
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ connections, loaded: tables.size, heapUsed: process.memoryUsage().heapUsed }));
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('deckwright game server: connect with a WebSocket\n');
  });
  const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 });

  // What a client has not read yet waits in the server's memory: a client that sends and never
  // reads would grow it without end, so one that lets a megabyte pile up is cut off.
  const deliver = (conn: Conn, message: ServerMessage): void => {
    const { ws } = conn;
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > maxBuffered) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  };
  const fail = (conn: Conn, code: string, message: string): void => deliver(conn, { type: 'error', code, message });
  const sendTo = (table: Table, conn: Conn, viewer: Viewer, message: ServerMessage): void => {
    options.audit?.(table.id, viewer, message, table.match.state);
    deliver(conn, message);
  };

  const started = (t: Table): boolean => t.holders.every((h) => h !== null);
  const over = (t: Table): boolean => t.forfeit !== null || t.match.score().over;

  const stateFor = (t: Table, viewer: Viewer): ServerMessage => {
    const seat = viewer === 'spectator' ? null : viewer;
    const open = seat !== null && t.forfeit === null;
    return {
      type: 'state',
      match: t.id,
      length: t.length,
      step: seat === null ? null : t.match.step(seat),
      view: t.match.view(viewer),
      legalMoves: open ? t.match.legalMovesPage(seat, { offset: 0, limit: MOVES_PAGE }) : [],
      moveCount: open ? t.match.countMoves(seat) : 0,
      actors: t.forfeit === null ? t.match.actors() : [],
      score: t.match.score(),
      forfeit: t.forfeit,
    };
  };

  // Each seat gets its own view and its own legal moves, spectators the spectator view; nothing else.
  const broadcast = (t: Table): void => {
    if (!started(t)) return;
    t.seats.forEach((conn, seat) => {
      if (conn) sendTo(t, conn, seat, stateFor(t, seat));
    });
    for (const s of t.spectators) sendTo(t, s, 'spectator', stateFor(t, 'spectator'));
  };

  /** Runs `op` after every earlier operation on the table: one change at a time, in order. */
  const enqueue = (t: Table, op: () => Promise<void> | void): Promise<void> => {
    const next = t.queue.then(op).catch((e) => {
      // The store failed (the database went away): the match here may hold an action the store
      // does not, so it is unloaded; its clients reconnect and get it back from the store.
      console.error(`match ${t.id}:`, e);
      unload(t, true);
    });
    t.queue = next;
    return next;
  };

  const unload = (t: Table, dropClients: boolean): void => {
    if (t.gone) return;
    t.gone = true;
    tables.delete(t.id);
    t.turns?.stop();
    for (const h of t.away.values()) clock.clear(h);
    if (dropClients) {
      for (const c of [...t.seats, ...t.spectators]) c?.ws.terminate();
    }
  };

  /** Unloads a match no client of this process is in: it stays in the store, and loads again on a join. */
  const unloadIfIdle = (t: Table): void => {
    if (t.seats.every((c) => c === null) && t.spectators.size === 0) unload(t, false);
  };

  const rebuild = async (t: Table): Promise<void> => {
    const record = await store.load(t.id);
    if (record === undefined) throw new Error(`match ${t.id} is gone from the store`);
    t.match = createMatch(t.game, record);
    t.length = record.actions.length;
  };

  const afterChange = (t: Table): void => {
    if (t.turns !== null && started(t)) {
      if (over(t)) t.turns.stop();
      else
        t.turns.update(
          t.match.actors(),
          t.holders.map((_, s) => t.match.step(s)),
        );
    }
    scheduleBots(t);
  };

  /** Applies an action for `seat` (from its client, a bot or a clock), once the store has taken it. */
  const act = async (t: Table, seat: number, envelope: unknown, from: Conn | null): Promise<void> => {
    if (t.forfeit !== null) {
      if (from) fail(from, 'GAME_OVER', `The match is over: seat ${t.forfeit} forfeited.`);
      return;
    }
    if (!started(t)) {
      if (from) fail(from, 'NOT_STARTED', 'The match has not started.');
      return;
    }
    const before = t.length;
    const r = t.match.act(envelope);
    if (!r.ok) {
      // A rule's refusal goes out as a message a client can translate (its id and parameters).
      if (from) {
        const { code, message, messageId, params } = r.error;
        deliver(from, { type: 'error', code, message, messageId, params });
      }
      return;
    }
    const action = t.match.history.at(-1)?.action as BaseAction;
    const stored = await store.append(t.id, before, action);
    if (stored.ok) {
      t.length = stored.length;
      broadcast(t);
      // After the state, so that a client waiting for its next state after acting meets it first.
      if (from) sendTo(t, from, seat, { type: 'accepted', match: t.id, length: t.length, step: t.match.step(seat) });
    } else {
      // Another process stored an action first: the store's match is the match.
      await rebuild(t);
      broadcast(t);
      if (from) fail(from, 'STALE', 'Another action was taken first: choose again from the state now.');
    }
    afterChange(t);
  };

  /** Catches up with actions another process stored. */
  const catchUp = async (t: Table, length: number): Promise<void> => {
    if (length <= t.length) return;
    const actions = await store.actionsSince(t.id, t.length);
    if (actions.length === 0) return;
    for (const a of actions) {
      if (!t.match.apply(a).ok) {
        await rebuild(t);
        break;
      }
      t.length++;
    }
    broadcast(t);
    afterChange(t);
  };

  const refreshSeats = async (t: Table): Promise<void> => {
    const wasStarted = started(t);
    t.holders = await store.holders(t.id);
    t.forfeit = await store.forfeited(t.id);
    if (!wasStarted && started(t)) broadcast(t);
    if (t.forfeit !== null) broadcast(t);
    afterChange(t);
  };

  /** True when a bot plays `seat` now: a bot's seat, or one whose holder is away. */
  const botPlays = (t: Table, seat: number): boolean => t.holders[seat] === 'bot' || t.standIn.has(seat);

  // Bots act one move at a time, on a later tick, so humans' messages interleave.
  const scheduleBots = (t: Table): void => {
    if (t.botScheduled || t.gone || !started(t) || over(t)) return;
    if (!t.match.actors().some((s) => botPlays(t, s))) return;
    t.botScheduled = true;
    setImmediate(() => {
      t.botScheduled = false;
      void enqueue(t, async () => {
        if (t.gone || over(t)) return;
        const seat = t.match.actors().find((s) => botPlays(t, s));
        if (seat === undefined) return;
        // A uniformly random legal move, as the random agent picks from the list, without the list.
        const action = t.game.randomMove(t.match.state, seat, t.rng);
        if (action !== null) await act(t, seat, { action, step: t.match.step(seat) }, null);
      });
    });
  };

  const newTable = (id: string, game: AnyGame, record: MatchRecord, settings: MatchSettings): Table => {
    const t: Table = {
      id,
      game,
      match: createMatch(game, record),
      length: record.actions.length,
      settings,
      holders: new Array(record.players).fill(null),
      seats: new Array(record.players).fill(null),
      spectators: new Set(),
      standIn: new Set(),
      away: new Map(),
      forfeit: null,
      turns: null,
      // A secret of its own: drawn from the deal's seed, the bots' moves would be one more thing
      // a player sees that follows from it.
      rng: createRng(randomUUID()),
      queue: Promise.resolve(),
      botScheduled: false,
      gone: false,
    };
    const c = settings.clock;
    if (c !== undefined) {
      t.turns = createTurnClock({
        clock,
        limitMs: c.limitMs,
        atDeadline: c.atDeadline === 'forfeit' ? 'forfeit' : (seat) => game.randomMove(t.match.state, seat, t.rng),
        onExpiry: (e) => {
          void enqueue(t, async () => {
            if (t.gone || over(t)) return;
            if (e.kind === 'move') await act(t, e.seat, { action: e.action, step: e.step }, null);
            else if (t.match.step(e.seat) === e.step) {
              await store.forfeit(t.id, e.seat);
              t.forfeit = await store.forfeited(t.id);
              broadcast(t);
              afterChange(t);
            }
          });
        },
      });
    }
    return t;
  };

  /** The match with this id, loaded from the store, or created when `create` says how. */
  const tableFor = (
    id: string,
    create: { game: AnyGame; players: number; settings: MatchSettings } | null,
  ): Promise<Table> => {
    const have = tables.get(id);
    if (have !== undefined) return Promise.resolve(have);
    const pending = loading.get(id);
    if (pending !== undefined) return pending;
    const p = (async () => {
      let record = await store.load(id);
      if (record === undefined) {
        if (create === null) throw new Refusal('UNKNOWN_MATCH', `There is no match "${id}".`);
        // The seed is the server's secret: a seed a client chose or could guess (the match id)
        // would let it deal the game itself and see every hand.
        const fresh = createMatch(create.game, { players: create.players, seed: randomUUID() }).record();
        try {
          await store.createWith(id, fresh, create.settings);
          record = fresh;
        } catch (e) {
          if (!isRuleError(e) || e.code !== 'MATCH_EXISTS') throw e;
          record = await store.load(id);
          if (record === undefined) throw e;
        }
      }
      const game = getGame(record.game);
      if (game === undefined) throw new Refusal('UNKNOWN_GAME', `No game "${record.game}".`);
      const t = newTable(id, game, record, await store.settings(id));
      t.holders = await store.holders(id);
      t.forfeit = await store.forfeited(id);
      tables.set(id, t);
      // Events of actions stored while this load ran were not heard (the match was not loaded yet):
      // the store is asked once more.
      void enqueue(t, () => catchUp(t, Number.POSITIVE_INFINITY));
      return t;
    })();
    loading.set(id, p);
    const done = () => loading.delete(id);
    p.then(done, done);
    return p;
  };

  store.onEvent((e) => {
    const t = tables.get(e.match);
    if (t === undefined) return;
    if (e.kind === 'append') void enqueue(t, () => catchUp(t, e.length));
    else void enqueue(t, () => refreshSeats(t));
  });

  const readClock = (raw: unknown): MatchSettings['clock'] | 'bad' | undefined => {
    if (raw === undefined) return undefined;
    const c = raw as { limitMs?: unknown; atDeadline?: unknown } | null;
    if (c === null || typeof c !== 'object') return 'bad';
    if (typeof c.limitMs !== 'number' || !(c.limitMs >= 100 && c.limitMs <= 86_400_000)) return 'bad';
    if (c.atDeadline !== 'bot' && c.atDeadline !== 'forfeit') return 'bad';
    return { limitMs: c.limitMs, atDeadline: c.atDeadline };
  };

  const join = async (conn: Conn, msg: Record<string, unknown>): Promise<void> => {
    // One join at a time: a second one sent before the first is answered would take a second seat.
    if (conn.joined || conn.joining) return fail(conn, 'ALREADY_JOINED', 'This connection already has a seat.');
    conn.joining = true;
    try {
      await joinOnce(conn, msg);
    } finally {
      conn.joining = false;
    }
  };

  const joinOnce = async (conn: Conn, msg: Record<string, unknown>): Promise<void> => {
    // Check each field's type before using it: String() or Number() of a client's object
    // ({ "toString": 0 }, an array nested thousands deep) throws, and a throw here ends the process.
    const { match: id = 'default', game: gameId = 'parcellus', players: n, seat, token } = msg;
    if (typeof id !== 'string' || typeof gameId !== 'string') {
      return fail(conn, 'BAD_MESSAGE', 'A join names its match and game with strings.');
    }
    if ((n !== undefined && typeof n !== 'number') || (seat !== undefined && typeof seat !== 'number')) {
      return fail(conn, 'BAD_MESSAGE', 'A join gives players and seat as numbers.');
    }
    if (token !== undefined && (typeof token !== 'string' || token.length > 100)) {
      return fail(conn, 'BAD_MESSAGE', 'A token is the string the server gave at the first join.');
    }
    if (id.length === 0 || id.length > 128 || !/^[\x21-\x7e]+$/.test(id)) {
      return fail(conn, 'BAD_MESSAGE', 'A match id is 1 to 128 printable characters without spaces.');
    }
    const clockSetting = readClock(msg.clock);
    if (clockSetting === 'bad') {
      return fail(conn, 'BAD_MESSAGE', 'A clock is { limitMs: 100 to 86400000, atDeadline: "bot" or "forfeit" }.');
    }
    const game = getGame(gameId);
    if (!game && token === undefined) return fail(conn, 'UNKNOWN_GAME', `No game "${gameId}".`);
    const players = n ?? game?.players.min ?? 0;
    if (game && (!Number.isInteger(players) || players < game.players.min || players > game.players.max)) {
      return fail(conn, 'BAD_SETUP', `${game.title} is for ${game.players.min} to ${game.players.max} players.`);
    }
    // A match unloaded between finding it and joining it (its last client left) is loaded again.
    for (let attempt = 0; attempt < 3; attempt++) {
      let t: Table;
      try {
        // With a token, the match must exist: a token never creates one.
        t = await tableFor(
          id,
          token === undefined && game
            ? { game, players, settings: clockSetting === undefined ? {} : { clock: clockSetting } }
            : null,
        );
      } catch (e) {
        if (e instanceof Refusal || isRuleError(e)) return fail(conn, e.code, e.message);
        console.error(e);
        return fail(conn, 'UNAVAILABLE', 'The match could not be loaded.');
      }
      let again = false;
      await enqueue(t, () => {
        if (t.gone) again = true;
        else return seatIn(conn, t, seat, token);
      });
      if (!again) return;
    }
    fail(conn, 'UNAVAILABLE', 'The match could not be loaded.');
  };

  /** Gives `conn` the seat its token holds, or a free one (`seat`, or the first), with a new token. */
  const seatIn = async (conn: Conn, t: Table, seat: number | undefined, token: string | undefined): Promise<void> => {
    if (conn.ws.readyState !== conn.ws.OPEN || conn.joined) return;
    let mine: number;
    let issued: string;
    if (token !== undefined) {
      const hash = hashToken(token);
      mine = t.holders.indexOf(hash);
      if (mine < 0) {
        t.holders = await store.holders(t.id);
        mine = t.holders.indexOf(hash);
      }
      if (mine < 0) return fail(conn, 'BAD_TOKEN', 'That token holds no seat of this match.');
      issued = token;
    } else {
      const free = seat ?? t.holders.indexOf(null);
      if (!Number.isInteger(free) || free < 0 || free >= t.holders.length || t.holders[free] !== null) {
        return fail(conn, 'SEAT_TAKEN', 'That seat is not free.');
      }
      issued = randomBytes(24).toString('base64url');
      if (!(await store.claimSeat(t.id, free, hashToken(issued)))) {
        t.holders = await store.holders(t.id);
        return fail(conn, 'SEAT_TAKEN', 'That seat is not free.');
      }
      t.holders[free] = hashToken(issued);
      mine = free;
    }
    // The seat's earlier connection (a client reconnecting before its old socket timed out) goes.
    const old = t.seats[mine];
    if (old && old !== conn) {
      old.joined = null;
      old.ws.close(4000, 'replaced by a new connection for this seat');
    }
    t.seats[mine] = conn;
    conn.joined = { table: t, viewer: mine };
    // Back in time, or back after a bot stood in: the seat is the player's again.
    const timer = t.away.get(mine);
    if (timer !== undefined) clock.clear(timer);
    t.away.delete(mine);
    t.standIn.delete(mine);
    sendTo(t, conn, mine, {
      type: 'joined',
      match: t.id,
      game: t.game.id,
      seat: mine,
      players: t.holders.length,
      token: issued,
    });
    if (started(t)) {
      // The one who completed the table starts the match for everyone; a player back gets the state.
      if (token === undefined) broadcast(t);
      else sendTo(t, conn, mine, stateFor(t, mine));
    }
    afterChange(t);
  };

  const spectate = async (conn: Conn, msg: Record<string, unknown>): Promise<void> => {
    if (conn.joined || conn.joining) return fail(conn, 'ALREADY_JOINED', 'This connection already has a seat.');
    conn.joining = true;
    try {
      await spectateOnce(conn, msg);
    } finally {
      conn.joining = false;
    }
  };

  const spectateOnce = async (conn: Conn, msg: Record<string, unknown>): Promise<void> => {
    const id = msg.match;
    if (typeof id !== 'string' || id.length === 0 || id.length > 128) {
      return fail(conn, 'BAD_MESSAGE', 'A spectate names its match with a string.');
    }
    let t: Table;
    try {
      t = await tableFor(id, null);
    } catch (e) {
      if (e instanceof Refusal || isRuleError(e)) return fail(conn, e.code, e.message);
      return fail(conn, 'UNAVAILABLE', 'The match could not be loaded.');
    }
    await enqueue(t, () => {
      if (conn.ws.readyState !== conn.ws.OPEN || conn.joined || t.gone) return;
      t.spectators.add(conn);
      conn.joined = { table: t, viewer: 'spectator' };
      sendTo(t, conn, 'spectator', { type: 'spectating', match: t.id, game: t.game.id, players: t.holders.length });
      if (started(t)) sendTo(t, conn, 'spectator', stateFor(t, 'spectator'));
      scheduleBots(t);
    });
  };

  const onMessage = async (conn: Conn, data: unknown): Promise<void> => {
    let msg: { type?: unknown; [k: string]: unknown };
    try {
      msg = JSON.parse(String(data));
    } catch {
      return fail(conn, 'BAD_MESSAGE', 'Messages are JSON.');
    }
    if (msg === null || typeof msg !== 'object' || Array.isArray(msg)) {
      return fail(conn, 'BAD_MESSAGE', 'Messages are JSON objects.');
    }
    if (msg.type === 'join') return join(conn, msg);
    if (msg.type === 'spectate') return spectate(conn, msg);
    if (msg.type !== 'start' && msg.type !== 'moves' && msg.type !== 'action') {
      return fail(
        conn,
        'BAD_MESSAGE',
        typeof msg.type === 'string'
          ? `Unknown message type "${msg.type.slice(0, 40)}".`
          : 'A message has a string type.',
      );
    }
    const joined = conn.joined;
    if (!joined) return fail(conn, 'NOT_JOINED', 'Join a match first.');
    const { table: t, viewer } = joined;
    if (viewer === 'spectator') return fail(conn, 'SPECTATOR', 'Spectators watch; they do not act.');
    const seat = viewer;
    if (msg.type === 'start') {
      return enqueue(t, async () => {
        // Once only: each start sends every seat its state, so a repeated one would let a client
        // flood the others (and start a bot turn each time).
        if (started(t)) return fail(conn, 'STARTED', 'The match has already started.');
        for (const [s, h] of t.holders.entries()) if (h === null) await store.claimSeat(t.id, s, 'bot');
        t.holders = await store.holders(t.id);
        broadcast(t);
        afterChange(t);
      });
    }
    if (msg.type === 'moves') {
      const { offset, limit = MOVES_PAGE } = msg;
      if (typeof offset !== 'number' || typeof limit !== 'number') {
        return fail(conn, 'BAD_MESSAGE', 'A moves request gives offset (and limit) as numbers.');
      }
      return enqueue(t, () => {
        if (!started(t)) return fail(conn, 'NOT_STARTED', 'The match has not started.');
        try {
          const moves = t.match.legalMovesPage(seat, { offset, limit: Math.min(limit, MOVES_PAGE) });
          sendTo(t, conn, seat, {
            type: 'moves',
            match: t.id,
            length: t.length,
            step: t.match.step(seat),
            offset,
            moves,
            moveCount: t.match.countMoves(seat),
          });
        } catch (e) {
          const err = e as { code?: string; message: string };
          fail(conn, err.code ?? 'BAD_MESSAGE', err.message);
        }
      });
    }
    // An action: for the sender's own seat only, whatever it claims.
    const action = msg.action as { seat?: unknown } | null;
    if (action === null || typeof action !== 'object' || action.seat !== seat) {
      return fail(conn, 'NOT_YOUR_SEAT', `You sit in seat ${seat}; you can only act for it.`);
    }
    return enqueue(t, () => {
      if (conn.joined?.table !== t) return;
      // The step counts this seat's own actions (see `match.step`): an action sent again, or
      // chosen before the seat's last one, is refused with STALE by the match itself.
      return act(t, seat, { action: msg.action, step: msg.step }, conn);
    });
  };

  wss.on('connection', (ws) => {
    // ws reports a frame it refuses (over maxPayload, text that is not UTF-8) as an 'error' event,
    // then closes the socket; an 'error' event nobody listens to would end the process.
    ws.on('error', () => {});
    if (connections >= maxConnections) {
      ws.close(1013, 'too many connections');
      return;
    }
    connections++;
    const conn: Conn = { ws, joined: null, joining: false, window: 0, count: 0 };
    ws.on('message', (data) => {
      // A flood is cut off: past the rate, the connection is dropped, and the matches go on.
      const second = Math.floor(Date.now() / 1000);
      if (second !== conn.window) {
        conn.window = second;
        conn.count = 0;
      }
      if (++conn.count > maxRate) {
        ws.terminate();
        return;
      }
      onMessage(conn, data).catch((e) => {
        console.error(e);
        fail(conn, 'UNAVAILABLE', 'The server could not handle that message.');
      });
    });
    ws.on('close', () => {
      connections--;
      const joined = conn.joined;
      if (!joined) return;
      conn.joined = null;
      const { table: t, viewer } = joined;
      void enqueue(t, () => {
        if (viewer === 'spectator') t.spectators.delete(conn);
        else if (t.seats[viewer] === conn) {
          t.seats[viewer] = null;
          // A bot plays for the player after a while away, and hands the seat back when they return.
          if (started(t) && !over(t) && t.holders[viewer] !== 'bot') {
            t.away.set(
              viewer,
              clock.set(() => {
                t.away.delete(viewer);
                if (t.gone || t.seats[viewer] !== null) return;
                t.standIn.add(viewer);
                scheduleBots(t);
              }, standInMs),
            );
          }
        }
        unloadIfIdle(t);
      });
    });
  });

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    loaded: () => [...tables.keys()],
    connections: () => connections,
    close: async () => {
      for (const c of wss.clients) c.terminate();
      await new Promise<void>((resolve) => wss.close(() => http.close(() => resolve())));
      for (const t of [...tables.values()]) unload(t, false);
      if (ownStore) await store.close();
    },
  };
}

/** `--name value` from the command line. */
function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i < 0 ? undefined : process.argv[i + 1];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const db = arg('db') ?? process.env.DATABASE_URL;
  const standIn = arg('stand-in-ms');
  startServer({
    port: Number(arg('port') ?? (process.argv[2]?.startsWith('--') ? undefined : process.argv[2]) ?? 8787),
    ...(db ? { store: db } : {}),
    ...(standIn ? { standInMs: Number(standIn) } : {}),
  }).then(
    ({ port }) => console.log(`deckwright server on ws://127.0.0.1:${port} (${db ? 'PostgreSQL' : 'in memory'})`),
    (e) => {
      console.error(e);
      process.exit(1);
    },
  );
}
