/**
 * Parcellus scoring and the end of the game (P16–P21, P24), on stacked decks.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createRng, pick } from '../../../src/core/rng.js';
import { cardPoints, parcelBonus, parcellus } from '../../../src/games/parcellus/index.js';
import { afterWorkedPass, passOut, script } from './helpers.js';

/**
 * After this pass, with everyone passing every turn: the dealer (0) takes the six
 * dummy cards as lone parcels and then leads out its own six; seat 1 leads out
 * Q♣ 9♣ A♥ J♥ Q♥ K♥ and seat 2 its six. So seat 0 has 12 one-card parcels,
 * seat 1 six cards with the J♥, seat 2 six cards.
 */
const allPassRound = afterWorkedPass;

describe('P16 the Jack of Hearts is worth 3 in all, other cards 1', () => {
  it('scores six cards with the J♥ as 8', () => {
    expect(cardPoints(['QC', '9C', 'AH', 'JH', 'QH', 'KH'])).toBe(8);
    expect(cardPoints(['JH'])).toBe(3);
    expect(cardPoints(['JD', 'JS'])).toBe(2);
  });
});

describe('P17 and P18 the bonus for most parcels', () => {
  it('counts one-card parcels and pays the 6 points to the seat with most', () => {
    const s = passOut(allPassRound());
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [12, 8, 6], bonus: [6, 0, 0], parcels: [12, 6, 6] });
    expect(s.scores).toEqual([18, 8, 6]);
  });
  it('splits it evenly on ties: 3 + 3, or 2 + 2 + 2', () => {
    expect(parcelBonus([4, 4, 1])).toEqual([3, 3, 0]);
    expect(parcelBonus([3, 3, 3])).toEqual([2, 2, 2]);
    expect(parcelBonus([1, 5, 2])).toEqual([0, 6, 0]);
  });
  it('P18 a round in which nobody captured a parcel pays no bonus', () => {
    // Lone cards set aside and no leading from hand: with everyone passing every
    // turn, the six dummy cards go to nobody and the round ends with no parcel.
    const options = { unplayedTurnUpGoesTo: 'nobody', dummyExhausted: 'endRound' } as const;
    const s = passOut(allPassRound(options));
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [0, 0, 0], bonus: [0, 0, 0], parcels: [0, 0, 0] });
    // Nothing is paid (not 2 + 2 + 2), and the next round is dealt.
    expect(s.scores).toEqual([0, 0, 0]);
    expect(s.round).toBe(2);
    expect(s.phase).toBe('pass');
    expect(parcellus.checkState(s)).toBeNull();
    expect(parcelBonus([0, 0, 0])).toEqual([0, 0, 0]);
  });
  it('P18 under the same options one captured parcel takes the whole bonus', () => {
    const options = { unplayedTurnUpGoesTo: 'nobody', dummyExhausted: 'endRound' } as const;
    // On the J♠ West turned up, North plays Q♣ and everyone then passes: North
    // captures J♠ Q♣; the other five dummy cards go to nobody.
    let s = script(allPassRound(options), ['QC', '-', '-', '-']);
    expect(s.captured[1]).toEqual([['JS', 'QC']]);
    s = passOut(s);
    expect(s.history[0]).toEqual({ round: 1, cardPoints: [0, 2, 0], bonus: [0, 6, 0], parcels: [0, 1, 0] });
    expect(s.scores).toEqual([0, 8, 0]);
  });
});

describe('a round hands out 32 points when all 24 cards are captured', () => {
  it('holds in every round of random games', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (seed, eachLeftover) => {
        const options = eachLeftover ? { leftoverDummy: 'turnerCapturesEach' as const } : {};
        let s = parcellus.init({ players: 3, seed, options });
        const rng = createRng(seed);
        let rounds = 0;
        while (s.phase !== 'over') {
          const prev = s;
          const seat = pick(rng, parcellus.actors(s));
          s = parcellus.apply(s, pick(rng, parcellus.legalMoves(s, seat)));
          for (const e of s.events) {
            if (e.type !== 'roundScored') continue;
            rounds++;
            const total = [...e.result.cardPoints, ...e.result.bonus].reduce((a, b) => a + b, 0);
            expect(e.result.bonus.reduce((a, b) => a + b, 0)).toBe(6);
            // Leftover dummy cards are the only ones a round can leave uncaptured (P13).
            expect(total).toBe(32 - cardPoints(eachLeftover ? [] : prev.dummy));
          }
        }
        expect(rounds).toBeGreaterThan(0);
      }),
      { numRuns: 40 },
    );
  });
});

