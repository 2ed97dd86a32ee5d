import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../../src/core/cards.js';
import { sortSetCards } from '../../../src/games/six-card-parade/sets.js';
import { codeOf, drawn, game, landSet, run, start, TABLE } from './helpers.js';

type Kind = keyof typeof TABLE;

// Each row: a set type, a natural example and an example with the King of Hearts
// (null where the type needs it, e.g. 5 of a Kind, or cannot use it as a wild).
const ROWS: { kind: Kind; natural: string[] | null; wild: { cards: string[]; as: string } | null }[] = [
  { kind: 'pair', natural: ['7S', '7D'], wild: { cards: ['7S', 'KH'], as: '7D' } },
  { kind: 'threeOfAKind', natural: ['7S', '7D', '7C'], wild: { cards: ['7S', '7D', 'KH'], as: '7C' } },
  { kind: 'twoPair', natural: ['7S', '7D', '4S', '4D'], wild: { cards: ['7S', '7D', '4S', 'KH'], as: '4D' } },
  { kind: 'uniqueTwoPair', natural: ['7S', '7D', '4H', '4C'], wild: { cards: ['7S', '7D', '4H', 'KH'], as: '4C' } },
  {
    kind: 'threePair',
    natural: ['7S', '7D', '4S', '4D', '9S', '9C'],
    wild: { cards: ['7S', '7D', '4S', '4D', '9S', 'KH'], as: '9D' },
  },
  { kind: 'fourOfAKind', natural: ['7S', '7D', '7C', '7H'], wild: { cards: ['7S', '7D', '7C', 'KH'], as: '7H' } },
  { kind: 'fiveOfAKind', natural: null, wild: { cards: ['7S', '7D', '7C', '7H', 'KH'], as: '7S' } },
  { kind: 'straight', natural: ['4S', '5D', '6S', '7C'], wild: { cards: ['4S', '5D', '7C', 'KH'], as: '6S' } },
  { kind: 'suitedStraight', natural: ['4S', '5S', '6S', '7S'], wild: { cards: ['4S', '5S', '6S', 'KH'], as: '7S' } },
  { kind: 'uniqueStraight', natural: ['4S', '5H', '6D', '7C'], wild: { cards: ['4S', '5H', '6D', 'KH'], as: '7C' } },
  { kind: 'aceOfSpadesKingOfHearts', natural: ['AS', 'KH'], wild: null },
];

function scoreOf(cards: string[], wild: string | null): { points: number; kind: string } {
  let s = drawn(start({ hands: [cards, ['8H', '8D', 'TH', 'TS', 'TC', '3S']] }));
  s = landSet(s, 0, cards, wild);
  const set = s.fields[0]?.[0];
  return { points: game.score(s).points[0] as number, kind: set?.kind ?? 'none' };
}

