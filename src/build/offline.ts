import type { AstroIntegration } from 'astro';
import { readFileSync } from 'node:fs';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { generateSW } from 'workbox-build';
import { builtPages, fileFor, importsOf, pageScripts, PDF_MAKER } from '../../scripts/site.ts';
import { SEARCH_INDEX } from '../components/rules/find.ts';

/** Headers every response should carry; also written to `_headers` for hosts that read one. */
export const SECURITY_HEADERS: Record<string, string> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  // The camera scans the QR codes of "Each on our own phone" (src/kit/link): this site only.
  'Permissions-Policy': 'camera=(self), microphone=(), geolocation=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

async function walk(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((e) => (e.isDirectory() ? walk(join(dir, e.name)) : Promise.resolve([join(dir, e.name)]))),
  );
  return nested.flat();
}

/** Where the offline page is built (src/pages/offline.astro), relative to the base. */
export const OFFLINE_PAGE = 'offline/index.html';
/** Cache holding the PDFs a phone has fetched (not precached: see `tableRoutes`). */
export const PDF_CACHE = 'tablemate-pdfs';

/**
 * The QR decoder's code (barcode-detector on zxing-wasm, src/kit/link/scan.ts), known by the
 * CDN address the library would use by default (the site overrides it with its own copy).
 * Like pdf-lib it is left out of the precache: with its wasm it is 470 KB gzip, nearly
 * twice a first visit's budget, and phones with BarcodeDetector (Android) never need it.
 * "Each on our own phone" loads it as soon as the mode is opened (not at the first scan),
 * and the worker keeps it (`ASSET_CACHE`, below), so a phone that opened the mode once
 * scans offline from then on.
 */
const QR_DECODER = /fastly\.jsdelivr\.net\/npm\/zxing-wasm/;

/**
 * The live link's code (src/kit/link/live: LinkPanel and peer, WebRTC), loaded only when a
 * player taps "Link to …": left out of the precache (it would take a first visit to a
 * rules page over budget), kept the first time it is used (`ASSET_CACHE`).
 */
const LIVE_LINK = /\/_astro\/(LinkPanel|peer)\.[\w-]+\.js$/;

/**
 * "Each on our own phone" (each game's islands/OwnPhones.tsx, src/kit/link): the entry of
 * the mode's code. What only it reaches (about 45 KB gzip for the three games) is left out
 * of the precache, which it would take over a first visit's budget, and kept the first time
 * a phone chooses the mode (`ASSET_CACHE`), with the QR decoder, which that moment fetches
 * too: a phone that has chosen the mode once plays it offline from then on.
 */
const OWN_PHONES = /\/_astro\/OwnPhones\.[\w-]+\.js$/;

/** Cache for built assets no page needs at load (code loaded on demand, pictures): kept once fetched. */
export const ASSET_CACHE = 'tablemate-assets';

/** A string as a regular expression that matches it literally. */
const literal = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Cache for the rules pages' search index and worked examples (JSON), kept once fetched. */
export const RULES_CACHE = 'tablemate-rules';

/**
 * What the service worker may precache on install (PDFs are kept as they are fetched).
 * The rules pages' JSON (the search index, src/build/search.ts, and the worked examples'
 * frames, src/pages/games/[slug]/examples/) is left out of a first visit, which it would
 * take over budget: a rules page opened once the worker is in control fetches it while
 * idle (src/components/rules/search.ts), and the worker keeps it (`RULES_CACHE`), so
 * search and the examples work offline from then on.
 */
const PRECACHE_GLOBS = {
  globPatterns: ['**/*.{html,js,css,svg,webmanifest,png}'],
  globIgnores: ['sw.js'],
};

/**
 * The built assets (`_astro/…`) a table needs offline: every page's stylesheets, the
 * scripts its helpers import statically, and the screens they load on demand (kit
 * onDemand: the game in progress, a lesson, a crash report), found by the bench's
 * parser (scripts/site.ts). The print studio's PDF maker (pdf-lib, 500 KB) and the QR
 * decoder (`QR_DECODER`) are left out: each is kept the first time it is used (a PDF made,
 * the own-phone mode opened), as pictures are the first time they are shown, so a first
 * visit stays small.
 */
