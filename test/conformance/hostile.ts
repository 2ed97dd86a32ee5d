/**
 * Hostile actions for the conformance suite: well-formed-looking variants of legal moves that
 * are often illegal, and garbage no game accepts. The rule checks must refuse each with a
 * RuleError (suite.ts), and word each refusal from the game's catalogue (presentation.ts).
 */
import { type AnyGame, type BaseAction, pick, type Rng, randomInt } from '../../src/index.js';

/** Well-formed-looking variants of a legal move that are often illegal. */
export function mutants(game: AnyGame, players: number, move: BaseAction, rng: Rng): unknown[] {
  const deck = game.deck();
  const out: unknown[] = [];
  const card = (): string => pick(rng, deck);
  out.push({ ...move, seat: randomInt(rng, players) });
  for (const [k, v] of Object.entries(move)) {
    if (typeof v === 'string' && k !== 'type' && deck.includes(v)) {
      out.push({ ...move, [k]: card() });
    }
    if (Array.isArray(v) && v.length > 0 && v.every((x) => typeof x === 'string' && deck.includes(x))) {
      const replaced = [...v];
      replaced[randomInt(rng, v.length)] = card();
      out.push({ ...move, [k]: replaced });
      out.push({ ...move, [k]: [...v, v[0]] });
      out.push({ ...move, [k]: v.slice(1) });
      out.push({ ...move, [k]: [...v].reverse() });
    }
  }
  return out;
}

/** Inputs no game accepts: each must be refused with a RuleError, never a crash. */
export const GARBAGE: unknown[] = [
  null,
  undefined,
  0,
  Number.NaN,
  'play',
  '',
  true,
  [],
  new Array(100_000).fill({ type: 'pass', seat: 0 }),
  {},
  { type: 'nope', seat: 0 },
  { type: 'pass' },
  { type: 'pass', seat: -1 },
  { type: 'pass', seat: 0.5 },
  { type: 'pass', seat: Number.NaN },
  { type: 'pass', seat: '0' },
  { type: 'pass', seat: 99 },
  { type: 'pass', seat: 0, extra: 1 },
  JSON.parse('{"type":"pass","seat":0,"__proto__":{"polluted":true}}'),
  JSON.parse('{"__proto__":{"type":"pass","seat":0}}'),
  { type: 'pass', seat: 0, constructor: { prototype: {} } },
  { type: 'play', seat: 0, card: 'x'.repeat(1_000_000) },
  { type: 'play', seat: 0, card: 'ZZ' },
  { type: 'play', seat: 0, card: ['AS'] },
  { type: 'passCards', seat: 0, cards: new Array(10_000).fill('AS') },
  Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [`k${i}`, i])),
];
