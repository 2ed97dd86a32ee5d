/**
 * Stored states whose history never happened (issue 31): the forgeries an
 * attack found `restoreState` accepting — a Parcellus game over in round 2 at
 * 20 of 30, a round worth 51 card points, a bonus of 6 to every seat, totals
 * made to match; Frustration Rummy with a seat on contract 14 after one round
 * — and their kin, each refused with `BAD_STATE`, while the same states
 * untouched are accepted.
 */
import { describe, expect, it } from 'vitest';
import { RuleError } from '../../src/core/errors.js';
import { restoreState } from '../../src/core/restore.js';
import { createRng, pick } from '../../src/core/rng.js';
import { frustrationRummy, type RummyState } from '../../src/games/frustration-rummy/index.js';
import { type ParcellusState, parcellus } from '../../src/games/parcellus/index.js';
import { type SixCardParadeState, sixCardParade } from '../../src/games/six-card-parade/index.js';
import type { AnyGame } from '../../src/index.js';

/** Random play from `seed` until `until` holds, on a private copy. */
function playUntil<S>(game: AnyGame, init: S, seed: number, until: (s: S) => boolean): S {
  const rng = createRng(seed);
  const s = structuredClone(init) as S;
  const g = game as unknown as {
    actors(s: S): number[];
    legalMoves(s: S, seat: number): unknown[];
    applyInPlace(s: S, a: unknown): void;
  };
  for (let i = 0; i < 100_000 && !until(s) && g.actors(s).length > 0; i++) {
    const seat = pick(rng, g.actors(s));
    g.applyInPlace(s, pick(rng, g.legalMoves(s, seat)));
  }
  if (!until(s)) throw new Error('the game never got there');
  return s;
}

function refusal(game: AnyGame, state: unknown): string {
  try {
    restoreState(game, JSON.stringify(state));
    return 'accepted';
  } catch (e) {
    return e instanceof RuleError ? `${e.code}: ${e.message}` : `not a RuleError: ${String(e)}`;
  }
}

/** Sets the banked totals to what the history says, as a careful forger would. */
function matchTotals(s: ParcellusState): ParcellusState {
  s.scores = [0, 1, 2].map((i) => s.history.reduce((a, r) => a + (r.cardPoints[i] ?? 0) + (r.bonus[i] ?? 0), 0));
  return s;
}

describe('Parcellus histories', () => {
  const round3 = playUntil(parcellus, parcellus.init({ players: 3, seed: 8 }), 8, (s: ParcellusState) => s.round === 3);

  it('accepts the history as played', () => {
    expect(refusal(parcellus, round3)).toBe('accepted');
  });

  it('refuses a game marked over in round 2 below the target, its events and winners forged to match', () => {
    const s = structuredClone(round3);
    s.round = 2;
    s.history = s.history.slice(0, 2);
    matchTotals(s);
    // The attack's shape: the top total is below the target of 30, and the state says the game is over.
    expect(Math.max(...s.scores)).toBeLessThan(30);
    const top = Math.max(...s.scores);
    s.phase = 'over';
    s.winners = [s.scores.indexOf(top)];
    s.parcel = [];
    s.passes = 0;
    s.events = [{ type: 'gameOver', winners: [...s.winners], totals: [...s.scores] }];
    expect(refusal(parcellus, s)).toMatch(/^BAD_STATE: .*do not end it/);
  });

  it('refuses a round worth more card points than the pack holds, with totals to match', () => {
    const s = structuredClone(round3);
    const r = s.history[0] as ParcellusState['history'][number];
    r.cardPoints = [51, 0, 0];
    r.parcels = [5, 0, 0];
    r.bonus = [6, 0, 0];
    matchTotals(s);
    expect(refusal(parcellus, s)).toMatch(/^BAD_STATE: .*round 1 scores 51 card points/);
  });

  it('refuses a bonus of 6 to every seat (P17, P18), and a bonus for a round nobody captured in', () => {
    const s = structuredClone(round3);
    (s.history[1] as ParcellusState['history'][number]).bonus = [6, 6, 6];
    expect(refusal(parcellus, matchTotals(s))).toMatch(/^BAD_STATE: .*round 2 pays a bonus of 6\/6\/6/);
    const t = structuredClone(round3);
    const r = t.history[0] as ParcellusState['history'][number];
    r.parcels = [0, 0, 0];
    r.cardPoints = [0, 0, 0];
    r.bonus = [2, 2, 2];
    expect(refusal(parcellus, matchTotals(t))).toMatch(/^BAD_STATE: .*round 1 pays a bonus of 2\/2\/2/);
  });

  it('refuses card points without parcels, and rounds out of order', () => {
    const s = structuredClone(round3);
    const r = s.history[0] as ParcellusState['history'][number];
    // A seat with parcels keeps its points and loses its parcels.
    const seat = r.parcels.findIndex((n) => n > 0);
    r.parcels[seat] = 0;
    expect(refusal(parcellus, matchTotals(s))).toMatch(/^BAD_STATE: .*card points from 0 parcels/);
    const t = structuredClone(round3);
    t.history = [t.history[1], t.history[0]] as ParcellusState['history'];
    expect(refusal(parcellus, matchTotals(t))).toMatch(/^BAD_STATE: .*the rounds are not numbered in order/);
  });

  it('refuses a game that goes on after a round that ended it', () => {
    const s = structuredClone(round3);
    // Round 1 gave seat 0 every parcel of the pack: 26 points and the bonus, 32 of 30, alone at the top.
    s.history[0] = { round: 1, cardPoints: [26, 0, 0], parcels: [8, 0, 0], bonus: [6, 0, 0] };
    expect(refusal(parcellus, matchTotals(s))).toMatch(/^BAD_STATE: .*the game would have ended after round 1/);
  });
});

