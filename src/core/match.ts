/**
 * Match records: everything needed to replay a match exactly, as JSON.
 */
import { z } from 'zod';
import { RuleError } from './errors.js';
import type { AnyGame, BaseAction, BaseState, Game } from './game.js';
import { brief, briefIssues } from './issues.js';
import { getGame } from './registry.js';

/** The record format's name, stored in every record. */
export const MATCH_FORMAT = 'deckwright.match';

/** A match record: the setup and every action, in order. */
export interface MatchRecord {
  /** Always `'deckwright.match'`. */
  format: typeof MATCH_FORMAT;
  /** Record format version. */
  version: 1;
  /** The game's id. */
  game: string;
  /** Number of players. */
  players: number;
  /** The seed given to `init`. */
  seed: string | number;
  /** The options given to `init` (defaults may be left out). */
  options: Record<string, unknown>;
  /** The stacked deck, when the first deal was stacked. */
  deck?: string[] | undefined;
  /** The first dealer, when it was fixed. */
  dealer?: number | undefined;
  /** Every action, in the order applied. */
  actions: BaseAction[];
}

/** The zod schema of a {@link MatchRecord}; actions are checked by the game on replay. */
export const matchRecordSchema = z.strictObject({
  format: z.literal(MATCH_FORMAT),
  version: z.literal(1),
  game: z.string(),
  players: z.number().int(),
  seed: z.union([z.string(), z.number()]),
  options: z.record(z.string(), z.unknown()),
  deck: z.array(z.string()).optional(),
  dealer: z.number().int().optional(),
  actions: z.array(z.looseObject({ type: z.string(), seat: z.number() })),
});

/**
 * Checks untrusted JSON against the record schema. Throws `RuleError('BAD_RECORD')`.
 */
export function parseMatchRecord(input: unknown): MatchRecord {
  let r: ReturnType<typeof matchRecordSchema.safeParse>;
  try {
    r = matchRecordSchema.safeParse(structuredClone(input));
  } catch {
    throw new RuleError('BAD_RECORD', 'Not a match record: it could not be read as plain data.');
  }
  if (!r.success) {
    throw new RuleError(
      'BAD_RECORD',
      `Not a match record: ${brief(r.error.issues[0]?.message ?? 'invalid')}.`,
      briefIssues(r.error.issues),
    );
  }
  return r.data as MatchRecord;
}

/**
 * Rebuilds every state of a recorded match: element 0 is the initial state,
 * element i the state after action i. Uses `game` when given, else the registry.
 * Throws `RuleError('BAD_RECORD')` naming the first action that does not apply.
 */
export function replay<S extends BaseState, A extends BaseAction, O, V>(record: unknown, game?: Game<S, A, O, V>): S[] {
  const rec = parseMatchRecord(record);
  const g = (game ?? getGame(rec.game)) as Game<S, A, O, V> | undefined;
  if (g === undefined) throw new RuleError('BAD_RECORD', `Unknown game "${rec.game}".`);
  if (g.id !== rec.game) throw new RuleError('BAD_RECORD', `The record is of "${rec.game}", not "${g.id}".`);
  let state = g.init({
    players: rec.players,
    seed: rec.seed,
    options: rec.options as Partial<O>,
    deck: rec.deck,
    dealer: rec.dealer,
  });
  const states = [state];
  rec.actions.forEach((action, i) => {
    const v = g.validate(state, action);
    if (!v.ok) throw new RuleError('BAD_RECORD', `Action ${i} does not apply: ${v.error.message}`, v.error);
    state = g.apply(state, v.action);
    states.push(state);
  });
  return states;
}

/** Starts a record for a match set up with these arguments. */
export function newRecord(
  game: Pick<AnyGame, 'id'>,
  setup: {
    players: number;
    seed: string | number;
    options?: Record<string, unknown> | undefined;
    deck?: readonly string[] | undefined;
    dealer?: number | undefined;
  },
): MatchRecord {
  const rec: MatchRecord = {
    format: MATCH_FORMAT,
    version: 1,
    game: game.id,
    players: setup.players,
    seed: setup.seed,
    options: { ...(setup.options ?? {}) },
    actions: [],
  };
  if (setup.deck !== undefined) rec.deck = [...setup.deck];
  if (setup.dealer !== undefined) rec.dealer = setup.dealer;
  return rec;
}