async function neededOffline(out: string, base: string): Promise<{ needed: Set<string>; studio: string[] }> {
  const site = { dist: out, base };
  const needed = new Set<string>();
  const studio: string[] = [];
  /** Every page's scripts at load: where the walk for the own-phone mode's own code starts. */
  const atLoad: string[] = [];
  for (const page of builtPages(site)) {
    const s = await pageScripts(page, site);
    // The print studio's scripts (its forms, the printer fit) only make PDFs, which takes
    // pdf-lib, itself never precached: a first visit to any other page has no use for them.
    // The worker keeps the page's own (`ASSET_CACHE`) when the printables page is opened,
    // with the PDFs (tableRoutes' keepAllPdfs), so the page works offline; the PDF maker's
    // once used. The printables page itself and its stylesheets stay precached.
    const screens = [...s.onDemand.keys()].filter((path) => {
      const code = readFileSync(fileFor(path, site)!, 'utf8');
      return !PDF_MAKER.test(code) && !QR_DECODER.test(code) && !LIVE_LINK.test(path);
    });
    if (page === `${base}print/`) {
      for (const path of [...s.stylesheets, ...s.otherLinks]) needed.add(path);
      // The page's own scripts only: the PDF maker's (make.ts and what it loads) are kept
      // by the worker's asset route when a PDF is first made, with pdf-lib, without which
      // they make nothing; fetched at the page's first visit they were 16 KB of it.
      studio.push(...s.loaded.keys());
      continue;
    }
    for (const path of [...s.loaded.keys(), ...screens, ...s.stylesheets, ...s.otherLinks]) needed.add(path);
    atLoad.push(...s.loaded.keys());
  }
  // The own-phone mode's own code: what its entries reach and nothing else does (OWN_PHONES).
  const others = new Set<string>();
  const queue = [...atLoad];
  while (queue.length) {
    const path = queue.pop()!;
    if (others.has(path) || OWN_PHONES.test(path)) continue;
    const file = fileFor(path, site);
    if (!file) continue;
    others.add(path);
    for (const edge of importsOf(readFileSync(file, 'utf8'), `https://tablemate.invalid${path}`)) queue.push(new URL(edge.url).pathname);
  }
  for (const path of [...needed]) if (path.endsWith('.js') && !others.has(path)) needed.delete(path);
  // What other pages precache anyway needs no second fetch.
  return { needed, studio: studio.filter((path) => !needed.has(path)) };
}

interface RouteData {
  base: string;
  /** Every page's address (ending in a slash), for the addresses typed without it. */
  pages: string[];
  /** Every PDF's address and a hash of its bytes. */
  pdfs: Record<string, string>;
  cache: string;
  /** The print studio's scripts (`neededOffline`), kept in `assets` when the printables page is used. */
  studio: string[];
  assets: string;
}

/**
 * The service worker's own routes, run before Workbox's (sw.js begins with them, and
 * the first fetch listener that answers wins). Hand-written because Workbox's generated
 * worker has no option for either:
 * - PDFs are not precached (they were about 620 KB of a 760 KB first visit). Each is kept
 *   the first time it is fetched, under its content hash, so a new build's PDF replaces
 *   it; offline, whatever version is kept is served. Opening the printables page fetches
 *   all of them, so a table that printed before game night has them offline.
 * - `/games/emperor` (no trailing slash) redirects to `/games/emperor/`, as the server
 *   does, without the network, so it opens offline too.
 * Serialised into the built script with `toString()`: it may use nothing from outside.
 */
