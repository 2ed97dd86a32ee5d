/**
 * Parcellus termination (the termination note of the rules page, P12, P18):
 * the lemmas the documented 5,000-action bound rests on, each checked on
 * random games under every option that changes how a round ends.
 */
import { describe, expect, it } from 'vitest';
import { createRng, pick, type Rng, randomInt } from '../../../src/core/rng.js';
import { type ParcellusOptions, type ParcellusState, parcellus } from '../../../src/games/parcellus/index.js';
import { afterWorkedPass, passOut } from './helpers.js';

/** Each option that decides where a turned-up card, a lead or a leftover dummy card goes. */
const ROUND_ENDINGS: Partial<ParcellusOptions>[] = [];
for (const unplayedTurnUpGoesTo of ['turner', 'nobody'] as const)
  for (const dummyExhausted of ['leadFromHand', 'endRound'] as const)
    for (const leftoverDummy of ['unscored', 'turnerCapturesEach'] as const)
      ROUND_ENDINGS.push({ unplayedTurnUpGoesTo, dummyExhausted, leftoverDummy });

const NOTHING_PAYS = { unplayedTurnUpGoesTo: 'nobody', dummyExhausted: 'endRound' } as const;

/** What one round of a game cost and paid. */
interface RoundSeen {
  actions: number;
  parcels: number;
  points: number;
  bonus: number;
}

/**
 * Plays one game to its end and reports each round. `eagerness` is the chance
 * a seat climbs when it can (`null`: a uniform pick among the legal moves,
 * as the conformance suite plays), so both short and long parcels occur.
 */
function playRounds(options: Partial<ParcellusOptions>, seed: number, eagerness: number | null): RoundSeen[] {
  const rng: Rng = createRng(seed);
  const s: ParcellusState = parcellus.init({ players: 3, seed, options });
  const rounds: RoundSeen[] = [];
  let actions = 0;
  for (let n = 0; n < 5000 && parcellus.actors(s).length > 0; n++) {
    const seat = pick(rng, parcellus.actors(s));
    const moves = parcellus.legalMoves(s, seat);
    const plays = moves.filter((m) => m.type === 'play');
    const eager = eagerness !== null && s.phase === 'act';
    const move = eager
      ? plays.length > 0 && randomInt(rng, 1000) < eagerness * 1000
        ? pick(rng, plays)
        : moves[moves.length - 1]
      : pick(rng, moves);
    parcellus.applyInPlace(s, move as (typeof moves)[number]);
    actions++;
    for (const e of s.events) {
      if (e.type !== 'roundScored') continue;
      const sum = (xs: readonly number[]): number => xs.reduce((a, b) => a + b, 0);
      rounds.push({
        actions,
        parcels: sum(e.result.parcels),
        points: sum(e.result.cardPoints) + sum(e.result.bonus),
        bonus: sum(e.result.bonus),
      });
      actions = 0;
    }
  }
  expect(parcellus.score(s).over, `seed ${seed}: no end in 5,000 actions`).toBe(true);
  return rounds;
}

describe('termination: the per-round bound and what a round pays', () => {
  it('P12 a round takes at most 93 actions, at most 75 without leads; P18 one that captures nothing exactly 21', () => {
    let empty = 0;
    for (const options of ROUND_ENDINGS) {
      for (let seed = 1; seed <= 24; seed++) {
        for (const r of playRounds(options, seed, [0.02, 0.5, 0.98, null][seed % 4] ?? null)) {
          // 3 passCards, at most 18 plays or leads, at most 2 passes before each
          // play and 3 to close each of at most 6 + (leads) parcels.
          expect(r.actions).toBeLessThanOrEqual(options.dummyExhausted === 'endRound' ? 75 : 93);
          if (r.parcels === 0) {
            empty++;
            // 3 passCards and three passes on each of the six dummy cards.
            expect(r.actions).toBe(21);
          }
        }
      }
    }
    // The case the note is about does occur: a climb-shy table leaves whole rounds empty.
    expect(empty).toBeGreaterThan(0);
  });

  it('P18 every round that captures a parcel pays the 6-point bonus and at least 7 points; only lone cards to nobody with no leads can capture none', () => {
    for (const options of ROUND_ENDINGS) {
      const canBeEmpty = options.unplayedTurnUpGoesTo === 'nobody' && options.dummyExhausted === 'endRound';
      for (let seed = 1; seed <= 24; seed++) {
        for (const r of playRounds(options, seed, [0.02, 0.5, 0.98, null][seed % 4] ?? null)) {
          if (r.parcels === 0) {
            expect(canBeEmpty).toBe(true);
            expect(r.points).toBe(0);
          } else {
            expect(r.bonus).toBe(6);
            // Under lone cards to nobody without leads every parcel holds a played card too.
            expect(r.points).toBeGreaterThanOrEqual(canBeEmpty ? 8 : 7);
          }
        }
      }
    }
  });

  it('P18 a round that captures nothing leaves every total as it was and deals again', () => {
    const s = passOut(afterWorkedPass(NOTHING_PAYS));
    expect(s.scores).toEqual([0, 0, 0]);
    expect(s.history.map((r) => r.parcels)).toEqual([[0, 0, 0]]);
    expect(s.phase).toBe('pass');
  });
});

describe('termination: the 5,000-action bound under random legal play', () => {
  it('P18 with lone cards to nobody and no leads, fewer than 263/506 of rounds capture nothing, and every game ends within 5,000 actions', () => {
    // The proof on the rules page: the first turned-up card has a follower in
    // some hand unless both lie among the five other dummy cards (10/253), and
    // that hand climbs with probability at least 1/2 under a uniform pick.
    let rounds = 0;
    let empty = 0;
    let longest = 0;
    for (let seed = 1; seed <= 150; seed++) {
      const seen = playRounds(NOTHING_PAYS, seed, null);
      rounds += seen.length;
      empty += seen.filter((r) => r.parcels === 0).length;
      longest = Math.max(
        longest,
        seen.reduce((a, r) => a + r.actions, 0),
      );
    }
    expect(rounds).toBeGreaterThan(150);
    expect(empty / rounds).toBeLessThan(263 / 506);
    expect(longest).toBeLessThanOrEqual(5000);
  });
});