describe('P19 the target is checked at the end of the round', () => {
  it('does not end the game mid-round when captured cards would pass 30', () => {
    let s = allPassRound({}, [29, 0, 0]);
    s = passOut(s, 1);
    expect(s.phase).toBe('over');
    expect(s.scores).toEqual([47, 8, 6]);
    expect(s.winners).toEqual([0]);
  });
  it("option winCheck 'immediate' ends the game at the capture that reaches the target, without a bonus", () => {
    let s = allPassRound({ winCheck: 'immediate' }, [29, 0, 0]);
    // The J♠ nobody plays on goes to the dealer: 29 + 1 = 30.
    for (let i = 0; i < 3; i++) s = parcellus.apply(s, { type: 'pass', seat: s.toAct });
    expect(s.phase).toBe('over');
    expect(s.scores).toEqual([30, 0, 0]);
    expect(s.winners).toEqual([0]);
    expect(parcellus.score(s)).toEqual({ points: [30, 0, 0], over: true, winners: [0] });
    expect(parcellus.actors(s)).toEqual([]);
    expect(parcellus.validate(s, { type: 'pass', seat: 1 })).toMatchObject({ ok: false, error: { code: 'GAME_OVER' } });
  });
  it('P19 option immediate with P20: a capture ends the game only at the top alone (after a tied round)', () => {
    // Seats 1 and 2 were tied at 31 when the last round ended, so play went on (P20).
    let s = allPassRound({ winCheck: 'immediate' }, [29, 31, 31]);
    const capture = (): void => {
      for (let i = 0; i < 3; i++) s = parcellus.apply(s, { type: 'pass', seat: s.toAct });
    };
    // The dealer takes the J♠ (30), then a dummy card (31): below, then level with, the top.
    capture();
    expect(s.phase).not.toBe('over');
    capture();
    expect(s.phase).not.toBe('over');
    expect(s.winners).toEqual([]);
    // A third lone parcel: 32, alone at the top.
    capture();
    expect(s.phase).toBe('over');
    expect(s.scores).toEqual([32, 31, 31]);
    expect(s.winners).toEqual([0]);
    expect(parcellus.checkState(s)).toBeNull();
  });
  it('P19 option immediate with P20 option shared: reaching a top already at the target shares the win', () => {
    let s = allPassRound({ winCheck: 'immediate', tieAtTarget: 'shared' }, [29, 30, 0]);
    for (let i = 0; i < 3; i++) s = parcellus.apply(s, { type: 'pass', seat: s.toAct });
    expect(s.phase).toBe('over');
    expect(s.scores).toEqual([30, 30, 0]);
    expect(s.winners).toEqual([0, 1]);
  });
});

describe('P20 a tie at the top at or above the target', () => {
  it('plays another full round when the top is tied', () => {
    const s = passOut(allPassRound({}, [12, 22, 24]));
    expect(s.scores).toEqual([30, 30, 30]);
    expect(s.phase).toBe('pass');
    expect(s.round).toBe(2);
  });
  it('ends with the strictly highest even if others also passed 30', () => {
    const s = passOut(allPassRound({}, [13, 22, 24]));
    expect(s.scores).toEqual([31, 30, 30]);
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });
  it("option tieAtTarget 'shared' ends the game with a shared win", () => {
    const s = passOut(allPassRound({ tieAtTarget: 'shared' }, [12, 22, 25]));
    expect(s.scores).toEqual([30, 30, 31]);
    expect(s.winners).toEqual([2]);
    const t = passOut(allPassRound({ tieAtTarget: 'shared' }, [13, 23, 25]));
    expect(t.scores).toEqual([31, 31, 31]);
    expect(t.phase).toBe('over');
    expect(parcellus.score(t).winners).toEqual([0, 1, 2]);
  });
});

describe('P21 reaching the target means a total of at least the target', () => {
  it('ends at exactly 30', () => {
    const s = passOut(allPassRound({}, [12, 0, 0]));
    expect(s.scores).toEqual([30, 8, 6]);
    expect(s.winners).toEqual([0]);
  });
  it('plays on below it, and honours targetScore', () => {
    expect(passOut(allPassRound({}, [11, 0, 0])).phase).toBe('pass');
    const s = passOut(allPassRound({ targetScore: 18 }));
    expect(s.phase).toBe('over');
    expect(s.winners).toEqual([0]);
  });
});

describe('P24 the deck', () => {
  it('is the 24-card euchre deck, 9 to Ace in four suits', () => {
    const deck = parcellus.deck();
    expect(deck).toHaveLength(24);
    expect(new Set(deck.map((c) => c[0]))).toEqual(new Set(['9', 'T', 'J', 'Q', 'K', 'A']));
    expect(new Set(deck.map((c) => c[1]))).toEqual(new Set(['S', 'H', 'D', 'C']));
  });
});
