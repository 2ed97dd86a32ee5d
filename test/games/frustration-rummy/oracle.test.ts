/**
 * The engine against an independent reading of the rules (`oracle.ts`,
 * written from the seed text and the rules page without the engine's rule
 * code): on random tables and in random games, the lay-offs, extra melds,
 * swaps, draws, discards and buys `legalMoves` lists are exactly the oracle's,
 * `validate` agrees on every candidate, every lay-off lands where it should,
 * and every round ends as R24–R28 say. Contract lay-downs are left to
 * `bruteforce.test.ts`.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick, type Rng, randomInt, shuffle } from '../../../src/core/rng.js';
import {
  frustrationRummy as game,
  type Meld,
  type RummyAction,
  type RummyOptions,
  type RummyState,
} from '../../../src/games/frustration-rummy/index.js';
import { base, engineKey, isWild, meldValid, oracleActors, oracleKeys, roundEnd } from './oracle.js';

const SLOT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const WILDS = ['JK', '2S', '2H', '2D', '2C', '3S', '3H', '3D', '3C'];
const SUITS = ['S', 'H', 'D', 'C'] as const;

/** Where the engine's list and the oracle's differ for `seat` (empty when they agree). */
function differences(s: RummyState, seat: number): string[] {
  const listed = new Set<string>();
  for (const m of game.legalMoves(s, seat)) {
    const k = engineKey(s, m);
    if (k !== null) listed.add(k);
  }
  const expected = oracleKeys(s, seat);
  return [
    ...[...listed].filter((k) => !expected.has(k)).map((k) => `engine only: ${k}`),
    ...[...expected].filter((k) => !listed.has(k)).map((k) => `oracle only: ${k}`),
  ];
}

/** Takes a copy of `code` out of `pool`. */
function takeFrom(pool: string[], code: string): string | null {
  const i = pool.findIndex((c) => base(c) === code);
  return i < 0 ? null : (pool.splice(i, 1)[0] as string);
}

/** A random meld of pool cards (maybe invalid: the caller keeps the valid ones). */
function randomMeld(rng: Rng, pool: string[], o: RummyOptions, owner: number): Meld | null {
  const wildPercent = randomInt(rng, 4) === 0 ? 0 : 15 + randomInt(rng, 30);
  const wildOr = (code: string) => (randomInt(rng, 100) < wildPercent ? pick(rng, WILDS) : code);
  const shape = randomInt(rng, 10);
  let codes: string[];
  let m: Omit<Meld, 'cards'>;
  if (shape <= 4) {
    const suit = pick(rng, SUITS);
    const len = 3 + randomInt(rng, shape === 0 ? 11 : 6);
    const low = 1 + randomInt(rng, o.allowWrap ? 13 : 15 - len);
    codes = Array.from({ length: len }, (_, i) => wildOr(`${SLOT[((low + i - 1) % 13) + 1]}${suit}`));
    const pure = o.noWildRunStaysPure && randomInt(rng, 3) === 0;
    m = { owner, kind: 'run', rank: null, suit, low, contract: randomInt(rng, 2) === 0, pure };
  } else if (shape <= 7) {
    const r = pick(rng, ['2', '3', null, '4', '7', '9', 'T', 'Q', 'K', 'A']);
    const len = 3 + randomInt(rng, 5);
    codes = Array.from({ length: len }, () => (r === null ? 'JK' : wildOr(`${r}${pick(rng, SUITS)}`)));
    m = {
      owner,
      kind: 'set',
      rank: r as Meld['rank'],
      suit: null,
      low: 0,
      contract: randomInt(rng, 2) === 0,
      pure: false,
    };
  } else if (shape === 8) {
    codes = Array.from({ length: 6 }, () => pick(rng, WILDS));
    m = { owner, kind: 'wilds', rank: null, suit: null, low: 0, contract: true, pure: false };
  } else {
    codes = Array.from({ length: 13 }, (_, i) => wildOr(`${SLOT[i + 1]}${pick(rng, SUITS)}`));
    m = { owner, kind: 'run', rank: null, suit: null, low: 1, contract: true, pure: false };
  }
  const cards: string[] = [];
  for (const code of codes) {
    const c = takeFrom(pool, code);
    if (c === null) {
      pool.push(...cards);
      return null;
    }
    cards.push(c);
  }
  return { ...m, cards };
}

