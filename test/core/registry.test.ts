/**
 * The registry: every game once, found by its id; a literal id gives the
 * game with its own types, any other string the erased game or `undefined`.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { AnyGame } from '../../src/core/game.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { type ParcellusState, parcellus } from '../../src/games/parcellus/index.js';
import { sixCardParade } from '../../src/games/six-card-parade/index.js';
import { type GameId, games, getGame } from '../../src/registry.js';

describe('getGame', () => {
  it('finds each game by its id, and nothing else', () => {
    expect(games.map((g) => g.id)).toEqual(['six-card-parade', 'parcellus', 'frustration-rummy']);
    expect(getGame('parcellus')).toBe(parcellus);
    expect(getGame('six-card-parade')).toBe(sixCardParade);
    expect(getGame('frustration-rummy')).toBe(frustrationRummy);
    for (const id of ['Parcellus', '', '__proto__', 'constructor', 'toString']) expect(getGame(id)).toBeUndefined();
  });
  it('types a literal id as that game; any other string as AnyGame or undefined', () => {
    expectTypeOf(getGame('parcellus')).toEqualTypeOf<typeof parcellus>();
    expectTypeOf(getGame('parcellus').init({ players: 3, seed: 1 })).toEqualTypeOf<ParcellusState>();
    expectTypeOf<GameId>().toEqualTypeOf<'six-card-parade' | 'parcellus' | 'frustration-rummy'>();
    const name: string = 'parcellus';
    expectTypeOf(getGame(name)).toEqualTypeOf<AnyGame | undefined>();
    // Each id the type names is one the registry has.
    const ids: Record<GameId, true> = { 'six-card-parade': true, parcellus: true, 'frustration-rummy': true };
    expect(games.map((g) => g.id).sort()).toEqual(Object.keys(ids).sort());
  });
});
