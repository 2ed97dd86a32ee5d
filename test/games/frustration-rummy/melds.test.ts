/**
 * Meld and wild-card rules (R3–R20), on stacked decks. Each hand is the 13
 * cards dealt to seat 0 plus the stock card it draws.
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RummyAction, RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { meldFault } from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, errorOf, game, onContract, play } from './helpers.js';

function ready(hand: string, contract: number, options: Partial<RummyOptions> = {}, other = ''): RummyState {
  const all = cards(hand);
  const s = deal({ hands: [all.slice(0, 13), cards(other)], stock: [all[13] as string], options });
  return drawStock(onContract(s, 0, contract));
}
const meld = (
  kind: 'run' | 'set' | 'pair' | 'wilds',
  c: string,
  extra: { rank?: string; low?: string } = {},
): RummyAction => ({ type: 'meld', seat: 0, kind, cards: cards(c), ...extra }) as RummyAction;
const layOff = (card: string, m: number, end?: 'low' | 'high'): RummyAction =>
  (end ? { type: 'layOff', seat: 0, card, meld: m, end } : { type: 'layOff', seat: 0, card, meld: m }) as RummyAction;

const C1 = '5H 6H 7H 9S 9S 9H 9D JK 2C KC QD 4S 8C TD';

describe('sets and runs', () => {
  it('R3 sets are one rank in any suits, duplicates allowed', () => {
    expect(errorOf(ready(C1, 1), meld('set', '9S 9S 9H 9D'))).toBeNull();
  });
  it('R3 option setsRequireSameSuit: the natural cards of a set share a suit', () => {
    const s = ready(C1, 1, { setsRequireSameSuit: true });
    expect(errorOf(s, meld('set', '9S 9S 9H 9D'))).toBe('NOT_A_MELD');
    expect(errorOf(s, meld('set', '9S 9S JK 2C'))).toBeNull();
  });
  it('R4 runs are one suit (the run of 13 is the only mixed one)', () => {
    const s = ready('5H 6H 7S 9S 9S 9H 9D JK 2C KC QD 4S 8C TD', 1);
    expect(errorOf(s, meld('run', '5H 6H 7S'))).toBe('NOT_A_MELD');
  });
  it('R5 the ace is low or high, never both; no wrap (K-A-2)', () => {
    const hand = 'AH 2H 3H QS KS AS KD AD 2D 9C 9D 9H 9S 4C';
    const s = ready(hand, 1);
    expect(errorOf(s, meld('run', 'AH 2H 3H'))).toBeNull();
    expect(errorOf(s, meld('run', 'QS KS AS'))).toBeNull();
    expect(errorOf(s, meld('run', 'KD AD 2D'))).toBe('RUN_TOO_LONG');
  });
  it('R5 option allowWrap: K-A-2 is a run', () => {
    const s = ready('AH 2H 3H QS KS AS KD AD 2D 9C 9D 9H 9S 4C', 1, { allowWrap: true });
    expect(errorOf(s, meld('run', 'KD AD 2D'))).toBeNull();
  });
  it('R5 laying off cannot wrap either: nothing above Q-K-A, no K below A-2-3 (unless allowWrap)', () => {
    const hand = 'QS KS AS 9C 9D 9H 9S 2S AH 2H 3H KH 5D 7C';
    let s = ready(hand, 1);
    s = play(s, meld('run', 'QS KS AS'), meld('set', '9C 9D 9H 9S'));
    expect(errorOf(s, layOff('2S', 0, 'high'))).not.toBeNull();
    let t = ready('AH 2H 3H 9C 9D 9H 9S KH QS KS 5D 7C 8D 6S', 1);
    t = play(t, meld('run', 'AH 2H 3H'), meld('set', '9C 9D 9H 9S'));
    expect(errorOf(t, layOff('KH', 0, 'low'))).toBe('RUN_TOO_LONG');
    let w = ready('AH 2H 3H 9C 9D 9H 9S KH QS KS 5D 7C 8D 6S', 1, { allowWrap: true });
    w = play(w, meld('run', 'AH 2H 3H'), meld('set', '9C 9D 9H 9S'));
    expect(errorOf(w, layOff('KH', 0, 'low'))).toBeNull();
  });
  it('R5 a run holds each rank once: at most 13 cards', () => {
    const run14 = cards('AS 2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS');
    const o = z.parse(game.optionsSchema, {});
    expect(meldFault({ kind: 'run', cards: run14, rank: null, suit: 'S', low: 1, pure: false }, o)?.code).toBe(
      'RUN_TOO_LONG',
    );
  });
});

describe('wild cards', () => {
  it('R6 a 2 or 3 in its own slot and suit is natural (contract 5 takes A-2-3-4-5 of one suit)', () => {
    const s = ready('AD 2D 3D 4D 5D 2S 9C JH QH KS 6C 7C TC 8C', 5);
    expect(errorOf(s, meld('run', 'AD 2D 3D 4D 5D'))).toBeNull();
    expect(errorOf(s, meld('run', 'AD 2S 3D 4D 5D'))).toBe('WILD_NOT_ALLOWED');
  });
  it('R6 option naturalTwosThreesInRuns false: 2s and 3s are always wild in runs', () => {
    const s = ready('AD 2D 3D 4D 5D 2S 9C JH QH KS 6C 7C TC 8C', 5, { naturalTwosThreesInRuns: false });
    expect(errorOf(s, meld('run', 'AD 2D 3D 4D 5D'))).toBe('WILD_NOT_ALLOWED');
  });
  it('R6 R15 in the run of 13 a 2 in the 2-slot and a 3 in the 3-slot are natural whatever their suit', () => {
    const hand = 'AS 2S 3C 4D 5H 6H 7C JK JK 2D 3H JK 3S 9C';
    const run13 = meld('run', 'AS 2S 3C 4D 5H 6H 7C JK JK 2D 3H JK 3S');
    // 7 naturals (A, 2, 3, 4, 5, 6, 7) and 6 wilds: the most the ratio allows.
    expect(errorOf(ready(hand, 8), run13)).toBeNull();
    expect(errorOf(ready(hand, 8, { naturalTwosThreesInRuns: false }), run13)).toBe('TOO_MANY_WILDS');
  });
  it('R7 2s are natural in a set of 2s: 2-2-Joker is a set', () => {
    const hand = '4C 5C 6C 7C 8C 2S 2H JK 2D 9H KS QD TD 4H';
    expect(errorOf(ready(hand, 3), meld('set', '2S 2H JK'))).toBeNull();
  });
  it('R7 option onlyAllSame: 2s are natural only in a set made entirely of 2s', () => {
    const s = ready('4C 5C 6C 7C 8C 2S 2H JK 2D 9H KS QD TD 4H', 3, { naturalTwosThreesInSets: 'onlyAllSame' });
    expect(errorOf(s, meld('set', '2S 2H JK'))).toBe('TOO_MANY_WILDS');
    expect(errorOf(s, meld('set', '2S 2H 2D'))).toBeNull();
  });
  it('R7 a set of 2s and 3s names its rank, which the cards leave open', () => {
    const s = ready('4C 5C 6C 7C 8C 2S 2H 3D 3S 9H KS QD TD 4H', 1);
    expect(errorOf(s, meld('set', '2S 2H 3D 3S'))).toBe('OPEN_MELD');
    expect(errorOf(s, meld('set', '2S 2H 3D 3S', { rank: '2' }))).toBeNull();
    expect(errorOf(s, meld('set', '2S 2H 3D 3S', { rank: '3' }))).toBeNull();
    expect(errorOf(s, meld('set', '2S 2H 3D 3S', { rank: '9' }))).toBe('TOO_MANY_WILDS');
    const keys = game.legalMoves(s, 0).map(game.moveKey);
    expect(keys).toContain(game.moveKey(meld('set', '2S 2H 3D 3S', { rank: '2' })));
    expect(keys).toContain(game.moveKey(meld('set', '2S 2H 3D 3S', { rank: '3' })));
  });
  it('R8 never more wilds than naturals: 5-5-Joker yes, 5-Joker-2 no', () => {
    const s = ready('4C 5C 6C 7C 8C 5S 5H JK 2H 9H KS QD TD 4H', 3);
    expect(errorOf(s, meld('set', '5S 5H JK'))).toBeNull();
    expect(errorOf(s, meld('set', '5S JK 2H'))).toBe('TOO_MANY_WILDS');
  });
  it('R8 option lessThanHalf: a run of 4 with 2 wilds is too many', () => {
    const hand = '9C JK JC 2S 4S 4D 4H AH AD AS 7S 8S 6D KH';
    expect(errorOf(ready(hand, 10), meld('run', '9C JK JC 2S'))).toBeNull();
    expect(errorOf(ready(hand, 10, { wildRatio: 'lessThanHalf' }), meld('run', '9C JK JC 2S'))).toBe('TOO_MANY_WILDS');
  });
  it('R8 the ratio holds after every lay-off, wilds on any meld included', () => {
    let s = ready('5H 6H 7H 9S 9D 9C 9H JK 2C 3D JK KS QD 4C', 1);
    s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    s = play(s, layOff('JK', 0, 'high'), layOff('2C', 0, 'high'), layOff('3D', 0, 'high'));
    expect(s.melds[0]?.cards.length).toBe(6);
    expect(errorOf(s, layOff('JK', 0, 'high'))).toBe('TOO_MANY_WILDS');
    expect(errorOf(s, layOff('4C', 0, 'low'))).toBe('NOT_A_MELD');
  });
  it('R9 all Jokers, all 2s or all 3s make a set; a wild-only mix does not', () => {
    const s = ready('4C 5C 6C 7C 8C JK JK JK 2S 3H 2D 2H KS TD', 3);
    expect(errorOf(s, meld('set', 'JK JK JK'))).toBeNull();
    expect(errorOf(s, meld('set', '2S 2D 2H'))).toBeNull();
    expect(errorOf(s, meld('set', 'JK 2S 3H', { rank: '2' }))).toBe('TOO_MANY_WILDS');
  });
  it('R9 R7 decides every set with 2s or 3s: 2♠ 2♥ 3♦ is a set of 2s with one wild 3; 2♠ 3♥ JK is no set', () => {
    const s = ready('4C 5C 6C 7C 8C 2S 2H 3D 3H JK KS QD TD 9H', 3);
    const listed = (a: RummyAction): boolean => game.legalMoves(s, 0).some((m) => game.moveKey(m) === game.moveKey(a));
    // Read as 2s: two natural 2s and one wild 3. Read as 3s it would be one natural and two wilds.
    expect(errorOf(s, meld('set', '2S 2H 3D', { rank: '2' }))).toBeNull();
    // Only one reading holds, so the cards do not leave the rank open: none need be named.
    expect(errorOf(s, meld('set', '2S 2H 3D'))).toBeNull();
    expect(listed(meld('set', '2S 2H 3D'))).toBe(true);
    expect(game.moveKey(meld('set', '2S 2H 3D'))).toBe(game.moveKey(meld('set', '2S 2H 3D', { rank: '2' })));
    expect(errorOf(s, meld('set', '2S 2H 3D', { rank: '3' }))).toBe('TOO_MANY_WILDS');
    const down = play(s, meld('run', '4C 5C 6C 7C 8C'), meld('set', '2S 2H 3D', { rank: '2' }));
    expect(down.melds[1]?.rank).toBe('2');
    // One natural card at most, whichever rank it is read as: never a set.
    for (const rank of [undefined, '2', '3'] as const) {
      const a = meld('set', '2S 3H JK', rank === undefined ? {} : { rank });
      expect(errorOf(s, a)).not.toBeNull();
      expect(listed(a)).toBe(false);
    }
  });
  it('R9 an all-Joker set takes only further Jokers', () => {
    let s = ready('4C 5C 6C 7C 8C JK JK JK JK 2C KS QD 9H TD', 3);
    s = play(s, meld('run', '4C 5C 6C 7C 8C'), meld('set', 'JK JK JK'));
    expect(errorOf(s, layOff('2C', 1))).toBe('NOT_A_MELD');
    expect(errorOf(s, layOff('JK', 1))).toBeNull();
  });
});

describe('laying down', () => {
  it('R10 a contract meld goes down at its minimum size; it grows by lay-offs the same turn', () => {
    let s = ready('5H 6H 7H 8H 9S 9D 9C 9H KS QD 4C 2D TC JC', 1);
    expect(errorOf(s, meld('run', '5H 6H 7H 8H'))).toBe('WRONG_MELD_SIZE');
    s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'), layOff('8H', 0, 'high'));
    expect(s.melds[0]?.cards.length).toBe(4);
  });
  it('R11 two sets of one rank in a contract are allowed', () => {
    let s = ready('7S 7H 7D 7C 7S 7H JK 2C KS KH KD KC 4D 9H', 2);
    s = play(s, meld('set', '7S 7H 7D 7C'));
    expect(errorOf(s, meld('set', '7S 7H JK 2C'))).toBeNull();
  });
  it('R11 option contractSetsDistinctRanks: they must differ', () => {
    let s = ready('7S 7H 7D 7C 7S 7H JK 2C KS KH KD KC 4D 4H', 2, { contractSetsDistinctRanks: true });
    s = play(s, meld('set', '7S 7H 7D 7C'));
    expect(errorOf(s, meld('set', '7S 7H JK 2C'))).toBe('SETS_SAME_RANK');
    expect(errorOf(s, meld('set', 'KS KH KD KC'))).toBeNull();
    // With only 7s and kings to offer, the first set already leaves the contract unreachable.
    const short = ready('7S 7H 7D 7C 7S 7H JK 2C KS KH KD KC 4D 9H', 2, { contractSetsDistinctRanks: true });
    expect(errorOf(short, meld('set', '7S 7H 7D 7C'))).toBe('CONTRACT_UNREACHABLE');
  });
  it('R12 a meld is legal only while the rest of the contract can still be made', () => {
    const s = ready('9H TH JH QH 9S 9D 9C 4S 6D 8C KS 5D 5C 7D', 1);
    expect(errorOf(s, meld('run', '9H TH JH'))).toBe('CONTRACT_UNREACHABLE');
    expect(errorOf(s, meld('run', 'TH JH QH'))).toBeNull();
  });
  it("R12 once the first meld is down, only the contract's remaining melds may follow", () => {
    const s = play(ready('5H 6H 7H 9S 9D 9C 9H KS QD 4C 2D TC JC 8H', 1), meld('run', '5H 6H 7H'));
    expect(s.phase).toBe('layingDown');
    expect(errorOf(s, { type: 'discard', seat: 0, card: 'KS' })).toBe('FINISH_CONTRACT');
    expect(errorOf(s, layOff('8H', 0, 'high'))).toBe('FINISH_CONTRACT');
    expect(errorOf(s, meld('run', '8H 9H TC'))).toBe('NOT_IN_CONTRACT');
    expect(game.legalMoves(s, 0).every((a) => a.type === 'meld')).toBe(true);
  });
  it('R13 7 Pairs: one wild a pair, two pairs of a rank allowed; the rest must pair up', () => {
    const s = ready('9S 9H 9S 9D JK KD 2S 2D QH QC 7S 7D AS AH', 4);
    expect(errorOf(s, meld('pair', '9S 9H'))).toBeNull();
    expect(errorOf(s, meld('pair', 'KD JK'))).toBeNull();
    const odd = ready('9S 9H 9S 9D 4C KD 5S 6D QH QC 7S 7D AS AH', 4);
    expect(errorOf(odd, meld('pair', '9S 9H'))).toBe('CONTRACT_UNREACHABLE');
    // Not laying down: draw and discard as usual.
    expect(errorOf(odd, { type: 'discard', seat: 0, card: '4C' })).toBeNull();
  });
  it('R13 option sevenPairsWild none: no wild card in a pair', () => {
    const s = ready('9S 9H 9S 9D JK KD 2S 2D QH QC 7S 7D AS AH', 4, { sevenPairsWild: 'none' });
    expect(errorOf(s, meld('pair', 'KD JK'))).toBe('WILD_NOT_ALLOWED');
  });
  it('R14 the no-wild run of contract 5 takes wilds by lay-off afterwards (default)', () => {
    const s = play(ready('6C 7C 8C 9C TC JK 2D KS QD 4H 5S AD 3S 9H', 5), meld('run', '6C 7C 8C 9C TC'));
    expect(errorOf(s, layOff('JK', 0, 'high'))).toBeNull();
  });
  it('R14 option noWildRunStaysPure: it stays free of wilds', () => {
    const s = play(
      ready('6C 7C 8C 9C TC JK 2D KS QD 4H 5C AD 3S 9H', 5, { noWildRunStaysPure: true }),
      meld('run', '6C 7C 8C 9C TC'),
    );
    expect(errorOf(s, layOff('JK', 0, 'high'))).toBe('WILD_NOT_ALLOWED');
    expect(errorOf(s, layOff('5C', 0, 'low'))).toBeNull();
  });
  it('R16 six wild cards, closed to additions', () => {
    const hand = 'JK JK 2S 3H 2D 3C 2H 9D 9C KS QH 5S 4C AH';
    const s = play(ready(hand, 13), meld('wilds', 'JK JK 2S 3H 2D 3C'));
    expect(s.laidDown[0]).toBe(true);
    expect(errorOf(s, layOff('2H', 0))).toBe('MELD_CLOSED');
    const open = play(ready(hand, 13, { sixWildsMeldClosed: false }), meld('wilds', 'JK JK 2S 3H 2D 3C'));
    expect(errorOf(open, layOff('2H', 0))).toBeNull();
    expect(errorOf(open, layOff('9D', 0))).toBe('NOT_A_MELD');
  });
  it('R17 only the current contract, once a round', () => {
    const s = ready('5H 6H 7H 9S 9D 9C 9H KS QD 4C 2D TC JC 8H', 2);
    expect(errorOf(s, meld('run', '5H 6H 7H'))).toBe('NOT_IN_CONTRACT');
    const laid = play(
      ready('5H 6H 7H 9S 9D 9C 9H KS KD KC 2D TC JC 8H', 1),
      meld('run', '5H 6H 7H'),
      meld('set', '9S 9D 9C 9H'),
    );
    // Contract 2 is not laid down this round: only extra melds (a set of exactly 3).
    expect(errorOf(laid, meld('set', 'KS KD KC 2D'))).toBe('WRONG_MELD_SIZE');
    expect(errorOf(laid, meld('set', 'KS KD KC'))).toBeNull();
  });
  it('R18 extra sets of exactly 3 and runs of exactly 4, only after laying down', () => {
    const hand = '5H 6H 7H 9S 9D 9C 9H KS KD KC TC JC QC AC';
    expect(errorOf(ready(hand, 1), meld('set', 'KS KD KC'))).toBe('WRONG_MELD_SIZE');
    const s = play(ready(hand, 1), meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    expect(errorOf(s, meld('run', 'TC JC QC'))).toBe('WRONG_MELD_SIZE');
    expect(errorOf(s, meld('pair', 'KS KD'))).toBe('NOT_IN_CONTRACT');
    expect(errorOf(s, meld('run', 'TC JC QC KC'))).toBeNull();
  });
  it("R18 lay-offs go on other players' melds only once the player has laid down", () => {
    const hand = '5H 6H 7H 9S 9D 9C 9H KS KD 4C QC TD 8S JC';
    let s = ready(hand, 1, {}, '8H 9H TH JS QS KH AD AH 3S 4S 6C 7C 8D');
    s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'), { type: 'discard', seat: 0, card: 'KS' });
    s = play(s, { type: 'draw', seat: 1, from: 'stock' });
    expect(errorOf(s, { type: 'layOff', seat: 1, card: '8H', meld: 0, end: 'high' })).toBe('NOT_LAID_DOWN');
    expect(errorOf(s, { type: 'layOff', seat: 1, card: '8H', meld: 0 })).toBe('NOT_LAID_DOWN');
  });
  it('R19 a wild on the table may not be swapped out (default)', () => {
    const s = play(
      ready('5H JK 7H 9S 9D 9C 9H 6H KS QD 4C 2D TC JC', 1),
      meld('run', '5H JK 7H'),
      meld('set', '9S 9D 9C 9H'),
    );
    expect(errorOf(s, { type: 'swapWild', seat: 0, card: '6H', meld: 0, index: 1 })).toBe('SWAP_NOT_ALLOWED');
  });
  it("R19 option allowWildSwap: the natural card takes the wild's place and the wild goes to hand", () => {
    let s = ready('5H JK 7H 9S 9D 9C 9H 6H KS QD 4C 2D TC JC', 1, { allowWildSwap: true });
    s = play(s, meld('run', '5H JK 7H'), meld('set', '9S 9D 9C 9H'));
    expect(errorOf(s, { type: 'swapWild', seat: 0, card: 'KS', meld: 0, index: 1 })).toBe('NOT_A_WILD');
    expect(errorOf(s, { type: 'swapWild', seat: 0, card: '6H', meld: 0, index: 0 })).toBe('NOT_A_WILD');
    s = play(s, { type: 'swapWild', seat: 0, card: '6H', meld: 0, index: 1 });
    expect(s.melds[0]?.cards.map((c) => c.slice(0, 2))).toEqual(['5H', '6H', '7H']);
    expect(s.hands[0]?.some((c) => c.startsWith('JK'))).toBe(true);
  });
  it('R20 melds are final: table cards never move, lay-offs only add at the ends', () => {
    let s = ready('5H 6H 7H 9S 9D 9C 9H 4H 8H KS QD 2D TC JC', 1);
    s = play(s, meld('run', '5H 6H 7H'), meld('set', '9S 9D 9C 9H'));
    const before = s.melds[0]?.cards ?? [];
    s = play(s, layOff('4H', 0, 'low'), layOff('8H', 0, 'high'));
    expect(s.melds[0]?.cards.slice(1, 4)).toEqual(before);
    expect(errorOf(s, { type: 'rearrange', seat: 0 })).toBe('MALFORMED_ACTION');
  });
});

describe('laying down in any order', () => {
  it('R12 the set of contract 7 may go down before its run (the run is still reachable)', () => {
    const all = cards('8S 9S TS JS QS KS AS 6D 6H 6C JK 2D 4C 5H');
    const s = drawStock(onContract(deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string] }), 0, 7));
    expect(errorOf(s, { type: 'meld', seat: 0, kind: 'set', cards: cards('6D 6H 6C JK') })).toBeNull();
    expect(errorOf(s, { type: 'meld', seat: 0, kind: 'run', cards: cards('8S 9S TS JS QS KS AS') })).toBeNull();
  });
  it('R12 the set of contract 14 may go down first, leaving exactly the run and the discard', () => {
    const all = cards('5C 6C 7C 8C 9C TC JC QC KD KH KS JK 2D 4H');
    const s = drawStock(onContract(deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string] }), 0, 14));
    expect(errorOf(s, { type: 'meld', seat: 0, kind: 'set', cards: cards('KD KH KS JK 2D') })).toBeNull();
  });
});