describe('set types and their points', () => {
  for (const row of ROWS) {
    if (row.natural !== null) {
      const natural = row.natural;
      it(`${row.kind} without the King of Hearts scores ${TABLE[row.kind]}`, () => {
        expect(scoreOf(natural, null)).toEqual({ points: TABLE[row.kind], kind: row.kind });
      });
    }
    if (row.wild !== null) {
      const w = row.wild;
      it(`${row.kind} with the King of Hearts as ${w.as} scores ${TABLE[row.kind]}`, () => {
        expect(scoreOf(w.cards, w.as)).toEqual({ points: TABLE[row.kind], kind: row.kind });
      });
    }
  }

  it('a group that fits no type is not a set (a full house goes down as two sets)', () => {
    const s = drawn(start({ hands: [['7S', '7D', '7C', '4S', '4D', '2C']] }));
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', '7D', '7C', '4S', '4D'], wild: null })).toBe(
      'NOT_A_SET',
    );
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', '4S'], wild: null })).toBe('NOT_A_SET');
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', '7D', '7C'], wild: null })).toBeNull();
  });

  it('Royals other than the King of Hearts (and the A♠ with it) are not played in sets', () => {
    const s = drawn(start({ hands: [['QS', 'QD', 'AS', '5S', '5D', 'KH']] }));
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['QS', 'QD'], wild: null })).toBe('NOT_A_SET');
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['AS', '5S'], wild: null })).toBe('NOT_A_SET');
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['AS', 'KH', '5S'], wild: null })).toBe('NOT_A_SET');
  });

  it('a group is classified as the best type it fits', () => {
    // Four sevens would also be two pairs of sevens; they score as 4 of a Kind.
    expect(scoreOf(['7S', '7D', '7C', '7H'], null).points).toBe(30);
    // A four-card straight with one card of each suit is a Unique Straight, not a plain one.
    expect(scoreOf(['2S', '3H', '4D', '5C'], null).kind).toBe('uniqueStraight');
  });

  it('the King of Hearts declares a rank and suit; without it there is no declaration', () => {
    const s = drawn(start({ hands: [['7S', 'KH', '4S', '5S', '6S', '2D']] }));
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', 'KH'], wild: null })).toBe('WILD_DECLARATION');
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['4S', '5S', '6S', '7S'], wild: '8S' })).toBe(
      'WILD_DECLARATION',
    );
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['AS', 'KH'], wild: null })).toBe('CARD_NOT_IN_HAND');
    // The declaration must make the cards fit: a K♥ as a 9 next to a 7 is no pair.
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', 'KH'], wild: '9S' })).toBe('NOT_A_SET');
    // A King of Hearts cannot stand for a face card or an Ace.
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['7S', 'KH'], wild: 'JS' })).toBe('MALFORMED_ACTION');
  });

  it('the A♠ + K♥ set is not wild: no declaration', () => {
    const s = drawn(start({ hands: [['AS', 'KH', '2D', '3D', '5C', '6C']] }));
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['AS', 'KH'], wild: '2S' })).toBe('WILD_DECLARATION');
    expect(run(s, { type: 'playSet', seat: 0, cards: ['KH', 'AS'], wild: null }).phase).toBe('counterWindow');
  });

  it('S9 any number of sets in one turn, only before Draw to Seven', () => {
    let s = drawn(start({ hands: [['7S', '7D', '4S', '4D', '9C', '2H']] }));
    s = landSet(s, 0, ['7S', '7D']);
    s = landSet(s, 0, ['4S', '4D']);
    expect(s.fields[0]).toHaveLength(2);
    expect(game.score(s).points[0]).toBe(10);
    s = run(s, { type: 'doneWithSets', seat: 0 });
    expect(s.phase).toBe('postDraw');
    expect(game.legalMoves(s, 0).some((m) => m.type === 'playSet')).toBe(false);
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: s.hands[0]?.slice(0, 2), wild: null })).toBe('WRONG_PHASE');
  });
});

