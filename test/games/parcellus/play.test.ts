/**
 * Parcellus scenario tests on stacked decks: the worked example and the rules
 * of the parcel (P1–P14), each named after its decision.
 */
import { describe, expect, it } from 'vitest';
import { isRuleError } from '../../../src/core/errors.js';
import { parcellus } from '../../../src/games/parcellus/index.js';
import { act, afterWorkedPass, deal, passAll, passOut, refusal, script, WORKED_SPEC } from './helpers.js';

const WORKED = deal(WORKED_SPEC);

describe('the worked example (pagat)', () => {
  it('West turns up J♠; the parcel climbs to 10♣ and South captures all six cards as one parcel', () => {
    let s = afterWorkedPass();
    expect(s.parcel).toEqual(['JS']);
    expect(s.turner).toBe(0);
    // North Q♣, South passes, West K♣, North passes, South A♠, West passes,
    // North 9♣, South 10♣, then West, North and South pass.
    s = script(s, ['QC', '-', 'KC', '-', 'AS', '-', '9C', 'TC', '-', '-', '-']);
    expect(s.captured[2]).toEqual([['JS', 'QC', 'KC', 'AS', '9C', 'TC']]);
    expect(s.captured[0]).toEqual([]);
    expect(s.captured[1]).toEqual([]);
    // South turns up the next card and West, on South's left, acts first.
    expect(s.turner).toBe(2);
    expect(s.parcel).toEqual(['TS']);
    expect(s.toAct).toBe(0);
    expect(s.events.map((e) => e.type)).toEqual(['passed', 'captured', 'turnedUp']);
  });
});

describe('P1 three players, the dealer plays', () => {
  it('refuses any other player count', () => {
    for (const players of [2, 4]) {
      try {
        parcellus.init({ players, seed: 1 });
        expect.unreachable();
      } catch (e) {
        expect(isRuleError(e) && e.code).toBe('BAD_SETUP');
      }
    }
  });
  it('deals six cards to each of the three seats, the dealer included, and six to the dummy', () => {
    const s = parcellus.init({ players: 3, seed: 5, dealer: 2 });
    expect(s.hands.map((h) => h.length)).toEqual([6, 6, 6]);
    expect(s.dummy).toHaveLength(6);
    expect(parcellus.actors(s)).toEqual([0, 1, 2]);
  });
});

describe('P2 first dealer at random, then the deal passes left', () => {
  it('draws the first dealer from the seed', () => {
    const dealers = new Set(Array.from({ length: 40 }, (_, seed) => parcellus.init({ players: 3, seed }).dealer));
    expect(dealers).toEqual(new Set([0, 1, 2]));
    expect(parcellus.init({ players: 3, seed: 'same' }).dealer).toBe(
      parcellus.init({ players: 3, seed: 'same' }).dealer,
    );
  });
  it('moves the deal one seat left each round', () => {
    const first = deal({ dealer: 1 });
    const s = passOut(passAll(first, first.hands.map((h) => h.slice(0, 3)) as [string[], string[], string[]]));
    expect(s.round).toBe(2);
    expect(s.dealer).toBe(2);
    expect(s.events.at(-1)).toEqual({ type: 'dealt', round: 2, dealer: 2, direction: 'right' });
  });
});

