/**
 * What the server tests share: a database of their own on the private PostgreSQL, server
 * processes (real ones, killed with real signals), bot players over real WebSockets that keep
 * every message they receive and every action the server told them it accepted, and the checks
 * made afterwards against the match record in the database: the record replays, every
 * acknowledged action is in it at its place, and no message to a seat held a card that seat's
 * view at that point did not show.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { inject } from 'vitest';
import { WebSocket } from 'ws';
import type { ServerMessage } from '../../examples/server/server.js';
import {
  type AnyGame,
  type BaseAction,
  canonicalKey,
  createRng,
  getGame,
  type MatchRecord,
  pick,
  replay,
} from '../../src/index.js';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** A fresh, empty database on the suite's PostgreSQL; its connection string. */
export async function newDatabase(name: string): Promise<string> {
  const { host, port, user } = inject('pg');
  const admin = new pg.Client({ host, port, user, database: 'postgres' });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  return `postgres://${user}@${host}:${port}/${name}`;
}

/** Reads the database directly: the records as stored. */
export async function storedRecords(url: string): Promise<Map<string, MatchRecord>> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  const out = new Map<string, MatchRecord>();
  const m = await c.query('SELECT id, record FROM deckwright_matches');
  for (const row of m.rows) out.set(row.id, { ...row.record, actions: [] });
  const a = await c.query('SELECT match, action FROM deckwright_actions ORDER BY match, n');
  for (const row of a.rows) out.get(row.match)?.actions.push(row.action);
  await c.end();
  return out;
}

/** A server process. */
export interface ServerProcess {
  port: number;
  child: ChildProcess;
  /** Resolves once the process has ended. */
  exited: Promise<void>;
  stats(): Promise<{ connections: number; loaded: number; heapUsed: number }>;
  kill(signal?: NodeJS.Signals): Promise<void>;
}

/** Starts the example server in a process of its own on `db`. */
export async function startServerProcess(db: string, args: string[] = []): Promise<ServerProcess> {
  const child = spawn(
    process.execPath,
    ['--expose-gc', '--import', 'tsx', 'examples/server/server.ts', '--port', '0', '--db', db, ...args],
    { cwd: ROOT, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let errors = '';
  child.stderr?.on('data', (d) => {
    errors += String(d);
    if (errors.length > 20_000) errors = errors.slice(-10_000);
  });
  const exited = new Promise<void>((r) => child.once('exit', () => r()));
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    const timer = setTimeout(() => reject(new Error(`server did not start: ${errors}`)), 30_000);
    child.stdout?.on('data', (d) => {
      out += String(d);
      const m = /ws:\/\/127\.0\.0\.1:(\d+)/.exec(out);
      if (m) {
        clearTimeout(timer);
        resolve(Number(m[1]));
      }
    });
    child.once('exit', () => reject(new Error(`server exited: ${errors}`)));
  });
  return {
    port,
    child,
    exited,
    stats: async () =>
      (await (await fetch(`http://127.0.0.1:${port}/stats`)).json()) as {
        connections: number;
        loaded: number;
        heapUsed: number;
      },
    async kill(signal = 'SIGTERM') {
      if (child.exitCode === null && child.signalCode === null) child.kill(signal);
      await exited;
    },
  };
}

type State = Extract<ServerMessage, { type: 'state' }>;

/** What a player keeps: every message, and every action the server acknowledged, with its place. */
export interface PlayerLog {
  seat: number;
  received: ServerMessage[];
  acknowledged: { length: number; action: unknown }[];
}

/**
 * A bot player of one seat, over a WebSocket: it plays a random move from its first page of
 * moves whenever its state says it may act, and on a dropped connection reconnects with its token
 * (to the port `reconnectTo` gives), until its match is over. Bounded: it gives up after
 * `maxSends` actions sent.
 */
export class Player {
  readonly log: PlayerLog;
  token: string | undefined;
  done = false;
  private ws: WebSocket | null = null;
  private last: State | undefined;
  private sentAt = -1;
  // An action sent and not yet answered: nothing more is sent until the answer (accepted or refused).
  private waiting = false;
  private sent: unknown = null;
  private sends = 0;
  private stopped = false;
  private readonly rng;
  private finished!: () => void;
  /** Resolves when the match is over for this player. */
  readonly over: Promise<void>;
  /** Milliseconds from each action sent to its acknowledgement (measured for the report only). */
  readonly latencies: number[] = [];
  private sentTime = 0;

  constructor(
    readonly match: string,
    readonly join: Record<string, unknown>,
    private port: number,
    readonly options: { maxSends?: number; keepMessages?: boolean; seed?: string; onAction?: () => void } = {},
  ) {
    this.log = { seat: -1, received: [], acknowledged: [] };
    this.rng = createRng(options.seed ?? `${match} ${JSON.stringify(join)}`);
    this.over = new Promise((r) => {
      this.finished = r;
    });
  }

  /** Connects (again) to `port`, with the token when it has one. */
  connect(port = this.port): Promise<void> {
    this.port = port;
    const ws = new WebSocket(`ws://127.0.0.1:${port}`);
    this.ws = ws;
    this.sentAt = -1;
    this.waiting = false;
    return new Promise((resolve, reject) => {
      ws.once('open', () => {
        ws.send(
          JSON.stringify(
            this.token === undefined
              ? { type: 'join', match: this.match, ...this.join }
              : { type: 'join', match: this.match, token: this.token },
          ),
        );
        resolve();
      });
      ws.once('error', reject);
      ws.on('error', () => {});
      ws.on('message', (d) => this.onMessage(JSON.parse(String(d)) as ServerMessage));
      ws.on('close', () => {
        if (this.ws === ws) this.ws = null;
      });
    });
  }

