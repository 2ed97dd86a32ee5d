import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'games/parcellus/index': 'src/games/parcellus/index.ts',
    'games/six-card-parade/index': 'src/games/six-card-parade/index.ts',
    'games/frustration-rummy/index': 'src/games/frustration-rummy/index.ts',
    'agents/index': 'src/agents/index.ts',
    'sim/index': 'src/sim/index.ts',
    // Reinforcement-learning environments: an entry of their own, so that browser apps do not ship them.
    'env/index': 'src/env/index.ts',
    // What game servers share: its own entry, so that browser apps do not ship it.
    'server/index': 'src/server/index.ts',
    // Worker threads load this file by path, next to the shared chunks.
    'sim-worker': 'src/sim/worker.ts',
    // The command; its parser and progress bar (dev dependencies) are bundled in.
    cli: 'src/cli/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'node20',
  splitting: true,
  treeshake: true,
});
