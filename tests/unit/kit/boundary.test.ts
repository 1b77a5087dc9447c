/**
 * The import boundary of a play page's first screen: everything a game's
 * `islands/Helper.tsx` imports statically (what the page loads before the player acts)
 * must not reach a game's moves (engine.ts), its lesson, its printables or pdf-lib.
 * Those come later, through the one on-demand entry (islands/screens.ts, reached by a
 * dynamic import the walk does not follow). `npm run bench` weighs the bytes; this test
 * says which import crossed the line, by file.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { transformSync } from 'esbuild';
import { init, parse } from 'es-module-lexer';
import { describe, expect, it } from 'vitest';
import { games } from '~/kit/games';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const src = join(root, 'src');

/** Files and packages a first screen must not reach. */
const FORBIDDEN: { test: (target: string) => boolean; why: string }[] = [
  { test: (t) => /src\/games\/[^/]+\/engine\.ts$/.test(t), why: "a game's moves" },
  { test: (t) => /src\/games\/[^/]+\/lesson\.ts$/.test(t), why: 'a lesson' },
  { test: (t) => /src\/games\/[^/]+\/print\.ts$/.test(t), why: 'printables' },
  { test: (t) => t === 'pdf-lib' || t.startsWith('@pdf-lib/') || /src\/kit\/pdf\//.test(t), why: 'pdf-lib' },
];

function resolveFile(spec: string, from: string): string | null {
  let base: string;
  if (spec.startsWith('~/')) base = join(src, spec.slice(2));
  else if (spec.startsWith('.')) base = resolve(dirname(from), spec);
  else return null; // a package
  const clean = base.replace(/\?.*$/, '');
  for (const candidate of [clean, `${clean}.ts`, `${clean}.tsx`, join(clean, 'index.ts'), join(clean, 'index.tsx')]) {
    if (existsSync(candidate) && !candidate.endsWith('/')) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // a folder: try the next candidate
      }
    }
  }
  throw new Error(`${relative(root, from)} imports ${spec}, which is not a file`);
}

/** Static imports of one file (types stripped first: `import type` costs nothing). */
function staticImports(file: string): string[] {
  if (!/\.(ts|tsx|js|mjs)$/.test(file)) return [];
  const { code } = transformSync(readFileSync(file, 'utf8'), { loader: file.endsWith('x') ? 'tsx' : 'ts', jsx: 'automatic', jsxImportSource: 'preact', format: 'esm' });
  const [imports] = parse(code);
  // d === -1: a static import; dynamic import() (d > -1) and import.meta (d === -2) are not followed.
  return imports.filter((i) => i.d === -1 && i.n).map((i) => i.n!);
}

/** Every file and package the entry reaches by static imports, with the path that reached it. */
function reach(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[entry, [entry]]]);
  const queue = [entry];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const spec of staticImports(file)) {
      const target = resolveFile(spec, file) ?? spec;
      if (seen.has(target)) continue;
      seen.set(target, [...seen.get(file)!, target]);
      if (target.startsWith('/')) queue.push(target);
    }
  }
  return seen;
}

await init;

describe.each(games.map((g) => [g.slug] as const))('%s: the play page first screen', (slug) => {
  const entry = join(src, 'games', slug, 'islands', 'Helper.tsx');

  it('is islands/Helper.tsx, the island play.mdx mounts', () => {
    expect(existsSync(entry), `src/games/${slug}/islands/Helper.tsx`).toBe(true);
    const play = readFileSync(join(root, 'content', 'games', slug, 'play.mdx'), 'utf8');
    expect(play).toContain(`~/games/${slug}/islands/Helper.tsx`);
  });

  it("reaches no game's moves, lesson, printables or pdf-lib by static imports", () => {
    const crossings: string[] = [];
    for (const [target, path] of reach(entry)) {
      const rule = FORBIDDEN.find((f) => f.test(target));
      if (rule) crossings.push(`${rule.why}: ${path.map((p) => relative(root, p) || p).join(' → ')}`);
    }
    expect(crossings).toEqual([]);
  });
});

describe('the walk itself', () => {
  it('finds an engine reached through a chain of imports (it can fail)', () => {
    // engine.ts files exist and the walk reaches them when something imports them statically.
    const reached = reach(join(src, 'games', 'sibling-rivalry', 'engine.ts'));
    expect([...reached.keys()].some((k) => k.endsWith('sibling-rivalry/engine.ts'))).toBe(true);
    expect([...reached.keys()].some((k) => k.includes('/src/kit/'))).toBe(true);
  });
});
