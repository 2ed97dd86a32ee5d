/**
 * Stored states and copied views with hands larger than the rules allow
 * (issue 31): a Frustration Rummy hand holds at most 14 cards and two a buy
 * (R29). A 2 KB state whose seat, halfway through laying down, held 90 cards
 * took 12.8 s to accept and its move list 23 s; a copied view claiming such a
 * hand took `determinize` 5.7 s. Both are now refused with the hand's size,
 * before any deal or search of the hand, whatever the hand holds.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { restoreState } from '../../src/core/restore.js';
import { createRng } from '../../src/core/rng.js';
import { frustrationRummy as game, type RummyState } from '../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, play } from '../games/frustration-rummy/helpers.js';

function codeAndMessage(f: () => unknown): string {
  try {
    f();
    return 'accepted';
  } catch (e) {
    return e instanceof RuleError ? `${e.code}: ${e.message}` : `not a RuleError: ${String(e)}`;
  }
}

/** Seat 0 of a three-player table, halfway through laying down contract 1 (its run down, its set to come). */
function midLayDown(): RummyState {
  let s = drawStock(
    deal({
      hands: [cards('4H 5H 6H 9S 9D 9C 9H QC QD TC TD 8C 8D'), [], []],
      stock: cards('2S'),
    }),
  );
  s = play(s, { type: 'meld', seat: 0, kind: 'run', cards: cards('4H 5H 6H') });
  expect(s.phase).toBe('layingDown');
  return s;
}

/** The same state with `extra` cards moved from the stock into seat 0's hand: every card still once. */
function withHand(s: RummyState, extra: number): RummyState {
  const t = structuredClone(s);
  t.hands[0]?.push(...t.stock.splice(0, extra));
  return t;
}

describe('hands larger than R29 allows', () => {
  it('a stored state mid-lay-down is accepted at its true size and refused one card over the limit, and at 33 or 65', () => {
    const s = midLayDown();
    expect(codeAndMessage(() => restoreState(game, JSON.stringify(s)))).toBe('accepted');
    for (const extra of [4, 22, 54]) {
      const t = withHand(s, extra);
      const size = t.hands[0]?.length ?? 0;
      expect(size).toBeGreaterThan(14);
      expect(codeAndMessage(() => restoreState(game, JSON.stringify(t)))).toBe(
        `BAD_STATE: Not a valid Frustration Rummy state: seat 0 holds ${size} cards, more than 14 + 2 × its 0 buys (R29).`,
      );
    }
  });

  it('a copied view whose seat laying down holds 60 cards is refused by determinize before any deal', () => {
    const s = midLayDown();
    const view = JSON.parse(JSON.stringify(game.view(s, 1)));
    // The copy as it came: dealt from, and seat 0 must finish its lay-down in every world dealt.
    const world = game.determinize(view, 1, createRng(1));
    expect(world.hands[0]?.length).toBe(s.hands[0]?.length);
    view.handCounts[0] = 60;
    view.stockCount -= 60 - (s.hands[0]?.length ?? 0);
    expect(codeAndMessage(() => game.determinize(view, 1, createRng(1)))).toBe(
      'BAD_VIEW: Seat 0 holds 60 cards, more than 14 + 2 × its buys (R29).',
    );
    // A buy count beyond any option does not raise the bound.
    view.buys[0] = 1e9;
    expect(codeAndMessage(() => game.determinize(view, 1, createRng(1)))).toMatch(/^BAD_VIEW: Seat 0 holds 60 cards/);
  });
});
