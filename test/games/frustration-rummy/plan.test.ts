/**
 * `planLayDown`: a freely arranged contract (melds of any size) becomes the
 * sequence of legal actions (each meld at its minimum size, then lay-offs in
 * an order that keeps the wild ratio), or the error saying why it cannot.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/core/errors.js';
import { type PlannedMeld, planLayDown } from '../../../src/games/frustration-rummy/index.js';
import { bases, cards, deal, drawStock, game, onContract, play } from './helpers.js';

function ready(hand: string, contract: number) {
  const all = cards(hand);
  return drawStock(onContract(deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string] }), 0, contract));
}

describe('planLayDown', () => {
  it('R10 a run of 6 with wilds at both ends and a set of 5 go down as minimum melds plus lay-offs', () => {
    const s = ready('JK 5H 6H 7H 8H 2C 9S 9D 9C 9H 3D KS QD 4C', 1);
    const melds: PlannedMeld[] = [
      { kind: 'run', cards: cards('JK 5H 6H 7H 8H 2C') },
      { kind: 'set', cards: cards('9S 9D 9C 9H 3D') },
    ];
    const actions = planLayDown(s, 0, melds);
    if (actions instanceof RuleError) throw actions;
    expect(actions.map((a) => a.type)).toEqual(['meld', 'meld', 'layOff', 'layOff', 'layOff', 'layOff']);
    const after = play(s, ...actions);
    expect(after.laidDown[0]).toBe(true);
    expect(after.melds[0]?.cards.map((c) => c.slice(0, 2))).toEqual(['JK', '5H', '6H', '7H', '8H', '2C']);
    expect(bases(after.melds[1]?.cards ?? [])).toEqual(bases(cards('9S 9D 9C 9H 3D')));
    expect(bases(after.hands[0] ?? [])).toEqual(bases(cards('KS QD 4C')));
  });
  it('R8 an arrangement with too many wilds is refused', () => {
    const s = ready('5H 6H 7H 9S 9D JK 2C 3D KS QD 4C TC JC 8S', 1);
    const r = planLayDown(s, 0, [
      { kind: 'run', cards: cards('5H 6H 7H') },
      { kind: 'set', cards: cards('9S 9D JK 2C 3D') },
    ]);
    expect((r as RuleError).code).toBe('TOO_MANY_WILDS');
  });
  it('R12 an arrangement that leaves part of the contract out, or every card, is refused', () => {
    const s = ready('5H 6H 7H 8H 9S 9D 9C 9H TH JH QH KH 4H 2C', 1);
    expect((planLayDown(s, 0, [{ kind: 'run', cards: cards('5H 6H 7H') }]) as RuleError).code).toBe(
      'CONTRACT_UNREACHABLE',
    );
    const all = planLayDown(s, 0, [
      { kind: 'run', cards: cards('4H 5H 6H 7H 8H 2C TH JH QH KH') },
      { kind: 'set', cards: cards('9S 9D 9C 9H') },
    ]);
    expect((all as RuleError).code).toBe('MUST_KEEP_DISCARD');
  });
  it('refuses an arrangement that is not one with MALFORMED_ACTION, never a crash', () => {
    const s = ready('JK 5H 6H 7H 8H 2C 9S 9D 9C 9H 3D KS QD 4C', 1);
    const throwing = Object.defineProperty({ kind: 'run' }, 'cards', {
      enumerable: true,
      get() {
        throw new Error('boom');
      },
    });
    const bad: unknown[] = [
      'abc',
      null,
      [null],
      [{ kind: 'run' }],
      [{ kind: 'run', cards: 'JK 5H 6H' }],
      [{ kind: 'set', cards: [1, 2, 3] }],
      [{ kind: 'set', cards: cards('9S 9D 9C'), rank: 'Z' }],
      [{ kind: 'set', cards: cards('9S 9D 9C'), extra: 1 }],
      [throwing],
    ];
    for (const arrangement of bad) {
      const r = planLayDown(s, 0, arrangement as PlannedMeld[]);
      expect(r).toBeInstanceOf(RuleError);
      expect((r as RuleError).code).toBe('MALFORMED_ACTION');
    }
  });
  it('refuses a plan out of turn or before the draw', () => {
    const s0 = onContract(deal({ hands: [cards('5H 6H 7H 9S 9D 9C 9H'), []] }), 0, 1);
    const melds: PlannedMeld[] = [
      { kind: 'run', cards: cards('5H 6H 7H') },
      { kind: 'set', cards: cards('9S 9D 9C 9H') },
    ];
    expect((planLayDown(s0, 0, melds) as RuleError).code).toBe('WRONG_PHASE');
    expect((planLayDown(drawStock(s0), 1, melds) as RuleError).code).toBe('NOT_YOUR_TURN');
    expect(planLayDown(drawStock(s0), 0, melds)).not.toBeInstanceOf(RuleError);
    expect(game.id).toBe('frustration-rummy');
  });
});
