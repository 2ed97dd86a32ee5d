/**
 * The 14 contracts: for each, a valid arrangement laid down through
 * `planLayDown` (and the actions it gives pass `validate`), and an invalid one
 * rejected with the rule it breaks. Hands hold 14 cards: 13 dealt + the stock
 * card drawn.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/core/errors.js';
import { type PlannedMeld, planLayDown } from '../../../src/games/frustration-rummy/index.js';
import { bases, cards, deal, drawStock, game, onContract, play } from './helpers.js';

type Row = { n: number; hand: string; valid: PlannedMeld[]; invalid: PlannedMeld[]; code: string };
const run = (c: string, low?: PlannedMeld['low']): PlannedMeld =>
  low ? { kind: 'run', cards: cards(c), low } : { kind: 'run', cards: cards(c) };
const set = (c: string): PlannedMeld => ({ kind: 'set', cards: cards(c) });
const pair = (c: string): PlannedMeld => ({ kind: 'pair', cards: cards(c) });

const rows: Row[] = [
  {
    n: 1,
    hand: '5H 6H 7H 9S 9D 9C 9H KS KD 4C QC TD 8S JC',
    valid: [run('5H 6H 7H'), set('9S 9D 9C 9H')],
    invalid: [run('5H 6H 8S'), set('9S 9D 9C 9H')],
    code: 'NOT_A_MELD',
  },
  {
    n: 2,
    hand: '4S 4H 4D 4C 8S 8H 8D JK KS KH 2C KD AS QH',
    valid: [set('4S 4H 4D 4C'), set('8S 8H 8D JK'), set('KS KH KD 2C')],
    invalid: [set('4S 4H 4D 4C'), set('8S JK 2C AS'), set('KS KH KD 8H')],
    code: 'NOT_A_MELD',
  },
  {
    n: 3,
    hand: '3C 4C 5C 6C 7C QS QH QD 9D 9H TS JD KC 8S',
    valid: [run('3C 4C 5C 6C 7C'), set('QS QH QD')],
    invalid: [run('3C 4C 5C 6C 7C'), set('QS QH 9D')],
    code: 'NOT_A_MELD',
  },
  {
    n: 4,
    hand: 'AS AH 5D 5C 9S 9H JK KD 2S 2D QH QC 7S 7D',
    valid: [pair('AS AH'), pair('5D 5C'), pair('9S 9H'), pair('KD JK'), pair('2S 2D'), pair('QH QC'), pair('7S 7D')],
    invalid: [pair('AS 5D'), pair('AH 5C'), pair('9S 9H'), pair('KD JK'), pair('2S 2D'), pair('QH QC'), pair('7S 7D')],
    code: 'NOT_A_MELD',
  },
  {
    n: 5,
    hand: 'AD 2D 3D 4D 5D 9S 9C JH QH KS 6C 7C TC 8D',
    valid: [run('AD 2D 3D 4D 5D')],
    invalid: [run('AD 2D 3D 4D JK')],
    code: 'CARD_NOT_IN_HAND',
  },
  {
    n: 5,
    hand: 'AD 2D JK 4D 5D 9S 9C JH QH KS 6C 7C TC 8C',
    valid: [run('6C 7C 8C 9C TC')],
    invalid: [run('AD 2D JK 4D 5D')],
    code: 'WILD_NOT_ALLOWED',
  },
  {
    n: 6,
    hand: '4H 5H 6H 7H JK 9H 2S JH AC KC QD 8S 3D TS',
    valid: [run('4H 5H 6H 7H JK 9H 2S JH')],
    invalid: [run('4H 5H 6H 7H JK 9H 2S')],
    code: 'WRONG_MELD_SIZE',
  },
  {
    n: 7,
    hand: '8S 9S TS JS QS KS AS 6D 6H 6C JK 2D 4C 5H',
    valid: [run('8S 9S TS JS QS KS AS'), set('6D 6H 6C JK')],
    invalid: [run('9S TS JS QS KS AS 2D'), set('6D 6H 6C JK')],
    code: 'RUN_TOO_LONG',
  },
  {
    n: 8,
    hand: 'AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS 5D',
    valid: [run('AS 2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS')],
    invalid: [run('2H 3D 4C 5S 6H 7D 8C 9S TH JD QC KS AS')],
    code: 'NOT_A_MELD',
  },
  {
    n: 9,
    hand: '5S 5H 5D 8C 8D JK TH TS 2H KC KD 3S AD 7H',
    valid: [set('5S 5H 5D'), set('8C 8D JK'), set('TH TS 2H'), set('KC KD 3S')],
    invalid: [set('5S 5H 5D'), set('8C JK 2H'), set('TH TS 8D'), set('KC KD 3S')],
    code: 'TOO_MANY_WILDS',
  },
  {
    n: 10,
    hand: '9C TC JC QC 4S 4D 4H AH AD JK 7S 8S 6D KH',
    valid: [run('9C TC JC QC'), set('4S 4D 4H'), set('AH AD JK')],
    invalid: [run('9C TC JC QC'), set('4S 4D 4H')],
    code: 'CONTRACT_UNREACHABLE',
  },
  {
    n: 11,
    hand: '7S 7H 7D JK 2C 3H 9D 9C KS QH 5S 4C AH TD',
    valid: [set('7S 7H 7D JK 2C 3H')],
    invalid: [set('7S 7H JK 2C 3H 9D')],
    code: 'NOT_A_MELD',
  },
  {
    n: 11,
    hand: '7S 7H 7D JK 2C 3H 9D 9C KS QH 5S 4C AH TD',
    valid: [set('7S 7H 7D JK 2C 3H')],
    invalid: [set('7S 7H JK 2C 3H JK')],
    code: 'DUPLICATE_CARD',
  },
  {
    n: 12,
    hand: '2H 3H 4H 5H 6H QS QD QC QH JK 9C 8D TS KC',
    valid: [run('2H 3H 4H 5H 6H'), set('QS QD QC QH JK')],
    invalid: [run('2H 3H 4H 5H 6H'), set('QS QD JK 9C TS')],
    code: 'NOT_A_MELD',
  },
  {
    n: 13,
    hand: 'JK JK 2S 3H 2D 3C 9D 9C KS QH 5S 4C AH TD',
    valid: [{ kind: 'wilds', cards: cards('JK JK 2S 3H 2D 3C') }],
    invalid: [{ kind: 'wilds', cards: cards('JK JK 2S 3H 2D 9D') }],
    code: 'NOT_A_MELD',
  },
  {
    n: 14,
    hand: '5C 6C 7C 8C 9C TC JC QC KD KH KS JK 2D 4H',
    valid: [run('5C 6C 7C 8C 9C TC JC QC'), set('KD KH KS JK 2D')],
    invalid: [run('5C 6C 7C 8C 9C TC JC QC'), set('KD KH JK 2D 4H')],
    code: 'NOT_A_MELD',
  },
];

function ready(row: Row) {
  const all = cards(row.hand);
  const state = deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string] });
  return drawStock(onContract(state, 0, row.n));
}

describe('the 14 contracts', () => {
  it('has the 14 contracts of the board, in order', async () => {
    const { CONTRACTS } = await import('../../../src/games/frustration-rummy/index.js');
    expect(CONTRACTS.map((c) => c.name)).toEqual([
      '1 Run of 3 & 1 Set of 4',
      '3 Sets of 4',
      '1 Run of 5 & 1 Set of 3',
      '7 Pairs',
      '1 Run of 5 (No Wild Cards)',
      '1 Run of 8',
      '1 Run of 7 & 1 Set of 4',
      '1 Run of 13 (Mixed Suits)',
      '4 Sets of 3',
      '1 Run of 4 & 2 Sets of 3',
      '1 Set of 6',
      '1 Run of 5 & 1 Set of 5',
      '6 Wild Cards',
      '1 Run of 8 & 1 Set of 5',
    ]);
  });

  for (const row of rows) {
    it(`contract ${row.n}: a valid lay-down goes down meld by meld`, () => {
      const s = ready(row);
      const actions = planLayDown(s, 0, row.valid);
      if (actions instanceof RuleError) throw actions;
      const melds = actions.filter((a) => a.type === 'meld');
      expect(melds).toHaveLength(row.valid.length);
      // The first meld is one of the listed legal moves.
      const keys = game.legalMoves(s, 0).map(game.moveKey);
      expect(keys).toContain(game.moveKey(melds[0]!));
      const after = play(s, ...actions);
      const tableCards = after.round !== s.round ? null : after.melds.flatMap((m) => m.cards);
      if (row.n === 4) {
        // Laying down 7 Pairs is going out: the round ends at once, no discard (R13).
        expect(after.history.at(-1)?.wentOut).toBe(0);
        expect(after.completed[0]).toBe(4);
      } else {
        expect(after.laidDown[0]).toBe(true);
        expect(bases(tableCards ?? [])).toEqual(bases(row.valid.flatMap((m) => m.cards)));
      }
    });
    it(`contract ${row.n}: an invalid lay-down is refused (${row.code})`, () => {
      const s = ready(row);
      const r = planLayDown(s, 0, row.invalid);
      expect(r).toBeInstanceOf(RuleError);
      expect((r as RuleError).code).toBe(row.code);
    });
  }
});
