/**
 * A private PostgreSQL for `npm run test:server`: initdb into a temporary folder, pg_ctl start on
 * a loopback port, stopped and removed at the end. initdb refuses to run as root, so as root (CI)
 * both run as the `postgres` system user, which owns the folder.
 */
import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';

const BIN = '/usr/lib/postgresql/15/bin';

declare module 'vitest' {
  export interface ProvidedContext {
    pg: { host: string; port: number; user: string };
  }
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });

export default async function setup(project: TestProject) {
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), 'deckwright-pg-'));
  // Run from the folder itself: the postgres user may not be allowed into the repository's.
  const asPg = (cmd: string, args: string[]) =>
    root
      ? execFileSync('runuser', ['-u', 'postgres', '--', join(BIN, cmd), ...args], { stdio: 'pipe', cwd: dir })
      : execFileSync(join(BIN, cmd), args, { stdio: 'pipe', cwd: dir });
  if (root) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    chownSync(dir, uid, gid);
  }
  const data = join(dir, 'data');
  const port = await freePort();
  asPg('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '--no-sync', '-E', 'UTF8']);
  // Durability against a crash of PostgreSQL itself is not what these tests are about (they kill
  // the game server, never the database): fsync off keeps the small machine fast.
  const opts = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=200`;
  asPg('pg_ctl', ['-D', data, '-o', opts, '-l', join(dir, 'log'), '-w', 'start']);
  project.provide('pg', { host: '127.0.0.1', port, user: 'postgres' });
  return () => {
    try {
      asPg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  };
}
