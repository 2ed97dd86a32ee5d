import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const src = (p: string) => fileURLToPath(new URL(`./src/${p}`, import.meta.url));

export default defineConfig({
  // Examples import the package by name, as users do; tests run them against the sources.
  resolve: {
    alias: [
      { find: /^deckwright$/, replacement: src('index.ts') },
      // The entries that are not games first: `deckwright/agents` is src/agents, not a game folder.
      { find: /^deckwright\/(agents|sim|env|server)$/, replacement: src('$1/index.ts') },
      { find: /^deckwright\/(.+)$/, replacement: src('games/$1/index.ts') },
    ],
  },
  test: {
    include: ['test/**/*.test.ts'],
    exclude: ['test/**/*.soak.test.ts'],
    testTimeout: 120_000,
  },
});
