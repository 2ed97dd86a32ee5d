/**
 * Buying the discard out of turn (R29, option `allowBuying`): the buy limit a
 * round (`maxBuysPerRound`), the buy naming the upcard it answers, and the
 * count of buys in the state, its views and stored copies. On stacked decks:
 * each seat draws from the stock and throws back the card it drew.
 */

import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { baseCard } from '../../../src/core/cards.js';
import { isRuleError } from '../../../src/core/errors.js';
import { restoreState } from '../../../src/core/restore.js';
import { createRng, pick, randomInt } from '../../../src/core/rng.js';
import type { RummyAction, RummyOptions, RummyState } from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, errorOf, game, play } from './helpers.js';

const buy = (seat: number, card: string): RummyAction => ({ type: 'buy', seat, card });

/** The kind of the card on top of the discard pile. */
const upcard = (s: RummyState): string => baseCard(s.discard[s.discard.length - 1] as string);

/** `seat` draws the top stock card and discards it again. */
function turn(s: RummyState, seat: number): RummyState {
  const drawn = play(s, { type: 'draw', seat, from: 'stock' });
  const card = drawn.hands[seat]?.[drawn.hands[seat].length - 1] as string;
  return play(drawn, { type: 'discard', seat, card: baseCard(card) });
}

/** Three players (seat 0 first, seat 2 the dealer) at a table that allows buying. */
function table(options: Partial<RummyOptions> = {}, players = 3): RummyState {
  return deal({ hands: Array.from({ length: players }, () => []), options: { allowBuying: true, ...options } });
}

