/**
 * Properties over random games: every meld on the table stays valid and within
 * the wild ratio, the 108 cards are always all there, `validate` accepts an
 * action exactly when it is in `legalMoves` (up to `moveKey`, twin copies
 * included), and a seat's view survives `determinize`.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { baseCard, type Card } from '../../../src/core/cards.js';
import { createRng, pick, type Rng, randomInt } from '../../../src/core/rng.js';
import {
  frustrationRummy as game,
  meldFault,
  type RummyAction,
  type RummyOptions,
  type RummyState,
} from '../../../src/games/frustration-rummy/index.js';
import { cards, deal, drawStock, onContract } from './helpers.js';

/** A copy of a card with another (or no) copy suffix: the same card at the table. */
function twin(card: Card, rng: Rng): Card {
  const base = baseCard(card);
  const k = randomInt(rng, 3);
  return k === 0 ? base : `${base}#${randomInt(rng, base === 'JK' ? 4 : 2)}`;
}

/** Random well-formed actions near the legal ones: twins, other cards, other melds, other kinds. */
function noise(s: RummyState, moves: readonly RummyAction[], rng: Rng): RummyAction[] {
  const seat = s.toAct;
  const hand = s.hands[seat] ?? [];
  const anyCard = (): Card => (hand.length > 0 && randomInt(rng, 4) > 0 ? pick(rng, hand) : pick(rng, game.deck()));
  const out: RummyAction[] = [];
  for (const m of moves.slice(0, 6)) {
    if (m.type === 'meld') out.push({ ...m, cards: m.cards.map((c) => twin(c, rng)) });
    if (m.type === 'layOff' || m.type === 'discard') out.push({ ...m, card: twin(m.card, rng) });
  }
  const kinds = ['run', 'set', 'pair', 'wilds'] as const;
  for (let i = 0; i < 6; i++) {
    const n = 2 + randomInt(rng, 7);
    const cards = Array.from({ length: n }, anyCard);
    const a: RummyAction = { type: 'meld', seat, kind: pick(rng, kinds), cards };
    if (randomInt(rng, 4) === 0) (a as { rank?: string }).rank = pick(rng, ['2', '3', '5', 'K']);
    if (randomInt(rng, 4) === 0) (a as { low?: string }).low = pick(rng, ['A', '2', '3', '9']);
    out.push(a);
  }
  const meldIndex = () => randomInt(rng, s.melds.length + 2);
  out.push({ type: 'layOff', seat, card: anyCard(), meld: meldIndex(), end: pick(rng, ['low', 'high'] as const) });
  out.push({ type: 'layOff', seat, card: anyCard(), meld: meldIndex() });
  out.push({ type: 'discard', seat, card: anyCard() });
  out.push({ type: 'draw', seat, from: pick(rng, ['stock', 'discard'] as const) });
  out.push({ type: 'draw', seat: (seat + 1) % s.players, from: 'stock' });
  out.push({ type: 'swapWild', seat, card: anyCard(), meld: meldIndex(), index: randomInt(rng, 4) });
  out.push({ type: 'buy', seat: randomInt(rng, s.players), card: s.discard[s.discard.length - 1] ?? anyCard() });
  out.push({ type: 'buy', seat: randomInt(rng, s.players), card: anyCard() });
  return out;
}

const optionsArb: fc.Arbitrary<Partial<RummyOptions>> = fc.record(
  {
    allowWrap: fc.boolean(),
    naturalTwosThreesInSets: fc.constantFrom('matchingRank' as const, 'onlyAllSame' as const),
    wildRatio: fc.constantFrom('notMoreThanNatural' as const, 'lessThanHalf' as const),
    allowWildSwap: fc.boolean(),
    allowBuying: fc.boolean(),
    forbidDiscardOfTakenUpcard: fc.boolean(),
    packExhausted: fc.constantFrom(
      'endRoundAdvanceLaidDown' as const,
      'endRoundNoAdvance' as const,
      'mustTakeDiscard' as const,
    ),
  },
  { requiredKeys: [] },
);

/** Plays a game with a bias towards melds and lay-offs (so contracts progress), checking `step` at each state. */
function walk(
  players: number,
  seed: number,
  options: Partial<RummyOptions>,
  steps: number,
  step: (s: RummyState, rng: Rng) => void,
): RummyState {
  const s = game.init({ players, seed, options: { maxTurnsPerRound: 60, ...options } });
  const rng = createRng(seed);
  for (let i = 0; i < steps && game.actors(s).length > 0; i++) {
    step(s, rng);
    const seat = pick(rng, game.actors(s));
    const moves = game.legalMoves(s, seat);
    expect(moves.length).toBeGreaterThan(0);
    const active = moves.filter((m) => m.type === 'meld' || m.type === 'layOff' || m.type === 'swapWild');
    game.applyInPlace(s, active.length > 0 && randomInt(rng, 4) > 0 ? pick(rng, active) : pick(rng, moves));
  }
  return s;
}