function tableRoutes({ base, pages, pdfs, cache, studio, assets }: RouteData): void {
  const sw = self as unknown as {
    location: Location;
    addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
    addEventListener(type: 'activate', listener: (event: ExtendableEvent) => void): void;
    clients: { matchAll(options: { type: 'window'; includeUncontrolled: boolean }): Promise<{ url: string }[]> };
  };
  interface ExtendableEvent extends Event {
    waitUntil(p: Promise<unknown>): void;
  }
  interface FetchEvent extends ExtendableEvent {
    request: Request;
    respondWith(r: Promise<Response> | Response): void;
  }
  const key = (path: string) => `${path}?rev=${pdfs[path]}`;
  const printables = `${base}print/`;

  async function fetchAndKeep(path: string): Promise<Response> {
    // A fresh request, not the page's: a viewer's Range header would give a 206 the cache refuses.
    const response = await fetch(path);
    if (response.status === 200) {
      const kept = await caches.open(cache);
      await kept.put(key(path), response.clone());
      for (const old of await kept.keys(path, { ignoreSearch: true })) {
        if (old.url !== new URL(key(path), sw.location.href).href) await kept.delete(old);
      }
    }
    return response;
  }
  async function servePdf(path: string): Promise<Response> {
    const kept = await caches.open(cache);
    const current = await kept.match(key(path));
    if (current) return current;
    try {
      return await fetchAndKeep(path);
    } catch (error) {
      // Offline with an older build's copy: better than nothing at the table.
      const older = await kept.match(path, { ignoreSearch: true });
      if (older) return older;
      throw error;
    }
  }
  let keeping: Promise<void> | undefined;
  /**
   * Fetches the print studio's scripts and every PDF not kept yet; one run at a time, however
   * often the printables page opens. The studio's scripts are not precached (a first visit to
   * any other page has no use for them); kept here, where Workbox's CacheFirst route for
   * built assets answers from, the page's PDF maker works offline once a PDF was made.
   */
  function keepAllPdfs(): Promise<void> {
    keeping ??= (async () => {
      const scripts = await caches.open(assets);
      for (const path of studio) {
        if (await scripts.match(path)) continue;
        const response = await fetch(path).catch(() => undefined);
        if (response?.status === 200) await scripts.put(path, response);
      }
      const kept = await caches.open(cache);
      for (const path of Object.keys(pdfs)) {
        // One at a time: the page being read keeps most of the connection.
        if (!(await kept.match(key(path)))) await fetchAndKeep(path).catch(() => undefined);
      }
    })().finally(() => {
      keeping = undefined;
    });
    return keeping;
  }

  sw.addEventListener('fetch', (event) => {
    const { request } = event;
    const url = new URL(request.url);
    if (url.origin !== sw.location.origin || request.method !== 'GET') return;
    if (Object.hasOwn(pdfs, url.pathname)) {
      event.respondWith(servePdf(url.pathname));
    } else if (request.mode === 'navigate' && !url.pathname.endsWith('/') && pages.includes(`${url.pathname}/`)) {
      event.respondWith(Response.redirect(`${url.pathname}/${url.search}${url.hash}`, 301));
    } else if (request.mode === 'navigate' && url.pathname === printables) {
      event.waitUntil(keepAllPdfs()); // Workbox answers with the precached page.
    }
  });
  sw.addEventListener('activate', (event) => {
    // The first visit to the printables page is not controlled yet: fetch the PDFs once the
    // worker is there. Not awaited by the activation, which would hold every request of
    // the page until the PDFs are in; a download cut short is finished on the next visit.
    event.waitUntil(
      sw.clients.matchAll({ type: 'window', includeUncontrolled: true }).then((windows) => {
        if (windows.some((w) => new URL(w.url).pathname === printables)) void keepAllPdfs();
      }),
    );
  });
}

/**
 * After the build: a Workbox service worker that precaches the site (pages, island
 * bundles, CSS, icons; PDFs are kept as they are fetched, see `tableRoutes`) so it
 * works offline after one visit, with an offline page for any address it can't serve,
 * and a `_headers` file carrying each page's Content-Security-Policy (the same one
 * Astro puts in the page's meta tag) plus the headers a meta tag cannot set.
 */
