// Bundles each built entry as an app would (minified, every dependency in, for the browser) and
// reads esbuild's metafile: fails if a bundle holds a zod locale file or zod's classic form (which
// loads the English locale and, through `import { z } from 'zod'`, all 95 of them: 257 kB of
// a 504 kB Parcellus bundle before issue 29). Each entry is bundled twice, as `npm run size`
// measures it: importing everything (`export *`) and importing the game value alone.
// Needs `npm run build` first. Run: `node .ci/bundle-check.mjs` (or `npm run bundle-check`);
// `node .ci/bundle-check.mjs some/file.js=name` checks other files (to see the check fail).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync } from 'node:zlib';
import { build } from 'esbuild';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const given = process.argv.slice(2).map((arg) => {
  const [path = '', value = 'default'] = arg.split('=');
  return { path, value };
});
const builtEntries = [
  { path: 'dist/index.js', value: 'getGame' },
  { path: 'dist/games/parcellus/index.js', value: 'parcellus' },
  { path: 'dist/games/six-card-parade/index.js', value: 'sixCardParade' },
  { path: 'dist/games/frustration-rummy/index.js', value: 'frustrationRummy' },
  // The agents run in browsers too (a Web Worker in the web example): bundled for the browser, so a
  // Node built-in (`node:fs`, `fs`…) fails the check.
  { path: 'dist/agents/index.js', value: 'createAgent' },
  // Simulations run on Node (worker threads): bundled for Node, checked for locales only.
  { path: 'dist/sim/index.js', value: 'simulate', platform: 'node' },
  // Reinforcement-learning environments (and their JSON-lines bridge): run on Node, checked for locales only.
  { path: 'dist/env/index.js', value: 'createEnv', platform: 'node' },
  // What game servers share: bundled for Node, checked for locales only.
  { path: 'dist/server/index.js', value: 'memoryStore', platform: 'node' },
];
const entries = given.length > 0 ? given : builtEntries;
// Files no bundle may hold: zod's translations, and its classic form (its root sets a locale).
const forbidden = [
  { pattern: /node_modules\/zod\/(v4\/)?locales\//, what: 'a zod locale file' },
  { pattern: /node_modules\/zod\/(v4\/)?classic\//, what: "zod's classic form (import from 'zod/mini')" },
];

const problems = [];
for (const entry of entries) {
  const file = resolve(root, entry.path);
  if (!existsSync(file)) {
    problems.push(`${entry.path} is missing: run \`npm run build\` first`);
    continue;
  }
  for (const [how, contents] of [
    ['*', `export * from ${JSON.stringify(file)};`],
    [`{ ${entry.value} }`, `import { ${entry.value} } from ${JSON.stringify(file)}; console.log(${entry.value});`],
  ]) {
    let result;
    try {
      result = await build({
      stdin: { contents, resolveDir: root, sourcefile: 'check.js' },
      bundle: true,
      minify: true,
      format: 'esm',
      platform: entry.platform ?? 'browser',
      // The worker pool is an optional peer dependency, loaded by the sim entry on Node only.
      external: ['tinypool'],
      metafile: true,
      write: false,
      logLevel: 'silent',
      });
    } catch (e) {
      // esbuild refuses `node:` modules for the browser: a browser entry that imports one lands here.
      problems.push(`${entry.path} (${how}) does not bundle for ${entry.platform ?? 'browser'}: ${e.errors?.[0]?.text ?? e}`);
      continue;
    }
    // The files whose code is in the bundle: the output's inputs. (`metafile.inputs` is the whole
    // module graph: zod/mini's index re-exports its locales, so they are always reached, and
    // tree-shaken away unless something uses them.)
    if ((entry.platform ?? 'browser') === 'browser') {
      const nodeImports = Object.values(result.metafile.inputs)
        .flatMap((i) => i.imports ?? [])
        .filter((i) => i.path.startsWith('node:'));
      if (nodeImports.length > 0) problems.push(`${entry.path} (${how}) imports ${nodeImports[0]?.path}, which browsers lack`);
    }
    const output = Object.values(result.metafile.outputs)[0]?.inputs ?? {};
    const inBundle = Object.keys(output).filter((i) => (output[i]?.bytesInOutput ?? 0) > 0);
    for (const { pattern, what } of forbidden) {
      const hits = inBundle.filter((i) => pattern.test(i));
      if (hits.length > 0) problems.push(`${entry.path} (${how}) holds ${what}: ${hits.slice(0, 3).join(', ')}`);
    }
    const code = result.outputFiles[0]?.contents ?? new Uint8Array();
    const zod = inBundle
      .filter((i) => i.includes('node_modules/zod/'))
      .reduce((sum, i) => sum + (output[i]?.bytesInOutput ?? 0), 0);
    const kB = (n) => `${(n / 1000).toFixed(1)} kB`;
    console.log(
      `${entry.path.padEnd(38)} ${how.padEnd(22)} ${kB(code.length).padStart(9)} min ` +
        `${kB(brotliCompressSync(code).length).padStart(8)} brotli (zod ${kB(zod)} min)`,
    );
  }
}
if (problems.length > 0) {
  console.error(`\n${problems.join('\n')}`);
  process.exit(1);
}
console.log('\nNo bundle holds a zod locale file or zod classic.');
