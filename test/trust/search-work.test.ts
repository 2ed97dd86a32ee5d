/**
 * The work of checking a stored state or a copied view, bounded by its size (issue 31, item 1).
 * A 2 KB Frustration Rummy state, its seat halfway through laying down with 90 cards, once took
 * 12.8 s to accept; with 144 cards the process ran out of memory. Frustration Rummy is the game
 * whose checks search: a lay-down under way must have a next meld, and `determinize` deals the
 * seat laying down hands that can finish. Time is no measure in a test on a shared machine, so
 * the meld search counts its steps (`searchSteps`: one per node of each of its recursions), and
 * this property holds that count to a fixed number of steps per byte of the input, over
 * adversarial states and views: hands of every size up to the whole pack, every wild in one
 * hand, hands tampered with after the first meld of a lay-down (so that the rest may be out of
 * reach and the search must fail), every contract, with and without `allowWildSwap`, under both
 * wild ratios, buying to 10 a round. A hand over what R29 allows is refused before any search:
 * zero steps. The other two games' checks make no search: their cost is the schema's and the
 * invariants' pass over the input, bounded as `untrusted-input.test.ts` shows.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withRounds } from '../../bench/wildHands.js';
import type { Card } from '../../src/core/cards.js';
import { RuleError } from '../../src/core/errors.js';
import { restoreState } from '../../src/core/restore.js';
import { createRng } from '../../src/core/rng.js';
import { maxHandSize } from '../../src/games/frustration-rummy/buying.js';
import { frustrationRummy as game, type RummyState } from '../../src/games/frustration-rummy/index.js';
import { searchSteps } from '../../src/games/frustration-rummy/searchSteps.js';

/**
 * Steps allowed per byte of JSON. The worst seen over thousands of such inputs is about 2 (a
 * `determinize` whose deals must all be tried), most take well under 0.1; the 90-card state of
 * the report needed millions of steps for its 2 KB.
 */
const STEPS_PER_BYTE = 16;

const isWild = (c: Card): boolean => c.startsWith('JK') || c[0] === '2' || c[0] === '3';

/** What one adversarial input is built from. */
interface Spec {
  contract: number;
  players: number;
  /** The hand's size, or `exact`: the 14 + 2 × buys a seat that has not laid down holds after its draw. */
  size: number | 'exact';
  wilds: number;
  layingDown: boolean;
  tamper: number;
  buys: number;
  allowWildSwap: boolean;
  lessThanHalf: boolean;
  seed: number;
}

/**
 * A state the spec asks for: the seat to act on `contract` after its draw, holding `size` cards
 * (`wilds` of them wild, as far as the pack has them), possibly more than R29 allows (any other
 * size but the exact one is refused unless the seat is laying down, whose hand has no set size); if
 * `layingDown`, after its first listed meld, and then `tamper` of its cards swapped with cards of
 * other zones (every card still once).
 */
function build(x: Spec): RummyState {
  const s = structuredClone(
    game.init({
      players: x.players,
      seed: x.seed,
      options: {
        allowBuying: true,
        maxBuysPerRound: 10,
        allowWildSwap: x.allowWildSwap,
        wildRatio: x.lessThanHalf ? 'lessThanHalf' : 'notMoreThanNatural',
      },
    }),
  );
  const me = s.toAct;
  game.applyInPlace(s, { type: 'draw', seat: me, from: 'stock' });
  const others = s.hands.flatMap((_h, i) => (i === me ? [] : [i]));
  const all = [...s.hands.flat(), ...s.stock];
  const size = x.size === 'exact' ? 14 + 2 * x.buys : x.size;
  const hand = [...all.filter(isWild).slice(0, x.wilds), ...all.filter((c) => !isWild(c))].slice(0, size);
  const taken = new Set(hand);
  const rest = all.filter((c) => !taken.has(c));
  s.hands[me] = hand;
  for (const o of others) s.hands[o] = rest.splice(0, 13);
  s.stock = rest;
  s.buys[me] = x.buys;
  s.completed[me] = x.contract - 1;
  withRounds(s);
  if (x.layingDown && hand.length <= maxHandSize(x.buys)) {
    // The first meld listed, from a page, which stays cheap however long the full list is.
    const first = game.legalMovesPage(s, me, { offset: 0, limit: 64 }).find((a) => a.type === 'meld');
    if (first !== undefined) game.applyInPlace(s, first);
    const mine = s.hands[me] as Card[];
    for (let i = 0; i < x.tamper && i < mine.length && s.stock.length > i; i++) {
      const j = (i * 7 + x.seed) % s.stock.length;
      const a = mine[i] as Card;
      mine[i] = s.stock[j] as Card;
      s.stock[j] = a;
    }
  }
  return s;
}

