// Checks what `npm pack` would publish: the build, README, CHANGELOG,
// LICENSE and the guides the README links to (docs/guide, docs/rules, the
// performance pages); no sources, tests, examples, source maps or local files.
import { execFileSync } from 'node:child_process';

const [pack] = JSON.parse(execFileSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { encoding: 'utf8' }));
const files = pack.files.map((f) => f.path);
const problems = [];
for (const need of ['package.json', 'README.md', 'CHANGELOG.md', 'LICENSE', 'dist/index.js', 'dist/index.cjs', 'dist/index.d.ts', 'dist/server/index.js', 'dist/server/index.cjs', 'dist/server/index.d.ts', 'dist/env/index.js', 'dist/env/index.cjs', 'dist/env/index.d.ts', 'docs/guide/research.md', 'docs/guide/bots.md', 'docs/rules/parcellus.md', 'docs/performance.md']) {
  if (!files.includes(need)) problems.push(`missing ${need}`);
}
for (const f of files) {
  if (!/^(dist\/|docs\/(guide|rules)\/[\w-]+\.md$|docs\/performance(-log)?\.md$|package\.json$|README\.md$|CHANGELOG\.md$|LICENSE$)/.test(f)) problems.push(`should not ship ${f}`);
  if (/\.map$|test|\.tgz$/.test(f)) problems.push(`should not ship ${f}`);
}
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
console.log(`npm pack: ${files.length} files, ${pack.size} bytes packed — contents as expected`);
