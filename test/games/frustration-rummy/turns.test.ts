/**
 * The deal, the turn, the stock and discard pile, going out, the end of a
 * round and of the game, views (R1, R2, R21–R31), on stacked decks.
 */
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../../src/core/cards.js';
import { RuleError } from '../../../src/core/errors.js';
import type { RummyAction, RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { bases, cards, deal, drawStock, errorOf, game, onContract, play, stackedDeck } from './helpers.js';

const meld = (kind: 'run' | 'set', c: string, seat = 0): RummyAction => ({ type: 'meld', seat, kind, cards: cards(c) });
const discard = (card: string, seat = 0): RummyAction => ({ type: 'discard', seat, card });
const layOff = (card: string, m: number, end?: 'low' | 'high'): RummyAction =>
  end ? { type: 'layOff', seat: 0, card, meld: m, end } : { type: 'layOff', seat: 0, card, meld: m };

/** Seat 0 holds `hand` (13 cards) and draws `drawn`; seat 1 holds `other` (filled up from the pack). */
function table(hand: string, drawn: string, options: Partial<RummyOptions> = {}, other = ''): RummyState {
  return drawStock(deal({ hands: [cards(hand), cards(other)], stock: [drawn], options }));
}

describe('the deal', () => {
  it('deals 13 cards each from the stacked deck as documented, then the upcard, then the stock top first', () => {
    const deck = stackedDeck({ hands: [[], [], []] });
    const s = game.init({ players: 3, seed: 7, deck, dealer: 2 });
    expect(s.hands[0]).toEqual(deck.slice(0, 13));
    expect(s.hands[1]).toEqual(deck.slice(13, 26));
    expect(s.hands[2]).toEqual(deck.slice(26, 39));
    expect(s.discard).toEqual([deck[39]]);
    expect(s.stock[s.stock.length - 1]).toBe(deck[40]);
    expect(s.stock).toHaveLength(108 - 40);
    expect(s.toAct).toBe(0);
    expect(s.phase).toBe('draw');
  });
  it('R1 two to six players, always two decks: 108 cards, a 29-card stock at six', () => {
    const s = game.init({ players: 6, seed: 1 });
    expect(game.cards(s)).toHaveLength(108);
    expect(s.stock).toHaveLength(29);
    expect(() => game.init({ players: 7, seed: 1 })).toThrow(RuleError);
    expect(() => game.init({ players: 1, seed: 1 })).toThrow(RuleError);
  });
  it('R1 option decks 3: 156 cards and 6 Jokers', () => {
    const s = game.init({ players: 6, seed: 1, options: { decks: 3 } });
    const all = game.cards(s);
    expect(all).toHaveLength(162);
    expect(all.filter((c) => c.startsWith('JK'))).toHaveLength(6);
  });
  it('R2 four Jokers (two a deck); option jokersPerDeck', () => {
    expect(game.deck().filter((c) => c.startsWith('JK'))).toEqual(['JK#0', 'JK#1', 'JK#2', 'JK#3']);
    const s = game.init({ players: 2, seed: 1, options: { jokersPerDeck: 1 } });
    expect(game.cards(s).filter((c) => c.startsWith('JK'))).toHaveLength(2);
  });
});

describe('the turn', () => {
  it('R21 one card from the stock or the discard pile; the upcard may be discarded again', () => {
    const s0 = deal({ hands: [cards('4C'), []], upcard: 'KD' });
    expect(game.legalMoves(s0, 0).map((a) => (a.type === 'draw' ? a.from : ''))).toEqual(['stock', 'discard']);
    const s = play(s0, { type: 'draw', seat: 0, from: 'discard' });
    expect(s.hands[0]?.map(baseCard)).toContain('KD');
    expect(errorOf(s, { type: 'draw', seat: 0, from: 'stock' })).toBe('WRONG_PHASE');
    expect(errorOf(s, discard('KD'))).toBeNull();
  });
  it('R21 option forbidDiscardOfTakenUpcard', () => {
    const s = play(deal({ hands: [cards('4C'), []], upcard: 'KD', options: { forbidDiscardOfTakenUpcard: true } }), {
      type: 'draw',
      seat: 0,
      from: 'discard',
    });
    expect(errorOf(s, discard('KD'))).toBe('UPCARD_DISCARD');
    expect(errorOf(s, discard('4C'))).toBeNull();
  });
  it('R22 the discard ends every turn and may be a wild card', () => {
    const s = table('5H 6H 7H 9S 9D 9C 9H JK KS QD 4C 2D TC', '8S');
    expect(game.legalMoves(s, 0).some((a) => a.type === 'draw')).toBe(false);
    const after = play(s, discard('JK'));
    expect(after.toAct).toBe(1);
    expect(after.phase).toBe('draw');
    expect(baseCard(after.discard[after.discard.length - 1] ?? '')).toBe('JK');
  });
  it('reshuffles the discard pile but its top card when the stock runs out', () => {
    const s = structuredClone(deal({ hands: [[], []] }));
    // Move all but the last stock card onto the discard pile under its top card.
    const top = s.discard.pop() as string;
    s.discard.push(...s.stock.splice(0, s.stock.length - 1), top);
    const pile = s.discard.length;
    let t = play(s, { type: 'draw', seat: 0, from: 'stock' }, discard(s.hands[0]?.[0] as string));
    expect(t.stock).toHaveLength(0);
    t = play(t, { type: 'draw', seat: 1, from: 'stock' });
    expect(t.events.map((e) => e.type)).toEqual(['reshuffled', 'drew']);
    expect(t.discard).toHaveLength(1);
    expect(t.stock).toHaveLength(pile + 1 - 1 - 1);
    expect(game.cards(t)).toHaveLength(108);
  });
});

const C1 = '5H 6H 7H 9S 9D 9C 9H';

describe('the end of a round', () => {
  it('R23 the last card may not be laid off; discarding it goes out', () => {
    let s = table(`${C1} 4H 8H 9H TH JH QH`, 'KH');
    s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    s = play(
      s,
      ...['4H'].map((c) => layOff(c, 0, 'low')),
      ...['8H', '9H', 'TH', 'JH', 'QH'].map((c) => layOff(c, 0, 'high')),
    );
    expect(s.hands[0]?.map(baseCard)).toEqual(['KH']);
    expect(errorOf(s, layOff('KH', 0, 'high'))).toBe('MUST_KEEP_DISCARD');
    const out = play(s, discard('KH'));
    expect(out.history.at(-1)).toEqual({ round: 1, wentOut: 0, reason: 'wentOut', laidDown: [0], advanced: [0] });
  });
  it('R24 R25 the round stops at once, laid-down players move up, the rest stay; the deal moves left', () => {
    let s = deal({
      hands: [
        cards('5H 6H 7H 9S 9D 9C 9H 4H 8H 4C 8C QD KS'),
        cards('5C 6C 7C 8S 8D 8H JK AS AD KC QC JC 4D'),
        cards('AH 2H 3H 4S 5S 6S 7S TC TD TH JS JD JH'),
      ],
      stock: ['2C', '3D', 'QS', '9H'],
    });
    s = play(s, { type: 'draw', seat: 0, from: 'stock' }, discard('QD'));
    s = play(
      s,
      { type: 'draw', seat: 1, from: 'stock' },
      meld('run', '5C 6C 7C', 1),
      meld('set', '8S 8D 8H JK', 1),
      discard('AS', 1),
    );
    s = play(s, { type: 'draw', seat: 2, from: 'stock' }, discard('QS', 2));
    s = play(s, { type: 'draw', seat: 0, from: 'stock' }, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    s = play(s, layOff('4H', 2, 'low'), layOff('8H', 2, 'high'), layOff('4C', 0, 'low'), layOff('8C', 0, 'high'));
    s = play(s, layOff('2C', 3), layOff('9H', 3));
    expect(s.history).toHaveLength(0);
    const next = play(s, discard('KS'));
    expect(next.history.at(-1)).toEqual({
      round: 1,
      wentOut: 0,
      reason: 'wentOut',
      laidDown: [0, 1],
      advanced: [0, 1],
    });
    expect(next.completed).toEqual([1, 1, 0]);
    expect(next.round).toBe(2);
    expect(next.dealer).toBe(0);
    expect(next.toAct).toBe(1);
    expect(next.hands.map((h) => h.length)).toEqual([13, 13, 13]);
    expect(next.melds).toEqual([]);
    expect(next.laidDown).toEqual([false, false, false]);
  });
});

/** Seat 0 has laid down contract 1; seat 1 holds every other card, then discards one: the pile is that card alone. */
function exhausted(options: Partial<RummyOptions>): RummyState {
  let s = table(`${C1} KS QD 4C 2D TC JC`, '8S', options);
  s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'), discard('KS'));
  s = play(s, { type: 'draw', seat: 1, from: 'stock' });
  const t = structuredClone(s);
  // Everything else goes to seat 1's hand, so nothing is left to draw or reshuffle.
  t.hands[1]?.push(...t.stock.splice(0), ...t.discard.splice(0));
  return play(t, discard(t.hands[1]?.[0] as string, 1));
}

describe('R28 the pack runs out', () => {
  it('R28 only the top discard is left: the round ends, laid-down players move up', () => {
    const s = exhausted({});
    expect(s.history.at(-1)).toMatchObject({ wentOut: null, reason: 'packExhausted', advanced: [0] });
    expect(s.completed).toEqual([1, 0]);
    expect(s.round).toBe(2);
  });
  it('R28 option endRoundNoAdvance: nobody moves up', () => {
    const s = exhausted({ packExhausted: 'endRoundNoAdvance' });
    expect(s.history.at(-1)).toMatchObject({ reason: 'packExhausted', advanced: [] });
    expect(s.completed).toEqual([0, 0]);
  });
  it('R28 with the R29 option allowBuying: the next round’s upcard was never discarded, so it is not for sale', () => {
    const s = exhausted({ allowBuying: true });
    expect(s.round).toBe(2);
    expect(s.buyable).toBe(false);
    expect(game.actors(s)).toEqual([s.toAct]);
    expect(
      errorOf(s, { type: 'buy', seat: 1 - s.toAct, card: baseCard(s.discard[s.discard.length - 1] ?? '') }),
    ).not.toBeNull();
  });
  it('R28 option mustTakeDiscard: play goes on and the upcard is the only draw', () => {
    const s = exhausted({ packExhausted: 'mustTakeDiscard' });
    expect(s.history).toHaveLength(0);
    expect(game.legalMoves(s, 0)).toEqual([{ type: 'draw', seat: 0, from: 'discard' }]);
    expect(errorOf(s, { type: 'draw', seat: 0, from: 'stock' })).toBe('STOCK_EMPTY');
  });
});

describe('winning and the game', () => {
  const last = '5C 6C 7C 8C 9C TC JC QC KD KH KS JK 2D';
  it('R26 going out on contract 14 wins the game', () => {
    let s = drawStock(onContract(deal({ hands: [cards(last), []], stock: ['4H'] }), 0, 14));
    s = play(s, meld('run', '5C 6C 7C 8C 9C TC JC QC'), meld('set', 'KD KH KS JK 2D'));
    expect(game.legalMoves(s, 0).map((a) => a.type)).toEqual(['discard']);
    s = play(s, discard('4H'));
    expect(game.score(s)).toEqual({ points: [14, 0], over: true, winners: [0] });
    expect(game.actors(s)).toEqual([]);
    expect(errorOf(s, { type: 'draw', seat: 1, from: 'stock' })).toBe('GAME_OVER');
  });
  it('R26 option completeLast: laying contract 14 down wins (here it is also going out)', () => {
    let s = drawStock(
      onContract(deal({ hands: [cards(last), []], stock: ['4H'], options: { winCondition: 'completeLast' } }), 0, 14),
    );
    s = play(s, meld('run', '5C 6C 7C 8C 9C TC JC QC'), meld('set', 'KD KH KS JK 2D'), discard('4H'));
    expect(game.score(s).winners).toEqual([0]);
  });
  it('R26 a player who lays 14 down while another goes out stays on 14, unless completeLast (then it wins)', () => {
    // Seat 2 buys a discard (R29 option), so it holds 16 cards and keeps some after laying down 14.
    const setup = (winCondition: 'goOutOnLast' | 'completeLast') => {
      const s = deal({
        hands: [cards('5H 6H 7H 9S 9D 9C 9H 4H 8H 2C 3C KS QS'), [], cards('5C 6C 7C 8C 9C TC JC QC KD KH JK 2D AD')],
        stock: ['9S', '6S', '4S', '7S', '3H'],
        options: { allowBuying: true, winCondition },
      });
      let t = onContract(s, 2, 14);
      t = play(t, { type: 'draw', seat: 0, from: 'stock' }, discard('KS'), { type: 'buy', seat: 2, card: 'KS' });
      t = play(t, { type: 'draw', seat: 1, from: 'stock' }, discard('4S', 1));
      t = play(
        t,
        { type: 'draw', seat: 2, from: 'stock' },
        meld('run', '5C 6C 7C 8C 9C TC JC QC', 2),
        meld('set', 'KD KH KS JK 2D', 2),
        discard('AD', 2),
      );
      expect(t.laidDown[2]).toBe(true);
      expect(t.hands[2]).toHaveLength(2);
      t = play(t, { type: 'draw', seat: 0, from: 'stock' }, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
      t = play(t, layOff('4H', 2, 'low'), layOff('8H', 2, 'high'), layOff('3H', 2, 'high'));
      t = play(t, layOff('9S', 3), layOff('2C', 3), layOff('3C', 3));
      return play(t, discard('QS'));
    };
    const goOut = setup('goOutOnLast');
    expect(goOut.history.at(-1)).toMatchObject({ wentOut: 0, laidDown: [0, 2], advanced: [0] });
    expect(goOut.completed).toEqual([1, 0, 13]);
    expect(game.score(goOut).over).toBe(false);
    const complete = setup('completeLast');
    expect(game.score(complete)).toEqual({ points: [1, 0, 14], over: true, winners: [2] });
  });
  it('R26 option completeLast, tie-break: the player who went out did not lay 14 down, so the first who did after them in turn order wins', () => {
    // Seats 0 and 2 are on contract 14 and each buys a discard, so each keeps cards after laying 14 down;
    // seat 1, on contract 4 (7 pairs), goes out last. The tie-break names seat 2: the first after seat 1,
    // though seat 0 is the lower seat and laid its contract down in the same lap.
    const setup = (winCondition: 'goOutOnLast' | 'completeLast') => {
      const s = deal({
        hands: [
          cards('5C 6C 7C 8C 9C TC JC QC KD KH KS JK 2D'),
          cards('AS AH 4D 4C 5S 5D 6S 6D 8S 8D TS TD QH'),
          cards('5C 6C 7C 8C 9C TC JC QC KD KH KC JK 2H'),
        ],
        stock: ['QD', 'TH', '9H', '7D', '7H', '7S', '9S'],
        options: { allowBuying: true, winCondition },
      });
      let t = onContract(onContract(onContract(s, 0, 14), 2, 14), 1, 4);
      t = play(t, { type: 'draw', seat: 0, from: 'stock' }, discard('QD'), { type: 'buy', seat: 2, card: 'QD' });
      t = play(t, { type: 'draw', seat: 1, from: 'stock' }, discard('QH', 1), { type: 'buy', seat: 0, card: 'QH' });
      t = play(
        t,
        { type: 'draw', seat: 2, from: 'stock' },
        meld('run', '5C 6C 7C 8C 9C TC JC QC', 2),
        meld('set', 'KD KH KC JK 2H', 2),
        discard('7H', 2),
      );
      t = play(
        t,
        { type: 'draw', seat: 0, from: 'stock' },
        meld('run', '5C 6C 7C 8C 9C TC JC QC'),
        meld('set', 'KD KH KS JK 2D'),
        discard('7S'),
      );
      expect(t.laidDown).toEqual([true, false, true]);
      expect(t.hands.map((h) => h.length)).toEqual([2, 13, 2]);
      t = play(t, { type: 'draw', seat: 1, from: 'stock' });
      for (const pair of ['AS AH', '4D 4C', '5S 5D', '6S 6D', '8S 8D', 'TS TD', '9H 9S']) {
        t = play(t, { type: 'meld', seat: 1, kind: 'pair', cards: cards(pair) });
      }
      return t;
    };
    const complete = setup('completeLast');
    expect(complete.history.at(-1)).toMatchObject({ wentOut: 1, laidDown: [0, 1, 2], advanced: [0, 1, 2] });
    expect(game.score(complete)).toEqual({ points: [14, 4, 14], over: true, winners: [2] });
    // The default: going out is what wins, so nobody has won, and contract 14 counts for no one.
    const goOut = setup('goOutOnLast');
    expect(goOut.history.at(-1)).toMatchObject({ wentOut: 1, laidDown: [0, 1, 2], advanced: [1] });
    expect(goOut.completed).toEqual([13, 4, 13]);
    expect(game.score(goOut).over).toBe(false);
  });
  it('R27 no card points: the score is the contracts completed', () => {
    const s = play(table(`${C1} 4H 8H 9H TH JH QH`, 'KH'), meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    expect(game.score(s).points).toEqual([0, 0]);
  });
  it('R29 no claiming discards out of turn', () => {
    let s = deal({ hands: [cards('4C'), [], []] });
    s = play(s, { type: 'draw', seat: 0, from: 'stock' }, discard('4C'));
    expect(game.actors(s)).toEqual([1]);
    expect(errorOf(s, { type: 'buy', seat: 2, card: '4C' })).toBe('NOT_YOUR_TURN');
    expect(errorOf(s, { type: 'draw', seat: 2, from: 'discard' })).toBe('NOT_YOUR_TURN');
  });
  it('R29 option allowBuying: another player buys the discard with a penalty card, before the next draw', () => {
    let s = deal({ hands: [cards('4C'), [], []], stock: ['KS', 'QH'], options: { allowBuying: true } });
    s = play(s, { type: 'draw', seat: 0, from: 'stock' }, discard('4C'));
    expect(game.actors(s)).toEqual([1, 2]);
    expect(errorOf(s, { type: 'buy', seat: 0, card: '4C' })).toBe('NOT_YOUR_TURN');
    expect(errorOf(s, { type: 'draw', seat: 2, from: 'stock' })).toBe('NOT_YOUR_TURN');
    const bought = play(s, { type: 'buy', seat: 2, card: '4C' });
    expect(bought.hands[2]?.slice(13).map(baseCard)).toEqual(['4C', 'QH']);
    expect(game.actors(bought)).toEqual([1]);
    expect(game.view(bought, 1).events).toEqual([
      // By kind: twin cards are one card at the table.
      { type: 'bought', seat: 2, card: '4C', penalty: null },
    ]);
    // The next player has priority: once it draws, the discard can no longer be bought.
    const drawn = play(s, { type: 'draw', seat: 1, from: 'stock' });
    expect(errorOf(drawn, { type: 'buy', seat: 2, card: '4C' })).toBe('NOT_YOUR_TURN');
  });
  it('R30 the safety cap stops a game with no progress; the players furthest along share the win', () => {
    let s = deal({ hands: [[], []], options: { maxTurnsPerRound: 2 } });
    s = play(s, { type: 'draw', seat: 0, from: 'discard' }, discard(s.discard[0] as string));
    s = play(s, { type: 'draw', seat: 1, from: 'discard' }, discard(s.discard[0] as string, 1));
    expect(game.score(s)).toMatchObject({ over: true, winners: [0, 1] });
    expect(s.history.at(-1)?.reason).toBe('turnCap');
  });
});

describe('R31 views', () => {
  it('R31 a seat sees its hand, melds, the discard top and counts; a stock draw shows the card to the drawer only', () => {
    const s = drawStock(deal({ hands: [cards('5H 6H 7H'), cards('KS')], stock: ['QD'] }));
    const mine = game.view(s, 0);
    const theirs = game.view(s, 1);
    const spectator = game.view(s, 'spectator');
    expect(bases(mine.hand ?? [])).toEqual(bases(s.hands[0] ?? []));
    expect(theirs.hand?.map(baseCard)).toContain('KS');
    expect(spectator.hand).toBeNull();
    expect(mine.handCounts).toEqual([14, 13]);
    expect(mine.stockCount).toBe(s.stock.length);
    // Views name cards by kind, never by copy (twin cards are one card at the table).
    expect(mine.discardTop).toBe(baseCard(s.discard[0] as string));
    expect(mine.contracts).toEqual([1, 1]);
    expect(mine.events).toEqual([{ type: 'drew', seat: 0, from: 'stock', card: 'QD' }]);
    expect(theirs.events).toEqual([{ type: 'drew', seat: 0, from: 'stock', card: null }]);
    expect(JSON.stringify(theirs)).not.toContain('#');
    expect(JSON.stringify(spectator)).not.toContain('rng');
  });
});

describe('shared draws and discards', () => {
  it('the move lists hand out one frozen object per seat and draw or discard, which validate and apply accept', () => {
    const s = game.init({ players: 3, seed: 3 });
    const draws = game.legalMoves(s, s.toAct);
    expect(draws.map((a) => a.type)).toEqual(['draw', 'draw']);
    for (const a of draws) expect(Object.isFrozen(a)).toBe(true);
    expect(game.legalMoves(s, s.toAct)).toEqual(draws);
    expect(game.legalMoves(s, s.toAct)[1]).toBe(draws[1]);
    const t = game.apply(s, draws[0] as RummyAction);
    const discards = game.legalMoves(t, t.toAct).filter((a) => a.type === 'discard');
    expect(discards.length).toBeGreaterThan(0);
    for (const a of discards) {
      expect(Object.isFrozen(a)).toBe(true);
      expect(game.validate(t, a)).toEqual({ ok: true, action: a });
    }
    expect(game.legalMoves(t, t.toAct).filter((a) => a.type === 'discard')).toEqual(discards);
    expect(game.legalMoves(t, t.toAct).find((a) => a.type === 'discard')).toBe(discards[0]);
  });
  it('a card no pack holds (a state made by hand) gets a move of its own, rejected as malformed', () => {
    const t = drawStock(deal({ hands: [cards('4H 5H'), []], stock: ['9C'] }));
    const odd = { ...t, hands: [['ZZ', ...(t.hands[0] as string[])], ...t.hands.slice(1)] };
    const a = game.legalMoves(odd, 0).find((m) => m.type === 'discard' && m.card === 'ZZ');
    expect(a).toEqual({ type: 'discard', seat: 0, card: 'ZZ' });
    expect(Object.isFrozen(a)).toBe(false);
    expect(game.validate(odd, a).ok).toBe(false);
  });
});
