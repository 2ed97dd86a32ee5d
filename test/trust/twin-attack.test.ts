/**
 * Issue 31, item 3: the twin-card attack, run over whole random games. Frustration Rummy is
 * played with two or three decks, so most cards exist twice or three times; the state keeps
 * which copy is which (`7H#0`, `7H#1`), and before twin cards became one card at the table a
 * spectator inferred hidden cards from which copy an event named (654 true inferences in 20
 * games). This attack reads everything a client can be given, for every seat and the spectator,
 * at every step: the view (events included), the move list, its count and pages, the words of
 * the presentation, the refusals of hostile actions naming copies, and what `determinize` deals
 * from a view. None of it may name a copy, so no path tells copies apart.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick, randomInt } from '../../src/core/rng.js';
import {
  frustrationRummy as game,
  type RummyOptions,
  type RummyState,
} from '../../src/games/frustration-rummy/index.js';
import type { Viewer } from '../../src/index.js';

/** A copy suffix anywhere in a JSON text: what no client-facing value may hold. */
const COPY = /#\d/;

function text(x: unknown): string {
  return typeof x === 'string' ? x : JSON.stringify(x);
}

/** The option sets that change what a table holds: three decks, fewer jokers, wild swaps, buying to the limit. */
const VARIANTS: Partial<RummyOptions>[] = [
  { maxTurnsPerRound: 40 },
  { maxTurnsPerRound: 40, decks: 3, allowWildSwap: true },
  { maxTurnsPerRound: 40, jokersPerDeck: 0, allowBuying: true, maxBuysPerRound: 10 },
];

/** Hostile actions a client might send, each naming copies of the cards in the actor's hand. */
function hostileActions(s: RummyState, seat: number, rng: ReturnType<typeof createRng>): unknown[] {
  const hand = (s.hands[seat] ?? []) as string[];
  const card = hand.length > 0 ? pick(rng, hand) : '7H#0';
  const kind = card.split('#')[0] as string;
  // Another copy of a card the seat holds, which it may or may not hold too.
  const other = `${kind}#${(Number(card.split('#')[1] ?? 0) + 1) % 3}`;
  return [
    { type: 'discard', seat, card: other },
    { type: 'discard', seat, card: `${kind}#7` },
    { type: 'meld', seat, kind: 'set', cards: [card, other, `${kind}#2`] },
    { type: 'meld', seat, kind: 'run', cards: [card, other] },
    { type: 'layOff', seat, card: other, meld: 0 },
    { type: 'buy', seat: (seat + 1) % s.hands.length, card: other },
    { type: 'discard', seat: (seat + 1) % s.hands.length, card },
  ];
}

describe('twin cards tell nothing (issue 31, item 3)', () => {
  for (const [i, options] of VARIANTS.entries()) {
    it(`no view, move list, word, refusal or re-deal names a copy, over random games (options ${i})`, () => {
      const rng = createRng(`twins-${i}`);
      let checkedSteps = 0;
      let refusals = 0;
      for (let g = 0; g < 6; g++) {
        const players = 3 + randomInt(rng, 3);
        let s = game.init({ players, seed: `twin-${i}-${g}`, options });
        for (let step = 0; step < 400 && !game.score(s).over; step++) {
          const actors = game.actors(s);
          const viewers: Viewer[] = ['spectator', ...Array.from({ length: players }, (_, k) => k)];
          for (const viewer of viewers) {
            const v = game.view(s, viewer);
            expect(text(v), `view of ${viewer}`).not.toMatch(COPY);
            if (viewer === 'spectator') continue;
            // What a seat's view deals again: the re-dealt state shows the seat exactly its view.
            const dealt = game.determinize(v, viewer, createRng(`det-${step}-${viewer}`));
            expect(game.view(dealt, viewer)).toEqual(v);
          }
          for (const seat of actors) {
            const moves = game.legalMoves(s, seat);
            expect(text(moves)).not.toMatch(COPY);
            expect(game.countMoves(s, seat)).toBe(moves.length);
            expect(text(game.legalMovesPage(s, seat, { offset: 0, limit: 5 }))).not.toMatch(COPY);
            for (const bad of hostileActions(s, seat, rng)) {
              const r = game.validate(s, bad);
              if (r.ok) continue;
              refusals++;
              expect(r.error.message, JSON.stringify(bad)).not.toMatch(COPY);
              expect(text(r.error.details ?? '')).not.toMatch(COPY);
            }
          }
          // The state itself keeps the copies: the attack looks where they are.
          expect(text(s.hands)).toMatch(COPY);
          const seat = pick(rng, [...actors]);
          s = game.apply(s, pick(rng, game.legalMoves(s, seat)));
          checkedSteps++;
        }
      }
      expect(checkedSteps).toBeGreaterThan(300);
      expect(refusals).toBeGreaterThan(1000);
    }, 240_000);
  }
});
