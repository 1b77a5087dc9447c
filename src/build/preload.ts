// A play page's helper hydrates at load (`client:load`), but the browser learns of its
// files one import level at a time: the island's file, then what it imports, then what
// those import, each level a round trip and a parse on a slow phone, most of them after the
// load event. Every file of that static import tree is named in the page's head as a module
// preload, so all of it is fetched (and compiled) while the page is parsed, at once.
// Only islands hydrated at load: an island hydrated when seen or idle (the rules pages'
// examples, the print studio) keeps loading late, when wanted.
// Runs before offline(), which precaches the pages as written here.
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { init } from 'es-module-lexer';
import { fileFor, importsOf } from '../../scripts/site.ts';

const ISLAND = /<astro-island\b[^>]*>/g;
const attr = (tag: string, name: string) => tag.match(new RegExp(`\\s${name}="([^"]*)"`))?.[1];
/** A fixed origin to resolve addresses against: only the path matters. */
const ORIGIN = 'http://site.invalid';

/** The page's head with a module preload for every file its load-time islands import statically (the page unchanged when it has none). */
export async function withPreloads(html: string, site: { dist: string; base: string }): Promise<string> {
  const roots = [...html.matchAll(ISLAND)]
    .map((m) => m[0])
    .filter((tag) => attr(tag, 'client') === 'load')
    .flatMap((tag) => [attr(tag, 'component-url'), attr(tag, 'renderer-url')])
    .filter((url): url is string => !!url);
  const seen = new Set<string>();
  const follow = async (path: string): Promise<void> => {
    if (seen.has(path)) return;
    seen.add(path);
    const file = fileFor(path, site);
    if (!file) throw new Error(`A page's island imports ${path}, which the build does not have.`);
    for (const edge of importsOf(await readFile(file, 'utf8'), ORIGIN + path)) if (!edge.dynamic) await follow(new URL(edge.url).pathname);
  };
  for (const root of roots) await follow(root);
  if (seen.size === 0) return html;
  const links = [...seen].map((path) => `<link rel="modulepreload" href="${path}">`).join('');
  return html.replace('</head>', `${links}</head>`);
}

export function preloads(): AstroIntegration {
  let base = '/';
  return {
    name: 'tablemate-preloads',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir }) => {
        await init;
        const dist = fileURLToPath(dir);
        const entries = await readdir(dist, { withFileTypes: true, recursive: true });
        for (const e of entries.filter((e) => e.isFile() && e.name.endsWith('.html'))) {
          const file = join(e.parentPath, e.name);
          const html = await readFile(file, 'utf8');
          const next = await withPreloads(html, { dist, base });
          if (next !== html) await writeFile(file, next);
        }
      },
    },
  };
}
