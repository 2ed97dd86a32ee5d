/**
 * Under `allowWildSwap` (R19) every order of a run's wilds is a move of its own; with it off, one
 * canonical order stands for them all (the rules page's actions section). The move list walks
 * each run once and lists its orders only where a list or a page holds them (`eachRunOrder`),
 * counting the others by formula (`countOrders`). Checked here against a brute force written for
 * the test: on wild-rich hands of every contract, the list with the option on is, run for run,
 * every order of the wilds of each run the list without it names (no 2 or 3 wild in its own slot,
 * R6), each once, and the rest of the list is the same. Then on the longest hands the rules allow
 * (34 cards, 20 wilds, R29), where these runs number in the hundreds of millions: the count, pages
 * far down the list that join up, moves that validate, and a whole list refused.
 */
import { describe, expect, it } from 'vitest';
import { longestHandState, wildRichState } from '../../../bench/wildHands.js';
import { baseCard } from '../../../src/core/cards.js';
import type { RummyAction, RummyOptions } from '../../../src/games/frustration-rummy/index.js';
import { createRng, MAX_LISTED_MOVES, randomInt } from '../../../src/index.js';
import { thrownCode } from '../../thrown.js';
import { game } from './helpers.js';

const VALUE: Record<string, number> = { A: 1, T: 10, J: 11, Q: 12, K: 13 };

/** A card's rank value 1–13 (the ace 1), or 0 for a Joker. */
function rankValue(card: string): number {
  const c = baseCard(card);
  if (c === 'JK') return 0;
  const r = c[0] as string;
  return VALUE[r] ?? Number(r);
}

const isTwoThree = (card: string): boolean => {
  const v = rankValue(card);
  return v === 2 || v === 3;
};

/** The rank value run slot `i` of a run starting at value `low` stands for (1–13, wrapping). */
const slotValueAt = (low: number, i: number): number => ((low - 1 + i) % 13) + 1;

/**
 * Every order of a run move's wild cards among its wild slots that keeps each 2 and 3 out of the
 * slot where it would be natural, as moves. The wild slots are read off the move as the rules
 * read a run: its suit and values from its plain cards (or `low`), a Joker wild, a 2 or 3 wild
 * unless it is the natural card of its slot (R6).
 */
function allOrders(m: Extract<RummyAction, { type: 'meld' }>): string[] {
  const cards = m.cards.map((c) => baseCard(c));
  const plainAt = cards.findIndex((c) => c !== 'JK' && !isTwoThree(c));
  let low: number;
  let suit: string | undefined;
  if (plainAt >= 0) {
    const plain = cards[plainAt] as string;
    const v = rankValue(plain) === 1 && plainAt > 0 ? 14 : rankValue(plain);
    low = ((v - plainAt - 1 + 26) % 13) + 1;
    suit = plain[1];
  } else {
    const named = (m as { low?: string }).low as string;
    low = rankValue(`${named}S`);
    suit = cards.find((c, i) => isTwoThree(c) && rankValue(c) === slotValueAt(low, i))?.[1];
  }
  const natural = (c: string, i: number): boolean =>
    c !== 'JK' && (!isTwoThree(c) || (rankValue(c) === slotValueAt(low, i) && c[1] === suit));
  const holes: number[] = [];
  cards.forEach((c, i) => {
    if (!natural(c, i)) holes.push(i);
  });
  const out = new Set<string>();
  const place = (k: number, left: string[], now: string[]): void => {
    if (k === holes.length) {
      out.add(JSON.stringify({ ...m, cards: now.slice() }));
      return;
    }
    const i = holes[k] as number;
    for (let j = 0; j < left.length; j++) {
      const c = left[j] as string;
      if (isTwoThree(c) && rankValue(c) === slotValueAt(low, i) && c[1] === suit) continue;
      now[i] = c;
      const rest = [...left.slice(0, j), ...left.slice(j + 1)];
      place(k + 1, rest, now);
    }
    now[i] = cards[i] as string;
  };
  place(
    0,
    holes.map((i) => cards[i] as string),
    cards.slice(),
  );
  return [...out];
}

const isRun = (m: RummyAction): m is Extract<RummyAction, { type: 'meld' }> => m.type === 'meld' && m.kind === 'run';

describe('allowWildSwap: each order of a run’s wilds is a move (R19)', () => {
  it('the list is every order of each canonical run, each once, and the same other moves', () => {
    const rng = createRng('swap lists');
    let orders = 0;
    for (const ratio of [{}, { wildRatio: 'lessThanHalf' as const }]) {
      for (let contract = 1; contract <= 14; contract++) {
        // One hand dealt for both lists: the same cards, with the option off and on.
        const seed = `swap ${contract} ${JSON.stringify(ratio)}`;
        const wilds = 6 + randomInt(rng, 5);
        const off = wildRichState(contract, wilds, createRng(seed), ratio);
        const on = wildRichState(contract, wilds, createRng(seed), {
          ...ratio,
          allowWildSwap: true,
        } as Partial<RummyOptions>);
        expect(on.hands[0]).toEqual(off.hands[0]);
        const canonical = game.legalMoves(off, 0);
        const swapped = game.legalMoves(on, 0);
        const expected = canonical.filter(isRun).flatMap(allOrders);
        const runs = swapped.filter(isRun).map((m) => JSON.stringify(m));
        expect(new Set(runs).size, 'each order listed once').toBe(runs.length);
        expect([...runs].sort()).toEqual([...expected].sort());
        expect(swapped.filter((m) => !isRun(m))).toEqual(canonical.filter((m) => !isRun(m)));
        expect(game.countMoves(on, 0)).toBe(swapped.length);
        orders += runs.length - canonical.filter(isRun).length;
      }
    }
    // The hands give runs of several wilds, whose orders the two lists tell apart.
    expect(orders).toBeGreaterThan(100);
  });

  it('on the longest hands (34 cards, 20 wilds) runs are counted and paged far down the list', () => {
    // Contract 1 (a run and a set): each call walks its million runs once (about a second).
    for (const contract of [1]) {
      const state = longestHandState(contract, 'runs', { allowWildSwap: true });
      const n = game.countMoves(state, 0);
      expect(n).toBeGreaterThan(MAX_LISTED_MOVES * 10);
      // Pages far down join up: two halves make the whole, and each move validates, once.
      for (const offset of [n - 60]) {
        const whole = game.legalMovesPage(state, 0, { offset, limit: 40 });
        expect(whole).toHaveLength(40);
        const halves = [
          ...game.legalMovesPage(state, 0, { offset, limit: 20 }),
          ...game.legalMovesPage(state, 0, { offset: offset + 20, limit: 20 }),
        ];
        expect(halves).toEqual(whole);
        expect(new Set(whole.map((m) => JSON.stringify(m))).size).toBe(40);
        for (const m of whole) expect(game.validate(state, m).ok).toBe(true);
      }
      // The list ends with the discards, after the last meld (R23).
      const end = game.legalMovesPage(state, 0, { offset: n - 1, limit: 5 });
      expect(end).toHaveLength(1);
      expect(end[0]?.type).toBe('discard');
      expect(game.validate(state, game.randomMove(state, 0, createRng('longest swap'))).ok).toBe(true);
      expect(thrownCode(() => game.legalMoves(state, 0))).toBe('TOO_MANY_MOVES');
    }
  });
});
