// What each built page makes a browser download, worked out from the build output
// alone: shared by the bench (scripts/bench.ts) and the browser cross-check
// (tests/e2e/bytes.spec.ts), which fails if Chromium requests anything else.
// HTML is read with an HTML parser and JavaScript imports with es-module-lexer (the
// parser Vite itself uses): minified chunks (`}from"./x.js"`) can't slip past it.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { init, parse as parseModule } from 'es-module-lexer';
import { parse as parseHtml } from 'node-html-parser';

export const root = resolve(import.meta.dirname, '..');
/** The build output the tests and the bench read (TABLEMATE_OUT lets two builds live side by side). */
export const dist = resolve(root, process.env.TABLEMATE_OUT ?? 'dist');
/** The site's base path, always ending in a slash. */
export const base = (process.env.BASE ?? '/').replace(/\/?$/, '/');

/** A build to read: its folder and the base path it was built for (the service worker's build step passes its own). */
export interface Site {
  dist: string;
  base: string;
}
const DEFAULT_SITE: Site = { dist, base };

/** Gzip size, at the level a host that pre-compresses would use. */
export const gzipSize = (bytes: Buffer | string): number => gzipSync(bytes, { level: 9 }).length;
/** Sizes in KB (1024 bytes) with one decimal, as every report here prints them. */
export const kb = (n: number): string => `${(n / 1024).toFixed(1)} KB`;

function walk(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? walk(path) : [path];
  });
}

/** Every file in the build, as paths relative to it with forward slashes. */
export function builtFiles({ dist }: Site = DEFAULT_SITE): string[] {
  if (!existsSync(dist)) throw new Error(`No build at ${dist}: run "npm run build" first.`);
  return walk(dist)
    .map((f) => relative(dist, f).split(sep).join('/'))
    .sort();
}

/** The address of every built page (`/`, `/games/emperor/`, `/games/emperor/play/` …), found in the build output. */
export function builtPages(site: Site = DEFAULT_SITE): string[] {
  return builtFiles(site)
    .filter((f) => f.endsWith('.html'))
    .map((f) => site.base + f.replace(/index\.html$/, ''));
}

/** The file in the build that serves an address on the site (undefined when none does). */
export function fileFor(pathname: string, { dist, base }: Site = DEFAULT_SITE): string | undefined {
  if (!pathname.startsWith(base)) return undefined;
  let rel = decodeURIComponent(pathname.slice(base.length));
  if (rel === '' || rel.endsWith('/')) rel += 'index.html';
  const file = join(dist, rel);
  return existsSync(file) && statSync(file).isFile() ? file : undefined;
}

/** A fixed origin to resolve addresses against: only the path matters here. */
const ORIGIN = 'http://site.invalid';

export interface PageScripts {
  /**
   * Helpers on the page: Astro islands, plus elements marked `data-helper` that a page
   * script brings to life without an island (the home page's Resume list, the follow page's scanner).
   */
  islands: number;
  /** Script files the page loads once every helper has loaded, by address, with their size. */
  loaded: Map<string, { raw: number; gzip: number }>;
  /** Script files only a dynamic `import()` reaches that runs in some cases only (not counted in `loaded`). */
  onDemand: Map<string, { raw: number; gzip: number }>;
  /** The inline service-worker registration script (every page has one). */
  registration: { raw: number; gzip: number };
  /** Other inline scripts (the island loader that Astro inlines on pages with helpers). */
  inline: { raw: number; gzip: number };
  /** Stylesheets the page links, by address. */
  stylesheets: string[];
  /** Everything else the page itself asks for before any script runs (icons, manifest). */
  otherLinks: string[];
}

interface Edge {
  url: string;
  dynamic: boolean;
}

/** The imports of one module (a file, or an inline script), resolved against its own address. */
export function importsOf(code: string, from: string): Edge[] {
  const [imports] = parseModule(code);
  const edges: Edge[] = [];
  for (const i of imports) {
    if (i.d === -2) continue; // import.meta
    // A dynamic import of a computed address can't be followed: say so rather than under-count.
    if (i.n === undefined) throw new Error(`${from}: an import() with a computed address (${code.slice(i.ss, i.se)}); the bench can't follow it.`);
    if (!/^(\.{0,2}\/|https?:)/.test(i.n)) throw new Error(`${from}: a bare import "${i.n}" in built code.`);
    edges.push({ url: new URL(i.n, from).href, dynamic: i.d > -1 });
  }
  return edges;
}

function sizeOf(url: string, site: Site): { raw: number; gzip: number } {
  const file = fileFor(new URL(url).pathname, site);
  if (!file) throw new Error(`The build has no file for ${new URL(url).pathname}, which a page imports.`);
  const bytes = readFileSync(file);
  return { raw: bytes.length, gzip: gzipSize(bytes) };
}

