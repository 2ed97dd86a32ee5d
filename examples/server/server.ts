/**
 * A game server example: Node HTTP + WebSocket (`ws`). It hosts matches, sends
 * each connected seat only its own view, applies actions only from the seat
 * that sent them, and lets a bot fill empty seats.
 *
 * Run it (after `npm run build`): `npx tsx examples/server/server.ts [port]`.
 *
 * Protocol, JSON messages:
 *   client → server  { type: 'join', match, game?, players?, seat? }
 *                    { type: 'start' }              fill the empty seats with bots and begin (once)
 *                    { type: 'action', action, step }  the action's seat must be the sender's, and
 *                                                   `step` the one of the state it was chosen from
 *                    { type: 'moves', offset, limit? }  another page of your legal moves, now
 *   server → client  { type: 'joined', match, game, seat, players }
 *                    { type: 'state', step, view, legalMoves, moveCount, actors, score }
 *                                                   `legalMoves` is the first page of `moveCount`
 *                    { type: 'moves', step, offset, moves, moveCount }
 *                    { type: 'error', code, message }
 */
import { randomUUID } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type AnyGame, createMatch, createRng, getGame, type Match, type Rng } from 'deckwright';
import { type WebSocket, WebSocketServer } from 'ws';

/** A message the server sends. */
export type ServerMessage =
  | { type: 'joined'; match: string; game: string; seat: number; players: number }
  | {
      type: 'state';
      step: number;
      view: unknown;
      legalMoves: unknown[];
      moveCount: number;
      actors: readonly number[];
      score: unknown;
    }
  | { type: 'moves'; step: number; offset: number; moves: unknown[]; moveCount: number }
  | { type: 'error'; code: string; message: string };

interface Table {
  game: AnyGame;
  // biome-ignore lint/suspicious/noExplicitAny: the server hosts every game; each match is typed by its game.
  match: Match<any, any, unknown>;
  seats: (WebSocket | null)[];
  bots: Set<number>;
  started: boolean;
  rng: Rng;
  // How many actions each seat has taken: the step a client sends back with its next action.
  acted: number[];
}

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
  /** Called with every message before it is sent, with the state it was made from (for audits and tests). */
  audit?: (matchId: string, seat: number, message: ServerMessage, state: unknown) => void;
}

