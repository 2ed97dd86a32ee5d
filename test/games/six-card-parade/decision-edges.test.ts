/**
 * Scenario tests for decision edges the other files leave out (found by a coverage audit):
 * markers together and with rounding (S24), markers through a K♠ extension (S23), the Queens
 * with an empty hand (S26), the final turns with three players (S27), the straight's minimum
 * length both ways (S14) and a countering A♣ under `spentRoyalsTo: 'removed'` (S12, S19).
 */
import { describe, expect, it } from 'vitest';
import { codeOf, drawn, game, landSet, quietTurn, run, start } from './helpers.js';

const OTHER = ['9S', '9D', '4H', '4C', 'TH', 'TD'];

describe('decision edges', () => {
  it('S24 a pair with both the K♣ (×½) and the K♦ (×2) scores its 5 points under every rounding', () => {
    for (const rounding of ['none', 'floor', 'ceil'] as const) {
      let s = drawn(
        start({ hands: [['KC', 'KD', '7S', '7D', '5C', '6C'], OTHER], options: { halfPointRounding: rounding } }),
      );
      s = landSet(s, 0, ['7S', '7D']);
      const id = s.fields[0]?.[0]?.id as number;
      s = run(
        s,
        { type: 'attachMarker', seat: 0, card: 'KC', set: id },
        { type: 'attachMarker', seat: 0, card: 'KD', set: id },
      );
      expect(game.score(s).points[0], rounding).toBe(5);
    }
  });

  it('S24 the K♣ halves an odd 15 to 7, 8 or 7.5 by the rounding option', () => {
    for (const [rounding, points] of [
      ['floor', 7],
      ['ceil', 8],
      ['none', 7.5],
    ] as const) {
      let s = drawn(
        start({ hands: [['KC', '7S', '7D', '7C', '5C', '6C'], OTHER], options: { halfPointRounding: rounding } }),
      );
      s = landSet(s, 0, ['7S', '7D', '7C']);
      s = run(s, { type: 'attachMarker', seat: 0, card: 'KC', set: s.fields[0]?.[0]?.id as number });
      expect(game.score(s).points[0], rounding).toBe(points);
    }
  });

  it('S23 a K♠ extension keeps the markers: a K♦ on a pair doubles the 3 of a Kind it becomes', () => {
    let s = drawn(start({ hands: [['KS', 'KD', '7S', '7D', '7C', '6C'], OTHER] }));
    s = landSet(s, 0, ['7S', '7D']);
    const id = s.fields[0]?.[0]?.id as number;
    s = run(
      s,
      { type: 'attachMarker', seat: 0, card: 'KD', set: id },
      { type: 'extendSet', seat: 0, set: id, cards: ['7C'], wild: null },
    );
    expect(game.score(s).points[0]).toBe(30);
  });

  it('S26 Q♠ naming an empty hand: it gives nothing, the other hand still gives a random card', () => {
    let s = drawn(start({ hands: [['QS', '7S', '7D', '5S', '5D', '8S'], OTHER], top: ['8H'] }));
    s = landSet(landSet(landSet(s, 0, ['7S', '7D']), 0, ['5S', '5D']), 0, ['8S', '8H']);
    expect(s.hands[0]).toEqual(['QS']);
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QS', players: [0, 1] });
    expect([s.hands[0]?.length, s.hands[1]?.length]).toEqual([1, 5]);
  });

  it('S26 Q♥ whose player is left empty-handed: only the other picks, and play goes back to the main part', () => {
    let s = drawn(start({ hands: [['QH', '7S', '7D', '5S', '5D', '8S'], OTHER], top: ['8H'] }));
    s = landSet(landSet(landSet(s, 0, ['7S', '7D']), 0, ['5S', '5D']), 0, ['8S', '8H']);
    s = run(s, { type: 'namePlayers', seat: 0, card: 'QH', players: [0, 1] });
    expect(game.actors(s)).toEqual([1]);
    s = run(s, game.legalMoves(s, 1)[0] as never);
    expect(s.phase).toBe('main');
    expect(s.hands[0]?.length).toBe(1);
  });

  it('S27 with three players, the seat that takes the last library card plays the last of the final turns', () => {
    let s = start({
      players: 3,
      hands: [['7S', '7D', '4S', '4D', '2C', '3C'], OTHER, ['8S', '8D', '5S', '5D', '6S', '6D']],
    });
    // Quiet turns until seat 1 is to play with one library card left.
    while (!(s.library.length === 1 && s.turn === 1)) {
      if (s.library.length > 1) {
        s = quietTurn(s);
        continue;
      }
      const seat = s.turn;
      const top = s.stable[s.stable.length - 1] as string;
      s = run(
        s,
        { type: 'firstDraw', seat, from: 'stable' },
        { type: 'doneWithSets', seat },
        { type: 'discard', seat, card: top },
      );
    }
    s = quietTurn(s);
    const order: number[] = [];
    while (s.phase !== 'over') {
      order.push(s.turn);
      s = quietTurn(s);
    }
    expect(order).toEqual([2, 0, 1]);
  });

  it('S14 minStraightLength 5 refuses a four-card suited straight; 3 lets three cards score 35', () => {
    const hand = ['4S', '5S', '6S', '7S', '2D', '3C'];
    const five = drawn(start({ hands: [hand, OTHER], options: { minStraightLength: 5 } }));
    expect(codeOf(five, { type: 'playSet', seat: 0, cards: ['4S', '5S', '6S', '7S'], wild: null })).toBe('NOT_A_SET');
    const three = drawn(start({ hands: [hand, OTHER], options: { minStraightLength: 3 } }));
    expect(game.score(landSet(three, 0, ['4S', '5S', '6S'])).points[0]).toBe(35);
  });

  it("S12 spentRoyalsTo 'removed' with S19: the countering A♣ leaves the game, the cancelled set goes to the discard pile", () => {
    let s = drawn(
      start({
        hands: [
          ['7S', '7D', '2D', '3D', '5C', '6C'],
          ['AC', ...OTHER.slice(1)],
        ],
        options: { spentRoyalsTo: 'removed' },
      }),
    );
    s = run(s, { type: 'playSet', seat: 0, cards: ['7S', '7D'], wild: null }, { type: 'counter', seat: 1 });
    expect([s.discardPile, s.removed]).toEqual([['7S', '7D'], ['AC']]);
  });
});
