/**
 * What `deckwright replay` reads: a match record, as a JSON file, or a line of
 * `simulate --records` output as it is (the game's result, its record inside),
 * or a whole such file, one game picked from it by its index.
 */
import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { RuleError } from '../core/errors.js';
import { type MatchRecord, parseMatchRecord } from '../core/match.js';

/** The match record in a parsed JSON value: a record, or a `simulate --records` game line holding one. */
function recordIn(value: unknown, where: string): MatchRecord {
  const v = value as { type?: unknown; record?: unknown; index?: unknown } | null;
  if (typeof v === 'object' && v !== null && v.type === 'game') {
    if (v.record === undefined) {
      throw new RuleError(
        'BAD_RECORD',
        `${where}: a game line without its match record: run simulate with --records to keep them.`,
      );
    }
    return parseMatchRecord(v.record);
  }
  return parseMatchRecord(value);
}

/** True for text that is one JSON object. */
function isObjectText(text: string): boolean {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value);
  } catch {
    return false;
  }
}

/**
 * The match record in `file` (read a line at a time: a records file may hold many games).
 * A file that is one JSON value (a record, pretty-printed or not, or one game line) is that
 * record; JSON lines (`simulate --records` output) give the game of index `game`, or their only
 * game. Throws `RuleError('BAD_RECORD')` for anything else, naming what is wrong.
 */
export async function readRecord(file: string, game?: number): Promise<MatchRecord> {
  const lines = createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Number.POSITIVE_INFINITY });
  const all: string[] = [];
  // Decided by the first line that is not blank: a JSON object on its own opens JSON lines (the
  // first line of a pretty-printed record, `{`, is not one).
  let jsonLines: boolean | undefined;
  let only: { value: unknown; line: number } | undefined;
  let games = 0;
  let n = 0;
  for await (const text of lines) {
    n++;
    if (jsonLines === undefined && text.trim() !== '') jsonLines = isObjectText(text);
    if (jsonLines !== true) {
      all.push(text);
      continue;
    }
    if (text.trim() === '') continue;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch {
      throw new RuleError('BAD_RECORD', `${file}, line ${n}: not JSON.`);
    }
    const row = value as { type?: unknown; index?: unknown } | null;
    if (typeof row === 'object' && row !== null && row.type === 'meta') continue;
    games++;
    if (game !== undefined) {
      if (row?.index === game) return recordIn(value, `${file}, line ${n}`);
    } else if (only === undefined) only = { value, line: n };
  }
  if (jsonLines !== true) {
    let value: unknown;
    try {
      value = JSON.parse(all.join('\n'));
    } catch (e) {
      throw new RuleError('BAD_RECORD', `${file} is not JSON (${(e as Error).message}).`);
    }
    return recordIn(value, file);
  }
  if (game !== undefined) throw new RuleError('BAD_RECORD', `${file} holds no game of index ${game}.`);
  if (only === undefined) throw new RuleError('BAD_RECORD', `${file} holds no game.`);
  if (games > 1) {
    throw new RuleError('BAD_RECORD', `${file} holds ${games} games: pick one with --game <index>.`);
  }
  return recordIn(only.value, `${file}, line ${only.line}`);
}
