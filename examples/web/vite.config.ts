import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

// Inside the repository the example uses the library's build output (`npm run build` at the root),
// exactly what `npm install deckwright` gives a user; a copy outside uses its own node_modules.
const dist = (p: string) => fileURLToPath(new URL(`../../dist/${p}`, import.meta.url));

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  resolve: {
    alias: [
      { find: /^deckwright$/, replacement: dist('index.js') },
      { find: /^deckwright\/agents$/, replacement: dist('agents/index.js') },
      { find: /^deckwright\/(.+)$/, replacement: dist('games/$1/index.js') },
    ],
  },
  // The bot worker imports modules, as the page does.
  worker: { format: 'es' },
  build: { outDir: 'dist', emptyOutDir: true },
});
