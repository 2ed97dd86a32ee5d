/**
 * Match storage for game servers: the small interface a store implements (create, append an
 * action given the expected length, load, list) and the in-memory store. The append with the
 * expected length makes the store the judge between two writers of one match (two server
 * processes, or two requests of one): of two appends at the same length, exactly one succeeds.
 * What a store holds is the match record, which `createMatch(game, record)` resumes.
 */
import { RuleError } from '../core/errors.js';
import type { BaseAction } from '../core/game.js';
import { brief } from '../core/issues.js';
import { type MatchRecord, parseMatchRecord } from '../core/match.js';

/** The error codes of a match store. */
export type StoreErrorCode = 'BAD_MATCH_ID' | 'MATCH_EXISTS' | 'UNKNOWN_MATCH' | 'CONFLICT' | 'BAD_RECORD';

/** One stored match in a {@link MatchStore.list}. */
export interface MatchSummary {
  /** The match's id. */
  id: string;
  /** Its game's id. */
  game: string;
  /** How many actions are stored. */
  length: number;
}

/**
 * What {@link MatchStore.append} answers: the new length, or why not (`CONFLICT` when the match
 * holds another number of actions than expected, with the number it holds; `UNKNOWN_MATCH`).
 */
export type AppendResult =
  | { ok: true; length: number }
  | { ok: false; error: RuleError<'CONFLICT' | 'UNKNOWN_MATCH'>; length: number };

/**
 * A store of matches, each a match record under an id. Every method is asynchronous, so that a
 * database can implement it; every value handed in or out is a copy.
 */
export interface MatchStore {
  /** Stores a new match. Rejects with `MATCH_EXISTS` when the id is taken, `BAD_MATCH_ID`, `BAD_RECORD`. */
  create(id: string, record: MatchRecord): Promise<void>;
  /**
   * Appends one action to a match, atomically, only if the match holds exactly `expectedLength`
   * actions now: two writers that read the same length cannot both append. Resolves to the new
   * length, or to `CONFLICT` with the length the match holds (the caller reloads, and its action
   * is stale); `UNKNOWN_MATCH` for an id with no match.
   */
  append(id: string, expectedLength: number, action: BaseAction): Promise<AppendResult>;
  /** The record of a match, or `undefined` when there is none. */
  load(id: string): Promise<MatchRecord | undefined>;
  /** Every stored match, in the order created. */
  list(): Promise<MatchSummary[]>;
}

/** The longest match id a store takes. */
export const MAX_MATCH_ID = 128;

/** Refuses what is no match id: a store's keys are short strings of printable characters. */
export function checkMatchId(id: unknown): string {
  if (typeof id !== 'string' || id.length === 0 || id.length > MAX_MATCH_ID || !/^[\x21-\x7e]+$/.test(id)) {
    throw new RuleError(
      'BAD_MATCH_ID',
      `A match id is 1 to ${MAX_MATCH_ID} printable ASCII characters without spaces${typeof id === 'string' ? `, not "${brief(id)}"` : ''}.`,
    );
  }
  return id;
}

/** A stored action: plain JSON with a type and a seat, read once. */
function storedAction(action: unknown): BaseAction {
  let copy: unknown;
  try {
    copy = JSON.parse(JSON.stringify(action) ?? 'null');
  } catch {
    throw new RuleError('BAD_RECORD', 'An action to store is plain JSON data.');
  }
  const a = copy as { type?: unknown; seat?: unknown } | null;
  if (a === null || typeof a !== 'object' || typeof a.type !== 'string' || typeof a.seat !== 'number') {
    throw new RuleError('BAD_RECORD', 'An action to store has a string type and a seat number.');
  }
  return a as BaseAction;
}

/**
 * A {@link MatchStore} in this process's memory: for tests, for a single server that may lose its
 * matches on a restart, and as the model a database store follows.
 *
 * @example
 * const store = memoryStore();
 * await store.create(id, match.record());
 * const before = match.record().actions.length;
 * const r = match.act(envelope);
 * if (r.ok) await store.append(id, before, match.record().actions[before]!);
 */
export function memoryStore(): MatchStore {
  const matches = new Map<string, MatchRecord>();
  return {
    async create(id, record) {
      checkMatchId(id);
      const rec = parseMatchRecord(record);
      if (matches.has(id)) throw new RuleError('MATCH_EXISTS', `There is a match "${id}" already.`);
      matches.set(id, rec);
    },
    async append(id, expectedLength, action) {
      const rec = matches.get(id);
      if (rec === undefined) {
        return {
          ok: false,
          error: new RuleError('UNKNOWN_MATCH', `There is no match "${brief(String(id))}".`),
          length: 0,
        };
      }
      const stored = storedAction(action);
      // Checked and written in one turn of the event loop: nothing runs between them.
      if (rec.actions.length !== expectedLength) {
        return {
          ok: false,
          error: new RuleError(
            'CONFLICT',
            `Match "${id}" holds ${rec.actions.length} actions, not ${expectedLength}: another action came first.`,
          ),
          length: rec.actions.length,
        };
      }
      rec.actions.push(stored);
      return { ok: true, length: rec.actions.length };
    },
    async load(id) {
      const rec = matches.get(id);
      return rec === undefined ? undefined : structuredClone(rec);
    },
    async list() {
      return [...matches].map(([id, rec]) => ({ id, game: rec.game, length: rec.actions.length }));
    },
  };
}
