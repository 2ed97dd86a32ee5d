import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Card, standardDeck } from '../../../src/core/cards.js';
import { cloneState } from '../../../src/core/clone.js';
import { createRng, pick, type Rng, randomInt } from '../../../src/core/rng.js';
import type {
  SixCardParadeAction,
  SixCardParadeOptions,
  SixCardParadeState,
} from '../../../src/games/six-card-parade/index.js';
import { game, optionsArb, TABLE } from './helpers.js';

type Kind = keyof typeof TABLE;
const RANK: Record<string, number> = { '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, T: 10 };

/**
 * The set table written out again, straight from the rule text and the rules
 * page, independently of the engine's classifier: every type the cards fit,
 * then the best-paying one.
 */
function referenceKind(cards: { r: number; s: string }[], o: SixCardParadeOptions): Kind | null {
  const n = cards.length;
  const counts = new Map<number, number>();
  for (const c of cards) counts.set(c.r, (counts.get(c.r) ?? 0) + 1);
  const suits = new Set(cards.map((c) => c.s));
  const ranks = [...counts.keys()].sort((a, b) => a - b);
  const fits: Kind[] = [];
  if (counts.size === 1) {
    const byCount: Record<number, Kind> = { 2: 'pair', 3: 'threeOfAKind', 4: 'fourOfAKind', 5: 'fiveOfAKind' };
    const k = byCount[n];
    if (k) fits.push(k);
  }
  const allEven = [...counts.values()].every((c) => c % 2 === 0);
  if (n === 4 && allEven && (!o.pairsMustDiffer || counts.size === 2)) {
    fits.push('twoPair');
    if (suits.size === 4) fits.push('uniqueTwoPair');
  }
  if (n === 6 && allEven && (!o.pairsMustDiffer || counts.size === 3)) fits.push('threePair');
  const run = counts.size === n && ranks.every((r, i) => i === 0 || r === (ranks[i - 1] as number) + 1);
  if (run && n >= o.minStraightLength) {
    fits.push('straight');
    if (suits.size === 1) fits.push('suitedStraight');
  }
  // S14: minStraightLength is for Straight and Suited Straight; the Unique Straight keeps its own length.
  const unique = o.uniqueRule === 'exactlyOnePerSuit' ? n === 4 && suits.size === 4 : n >= 4 && suits.size === 4;
  if (run && unique) fits.push('uniqueStraight');
  let best: Kind | null = null;
  for (const k of fits) if (best === null || TABLE[k] > TABLE[best]) best = k;
  return best;
}

function checkFields(s: SixCardParadeState): void {
  const points = game.score(s).points;
  s.fields.forEach((field, seat) => {
    let total = 0;
    for (const set of field) {
      if (set.kind === 'aceOfSpadesKingOfHearts') {
        expect([...set.cards].sort()).toEqual(['AS', 'KH']);
        expect(set.wild).toBeNull();
      } else {
        const concrete = set.cards.map((c) => (c === 'KH' ? (set.wild as string) : c));
        for (const c of concrete) expect(RANK[c[0] as string]).toBeDefined();
        expect(set.wild !== null).toBe(set.cards.includes('KH'));
        expect(
          referenceKind(
            concrete.map((c) => ({ r: RANK[c[0] as string] as number, s: c[1] as string })),
            s.options,
          ),
        ).toBe(set.kind);
      }
      expect(set.markers.every((m) => m === 'KC' || m === 'KD')).toBe(true);
      expect(new Set(set.markers).size).toBe(set.markers.length);
      let p: number = TABLE[set.kind];
      if (set.markers.includes('KC')) p *= 0.5;
      if (set.markers.includes('KD')) p *= 2;
      if (s.options.halfPointRounding === 'floor') p = Math.floor(p);
      if (s.options.halfPointRounding === 'ceil') p = Math.ceil(p);
      total += p;
    }
    expect(points[seat]).toBe(total);
  });
}

const TYPES: SixCardParadeAction['type'][] = [
  'firstDraw',
  'playSet',
  'extendSet',
  'playRoyal',
  'stealSet',
  'retrieveCard',
  'attachMarker',
  'namePlayers',
  'giveCard',
  'takeFromLibrary',
  'exchangePick',
  'counter',
  'decline',
  'doneWithSets',
  'discard',
  'endTurn',
];
const DECK = standardDeck();
const WILDS = DECK.filter((c) => RANK[c[0] as string] !== undefined);

/** A random well-formed action, biased towards the seat's own cards and the sets in play. */
function randomAction(s: SixCardParadeState, rng: Rng): SixCardParadeAction {
  const actors = game.actors(s);
  const seat = actors.length > 0 && randomInt(rng, 4) > 0 ? pick(rng, actors) : randomInt(rng, s.players);
  const hand = s.hands[seat] ?? [];
  const card = (): Card => (hand.length > 0 && randomInt(rng, 3) > 0 ? pick(rng, hand) : pick(rng, DECK));
  const cards = (): Card[] => Array.from({ length: 1 + randomInt(rng, 4) }, card);
  const wild = (): Card | null => (randomInt(rng, 2) === 0 ? null : pick(rng, WILDS));
  const ids = s.fields.flat().map((f) => f.id);
  const set = (): number =>
    ids.length > 0 && randomInt(rng, 4) > 0 ? pick(rng, ids) : randomInt(rng, s.nextSetId + 2);
  const other = (): number => randomInt(rng, s.players);
  switch (pick(rng, TYPES)) {
    case 'firstDraw':
      return { type: 'firstDraw', seat, from: randomInt(rng, 2) === 0 ? 'library' : 'stable' };
    case 'playSet':
      return { type: 'playSet', seat, cards: cards(), wild: wild() };
    case 'extendSet':
      return { type: 'extendSet', seat, set: set(), cards: cards(), wild: wild() };
    case 'playRoyal':
      return { type: 'playRoyal', seat, card: card() };
    case 'stealSet':
      return { type: 'stealSet', seat, set: set() };
    case 'retrieveCard':
      return {
        type: 'retrieveCard',
        seat,
        card: s.discardPile.length > 0 && randomInt(rng, 2) ? pick(rng, s.discardPile) : card(),
      };
    case 'attachMarker':
      return { type: 'attachMarker', seat, card: randomInt(rng, 2) ? 'KC' : 'KD', set: set() };
    case 'namePlayers':
      return { type: 'namePlayers', seat, card: pick(rng, ['QS', 'QH', 'QD'] as const), players: [other(), other()] };
    case 'giveCard':
      return { type: 'giveCard', seat, to: other(), card: randomInt(rng, 8) === 0 ? null : card() };
    case 'takeFromLibrary':
      return {
        type: 'takeFromLibrary',
        seat,
        card: s.library.length > 0 && randomInt(rng, 2) ? pick(rng, s.library) : card(),
      };
    case 'exchangePick':
      return { type: 'exchangePick', seat, card: randomInt(rng, 2) ? pick(rng, DECK) : card() };
    case 'discard':
      return { type: 'discard', seat, card: card() };
    default:
      return { type: pick(rng, ['counter', 'decline', 'doneWithSets', 'endTurn'] as const), seat };
  }
}

/** A legal move changed in one detail: another seat, another declaration, a card more or less. */
function nearMiss(m: SixCardParadeAction, s: SixCardParadeState, rng: Rng): SixCardParadeAction {
  switch (randomInt(rng, 3)) {
    case 0:
      return { ...m, seat: (m.seat + 1) % s.players };
    case 1:
      if (m.type === 'playSet' || m.type === 'extendSet')
        return { ...m, wild: m.wild === null ? pick(rng, WILDS) : null };
      return m;
    default:
      if (m.type === 'playSet' || m.type === 'extendSet') {
        const extra = pick(rng, s.hands[m.seat] ?? ['2S']);
        return { ...m, cards: randomInt(rng, 2) && m.cards.length > 1 ? m.cards.slice(1) : [...m.cards, extra] };
      }
      return m;
  }
}

/** Plays a random game, calling `each` on every state reached (including the first). */
function playRandom(
  players: number,
  seed: number,
  options: Partial<SixCardParadeOptions>,
  each: (s: SixCardParadeState, rng: Rng, step: number) => void,
): SixCardParadeState {
  const s = game.init({ players, seed, options });
  const rng = createRng(seed ^ 0x5bd1e995);
  for (let step = 0; step < 4000; step++) {
    each(s, rng, step);
    const actors = game.actors(s);
    if (actors.length === 0) return s;
    const moves = game.legalMoves(s, pick(rng, actors));
    expect(moves.length).toBeGreaterThan(0);
    game.applyInPlace(s, pick(rng, moves));
  }
  throw new Error(`game did not end (seed ${seed}, ${players} players)`);
}

const players = fc.constantFrom(2, 3, 4);
const seed = fc.integer({ min: 0, max: 2 ** 31 - 1 });

describe('Six Card Parade properties', () => {
  it('all 52 cards stay in play, and every set on every field is valid and scores the table with modifiers', () => {
    fc.assert(
      fc.property(players, seed, optionsArb, (p, sd, o) => {
        const end = playRandom(p, sd, o, (s) => {
          const all = game.cards(s);
          expect(all).toHaveLength(52);
          expect(new Set(all).size).toBe(52);
          checkFields(s);
          expect(game.checkState(s)).toBeNull();
          for (const e of s.events) expect(game.describeEvent(e).startsWith('{')).toBe(false);
        });
        expect(game.score(end).over).toBe(true);
        expect(game.score(end).winners.length).toBeGreaterThan(0);
      }),
      { numRuns: 15 },
    );
  });

  it('an action passes validate exactly when it is among the legal moves (up to moveKey)', () => {
    fc.assert(
      fc.property(players, seed, optionsArb, (p, sd, o) => {
        playRandom(p, sd, o, (s, rng) => {
          const legal = new Map<string, SixCardParadeAction>();
          for (let seat = 0; seat < s.players; seat++) {
            for (const m of game.legalMoves(s, seat)) {
              const key = game.moveKey(m);
              expect(legal.has(key)).toBe(false);
              legal.set(key, m);
            }
          }
          for (const m of legal.values()) expect(game.validate(s, m).ok).toBe(true);
          const near = [...legal.values()].map((m) => nearMiss(m, s, rng));
          for (let k = 0; k < 12 + near.length; k++) {
            const a = k < near.length ? (near[k] as SixCardParadeAction) : randomAction(s, rng);
            const v = game.validate(s, a);
            expect(v.ok, JSON.stringify({ a, err: v.ok ? null : v.error.message })).toBe(legal.has(game.moveKey(a)));
          }
        });
      }),
      { numRuns: 10 },
    );
  });

  it('views leak nothing: re-dealing what a seat cannot see leaves its view unchanged', () => {
    fc.assert(
      fc.property(players, seed, optionsArb, (p, sd, o) => {
        playRandom(p, sd, o, (s, rng, step) => {
          if (step % 3 !== 0 && s.phase !== 'queenOfHeartsExchange' && s.phase !== 'aceOfHeartsSearch') return;
          for (let seat = 0; seat < s.players; seat++) {
            const v = game.view(s, seat);
            const d = game.determinize(v, seat, createRng(randomInt(rng, 1000)));
            expect(game.view(d, seat)).toEqual(v);
            expect(game.cards(d)).toHaveLength(52);
            expect(JSON.stringify(v)).not.toContain('"rng"');
            // Another hand never shows, except the Q♥ reveal to its partner.
            for (let other = 0; other < s.players; other++) {
              if (other === seat || v.revealedHand?.seat === other) continue;
              const theirs = s.hands[other] ?? [];
              if (theirs.length > 0 && s.phase !== 'over') expect(v.hand?.some((c) => theirs.includes(c))).toBe(false);
            }
          }
          const spectator = game.view(s, 'spectator');
          expect(spectator.hand).toBeNull();
          expect(spectator.library).toBeNull();
          expect(spectator.revealedHand).toBeNull();
        });
      }),
      { numRuns: 10 },
    );
  });

  it('apply never changes its input, and states survive a JSON round trip', () => {
    fc.assert(
      fc.property(players, seed, (p, sd) => {
        let s = game.init({ players: p, seed: sd });
        const rng = createRng(sd);
        for (let i = 0; i < 60 && game.actors(s).length > 0; i++) {
          const frozen = JSON.stringify(s);
          expect(JSON.parse(frozen)).toEqual(s);
          const seat = pick(rng, game.actors(s));
          const move = pick(rng, game.legalMoves(s, seat));
          const copy = cloneState(s);
          game.applyInPlace(copy, move);
          const prev = s;
          s = game.apply(prev, move);
          // The state passed in is as it was; the new one is the fast path's.
          expect(JSON.stringify(prev)).toBe(frozen);
          expect(s).not.toBe(prev);
          expect(JSON.stringify(s)).toBe(JSON.stringify(copy));
          expect(JSON.stringify(s)).not.toBe(frozen);
        }
      }),
      { numRuns: 10 },
    );
  });
});
