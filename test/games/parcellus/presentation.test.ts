/**
 * Parcellus presentation on stacked decks (issue 30): the words of the blind pass (P3), of
 * climbing the parcel (P4, P6) and of leading (P12), told on the worked example's deal, and the
 * table a seat draws. Expected strings come from the rules' words, not from the output.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/core/errors.js';
import { formatMessage } from '../../../src/core/present.js';
import { parcellus, parcellusWords, parcellusPresentation as ui } from '../../../src/games/parcellus/index.js';
import { afterWorkedPass, deal, script, WORKED_SPEC } from './helpers.js';

const card = (c: string) => ({ type: 'card', card: c }) as const;

describe('P3 the blind pass, in words and by selection', () => {
  const s = deal(WORKED_SPEC);
  const west = parcellus.view(s, 0);

  it('asks each seat for three cards, passing left in the first round', () => {
    expect(ui.prompt(west).text).toBe('Your turn: choose three cards to pass left');
  });
  it('labels a pass with its three cards, sorted as the hand, and the direction', () => {
    expect(ui.label({ type: 'passCards', seat: 0, cards: ['KH', 'JH', 'QH'] }, west).text).toBe('Pass J♥ Q♥ K♥ left');
  });
  it('builds the pass one card at a time instead of twenty buttons', () => {
    const one = ui.select(west, [card('JH')]);
    expect(one.moves).toEqual([]);
    // Any two of West's other five cards complete it; the picked card is not offered again.
    expect(one.cards).toEqual(['9H', 'TH', 'QH', 'KH', 'KC']);
    const three = ui.select(west, [card('JH'), card('QH'), card('KH')]);
    expect(three.moves.map((m) => ui.label(m, west).text)).toEqual(['Pass J♥ Q♥ K♥ left']);
    expect(three.cards).toEqual([]);
  });
  it('once West has chosen, waits for the other two', () => {
    const after = parcellus.apply(s, { type: 'passCards', seat: 0, cards: ['JH', 'QH', 'KH'] });
    expect(ui.prompt(parcellus.view(after, 0)).text).toBe('Waiting for Seat 1 and Seat 2');
  });
  it('sorts the hand by suit, colours alternating, then up the cycle', () => {
    expect(ui.table(west).hand).toEqual(['9H', 'TH', 'JH', 'QH', 'KH', 'KC']);
  });
});

describe('P4 climbing the parcel, in words', () => {
  // West turns up J♠; North (left of the dealer) acts first.
  const s = afterWorkedPass();
  it('asks North for a black Q on the J♠, or a pass', () => {
    expect(ui.prompt(parcellus.view(s, 1)).text).toBe('Your turn: play a black Q on the J♠, or pass');
    expect(ui.prompt(parcellus.view(s, 0)).text).toBe('Waiting for Seat 1');
  });
  it('after North plays Q♣, South holds no black K and is told to pass', () => {
    const t = script(s, ['QC']);
    expect(ui.prompt(parcellus.view(t, 2)).text).toBe('Your turn: you hold no black K for the Q♣, so pass');
    const moves = ui.legalMovesFromView(parcellus.view(t, 2));
    expect(moves.map((m) => ui.label(m, parcellus.view(t, 2)).text)).toEqual(['Pass']);
  });
  it('then asks West, holding K♣, for a black K on the Q♣ (the issue’s example)', () => {
    const t = script(s, ['QC', '-']);
    const v = parcellus.view(t, 0);
    expect(ui.prompt(v).text).toBe('Your turn: play a black K on the Q♣, or pass');
    expect(ui.legalMovesFromView(v).map((m) => ui.label(m, v).text)).toEqual(['Play K♣', 'Pass']);
    expect(ui.select(v, [card('KC')]).moves).toEqual([{ type: 'play', seat: 0, card: 'KC' }]);
    // A card that does not climb can be clicked but leads nowhere: an honest empty answer.
    expect(ui.select(v, [card('9H')])).toEqual({ moves: [], cards: [], targets: [] });
    const pass = ui.select(v, []).targets;
    expect(pass.map((t) => [t.target, t.label.text])).toEqual([['pass', 'Pass']]);
  });
  it('shows the parcel in play and what climbs on it', () => {
    const t = script(s, ['QC', '-']);
    const table = ui.table(parcellus.view(t, 0));
    expect(table.parcel.cards).toEqual(['JS', 'QC']);
    expect(table.parcel.text.text).toBe('Next: a black K');
    expect(table.dummy.count).toBe(5);
    expect(table.dummy.text.text).toBe('Dummy: 5 cards');
    expect(table.seats.map((x) => x.name.text)).toEqual(['Seat 0 (you)', 'Seat 1', 'Seat 2']);
    expect(table.events.map((e) => e.text)).toEqual(['Seat 2 passes.']);
  });
});

describe('words an app can translate', () => {
  it('every message is an id with parameters, formatted by any catalogue', () => {
    const v = parcellus.view(afterWorkedPass(), 1);
    const p = ui.prompt(v);
    expect(p.id).toBe('parcellus.prompt.act');
    expect(formatMessage(p.id, p.params, parcellusWords)).toBe(p.text);
    const french = { ...parcellusWords, 'parcellus.prompt.act': 'À vous : posez un {rank} sur le {top}, ou passez' };
    expect(formatMessage(p.id, p.params, french)).toBe('À vous : posez un Q sur le J♠, ou passez');
    const e = parcellus.view(script(afterWorkedPass(), ['QC']), 0).events[0];
    expect(ui.eventMessage(e as never).text).toBe(parcellus.describeEvent(e as never));
  });
});

describe('bad selections', () => {
  const v = parcellus.view(afterWorkedPass(), 1);
  const code = (fn: () => unknown): string => {
    try {
      fn();
    } catch (e) {
      return isRuleError(e) ? e.code : `not a RuleError: ${String(e)}`;
    }
    return 'no error';
  };
  it('a card the seat does not hold, an unknown code or target: BAD_SELECTION', () => {
    expect(code(() => ui.select(v, [card('KC')]))).toBe('BAD_SELECTION');
    expect(code(() => ui.select(v, [card('XX')]))).toBe('BAD_SELECTION');
    expect(code(() => ui.select(v, [{ type: 'target', target: 'seat:9' }]))).toBe('BAD_SELECTION');
  });
  it('a view of another game: BAD_VIEW', () => {
    expect(code(() => ui.select({ ...v, game: 'six-card-parade' } as never, []))).toBe('BAD_VIEW');
  });
  it('a spectator has no moves and nothing to pick', () => {
    const spectator = parcellus.view(afterWorkedPass(), 'spectator');
    expect(ui.legalMovesFromView(spectator)).toEqual([]);
    expect(ui.select(spectator, [])).toEqual({ moves: [], cards: [], targets: [] });
    expect(ui.prompt(spectator).text).toBe('Waiting for Seat 1');
  });
});
