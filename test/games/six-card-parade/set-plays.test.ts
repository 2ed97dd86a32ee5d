/**
 * The set-play list against brute force: every subset of the hand, with and
 * without the King of Hearts under every declaration, classified one by one.
 * The list prunes its search (S14–S18), so this pins that it loses nothing.
 */

import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { standardDeck } from '../../../src/core/cards.js';
import { extend, extensionsOf } from '../../../src/games/six-card-parade/extensions.js';
import {
  isSetCard,
  type SetPlay,
  type SetRules,
  setKind,
  setPlays,
  sixCardParadeOptionsSchema,
} from '../../../src/games/six-card-parade/index.js';
import { pickedPlayCards, playKind } from '../../../src/games/six-card-parade/pickedPlay.js';
import { ROYALS } from '../../../src/games/six-card-parade/roles.js';
import { findSetPlays, foundPlayWild, royalsHeld } from '../../../src/games/six-card-parade/setPlays.js';
import { setRank } from '../../../src/games/six-card-parade/sets.js';

const key = (cards: readonly string[], wild: string | null, kind: string): string =>
  `${[...cards].sort().join(',')}|${wild}|${kind}`;

function bruteForce(hand: readonly string[], rules: SetRules): Set<string> {
  const naturals = hand.filter(isSetCard);
  const hasKH = hand.includes('KH');
  const out = new Set<string>();
  for (let mask = 0; mask < 1 << naturals.length; mask++) {
    const cards = naturals.filter((_, i) => mask & (1 << i));
    const plain = setKind(cards, null, rules);
    if (plain !== null) out.add(key(cards, null, plain));
    if (!hasKH) continue;
    for (const wild of standardDeck().filter(isSetCard)) {
      const kind = setKind([...cards, 'KH'], wild, rules);
      if (kind !== null) out.add(key([...cards, 'KH'], wild, kind));
    }
  }
  if (hasKH && hand.includes('AS')) out.add(key(['AS', 'KH'], null, 'aceOfSpadesKingOfHearts'));
  return out;
}

/**
 * The set plays in the order the move list gives them: every group of the
 * hand's natural cards taken in walk order (by rank, ties in hand order),
 * depth first, each group's plain set, then each King of Hearts declaration
 * that makes one (ranks 2 to 10, then suits ♠ ♥ ♦ ♣); the A♠ + K♥ set last.
 */
function inWalkOrder(hand: readonly string[], rules: SetRules): string[] {
  const naturals = hand
    .map((c, i) => ({ c, i }))
    .filter((n) => isSetCard(n.c))
    .sort((x, y) => (setRank(x.c) as number) - (setRank(y.c) as number) || x.i - y.i);
  const hasKH = hand.includes('KH');
  const declarations = '23456789T'.split('').flatMap((r) => ['S', 'H', 'D', 'C'].map((s) => `${r}${s}`));
  const out: string[] = [];
  const visit = (from: number, group: readonly { c: string; i: number }[]): void => {
    for (let k = from; k < naturals.length; k++) {
      const next = [...group, naturals[k] as { c: string; i: number }];
      const cards = [...next].sort((x, y) => x.i - y.i).map((n) => n.c);
      const plain = setKind(cards, null, rules);
      if (plain !== null) out.push(key(cards, null, plain));
      if (hasKH) {
        for (const wild of declarations) {
          const kind = setKind([...cards, 'KH'], wild, rules);
          if (kind !== null) out.push(key([...cards, 'KH'], wild, kind));
        }
      }
      visit(k + 1, next);
    }
  };
  visit(0, []);
  if (hasKH && hand.includes('AS')) out.push(key(['AS', 'KH'], null, 'aceOfSpadesKingOfHearts'));
  return out;
}