describe('P4 exactly the next rank, same colour', () => {
  const s = deal({
    hands: { 1: ['JH', 'JD', 'QH', 'JS', 'JC', '9H'] },
    dummy: ['TH'],
  });
  const played = passAll(s, [s.hands[0]!.slice(0, 3), ['QH', 'JS', 'JC'], s.hands[2]!.slice(0, 3)]);
  it('on a 10♥, either red Jack may be played', () => {
    expect(played.parcel).toEqual(['TH']);
    expect(parcellus.legalMoves(played, 1)).toEqual([
      { type: 'play', seat: 1, card: 'JH' },
      { type: 'play', seat: 1, card: 'JD' },
      { type: 'pass', seat: 1 },
    ]);
  });
  it('refuses a higher card that is not the next rank, and a black Jack', () => {
    const s2 = { ...played, hands: played.hands.map((h, i) => (i === 1 ? [...h, 'QD'] : h)) };
    expect(refusal(s2, { type: 'play', seat: 1, card: 'QD' })).toBe('NOT_NEXT_RANK');
    const s3 = { ...played, hands: played.hands.map((h, i) => (i === 1 ? [...h, 'JC'] : h)) };
    expect(refusal(s3, { type: 'play', seat: 1, card: 'JC' })).toBe('WRONG_COLOUR');
    expect(refusal(played, { type: 'play', seat: 1, card: 'JS' })).toBe('CARD_NOT_IN_HAND');
  });
  it('after an Ace comes the 9 of the same colour', () => {
    const a = deal({ hands: { 1: ['9D', '9S', 'TH', 'TD', 'TS', 'TC'] }, dummy: ['AH'] });
    const p = passAll(a, [a.hands[0]!.slice(0, 3), ['TH', 'TD', 'TS'], a.hands[2]!.slice(0, 3)]);
    expect(parcellus.legalMoves(p, 1).map((m) => m.type === 'play' && m.card)).toEqual(['9D', false]);
  });
});

describe('P5 a parcel may go round the cycle more than once', () => {
  it('climbs 9 to Ace and on to 9 and 10 again', () => {
    let s = deal({
      hands: {
        1: ['TS', 'QS', 'AS', 'TC', 'KH', 'AH'],
        2: ['JS', 'KS', '9C', '9H', '9D', 'TH'],
        0: ['JD', 'QD', 'KD', 'AD', 'TD', 'QH'],
      },
      dummy: ['9S'],
    });
    s = passAll(s, [
      ['JD', 'QD', 'KD'],
      ['KH', 'AH', 'TC'],
      ['9H', '9D', 'TH'],
    ]);
    // Seat 1 now holds TS QS AS JD QD KD; seat 2 JS KS 9C KH AH TC; seat 0 AD TD QH 9H 9D TH.
    expect(s.hands[2]).toEqual(['JS', 'KS', '9C', 'KH', 'AH', 'TC']);
    s = script(s, ['TS', 'JS', '-', 'QS', 'KS', '-', 'AS', '9C', '-', '-', 'TC', '-', '-', '-']);
    expect(s.captured[2]).toEqual([['9S', 'TS', 'JS', 'QS', 'KS', 'AS', '9C', 'TC']]);
  });
});

describe('P6 passing is allowed with a legal card and is not final', () => {
  it('lets a seat pass holding a playable card and play later on the same parcel', () => {
    let s = afterWorkedPass();
    expect(parcellus.legalMoves(s, 1)).toContainEqual({ type: 'play', seat: 1, card: 'QC' });
    s = script(s, ['-', '-', '-']);
    // All three passed on the J♠: a lone card, so a new parcel starts. Re-entry within a parcel:
    let t = afterWorkedPass();
    t = script(t, ['QC', '-', 'KC', '-', 'AS']);
    // North passed on K♣ and now re-enters with 9♣ on the A♠.
    t = script(t, ['-', '9C']);
    expect(t.parcel).toEqual(['JS', 'QC', 'KC', 'AS', '9C']);
    expect(s.captured[0]).toEqual([['JS']]);
  });
});

describe('P7 three passes in a row complete the parcel, so the last player may play on their own card', () => {
  it('lets North, after both others pass, play again on North’s own card', () => {
    let s = deal({
      hands: { 1: ['QS', 'KS', 'AS', '9H', 'TH', 'JH'] },
      dummy: ['JS'],
    });
    s = passAll(s, [s.hands[0]!.slice(0, 3), ['9H', 'TH', 'JH'], s.hands[2]!.slice(0, 3)]);
    s = script(s, ['QS', '-', '-']);
    expect(s.toAct).toBe(1);
    expect(s.passes).toBe(2);
    s = script(s, ['KS', '-', '-', '-']);
    expect(s.captured[1]).toEqual([['JS', 'QS', 'KS']]);
  });
});

