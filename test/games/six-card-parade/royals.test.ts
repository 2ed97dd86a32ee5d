import { describe, expect, it } from 'vitest';
import { multiDeck, standardDeck, suitIndexOf } from '../../../src/core/cards.js';
import type { SixCardParadeAction, SixCardParadeOptions } from '../../../src/games/six-card-parade/index.js';
import { cardEntry, KING_OF_HEARTS, ROYALS, royalsAmong } from '../../../src/games/six-card-parade/roles.js';
import { isSetCard, setRank } from '../../../src/games/six-card-parade/sets.js';
import { codeOf, drainTo, drawn, finishTurn, game, landSet, run, start } from './helpers.js';

// Seat 0 plays first (the dealer is the last seat); after `drawn` it holds its six cards plus the library top.

describe('Aces', () => {
  it("Ace of Spades steals another player's set, K♦ marker and all", () => {
    let s = drawn(
      start({
        hands: [
          ['AS', '2D', '3D', '5C', '6C', '8H'],
          ['9S', '9D', 'KD', '4H', '4C', 'TH'],
        ],
      }),
    );
    s = finishTurn(s, '8H');
    s = drawn(s, 1);
    s = landSet(s, 1, ['9S', '9D']);
    const id = s.fields[1]?.[0]?.id as number;
    s = run(s, { type: 'attachMarker', seat: 1, card: 'KD', set: id });
    expect(game.score(s).points).toEqual([0, 10]);
    s = finishTurn(s);
    s = drawn(s, 0);
    expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'AS' })).toBe('TARGET_REQUIRED');
    s = run(s, { type: 'stealSet', seat: 0, set: id });
    expect(s.fields[1]).toEqual([]);
    expect(s.fields[0]?.[0]).toMatchObject({ id, cards: ['9S', '9D'], markers: ['KD'] });
    expect(game.score(s).points).toEqual([10, 0]);
    expect(s.discardPile).toContain('AS');
    expect(s.phase).toBe('main');
  });

  it('S21 the Ace of Spades cannot take its own set; with no opposing set it may be played without effect (S13)', () => {
    let s = drawn(start({ hands: [['AS', '7S', '7D', '5C', '6C', '8H']] }));
    s = landSet(s, 0, ['7S', '7D']);
    const id = s.fields[0]?.[0]?.id as number;
    expect(codeOf(s, { type: 'stealSet', seat: 0, set: id })).toBe('BAD_TARGET');
    expect(codeOf(s, { type: 'stealSet', seat: 0, set: 99 })).toBe('NO_SUCH_SET');
    s = run(s, { type: 'playRoyal', seat: 0, card: 'AS' });
    expect(s.discardPile).toEqual(['AS']);
    expect(s.fields[0]).toHaveLength(1);
  });

  it('Ace of Clubs: the counter window cancels a set into the discard pile', () => {
    let s = drawn(start({ players: 3, hands: [['7S', '7D', '2D', '3D', '5C', '6C'], ['8S'], ['AC']] }));
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null });
    expect(s.phase).toBe('counterWindow');
    // S20: every opponent is asked, holder or not.
    expect(game.actors(s)).toEqual([1, 2]);
    expect(codeOf(s, { type: 'counter', seat: 1 })).toBe('NO_ACE_OF_CLUBS');
    s = run(s, { type: 'counter', seat: 2 });
    // The answer is secret and the A♣ stays in hand until everyone has answered.
    expect(game.view(s, 1).pending?.answered).toEqual([false, false, true]);
    expect(game.view(s, 1).myCounterAnswer).toBeNull();
    expect(game.view(s, 2).myCounterAnswer).toBe('counter');
    expect(game.view(s, 0).handCounts[2]).toBe(6);
    s = run(s, { type: 'decline', seat: 1 });
    expect(s.phase).toBe('main');
    expect(s.fields[0]).toEqual([]);
    expect(s.discardPile).toEqual(['7S', '7D', 'AC']);
    expect(s.hands[2]).not.toContain('AC');
    expect(s.events).toContainEqual({ type: 'countered', seat: 0, by: 2, cards: ['7S', '7D'] });
    expect(game.score(s).points).toEqual([0, 0, 0]);
  });

  it('Ace of Clubs: declined by all, the set lands; the A♣ is never played as a Royal on its own turn', () => {
    let s = drawn(start({ hands: [['AC', '7S', '7D', '3D', '5C', '6C']] }));
    expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'AC' })).toBe('ROYAL_NOT_NOW');
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null });
    expect(game.legalMoves(s, 1)).toEqual([{ type: 'decline', seat: 1 }]);
    s = run(s, { type: 'decline', seat: 1 });
    expect(s.fields[0]?.[0]?.kind).toBe('pair');
  });

  it('Ace of Clubs can cancel the A♠ + K♥ set (S19)', () => {
    let s = drawn(start({ hands: [['AS', 'KH', '2D', '3D', '5C', '6C'], ['AC']] }));
    s = run(s, { type: 'playSet', seat: 0, cards: ['AS', 'KH'], wild: null }, { type: 'counter', seat: 1 });
    expect(s.discardPile).toEqual(['AS', 'KH', 'AC']);
    expect(game.score(s).points).toEqual([0, 0]);
  });

  it('Ace of Hearts: the player alone sees the library, takes any card, then it is shuffled', () => {
    let s = drawn(start({ hands: [['AH', '2D', '3D', '5C', '6C', '8H']], top: ['9C', 'QS', 'JD', '4S'] }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'AH' });
    expect(s.phase).toBe('aceOfHeartsSearch');
    expect(game.view(s, 0).library).toEqual(s.library);
    expect(game.view(s, 1).library).toBeNull();
    expect(game.view(s, 'spectator').library).toBeNull();
    const before = [...s.library];
    expect(game.legalMoves(s, 0)).toHaveLength(before.length);
    s = run(s, { type: 'takeFromLibrary', seat: 0, card: 'JD' });
    expect(s.hands[0]).toContain('JD');
    expect(s.library).toHaveLength(before.length - 1);
    expect([...s.library].sort()).toEqual(before.filter((c) => c !== 'JD').sort());
    expect(s.library).not.toEqual(before.filter((c) => c !== 'JD'));
    expect(s.phase).toBe('main');
    expect(game.view(s, 0).library).toBeNull();
    // Others learn that a card was taken, not which.
    expect(game.view(s, 1).events).toContainEqual({ type: 'searched', seat: 0, card: null });
  });

  it('S22 shuffleAfterSearch off keeps the library order', () => {
    let s = drawn(start({ hands: [['AH', '2D', '3D', '5C', '6C', '8H']], options: { shuffleAfterSearch: false } }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'AH' });
    const before = [...s.library];
    s = run(s, { type: 'takeFromLibrary', seat: 0, card: before[5] as string });
    expect(s.library).toEqual(before.filter((_, i) => i !== 5));
  });

  it('Ace of Diamonds takes any card from the discard pile, Royals included', () => {
    let s = drawn(start({ hands: [['AD', 'JS', '3D', '5C', '6C', '8H']] }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.discardPile).toEqual(['JS']);
    expect(codeOf(s, { type: 'retrieveCard', seat: 0, card: '8H' })).toBe('NOT_IN_DISCARD_PILE');
    s = run(s, { type: 'retrieveCard', seat: 0, card: 'JS' });
    expect(s.hands[0]).toContain('JS');
    expect(s.discardPile).toEqual(['AD']);
  });
});

