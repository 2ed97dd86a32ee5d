/**
 * Stored rummy states: restoreState refuses a state with a broken meld.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { frustrationRummy as game, type RummyState } from '../../../src/games/frustration-rummy/index.js';
import { baseCard, createRng, isRuleError, pick, rankOf, restoreState, suitOf } from '../../../src/index.js';

/** Plays random moves, preferring melds, until some meld is on the table. */
function stateWithMeld(seed: number): RummyState | null {
  const rng = createRng(seed);
  const s = structuredClone(game.init({ players: 2, seed, options: { maxTurnsPerRound: 40 } }));
  for (let i = 0; i < 3000 && game.actors(s).length > 0; i++) {
    if (s.melds.length > 0) return s;
    const seat = pick(rng, game.actors(s));
    const moves = game.legalMoves(s, seat);
    const meld = moves.find((m) => m.type === 'meld');
    game.applyInPlace(s, meld ?? pick(rng, moves));
  }
  return null;
}

const isWild = (c: string) => c.startsWith('JK') || rankOf(c) === '2' || rankOf(c) === '3';

let checked = 0;
describe('stored states with a broken meld', () => {
  it('swapping a natural card of a meld for a hand card that cannot stand there is caught', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000 }), (seed) => {
        const s = stateWithMeld(seed);
        if (s === null) return;
        const meld = s.melds[0]!;
        const i = meld.cards.findIndex((c) => !isWild(c));
        if (i < 0) return;
        const natural = meld.cards[i]!;
        // A natural card that fits neither the set's rank nor the run's suit: the meld is broken.
        const misfit = s.hands
          .flat()
          .find(
            (c) => !isWild(c) && (meld.kind === 'run' ? suitOf(c) !== suitOf(natural) : rankOf(c) !== rankOf(natural)),
          );
        if (misfit === undefined) return;
        const broken = structuredClone(s);
        const m = broken.melds[0]!;
        m.cards[i] = misfit;
        for (const h of broken.hands) {
          const j = h.indexOf(misfit);
          if (j >= 0) h[j] = natural;
        }
        expect(baseCard(misfit)).not.toBe(baseCard(natural));
        let code = 'accepted';
        try {
          restoreState(game, broken);
        } catch (e) {
          code = isRuleError(e) ? e.code : 'crash';
        }
        expect(code).toBe('BAD_STATE');
        checked++;
        expect(restoreState(game, s)).toEqual(s);
      }),
      { numRuns: 20 },
    );
    // Most seeds reach a meld with a misfit in hand; the property must not pass vacuously.
    expect(checked).toBeGreaterThan(10);
  });
});
