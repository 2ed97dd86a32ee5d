/**
 * R10 (new text), R12: "the seat can lay down its contract this turn" — some sequence of its legal
 * `meld` actions completes it — equals "some arrangement of the hand into the contract's melds,
 * each of ANY legal size within the wild ratio, exists, keeping a card to discard (none for
 * contract 4)". The second is a brute force written from the rules page alone: every subset
 * of the hand is tried as each meld, read by a plain reading of R3–R9, R13–R16; no engine code
 * decides it (`arrangements.ts`). Hands are wild-rich (6–10 wilds of 14), where minimum-size melds alone (the old rule)
 * miss lay-downs such as contract 1's `4♥ JK JK 7♥`; both ratio options.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../../src/core/cards.js';
import type { RummyState } from '../../../src/games/frustration-rummy/index.js';
import { arrangementExists, CONTRACTS, type Need, wildRichHand } from './arrangements.js';
import { deal, drawStock, game, onContract } from './helpers.js';

/** Some sequence of the seat's listed `meld` actions completes its contract (depth first). */
function engineLaysDown(s: RummyState, seat: number): boolean {
  if (s.laidDown[seat] || s.phase === 'over') return true;
  const melds = game.legalMoves(s, seat).filter((a) => a.type === 'meld');
  for (const a of melds) {
    const t = structuredClone(s);
    game.applyInPlace(t, a);
    if (t.round !== s.round || t.laidDown[seat] || engineLaysDown(t, seat)) return true;
  }
  return false;
}

describe('R10: a contract can be laid down exactly when some arrangement within the ratio exists', () => {
  for (const ratio of ['notMoreThanNatural', 'lessThanHalf'] as const) {
    for (let contract = 1; contract <= 14; contract++) {
      it(`contract ${contract}, wildRatio ${ratio}`, () => {
        let yes = 0;
        fc.assert(
          fc.property(wildRichHand(contract), (hand) => {
            const s = drawStock(
              onContract(
                deal({ hands: [hand.slice(0, 13), []], stock: [hand[13] as string], options: { wildRatio: ratio } }),
                0,
                contract,
              ),
            );
            const held = (s.hands[0] ?? []).map(baseCard);
            const expected = arrangementExists(held, CONTRACTS[contract - 1] as Need[], contract === 4 ? 0 : 1, ratio);
            if (expected) yes++;
            expect([held.join(' '), engineLaysDown(s, 0)]).toEqual([held.join(' '), expected]);
          }),
          { numRuns: 10, seed: contract * 31 + (ratio === 'lessThanHalf' ? 7 : 0) },
        );
        // Not vacuous where wild-rich hands can lay the contract down at all: not contract 5 (no
        // wilds) nor 8 (a spread of ranks), nor, under `lessThanHalf`, 3 sets of 4 or 7 pairs (a
        // pair or a set of 4 takes at most one wild there, and these hands are mostly wilds).
        const rare =
          contract === 5 || contract === 8 || (ratio === 'lessThanHalf' && (contract === 2 || contract === 4));
        if (!rare) expect(yes).toBeGreaterThan(0);
      });
    }
  }

  it('the known gap: contract 1, 4♥ JK JK 7♥ with a set of four', () => {
    const hand = ['4H', 'JK', 'JK', '7H', '9S', '9H', '9D', '9C', 'KS', 'QD', 'TC', '5C', '8D'];
    const s = drawStock(deal({ hands: [hand, []], stock: ['6C'] }));
    // No run of 3 within the ratio: every 3-card window of 4♥ JK JK 7♥ holds two wilds.
    expect(arrangementExists((s.hands[0] ?? []).map(baseCard), CONTRACTS[0] as Need[], 1, 'notMoreThanNatural')).toBe(
      true,
    );
    expect(engineLaysDown(s, 0)).toBe(true);
  });
});
