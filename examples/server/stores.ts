/**
 * The example server's stores: what it keeps besides the match record (who holds each seat, the
 * match's turn clock settings, a forfeit), over deckwright/server's `MatchStore`. Two of them: in
 * memory (the default, one process) and PostgreSQL (`pg`), where several server processes share
 * one database: the append with the expected length makes PostgreSQL the judge of racing actions,
 * and `LISTEN`/`NOTIFY` tells every process of the others' actions and seat claims.
 */
import { type BaseAction, type MatchRecord, RuleError } from 'deckwright';
import { type MatchStore, memoryStore } from 'deckwright/server';
import pg from 'pg';

/** A match's settings, chosen when it is created. */
export interface MatchSettings {
  /** A turn clock: each seat's time to act, and what happens at the deadline. Off when left out. */
  clock?: { limitMs: number; atDeadline: 'bot' | 'forfeit' };
}

/** Who holds a seat: the hash of a player's token, `'bot'`, or nobody (`null`). */
export type Holder = string | null;

/** What another process did, as a store tells it: a match's new length, or a change of its seats. */
export type StoreEvent = { match: string; kind: 'append'; length: number } | { match: string; kind: 'seats' };

/** The example server's store. */
export interface ServerStore extends MatchStore {
  /** Creates a match with its settings and `players` free seats; `MATCH_EXISTS` when the id is taken. */
  createWith(id: string, record: MatchRecord, settings: MatchSettings): Promise<void>;
  /** The match's settings (empty for an unknown match). */
  settings(id: string): Promise<MatchSettings>;
  /** The actions of a match from index `from` on. */
  actionsSince(id: string, from: number): Promise<BaseAction[]>;
  /** Gives a free seat to `holder`, atomically: false when someone holds it already. */
  claimSeat(id: string, seat: number, holder: string): Promise<boolean>;
  /** Who holds each seat. */
  holders(id: string): Promise<Holder[]>;
  /** Records that `seat` forfeited the match (its clock ran out); the first forfeit stands. */
  forfeit(id: string, seat: number): Promise<void>;
  /** The seat that forfeited, or `null`. */
  forfeited(id: string): Promise<number | null>;
  /** Calls `listener` for what other processes do (a store with one process never calls it). */
  onEvent(listener: (event: StoreEvent) => void): void;
  /** Closes connections. */
  close(): Promise<void>;
}