/** A laid-down player in `play` before a random table of valid melds, holding a few cards that may fit it. */
function randomTable(rng: Rng, options: Partial<RummyOptions>, seed: number): RummyState {
  const s = structuredClone(game.init({ players: 2 + randomInt(rng, 4), seed, options }));
  const seat = s.toAct;
  const pool = shuffle(rng, [...s.stock, ...(s.hands[seat] ?? [])]);
  s.stock = [];
  s.hands[seat] = [];
  s.laidDown[seat] = true;
  s.phase = 'play';
  for (let k = 1 + randomInt(rng, 5); k > 0; k--) {
    const owner = randomInt(rng, s.players);
    const m = randomMeld(rng, pool, s.options, owner);
    if (m === null) continue;
    if (!meldValid(m, s.options)) {
      pool.push(...m.cards);
      continue;
    }
    s.melds.push(m);
    s.laidDown[owner] = true;
  }
  const hand = s.hands[seat] as string[];
  for (let k = 1 + randomInt(rng, 9); k > 0; k--) {
    let c = randomInt(rng, 3) === 0 ? takeFrom(pool, pick(rng, WILDS)) : null;
    if (c === null && s.melds.length > 0 && randomInt(rng, 2) === 0) {
      const m = pick(rng, s.melds);
      const near =
        m.kind === 'run' && m.suit !== null
          ? [`${SLOT[((m.low + 11) % 13) + 1]}${m.suit}`, `${SLOT[((m.low + m.cards.length - 1) % 13) + 1]}${m.suit}`]
          : SUITS.map((x) => `${m.rank ?? 'J'}${x}`);
      c = takeFrom(pool, pick(rng, near));
    }
    c ??= pool.pop() ?? null;
    if (c !== null) hand.push(c);
  }
  s.stock = pool;
  return s;
}

const TABLE_OPTIONS: Partial<RummyOptions>[] = [
  {},
  { wildRatio: 'lessThanHalf' },
  { naturalTwosThreesInSets: 'onlyAllSame', allowWildSwap: true },
  { sixWildsMeldClosed: false, noWildRunStaysPure: true, naturalTwosThreesInRuns: false },
  { allowWrap: true, allowWildSwap: true },
  { setsRequireSameSuit: true, wildRatio: 'lessThanHalf', naturalTwosThreesInSets: 'onlyAllSame' },
];

describe('lay-offs, extra melds and swaps on random tables, against the oracle', () => {
  it.each(TABLE_OPTIONS.map((o, i) => [i, o] as const))('option set %i', (i, options) => {
    const rng = createRng(9100 + i);
    for (let t = 0; t < 25; t++) {
      const s = randomTable(rng, options, 9100 + 100 * i + t);
      const seat = s.toAct;
      expect([t, differences(s, seat)]).toEqual([t, []]);
      const keys = oracleKeys(s, seat);
      // validate agrees on every single-card candidate, listed or not.
      for (const card of new Set((s.hands[seat] ?? []).map(base)))
        for (const [meld, m] of s.melds.entries())
          for (const end of ['low', 'high', undefined] as const) {
            const a: RummyAction = { type: 'layOff', seat, card, meld, ...(end ? { end } : {}) };
            expect([a, game.validate(s, a).ok]).toEqual([a, keys.has(engineKey(s, a) as string)]);
            if (options.allowWildSwap)
              for (let index = 0; index < m.cards.length; index++) {
                const w: RummyAction = { type: 'swapWild', seat, card, meld, index };
                expect([w, game.validate(s, w).ok]).toEqual([w, keys.has(engineKey(s, w) as string)]);
              }
          }
      // Each lay-off lands at its end, and every meld stays valid.
      for (const a of game.legalMoves(s, seat)) {
        if (a.type !== 'layOff' && a.type !== 'meld' && a.type !== 'swapWild') continue;
        const after = game.apply(s, a);
        for (const m of after.melds) expect([a, m, meldValid(m, s.options)]).toEqual([a, m, true]);
        if (a.type === 'layOff') {
          const before = s.melds[a.meld] as Meld;
          const card = (s.hands[seat] ?? []).find((c) => base(c) === base(a.card)) as string;
          const cards = a.end === 'low' ? [card, ...before.cards] : [...before.cards, card];
          expect(after.melds[a.meld]?.cards).toEqual(cards);
        }
      }
    }
  });
});