/** Runs `f` and returns its outcome (`ok`, or a `RuleError`'s code) and the search steps it took. */
function stepsOf(f: () => unknown): { outcome: string; steps: number } {
  const before = searchSteps.count;
  let outcome = 'ok';
  try {
    f();
  } catch (e) {
    outcome = e instanceof RuleError ? e.code : `not a RuleError: ${String(e)}`;
  }
  return { outcome, steps: searchSteps.count - before };
}

const specs: fc.Arbitrary<Spec> = fc.record({
  contract: fc.integer({ min: 1, max: 14 }),
  players: fc.integer({ min: 2, max: 4 }),
  // Up to the whole of a two-deck pack but the other hands' cards.
  size: fc.oneof(
    { arbitrary: fc.constant('exact' as const), weight: 3 },
    { arbitrary: fc.integer({ min: 14, max: 34 }), weight: 2 },
    { arbitrary: fc.integer({ min: 1, max: 13 }), weight: 1 },
    { arbitrary: fc.integer({ min: 35, max: 94 }), weight: 1 },
  ),
  // Mostly hands rich in wilds: those lay down, and their searches are the widest.
  wilds: fc.oneof(
    { arbitrary: fc.integer({ min: 4, max: 20 }), weight: 3 },
    { arbitrary: fc.integer({ min: 0, max: 3 }), weight: 1 },
  ),
  layingDown: fc.oneof({ arbitrary: fc.constant(true), weight: 3 }, { arbitrary: fc.constant(false), weight: 1 }),
  tamper: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 34 })),
  buys: fc.integer({ min: 0, max: 10 }),
  allowWildSwap: fc.boolean(),
  lessThanHalf: fc.boolean(),
  seed: fc.integer({ min: 0, max: 1_000_000 }),
});

describe('the work of checking stored input is bounded by its size (issue 31)', () => {
  it('the step count sees a search: counting the moves of a 34-card hand with 20 wilds takes many steps', () => {
    // Without this the property below could pass with a counter that never moves.
    const s = build({
      contract: 6,
      players: 2,
      size: 'exact',
      wilds: 20,
      layingDown: false,
      tamper: 0,
      buys: 10,
      allowWildSwap: false,
      lessThanHalf: false,
      seed: 1,
    });
    const { outcome, steps } = stepsOf(() => game.countMoves(s, s.toAct));
    expect(outcome).toBe('ok');
    expect(steps).toBeGreaterThan(STEPS_PER_BYTE * JSON.stringify(s).length);
  });

  it('restoreState and determinize of every seat refuse or accept adversarial input within the bound', () => {
    fc.assert(
      fc.property(specs, (x) => {
        const s = build(x);
        const json = JSON.stringify(s);
        const me = s.toAct;
        const over = (s.hands[me]?.length ?? 0) > maxHandSize(x.buys);
        const restored = stepsOf(() => restoreState(game, json));
        expect(['ok', 'BAD_STATE']).toContain(restored.outcome);
        if (over) expect(restored).toEqual({ outcome: 'BAD_STATE', steps: 0 });
        expect(restored.steps).toBeLessThanOrEqual(STEPS_PER_BYTE * json.length);
        for (let seat = 0; seat < s.players; seat++) {
          // A copied view, as a client would send it back: untrusted, checked before it is dealt from.
          const viewJson = JSON.stringify(game.view(s, seat));
          const dealt = stepsOf(() => game.determinize(JSON.parse(viewJson), seat, createRng(x.seed)));
          expect(['ok', 'BAD_VIEW']).toContain(dealt.outcome);
          if (over) expect(dealt).toEqual({ outcome: 'BAD_VIEW', steps: 0 });
          expect(dealt.steps).toBeLessThanOrEqual(STEPS_PER_BYTE * viewJson.length);
        }
      }),
      { numRuns: 300 },
    );
  });
});
