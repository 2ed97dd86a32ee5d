/**
 * Each game's error codes are typed: `validate`, `createMatch`'s `apply` and
 * `ErrorCodeOf` give the union of the game's own codes and the shared ones,
 * so a UI's `switch` on `error.code` is checked. The union must be the truth:
 * every code `validate` gives on random games is one of the union's, listed
 * here in records the compiler holds to exactly the union's members.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { CommonErrorCode } from '../../src/core/errors.js';
import type { AnyGame, ErrorCodeOf } from '../../src/core/game.js';
import { createRng, pick } from '../../src/core/rng.js';
import { createMatch } from '../../src/core/session.js';
import { frustrationRummy, type RummyErrorCode } from '../../src/games/frustration-rummy/index.js';
import { type ParcellusErrorCode, parcellus } from '../../src/games/parcellus/index.js';
import { type SixCardParadeErrorCode, sixCardParade } from '../../src/games/six-card-parade/index.js';
import { COMMON_CODES } from '../common-codes.js';

const PARCELLUS: Record<ParcellusErrorCode, true> = { CARD_NOT_IN_HAND: true, NOT_NEXT_RANK: true, WRONG_COLOUR: true };
const SIX_CARD_PARADE: Record<SixCardParadeErrorCode, true> = {
  CARD_NOT_IN_HAND: true,
  EMPTY_SOURCE: true,
  NOT_A_SET: true,
  WILD_DECLARATION: true,
  NOT_A_ROYAL: true,
  ROYAL_NOT_NOW: true,
  NO_SUCH_SET: true,
  BAD_TARGET: true,
  NO_EFFECT: true,
  TARGET_REQUIRED: true,
  NOT_IN_LIBRARY: true,
  NOT_IN_DISCARD_PILE: true,
  NO_ACE_OF_CLUBS: true,
  DISCARD_DUE: true,
  DISCARD_NOT_DUE: true,
  STABLE_REDISCARD: true,
};
const RUMMY: Record<RummyErrorCode, true> = {
  CARD_NOT_IN_HAND: true,
  DUPLICATE_CARD: true,
  STOCK_EMPTY: true,
  DISCARD_EMPTY: true,
  NOT_A_MELD: true,
  OPEN_MELD: true,
  TOO_MANY_WILDS: true,
  WILD_NOT_ALLOWED: true,
  RUN_TOO_LONG: true,
  WRONG_MELD_SIZE: true,
  NOT_IN_CONTRACT: true,
  SETS_SAME_RANK: true,
  CONTRACT_UNREACHABLE: true,
  FINISH_CONTRACT: true,
  NOT_LAID_DOWN: true,
  NO_SUCH_MELD: true,
  MELD_CLOSED: true,
  END_REQUIRED: true,
  MUST_KEEP_DISCARD: true,
  UPCARD_DISCARD: true,
  SWAP_NOT_ALLOWED: true,
  NOT_A_WILD: true,
  BUY_LIMIT_REACHED: true,
  WRONG_UPCARD: true,
};

describe('error codes are typed per game', () => {
  it('validate, ErrorCodeOf and a match give the game’s own codes with the shared ones', () => {
    expectTypeOf<ErrorCodeOf<typeof parcellus>>().toEqualTypeOf<ParcellusErrorCode | CommonErrorCode>();
    expectTypeOf<ErrorCodeOf<typeof sixCardParade>>().toEqualTypeOf<SixCardParadeErrorCode | CommonErrorCode>();
    expectTypeOf<ErrorCodeOf<typeof frustrationRummy>>().toEqualTypeOf<RummyErrorCode | CommonErrorCode>();
    const state = parcellus.init({ players: 3, seed: 'codes' });
    const v = parcellus.validate(state, { type: 'pass', seat: 0 });
    if (!v.ok) expectTypeOf(v.error.code).toEqualTypeOf<ParcellusErrorCode | CommonErrorCode>();
    const match = createMatch(parcellus, { players: 3, seed: 'codes' });
    const r = match.apply({ type: 'pass', seat: 0 });
    expect(r.ok).toBe(false);
    if (!r.ok) {
      expectTypeOf(r.error.code).toEqualTypeOf<ParcellusErrorCode | CommonErrorCode>();
      expect(r.error.code).toBe('WRONG_PHASE');
    }
  });

  const cases: [AnyGame, Record<string, true>][] = [
    [parcellus, PARCELLUS],
    [sixCardParade, SIX_CARD_PARADE],
    [frustrationRummy, RUMMY],
  ];
  for (const [game, own] of cases) {
    it(`${game.id}: every code validate gives on random games is one of the typed union`, () => {
      const rng = createRng(`codes ${game.id}`);
      // Actions legal somewhere in these games, tried in other states and by other seats: most are
      // refused, for many different reasons.
      const states: unknown[] = [];
      const pool: unknown[] = [];
      for (let g = 0; g < 3; g++) {
        let s = game.init({ players: 3, seed: `${game.id} ${g}`, options: {} });
        for (let step = 0; step < 300 && game.actors(s).length > 0; step++) {
          states.push(s);
          for (let seat = 0; seat < 3; seat++) {
            const moves = game.legalMoves(s, seat);
            if (moves.length > 0) pool.push(pick(rng, moves));
          }
          const seat = pick(rng, game.actors(s));
          s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
        }
      }
      const seen = new Set<string>();
      for (let i = 0; i < 6000; i++) {
        const v = game.validate(pick(rng, states), pick(rng, pool));
        if (!v.ok) seen.add(v.error.code);
      }
      const unknown = [...seen].filter((c) => !(c in own) && !(c in COMMON_CODES));
      expect(unknown).toEqual([]);
      // The run must reach the game's own refusals, not only the shared ones.
      expect([...seen].filter((c) => c in own).length).toBeGreaterThanOrEqual(3);
    });
  }
});
