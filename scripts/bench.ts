// npm run bench: what each built page ships (HTML and JavaScript, raw and gzip),
// how long the build takes, and how big and slow each PDF is, against budgets.
// Runs on the Node 24 from node_modules, which strips the types from this file.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';

const root = resolve(import.meta.dirname, '..');
const dist = join(root, process.env.TABLEMATE_OUT ?? 'dist');
const BUDGET_JS_GZIP = 30 * 1024;
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
const pageRows: (string | number)[][] = [];
for (const html of files(dist, '.html').sort()) {
  const text = readFileSync(html, 'utf8');
  const urls = [
    ...text.matchAll(/<script[^>]+src="([^"]+\.js)"/g),
    ...text.matchAll(/(?:component-url|renderer-url)="([^"]+\.js)"/g),
    ...text.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g),
  ].map((m) => m[1]!);
  const inline = [...text.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).join('');
  const js = jsClosure(urls.map(toFile));
  const jsBufs = [...js].map((f) => readFileSync(f));
  const jsRaw = jsBufs.reduce((s, b) => s + b.length, 0) + Buffer.byteLength(inline);
  const jsGzip = jsBufs.reduce((s, b) => s + gz(b), 0) + (inline ? gz(Buffer.from(inline)) : 0);
  const page = '/' + relative(dist, html).split(sep).join('/').replace(/index\.html$/, '');
  const islands = (text.match(/<astro-island/g) ?? []).length;
  pageRows.push([page, islands, kb(Buffer.byteLength(text)), kb(gz(Buffer.from(text))), kb(jsRaw), kb(jsGzip)]);
  if (islands === 0 && jsRaw > 0) failures.push(`${page} has no helper but ships ${jsRaw} bytes of JavaScript (budget: 0).`);
  if (jsGzip > BUDGET_JS_GZIP) failures.push(`${page} ships ${kb(jsGzip)} of JavaScript gzipped (budget: ${kb(BUDGET_JS_GZIP)}).`);
  const pdfLib = [...js].find((f) => /PDFDocument|pdf-lib|fontkit/.test(readFileSync(f, 'utf8')));
  if (pdfLib) failures.push(`${page} loads pdf-lib code (${relative(dist, pdfLib)}); PDFs must be built at build time only.`);
}
console.log('Pages (JavaScript = every module the page loads, gzip summed per file)');
table(['page', 'helpers', 'HTML', 'HTML gzip', 'JS', 'JS gzip'], pageRows);

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
    for (const paper of PAPER_IDS) {
      start = performance.now();
      const bytes = await p.build(paper);
      const ms = performance.now() - start;
      total += ms;
      rows.push([`/print/${p.game}/${p.name}-${paper}.pdf`, kb(bytes.length), `${ms.toFixed(0)} ms`]);
    }
  }
  console.log('PDFs (built one at a time; first build of a run includes loading the font)');
  table(['file', 'size', 'build time'], rows);
  console.log(`All PDFs: ${(total / 1000).toFixed(2)} s\n`);
} finally {
  await server.close();
}

if (failures.length) {
  console.log('Over budget:');
  for (const f of failures) console.log(`- ${f}`);
  process.exit(1);
}
console.log('Budgets: pages without a helper ship 0 B of JavaScript; every page ships at most 30 KB gzip; no page loads pdf-lib. All met.');