describe('R29 buying the discard: at most maxBuysPerRound buys a player a round', () => {
  it('R29 a fourth buy in a round is refused with BUY_LIMIT_REACHED and the seat is no longer among the buyers', () => {
    let s = table();
    for (let lap = 1; lap <= 3; lap++) {
      s = turn(s, 0);
      // Seat 0 discarded and seat 1 draws next: seat 2 may buy.
      expect(game.actors(s)).toEqual([1, 2]);
      expect(game.legalMoves(s, 2)).toEqual([buy(2, upcard(s))]);
      s = play(s, buy(2, upcard(s)));
      expect(s.buys).toEqual([0, 0, lap]);
      s = turn(turn(s, 1), 2);
    }
    s = turn(s, 0);
    // Three buys made: seat 2 is not listed, has no move, and a buy is refused naming the limit.
    expect(game.actors(s)).toEqual([1]);
    expect(game.legalMoves(s, 2)).toEqual([]);
    expect(errorOf(s, buy(2, upcard(s)))).toBe('BUY_LIMIT_REACHED');
    const v = game.validate(s, buy(2, upcard(s)));
    expect(v.ok ? '' : v.error.message).toMatch(/R29/);
    // 13 cards and two a buy: within 14 + 2 × 3.
    expect(s.hands[2]).toHaveLength(13 + 2 * 3);
    expect(game.checkState(s)).toBeNull();
    // Seat 1 may still buy: the limit is each player's own.
    s = turn(turn(s, 1), 2);
    expect(game.actors(s)).toEqual([0, 1]);
    expect(errorOf(s, buy(1, upcard(s)))).toBeNull();
  });

  it('R29 maxBuysPerRound 0: buying is on, but nobody is ever listed as a buyer', () => {
    const s = turn(table({ maxBuysPerRound: 0 }), 0);
    expect(game.actors(s)).toEqual([1]);
    expect(game.legalMoves(s, 2)).toEqual([]);
    expect(errorOf(s, buy(2, upcard(s)))).toBe('BUY_LIMIT_REACHED');
  });

  it('R29 maxBuysPerRound is an integer 0–10, default 3: bounds 0 and 10 accepted, 11 refused', () => {
    expect(z.parse(game.optionsSchema, {}).maxBuysPerRound).toBe(3);
    for (const maxBuysPerRound of [0, 10]) {
      expect(table({ maxBuysPerRound }).options.maxBuysPerRound).toBe(maxBuysPerRound);
    }
    for (const maxBuysPerRound of [11, -1, 2.5, '3', null]) {
      try {
        game.init({ players: 3, seed: 1, options: { allowBuying: true, maxBuysPerRound } as never });
        expect.unreachable(`maxBuysPerRound ${String(maxBuysPerRound)} accepted`);
      } catch (e) {
        expect(isRuleError(e) && e.code).toBe('BAD_SETUP');
      }
    }
  });

  it('R29 the count is reset at each deal', () => {
    // The round of R24: seat 1 lays down, seat 0 lays down and goes out. Seat 2 buys the Q♦
    // (the 3♦ is its penalty card), which uses up its one buy this round.
    let s = deal({
      hands: [
        cards('5H 6H 7H 9S 9D 9C 9H 4H 8H 4C 8C QD KS'),
        cards('5C 6C 7C 8S 8D 8H JK AS AD KC QC JC 4D'),
        cards('AH 2H 3H 4S 5S 6S 7S TC TD TH JS JD JH'),
      ],
      stock: ['2C', '3D', '3S', 'QS', '9H'],
      options: { allowBuying: true, maxBuysPerRound: 1 },
    });
    s = play(s, { type: 'draw', seat: 0, from: 'stock' }, { type: 'discard', seat: 0, card: 'QD' }, buy(2, 'QD'));
    s = play(
      s,
      { type: 'draw', seat: 1, from: 'stock' },
      { type: 'meld', seat: 1, kind: 'run', cards: cards('5C 6C 7C') },
      { type: 'meld', seat: 1, kind: 'set', cards: cards('8S 8D 8H JK') },
      { type: 'discard', seat: 1, card: 'AS' },
    );
    s = play(s, { type: 'draw', seat: 2, from: 'stock' }, { type: 'discard', seat: 2, card: 'QS' });
    expect(s.buys).toEqual([0, 0, 1]);
    s = play(
      s,
      { type: 'draw', seat: 0, from: 'stock' },
      { type: 'meld', seat: 0, kind: 'run', cards: cards('5H 6H 7H') },
      { type: 'meld', seat: 0, kind: 'set', cards: cards('9S 9D 9C 9H') },
    );
    for (const [card, meld, end] of [
      ['4H', 2, 'low'],
      ['8H', 2, 'high'],
      ['4C', 0, 'low'],
      ['8C', 0, 'high'],
      ['2C', 3, undefined],
      ['9H', 3, undefined],
    ] as const) {
      s = play(s, end ? { type: 'layOff', seat: 0, card, meld, end } : { type: 'layOff', seat: 0, card, meld });
    }
    s = play(s, { type: 'discard', seat: 0, card: 'KS' });
    expect(s.round).toBe(2);
    expect(s.buys).toEqual([0, 0, 0]);
    expect(s.hands.map((h) => h.length)).toEqual([13, 13, 13]);
    // Round 2 starts with seat 1; once seat 0 has discarded, seat 2 may buy again.
    s = turn(turn(turn(s, 1), 2), 0);
    expect(game.actors(s)).toContain(2);
    expect(errorOf(s, buy(2, upcard(s)))).toBeNull();
  });

  it('R29 with any limit, no hand ever holds more than 14 + 2 × maxBuysPerRound cards', () => {
    let reached = 0;
    for (let seed = 1; seed <= 8; seed++) {
      const rng = createRng(seed);
      const max = [0, 1, 2, 3, 10][seed % 5] as number;
      let s = game.init({ players: 3 + (seed % 2), seed, options: { allowBuying: true, maxBuysPerRound: max } });
      for (let n = 0; n < 400 && game.actors(s).length > 0; n++) {
        // Buy whenever anyone may (most of the time), so the limits are met.
        const buys = game.actors(s).flatMap((seat) => (seat === s.toAct ? [] : game.legalMoves(s, seat)));
        const move =
          buys.length > 0 && randomInt(rng, 10) < 8
            ? pick(rng, buys)
            : (game.randomMove(s, s.toAct, rng) as RummyAction);
        s = game.apply(s, move);
        for (let seat = 0; seat < s.players; seat++) {
          expect(s.buys[seat]).toBeLessThanOrEqual(max);
          expect(s.hands[seat]?.length).toBeLessThanOrEqual(14 + 2 * max);
          if (max > 0 && s.buys[seat] === max) reached++;
        }
      }
    }
    expect(reached).toBeGreaterThan(0);
  });
});