describe('set decisions', () => {
  it('S14 straights need 4 cards by default; 3 and 5 work as options', () => {
    const hand = ['4S', '5D', '6C', '7H', '8D', '2C'];
    const three = { type: 'playSet', seat: 0, cards: ['4S', '5D', '6C'], wild: null };
    const four = { type: 'playSet', seat: 0, cards: ['5D', '6C', '7H', '8D'], wild: null };
    const five = { type: 'playSet', seat: 0, cards: ['4S', '5D', '6C', '7H', '8D'], wild: null };
    const byDefault = drawn(start({ hands: [hand] }));
    expect([codeOf(byDefault, three), codeOf(byDefault, four), codeOf(byDefault, five)]).toEqual([
      'NOT_A_SET',
      null,
      null,
    ]);
    const min3 = drawn(start({ hands: [hand], options: { minStraightLength: 3 } }));
    expect([codeOf(min3, three), codeOf(min3, four)]).toEqual([null, null]);
    const min5 = drawn(start({ hands: [hand], options: { minStraightLength: 5 } }));
    expect([codeOf(min5, four), codeOf(min5, five)]).toEqual(['NOT_A_SET', null]);
    expect(game.score(landSet(min3, 0, ['4S', '5D', '6C'])).points[0]).toBe(25);
  });

  it('S14 a Unique Straight is exactly four cards, even with a 5-card minimum for straights', () => {
    const s = drawn(start({ hands: [['4S', '5H', '6D', '7C', '2D', '3D']], options: { minStraightLength: 5 } }));
    expect(game.score(landSet(s, 0, ['4S', '5H', '6D', '7C'])).points[0]).toBe(50);
  });

  describe('S14 minStraightLength changes Straight and Suited Straight only; the Unique Straight keeps its length', () => {
    const hand = ['4S', '5H', '6D', '7C', '8C', 'KH'];
    const other = ['8H', '8D', 'TH', 'TS', 'TC', '3S'];
    const at = (options: Record<string, unknown>) => drawn(start({ hands: [hand, other], options }));
    /** True when seat 0's move list holds exactly this set play (cards in any order). */
    const listed = (s: ReturnType<typeof at>, cards: string[], wild: string | null): boolean =>
      game
        .legalMoves(s, 0)
        .some(
          (m) => m.type === 'playSet' && m.wild === wild && [...m.cards].sort().join() === [...cards].sort().join(),
        );
    const kindOf = (s: ReturnType<typeof at>, cards: string[], wild: string | null = null) =>
      landSet(s, 0, cards, wild).fields[0]?.[0]?.kind;
    const unique4 = ['4S', '5H', '6D', '7C'];

    for (const uniqueRule of ['exactlyOnePerSuit', 'allSuitsPresent'] as const) {
      it(`S14 ${uniqueRule}: a 4-card Unique Straight stands with a 5-card minimum, natural or with the K♥`, () => {
        const s = at({ minStraightLength: 5, uniqueRule });
        expect(codeOf(s, { type: 'playSet', seat: 0, cards: unique4, wild: null })).toBeNull();
        expect(listed(s, unique4, null)).toBe(true);
        expect(kindOf(s, unique4)).toBe('uniqueStraight');
        // The King of Hearts takes the missing rank and suit: 4♠ 5♥ 6♦ + K♥ as 7♣.
        const wild = ['4S', '5H', '6D', 'KH'];
        expect(codeOf(s, { type: 'playSet', seat: 0, cards: wild, wild: '7C' })).toBeNull();
        expect(listed(s, wild, '7C')).toBe(true);
        expect(kindOf(s, wild, '7C')).toBe('uniqueStraight');
      });
      it(`S14 ${uniqueRule}: a 4-card straight missing a suit is still refused with a 5-card minimum`, () => {
        const s = at({ minStraightLength: 5, uniqueRule });
        // 5♥ 6♦ 7♣ 8♣: four in a row, three suits, under the minimum.
        const natural = ['5H', '6D', '7C', '8C'];
        expect(codeOf(s, { type: 'playSet', seat: 0, cards: natural, wild: null })).toBe('NOT_A_SET');
        expect(listed(s, natural, null)).toBe(false);
        // 4♠ 5♥ 6♦ + K♥ as 7♠: the same with the King of Hearts.
        const wild = ['4S', '5H', '6D', 'KH'];
        expect(codeOf(s, { type: 'playSet', seat: 0, cards: wild, wild: '7S' })).toBe('NOT_A_SET');
        expect(listed(s, wild, '7S')).toBe(false);
      });
    }

    it('S14 exactlyOnePerSuit: five cards showing every suit are a plain Straight, never a Unique one', () => {
      const s = at({ minStraightLength: 5 });
      const five = ['4S', '5H', '6D', '7C', '8C'];
      expect(listed(s, five, null)).toBe(true);
      expect(kindOf(s, five)).toBe('straight');
    });

    it('S14 allSuitsPresent: any straight of four or more showing every suit is Unique, whatever the minimum', () => {
      for (const minStraightLength of [3, 4, 5] as const) {
        const s = at({ minStraightLength, uniqueRule: 'allSuitsPresent' });
        expect(kindOf(s, unique4)).toBe('uniqueStraight');
        expect(kindOf(s, ['4S', '5H', '6D', '7C', '8C'])).toBe('uniqueStraight');
      }
      // Three cards cannot show four suits: with a 3-card minimum they are a plain Straight.
      expect(kindOf(at({ minStraightLength: 3, uniqueRule: 'allSuitsPresent' }), ['4S', '5H', '6D'])).toBe('straight');
    });
  });

  it('S15 straights stay within 2–10 and do not wrap', () => {
    const s = drawn(start({ hands: [['8S', '9D', 'TC', 'KH', '2S', '3D']] }));
    // K♥ below the 8 makes 7-8-9-10; it cannot be a Jack above the 10.
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['8S', '9D', 'TC', 'KH'], wild: '7S' })).toBeNull();
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['8S', '9D', 'TC', 'KH'], wild: 'JS' })).toBe(
      'MALFORMED_ACTION',
    );
    // 9-10-2-3 is no straight.
    expect(codeOf(s, { type: 'playSet', seat: 0, cards: ['9D', 'TC', '2S', '3D'], wild: null })).toBe('NOT_A_SET');
  });

  it('S16 a 5-card straight with all four suits is a plain Straight; allSuitsPresent makes it Unique', () => {
    const hand = ['4S', '5H', '6D', '7C', '8S', '2D'];
    const cards = ['4S', '5H', '6D', '7C', '8S'];
    expect(game.score(landSet(drawn(start({ hands: [hand] })), 0, cards)).points[0]).toBe(25);
    const alt = drawn(start({ hands: [hand], options: { uniqueRule: 'allSuitsPresent' } }));
    expect(game.score(landSet(alt, 0, cards)).points[0]).toBe(50);
  });

  it('S16 Unique Two Pair needs the King of Hearts to take the missing suit', () => {
    const s = drawn(start({ hands: [['7S', '7D', '4H', 'KH', '2D', '3D']] }));
    expect(game.score(landSet(s, 0, ['7S', '7D', '4H', 'KH'], '4C')).points[0]).toBe(25);
    expect(game.score(landSet(s, 0, ['7S', '7D', '4H', 'KH'], '4S')).points[0]).toBe(15);
  });

  it('S17 Two Pair and 3 Pair need different ranks unless pairsMustDiffer is off', () => {
    const hand = ['7S', '7D', '7C', '7H', '4S', '4D'];
    const cards = ['7S', '7D', '7C', '7H', '4S', '4D'];
    expect(codeOf(drawn(start({ hands: [hand] })), { type: 'playSet', seat: 0, cards, wild: null })).toBe('NOT_A_SET');
    const alt = drawn(start({ hands: [hand], options: { pairsMustDiffer: false } }));
    expect(game.score(landSet(alt, 0, cards)).points[0]).toBe(25);
  });

  it('S18 the King of Hearts may copy a card that exists (5 of a Kind), and a lone natural card makes a pair', () => {
    const s = drawn(start({ hands: [['9S', '9D', '9C', '9H', 'KH', '2D']] }));
    expect(game.score(landSet(s, 0, ['9S', '9D', '9C', '9H', 'KH'], '9H')).points[0]).toBe(40);
    const t = drawn(start({ hands: [['9S', 'KH', '2D', '3D', '5C', '6C']] }));
    expect(game.score(landSet(t, 0, ['9S', 'KH'], '9S')).points[0]).toBe(5);
  });

  it('S18 the King of Hearts is not a Royal: it cannot be played as one', () => {
    const s = drawn(start({ hands: [['KH', '2D', '3D', '5C', '6C', '8H']] }));
    expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'KH' })).toBe('NOT_A_ROYAL');
  });

  it('the move list offers each set once, with every K♥ declaration that fits', () => {
    const s = drawn(start({ hands: [['7S', 'KH', '2D', '4C', '9H', 'TD']], top: ['QD'] }));
    const plays = game.legalMoves(s, 0).filter((m) => m.type === 'playSet');
    // Pairs with the K♥: one per natural card and suit = 5 × 4; plus 7-9-10 with the
    // K♥ as an 8 of any suit = 4; no natural set here.
    expect(plays).toHaveLength(24);
    for (const p of plays) expect(game.validate(s, p).ok).toBe(true);
  });
});