describe('Frustration Rummy histories', () => {
  // The first seed whose round 1 ended with someone going out and someone who never laid down.
  const round2 = [4, 5, 6, 7, 8, 9, 10, 11]
    .map((seed) =>
      playUntil(
        frustrationRummy,
        frustrationRummy.init({ players: 3, seed, options: { maxTurnsPerRound: 400 } }),
        seed,
        (s: RummyState) => s.round === 2,
      ),
    )
    .find((s) => s.history[0]?.reason === 'wentOut' && (s.history[0]?.laidDown.length ?? 3) < 3) as RummyState;

  it('accepts the history as played', () => {
    expect(refusal(frustrationRummy, round2)).toBe('accepted');
  });

  it('refuses a seat on contract 14 after one round', () => {
    const s = structuredClone(round2);
    s.completed[0] = 13;
    expect(refusal(frustrationRummy, s)).toMatch(/^BAD_STATE: .*the contracts completed \(13\//);
  });

  it('refuses a round that moved up a seat that never laid down, or a seat that went out without laying down', () => {
    const s = structuredClone(round2);
    const r = s.history[0] as RummyState['history'][number];
    const idle = [0, 1, 2].find((x) => !r.laidDown.includes(x));
    if (idle === undefined) throw new Error('every seat laid down in round 1');
    r.advanced = [...r.advanced, idle].sort();
    s.completed[idle] = (s.completed[idle] ?? 0) + 1;
    expect(refusal(frustrationRummy, s)).toMatch(/^BAD_STATE: .*round 1 moves up seats/);
    const t = structuredClone(round2);
    const q = t.history[0] as RummyState['history'][number];
    q.wentOut = idle;
    q.reason = 'wentOut';
    expect(refusal(frustrationRummy, t)).toMatch(/^BAD_STATE: .*in round 1 seat \d went out without laying down/);
  });
});

describe('Six Card Parade endings', () => {
  it('refuses a game marked over before the end phase played its final turns', () => {
    const mid = playUntil(
      sixCardParade,
      sixCardParade.init({ players: 3, seed: 2 }),
      2,
      (s: SixCardParadeState) => s.phase === 'main',
    );
    expect(refusal(sixCardParade, mid)).toBe('accepted');
    const s = structuredClone(mid);
    s.phase = 'over';
    s.winners = sixCardParade.score(s).winners.length > 0 ? sixCardParade.score(s).winners : [0];
    const points = sixCardParade.score(s).points;
    const top = Math.max(...points);
    s.winners = points.flatMap((p, i) => (p === top ? [i] : []));
    s.events = [{ type: 'gameOver', winners: [...s.winners], points }];
    expect(refusal(sixCardParade, s)).toMatch(/^BAD_STATE: .*(final turns|winners)/);
  });
});