/** Starts the server; resolves once it listens. */
export async function startServer(options: ServerOptions = {}): Promise<{ port: number; close(): Promise<void> }> {
  const tables = new Map<string, Table>();
  const http: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/plain' });
    res.end('deckwright game server: connect with a WebSocket\n');
  });
  const wss = new WebSocketServer({ server: http, maxPayload: 64 * 1024 });

  // What a client has not read yet waits in the server's memory: a client that sends and never
  // reads would grow it without end, so one that lets a megabyte pile up is cut off.
  const deliver = (ws: WebSocket, message: ServerMessage): void => {
    if (ws.readyState !== ws.OPEN) return;
    if (ws.bufferedAmount > 1024 * 1024) {
      ws.terminate();
      return;
    }
    ws.send(JSON.stringify(message));
  };

  const send = (matchId: string, table: Table, seat: number, message: ServerMessage): void => {
    options.audit?.(matchId, seat, message, table.match.state);
    const ws = table.seats[seat];
    if (ws) deliver(ws, message);
  };

  // Each seat gets its own view and its own legal moves (their number and the first page), nothing else.
  const broadcast = (matchId: string, table: Table): void => {
    table.seats.forEach((_, seat) => {
      send(matchId, table, seat, {
        type: 'state',
        // How many actions this seat has taken: a client sends it back with its next action.
        step: table.acted[seat] as number,
        view: table.match.view(seat),
        legalMoves: table.match.legalMovesPage(seat, { offset: 0, limit: MOVES_PAGE }),
        moveCount: table.match.countMoves(seat),
        actors: table.match.actors(),
        score: table.match.score(),
      });
    });
  };

  // Bots act one move at a time, on a later tick, so humans' messages interleave.
  const runBots = (matchId: string, table: Table): void => {
    const seat = table.match.actors().find((s) => table.bots.has(s));
    if (seat === undefined || !table.started) return;
    setImmediate(() => {
      if (tables.get(matchId) !== table || !table.match.actors().includes(seat)) return;
      // A uniformly random legal move, as the random agent picks from the list, without the list.
      const action = table.game.randomMove(table.match.state, seat, table.rng);
      if (action === null) return;
      table.match.apply(action);
      broadcast(matchId, table);
      runBots(matchId, table);
    });
  };

  wss.on('connection', (ws) => {
    // ws reports a frame it refuses (over maxPayload, text that is not UTF-8) as an 'error' event,
    // then closes the socket; an 'error' event nobody listens to would end the process.
    ws.on('error', () => {});
    let joined: { id: string; table: Table; seat: number } | null = null;
    const fail = (code: string, message: string): void => deliver(ws, { type: 'error', code, message });
    ws.on('message', (data) => {
      let msg: { type?: unknown; [k: string]: unknown };
      try {
        msg = JSON.parse(String(data));
      } catch {
        return fail('BAD_MESSAGE', 'Messages are JSON.');
      }
      if (msg === null || typeof msg !== 'object') return fail('BAD_MESSAGE', 'Messages are JSON objects.');
      if (msg.type === 'join') {
        if (joined) return fail('ALREADY_JOINED', 'This connection already has a seat.');
        // Check each field's type before using it: String() or Number() of a client's object
        // ({ "toString": 0 }, an array nested thousands deep) throws, and a throw here ends the process.
        const { match: matchId = 'default', game: gameId = 'parcellus', players: n, seat } = msg;
        if (typeof matchId !== 'string' || typeof gameId !== 'string') {
          return fail('BAD_MESSAGE', 'A join names its match and game with strings.');
        }
        if ((n !== undefined && typeof n !== 'number') || (seat !== undefined && typeof seat !== 'number')) {
          return fail('BAD_MESSAGE', 'A join gives players and seat as numbers.');
        }
        const id = matchId;
        let table = tables.get(id);
        if (!table) {
          const game = getGame(gameId);
          if (!game) return fail('UNKNOWN_GAME', `No game "${gameId}".`);
          const players = n ?? game.players.min;
          try {
            // The seed is the server's secret: a seed a client chose or could guess (the match id)
            // would let it deal the game itself and see every hand.
            const seed = randomUUID();
            const match = createMatch(game, { players, seed });
            table = {
              game,
              match,
              seats: new Array(players).fill(null),
              acted: new Array(players).fill(0),
              bots: new Set(),
              started: false,
              // A secret of its own: drawn from the deal's seed, the bots' moves would be one more
              // thing a player sees that follows from it.
              rng: createRng(randomUUID()),
            };
          } catch (e) {
            return fail('BAD_SETUP', (e as Error).message);
          }
          tables.set(id, table);
        }
        const wanted = seat === undefined ? table.seats.findIndex((s, i) => s === null && !table.bots.has(i)) : seat;
        if (
          !Number.isInteger(wanted) ||
          wanted < 0 ||
          wanted >= table.seats.length ||
          table.seats[wanted] ||
          table.bots.has(wanted)
        ) {
          return fail('SEAT_TAKEN', 'That seat is not free.');
        }
        table.seats[wanted] = ws;
        joined = { id, table, seat: wanted };
        send(id, table, wanted, {
          type: 'joined',
          match: id,
          game: table.game.id,
          seat: wanted,
          players: table.seats.length,
        });
        if (table.seats.every((s) => s !== null)) table.started = true;
        if (table.started) broadcast(id, table);
        return;
      }
      if (!joined) return fail('NOT_JOINED', 'Join a match first.');
      const { id, table, seat } = joined;
      if (msg.type === 'start') {
        // Once only: each start sends every seat its state, so a repeated one would let a client
        // flood the others (and start a bot turn each time).
        if (table.started) return fail('STARTED', 'The match has already started.');
        table.seats.forEach((s, i) => {
          if (s === null) table.bots.add(i);
        });
        table.started = true;
        broadcast(id, table);
        runBots(id, table);
        return;
      }
      if (msg.type === 'moves') {
        if (!table.started) return fail('NOT_STARTED', 'The match has not started.');
        // A page of this seat's moves now: the engine refuses a bad offset or limit (BAD_PAGE), and
        // the server keeps a page to its own size.
        const { offset, limit = MOVES_PAGE } = msg;
        if (typeof offset !== 'number' || typeof limit !== 'number') {
          return fail('BAD_MESSAGE', 'A moves request gives offset (and limit) as numbers.');
        }
        try {
          const moves = table.match.legalMovesPage(seat, { offset, limit: Math.min(limit, MOVES_PAGE) });
          const moveCount = table.match.countMoves(seat);
          send(id, table, seat, { type: 'moves', step: table.acted[seat] as number, offset, moves, moveCount });
        } catch (e) {
          const err = e as { code?: string; message: string };
          return fail(err.code ?? 'BAD_MESSAGE', err.message);
        }
        return;
      }
      if (msg.type === 'action') {
        if (!table.started) return fail('NOT_STARTED', 'The match has not started.');
        const action = msg.action as { seat?: unknown } | null;
        // A seat acts for itself only, whatever the action claims.
        if (action === null || typeof action !== 'object' || action.seat !== seat) {
          return fail('NOT_YOUR_SEAT', `You sit in seat ${seat}; you can only act for it.`);
        }
        // An action counts once: one sent again (a retry, a double click) would otherwise be applied
        // later, once it is legal again. The step counts this seat's own actions, not every action:
        // where seats act at once (Parcellus's pass, Six Card Parade's counter window), another
        // seat's move must not make a choice stale.
        const step = table.acted[seat] as number;
        if (msg.step !== step) {
          return fail('STALE', `That action was chosen before your last one (you are at step ${step}): choose again.`);
        }
        const r = table.match.apply(action);
        if (!r.ok) return fail(r.error.code, r.error.message);
        table.acted[seat] = step + 1;
        broadcast(id, table);
        runBots(id, table);
        return;
      }
      fail(
        'BAD_MESSAGE',
        typeof msg.type === 'string' ? `Unknown message type "${msg.type}".` : 'A message has a string type.',
      );
    });
    ws.on('close', () => {
      if (!joined) return;
      const { id, table, seat } = joined;
      table.seats[seat] = null;
      // With nobody left, the match is dropped: bots playing it out for no one (a rummy match runs
      // for minutes) in tables kept forever would let a client that starts matches and leaves use up
      // the server's CPU and memory.
      if (table.seats.every((s) => s === null)) {
        tables.delete(id);
        return;
      }
      // Before the start the seat is simply free again, for the next join.
      if (!table.started) return;
      // The seat is freed and a bot takes it over, so the others can finish the match.
      table.bots.add(seat);
      runBots(id, table);
    });
  });

  await new Promise<void>((resolve) => http.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve));
  return {
    port: (http.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        for (const c of wss.clients) c.terminate();
        wss.close(() => http.close(() => resolve()));
      }),
  };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.argv[2] ?? 8787);
  startServer({ port }).then(({ port: p }) => console.log(`deckwright server on ws://127.0.0.1:${p}`));
}
