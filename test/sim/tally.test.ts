/**
 * The report's running totals: the same numbers as the sample written out,
 * however the games are split between totals and in whatever order they come.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { distribution, type GameResult, Histogram, ReportTally, summarize } from '../../src/sim/index.js';

const run = { game: 'x', players: 3, agents: ['a', 'b', 'b'], seed: 's' };

/** Games of three seats with points in halves, shared wins and unfinished games. */
const results = fc
  .array(
    fc.record({
      points: fc.array(
        fc.integer({ min: -40, max: 400 }).map((h) => h / 2),
        { minLength: 3, maxLength: 3 },
      ),
      winners: fc.subarray([0, 1, 2]),
      actions: fc.integer({ min: 0, max: 5000 }),
    }),
    { maxLength: 200 },
  )
  .map((games) =>
    games.map(
      (g, index): GameResult => ({
        index,
        seats: [0, 1, 2].map((s) => run.agents[(s + index) % 3] as string),
        points: g.points,
        winners: g.winners,
        actions: g.actions,
        finished: g.winners.length > 0,
      }),
    ),
  );

describe('report totals', () => {
  it('a histogram gives the distribution of the sample it counted, to the last bit', () => {
    // Any finite numbers, fractions whose sums round included: they are added in the same order.
    const sample = fc.array(
      fc.oneof(fc.integer({ min: -1e6, max: 1e6 }), fc.double({ min: -1e6, max: 1e6, noNaN: true })),
    );
    fc.assert(
      fc.property(sample, (xs) => {
        const h = new Histogram();
        for (const x of xs) h.add(x);
        expect(h.distribution()).toEqual(distribution(xs.map((x) => x + 0)));
      }),
    );
    const h = new Histogram();
    for (const x of [0.1, 0.2, 0.3, 0.1]) h.add(x);
    // 0.1 + 0.1 + 0.2 + 0.3 is 0.7000000000000001 added in ascending order: the sample's own sum.
    expect(h.distribution().mean).toBe((0.1 + 0.1 + 0.2 + 0.3) / 4);
  });

  it('totals of parts merged give the report of the whole, in any order', () => {
    fc.assert(
      fc.property(results, fc.integer({ min: 1, max: 7 }), fc.integer(), (games, parts, shift) => {
        const whole = summarize(run, games);
        const tallies = Array.from({ length: parts }, () => new ReportTally(run));
        // Games dealt out round-robin from a shifted start, so each part holds games out of order.
        games.forEach((g, i) => {
          tallies[(i + Math.abs(shift)) % parts]?.add(g);
        });
        const merged = new ReportTally(run);
        for (const t of [...tallies].reverse()) merged.merge(t);
        expect(merged.size).toBe(games.length);
        expect(merged.report()).toEqual(whole);
        // And the figures are the sample's own, as the report took them before it kept totals.
        expect(whole.length).toEqual(distribution(games.map((g) => g.actions)));
        whole.perSeat.forEach((s) => {
          expect(s.points).toEqual(distribution(games.map((g) => g.points[s.seat] as number)));
          const wins = games.reduce((w, g) => w + (g.winners.includes(s.seat) ? 1 / g.winners.length : 0), 0);
          expect(s.wins).toBeCloseTo(wins, 9);
        });
      }),
    );
  });
});
