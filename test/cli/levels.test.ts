/**
 * The difficulty levels by name on the command line: `simulate` seats them in
 * every game, reports them under their names, plays them the same for the
 * same seed, and its help and its refusals name them.
 */
import { describe, expect, it } from 'vitest';
import { deckwright, noSpeed } from './run.js';

describe('deckwright simulate with difficulty levels', () => {
  for (const [game, games] of [
    ['parcellus', '6'],
    ['six-card-parade', '4'],
    ['frustration-rummy', '1'],
  ] as const) {
    it(`${game}: --agents easy,medium,hard plays and reports each level, reproducibly`, async () => {
      const args = ['simulate', game, '--games', games, '--agents', 'easy,medium,hard', '--seed', 'levels', '--json'];
      const [a, b] = await Promise.all([deckwright(args), deckwright(args)]);
      expect(a.status, a.stderr).toBe(0);
      const report = JSON.parse(a.stdout);
      expect(report.agents).toEqual(['easy', 'medium', 'hard']);
      expect(report.perAgent.map((p: { agent: string }) => p.agent).sort()).toEqual(['easy', 'hard', 'medium']);
      expect(report.perAgent.reduce((n: number, p: { games: number }) => n + p.games, 0)).toBe(3 * Number(games));
      expect(noSpeed(b.stdout)).toEqual(noSpeed(a.stdout));
    }, 120_000);
  }

  it('names the levels in its help and when it refuses an unknown agent', async () => {
    const [help, bad] = await Promise.all([
      deckwright(['simulate', '--help']),
      deckwright(['simulate', 'parcellus', '--games', '2', '--agents', 'expert']),
    ]);
    expect(help.stdout).toMatch(/easy, medium, hard/);
    expect(bad.status).not.toBe(0);
    expect(bad.stderr).toMatch(/easy, medium, hard/);
  });
});
