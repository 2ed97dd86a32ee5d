/**
 * Match records: everything needed to replay a match exactly, as JSON. Replaying
 * one finds its game by id, so `replay` is in the registry (`src/registry.ts`),
 * above the games; the core knows no game.
 */
import * as z from 'zod/mini';
import { RuleError } from './errors.js';
import type { AnyGame, BaseAction } from './game.js';
import { brief, briefIssues, type SafeParseResult, safeParse } from './issues.js';
import { looseObject, strictObject } from './zodParts.js';

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

// The schema as built, with its full zod/mini type (the parse below reads its output type).
const recordSchema = strictObject({
  format: z.literal(MATCH_FORMAT),
  version: z.literal(1),
  game: z.string(),
  players: z.int(),
  seed: z.union([z.string(), z.number()]),
  options: z.record(z.string(), z.unknown()),
  deck: z.optional(z.array(z.string())),
  dealer: z.optional(z.int()),
  actions: z.array(looseObject({ type: z.string(), seat: z.number() })),
});

/**
 * The zod schema of a {@link MatchRecord}; actions are checked by the game on replay. Typed with
 * zod's core schema type, which zod's classic and mini forms both take.
 */
export const matchRecordSchema: z.core.$ZodType<z.output<typeof recordSchema>> = recordSchema;

/**
 * Checks untrusted JSON against the record schema. Throws `RuleError('BAD_RECORD')`.
 */
export function parseMatchRecord(input: unknown): MatchRecord {
  let r: SafeParseResult<z.output<typeof recordSchema>>;
  try {
    r = safeParse(matchRecordSchema, structuredClone(input));
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
