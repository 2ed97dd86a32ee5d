/**
 * `randomMove` finds the move a pick from `legalMoves` would, by counting
 * instead of listing: every index of each phase's list must come out right.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import { type ParcellusState, parcellus } from '../../../src/games/parcellus/index.js';
import { expectRandomMoveIsPick } from '../../random-move.js';
import { afterWorkedPass, deal, WORKED_SPEC } from './helpers.js';

/** Over many draws: randomMove equals the pick with the same generator, and reaches every listed move. */
function expectSameAsPick(state: ParcellusState, seat: number): void {
  expectRandomMoveIsPick(parcellus, state, seat, 400);
}

describe('Parcellus randomMove', () => {
  it('in the pass: any of the 20 three-card choices, in list order', () => {
    const s = deal(WORKED_SPEC);
    expect(parcellus.legalMoves(s, 0)).toHaveLength(20);
    for (const seat of [0, 1, 2]) expectSameAsPick(s, seat);
  });

  it('on the parcel: each climbing card or the pass; nothing for a seat not to act', () => {
    const s = afterWorkedPass();
    expect(parcellus.legalMoves(s, s.toAct).length).toBeGreaterThan(1);
    expectSameAsPick(s, s.toAct);
    expect(parcellus.randomMove(s, (s.toAct + 1) % 3, createRng(1))).toBeNull();
  });

  it('when leading from hand: any card of the hand', () => {
    // Play random games until a lead from hand comes up (the dummy used up, P12).
    const rng = createRng('lead');
    let found = 0;
    for (let g = 0; g < 50 && found < 5; g++) {
      const s = parcellus.init({ players: 3, seed: g });
      while (parcellus.actors(s).length > 0) {
        const seat = pick(rng, parcellus.actors(s));
        if (s.phase === 'lead') {
          expectSameAsPick(s, seat);
          found++;
        }
        parcellus.applyInPlace(s, pick(rng, parcellus.legalMoves(s, seat)));
      }
    }
    expect(found).toBeGreaterThan(0);
  });
});
