import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  baseCard,
  colourOf,
  compareRanks,
  doubleDeck,
  euchreDeck,
  formatCard,
  isCard,
  isPermutationOf,
  parseCard,
  parsePrettyCard,
  prettyCard,
  RANKS,
  rankIndexOf,
  rankOf,
  rankValue,
  removeCard,
  SUITS,
  standardDeck,
  suitIndexOf,
  suitOf,
} from '../../src/core/cards.js';

describe('card codes', () => {
  it('parse and format are inverse on every card of every deck', () => {
    for (const c of [...standardDeck(), ...doubleDeck(), ...euchreDeck(), 'JK']) {
      const p = parseCard(c);
      expect(p).not.toBeNull();
      expect(formatCard(p!)).toBe(c);
    }
  });
  it('reads the parts of a code', () => {
    expect(parseCard('TH')).toEqual({ joker: false, rank: 'T', suit: 'H', copy: null });
    expect(parseCard('7C#1')).toEqual({ joker: false, rank: '7', suit: 'C', copy: 1 });
    expect(parseCard('JK#3')).toEqual({ joker: true, copy: 3 });
    expect(rankOf('QS')).toBe('Q');
    expect(suitOf('QS')).toBe('S');
    expect(rankOf('JK#0')).toBeNull();
    expect(colourOf('9D')).toBe('red');
    expect(colourOf('9C')).toBe('black');
    expect(baseCard('7H#1')).toBe('7H');
  });
  it('returns null, never throws, for anything that is not a card', () => {
    fc.assert(
      fc.property(fc.anything(), (x) => {
        expect(isCard(x)).toBe(parseCard(x) !== null);
      }),
    );
    // Strings shaped like card codes, where the two could disagree on a detail (copy numbers,
    // leading zeros, lengths around 6): isCard answers exactly as parseCard does.
    const cardish = fc
      .array(fc.constantFrom(...'2379TJQKAXSHDC#01K '.split('')), { maxLength: 7 })
      .map((cs) => cs.join(''));
    fc.assert(
      fc.property(cardish, (x) => {
        expect(isCard(x)).toBe(parseCard(x) !== null);
      }),
      { numRuns: 2000 },
    );
    for (const bad of ['1H', 'TX', 'th', '10H', 'JK#', 'AS#01', '', 'ASAS', null, 7, {}]) {
      expect(parseCard(bad)).toBeNull();
    }
  });
  it('has pretty forms for people, and parses them back', () => {
    expect(prettyCard('TH')).toBe('10♥');
    expect(prettyCard('AS#1')).toBe('A♠');
    expect(prettyCard('JK#2')).toBe('Joker');
    for (const c of [...standardDeck(), 'JK']) expect(parsePrettyCard(prettyCard(c))).toBe(c);
    expect(parsePrettyCard('q♣')).toBe('QC');
    expect(parsePrettyCard('11♣')).toBeNull();
  });
  it('orders ranks ace high, 2 to 14', () => {
    expect(compareRanks('A', 'K')).toBeGreaterThan(0);
    expect(compareRanks('2', 'T')).toBeLessThan(0);
    expect(rankValue('2')).toBe(2);
    expect(rankValue('T')).toBe(10);
    expect(rankValue('A')).toBe(14);
  });
});

describe('decks', () => {
  it('have the right sizes and unique codes', () => {
    expect(new Set(standardDeck()).size).toBe(52);
    expect(new Set(euchreDeck()).size).toBe(24);
    const two = doubleDeck();
    expect(two).toHaveLength(108);
    expect(new Set(two).size).toBe(108);
    expect(two.filter((c) => c.startsWith('JK'))).toEqual(['JK#0', 'JK#1', 'JK#2', 'JK#3']);
  });
  it('isPermutationOf checks each card exactly once', () => {
    const d = euchreDeck();
    expect(isPermutationOf([...d].reverse(), d)).toBe(true);
    expect(isPermutationOf([...d.slice(1), d[1]], d)).toBe(false);
    expect(isPermutationOf(d.slice(1), d)).toBe(false);
    expect(isPermutationOf([...d.slice(1), 42], d)).toBe(false);
  });
});

describe('removeCard', () => {
  it('takes out the first copy only, keeps the order of the rest, and reports a miss', () => {
    const pile = ['9S', 'TS', 'JS', 'TS', 'QS'];
    expect(removeCard(pile, 'TS')).toBe(true);
    expect(pile).toEqual(['9S', 'JS', 'TS', 'QS']);
    expect(removeCard(pile, 'QS')).toBe(true);
    expect(pile).toEqual(['9S', 'JS', 'TS']);
    expect(removeCard(pile, 'AH')).toBe(false);
    expect(pile).toEqual(['9S', 'JS', 'TS']);
    expect(removeCard(pile, '9S')).toBe(true);
    expect(pile).toEqual(['JS', 'TS']);
  });

  it('rankIndexOf and suitIndexOf give the positions in RANKS and SUITS that parseCard reads, copies included', () => {
    for (const card of [...doubleDeck(), ...euchreDeck()]) {
      const p = parseCard(card);
      if (p === null || p.joker) continue;
      expect(rankIndexOf(card)).toBe(RANKS.indexOf(p.rank));
      expect(suitIndexOf(card)).toBe(SUITS.indexOf(p.suit));
    }
    expect(suitIndexOf('JK#2')).toBe(-1);
    expect(rankIndexOf('?S')).toBe(-1);
    expect(suitIndexOf('9?')).toBe(-1);
  });
});
