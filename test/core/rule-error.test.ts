/**
 * `RuleError` as a message (issue 30): made from a `Message`, it carries that message's id and
 * parameters; made from a plain string (an error meant for developers), it carries
 * `deckwright.error.<CODE>` and the text as its one parameter, which the core's catalogue formats
 * back to the same text.
 */
import { describe, expect, expectTypeOf, it } from 'vitest';
import { isRuleError, RuleError } from '../../src/core/errors.js';
import { deckwrightErrorWords } from '../../src/core/errorWords.js';
import { formatMessage, message } from '../../src/core/message.js';
import { parcellus } from '../../src/games/parcellus/index.js';
import { COMMON_CODES } from '../common-codes.js';

describe('RuleError from a Message', () => {
  it('takes the text as its message and the id and parameters as its own', () => {
    const m = message(
      'test.error.tooFew',
      { seat: 2, cards: ['10♥', 'J♠'] },
      {
        'test.error.tooFew': 'Seat {seat} holds only {cards}.',
      },
    );
    const e = new RuleError('TOO_FEW', m, { extra: 1 });
    expect(e.message).toBe('Seat 2 holds only 10♥ J♠.');
    expect(e.messageId).toBe('test.error.tooFew');
    expect(e.params).toEqual({ seat: 2, cards: ['10♥', 'J♠'] });
    expect(e.code).toBe('TOO_FEW');
    expect(e.details).toEqual({ extra: 1 });
    expect(e.name).toBe('RuleError');
    expect(e).toBeInstanceOf(Error);
    expect(isRuleError(e)).toBe(true);
  });
});

describe('RuleError from a plain string (for developers)', () => {
  it("is the message deckwright.error.<CODE> with the text as its parameter, and the core's catalogue gives the text back", () => {
    const text = 'The dealer must be a seat from 0 to 2.';
    const e = new RuleError('BAD_SETUP', text);
    expect(e.message).toBe(text);
    expect(e.messageId).toBe('deckwright.error.BAD_SETUP');
    expect(e.params).toEqual({ text });
    expect(e.details).toBeUndefined();
    expect(formatMessage(e.messageId, e.params, deckwrightErrorWords)).toBe(text);
  });

  it('has a catalogue entry for every shared code', () => {
    for (const code of Object.keys(COMMON_CODES)) {
      const e = new RuleError(code, `Something about ${code}.`);
      expect(formatMessage(e.messageId, e.params, deckwrightErrorWords)).toBe(`Something about ${code}.`);
    }
  });

  it('is what a bad setup throws, and a bad move is not', () => {
    let thrown: unknown;
    try {
      parcellus.init({ players: 3, seed: 1, dealer: 5 });
    } catch (e) {
      thrown = e;
    }
    expect(isRuleError(thrown) && thrown.messageId).toBe('deckwright.error.BAD_SETUP');
    const v = parcellus.validate(parcellus.init({ players: 3, seed: 1 }), { type: 'pass', seat: 1 });
    // Every seat passes cards first: a plain pass is not of this phase.
    expect(!v.ok && v.error.messageId).toBe('parcellus.error.wrongPhase');
    expect(!v.ok && v.error.params).toEqual({ action: 'pass', phase: 'pass' });
  });
});

describe('RuleError types', () => {
  it('keeps its code type parameter and types its message as data', () => {
    const e = new RuleError<'A' | 'B'>('A', 'x');
    expectTypeOf(e.code).toEqualTypeOf<'A' | 'B'>();
    expectTypeOf(e.messageId).toEqualTypeOf<string>();
    const u: unknown = e;
    if (isRuleError(u)) expectTypeOf(u.code).toEqualTypeOf<string>();
    const write = (): void => {
      // @ts-expect-error: the parameters are read-only
      e.params.text = 'changed';
    };
    expect(typeof write).toBe('function');
  });
});
