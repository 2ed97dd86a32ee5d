/**
 * The examples a new user runs first must keep working: `npm start` and the
 * README's quick start (kept in examples/quick-start.ts).
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const run = (...args: string[]) =>
  spawnSync(process.execPath, ['--import', 'tsx', ...args], { encoding: 'utf8', timeout: 60_000 });

describe('examples', () => {
  it('npm start plays a complete game and prints the final score', () => {
    const r = run('examples/play.ts', 'parcellus', '11');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('Round 1:');
    expect(r.stdout).toMatch(/Game over: Seat \d/);
    expect(r.stdout).toMatch(/Final score after \d+ actions/);
    expect(r.stdout).toContain('(winner)');
  });
  it('the quick start runs', () => {
    const r = run('examples/quick-start.ts');
    expect(r.status, r.stderr).toBe(0);
    expect(r.stdout).toContain('CARD_NOT_IN_HAND');
  });
  it('npm start names the games when given an unknown one', () => {
    const r = run('examples/play.ts', 'nope');
    expect(r.status).toBe(1);
    expect(r.stderr).toContain('parcellus');
  });
});
