/**
 * `randomMove` finds the move a pick from `legalMoves` would, building only the
 * move it picks in the main part and after Draw to Seven: every index of those
 * lists must come out right, with the same draws.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import type { SixCardParadeOptions, SixCardParadeState } from '../../../src/games/six-card-parade/index.js';
import { expectRandomMoveIsPick } from '../../random-move.js';
import { game } from './helpers.js';

/** Over many draws: randomMove equals the pick with the same generator, and reaches every listed move. */
function expectSameAsPick(state: SixCardParadeState, seat: number): void {
  expectRandomMoveIsPick(game, state, seat, 8 * game.legalMoves(state, seat).length);
}

describe('Six Card Parade randomMove', () => {
  const tables: Partial<SixCardParadeOptions>[] = [
    {},
    { pairsMustDiffer: false, minStraightLength: 3 },
    { khMayRedeclareOnExtend: true, kingOfSpadesTarget: 'any', discardStep: 'downToSix' },
  ];
  for (const options of tables) {
    it(`is the pick from the move list in every phase (${JSON.stringify(options)})`, () => {
      const rng = createRng('random-move');
      const seen = new Set<string>();
      for (let g = 0; g < 12; g++) {
        const s = game.init({ players: 2 + (g % 3), seed: g, options });
        while (game.actors(s).length > 0) {
          const seat = pick(rng, game.actors(s));
          // Many moves: set plays (with King of Hearts declarations) and Royal targets among them.
          if (game.legalMoves(s, seat).length > 3 || s.phase !== 'main') {
            expectSameAsPick(s, seat);
            seen.add(s.phase);
          }
          game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
        }
      }
      expect(seen).toContain('main');
      expect(seen).toContain('postDraw');
    });
  }

  it('picks the discard as the move list does when the card taken from the stable may not go back (S11)', () => {
    // The random move counts the discardable cards and reads only the one it picks, skipping the banned card.
    const options: Partial<SixCardParadeOptions> = { forbidRediscardOfStableDraw: true };
    const rng = createRng('random-move-ban');
    let banned = 0;
    for (let g = 0; g < 40; g++) {
      const s = game.init({ players: 2 + (g % 3), seed: g, options });
      while (game.actors(s).length > 0) {
        const seat = pick(rng, game.actors(s));
        if (s.phase === 'postDraw' && s.stableDraw !== null && (s.hands[seat] ?? []).includes(s.stableDraw)) {
          expectSameAsPick(s, seat);
          banned++;
        }
        game.applyInPlace(s, pick(rng, game.legalMoves(s, seat)));
      }
    }
    expect(banned).toBeGreaterThan(10);
  });
});
