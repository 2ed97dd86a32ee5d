/**
 * The canonical order of a run's wilds (rules page, "Actions") and the count of its orders under
 * `allowWildSwap` (R19), against every distinct permutation listed by brute force: the canonical
 * order is the first of those (by rising card type, Jokers last) that keeps each 2 and 3 out of
 * its own slot (R6), and the count is how many there are.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../../src/games/frustration-rummy/cardTypes.js';
import { canonicalWilds, countOrders } from '../../../src/games/frustration-rummy/wildOrder.js';

/** Every distinct order of `items`, in lexicographic order. */
function orders(items: readonly number[]): number[][] {
  if (items.length === 0) return [[]];
  const out: number[][] = [];
  const seen = new Set<number>();
  const sorted = [...items].sort((a, b) => a - b);
  for (let i = 0; i < sorted.length; i++) {
    const t = sorted[i] as number;
    if (seen.has(t)) continue;
    seen.add(t);
    const rest = [...sorted.slice(0, i), ...sorted.slice(i + 1)];
    for (const o of orders(rest)) out.push([t, ...o]);
  }
  return out;
}

/** A 2 or 3 (types 4–11: value 2 or 3, suit t & 3) in the slot of its value, of the run's suit. */
function own(t: number, slot: number, suit: number): boolean {
  if (t === JOKER || t < 4 || t > 11) return false;
  const value = (t >> 2) + 1;
  return ((slot - 1) % 13) + 1 === value && (suit < 0 || (t & 3) === suit);
}

describe('canonical wild order and the count of orders', () => {
  it('match a brute force over every permutation', () => {
    const wild = fc.constantFrom(JOKER, 4, 5, 6, 7, 8, 9, 10, 11);
    fc.assert(
      fc.property(
        fc.array(wild, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: -1, max: 3 }),
        fc.oneof(fc.integer({ min: 1, max: 4 }), fc.integer({ min: 12, max: 16 })),
        fc.boolean(),
        (wilds, suit, start, ownRule) => {
          // Consecutive wild slots from `start` on, so slots 2 and 3 (own slots) come up, and past
          // the high ace (a wrapping run's 2 and 3: slots 15 and 16).
          const slots = wilds.map((_, i) => start + i);
          const valid = orders(wilds).filter((o) => !ownRule || o.every((t, k) => !own(t, slots[k] as number, suit)));
          expect(countOrders(slots, wilds, suit, ownRule)).toBe(valid.length);
          expect(canonicalWilds(slots, wilds, suit, ownRule)).toEqual(valid[0] ?? null);
        },
      ),
      { numRuns: 400 },
    );
  });
});
