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

/**
 * The version of the engine, as published (package.json's `version`): every record it writes
 * carries it, and a record written by a later engine is refused (`NEWER_ENGINE`) rather than
 * replayed by rules that may not know its actions.
 */
export const ENGINE_VERSION = '0.1.0';

/** The record format this engine writes; it still reads every earlier one. */
export const MATCH_FORMAT_VERSION = 2;

/**
 * A match record: the setup and every action, in order, with the versions of the engine and of
 * the game's rules that wrote it.
 */
export interface MatchRecord {
  /** Always `'deckwright.match'`. */
  format: typeof MATCH_FORMAT;
  /** Record format version ({@link MATCH_FORMAT_VERSION}; version 1 records are read as version 2). */
  version: 2;
  /** The engine that wrote the record ({@link ENGINE_VERSION} then). */
  engine: string;
  /** The game's rules version when the record was written (see {@link Game.rulesVersion}). */
  rulesVersion: number;
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

/** A version as `major.minor.patch` numbers (a pre-release tag ignored), or `null` when it is none. */
function versionParts(v: string): [number, number, number] | null {
  const m = /^(\d{1,9})\.(\d{1,9})\.(\d{1,9})(?:[-+].*)?$/.exec(v);
  return m === null ? null : [Number(m[1]), Number(m[2]), Number(m[3])];
}

/** True when engine version `a` is later than `b` (both as {@link versionParts} reads them). */
function laterThan(a: [number, number, number], b: [number, number, number]): boolean {
  for (let i = 0; i < 3; i++) if (a[i] !== b[i]) return (a[i] as number) > (b[i] as number);
  return false;
}

const common = {
  format: z.literal(MATCH_FORMAT),
  game: z.string(),
  players: z.int(),
  seed: z.union([z.string(), z.number()]),
  options: z.record(z.string(), z.unknown()),
  deck: z.optional(z.array(z.string())),
  dealer: z.optional(z.int()),
  actions: z.array(looseObject({ type: z.string(), seat: z.number() })),
};

// The schemas as built, with their full zod/mini types (the parse below reads their output types).
const recordSchema = strictObject({
  ...common,
  version: z.literal(2),
  engine: z.string().check(z.maxLength(64)),
  rulesVersion: z.int().check(z.minimum(1)),
});
// Version 1, every record written before the versions were stored: read as rules version 1 of
// engine 0.1.0, the only ones there were.
const recordSchemaV1 = strictObject({ ...common, version: z.literal(1) });

/**
 * The zod schema of a {@link MatchRecord} as this engine writes it (format version 2); actions
 * are checked by the game on replay. Typed with zod's core schema type, which zod's classic and
 * mini forms both take. {@link parseMatchRecord} reads version 1 records too.
 */
export const matchRecordSchema: z.core.$ZodType<z.output<typeof recordSchema>> = recordSchema;

/** The record format version `input` claims, read without trusting anything else in it. */
function claimedVersion(input: unknown): unknown {
  return input !== null && typeof input === 'object' ? (input as { version?: unknown }).version : undefined;
}

/**
 * Checks untrusted JSON against the record schema, and reads a version 1 record as version 2
 * (rules version 1, engine 0.1.0). Throws `RuleError('BAD_RECORD')` for what is no record, and
 * `RuleError('NEWER_ENGINE')` for a record written by a later engine (a later format version, or a
 * later `engine`): its actions may be ones this engine's rules do not know.
 */
export function parseMatchRecord(input: unknown): MatchRecord {
  let data: unknown;
  try {
    data = structuredClone(input);
  } catch {
    throw new RuleError('BAD_RECORD', 'Not a match record: it could not be read as plain data.');
  }
  const version = claimedVersion(data);
  if (typeof version === 'number' && Number.isInteger(version) && version > MATCH_FORMAT_VERSION) {
    throw new RuleError(
      'NEWER_ENGINE',
      `This match record has format version ${version}, written by a later engine: this one (${ENGINE_VERSION}) reads versions 1 to ${MATCH_FORMAT_VERSION}.`,
    );
  }
  const r: SafeParseResult<z.output<typeof recordSchema> | z.output<typeof recordSchemaV1>> =
    version === 1 ? safeParse(recordSchemaV1, data) : safeParse(recordSchema, data);
  if (!r.success) {
    throw new RuleError(
      'BAD_RECORD',
      `Not a match record: ${brief(r.error.issues[0]?.message ?? 'invalid')}.`,
      briefIssues(r.error.issues),
    );
  }
  if (r.data.version === 1) return { ...r.data, version: 2, engine: '0.1.0', rulesVersion: 1 } as MatchRecord;
  const engine = versionParts(r.data.engine);
  if (engine === null) {
    throw new RuleError('BAD_RECORD', `Not a match record: its engine "${brief(r.data.engine)}" is no version.`);
  }
  if (laterThan(engine, versionParts(ENGINE_VERSION) as [number, number, number])) {
    throw new RuleError(
      'NEWER_ENGINE',
      `This match record was written by engine ${r.data.engine}, later than this one (${ENGINE_VERSION}): update deckwright to replay it.`,
    );
  }
  return r.data as MatchRecord;
}

/**
 * Checks that a parsed record is one `game` can replay: of this game, and written under its
 * current rules. Throws `RuleError('BAD_RECORD')` for another game's record and
 * `RuleError('RULES_CHANGED')` for one written under other rules, which replayed would give
 * another match than the one played (or fail half-way).
 */
export function checkRecordGame(game: Pick<AnyGame, 'id' | 'title' | 'rulesVersion'>, record: MatchRecord): void {
  if (game.id !== record.game)
    throw new RuleError('BAD_RECORD', `The record is of "${brief(record.game)}", not "${game.id}".`);
  if (record.rulesVersion !== game.rulesVersion) {
    throw new RuleError(
      'RULES_CHANGED',
      `This record was played under rules version ${record.rulesVersion} of ${game.title}; the rules are at version ${game.rulesVersion} now, and would replay it as another match.`,
    );
  }
}

/** Starts a record for a match set up with these arguments. */
export function newRecord(
  game: Pick<AnyGame, 'id' | 'rulesVersion'>,
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
    version: 2,
    engine: ENGINE_VERSION,
    rulesVersion: game.rulesVersion,
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