describe('R29 a buy names the upcard it answers', () => {
  it('R29 a buy naming another card is refused with WRONG_UPCARD: a buy sent for one discard cannot buy the next', () => {
    // Four seats: seat 3 may buy both seat 0's discard and seat 1's.
    let s = turn(table({}, 4), 0);
    const first = upcard(s);
    expect(game.actors(s)).toEqual([1, 2, 3]);
    expect(game.legalMoves(s, 3)).toEqual([buy(3, first)]);
    // Seat 1 draws (closing that window) and discards another card.
    s = play(s, { type: 'draw', seat: 1, from: 'stock' });
    const hand = s.hands[1] as string[];
    const other = hand.find((c) => baseCard(c) !== first) as string;
    s = play(s, { type: 'discard', seat: 1, card: baseCard(other) });
    expect(upcard(s)).not.toBe(first);
    expect(game.actors(s)).toContain(3);
    // The buy seat 3 meant for seat 0's discard arrives late: refused, nothing moves.
    expect(errorOf(s, buy(3, first))).toBe('WRONG_UPCARD');
    expect(() => game.apply(s, buy(3, first))).toThrow(/R29/);
    // Named by kind: a copy suffix is accepted and ignored.
    expect(errorOf(s, buy(3, `${upcard(s)}#1`))).toBeNull();
    expect(errorOf(s, buy(3, `${upcard(s)}#0`))).toBeNull();
    const listed = game.legalMoves(s, 3);
    expect(listed).toEqual([buy(3, upcard(s))]);
    expect((listed[0] as { card: string }).card).not.toContain('#');
    const bought = play(s, buy(3, upcard(s)));
    expect(bought.buys).toEqual([0, 0, 0, 1]);
  });
});

describe('R29 the buys in the state, views and stored states', () => {
  /** Seat 0 has discarded and seat 2 has bought that discard. */
  const afterBuy = (): RummyState => {
    const s = turn(table(), 0);
    return play(s, buy(2, upcard(s)));
  };

  it('R29 each seat’s buys this round are public: every view shows them, and determinize carries them', () => {
    const s = afterBuy();
    expect(s.buys).toEqual([0, 0, 1]);
    for (const viewer of [0, 1, 2, 'spectator'] as const) expect(game.view(s, viewer).buys).toEqual([0, 0, 1]);
    for (const seat of [0, 1, 2]) {
      const det = game.determinize(game.view(s, seat), seat, createRng(seat));
      expect(det.buys).toEqual([0, 0, 1]);
      expect(game.checkState(det)).toBeNull();
    }
  });

  it('R29 restoreState refuses a count above the limit, and a hand larger than its buys allow', () => {
    const s = afterBuy();
    expect(restoreState(game, JSON.stringify(s))).toEqual(s);
    const refused = (edit: (t: RummyState) => void): string => {
      const t = structuredClone(s);
      edit(t);
      try {
        restoreState(game, JSON.stringify(t));
        return 'accepted';
      } catch (e) {
        return isRuleError(e) ? e.code : 'crashed';
      }
    };
    // Four buys under the default limit of three (the hand grown to match).
    expect(
      refused((t) => {
        t.buys[2] = 4;
        t.hands[2]?.push(...t.stock.splice(-4));
      }),
    ).toBe('BAD_STATE');
    // More than the schema allows at all, and buys at a table without buying.
    expect(
      refused((t) => {
        t.buys[2] = 11;
      }),
    ).toBe('BAD_STATE');
    expect(
      refused((t) => {
        t.options.allowBuying = false;
      }),
    ).toBe('BAD_STATE');
    // Two cards more than seat 1's buys (none) allow; and seat 2's bought cards without the buy.
    expect(refused((t) => t.hands[1]?.push(...t.stock.splice(-2)))).toBe('BAD_STATE');
    expect(
      refused((t) => {
        t.buys[2] = 0;
      }),
    ).toBe('BAD_STATE');
    // A list that does not match the players.
    expect(refused((t) => void t.buys.pop())).toBe('BAD_STATE');
  });
});
