/**
 * R10, R12, R16: `planLayDown` accepts every arrangement of a contract within the wild ratio — any
 * meld sizes, the six wilds exactly six — and refuses every other with a RuleError. The
 * arrangements come from the brute force of `arrangements.ts` (the rules page read directly, no
 * engine code), on wild-rich hands and both ratio options; the refused ones are those arrangements
 * with a card moved, added or dropped, judged again by the same brute force, and those that keep no
 * card for the discard.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../../src/core/cards.js';
import { RuleError } from '../../../src/core/errors.js';
import { type PlannedMeld, planLayDown, type RummyState } from '../../../src/games/frustration-rummy/index.js';
import {
  arrangementExists,
  arrangements,
  CONTRACTS,
  type Need,
  type Ratio,
  reading,
  wildRichHand,
} from './arrangements.js';
import { deal, drawStock, onContract, play } from './helpers.js';

const sorted = (cards: readonly string[]): string => cards.map(baseCard).sort().join(' ');

/** The state after laying `plan` down, checking that the contract went down as arranged. */
function layAsArranged(s: RummyState, melds: readonly PlannedMeld[], contract: number): void {
  const plan = planLayDown(s, 0, melds);
  if (plan instanceof RuleError) throw new Error(`${melds.map((m) => sorted(m.cards)).join(' | ')}: ${plan.message}`);
  const after = play(s, ...plan);
  if (contract === 4) {
    // Seven pairs use the whole hand: laying them down is going out (R13), and the round ends.
    expect(after.completed[0]).toBe(4);
    return;
  }
  expect(after.laidDown[0]).toBe(true);
  // The table holds exactly the arranged melds: every card where the player put it.
  expect(after.melds.map((m) => sorted(m.cards)).sort()).toEqual(melds.map((m) => sorted(m.cards)).sort());
}

/**
 * The arrangement with one change: a held card added to a meld, a card dropped from one, or a card
 * moved from one meld to another. The brute force says whether it still holds.
 */
function altered(
  melds: readonly PlannedMeld[],
  spare: readonly string[],
  change: { kind: 'add' | 'drop' | 'move'; meld: number; other: number; card: number },
): string[][] {
  const groups = melds.map((m) => [...m.cards]);
  const at = change.meld % groups.length;
  const group = groups[at] as string[];
  if (change.kind === 'add') {
    if (spare.length === 0) return groups;
    group.push(spare[change.card % spare.length] as string);
  } else {
    const [card] = group.splice(change.card % group.length, 1);
    if (change.kind === 'move' && groups.length > 1) {
      const to = (at + 1 + (change.other % (groups.length - 1))) % groups.length;
      (groups[to] as string[]).push(card as string);
    }
  }
  return groups;
}

const change = fc.record({
  kind: fc.constantFrom('add' as const, 'drop' as const, 'move' as const),
  meld: fc.nat(20),
  other: fc.nat(20),
  card: fc.nat(20),
});

describe('R10 planLayDown: every arrangement within the ratio, and nothing else', () => {
  for (const ratio of ['notMoreThanNatural', 'lessThanHalf'] as const satisfies readonly Ratio[]) {
    for (let contract = 1; contract <= 14; contract++) {
      it(`contract ${contract}, wildRatio ${ratio}`, () => {
        const needs = CONTRACTS[contract - 1] as Need[];
        const keep = contract === 4 ? 0 : 1;
        let laid = 0;
        let refused = 0;
        fc.assert(
          fc.property(wildRichHand(contract), fc.nat(1 << 30), change, (hand, seed, alter) => {
            const s = drawStock(
              onContract(
                deal({ hands: [hand.slice(0, 13), []], stock: [hand[13] as string], options: { wildRatio: ratio } }),
                0,
                contract,
              ),
            );
            const held = (s.hands[0] ?? []).map(baseCard);
            if (!arrangementExists(held, needs, keep, ratio)) return;
            const found = arrangements(held, needs, keep, ratio, 3, seed + 1);
            expect(found.length).toBeGreaterThan(0);
            for (const melds of found) {
              layAsArranged(s, melds, contract);
              laid++;
            }
            // One change to the first arrangement: legal exactly when the brute force reads it so.
            const first = found[0] as PlannedMeld[];
            const used = first.flatMap((m) => m.cards);
            const spare = [...held];
            for (const c of used) spare.splice(spare.indexOf(c), 1);
            const groups = altered(first, spare, alter);
            const read = groups.map((g, j) => reading(needs[j] as Need, g, ratio));
            const left = held.length - groups.reduce((n, g) => n + g.length, 0);
            if (read.every((m) => m !== null) && left >= keep) {
              layAsArranged(s, read as PlannedMeld[], contract);
              laid++;
            } else {
              // Cards in the order the change left them; no order of them makes the meld, so any is refused.
              const asked = groups.map((g, j) => ({ kind: (first[j] as PlannedMeld).kind, cards: g }));
              const answer = planLayDown(s, 0, asked);
              expect(answer).toBeInstanceOf(RuleError);
              refused++;
            }
            // Every card left into the first meld: no card is kept for the discard (R23), whatever it makes.
            if (keep > 0 && spare.length > 0) {
              const all = first.map((m, j) => (j === 0 ? { ...m, cards: [...m.cards, ...spare] } : m));
              expect(planLayDown(s, 0, all)).toBeInstanceOf(RuleError);
              refused++;
            }
          }),
          { numRuns: 12, seed: contract * 53 + (ratio === 'lessThanHalf' ? 11 : 0) },
        );
        // Not vacuous where wild-rich hands can lay the contract down at all (see laydown-reach.test.ts).
        const rare =
          contract === 5 || contract === 8 || (ratio === 'lessThanHalf' && (contract === 2 || contract === 4));
        if (!rare) {
          expect(laid).toBeGreaterThan(0);
          expect(refused).toBeGreaterThan(0);
        }
      });
    }
  }
});