const GAME_OPTIONS: Partial<RummyOptions>[] = [
  {},
  { allowBuying: true, winCondition: 'completeLast', forbidDiscardOfTakenUpcard: true },
  { packExhausted: 'endRoundNoAdvance', wildRatio: 'lessThanHalf' },
  { packExhausted: 'mustTakeDiscard', naturalTwosThreesInSets: 'onlyAllSame' },
];

/** A deck with extra wild cards in the hands, so that contracts go down often. */
function wildRichDeck(rng: Rng, players: number): string[] {
  const deck = shuffle(rng, [...game.deck()]);
  const dealt = 13 * players;
  for (let i = dealt, moved = 0; i < deck.length && moved < 12; i++) {
    const j = randomInt(rng, dealt);
    if (isWild(deck[i] as string) && !isWild(deck[j] as string)) {
      [deck[i], deck[j]] = [deck[j] as string, deck[i] as string];
      moved++;
    }
  }
  return deck;
}

describe('random games against the oracle', () => {
  it.each(GAME_OPTIONS.map((o, i) => [i, o] as const))('option set %i', (i, options) => {
    const rng = createRng(9300 + i);
    let rounds = 0;
    for (let g = 0; g < 2; g++) {
      const players = 2 + randomInt(rng, 5);
      let s = structuredClone(game.init({ players, seed: 9300 + g, options, deck: wildRichDeck(rng, players) }));
      for (let p = 0; p < players; p++) s.completed[p] = randomInt(rng, 14);
      for (let step = 0; step < 200 && s.phase !== 'over'; step++) {
        // Now and then the stock and discard pile run dry, so that R28 and the reshuffle come up.
        if (s.phase === 'play' && randomInt(rng, 80) === 0) {
          s = structuredClone(s);
          s.stock = [];
          s.discard = s.discard.slice(s.discard.length - randomInt(rng, 3));
        }
        expect([...game.actors(s)].sort((x, y) => x - y)).toEqual(oracleActors(s));
        for (let seat = 0; seat < players; seat++) expect([step, seat, differences(s, seat)]).toEqual([step, seat, []]);
        const seat = pick(rng, game.actors(s));
        const moves = game.legalMoves(s, seat);
        const active = moves.filter((m) => m.type === 'meld' || m.type === 'layOff');
        const a = active.length > 0 && randomInt(rng, 5) > 0 ? pick(rng, active) : pick(rng, moves);
        const after = game.apply(s, a);
        const wentOut =
          (a.type === 'discard' && s.hands[seat]?.length === 1) ||
          (a.type === 'meld' && s.completed[seat] === 3 && (after.round !== s.round || after.phase === 'over'));
        const exhausted = a.type === 'discard' && !wentOut && (after.round !== s.round || after.phase === 'over');
        if (exhausted) expect([s.stock.length, s.discard.length]).toEqual([0, 0]);
        if (wentOut || exhausted) {
          rounds++;
          const laid = s.laidDown.map((l, p) => l || (wentOut && p === seat));
          const end = roundEnd(s, wentOut ? seat : null, laid);
          if (end !== 'unspecified') {
            const over = end.winners.length > 0;
            expect({ completed: after.completed, winners: after.winners, over: after.phase === 'over' }).toEqual({
              ...end,
              over,
            });
            if (!over) {
              // R25: the deal moves one seat left; the seat left of the new dealer plays first.
              const dealer = (s.dealer + 1) % players;
              expect([after.round, after.dealer, after.toAct]).toEqual([s.round + 1, dealer, (dealer + 1) % players]);
              expect([after.melds, after.laidDown.some(Boolean), after.hands.map((h) => h.length)]).toEqual([
                [],
                false,
                Array(players).fill(13),
              ]);
            }
          }
        } else expect([after.round, after.phase === 'over']).toEqual([s.round, false]);
        s = after;
      }
    }
    expect(rounds).toBeGreaterThan(0);
  });
});