describe('random games', () => {
  it('every table meld is valid and within the wild ratio, and the 108 cards are all present', () => {
    const deck = [...game.deck()].sort();
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), optionsArb, (players, seed, options) => {
        walk(players, seed, options, 400, (s) => {
          expect([...game.cards(s)].sort()).toEqual(deck);
          for (const m of s.melds) expect(meldFault(m, s.options)).toBeNull();
          // Until a player lays down, their hand is 13 cards between turns and 14 after the draw.
          for (let p = 0; p < s.players; p++) {
            if (!s.laidDown[p] && !(s.phase === 'layingDown' && p === s.toAct))
              expect(s.hands[p]?.length).toBeGreaterThanOrEqual(13);
          }
        });
      }),
      { numRuns: 10 },
    );
  });

  it('validate accepts an action exactly when legalMoves lists it (up to moveKey)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 4 }), fc.integer(), optionsArb, (players, seed, options) => {
        walk(players, seed, options, 120, (s, rng) => {
          const moves = game.legalMoves(s, s.toAct);
          const keys = new Set(moves.map(game.moveKey));
          expect(keys.size).toBe(moves.length);
          for (const m of moves) expect(game.validate(s, m).ok).toBe(true);
          const bySeat = new Map<number, Set<string>>();
          for (const a of noise(s, moves, rng)) {
            const own = bySeat.get(a.seat) ?? new Set(game.legalMoves(s, a.seat).map(game.moveKey));
            bySeat.set(a.seat, own);
            expect([a, game.validate(s, a).ok]).toEqual([a, own.has(game.moveKey(a))]);
          }
        });
      }),
      { numRuns: 7 },
    );
  });

  it('after the melds, lay-offs, swaps and discards come as a brute-force lister through validate gives them, in order', () => {
    // The lister's order is part of its contract (a seeded bot picks by index): each distinct card in
    // hand order, each meld on the table, a run's low end before its high end; then swaps, meld by
    // meld, slot by slot, card by card; then discards. Every candidate is tried, none skipped.
    const bruteForce = (s: RummyState): RummyAction[] => {
      const seat = s.toAct;
      const seen = new Set<string>();
      // By kind, as the move list names them (twin cards are one card at the table).
      const cards = (s.hands[seat] ?? [])
        .filter((c) => !seen.has(baseCard(c)) && seen.add(baseCard(c)) !== null)
        .map(baseCard);
      const out: RummyAction[] = [];
      const keep = (a: RummyAction) => {
        if (game.validate(s, a).ok) out.push(a);
      };
      for (const card of cards) {
        s.melds.forEach((m, meld) => {
          if (m.kind === 'run')
            for (const end of ['low', 'high'] as const) keep({ type: 'layOff', seat, card, meld, end });
          else keep({ type: 'layOff', seat, card, meld });
        });
      }
      s.melds.forEach((m, meld) => {
        m.cards.forEach((_, index) => {
          for (const card of cards) keep({ type: 'swapWild', seat, card, meld, index });
        });
      });
      for (const card of cards) keep({ type: 'discard', seat, card });
      return out;
    };
    let checked = 0;
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 5 }), fc.integer(), optionsArb, (players, seed, options) => {
        walk(players, seed, options, 300, (s) => {
          if (s.phase !== 'play') return;
          const moves = game.legalMoves(s, s.toAct);
          const melds = moves.findIndex((m) => m.type !== 'meld');
          expect(moves.slice(melds < 0 ? moves.length : melds).some((m) => m.type === 'meld')).toBe(false);
          expect(moves.slice(melds < 0 ? moves.length : melds)).toEqual(bruteForce(s));
          if (s.laidDown[s.toAct]) checked++;
        });
      }),
      { numRuns: 8 },
    );
    // The walks reach laid-down players, whose lists hold the lay-offs.
    expect(checked).toBeGreaterThan(20);
  });

  it('a view survives determinize (the leak property), for every seat and spectators see no hand', () => {
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 6 }), fc.integer(), (players, seed) => {
        walk(players, seed, {}, 200, (s, rng) => {
          if (randomInt(rng, 5) > 0) return;
          for (let seat = 0; seat < players; seat++) {
            const v = game.view(s, seat);
            const d = game.determinize(v, seat, createRng(seed + seat));
            expect(game.view(d, seat)).toEqual(v);
            expect(JSON.parse(JSON.stringify(d))).toEqual(d);
          }
          expect(game.view(s, 'spectator').hand).toBeNull();
        });
      }),
      { numRuns: 6 },
    );
  });
});

