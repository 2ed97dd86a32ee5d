import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { seatList } from '../../src/core/seats.js';
import {
  cardIndex,
  cloneState,
  doubleDeck,
  euchreDeck,
  internCard,
  isCard,
  isSharedMove,
  parcellus,
  perSeatAndCard,
  sharedMove,
  sharedMoveTable,
  sixCardParade,
  standardDeck,
} from '../../src/index.js';

describe('card numbers and interned codes', () => {
  it('cardIndex numbers every card of a double deck with Jokers once, and refuses non-cards', () => {
    const deck = doubleDeck();
    const indices = deck.map(cardIndex);
    expect(new Set(indices).size).toBe(deck.length);
    expect(Math.min(...indices)).toBe(0);
    expect(cardIndex('2S')).toBe(0);
    expect(cardIndex('AC')).toBe(51);
    expect(cardIndex('JK')).toBe(52);
    expect(cardIndex('2S#1')).toBe(53);
    // `ÁS` and `AÓ`: non-ASCII codes whose low seven bits are those of `A`, `S`.
    for (const bad of ['', 'X', '1S', 'AX', 'XS', 'JX', 'AS#', 'AS#x', 'ASS', 'JKx', '\u00c1S', 'A\u00d3', '\u00c1S#1'])
      expect(cardIndex(bad)).toBe(-1);
  });

  it('cardIndex is -1 exactly where isCard is false, over copy suffixes of every shape', () => {
    const suffixes = [
      '',
      '#0',
      '#1',
      '#9',
      '#10',
      '#99',
      '#01',
      '#00',
      '# 1',
      '#1.0',
      '#1e1',
      '#-1',
      '#100',
      '#+1',
      '#0x1',
    ];
    for (const base of ['7H', 'AS', 'JK', 'TD'])
      for (const suffix of suffixes) {
        const code = `${base}${suffix}`;
        expect(cardIndex(code) >= 0, code).toBe(isCard(code));
      }
    expect(cardIndex('7H#12') - cardIndex('7H')).toBe(12 * 53);
    fc.assert(
      fc.property(fc.string({ maxLength: 6 }), (code) => {
        expect(cardIndex(code) >= 0).toBe(isCard(code));
      }),
      { numRuns: 2000 },
    );
  });

  it('the standard cards are numbered rank by rank, in suit order within a rank', () => {
    expect(
      standardDeck()
        .map(cardIndex)
        .sort((a, b) => a - b),
    ).toEqual(Array.from({ length: 52 }, (_, i) => i));
    expect(cardIndex('3H') - cardIndex('2H')).toBe(4);
    expect(cardIndex('2H') - cardIndex('2S')).toBe(1);
  });

  it('internCard keeps the text, and decks are made of the same strings every call', () => {
    const built = ['T', 'H'].join('');
    expect(internCard(built)).toBe('TH');
    expect(euchreDeck()).toEqual(euchreDeck());
    expect(euchreDeck()).not.toBe(euchreDeck());
  });

  it('a stacked deck is dealt as given, whatever strings it is made of', () => {
    const deck = euchreDeck().map((c) => [...c].join(''));
    const s = parcellus.init({ players: 3, seed: 1, deck, dealer: 0 });
    expect(s.hands[1]).toEqual(deck.slice(0, 6));
  });
});

describe('seatList', () => {
  it('gives each seat its one-seat list, shared and frozen', () => {
    for (let s = 0; s < 16; s++) {
      expect(seatList(s)).toEqual([s]);
      expect(seatList(s)).toBe(seatList(s));
      expect(Object.isFrozen(seatList(s))).toBe(true);
    }
    expect(seatList(16)).toEqual([16]);
  });
});

describe('cloneState', () => {
  it('copies JSON deeply and keeps a "__proto__" key as a key', () => {
    const input = JSON.parse('{"a":[1,[2,{"b":null}]],"__proto__":{"x":1},"s":"t"}') as Record<string, unknown>;
    const copy = cloneState(input);
    expect(copy).toEqual(input);
    expect(Object.getPrototypeOf(copy)).toBe(Object.prototype);
    expect(Object.keys(copy)).toContain('__proto__');
    (copy.a as unknown[]).push(3);
    expect(input.a).toEqual([1, [2, { b: null }]]);
  });
});

