/**
 * Frustration Rummy refusals as messages (issue 30): their words look up what the event words
 * already name once — a contract's name, a meld's kind — so a translation of those reaches the
 * errors too; the English stays what it was. The table talk: seat 0 on contract 1 (1 Run of 3 &
 * 1 Set of 4) has drawn, and tries to put down too little.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../../src/core/errors.js';
import { type Catalogue, formatMessage } from '../../../src/core/message.js';
import { frustrationRummyWords, meldFault, planLayDown } from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, errorOf, game, onContract } from './helpers.js';

// A made-up French catalogue: the contract's name and the meld kinds translated once.
const FRENCH: Catalogue = {
  'rummy.error.planIncomplete':
    "L'arrangement laisse de côté une partie du contrat {number} ({number|rummy.contract.}) ; un contrat se pose en entier.",
  'rummy.error.contractSize':
    'Le contrat {number} pose ce {kind|rummy.aMeld.} avec exactement {size} cartes ; le reste vient ensuite.',
  'rummy.contract.1': '1 suite de 3 et 1 brelan de 4',
  'rummy.aMeld.set': 'groupe',
};

function ready(hand: string, contract: number) {
  const all = cards(hand);
  return drawStock(onContract(deal({ hands: [all.slice(0, 13), []], stock: [all[13] as string] }), 0, contract));
}

describe('a Frustration Rummy refusal in another catalogue', () => {
  const s = ready('5H 6H 7H 9S 9D 9C 9H KS QD 4C TC JC 8S 2D', 1);

  it('R12 a lay-down that leaves the set out names the contract, in English and in French', () => {
    const r = planLayDown(s, 0, [{ kind: 'run', cards: cards('5H 6H 7H') }]);
    if (!(r instanceof RuleError)) throw new Error('the arrangement was accepted');
    expect(r.code).toBe('CONTRACT_UNREACHABLE');
    expect(r.message).toBe(
      'The arrangement leaves part of contract 1 (1 Run of 3 & 1 Set of 4) out; a contract goes down whole in one turn (R12).',
    );
    expect(formatMessage(r.messageId, r.params, frustrationRummyWords)).toBe(r.message);
    expect(formatMessage(r.messageId, r.params, FRENCH)).toBe(
      "L'arrangement laisse de côté une partie du contrat 1 (1 suite de 3 et 1 brelan de 4) ; un contrat se pose en entier.",
    );
  });

  it('R10 a set of 5 for the contract set of 4 names the meld kind, in English and in French', () => {
    const v = game.validate(s, { type: 'meld', seat: 0, kind: 'set', cards: cards('9S 9D 9C 9H 2D') });
    expect(errorOf(s, { type: 'meld', seat: 0, kind: 'set', cards: cards('9S 9D 9C 9H 2D') })).toBe('WRONG_MELD_SIZE');
    if (v.ok) throw new Error('the meld was accepted');
    expect(v.error.message).toBe(
      'Contract 1 puts this set down with exactly 4 cards; add more afterwards by lay-offs (R10).',
    );
    expect(formatMessage(v.error.messageId, v.error.params, FRENCH)).toBe(
      'Le contrat 1 pose ce groupe avec exactement 4 cartes ; le reste vient ensuite.',
    );
  });
});

describe('a meld fault as data', () => {
  const s0 = game.init({ players: 2, seed: 1 });
  it('R9 a set of 7s with a 9 in it: plain data with its message id, as the error would say it', () => {
    const o = s0.options;
    const f = meldFault({ kind: 'set', cards: cards('7S 7D 9C'), rank: '7', suit: null, low: 0, pure: false }, o);
    expect(f?.message).toBe('9♣ does not belong in a set of 7s: it is neither a 7 nor wild.');
    expect(f?.messageId).toBe('rummy.error.notOfRank');
    expect(JSON.parse(JSON.stringify(f))).toEqual(f);
    if (f) expect(formatMessage(f.messageId, f.params, frustrationRummyWords)).toBe(f.message);
  });
});