  /** Closes the connection and plays no more. */
  stop(): void {
    this.stopped = true;
    this.ws?.terminate();
  }

  /** Drops the connection without a word (as a crash of the client's network would). */
  drop(): void {
    this.ws?.terminate();
    this.ws = null;
  }

  connected(): boolean {
    return this.ws !== null && this.ws.readyState === WebSocket.OPEN;
  }

  lastState(): State | undefined {
    return this.last;
  }

  private onMessage(m: ServerMessage): void {
    if (this.options.keepMessages !== false) this.log.received.push(m);
    if (m.type === 'joined') {
      this.token = m.token;
      this.log.seat = m.seat;
    } else if (m.type === 'state') {
      if (this.last === undefined || m.length >= this.last.length) this.last = m;
      if (m.score !== null && ((m.score as { over: boolean }).over || m.forfeit !== null)) {
        this.done = true;
        this.finished();
      }
    } else if (m.type === 'accepted') {
      this.log.acknowledged.push({ length: m.length, action: this.sent });
      this.latencies.push(performance.now() - this.sentTime);
      this.waiting = false;
    } else if (m.type === 'error') {
      // Refused (another action came first, or the state moved on): choose again from the state now.
      this.sentAt = -1;
      this.waiting = false;
    }
    this.maybeAct();
  }

  private maybeAct(): void {
    const s = this.last;
    const ws = this.ws;
    if (this.stopped || this.done || s === undefined || ws === null || ws.readyState !== WebSocket.OPEN) return;
    if (s.step === null || !s.actors.includes(this.log.seat) || s.legalMoves.length === 0) return;
    if (this.waiting || this.sentAt === s.length) return;
    if (this.sends >= (this.options.maxSends ?? 2000)) return;
    this.sends++;
    this.sentAt = s.length;
    this.waiting = true;
    this.sent = pick(this.rng, s.legalMoves);
    this.sentTime = performance.now();
    ws.send(JSON.stringify({ type: 'action', action: this.sent, step: s.step }));
    this.options.onAction?.();
  }
}

const cardsOf = (game: AnyGame) => new Set(game.deck());

function cardsIn(x: unknown, deck: ReadonlySet<string>, out = new Set<string>()): Set<string> {
  if (typeof x === 'string' && deck.has(x)) out.add(x);
  else if (Array.isArray(x)) for (const y of x) cardsIn(y, deck, out);
  else if (x !== null && typeof x === 'object') for (const y of Object.values(x)) cardsIn(y, deck, out);
  return out;
}

/**
 * Checks one match after the fact: its stored record replays (so no action was applied twice
 * against the rules, nor one lost from the middle), every acknowledged action is in it at the
 * place the server named, no place was acknowledged twice, and no message to a seat held a card
 * that seat's view at that length did not show. Returns the problems found.
 */
export function checkMatch(record: MatchRecord, players: readonly PlayerLog[]): string[] {
  const problems: string[] = [];
  const game = getGame(record.game);
  if (game === undefined) return [`unknown game ${record.game}`];
  let states: unknown[];
  try {
    states = replay(record);
  } catch (e) {
    return [`record does not replay: ${(e as Error).message}`];
  }
  const places = new Set<number>();
  for (const p of players) {
    for (const a of p.acknowledged) {
      if (places.has(a.length)) problems.push(`place ${a.length} acknowledged twice`);
      places.add(a.length);
      const stored = record.actions[a.length - 1] as BaseAction | undefined;
      // Compared key order aside: PostgreSQL's jsonb keeps keys in an order of its own.
      if (stored === undefined || canonicalKey(stored) !== canonicalKey(a.action)) {
        problems.push(`acknowledged action ${a.length - 1} is not in the record: ${JSON.stringify(a.action)}`);
      }
    }
  }
  const deck = cardsOf(game);
  const allowedAt = new Map<string, Set<string>>();
  for (const p of players) {
    for (const m of p.received) {
      if (m.type !== 'state' && m.type !== 'moves') continue;
      const state = states[m.length];
      if (state === undefined) {
        problems.push(`seat ${p.seat} was sent length ${m.length}, past the record's ${record.actions.length}`);
        continue;
      }
      const viewer = m.type === 'state' && m.step === null ? 'spectator' : p.seat;
      const key = `${viewer}@${m.length}`;
      let allowed = allowedAt.get(key);
      if (allowed === undefined) {
        allowed = cardsIn(game.view(state, viewer), deck);
        allowedAt.set(key, allowed);
      }
      for (const c of cardsIn(m, deck)) if (!allowed.has(c)) problems.push(`${viewer} was sent ${c} at ${m.length}`);
      // Independently of the view code, for Parcellus: outside the events, nothing from the dummy
      // or from another hand, except the cards this seat itself passed there.
      if (game.id === 'parcellus' && m.type === 'state') {
        const s = state as { dummy: string[]; hands: string[][]; passed: string[][] };
        const { events: _past, ...present } = m.view as { events: unknown };
        const hidden = new Set([...s.dummy, ...s.hands.filter((_, o) => o !== viewer).flat()]);
        if (viewer !== 'spectator') for (const c of s.passed[viewer] ?? []) hidden.delete(c);
        for (const c of cardsIn(present, deck)) if (hidden.has(c)) problems.push(`${viewer} was sent hidden ${c}`);
      }
    }
  }
  return problems;
}

/** Waits until `ok()` holds, polling, at most `ms`; throws naming `what` otherwise. */
export async function until(
  ok: () => boolean | Promise<boolean>,
  what: string | (() => string),
  ms = 60_000,
): Promise<void> {
  const end = Date.now() + ms;
  while (!(await ok())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${typeof what === 'string' ? what : what()}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
