import { defineConfig } from 'tsup';

export default defineConfig({
  entry: {
    index: 'src/index.ts',
    'games/parcellus/index': 'src/games/parcellus/index.ts',
    'games/six-card-parade/index': 'src/games/six-card-parade/index.ts',
  },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  sourcemap: false,
  target: 'node20',
  splitting: true,
  treeshake: true,
});
