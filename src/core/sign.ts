/**
 * Signed states and match records, for servers that store them where others
 * can write: an HMAC-SHA-256 with a server key over the canonical JSON of the
 * value (key order ignored). `restoreState` refuses states the rules cannot
 * reach, but some forgeries are states the rules can reach — two hands
 * swapped, another generator state, the stock reordered — and only a
 * signature made when the server wrote the value tells them apart. Web Crypto
 * (`globalThis.crypto.subtle`) does the work, so the same code runs in Node
 * 20+ and in browsers, with no dependency; every function is asynchronous
 * because Web Crypto is.
 */
import { plainCopyWithin, TOO_LARGE } from './bounds.js';
import { canonicalKey } from './canonical.js';
import { RuleError } from './errors.js';
import type { BaseAction, BaseState, Game } from './game.js';
import { type MatchRecord, parseMatchRecord } from './match.js';
import { restoreState } from './restore.js';

/**
 * A server's signing key: its bytes, or a secret text (UTF-8). At least 32
 * bytes, as long as the hash (RFC 2104): a shorter key is refused.
 */
export type SigningKey = Uint8Array | string;

/** The fewest key bytes accepted: SHA-256's output length. */
const MIN_KEY_BYTES = 32;
/** Stored values larger than this (as JSON text, or values counted along every path) are refused unread. */
const MAX_SIGNED_JSON = 4 * 1024 * 1024;
/** A signature's length in base64url: 32 bytes, unpadded. */
const SIGNATURE_LENGTH = 43;

/**
 * What is signed: a label naming the kind of value, then its canonical JSON, so
 * that a record's signature never passes for a state's (or the reverse).
 */
type Kind = 'state' | 'record';

const encoder = new TextEncoder();

function subtle(): SubtleCrypto {
  const s = (globalThis as { crypto?: { subtle?: SubtleCrypto } }).crypto?.subtle;
  if (s === undefined) {
    throw new RuleError('BAD_KEY', 'Signing needs Web Crypto (globalThis.crypto.subtle), which this runtime lacks.');
  }
  return s;
}

/** Web Crypto's interface, as much of it as this module uses (the library's types do not include the DOM's). */
interface SubtleCrypto {
  importKey(
    format: 'raw',
    key: Uint8Array,
    algorithm: { name: 'HMAC'; hash: 'SHA-256' },
    extractable: false,
    usages: readonly ('sign' | 'verify')[],
  ): Promise<unknown>;
  sign(algorithm: 'HMAC', key: unknown, data: Uint8Array): Promise<ArrayBuffer>;
  verify(algorithm: 'HMAC', key: unknown, signature: Uint8Array, data: Uint8Array): Promise<boolean>;
}