/** The scripts, styles and icons one built page loads, followed through every import. */
export async function pageScripts(pagePath: string, site: Site = DEFAULT_SITE): Promise<PageScripts> {
  await init;
  const file = fileFor(pagePath, site);
  if (!file) throw new Error(`No built page for ${pagePath}.`);
  const doc = parseHtml(readFileSync(file, 'utf8'));
  const pageUrl = ORIGIN + pagePath;
  const abs = (href: string) => new URL(href, pageUrl).href;

  const entries: string[] = [];
  const inlineEdges: Edge[] = [];
  const registration: string[] = [];
  const inline: string[] = [];
  for (const script of doc.querySelectorAll('script')) {
    const src = script.getAttribute('src');
    if (src) {
      entries.push(abs(src));
      continue;
    }
    const type = script.getAttribute('type');
    if (type && type !== 'module' && type !== 'text/javascript') continue; // JSON data, not code
    const code = script.rawText;
    if (code.includes('serviceWorker')) registration.push(code);
    else inline.push(code);
    if (type === 'module') inlineEdges.push(...importsOf(code, pageUrl));
  }
  const islands = doc.querySelectorAll('astro-island');
  for (const island of islands) {
    for (const attr of ['component-url', 'renderer-url', 'before-hydration-url']) {
      const href = island.getAttribute(attr);
      if (href) entries.push(abs(href));
    }
  }
  const links = doc.querySelectorAll('link');
  const rels = (rel: string) => links.filter((l) => (l.getAttribute('rel') ?? '').split(/\s+/).includes(rel));
  for (const l of rels('modulepreload')) entries.push(abs(l.getAttribute('href')!));
  const stylesheets = rels('stylesheet').map((l) => abs(l.getAttribute('href')!));
  const otherLinks = [...rels('icon'), ...rels('manifest')].map((l) => abs(l.getAttribute('href')!));

  // Static imports load with their importer; a dynamic import() loads when its code runs,
  // which for Astro's renderer is only in some cases (signals as props). Both are followed.
  const loaded = new Set<string>();
  const reachable = new Set<string>();
  const walkFrom = (start: Edge[]) => {
    const queue = [...start];
    while (queue.length) {
      const edge = queue.pop()!;
      const staticEdge = !edge.dynamic;
      if (staticEdge ? loaded.has(edge.url) : reachable.has(edge.url)) continue;
      (staticEdge ? loaded : reachable).add(edge.url);
      const path = fileFor(new URL(edge.url).pathname, site);
      if (!path) throw new Error(`${pagePath} loads ${new URL(edge.url).pathname}, which is not in the build.`);
      queue.push(...importsOf(readFileSync(path, 'utf8'), edge.url).map((e) => ({ url: e.url, dynamic: e.dynamic || !staticEdge })));
    }
  };
  walkFrom([...entries.map((url) => ({ url, dynamic: false })), ...inlineEdges]);
  const sized = (urls: Iterable<string>) =>
    new Map([...urls].sort().map((url) => [new URL(url).pathname, sizeOf(url, site)] as const));
  const code = (parts: string[]) => ({ raw: Buffer.byteLength(parts.join('')), gzip: parts.length ? gzipSize(parts.join('')) : 0 });
  return {
    islands: islands.length + doc.querySelectorAll('[data-helper]').length,
    loaded: sized(loaded),
    onDemand: sized([...reachable].filter((u) => !loaded.has(u))),
    registration: code(registration),
    inline: code(inline),
    stylesheets: stylesheets.map((u) => new URL(u).pathname),
    otherLinks: otherLinks.map((u) => new URL(u).pathname),
  };
}

/** Code that carries pdf-lib: only the print studio may load it, on demand (bench), and it is not precached (service worker). */
export const PDF_MAKER = /PDFDocument|pdf-lib|fontkit/;

/** Sum of a page's loaded scripts (files and inline code, service-worker registration included). */
export function scriptTotal(s: PageScripts): { raw: number; gzip: number } {
  let raw = s.registration.raw + s.inline.raw;
  let gzip = s.registration.gzip + s.inline.gzip;
  for (const size of s.loaded.values()) {
    raw += size.raw;
    gzip += size.gzip;
  }
  return { raw, gzip };
}

/** Bytes a transfer of this built file costs: gzip for text, as served by any static host; raw for the rest. */
export function transferSize(file: string): number {
  const bytes = readFileSync(file);
  return /\.(html|js|css|svg|webmanifest|json|txt)$/.test(file) ? gzipSize(bytes) : bytes.length;
}