describe('P7 with P11: automatic passes count toward the three', () => {
  it('lets North play on North’s own card when both others are out of cards and pass automatically', () => {
    let s = afterWorkedPass();
    s = { ...s, hands: [[], ['QC', 'KC', '9H'], []], dummy: ['AC', 'TS'] };
    s = act(s, { type: 'play', seat: 1, card: 'QC' });
    expect(s.events).toEqual([
      { type: 'played', seat: 1, card: 'QC' },
      { type: 'passed', seat: 2 },
      { type: 'passed', seat: 0 },
    ]);
    expect(s.toAct).toBe(1);
    expect(s.passes).toBe(2);
    expect(parcellus.legalMoves(s, 1)).toContainEqual({ type: 'play', seat: 1, card: 'KC' });
    s = act(s, { type: 'play', seat: 1, card: 'KC' });
    expect(s.parcel).toEqual(['JS', 'QC', 'KC']);
    expect(s.toAct).toBe(1);
    // North's own pass is the third in a row: North captures the parcel.
    s = act(s, { type: 'pass', seat: 1 });
    expect(s.captured[1]).toEqual([['JS', 'QC', 'KC']]);
  });
});

describe('P8 and P9 the dealer turns up; left of the turner acts first, the turner third', () => {
  it('asks left of dealer, then the next, then the dealer', () => {
    let s = deal({ dealer: 1 });
    s = passAll(s, [s.hands[0]!.slice(0, 3), s.hands[1]!.slice(0, 3), s.hands[2]!.slice(0, 3)]);
    expect(s.turner).toBe(1);
    expect(s.events.find((e) => e.type === 'turnedUp')).toMatchObject({ seat: 1 });
    const order: number[] = [];
    for (let i = 0; i < 3; i++) {
      order.push(s.toAct);
      s = act(s, { type: 'pass', seat: s.toAct });
    }
    expect(order).toEqual([2, 0, 1]);
  });
});

describe('P10 a turned-up card nobody plays on', () => {
  const lone = (options = {}) => script(afterWorkedPass(options), ['-', '-', '-']);
  it('goes to the turner as a parcel, and the turner turns up the next card', () => {
    const s = lone();
    expect(s.captured[0]).toEqual([['JS']]);
    expect(s.turner).toBe(0);
    expect(s.parcel).toEqual(['TS']);
    expect(s.toAct).toBe(1);
  });
  it("option unplayedTurnUpGoesTo 'nobody' sets it aside unscored", () => {
    const s = lone({ unplayedTurnUpGoesTo: 'nobody' });
    expect(s.captured).toEqual([[], [], []]);
    expect(s.unclaimed).toEqual(['JS']);
    expect(s.events).toContainEqual({ type: 'captured', seat: null, cards: ['JS'] });
    expect(s.turner).toBe(0);
  });
  it("option nextTurnerAfterLoneCard 'leftOfCapturer' has the seat left of the capturer turn up next", () => {
    const s = lone({ nextTurnerAfterLoneCard: 'leftOfCapturer' });
    expect(s.captured[0]).toEqual([['JS']]);
    expect(s.turner).toBe(1);
    expect(s.toAct).toBe(2);
  });
});

