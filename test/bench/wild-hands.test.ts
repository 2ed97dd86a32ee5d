/**
 * The wild-rich hands of the bench's move-list section (bench/wildHands.ts)
 * are what it says: for every contract and every wild count from 6 to 10,
 * seat 0 holds 14 cards after its draw, exactly that many of them wild (2s,
 * 3s and Jokers, R2), in the play phase of its own turn, working on that
 * contract, in a state the game accepts as reachable.
 */
import { describe, expect, it } from 'vitest';
import { wildRichState, wildRichStates } from '../../bench/wildHands.js';
import { frustrationRummy } from '../../src/games/frustration-rummy/index.js';
import { createRng } from '../../src/index.js';

/** Wild under the default pack (R2), read off the card code independently of the builder. */
const wild = (card: string): boolean => card.startsWith('2') || card.startsWith('3') || card.startsWith('JK');

describe('wild-rich hands for the bench', () => {
  it('hold 6 to 10 wilds among 14 cards, in the play phase of the seat on each contract', () => {
    const rng = createRng('wild hands test');
    for (const options of [{}, { wildRatio: 'lessThanHalf' as const, allowWildSwap: true }]) {
      for (let contract = 1; contract <= 14; contract++) {
        for (let wilds = 6; wilds <= 10; wilds++) {
          const s = wildRichState(contract, wilds, rng, options);
          const hand = s.hands[0] ?? [];
          expect(hand).toHaveLength(14);
          expect(hand.filter(wild)).toHaveLength(wilds);
          expect(s.phase).toBe('play');
          expect(frustrationRummy.actors(s)).toEqual([0]);
          expect(s.completed[0]).toBe(contract - 1);
          expect(s.laidDown[0]).toBe(false);
          expect(frustrationRummy.checkState(s)).toBeNull();
          // Its moves are the play phase's: melds where the hand makes some, and a discard of each card.
          const kinds = new Set(frustrationRummy.legalMoves(s, 0).map((m) => m.type));
          expect(kinds.has('discard')).toBe(true);
          expect([...kinds].every((k) => k === 'meld' || k === 'discard')).toBe(true);
        }
      }
    }
  });

  it('give the bench melds to list on every contract, and the same hands for the same seed', () => {
    // The bench's own hands (bench/moveLists.ts): 10 a contract, from this seed.
    const states = wildRichStates(10, 'move lists');
    for (let contract = 1; contract <= 14; contract++) {
      const some = states.filter((x) => x.contract === contract);
      expect(some.map((x) => x.wilds)).toEqual([6, 7, 8, 9, 10, 6, 7, 8, 9, 10]);
      for (const x of some) expect((x.state.hands[0] ?? []).filter(wild)).toHaveLength(x.wilds);
      expect(some.some((x) => frustrationRummy.legalMoves(x.state, 0).some((m) => m.type === 'meld'))).toBe(true);
    }
    expect(wildRichStates(1, 'same')).toEqual(wildRichStates(1, 'same'));
  });

  it('before the draw, hold 13 of the cards and draw the 14th from the stock', () => {
    const rng = createRng('before the draw');
    const before = wildRichState(6, 8, rng, {}, false);
    expect(before.phase).toBe('draw');
    expect(before.hands[0]).toHaveLength(13);
    expect(frustrationRummy.checkState(before)).toBeNull();
  });
});