describe('stored states', () => {
  it('a reachable state passes checkState; the same state with its phase flipped does not', () => {
    const phases = ['draw', 'play', 'layingDown', 'over'] as const;
    let flips = 0;
    walk(3, 11, { maxTurnsPerRound: 30 }, 400, (s) => {
      expect(game.checkState(s)).toBeNull();
      for (const p of phases) {
        if (p === s.phase) continue;
        expect(game.checkState({ ...s, phase: p })).not.toBeNull();
        flips++;
      }
    });
    expect(flips).toBeGreaterThan(100);
  });
});

describe('untrusted input', () => {
  it('validate never throws on well-formed-looking actions, and refuses what is not legal with a RuleError', () => {
    const states: RummyState[] = [];
    walk(3, 5, { allowWildSwap: true, allowBuying: true }, 300, (s, rng) => {
      if (randomInt(rng, 6) === 0) states.push(structuredClone(s));
    });
    const deck = game.deck();
    const action = fc.record({
      type: fc.constantFrom('draw', 'meld', 'layOff', 'swapWild', 'discard', 'buy'),
      seat: fc.integer({ min: 0, max: 3 }),
      from: fc.constantFrom('stock', 'discard'),
      kind: fc.constantFrom('run', 'set', 'pair', 'wilds'),
      cards: fc.array(fc.oneof(fc.constantFrom(...deck), fc.constantFrom('7H', 'JK', '2C', 'AS')), { maxLength: 14 }),
      card: fc.constantFrom(...deck),
      meld: fc.integer({ min: 0, max: 20 }),
      index: fc.integer({ min: 0, max: 13 }),
      end: fc.constantFrom('low', 'high'),
      rank: fc.constantFrom('2', '3', 'A', 'K'),
      low: fc.constantFrom('A', '2', 'Q'),
    });
    let refused = 0;
    let accepted = 0;
    fc.assert(
      fc.property(fc.nat(), action, fc.array(fc.string(), { maxLength: 4 }), fc.boolean(), (i, full, drop, strip) => {
        const s = states[i % states.length] as RummyState;
        const a: Record<string, unknown> = { ...full };
        for (const k of drop) delete a[k];
        // Half the time only the fields the action's type has: well formed, so the rules decide.
        if (strip) {
          const keep = game.legalMoves(s, s.toAct).find((m) => m.type === a.type) ?? { type: a.type, seat: a.seat };
          for (const k of Object.keys(a)) if (!(k in keep) && k !== 'rank' && k !== 'low') delete a[k];
        }
        const v = game.validate(s, a);
        if (!v.ok) {
          expect(v.error.name).toBe('RuleError');
          refused++;
          return;
        }
        // Only a legal move passes.
        accepted++;
        const legal = game.legalMoves(s, v.action.seat).map((m) => game.moveKey(m));
        expect(legal).toContain(game.moveKey(v.action));
      }),
      { numRuns: 300 },
    );
    expect(refused).toBeGreaterThan(50);
    // And every listed move passes (the random actions above are mostly refused).
    for (const s of states) for (const m of game.legalMoves(s, s.toAct)) expect(game.validate(s, m).ok).toBe(true);
    expect(accepted + refused).toBeGreaterThan(0);
  });
});

describe('determinize while another seat is laying down', () => {
  it('R12 deals that seat a hand that finishes its contract, even where such hands are rare (R13 7 Pairs)', () => {
    const options = [{}, { sevenPairsWild: 'none' as const }, { wildRatio: 'lessThanHalf' as const }];
    for (const o of options) {
      let s = drawStock(
        onContract(
          deal({ hands: [cards('4H 4S 5H 5S 6H 6S 7H 7S 8H 8S 9H 9S TH'), []], stock: ['TS'], options: o }),
          0,
          4,
        ),
      );
      s = game.apply(s, { type: 'meld', seat: 0, kind: 'pair', cards: s.hands[0]?.slice(0, 2) as Card[] });
      expect(s.phase).toBe('layingDown');
      const v = game.view(s, 1);
      for (let i = 0; i < 5; i++) {
        const d = game.determinize(v, 1, createRng(i));
        expect(game.legalMoves(d, 0).length).toBeGreaterThan(0);
        expect(game.view(d, 1)).toEqual(v);
        expect(game.checkState(d)).toBeNull();
      }
    }
  });
});