describe('set plays (S14–S18)', () => {
  it('come in the walk order: groups by rank depth first, each plain set before its declarations', () => {
    // The order is part of every move list and random move: the shortcuts
    // for short walks must list what the walk would, in its order.
    const deck = [...standardDeck().filter(isSetCard), 'AS', 'QC'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 2, maxLength: 9 }),
        fc.nat(5),
        fc.record({
          minStraightLength: fc.constantFrom(3 as const, 4 as const, 5 as const),
          uniqueRule: fc.constantFrom('exactlyOnePerSuit' as const, 'allSuitsPresent' as const),
          pairsMustDiffer: fc.boolean(),
        }),
        (cards, khOneIn, rules) => {
          // One hand in six with the King of Hearts: most walks in play have none.
          const hand = khOneIn === 0 && !cards.includes('KH') ? [...cards.slice(1), 'KH'] : cards;
          const listed = setPlays(hand, rules).map((p) => key(p.cards, p.wild, p.kind));
          expect(listed).toEqual(inWalkOrder(hand, rules));
        },
      ),
      { numRuns: 400 },
    );
  });

  it("name their cards in hand order, the King of Hearts last (the move's card list)", () => {
    // The keys above sort the cards; a play's own list is part of the move.
    const deck = [...standardDeck().filter(isSetCard), 'AS', 'KH'];
    fc.assert(
      fc.property(fc.shuffledSubarray(deck, { minLength: 2, maxLength: 12 }), (hand) => {
        const rules = { minStraightLength: 3, uniqueRule: 'exactlyOnePerSuit', pairsMustDiffer: false } as const;
        for (const p of setPlays(hand, rules)) {
          const at = p.cards.map((c) => (c === 'KH' ? hand.length : hand.indexOf(c)));
          expect(at).toEqual([...at].sort((a, b) => a - b));
        }
      }),
      { numRuns: 400 },
    );
  });

  it('list exactly the sets a brute-force search finds, each once, under every option', () => {
    // Mostly set cards, so hands hold many sets; a few Royals besides.
    const deck = [...standardDeck().filter(isSetCard), 'AS', 'QC', 'JD'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 2, maxLength: 11 }),
        fc.boolean(),
        fc.record({
          minStraightLength: fc.constantFrom(3 as const, 4 as const, 5 as const),
          uniqueRule: fc.constantFrom('exactlyOnePerSuit' as const, 'allSuitsPresent' as const),
          pairsMustDiffer: fc.boolean(),
        }),
        (cards, withKH, rules) => {
          // Hands with the King of Hearts are the interesting ones: make half of them have it.
          const hand = withKH && !cards.includes('KH') ? [...cards.slice(1), 'KH'] : cards;
          const listed = setPlays(hand, rules).map((p) => key(p.cards, p.wild, p.kind));
          expect(new Set(listed).size).toBe(listed.length);
          expect(new Set(listed)).toEqual(bruteForce(hand, rules));
        },
      ),
      { numRuns: 250 },
    );
  });

  it('find the straights of hands with every rank once and no King of Hearts, the quick case', () => {
    // One card of each rank: the hands the search answers without walking
    // (no run of three or four ranks), or walks for straights only, leaving
    // out the cards in no run; the straights just long enough among them (a
    // unique one of four under S14's five).
    const ranks = '23456789T';
    fc.assert(
      fc.property(
        fc.subarray([...ranks], { minLength: 2, maxLength: 7 }),
        fc.array(fc.constantFrom('S', 'H', 'D', 'C'), { minLength: 7, maxLength: 7 }),
        fc.record({
          minStraightLength: fc.constantFrom(3 as const, 4 as const, 5 as const),
          uniqueRule: fc.constantFrom('exactlyOnePerSuit' as const, 'allSuitsPresent' as const),
          pairsMustDiffer: fc.boolean(),
        }),
        (held, suits, rules) => {
          const hand = held.map((r, i) => `${r}${suits[i]}`);
          const listed = setPlays(hand, rules).map((p) => key(p.cards, p.wild, p.kind));
          expect(new Set(listed)).toEqual(bruteForce(hand, rules));
        },
      ),
      { numRuns: 400 },
    );
  });
});