describe('P11 and P14 players out of cards pass automatically', () => {
  it('skips a seat with no cards', () => {
    let s = afterWorkedPass();
    // Empty West's hand by hand-editing the state (only West's turns are affected).
    s = { ...s, hands: [[], s.hands[1]!, s.hands[2]!], dummy: s.dummy };
    s = act(s, { type: 'play', seat: 1, card: 'QC' });
    s = act(s, { type: 'pass', seat: 2 });
    // West is skipped: it is North's turn again, after West's automatic pass.
    expect(s.toAct).toBe(1);
    expect(s.passes).toBe(2);
    expect(s.events.map((e) => e.type)).toEqual(['passed', 'passed']);
  });
  it('P11 still has a seat turn up after it captures with its last card', () => {
    let s = afterWorkedPass();
    // West holds only the Q♠ (taken out of the dummy, whose top is the 10♠).
    s = { ...s, hands: [['QS'], s.hands[1]!, s.hands[2]!], dummy: ['AC', 'JC', 'KS', 'TS'] };
    s = act(s, { type: 'pass', seat: 1 });
    s = act(s, { type: 'pass', seat: 2 });
    s = act(s, { type: 'play', seat: 0, card: 'QS' });
    s = act(s, { type: 'pass', seat: 1 });
    s = act(s, { type: 'pass', seat: 2 });
    // West, out of cards, passes automatically, captures its parcel and turns up the 10♠.
    expect(s.events).toEqual([
      { type: 'passed', seat: 2 },
      { type: 'passed', seat: 0 },
      { type: 'captured', seat: 0, cards: ['JS', 'QS'] },
      { type: 'turnedUp', seat: 0, card: 'TS' },
    ]);
    expect(s.turner).toBe(0);
    expect(s.parcel).toEqual(['TS']);
    expect(s.hands[0]).toEqual([]);
    expect(s.toAct).toBe(1);
  });
  it('finishes an open parcel when the last hand card is played: the others pass and the round ends', () => {
    let s = afterWorkedPass();
    s = { ...s, hands: [[], ['QC'], []], dummy: ['KS'] };
    s = act(s, { type: 'play', seat: 1, card: 'QC' });
    expect(s.round).toBe(2);
    expect(s.history[0]?.parcels).toEqual([0, 1, 0]);
    const types = s.events.map((e) => e.type);
    expect(types.slice(0, 6)).toEqual(['played', 'passed', 'passed', 'passed', 'captured', 'roundScored']);
  });
});

describe('P12 the dummy is used up while hands still hold cards', () => {
  it('has the would-be turner lead from hand; the leader counts as last contributor', () => {
    let s = afterWorkedPass();
    s = { ...s, dummy: [] };
    s = script(s, ['-', '-', '-']);
    expect(s.phase).toBe('lead');
    expect(s.toAct).toBe(0);
    expect(parcellus.legalMoves(s, 0)).toHaveLength(s.hands[0]!.length);
    s = act(s, { type: 'lead', seat: 0, card: 'KC' });
    expect(s.lastContributor).toBe(0);
    s = script(s, ['-', '-', '-']);
    expect(s.captured[0]).toEqual([['JS'], ['KC']]);
  });
  it('passes the lead to the next seat left that has cards', () => {
    let s = afterWorkedPass();
    s = { ...s, dummy: [], hands: [[], s.hands[1]!, s.hands[2]!] };
    s = script(s, ['-', '-']);
    expect(s.phase).toBe('lead');
    expect(s.toAct).toBe(1);
  });
  it("option dummyExhausted 'endRound' ends the round; cards left in hands score nothing", () => {
    let s = afterWorkedPass({ dummyExhausted: 'endRound' });
    s = { ...s, dummy: [] };
    s = script(s, ['-', '-', '-']);
    expect(s.round).toBe(2);
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [1, 0, 0], bonus: [6, 0, 0], parcels: [1, 0, 0] });
  });
  it('is refused outside the lead phase', () => {
    expect(refusal(afterWorkedPass(), { type: 'lead', seat: 1, card: 'QC' })).toBe('WRONG_PHASE');
  });
});

describe('P13 every hand empty with dummy cards left', () => {
  const emptyHands = (options = {}) => {
    let s = passAll(deal({ ...WORKED_SPEC, options }), [
      ['JH', 'QH', 'KH'],
      ['9D', 'TD', 'JD'],
      ['KD', 'AD', '9S'],
    ]);
    s = { ...s, hands: [[], ['QC'], []] };
    return act(s, { type: 'play', seat: 1, card: 'QC' });
  };
  it('ends the round at once; the leftover dummy cards go to no one', () => {
    const s = emptyHands();
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [0, 2, 0], bonus: [0, 6, 0], parcels: [0, 1, 0] });
  });
  it("option leftoverDummy 'turnerCapturesEach' turns them up one by one for the turner", () => {
    const s = emptyHands({ leftoverDummy: 'turnerCapturesEach' });
    // North captured J♠ Q♣ and turns up the five cards left, each a lone parcel.
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [0, 7, 0], bonus: [0, 6, 0], parcels: [0, 6, 0] });
  });
});

