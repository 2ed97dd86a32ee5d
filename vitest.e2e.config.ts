import { defineConfig } from 'vitest/config';

// Browser tests: `npm run test:e2e` (needs Debian's chromium at /usr/bin/chromium and `npm run build` first).
export default defineConfig({
  test: {
    include: ['test/e2e/**/*.e2e.ts'],
    testTimeout: 180_000,
    hookTimeout: 180_000,
  },
});