describe('shared moves', () => {
  it('legal moves are frozen shared objects that validate returns as they are', () => {
    let s = parcellus.init({ players: 3, seed: 2 });
    while (s.phase === 'pass') {
      const seat = parcellus.actors(s)[0] as number;
      s = parcellus.apply(s, parcellus.legalMoves(s, seat)[0]);
    }
    const seat = parcellus.actors(s)[0] as number;
    const moves = parcellus.legalMoves(s, seat);
    const pass = moves.find((m) => m.type === 'pass');
    expect(pass).toBeDefined();
    expect(Object.isFrozen(pass)).toBe(true);
    expect(parcellus.legalMoves(s, seat).find((m) => m.type === 'pass')).toBe(pass);
    const v = parcellus.validate(s, pass);
    expect(v.ok && v.action).toBe(pass);
    // A copy is parsed as any input is, and gives an equal action.
    const w = parcellus.validate(s, { ...pass });
    expect(w.ok && w.action).toEqual(pass);
  });

  it('a shared move counts as well formed only for the schema it was checked against', () => {
    const m = sharedMove(parcellus.actionSchema, { type: 'pass', seat: 0 });
    expect(isSharedMove(parcellus.actionSchema, m)).toBe(true);
    expect(isSharedMove(sixCardParade.actionSchema, m)).toBe(false);
    expect(isSharedMove(parcellus.actionSchema, { type: 'pass', seat: 0 })).toBe(false);
    expect(sixCardParade.validate(sixCardParade.init({ players: 2, seed: 1 }), m).ok).toBe(false);
    expect(() => sharedMove(parcellus.actionSchema, { type: 'pass', seat: -1 })).toThrow(TypeError);
  });

  it('sharedMoveTable shares the first move made under a key, per seat, and only moves that parse', () => {
    const shared = sharedMoveTable<{ type: string; seat: number; card?: string }>(sixCardParade.actionSchema);
    const first = { type: 'discard', seat: 1, card: '7H' };
    expect(shared(first, '7H')).toBe(first);
    expect(Object.isFrozen(first)).toBe(true);
    expect(isSharedMove(sixCardParade.actionSchema, first)).toBe(true);
    expect(shared({ type: 'discard', seat: 1, card: '7H' }, '7H')).toBe(first);
    // Another seat has a table of its own.
    const other = { type: 'discard', seat: 2, card: '7H' };
    expect(shared(other, '7H')).toBe(other);
    // Not well formed (no such card): handed back as it is, neither frozen nor shared.
    const bad = { type: 'discard', seat: 1, card: 'ZZ' };
    expect(shared(bad, 'ZZ')).toBe(bad);
    expect(Object.isFrozen(bad) || isSharedMove(sixCardParade.actionSchema, bad)).toBe(false);
    expect(shared({ type: 'discard', seat: 1, card: 'ZZ' }, 'ZZ')).not.toBe(bad);
    // At most 256 keys a seat: past them, moves are handed out unshared.
    for (let k = 0; k < 300; k++) shared({ type: 'endTurn', seat: 3 }, `k${k}`);
    const late = { type: 'endTurn', seat: 3 };
    expect(shared(late, 'k299')).toBe(late);
    expect(Object.isFrozen(late)).toBe(false);
    expect(shared({ type: 'endTurn', seat: 3 }, 'k255')).toEqual(late);
    expect(Object.isFrozen(shared({ type: 'endTurn', seat: 3 }, 'k255'))).toBe(true);
  });

  it('perSeatAndCard makes one value per seat and card, and makes others on demand', () => {
    let made = 0;
    const lookup = perSeatAndCard(2, euchreDeck(), (seat, card) => {
      made++;
      return { seat, card };
    });
    expect(made).toBe(48);
    expect(lookup(1, '9S')).toBe(lookup(1, '9S'));
    expect(lookup(1, '9S')).toEqual({ seat: 1, card: '9S' });
    expect(lookup(5, '9S')).toEqual({ seat: 5, card: '9S' });
    expect(lookup(0, '2S')).toEqual({ seat: 0, card: '2S' });
    expect(made).toBe(50);
  });
});