export function offline(): AstroIntegration {
  let base = '/';
  return {
    name: 'tablemate-offline',
    hooks: {
      'astro:config:done': ({ config }) => {
        base = config.base.replace(/\/?$/, '/');
      },
      'astro:build:done': async ({ dir, logger }) => {
        const out = fileURLToPath(dir);
        const all = (await walk(out)).map((f) => relative(out, f).split(sep).join('/')).sort();
        const pdfs: Record<string, string> = {};
        for (const file of all.filter((f) => f.endsWith('.pdf'))) {
          pdfs[base + file] = createHash('sha256').update(await readFile(join(out, file))).digest('hex').slice(0, 16);
        }
        const pages = all.filter((f) => f.endsWith('index.html')).map((f) => base + f.replace(/index\.html$/, ''));
        const { needed, studio } = await neededOffline(out, base);
        const data: RouteData = { base, pages, pdfs, cache: PDF_CACHE, studio, assets: ASSET_CACHE };
        // Types are stripped to blanks when this file is loaded; drop the blank lines they leave,
        // and each line's indent (the routes keep no string across lines).
        const source = tableRoutes.toString().split('\n').map((line) => line.trim()).filter(Boolean).join('\n');
        const routes = `(${source})(${JSON.stringify(data)});\n`;

        const assets = `${base}_astro/`;
        const { count, size, warnings } = await generateSW({
          globDirectory: out,
          ...PRECACHE_GLOBS,
          manifestTransforms: [
            // Stylesheets a script adds when it needs them (the rules pages' worked examples
            // and search box) are linked by no page, so every built stylesheet is kept.
            async (entries) => ({ manifest: entries.filter((e) => !e.url.startsWith(assets) || needed.has(e.url) || e.url.endsWith('.css')), warnings: [] }),
          ],
          swDest: join(out, 'sw.js'),
          modifyURLPrefix: { '': base },
          directoryIndex: 'index.html',
          // Any other address (a page from a newer build, a mistyped one) tries the network,
          // and offline gets the offline page with links to everything that is kept.
          runtimeCaching: [
            {
              // Built assets have content hashes in their names: a kept copy never goes stale.
              urlPattern: new RegExp(literal(assets)),
              handler: 'CacheFirst',
              // ignoreVary: a module script's request carries an Origin header that the
              // worker's own fetch (keepAllPdfs, the print studio's scripts) does not.
              options: { cacheName: ASSET_CACHE, expiration: { maxEntries: 200 }, matchOptions: { ignoreVary: true } },
            },
            {
              // The rules pages' JSON: the kept copy answers at once (offline too), a fresh one replaces it.
              urlPattern: new RegExp(`${literal(base)}(${literal(SEARCH_INDEX)}|games/[a-z-]+/examples/[a-z-]+\\.json)$`),
              handler: 'StaleWhileRevalidate',
              options: { cacheName: RULES_CACHE },
            },
            {
              urlPattern: ({ request }) => request.mode === 'navigate',
              handler: 'NetworkOnly',
              options: { precacheFallback: { fallbackURL: base + OFFLINE_PAGE } },
            },
          ],
          // A new version waits until the player agrees to reload (the page offers it),
          // so an update never swaps code under a game in progress.
          skipWaiting: false,
          clientsClaim: true,
          cleanupOutdatedCaches: true,
          maximumFileSizeToCacheInBytes: 8 * 1024 * 1024,
          mode: 'production',
          sourcemap: false,
          // Workbox's own code inside sw.js: one file fewer for every first visit (gzip per file).
          inlineWorkboxRuntime: true,
        });
        // The table's routes go first, as an imported script would, in sw.js itself (with
        // Workbox's own code): the worker is one file, not three, on every first visit.
        await writeFile(join(out, 'sw.js'), routes + (await readFile(join(out, 'sw.js'), 'utf8')));
        for (const w of warnings) logger.warn(w);
        logger.info(`service worker precaches ${count} files (${(size / 1024).toFixed(0)} KB)`);

        const rules: string[] = [];
        for (const file of (await walk(out)).filter((f) => f.endsWith('.html')).sort()) {
          const html = await readFile(file, 'utf8');
          const csp = html.match(/<meta http-equiv="content-security-policy" content="([^"]+)"/i)?.[1];
          const path = base + relative(out, file).split(sep).join('/').replace(/index\.html$/, '');
          // frame-ancestors is ignored in a meta tag, so it is added here: no page in a frame,
          // but the follow page in the play page's ("Follow on another phone", kit/link/live/follow).
          const framed = path === `${base}follow/` ? "'self'" : "'none'";
          const policy = csp
            ? `${csp.replace(/&#39;/g, "'").replace(/&quot;/g, '"').replace(/;\s*$/, '')}; frame-ancestors ${framed}`
            : undefined;
          rules.push(path, ...(policy ? [`  Content-Security-Policy: ${policy}`] : []), '');
        }
        const common = Object.entries(SECURITY_HEADERS).map(([k, v]) => `  ${k}: ${v}`);
        await writeFile(join(out, '_headers'), [`${base}*`, ...common, `  X-Frame-Options: SAMEORIGIN`, '', ...rules].join('\n'));
      },
    },
  };
}