/** The in-memory store: one process, lost on a restart. */
export function memoryServerStore(): ServerStore {
  const base = memoryStore();
  const extra = new Map<string, { settings: MatchSettings; holders: Holder[]; forfeit: number | null }>();
  return {
    create: (id, record) => base.create(id, record),
    append: (id, n, action) => base.append(id, n, action),
    load: (id) => base.load(id),
    list: () => base.list(),
    async createWith(id, record, settings) {
      await base.create(id, record);
      extra.set(id, {
        settings: structuredClone(settings),
        holders: new Array(record.players).fill(null),
        forfeit: null,
      });
    },
    settings: async (id) => structuredClone(extra.get(id)?.settings ?? {}),
    actionsSince: async (id, from) => (await base.load(id))?.actions.slice(from) ?? [],
    async claimSeat(id, seat, holder) {
      const e = extra.get(id);
      if (e === undefined || seat < 0 || seat >= e.holders.length || e.holders[seat] !== null) return false;
      e.holders[seat] = holder;
      return true;
    },
    holders: async (id) => [...(extra.get(id)?.holders ?? [])],
    async forfeit(id, seat) {
      const e = extra.get(id);
      if (e !== undefined && e.forfeit === null) e.forfeit = seat;
    },
    forfeited: async (id) => extra.get(id)?.forfeit ?? null,
    onEvent() {},
    async close() {},
  };
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS deckwright_matches (
  id text PRIMARY KEY,
  record jsonb NOT NULL,
  settings jsonb NOT NULL,
  length integer NOT NULL DEFAULT 0,
  forfeit integer,
  created bigserial
);
CREATE TABLE IF NOT EXISTS deckwright_actions (
  match text NOT NULL REFERENCES deckwright_matches (id),
  n integer NOT NULL,
  action jsonb NOT NULL,
  PRIMARY KEY (match, n)
);
CREATE TABLE IF NOT EXISTS deckwright_seats (
  match text NOT NULL REFERENCES deckwright_matches (id),
  seat integer NOT NULL,
  holder text,
  PRIMARY KEY (match, seat)
);`;

/** The channel every process listens on. */
const CHANNEL = 'deckwright';

/**
 * The PostgreSQL store: a pool for queries and one connection that listens. Creates its tables
 * when they are missing (two processes starting at once are serialised by an advisory lock).
 */
export async function postgresStore(connectionString: string): Promise<ServerStore> {
  const pool = new pg.Pool({ connectionString, max: 8 });
  // A connection that drops (the database restarting) is reported here; an unhandled 'error' event ends the process.
  pool.on('error', () => {});
  const setup = await pool.connect();
  try {
    await setup.query('SELECT pg_advisory_lock(4242)');
    await setup.query(SCHEMA);
    await setup.query('SELECT pg_advisory_unlock(4242)');
  } finally {
    setup.release();
  }
  const listeners: ((e: StoreEvent) => void)[] = [];
  const listener = new pg.Client({ connectionString });
  listener.on('error', () => {});
  await listener.connect();
  listener.on('notification', (msg) => {
    const payload = msg.payload ?? '';
    const colon = payload.indexOf(':');
    if (colon < 0) return;
    const head = payload.slice(0, colon);
    const match = payload.slice(colon + 1);
    const event: StoreEvent =
      head === 'seats' ? { match, kind: 'seats' } : { match, kind: 'append', length: Number(head) };
    for (const l of listeners) l(event);
  });
  await listener.query(`LISTEN ${CHANNEL}`);

  const recordOf = (row: { record: MatchRecord }, actions: BaseAction[]): MatchRecord => ({ ...row.record, actions });

  const store: ServerStore = {
    create: (id, record) => store.createWith(id, record, {}),
    async createWith(id, record, settings) {
      const { actions, ...head } = record;
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        const r = await client.query(
          'INSERT INTO deckwright_matches (id, record, settings, length) VALUES ($1, $2, $3, $4) ON CONFLICT (id) DO NOTHING',
          [id, JSON.stringify(head), JSON.stringify(settings), actions.length],
        );
        if (r.rowCount !== 1) {
          await client.query('ROLLBACK');
          throw new RuleError('MATCH_EXISTS', `There is a match "${id}" already.`);
        }
        for (const [n, a] of actions.entries()) {
          await client.query('INSERT INTO deckwright_actions (match, n, action) VALUES ($1, $2, $3)', [
            id,
            n,
            JSON.stringify(a),
          ]);
        }
        await client.query(
          'INSERT INTO deckwright_seats (match, seat, holder) SELECT $1, s, NULL FROM generate_series(0, $2::int - 1) AS s',
          [id, record.players],
        );
        await client.query('COMMIT');
      } catch (e) {
        await client.query('ROLLBACK').catch(() => {});
        throw e;
      } finally {
        client.release();
      }
    },
    async append(id, expectedLength, action) {
      // One statement, so one transaction: the length moves on only from the expected one (the
      // row lock makes a racing append wait, then find the length moved), the action is written
      // at that index, and the others are told once it commits.
      const r = await pool.query(
        `WITH bump AS (
           UPDATE deckwright_matches SET length = length + 1 WHERE id = $1 AND length = $2 RETURNING length
         ), ins AS (
           INSERT INTO deckwright_actions (match, n, action) SELECT $1, $2, $3::jsonb FROM bump RETURNING n
         )
         SELECT n, pg_notify('${CHANNEL}', (n + 1)::text || ':' || $1) FROM ins`,
        [id, expectedLength, JSON.stringify(action)],
      );
      if (r.rowCount === 1) return { ok: true, length: expectedLength + 1 };
      const now = await pool.query('SELECT length FROM deckwright_matches WHERE id = $1', [id]);
      if (now.rowCount === 0) {
        return { ok: false, error: new RuleError('UNKNOWN_MATCH', `There is no match "${id}".`), length: 0 };
      }
      const length = now.rows[0].length as number;
      return {
        ok: false,
        error: new RuleError('CONFLICT', `Match "${id}" holds ${length} actions, not ${expectedLength}.`),
        length,
      };
    },
    async load(id) {
      const m = await pool.query('SELECT record FROM deckwright_matches WHERE id = $1', [id]);
      if (m.rowCount === 0) return undefined;
      const a = await pool.query('SELECT action FROM deckwright_actions WHERE match = $1 ORDER BY n', [id]);
      return recordOf(
        m.rows[0],
        a.rows.map((r) => r.action as BaseAction),
      );
    },
    async list() {
      const r = await pool.query('SELECT id, record->>$1 AS game, length FROM deckwright_matches ORDER BY created', [
        'game',
      ]);
      return r.rows.map((row) => ({ id: row.id as string, game: row.game as string, length: row.length as number }));
    },
    async settings(id) {
      const r = await pool.query('SELECT settings FROM deckwright_matches WHERE id = $1', [id]);
      return (r.rows[0]?.settings as MatchSettings | undefined) ?? {};
    },
    async actionsSince(id, from) {
      const r = await pool.query('SELECT action FROM deckwright_actions WHERE match = $1 AND n >= $2 ORDER BY n', [
        id,
        from,
      ]);
      return r.rows.map((row) => row.action as BaseAction);
    },
    async claimSeat(id, seat, holder) {
      const r = await pool.query(
        `WITH claim AS (
           UPDATE deckwright_seats SET holder = $3 WHERE match = $1 AND seat = $2 AND holder IS NULL RETURNING seat
         )
         SELECT seat, pg_notify('${CHANNEL}', 'seats:' || $1) FROM claim`,
        [id, seat, holder],
      );
      return r.rowCount === 1;
    },
    async holders(id) {
      const r = await pool.query('SELECT holder FROM deckwright_seats WHERE match = $1 ORDER BY seat', [id]);
      return r.rows.map((row) => row.holder as Holder);
    },
    async forfeit(id, seat) {
      await pool.query(
        `WITH f AS (UPDATE deckwright_matches SET forfeit = $2 WHERE id = $1 AND forfeit IS NULL RETURNING id)
         SELECT pg_notify('${CHANNEL}', 'seats:' || $1) FROM f`,
        [id, seat],
      );
    },
    async forfeited(id) {
      const r = await pool.query('SELECT forfeit FROM deckwright_matches WHERE id = $1', [id]);
      return (r.rows[0]?.forfeit as number | null | undefined) ?? null;
    },
    onEvent(l) {
      listeners.push(l);
    },
    async close() {
      await listener.end().catch(() => {});
      await pool.end().catch(() => {});
    },
  };
  return store;
}