describe('Kings', () => {
  it('King of Spades adds cards to an own set, which is re-classified', () => {
    let s = drawn(start({ hands: [['KS', '7S', '7D', '7C', '4H', '4D']] }));
    s = landSet(s, 0, ['7S', '7D']);
    const id = s.fields[0]?.[0]?.id as number;
    s = run(s, { type: 'extendSet', seat: 0, set: id, cards: ['7C'], wild: null });
    // S19: not a set play, so no counter window by default.
    expect(s.phase).toBe('main');
    expect(s.fields[0]?.[0]).toMatchObject({ kind: 'threeOfAKind', cards: ['7S', '7D', '7C'] });
    expect(game.score(s).points[0]).toBe(15);
    expect(s.discardPile).toEqual(['KS']);
  });

  it('King of Spades lengthens a straight and may bring in the King of Hearts', () => {
    let s = drawn(start({ hands: [['KS', '4S', '5S', '6S', '7S', 'KH']] }));
    s = landSet(s, 0, ['4S', '5S', '6S', '7S']);
    const id = s.fields[0]?.[0]?.id as number;
    expect(codeOf(s, { type: 'extendSet', seat: 0, set: id, cards: ['KH'], wild: null })).toBe('WILD_DECLARATION');
    expect(codeOf(s, { type: 'extendSet', seat: 0, set: id, cards: ['KH'], wild: '9S' })).toBe('NOT_A_SET');
    s = run(s, { type: 'extendSet', seat: 0, set: id, cards: ['KH'], wild: '8S' });
    expect(s.fields[0]?.[0]).toMatchObject({ kind: 'suitedStraight', wild: '8S' });
    expect(game.score(s).points[0]).toBe(35);
  });

  it('S23 the King of Spades extends own sets only, unless kingOfSpadesTarget is any; only before Draw to Seven', () => {
    const deal = {
      hands: [
        ['KS', '9C', '2D', '3D', '5C', '6C'],
        ['9S', '9D', '4H', '4C', 'TH', 'TD'],
      ],
    };
    for (const target of ['own', 'any'] as const) {
      let s = drawn(start({ ...deal, options: { kingOfSpadesTarget: target } }));
      s = finishTurn(s, '6C');
      s = landSet(drawn(s, 1), 1, ['9S', '9D']);
      s = drawn(finishTurn(s, 'TD'), 0);
      const id = s.fields[1]?.[0]?.id as number;
      const extend: SixCardParadeAction = { type: 'extendSet', seat: 0, set: id, cards: ['9C'], wild: null };
      expect(codeOf(s, extend)).toBe(target === 'own' ? 'BAD_TARGET' : null);
      if (target === 'any') expect(run(s, extend).fields[1]?.[0]?.kind).toBe('threeOfAKind');
      s = run(s, { type: 'doneWithSets', seat: 0 });
      expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'KS' })).toBe('ROYAL_NOT_NOW');
    }
  });

  it('King of Clubs halves a set (exact halves) and King of Diamonds doubles it; together ×1', () => {
    let s = drawn(start({ hands: [['KC', 'KD', '7S', '7D', '5C', '6C']] }));
    s = landSet(s, 0, ['7S', '7D']);
    const id = s.fields[0]?.[0]?.id as number;
    s = run(s, { type: 'attachMarker', seat: 0, card: 'KC', set: id });
    expect(game.score(s).points[0]).toBe(2.5);
    expect(s.discardPile).toEqual([]);
    s = run(s, { type: 'attachMarker', seat: 0, card: 'KD', set: id });
    expect(game.score(s).points[0]).toBe(5);
    expect(s.fields[0]?.[0]?.markers).toEqual(['KC', 'KD']);
  });

  it('King of Diamonds alone doubles; K♣/K♦ may go on any field (S24)', () => {
    let s = drawn(
      start({
        hands: [
          ['KD', '3D', '5C', '6C', '8H', '2S'],
          ['KC', '9S', '9D', '4H', '4C', 'TH'],
        ],
      }),
    );
    s = finishTurn(s, '8H');
    s = landSet(drawn(s, 1), 1, ['9S', '9D']);
    s = drawn(finishTurn(s, 'TH'), 0);
    s = run(s, { type: 'attachMarker', seat: 0, card: 'KD', set: s.fields[1]?.[0]?.id as number });
    expect(game.score(s).points).toEqual([0, 10]);
  });

  it('S24 halfPointRounding floor and ceil', () => {
    for (const [rounding, want] of [
      ['floor', 2],
      ['ceil', 3],
      ['none', 2.5],
    ] as const) {
      let s = drawn(start({ hands: [['KC', '7S', '7D', '5C', '6C', '8H']], options: { halfPointRounding: rounding } }));
      s = landSet(s, 0, ['7S', '7D']);
      s = run(s, { type: 'attachMarker', seat: 0, card: 'KC', set: s.fields[0]?.[0]?.id as number });
      expect(game.score(s).points[0]).toBe(want);
    }
  });
});

