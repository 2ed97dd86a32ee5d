import { describe, expect, it } from 'vitest';
import { standardDeck } from '../../../src/core/cards.js';
import { codeOf, drawn, game, landSet, run, start } from './helpers.js';

/** Cards in the standard deck's order: how a hand is shown to a seat that did not collect it. */
const deckOrder = (cards: readonly string[]): string[] =>
  [...cards].sort((a, b) => standardDeck().indexOf(a) - standardDeck().indexOf(b));

const P0 = ['3D', '5C', '6C', '8H', '2S', '4S'];
const P1 = ['9S', '9D', '4H', '4C', 'TH', 'TD'];
const P2 = ['7S', '7D', '7C', '6H', '6D', '5H'];

describe('Queens', () => {
  it('Queen of Spades: the cards that move are random, seed by seed', () => {
    const moved = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = drawn(start({ seed, players: 3, hands: [['QS', ...P0.slice(0, 5)], P1, P2] }));
      s = run(s, { type: 'namePlayers', seat: 0, card: 'QS', players: [0, 1] });
      const ev = s.events.find((e) => e.type === 'cardsExchanged');
      if (ev?.type === 'cardsExchanged' && ev.gave !== null) moved.add(JSON.stringify(ev.gave));
    }
    expect(moved.size).toBeGreaterThan(4);
  });

  it('Queen of Spades: each named player loses a random card to the other, picked before anything moves', () => {
    let s = drawn(start({ players: 3, hands: [['QS', ...P0.slice(0, 5)], P1, P2] }));
    const [h0, h1] = [[...(s.hands[0] ?? [])].filter((c) => c !== 'QS'), [...(s.hands[1] ?? [])]];
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QS', players: [0, 1] });
    const ev = s.events.find((e) => e.type === 'cardsExchanged');
    expect(ev?.type === 'cardsExchanged' && ev.gave).toBeTruthy();
    if (ev?.type !== 'cardsExchanged' || ev.gave === null) return;
    const [[a], [b]] = ev.gave;
    expect(h0).toContain(a);
    expect(h1).toContain(b);
    expect(s.hands[0]).toEqual([...h0.filter((c) => c !== a), b]);
    expect(s.hands[1]).toEqual([...h1.filter((c) => c !== b), a]);
    // Only the two named players see which cards moved.
    const other = game.view(s, 2).events.find((e) => e.type === 'cardsExchanged');
    expect(other).toMatchObject({ gave: null, counts: [1, 1] });
    expect(game.view(s, 1).events.find((e) => e.type === 'cardsExchanged')).toMatchObject({ gave: [[a], [b]] });
  });

  it('Queen of Clubs: you give a chosen card; they give back a random card of the hand they had before', () => {
    const backs = new Set<string>();
    for (let seed = 1; seed <= 12; seed++) {
      let s = drawn(start({ seed, hands: [['QC', ...P0.slice(0, 5)], P1] }));
      const before = [...(s.hands[1] ?? [])];
      s = run(s, { type: 'giveCard', seat: 0, to: 1, card: '3D' });
      expect(s.hands[1]).toContain('3D');
      const back = s.hands[0]?.[s.hands[0].length - 1] as string;
      expect(before).toContain(back);
      expect(s.hands[0]).toHaveLength(6);
      backs.add(back);
    }
    // The same hand each time (P1): a random card, not always the same one.
    expect(backs.size).toBeGreaterThan(2);
  });

  it('S26 queenOfClubsMayReturnGiven lets the random card be the one just given', () => {
    let returned = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let s = drawn(
        start({ seed, hands: [['QC', ...P0.slice(0, 5)], P1], options: { queenOfClubsMayReturnGiven: true } }),
      );
      s = run(s, { type: 'giveCard', seat: 0, to: 1, card: '3D' });
      if (s.hands[0]?.includes('3D')) returned++;
    }
    expect(returned).toBeGreaterThan(0);
  });

  it('Queen of Clubs names another player and a card of your own', () => {
    const s = drawn(start({ hands: [['QC', ...P0.slice(0, 5)], P1] }));
    expect(codeOf(s, { type: 'giveCard', seat: 0, to: 0, card: '3D' })).toBe('BAD_TARGET');
    expect(codeOf(s, { type: 'giveCard', seat: 0, to: 1, card: '9S' })).toBe('CARD_NOT_IN_HAND');
    expect(codeOf(s, { type: 'giveCard', seat: 0, to: 1, card: 'QC' })).toBe('ILLEGAL_MOVE');
    expect(codeOf(s, { type: 'giveCard', seat: 0, to: 1, card: null })).toBe('ILLEGAL_MOVE');
    expect(codeOf(s, { type: 'playRoyal', seat: 0, card: 'QC' })).toBe('TARGET_REQUIRED');
  });

  it('Queen of Hearts: both named players see both hands and pick at the same time, blind to each other', () => {
    let s = drawn(start({ players: 3, hands: [['QH', ...P0.slice(0, 5)], P1, P2] }));
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QH', players: [1, 0] });
    expect(s.phase).toBe('queenOfHeartsExchange');
    expect(game.actors(s)).toEqual([0, 1]);
    expect(game.view(s, 0).revealedHand).toEqual({ seat: 1, cards: deckOrder(s.hands[1] ?? []) });
    expect(game.view(s, 1).revealedHand).toEqual({ seat: 0, cards: deckOrder(s.hands[0] ?? []) });
    expect(game.view(s, 2).revealedHand).toBeNull();
    expect(codeOf(s, { type: 'exchangePick', seat: 0, card: '9S' })).toBe('CARD_NOT_IN_HAND');
    s = run(s, { type: 'exchangePick', seat: 0, card: '3D' });
    expect(game.actors(s)).toEqual([1]);
    expect(game.view(s, 1).exchange?.picked).toEqual([true, false]);
    expect(game.view(s, 1).myExchangePick).toBeNull();
    expect(JSON.stringify(game.view(s, 1).events)).not.toContain('3D');
    s = run(s, { type: 'exchangePick', seat: 1, card: 'TD' });
    expect(s.phase).toBe('main');
    expect(s.hands[1]).toContain('3D');
    expect(s.hands[0]).toContain('TD');
    expect(s.hands[0]).not.toContain('3D');
    // The reveal lasts only while the exchange does.
    expect(game.view(s, 0).revealedHand).toBeNull();
    expect(game.view(s, 2).events.find((e) => e.type === 'cardsExchanged')).toMatchObject({ gave: null });
  });

  it('S26 queenOfHeartsMode takeFromOther: each picks a card from the other hand', () => {
    let s = drawn(start({ hands: [['QH', ...P0.slice(0, 5)], P1], options: { queenOfHeartsMode: 'takeFromOther' } }));
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QH', players: [0, 1] });
    expect(codeOf(s, { type: 'exchangePick', seat: 0, card: '3D' })).toBe('CARD_NOT_IN_HAND');
    s = run(s, { type: 'exchangePick', seat: 0, card: '9S' }, { type: 'exchangePick', seat: 1, card: '5C' });
    expect(s.hands[0]).toContain('9S');
    expect(s.hands[1]).toContain('5C');
  });

  it('Queen of Hearts played after Draw to Seven returns to the discard step (S8)', () => {
    let s = drawn(start({ hands: [['QH', ...P0.slice(0, 5)], P1] }));
    s = run(s, { type: 'doneWithSets', seat: 0 }, { type: 'namePlayers', seat: 0, card: 'QH', players: [0, 1] });
    s = run(s, { type: 'exchangePick', seat: 1, card: '9S' }, { type: 'exchangePick', seat: 0, card: '3D' });
    expect(s.phase).toBe('postDraw');
  });

  it('naming the same two players in either order is the same move with the same outcome', () => {
    const s = drawn(start({ players: 3, hands: [['QS', ...P0.slice(0, 5)], P1, P2] }));
    const a = run(s, { type: 'namePlayers', seat: 0, card: 'QS', players: [2, 1] });
    const b = run(s, { type: 'namePlayers', seat: 0, card: 'QS', players: [1, 2] });
    expect(a).toEqual(b);
    expect(game.moveKey({ type: 'namePlayers', seat: 0, card: 'QS', players: [2, 1] })).toBe(
      game.moveKey({ type: 'namePlayers', seat: 0, card: 'QS', players: [1, 2] }),
    );
  });

  it('S26 an empty hand gives nothing: the Queen of Clubs from a hand holding only it', () => {
    let s = drawn(start({ hands: [['QC', '7S', '7D', '5S', '5D', '8S'], P1], top: ['8H'] }));
    s = landSet(landSet(landSet(s, 0, ['7S', '7D']), 0, ['5S', '5D']), 0, ['8S', '8H']);
    expect(s.hands[0]).toEqual(['QC']);
    expect(game.legalMoves(s, 0).filter((m) => m.type === 'giveCard')).toEqual([
      { type: 'giveCard', seat: 0, to: 1, card: null },
    ]);
    s = run(s, { type: 'giveCard', seat: 0, to: 1, card: null });
    expect([s.hands[0]?.length, s.hands[1]?.length]).toEqual([1, 5]);
    expect(P1).toContain(s.hands[0]?.[0]);
  });

  it('Queen of Diamonds: two players exchange whole hands, sizes may differ', () => {
    let s = drawn(start({ players: 3, hands: [['QD', ...P0.slice(0, 5)], P1, P2] }));
    const mine = (s.hands[0] ?? []).filter((c) => c !== 'QD');
    const theirs = [...(s.hands[2] ?? [])];
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QD', players: [0, 2] });
    // In deck order: the old owner's order would tell which cards it drew, and when.
    expect(s.hands[0]).toEqual(deckOrder(theirs));
    expect(s.hands[2]).toEqual(deckOrder(mine));
    expect([s.hands[0]?.length, s.hands[2]?.length]).toEqual([6, 6]);
    expect(s.discardPile).toEqual(['QD']);
  });

  it('S26 a hand swapped by the Q♦ or shown by the Q♥ tells nothing of the order its owner collected it in', () => {
    // Two deals alike for seat 0 but for the order seat 1 was dealt its hidden cards.
    const mine = ['QD', '2S', '5H', '7C', '9D', 'TS'];
    const theirs = ['3C', '4D', '6S', '8H', 'JS', 'KC'];
    const rest = game.deck().filter((c) => !mine.includes(c) && !theirs.includes(c));
    const deal = (order: string[]) => {
      const deck: string[] = [];
      for (let i = 0; i < 6; i++) deck.push(mine[i] as string, order[i] as string);
      return game.init({ players: 2, seed: 1, dealer: 1, deck: [...deck, ...rest] });
    };
    const [a, b] = [deal(theirs), deal([...theirs].reverse())];
    expect(game.view(a, 0)).toEqual(game.view(b, 0));
    const swap = (s: typeof a) =>
      run(
        s,
        { type: 'firstDraw', seat: 0, from: 'stable' },
        { type: 'namePlayers', seat: 0, card: 'QD', players: [0, 1] },
      );
    expect(game.view(swap(a), 0)).toEqual(game.view(swap(b), 0));
  });

  it('S25 a Queen names any two different players, the acting player included or not; selfAndOne requires the actor', () => {
    const s = drawn(start({ players: 3, hands: [['QD', ...P0.slice(0, 5)], P1, P2] }));
    expect(codeOf(s, { type: 'namePlayers', seat: 0, card: 'QD', players: [1, 2] })).toBeNull();
    expect(codeOf(s, { type: 'namePlayers', seat: 0, card: 'QD', players: [1, 1] })).toBe('BAD_TARGET');
    expect(codeOf(s, { type: 'namePlayers', seat: 0, card: 'QD', players: [1, 3] })).toBe('BAD_TARGET');
    expect(game.legalMoves(s, 0).filter((m) => m.type === 'namePlayers')).toHaveLength(3);
    const t = drawn(
      start({ players: 3, hands: [['QD', ...P0.slice(0, 5)], P1, P2], options: { queenTargets: 'selfAndOne' } }),
    );
    expect(codeOf(t, { type: 'namePlayers', seat: 0, card: 'QD', players: [1, 2] })).toBe('BAD_TARGET');
    expect(game.legalMoves(t, 0).filter((m) => m.type === 'namePlayers')).toHaveLength(2);
  });
});
