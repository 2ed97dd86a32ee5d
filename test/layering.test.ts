/**
 * The layers of DESIGN section 2, read from the imports of every file under
 * src/: no file imports from a layer above its own (or from another game), and
 * no files import each other in a circle, type-only imports included, since a
 * reader cannot tell which of two such files comes first.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '../src');

/**
 * Every layer, bottom to top, with the layers its files may import besides
 * their own. `game` is one game's folder: a game imports its own folder and the
 * core, never another game. The registry of games sits above the games; the
 * root entry above the agents (it re-exports `randomAgent`). No layer imports
 * the root entry: it is what users import.
 */
const LAYERS: readonly { name: string; files: RegExp; mayImport: readonly string[] }[] = [
  { name: 'core', files: /^core\//, mayImport: [] },
  { name: 'game', files: /^games\/[^/]+\//, mayImport: ['core'] },
  { name: 'registry', files: /^registry\.ts$/, mayImport: ['core', 'game'] },
  { name: 'agents', files: /^agents\//, mayImport: ['core', 'game'] },
  { name: 'root', files: /^index\.ts$/, mayImport: ['core', 'game', 'registry', 'agents'] },
  { name: 'sim', files: /^sim\//, mayImport: ['core', 'game', 'registry', 'agents'] },
  { name: 'env', files: /^env\//, mayImport: ['core', 'game', 'registry', 'agents'] },
  { name: 'server', files: /^server\//, mayImport: ['core', 'game', 'registry', 'agents'] },
  { name: 'cli', files: /^cli\//, mayImport: ['core', 'game', 'registry', 'agents', 'sim', 'env', 'server'] },
];

/** Source files: what tsup builds or a worker loads. */
const SOURCE = /\.(ts|mts|js|mjs)$/;

/** A file's path under src/, with forward slashes on every platform. */
const rel = (abs: string): string => relative(SRC, abs).split(sep).join('/');

function walk(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : SOURCE.test(e.name) ? [rel(join(dir, e.name))] : [],
  );
}

// Statements start a line, so the examples inside TSDoc comments (` * import ...`) are not read as imports.
const STATIC =
  /^[ \t]*(?:import|export)\s+(?:type\s+)?(?:[\w$]+\s*,\s*)?(?:\{[^}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+)\s+from\s*['"]([^'"]+)['"]/gm;
const BARE = /^[ \t]*import\s*['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

/** The relative specifiers a file's source names in import, export-from and import() forms. */
function specifiers(text: string): string[] {
  return [...text.matchAll(STATIC), ...text.matchAll(BARE), ...text.matchAll(DYNAMIC)]
    .map((m) => m[1] ?? '')
    .filter((s) => s.startsWith('./') || s.startsWith('../'));
}

/** The file under src/ a specifier names: NodeNext writes `.js` for a `.ts` source. */
function target(from: string, spec: string): string {
  const abs = resolve(SRC, dirname(from), spec);
  const candidates = [abs, abs.replace(/\.js$/, '.ts'), abs.replace(/\.mjs$/, '.mts')];
  const hit = candidates.find((c) => existsSync(c) && SOURCE.test(c));
  return hit === undefined ? `${rel(abs)} (missing)` : rel(hit);
}

function layerOf(file: string): string | undefined {
  return LAYERS.find((l) => l.files.test(file))?.name;
}

/** The game a file of a game's folder belongs to. */
const gameOf = (file: string): string | undefined => /^games\/([^/]+)\//.exec(file)?.[1];

/** Why `from` may not import `to`, or undefined when it may. */
function breach(from: string, to: string): string | undefined {
  const a = layerOf(from);
  const b = layerOf(to);
  if (a === undefined) return `${from} is in no layer`;
  if (b === undefined) return `${to} is in no layer`;
  if (a === b) {
    if (a === 'game' && gameOf(from) !== gameOf(to)) return `${from} (game ${gameOf(from)}) imports another game`;
    return undefined;
  }
  const rule = LAYERS.find((l) => l.name === a);
  return rule?.mayImport.includes(b) ? undefined : `${from} (${a}) imports ${to} (${b})`;
}

/** Each circle of the graph once, as a path that ends where it starts. */
function cycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  // Tarjan's strongly connected components: each component of more than one file (or a file importing
  // itself) holds a circle; a breadth-first search inside it gives one short circle to name.
  let index = 0;
  const idx = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const strong = (v: string): void => {
    idx.set(v, index);
    low.set(v, index);
    index++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!idx.has(w)) {
        strong(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, idx.get(w)!));
    }
    if (low.get(v) !== idx.get(v)) return;
    const part = new Set<string>();
    let w: string | undefined;
    do {
      w = stack.pop()!;
      onStack.delete(w);
      part.add(w);
    } while (w !== v);
    if (part.size > 1 || (graph.get(v) ?? []).includes(v)) found.push(circleThrough(v, part, graph));
  };
  for (const v of [...graph.keys()].sort()) if (!idx.has(v)) strong(v);
  return found;
}

function circleThrough(start: string, part: ReadonlySet<string>, graph: ReadonlyMap<string, readonly string[]>) {
  const prev = new Map<string, string>();
  const queue = [start];
  for (let i = 0; i < queue.length; i++) {
    const v = queue[i]!;
    for (const w of graph.get(v) ?? []) {
      if (!part.has(w)) continue;
      if (w === start) {
        const path = [v];
        while (path[0] !== start) path.unshift(prev.get(path[0]!)!);
        return [...path, start];
      }
      if (!prev.has(w)) {
        prev.set(w, v);
        queue.push(w);
      }
    }
  }
  return [start, start];
}

const files = walk(SRC).sort();
const graph = new Map(
  files.map((f) => [f, [...new Set(specifiers(readFileSync(join(SRC, f), 'utf8')).map((s) => target(f, s)))]]),
);

describe('layering (DESIGN section 2)', () => {
  it('reads the imports of every file under src/, each naming a file that exists', () => {
    expect(files.length).toBeGreaterThan(50);
    expect(graph.get('index.ts')).toContain('core/game.ts');
    const missing = [...graph].flatMap(([f, ts]) =>
      ts.filter((t) => t.endsWith('(missing)')).map((t) => `${f} -> ${t}`),
    );
    expect(missing).toEqual([]);
  });

  it('puts every file in a layer, and no file imports from a layer above its own or from another game', () => {
    const breaches = [...graph].flatMap(([f, ts]) => [breach(f, f), ...ts.map((t) => breach(f, t))]);
    expect(breaches.filter((b) => b !== undefined)).toEqual([]);
  });

  it('has no import circle between files', () => {
    expect(cycles(graph).map((c) => c.join(' -> '))).toEqual([]);
  });

  it("keeps each game's presentation out of its rules: only the entry and the presentation import it", () => {
    // Presentation is part of a game (it reads that game's views) but no rule code depends on it.
    const PRESENTATION = /^games\/[^/]+\/(labels|prompt|selection|table|presentation)\.ts$/;
    const presentationFiles = files.filter((f) => PRESENTATION.test(f));
    expect(presentationFiles).toContain('games/parcellus/selection.ts');
    const breaches = [...graph].flatMap(([f, ts]) =>
      PRESENTATION.test(f) || /^games\/[^/]+\/index\.ts$/.test(f) || !f.startsWith('games/')
        ? []
        : ts.filter((t) => PRESENTATION.test(t)).map((t) => `${f} -> ${t}`),
    );
    expect(breaches).toEqual([]);
  });
});

describe('the server entry (deckwright/server)', () => {
  it('is reached by no browser entry: the root, the games and the agents ship none of it', () => {
    const server = files.filter((f) => f.startsWith('server/'));
    expect(server).toContain('server/index.ts');
    const entries = files.filter(
      (f) => f === 'index.ts' || /^games\/[^/]+\/index\.ts$/.test(f) || f.startsWith('agents/'),
    );
    expect(entries.length).toBeGreaterThan(4);
    const reached = new Set<string>();
    const stack = [...entries];
    for (let f = stack.pop(); f !== undefined; f = stack.pop()) {
      if (reached.has(f)) continue;
      reached.add(f);
      stack.push(...(graph.get(f) ?? []));
    }
    expect([...reached].filter((f) => f.startsWith('server/'))).toEqual([]);
    // And the server layer builds on the core only: no game, registry or agent is in its closure.
    for (const f of server)
      expect(graph.get(f)?.every((t) => t.startsWith('core/') || t.startsWith('server/'))).toBe(true);
  });
});

describe('the layering check itself', () => {
  it('reads multi-line, type-only, re-export, bare and dynamic imports, but not those in comments', () => {
    const text = [
      "import {\n  a,\n  type B,\n} from './a.js';",
      "import type { C } from '../c.js';",
      "export * from './d.js';",
      "export { e as f } from './e.js';",
      "import g, { h } from './g.js';",
      "import './side.js';",
      "const m = await import('./lazy.ts');",
      "import { z } from 'zod';",
      " * import { nope } from './comment.js';",
    ].join('\n');
    expect(specifiers(text).sort()).toEqual(
      ['../c.js', './a.js', './d.js', './e.js', './g.js', './lazy.ts', './side.js'].sort(),
    );
  });

  it('refuses an import up the layers or across games, and allows one down', () => {
    expect(breach('core/match.ts', 'registry.ts')).toMatch(/core\/match\.ts \(core\) imports registry\.ts/);
    expect(breach('games/parcellus/bot.ts', 'agents/agent.ts')).toBeDefined();
    expect(breach('games/parcellus/bot.ts', 'games/six-card-parade/cardTypes.ts')).toMatch(/another game/);
    expect(breach('sim/play.ts', 'index.ts')).toBeDefined();
    expect(breach('misc/x.ts', 'core/game.ts')).toMatch(/in no layer/);
    expect(breach('cli/index.ts', 'sim/play.ts')).toBeUndefined();
    expect(breach('registry.ts', 'games/parcellus/index.ts')).toBeUndefined();
    expect(breach('games/parcellus/pass.ts', 'games/parcellus/parcel.ts')).toBeUndefined();
  });

  it('names the path of each circle', () => {
    const g = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a', 'd']],
      ['d', []],
      ['e', ['e']],
    ]);
    expect(cycles(g)).toEqual([
      ['a', 'b', 'c', 'a'],
      ['e', 'e'],
    ]);
    expect(
      cycles(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).toEqual([]);
  });
});