describe('Jacks', () => {
  it('Jack of Spades draws the top two library cards', () => {
    let s = drawn(start({ hands: [['JS', '3D', '5C', '6C', '8H', '2S']], top: ['9C', '9D', '9H'] }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JS' });
    expect(s.hands[0]?.slice(-2)).toEqual(['9D', '9H']);
    expect(game.view(s, 1).events).toContainEqual({ type: 'drew', seat: 0, from: 'library', count: 2, cards: null });
  });

  it('Jack of Clubs draws the bottom two library cards', () => {
    let s = drawn(start({ hands: [['JC', '3D', '5C', '6C', '8H', '2S']], bottom: ['9C', '9D', '9H'] }));
    s = run(s, { type: 'playRoyal', seat: 0, card: 'JC' });
    expect(s.hands[0]?.slice(-2)).toEqual(['9H', '9D']);
    expect(s.library[s.library.length - 1]).toBe('9C');
  });

  /** Seat 0 discards the 8♥ onto the starting Q♣; seat 1 plays the J♥ and takes both. */
  const jackOfHearts = (options: Partial<SixCardParadeOptions> = {}) => {
    const s = drawn(
      start({
        hands: [
          ['3D', '5C', '6C', '8H', '2S', '4S'],
          ['JH', '9S', '9D', '4H', '4C', 'TH'],
        ],
        stable: 'QC',
        options,
      }),
    );
    return run(drawn(finishTurn(s, '8H'), 1), { type: 'playRoyal', seat: 1, card: 'JH' });
  };
  const drewTwo = { type: 'drew', seat: 1, from: 'stable', count: 2 };

  it('Jack of Hearts draws the top two stable cards; S4 others see only the top one', () => {
    const s = jackOfHearts();
    expect(s.hands[1]?.slice(-2)).toEqual(['8H', 'QC']);
    expect(s.stable).toEqual([]);
    // Only the stable's top card is face up for all (S4): the others see the 8♥ taken, and that a
    // second card went with it; the drawer sees both.
    expect(game.view(s, 0).events).toContainEqual({ ...drewTwo, cards: ['8H'] });
    expect(game.view(s, 'spectator').events).toContainEqual({ ...drewTwo, cards: ['8H'] });
    expect(game.view(s, 1).events).toContainEqual({ ...drewTwo, cards: ['8H', 'QC'] });
    expect(JSON.stringify(game.view(s, 0))).not.toContain('QC');
  });

  it('S4 option stableShowsAll: everyone sees both stable cards a Jack of Hearts draws', () => {
    const s = jackOfHearts({ stableShowsAll: true });
    expect(game.view(s, 0).events).toContainEqual({ ...drewTwo, cards: ['8H', 'QC'] });
  });

  it('Jack of Diamonds draws two random library cards', () => {
    // Where in the library the two cards were: random places, not always the top or the bottom.
    const places = new Set<string>();
    let inside = 0;
    for (let seed = 1; seed <= 20; seed++) {
      let s = drawn(start({ seed, hands: [['JD', '3D', '5C', '6C', '8H', '2S']] }));
      const before = [...s.library];
      s = run(s, { type: 'playRoyal', seat: 0, card: 'JD' });
      const got = s.hands[0]?.slice(-2) ?? [];
      expect(got).toHaveLength(2);
      for (const c of got) expect(before).toContain(c);
      expect(s.library).toEqual(before.filter((c) => !got.includes(c)));
      const at = got.map((c) => before.indexOf(c)).sort((a, b) => a - b);
      places.add(at.join());
      if (at.every((i) => i >= 2 && i < before.length - 2)) inside++;
    }
    expect(places.size).toBeGreaterThan(10);
    expect(inside).toBeGreaterThan(5);
  });
});

describe('Royal decisions', () => {
  it('S19 an Ace of Spades steal is not a set play: no counter window', () => {
    let s = drawn(
      start({
        hands: [
          ['AS', '2D', '3D', '5C', '6C', '8H'],
          ['9S', '9D', 'AC', '4H', '4C', 'TH'],
        ],
      }),
    );
    s = finishTurn(s, '8H');
    s = landSet(drawn(s, 1), 1, ['9S', '9D']);
    s = drawn(finishTurn(s, 'TH'), 0);
    s = run(s, { type: 'stealSet', seat: 0, set: s.fields[1]?.[0]?.id as number });
    expect([s.phase, s.fields[0]?.length]).toEqual(['main', 1]);
  });

  it('S21 the A♠ + K♥ set can never be stolen: the only A♠ is inside it', () => {
    let s = drawn(start({ hands: [['AS', 'KH', '3D', '5C', '6C', '8H']] }));
    s = landSet(s, 0, ['AS', 'KH']);
    expect(game.score(s).points[0]).toBe(100);
    expect(game.cards(s).filter((c) => c === 'AS')).toHaveLength(1);
    expect(game.legalMoves(s, 0).some((m) => m.type === 'stealSet')).toBe(false);
  });

  it('S22 an Ace of Hearts search that takes the last library card starts the end phase', () => {
    let s = drainTo(start({ hands: [['AH', '7S', '7D', '4S', '4D', '2C']] }), 1);
    expect(s.turn).toBe(0);
    s = run(s, { type: 'firstDraw', seat: 0, from: 'stable' }, { type: 'playRoyal', seat: 0, card: 'AH' });
    expect(s.library).toHaveLength(1);
    s = run(s, { type: 'takeFromLibrary', seat: 0, card: s.library[0] as string });
    expect(s.library).toHaveLength(0);
    s = finishTurn(s);
    expect(s.events).toContainEqual({ type: 'endPhaseStarted', seat: 0, finalTurns: 2, stalled: false });
  });

  it('S18 with khMayRedeclareOnExtend a King of Spades extension may change what the K♥ stands for', () => {
    const hands = [['KS', '7S', 'KH', '8S', '9S', 'TS']];
    let s = drawn(start({ hands }));
    s = landSet(s, 0, ['7S', 'KH'], '7D');
    const id = s.fields[0]?.[0]?.id as number;
    // By default the K♥ stays a 7♦, so 8-9-10 cannot join; re-declared as a 6♠ it makes a suited straight.
    expect(codeOf(s, { type: 'extendSet', seat: 0, set: id, cards: ['8S', '9S', 'TS'], wild: '6S' })).toBe(
      'WILD_DECLARATION',
    );
    let t = drawn(start({ hands, options: { khMayRedeclareOnExtend: true } }));
    t = landSet(t, 0, ['7S', 'KH'], '7D');
    t = run(t, { type: 'extendSet', seat: 0, set: id, cards: ['8S', '9S', 'TS'], wild: '6S' });
    expect(t.fields[0]?.[0]).toMatchObject({ kind: 'suitedStraight', wild: '6S' });
  });
});

describe('the card roles table', () => {
  it("tells each card's role by its character codes, for every card of a deck with copies and jokers", () => {
    // The move lists find the set cards and the Royals held by two character
    // codes' lower bits: no other card may land on a set card's, the King of
    // Hearts' or a Royal's entry.
    for (const card of [...standardDeck(), ...multiDeck(2, 2), 'JK']) {
      const k = ROYALS.indexOf(card);
      expect(royalsAmong([card], 1), card).toBe(k < 0 ? 0 : 1 << k);
      const e = cardEntry(card);
      if (isSetCard(card)) expect(e, card).toBe(((setRank(card) as number) << 4) | (1 << suitIndexOf(card)));
      else expect(e === KING_OF_HEARTS, card).toBe(card === 'KH');
      if (!isSetCard(card) && card !== 'KH' && k < 0) expect(e, card).toBe(0);
    }
  });
});