async function hmacKey(key: SigningKey): Promise<unknown> {
  const bytes = typeof key === 'string' ? encoder.encode(key) : key instanceof Uint8Array ? key : null;
  if (bytes === null) throw new RuleError('BAD_KEY', 'A signing key is a Uint8Array or a string.');
  if (bytes.length < MIN_KEY_BYTES) {
    throw new RuleError(
      'BAD_KEY',
      `A signing key needs at least ${MIN_KEY_BYTES} bytes (this one has ${bytes.length}): a shorter one weakens the HMAC.`,
    );
  }
  return subtle().importKey('raw', bytes, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

/** The canonical JSON of a caller's value, read once and bounded; `BAD_STATE` or `BAD_RECORD` when it has none. */
function canonicalOf(value: unknown, code: 'BAD_STATE' | 'BAD_RECORD'): { data: unknown; text: string } {
  let data: unknown = value;
  if (typeof value === 'string') {
    if (value.length > MAX_SIGNED_JSON) throw new RuleError(code, `It is larger than ${MAX_SIGNED_JSON} characters.`);
    try {
      data = JSON.parse(value);
    } catch {
      throw new RuleError(code, 'It is not JSON.');
    }
  } else {
    let plain: unknown;
    try {
      plain = plainCopyWithin(value, MAX_SIGNED_JSON / 2);
    } catch {
      throw new RuleError(code, 'It could not be read as plain data.');
    }
    if (plain === TOO_LARGE)
      throw new RuleError(code, `It holds more than ${MAX_SIGNED_JSON / 2} values, or a toJSON method.`);
    data = plain;
  }
  let text: unknown;
  try {
    text = canonicalKey(data);
  } catch {
    throw new RuleError(code, 'It has no JSON text (a cycle or a BigInt).');
  }
  if (typeof text !== 'string') throw new RuleError(code, 'It has no JSON text.');
  return { data, text };
}

const message = (kind: Kind, text: string): Uint8Array => encoder.encode(`deckwright.${kind}\n${text}`);

function base64url(bytes: Uint8Array): string {
  let binary = '';
  for (const b of bytes) binary += String.fromCharCode(b);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The 32 bytes a signature names, or `null` when it is not a signature this module makes. */
function signatureBytes(signature: unknown): Uint8Array | null {
  if (typeof signature !== 'string' || signature.length !== SIGNATURE_LENGTH || !/^[A-Za-z0-9_-]+$/.test(signature)) {
    return null;
  }
  const binary = atob(`${signature.replace(/-/g, '+').replace(/_/g, '/')}=`);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

async function sign(kind: Kind, text: string, key: SigningKey): Promise<string> {
  const k = await hmacKey(key);
  return base64url(new Uint8Array(await subtle().sign('HMAC', k, message(kind, text))));
}

async function verify(kind: Kind, text: string, signature: unknown, key: SigningKey): Promise<void> {
  const k = await hmacKey(key);
  const bytes = signatureBytes(signature);
  // Web Crypto compares in constant time: a forger learns nothing from how long a refusal takes.
  if (bytes === null || !(await subtle().verify('HMAC', k, bytes, message(kind, text)))) {
    throw new RuleError(
      'BAD_SIGNATURE',
      `The ${kind === 'state' ? 'state' : 'match record'} does not match its signature: it was changed after it was signed, or signed with another key.`,
    );
  }
}

/**
 * Signs a state with the server's key: an HMAC-SHA-256 (base64url, 43
 * characters) over its canonical JSON, to store beside it. Key order does not
 * matter, so the state may be stored as JSON text or as a database's JSON
 * value.
 *
 * @example
 * const signature = await signState(state, process.env.STATE_KEY);
 * await db.save(matchId, JSON.stringify(state), signature);
 */
export async function signState(state: unknown, key: SigningKey): Promise<string> {
  return sign('state', canonicalOf(state, 'BAD_STATE').text, key);
}

/**
 * Checks a stored state against its signature, then restores it as
 * {@link restoreState} does. Resolves to the state; rejects with
 * `RuleError('BAD_SIGNATURE')` when a single byte of it (or of the signature)
 * changed, `BAD_KEY` for a key that is too short, and `BAD_STATE` for a
 * signed value that is still no state of this game.
 */
export async function verifyState<S extends BaseState, A extends BaseAction, O, V>(
  game: Game<S, A, O, V>,
  stored: unknown,
  signature: string,
  key: SigningKey,
): Promise<S> {
  const { data, text } = canonicalOf(stored, 'BAD_STATE');
  await verify('state', text, signature, key);
  return restoreState(game, data);
}

/** Signs a match record with the server's key, as {@link signState} signs a state. */
export async function signRecord(record: unknown, key: SigningKey): Promise<string> {
  return sign('record', canonicalOf(record, 'BAD_RECORD').text, key);
}

/**
 * Checks a stored match record against its signature, then reads it as
 * `parseMatchRecord` does: `BAD_SIGNATURE` when it changed since it was
 * signed, `BAD_RECORD` when it is no record.
 */
export async function verifyRecord(stored: unknown, signature: string, key: SigningKey): Promise<MatchRecord> {
  const { data, text } = canonicalOf(stored, 'BAD_RECORD');
  await verify('record', text, signature, key);
  return parseMatchRecord(data);
}
