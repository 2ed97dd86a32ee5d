/**
 * R10 (new text): a run holding wilds may be put down longer than its minimum when it is a
 * full-ratio run — as many wilds as naturals (one fewer under `lessThanHalf`) and a natural card
 * at each end — for contract runs and extra runs (R18); and the canonical order of a run's wilds
 * (rules page, "Actions"): one move whichever order the wilds are given in, unless
 * `allowWildSwap` (R19).
 */
import { describe, expect, it } from 'vitest';
import { baseCard } from '../../../src/core/cards.js';
import { RuleError } from '../../../src/core/errors.js';
import {
  type PlannedMeld,
  planLayDown,
  type RummyAction,
  type RummyOptions,
  type RummyState,
} from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, errorOf, game, onContract, play } from './helpers.js';

/** Seat 0 on `contract` holding these 14 cards after its draw. */
function ready(hand: string, contract: number, options: Partial<RummyOptions> = {}): RummyState {
  const all = cards(hand);
  return drawStock(
    onContract(deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string], options }), 0, contract),
  );
}

const meld = (kind: 'run' | 'set', list: string, extra: Partial<RummyAction> = {}): RummyAction =>
  ({ type: 'meld', seat: 0, kind, cards: cards(list), ...extra }) as RummyAction;

const keys = (s: RummyState): Set<string> =>
  new Set(
    game
      .legalMoves(s, 0)
      .filter((a) => a.type === 'meld' && a.kind === 'run')
      .map((a) => (a.type === 'meld' ? a.cards.map(baseCard).join(' ') : '')),
  );

describe('R10 full-ratio runs', () => {
  const gap = '4H JK JK 7H 9S 9H 9D 9C KS QD TC 5C 8D 6C';

  it('R10 contract 1: 4♥ JK JK 7♥ with a set of four goes down by meld actions', () => {
    const s = ready(gap, 1);
    expect(keys(s)).toContain('4H JK JK 7H');
    const after = play(s, meld('run', '4H JK JK 7H'), meld('set', '9S 9H 9D 9C'));
    expect(after.laidDown[0]).toBe(true);
    expect(after.melds.map((m) => m.cards.length)).toEqual([4, 4]);
    // The set first: the run is still reachable, so the set is legal too.
    expect(errorOf(s, meld('set', '9S 9H 9D 9C'))).toBeNull();
  });

  it('R10 contract 1: planLayDown lays 4♥ JK JK 7♥ and the set of four', () => {
    const s = ready(gap, 1);
    const plan = planLayDown(s, 0, [
      { kind: 'run', cards: cards('4H JK JK 7H') },
      { kind: 'set', cards: cards('9S 9H 9D 9C') },
    ]);
    if (plan instanceof RuleError) throw plan;
    const after = play(s, ...plan);
    expect(after.laidDown[0]).toBe(true);
    expect(after.melds[0]?.cards.map(baseCard)).toEqual(cards('4H JK JK 7H'));
  });

  it('R10 an extra run of 4 may go down as 4♥ 5♥ JK JK JK 9♥', () => {
    const s0 = ready('5S 6S 7S 9S 9H 9D 9C 4H 5H JK JK JK 9H KD', 1);
    const laid = play(s0, meld('run', '5S 6S 7S'), meld('set', '9S 9H 9D 9C'));
    expect(laid.laidDown[0]).toBe(true);
    expect(errorOf(laid, meld('run', '4H 5H JK JK JK 9H'))).toBeNull();
    expect(keys(laid)).toContain('4H 5H JK JK JK 9H');
    const after = play(laid, meld('run', '4H 5H JK JK JK 9H'));
    expect(after.melds.at(-1)?.cards.length).toBe(6);
  });

  it('R10 a longer run needs the full ratio: 5 cards with 2 wilds, a wild end, or no wild are refused', () => {
    const s = ready('4H JK 6H JK 8H 5H 6H 7H 9S 9H 9D 9C KS 2C', 1);
    // As many wilds as naturals: 3 naturals and 2 wilds is not a full-ratio run by default.
    expect(errorOf(s, meld('run', '4H JK 6H JK 8H'))).toBe('WRONG_MELD_SIZE');
    // A wild at an end.
    expect(errorOf(s, meld('run', 'JK 5H JK 7H'))).toBe('WRONG_MELD_SIZE');
    // An all-natural run goes down at its minimum length.
    expect(errorOf(s, meld('run', '4H 5H 6H 7H'))).toBe('WRONG_MELD_SIZE');
    // The minimum size is still fine.
    expect(errorOf(s, meld('run', '4H JK 6H'))).toBeNull();
  });

  it('R10 under lessThanHalf a full-ratio run has one wild fewer than naturals', () => {
    const s = ready('4H 5H JK JK 8H 9S 9H 9D 9C KS QD TC 5C 7D', 1, { wildRatio: 'lessThanHalf' });
    expect(errorOf(s, meld('run', '4H 5H JK JK 8H'))).toBeNull();
    expect(keys(s)).toContain('4H 5H JK JK 8H');
    // As many wilds as naturals breaks this ratio at any length.
    const t = ready(gap, 1, { wildRatio: 'lessThanHalf' });
    expect(errorOf(t, meld('run', '4H JK JK 7H'))).toBe('TOO_MANY_WILDS');
  });

  it('R10 contract 5 (no wilds) and the run of 13 go down at their own length only', () => {
    const s = ready('4H 5H 6H 7H 8H 9H 9S 9D 9C KS QD TC 5C 7D', 5);
    expect(errorOf(s, meld('run', '4H 5H 6H 7H 8H 9H'))).toBe('WRONG_MELD_SIZE');
    expect(errorOf(s, meld('run', '4H 5H 6H 7H 8H'))).toBeNull();
  });

  it('R16 planLayDown: the six wilds exactly six, refused with more', () => {
    const s = ready('JK JK 2S 2H 3D 3C 2C 9S 9H 9D KS QD TC 5C', 13);
    const ok = planLayDown(s, 0, [{ kind: 'wilds', cards: cards('JK JK 2S 2H 3D 3C') }]);
    expect(ok).not.toBeInstanceOf(RuleError);
    const seven = planLayDown(s, 0, [{ kind: 'wilds', cards: cards('JK JK 2S 2H 3D 3C 2C') }]);
    expect((seven as RuleError).code).toBe('WRONG_MELD_SIZE');
  });

  it('R10 planLayDown accepts larger melds within the ratio and refuses the rest with the broken rule', () => {
    const s = ready('4H JK 6H JK 8H JK 9S 9H 9D 9C 2C KS QD 5C', 1);
    // A run of 6, 3 naturals and 3 wilds, natural ends: within the ratio.
    const melds: PlannedMeld[] = [
      { kind: 'run', cards: cards('4H JK 6H JK 8H JK') },
      { kind: 'set', cards: cards('9S 9H 9D 9C 2C') },
    ];
    const plan = planLayDown(s, 0, melds);
    if (plan instanceof RuleError) throw plan;
    expect(play(s, ...plan).laidDown[0]).toBe(true);
    // Three wilds beside two naturals breaks R8.
    const bad = planLayDown(s, 0, [
      { kind: 'run', cards: cards('JK 4H JK 6H JK') },
      { kind: 'set', cards: cards('9S 9H 9D 9C') },
    ]);
    expect((bad as RuleError).code).toBe('TOO_MANY_WILDS');
  });
});

