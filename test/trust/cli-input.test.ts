/**
 * The `deckwright` command given hostile arguments: a message and a failing
 * status, never a crash of the process.
 */
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

const cli = (args: string[]) =>
  spawnSync(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', 'src/cli/index.ts', ...args], {
    encoding: 'utf8',
    timeout: 60_000,
  });

describe('deckwright command: hostile arguments', () => {
  it('simulate --players 1e9 names the player count instead of running out of memory', () => {
    const r = cli(['simulate', 'parcellus', '--games', '1', '--players', '1e9']);
    expect(r.signal).toBeNull();
    expect(r.status).toBe(1);
    expect(r.stderr).toMatch(/Parcellus is for 3 players, not/);
  });
});