describe('the type of a set put down (playKind)', () => {
  it("is setKind's, for the play a random move picked and for its cards or rules changed since", () => {
    // The picked play's type is taken from the walk only while its list,
    // declaration and rules are what they were: a caller may change them.
    const deck = [...standardDeck().filter(isSetCard), 'KH', 'AS'];
    const rulesArb = fc.record({
      minStraightLength: fc.constantFrom(3 as const, 4 as const, 5 as const),
      uniqueRule: fc.constantFrom('exactlyOnePerSuit' as const, 'allSuitsPresent' as const),
      pairsMustDiffer: fc.boolean(),
    });
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 9, maxLength: 12 }),
        fc.nat(),
        rulesArb,
        rulesArb,
        fc.constantFrom('none', 'card', 'order', 'more', 'wild', 'rules'),
        (cards, pickIndex, rules, otherRules, change) => {
          const found = findSetPlays(cards.slice(0, 8), rules);
          fc.pre(found > 0);
          const j = pickIndex % found;
          const played = pickedPlayCards(j, rules);
          let wild = foundPlayWild(j);
          let asked = rules;
          if (change === 'card') played[0] = cards[8] as string;
          if (change === 'order') played.reverse();
          if (change === 'more') played.push(cards[8] as string);
          if (change === 'wild') wild = wild === null ? '5S' : null;
          if (change === 'rules') asked = otherRules;
          expect(playKind(played, wild, asked)).toBe(setKind(played, wild, asked));
        },
      ),
      { numRuns: 600 },
    );
  });
});

describe('the Royals findSetPlays finds', () => {
  it("are the hand's Royals, a bit each in ROYALS order, whatever the hand holds", () => {
    // The main part's move list takes the Royals held from here.
    const rules = { minStraightLength: 4, uniqueRule: 'exactlyOnePerSuit', pairsMustDiffer: true } as const;
    fc.assert(
      fc.property(fc.shuffledSubarray(standardDeck(), { minLength: 0, maxLength: 15 }), (hand) => {
        findSetPlays(hand, rules);
        let held = 0;
        for (const c of hand) if (ROYALS.includes(c)) held |= 1 << ROYALS.indexOf(c);
        expect(royalsHeld()).toBe(held);
      }),
      { numRuns: 300 },
    );
  });
});

describe('King of Spades extensions (S23)', () => {
  it('list exactly the extensions a brute-force search finds', () => {
    const deck = [...standardDeck().filter(isSetCard), 'KH', 'AS'];
    fc.assert(
      fc.property(
        fc.shuffledSubarray(deck, { minLength: 8, maxLength: 16 }),
        fc.nat(),
        fc.record({
          minStraightLength: fc.constantFrom(3 as const, 4 as const, 5 as const),
          uniqueRule: fc.constantFrom('exactlyOnePerSuit' as const, 'allSuitsPresent' as const),
          pairsMustDiffer: fc.boolean(),
          khMayRedeclareOnExtend: fc.boolean(),
        }),
        (cards, pickIndex, chosen) => {
          const rules = z.parse(sixCardParadeOptionsSchema, chosen);
          const plays = setPlays(cards.slice(0, 7), rules);
          fc.pre(plays.length > 0);
          const play = plays[pickIndex % plays.length] as SetPlay;
          const set = { id: 0, kind: play.kind, cards: play.cards, wild: play.wild, markers: [] };
          const hand = cards.filter((c) => !play.cards.includes(c)).slice(0, 9);
          const listed = extensionsOf(set, hand, rules).map((e) => key(e.cards, e.wild, ''));
          expect(new Set(listed).size).toBe(listed.length);
          const naturals = hand.filter(isSetCard);
          const want = new Set<string>();
          for (let mask = 0; mask < 1 << naturals.length; mask++) {
            const picked = naturals.filter((_, i) => mask & (1 << i));
            const tries = hand.includes('KH') ? [picked, [...picked, 'KH']] : [picked];
            for (const added of tries) {
              if (added.length === 0) continue;
              for (const wild of [null, ...standardDeck().filter(isSetCard)]) {
                if (extend(set, added, wild, rules).kind !== null) want.add(key(added, wild, ''));
              }
            }
          }
          expect(new Set(listed)).toEqual(want);
        },
      ),
      { numRuns: 120 },
    );
  });
});
