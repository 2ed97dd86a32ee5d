import { defineConfig } from 'vitest/config';

// The game server under faults: `npm run test:server`, on a private PostgreSQL this suite starts
// itself (Debian's postgresql 15 in /usr/lib/postgresql/15/bin). Not part of `npm test`.
export default defineConfig({
  test: {
    include: ['test/server-db/**/*.db.ts'],
    globalSetup: ['test/server-db/postgres.ts'],
    // One file at a time: the machine is small, and each file runs server processes of its own.
    fileParallelism: false,
    testTimeout: 150_000,
    hookTimeout: 60_000,
  },
});
