// npm run bench: what each built page ships (HTML and JavaScript, raw and gzip),
// how long the build takes, and how big and slow each PDF is, against budgets.
// Runs on the Node 24 from node_modules, which strips the types from this file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = resolve(root, process.env.TABLEMATE_OUT ?? 'dist');
const BUDGET_JS_GZIP = 30 * 1024;
// The service-worker registration is the one script every page carries (it is what
// makes the site work offline after one visit); pages without a helper ship nothing else.
const BUDGET_SW_GZIP = 1024;
// HTML plus render-blocking CSS that fits the first ~14 KB a server sends before
// waiting for the first acknowledgement: first paint in one network round trip.
const BUDGET_FIRST_PAINT = 14 * 1024;
const failures: string[] = [];

const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;
const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
function table(headers: string[], rows: (string | number)[][]): void {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(headers));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
  console.log();
}

// 1. Build, timed.
const astro = join(root, 'node_modules/.bin/astro');
let start = performance.now();
execFileSync(astro, ['build'], { cwd: root, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
const buildSeconds = (performance.now() - start) / 1000;
console.log(`Build (astro build, pages and every PDF): ${buildSeconds.toFixed(1)} s\n`);

// 2. Per page: the HTML and every JS module it loads, followed through imports.
function files(dir: string, ext: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path, ext) : name.endsWith(ext) ? [path] : [];
  });
}
const base = (process.env.BASE ?? '/').replace(/\/?$/, '/');
const toFile = (url: string) => join(dist, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
function jsClosure(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    // Static and dynamic imports between the built chunks (relative specifiers).
    for (const m of code.matchAll(/(?:import|export)\s*(?:[^'"`;]*?\sfrom\s*)?\(?\s*["'](\.{1,2}\/[^"']+\.js)["']/g)) {
      queue.push(resolve(dirname(file), m[1]!));
    }
  }
  return seen;
}
// The import graph between built chunks, static and dynamic kept apart, for the
// pdf-lib rule: minified chunks write `import{a}from"./x.js"` and `import(`./y.js`)`.
function importGraph(entries: string[], follow: 'static' | 'all'): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length) {
    const file = queue.pop()!;
    if (seen.has(file) || !existsSync(file)) continue;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    const found = [...code.matchAll(/(?:\bimport|\bexport)\s*(?:[^'"`;()]*?from\s*)?["'`](\.{1,2}\/[^"'`]+\.js)["'`]/g)].map((m) => m[1]!);
    if (follow === 'all') found.push(...[...code.matchAll(/\bimport\(\s*["'`](\.{1,2}\/[^"'`]+\.js)["'`]\s*\)/g)].map((m) => m[1]!));
    for (const spec of found) queue.push(resolve(dirname(file), spec));
  }
  return seen;
}
const usesPdfLib = (files: Set<string>) => [...files].find((f) => /PDFDocument|pdf-lib|fontkit/.test(readFileSync(f, 'utf8')));
const pageRows: (string | number)[][] = [];
for (const html of files(dist, '.html').sort()) {
  const text = readFileSync(html, 'utf8');
  const urls = [
    ...text.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...text.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g),
    ...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const inlineScripts = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  const registration = inlineScripts.filter((s) => s.includes('serviceWorker')).join('');
  const inline = inlineScripts.filter((s) => !s.includes('serviceWorker')).join('');
  const swGzip = registration ? gz(Buffer.from(registration)) : 0;
  const css = [...text.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="([^"]+)"/g)].map((m) => readFileSync(toFile(m[1]!)));
  const firstPaint = gz(Buffer.from(text)) + css.reduce((s, b) => s + gz(b), 0);
  const js = jsClosure(urls.map(toFile));
  const jsBufs = [...js].map((f) => readFileSync(f));
  const jsRaw = jsBufs.reduce((s, b) => s + b.length, 0) + Buffer.byteLength(inline);
  const jsGzip = jsBufs.reduce((s, b) => s + gz(b), 0) + (inline ? gz(Buffer.from(inline)) : 0);
  const page = '/' + relative(dist, html).split(sep).join('/').replace(/index\.html$/, '');
  const islands = (text.match(/<astro-island/g) ?? []).length;
  const allJsGzip = jsGzip + swGzip;
  pageRows.push([page, islands, kb(Buffer.byteLength(text)), kb(gz(Buffer.from(text))), kb(jsRaw), kb(jsGzip), kb(swGzip), kb(firstPaint)]);
  if (islands === 0 && jsRaw > 0) failures.push(`${page} has no helper but ships ${jsRaw} bytes of JavaScript besides the service-worker registration (budget: 0).`);
  if (swGzip > BUDGET_SW_GZIP) failures.push(`${page}: the service-worker registration is ${kb(swGzip)} gzipped (budget: ${kb(BUDGET_SW_GZIP)}).`);
  if (allJsGzip > BUDGET_JS_GZIP) failures.push(`${page} ships ${kb(allJsGzip)} of JavaScript gzipped (budget: ${kb(BUDGET_JS_GZIP)}).`);
  if (firstPaint > BUDGET_FIRST_PAINT) failures.push(`${page} needs ${kb(firstPaint)} (HTML + blocking CSS, gzip) for first paint (budget: ${kb(BUDGET_FIRST_PAINT)}).`);
  // pdf-lib never reaches a rules or play page, not even on demand; the printables page
  // loads it only by a dynamic import, when a player asks the print studio for a PDF.
  const entries = urls.map(toFile);
  const studio = page === `${base}print/` || page === '/print/';
  const pdfLib = usesPdfLib(importGraph(entries, studio ? 'static' : 'all'));
  if (pdfLib) failures.push(`${page} loads pdf-lib code (${relative(dist, pdfLib)})${studio ? ' before a PDF is asked for' : ''}; only the print studio may, on demand.`);
}
console.log('Pages (JS = every helper module the page loads, gzip summed per file; SW = service-worker registration;');
console.log('first paint = HTML + render-blocking CSS, gzip)');
table(['page', 'helpers', 'HTML', 'HTML gzip', 'JS', 'JS gzip', 'SW gzip', 'first paint'], pageRows);

// 3. PDFs: each built on its own, timed, through Vite so the site's own modules load as in the build.
const { createServer } = await import('vite');
const server = await createServer({
  root,
  configFile: false,
  logLevel: 'error',
  appType: 'custom',
  server: { middlewareMode: true, hmr: false, watch: null },
  resolve: { alias: { '~': join(root, 'src') } },
});
try {
  const { printables } = (await server.ssrLoadModule('/src/printables.ts')) as typeof import('../src/printables');
  const { PAPER_IDS } = (await server.ssrLoadModule('/src/kit/pdf/units.ts')) as typeof import('../src/kit/pdf/units');
  const rows: (string | number)[][] = [];
  let total = 0;
  for (const p of printables) {
    for (const sides of p.cards ? (['duplex', 'fold'] as const) : (['duplex'] as const)) {
      for (const paper of PAPER_IDS) {
        start = performance.now();
        const bytes = p.cards ? await p.build(paper, { sides }) : await p.build(paper);
        const ms = performance.now() - start;
        total += ms;
        rows.push([`/print/${p.game}/${p.name}${sides === 'fold' ? '-fold' : ''}-${paper}.pdf`, kb(bytes.length), `${ms.toFixed(0)} ms`]);
      }
    }
  }
  console.log('PDFs (built one at a time; first build of a run includes loading the font)');
  table(['file', 'size', 'build time'], rows);
  console.log(`All PDFs: ${(total / 1000).toFixed(2)} s\n`);
} finally {
  await server.close();
}

// 3b. The print studio in the browser: a PDF made on /print/ by the system Chromium at
// a phone's size, from pressing the button to the download (first use: code and font load).
{
  const { chromium } = await import('@playwright/test');
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const port = await new Promise<number>((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => done(p));
    });
  });
  const preview = spawn(astro, ['preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}${base.replace(/\/$/, '')}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin + '/')).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
  const rows: (string | number)[][] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${origin}/print/`);
    for (const [id, label] of [['subtweet-tweet-cards', 'first PDF (loads pdf-lib, fontkit and the font)'], ['empty-rivalry-question-cards', 'next PDF'], ['emperor-cards', 'next PDF']] as const) {
      const details = page.locator(`details#make-${id}`);
      await details.locator('summary').click();
      const button = details.getByRole('button', { name: 'Make my PDF' });
      await button.waitFor();
      await page.waitForFunction((b) => !(b as HTMLButtonElement).disabled, await button.elementHandle());
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const ms = performance.now() - started;
      const size = statSync((await download.path())!).size;
      rows.push([`${download.suggestedFilename()} (${label})`, kb(size), `${ms.toFixed(0)} ms`]);
    }
  } finally {
    await browser.close();
    preview.kill();
  }
  console.log('Print studio: PDFs made in the browser on /print/ (390 x 844, system Chromium)');
  table(['file', 'size', 'time to download'], rows);
}

// 4. Lighthouse (mobile settings, the system Chromium) on the home page and every game page.
if (process.env.BENCH_SKIP_LIGHTHOUSE) {
  console.log('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE is set).\n');
} else {
  const { default: lighthouse } = await import('lighthouse');
  const chromeLauncher = await import('chrome-launcher');
  const { spawn } = await import('node:child_process');
  const net = await import('node:net');
  const port = await new Promise<number>((done) => {
    const s = net.createServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => done(p));
    });
  });
  const preview = spawn(astro, ['preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: 'ignore' });
  const origin = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(origin)).ok) break;
    } catch {
      await new Promise((r) => setTimeout(r, 200));
    }
  }
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  const rows: (string | number)[][] = [];
  try {
    const paths = ['/', ...readdirSync(join(dist, 'games')).sort().map((g) => `/games/${g}/`)];
    for (const path of paths) {
      const result = await lighthouse(`${origin}${base.replace(/\/$/, '')}${path}`, { port: chrome.port, output: 'json', logLevel: 'error' });
      const c = result!.lhr.categories;
      const score = (k: string) => (c[k]?.score == null ? 'n/a' : Math.round(c[k]!.score! * 100));
      rows.push([path, score('performance'), score('accessibility'), score('best-practices'), score('seo')]);
    }
  } finally {
    chrome.kill();
    preview.kill();
  }
  console.log('Lighthouse (mobile, simulated slow 4G)');
  table(['page', 'performance', 'accessibility', 'best practices', 'SEO'], rows);
}

if (failures.length) {
  console.log('Over budget:');
  for (const f of failures) console.log(`- ${f}`);
  process.exit(1);
}
console.log(
  'Budgets: pages without a helper ship no JavaScript but the service-worker registration (at most 1 KB gzip); ' +
    'every page ships at most 30 KB gzip; first paint needs at most 14 KB gzip; only the print studio loads pdf-lib, on demand. All met.',
);