describe('the canonical order of a run’s wilds', () => {
  const hand = '4S 2H JK 7S 9S 9H 9D 9C KD QD TC 5C 8D 6C';

  it('lists a run once whichever wild stands in which slot, and validate reads any order as that move', () => {
    const s = ready(hand, 1);
    const runs = [...keys(s)].filter((k) => k.startsWith('4S') && k.endsWith('7S'));
    // 4♠ 2♥ JK 7♠ and 4♠ JK 2♥ 7♠: one move.
    expect(runs).toHaveLength(1);
    const listed = runs[0] as string;
    const other = listed === '4S 2H JK 7S' ? '4S JK 2H 7S' : '4S 2H JK 7S';
    const v = game.validate(s, meld('run', other));
    expect(v.ok).toBe(true);
    if (v.ok && v.action.type === 'meld') expect(v.action.cards.map(baseCard).join(' ')).toBe(listed);
    // The run goes on the table in the listed order either way.
    const a = play(s, meld('run', other));
    const b = play(s, meld('run', listed));
    expect(a.melds[0]?.cards.map(baseCard)).toEqual(b.melds[0]?.cards.map(baseCard));
    expect(a.melds[0]?.cards.map(baseCard).join(' ')).toBe(listed);
  });

  it('a 2 or 3 that would be natural in its own slot is never placed there as a wild', () => {
    // A♠ _ _ 4♠ with the wilds 2♠ and JK: 2♠ comes first in the canonical order, but in slot 2 it
    // would be natural (R6), a run of three naturals and one wild, which is no full-ratio run.
    const s = ready('AS 2S JK 4S 9S 9H 9D 9C KD QD TC 5C 8D 6C', 1);
    const runs = [...keys(s)].filter((k) => k.startsWith('AS') && k.endsWith('4S') && k.split(' ').length === 4);
    expect(runs).toEqual(['AS JK 2S 4S']);
    expect(errorOf(s, meld('run', 'AS 2S JK 4S'))).toBe('WRONG_MELD_SIZE');
  });

  it('R19 with allowWildSwap every order is its own move', () => {
    const s = ready(hand, 1, { allowWildSwap: true });
    const runs = [...keys(s)].filter((k) => k.startsWith('4S') && k.endsWith('7S'));
    expect(runs.sort()).toEqual(['4S 2H JK 7S', '4S JK 2H 7S']);
    const v = game.validate(s, meld('run', '4S JK 2H 7S'));
    expect(v.ok && v.action.type === 'meld' && v.action.cards.map(baseCard).join(' ')).toBe('4S JK 2H 7S');
  });

  it('the wild-rich hand of the rules page lists 11,620 moves (11,606 first melds and 14 discards)', () => {
    const s = ready('2S 2H 2D 2C 3S 3H 3D 3C 4S 5S 6S 7S 8S 9S', 6);
    const moves = game.legalMoves(s, 0);
    expect(moves.filter((a) => a.type === 'meld')).toHaveLength(11_606);
    expect(moves.filter((a) => a.type === 'discard')).toHaveLength(14);
    expect(moves).toHaveLength(11_620);
  });
});