describe('P3 the blind pass, alternating direction', () => {
  it('is blind: nobody receives anything until all three have chosen', () => {
    let s = WORKED;
    s = act(s, { type: 'passCards', seat: 0, cards: ['JH', 'QH', 'KH'] });
    expect(s.hands[1]).toEqual(WORKED.hands[1]);
    expect(parcellus.view(s, 1).hand).toEqual(WORKED.hands[1]);
    expect(JSON.stringify(parcellus.view(s, 1))).not.toContain('JH');
    expect(parcellus.view(s, 1).passChosen).toEqual([true, false, false]);
    expect(parcellus.actors(s)).toEqual([1, 2]);
    expect(refusal(s, { type: 'passCards', seat: 0, cards: ['9H', 'TH', 'KC'] })).toBe('NOT_YOUR_TURN');
  });
  it('goes left in odd rounds and right in even rounds', () => {
    const s = afterWorkedPass();
    expect(s.hands[1]).toEqual(['QC', '9C', 'AH', 'JH', 'QH', 'KH']);
    const r2 = passOut(s);
    expect(r2.round).toBe(2);
    const picks = r2.hands.map((h) => h.slice(0, 3)) as [string[], string[], string[]];
    const after = passAll(r2, picks);
    for (const seat of [0, 1, 2]) {
      expect(after.hands[(seat + 2) % 3]).toEqual(expect.arrayContaining(picks[seat]!));
    }
  });
  it('alternates on: right in round 2, left again in round 3, right in round 4, each dealt by the next dealer', () => {
    // A far target, so that the game lasts four rounds.
    let s = passOut(afterWorkedPass({ targetScore: 1000 }));
    for (const [round, step] of [
      [2, 2],
      [3, 1],
      [4, 2],
    ] as const) {
      expect(s.round).toBe(round);
      expect(s.dealer).toBe((round - 1) % 3);
      const picks = s.hands.map((h) => h.slice(0, 3)) as [string[], string[], string[]];
      const after = passAll(s, picks);
      for (const seat of [0, 1, 2])
        expect(after.hands[(seat + step) % 3]).toEqual(expect.arrayContaining(picks[seat]!));
      s = passOut(after);
    }
  });
  it("option passDirection 'alwaysLeft' passes left in round 2 too", () => {
    const s = passOut(afterWorkedPass({ passDirection: 'alwaysLeft' }));
    const picks = s.hands.map((h) => h.slice(0, 3)) as [string[], string[], string[]];
    const after = passAll(s, picks);
    for (const seat of [0, 1, 2]) expect(after.hands[(seat + 1) % 3]).toEqual(expect.arrayContaining(picks[seat]!));
  });
  it('refuses cards not in hand, repeated cards and the wrong count', () => {
    expect(refusal(WORKED, { type: 'passCards', seat: 0, cards: ['QC', 'QH', 'KH'] })).toBe('CARD_NOT_IN_HAND');
    expect(refusal(WORKED, { type: 'passCards', seat: 0, cards: ['QH', 'QH', 'KH'] })).toBe('ILLEGAL_MOVE');
    expect(refusal(WORKED, { type: 'passCards', seat: 0, cards: ['QH', 'KH'] })).toBe('MALFORMED_ACTION');
    expect(refusal(WORKED, { type: 'play', seat: 0, card: 'QH' })).toBe('WRONG_PHASE');
  });
  it('lists each of the 20 choices of three once; any order of the same three is the same move', () => {
    const moves = parcellus.legalMoves(WORKED, 0);
    expect(moves).toHaveLength(20);
    expect(parcellus.validate(WORKED, { type: 'passCards', seat: 0, cards: ['KH', 'JH', 'QH'] }).ok).toBe(true);
    expect(parcellus.moveKey({ type: 'passCards', seat: 0, cards: ['KH', 'JH', 'QH'] })).toBe(
      parcellus.moveKey({ type: 'passCards', seat: 0, cards: ['JH', 'QH', 'KH'] }),
    );
  });
});