describe('set actions as a user writes them', () => {
  it('a set without the King of Hearts may leave out the declaration', () => {
    const s = drawn(start({ hands: [['7S', '7D', '2D', '3D', '5C', '6C']] }));
    const bare = { type: 'playSet', seat: 0, cards: ['7S', '7D'] };
    expect(codeOf(s, bare)).toBeNull();
    expect(game.moveKey(bare as never)).toBe(
      game.moveKey({ type: 'playSet', seat: 0, cards: ['7D', '7S'], wild: null }),
    );
    expect(run(s, bare as never).pending?.cards).toEqual(['7S', '7D']);
  });
});

describe('the table order of a set (sortSetCards)', () => {
  // The rule as it reads: natural cards by rank 2–10, then suit ♠ ♥ ♦ ♣; the
  // A♠ first and the K♥ last; any other card (a Royal, a joker, a copy) after
  // the natural cards by its suit. The sort reads the set cards' rank and suit
  // from the card table: this fails when that order drifts from the rule's.
  const SUITS = 'SHDC';
  const RANKS = '23456789T';
  const ruleKey = (c: string): number => {
    if (c === 'AS') return 0;
    if (c === 'KH') return 1000;
    const r = c.length === 2 ? RANKS.indexOf(c[0] as string) : -1;
    const s = Math.max(0, SUITS.indexOf(c[1] as string));
    return r >= 0 ? (r + 2) * 10 + s : 990 + s;
  };
  const pool = [...standardDeck(), 'JK', '7S#1', 'AS#1', 'KH#1', 'QD#2'];
  it('is by rank then suit, the A♠ first and the K♥ last, stable for the rest', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...pool), { maxLength: 9 }), (cards) => {
        const want = cards
          .map((c, i) => ({ c, i }))
          .sort((a, b) => ruleKey(a.c) - ruleKey(b.c) || a.i - b.i)
          .map((x) => x.c);
        expect(sortSetCards(cards)).toEqual(want);
      }),
      { numRuns: 2000 },
    );
  });
});
