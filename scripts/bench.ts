// npm run bench: what a phone downloads and how fast the helpers answer, against budgets.
//   1. the build, timed;
//   2. per built page, the JavaScript it loads with every helper loaded, followed through
//      every import by a parser (scripts/site.ts; tests/e2e/bytes.spec.ts checks the same
//      figures against what Chromium requests);
//   3. per page, a first visit in Chromium: every byte the page and the service worker fetch;
//   4. per play page, with the CPU slowed 4×: time until the helper takes a tap, and the
//      slowest tap-to-next-paint over one scripted turn (scripts/turns.ts);
//      and the print studio: how long a PDF made in the browser takes;
//   5. Lighthouse (mobile) on every play page;
//   6. every PDF, built one at a time.
// A figure over its budget makes the run fail, with the figure and the budget.
// Environment: BENCH_SKIP_BUILD (measure the build already in dist/), BENCH_SKIP_LIGHTHOUSE,
// BENCH_SKIP_PDFS, BENCH_PAGES_ONLY (page scripts only, no browser), BENCH_ONLY (one browser section:
// first-visits, speed, print, own-phones or lighthouse), BENCH_SPEED_RUNS (default 5; the median is reported), BENCH_TURN_FILES (list the files each scripted turn loaded). Runs on the Node 24 from node_modules, which strips the types from this file.
import { execFileSync, spawn } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { join } from 'node:path';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { chromium, type Browser, type BrowserContextOptions, type Locator, type Page } from '@playwright/test';
import { BROWSER_ARGS, requireBrowser } from './find-browser.ts';
import { base, builtFiles, builtPages, dist, fileFor, gzipSize, kb, pageScripts, PDF_MAKER, root, scriptTotal, transferSize } from './site.ts';
import { OWN_PHONE_GAMES, peoplesJoinTime } from './own-phones-join.ts';
import { BUDGET, CPU_SLOWDOWN, RATIO_BUDGET } from './budgets.ts';
import { median, QUIET_CALIBRATION_MS, yardstickTap } from './calibration.ts';
import { firstVisit } from './first-visit.ts';
import { gz, isDecoder, modeEntry, modeOnlyBytes, reach, record as recordScripts, sumBytes } from './own-phone-bytes.ts';
import { playTurn } from './turn-play.ts';
import { fingerTap } from './finger.ts';

/** Runs per play page for the speed figures (the median is reported). */
const SPEED_RUNS = Number(process.env.BENCH_SPEED_RUNS) || 5;
const PHONE: BrowserContextOptions = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };

const failures: string[] = [];
const notes: string[] = [];
function table(title: string, headers: string[], rows: (string | number)[][]): void {
  console.log(title);
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells: (string | number)[]) => '| ' + cells.map((c, i) => String(c).padEnd(widths[i]!)).join(' | ') + ' |';
  console.log(line(headers));
  console.log('|' + widths.map((w) => '-'.repeat(w + 2)).join('|') + '|');
  for (const r of rows) console.log(line(r));
  console.log();
}
const ms = (n: number) => `${Math.round(n)} ms`;

// 1. Build, timed.
const astro = join(root, 'node_modules/.bin/astro');
if (process.env.BENCH_SKIP_BUILD) {
  console.log(`Build skipped (BENCH_SKIP_BUILD is set): measuring ${dist}\n`);
} else {
  const start = performance.now();
  execFileSync(astro, ['build'], { cwd: root, stdio: 'ignore', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
  console.log(`Build (astro build, pages and every PDF): ${((performance.now() - start) / 1000).toFixed(1)} s\n`);
}

// 2. Per page, from the build output: the scripts it loads once every helper has loaded.
const pages = builtPages();
const playPages = pages.filter((p) => /\/games\/[^/]+\/play\/$/.test(p.slice(base.length - 1)));
const pageRows: (string | number)[][] = [];
for (const page of pages) {
  const html = readFileSync(fileFor(page)!);
  const s = await pageScripts(page);
  const js = scriptTotal(s);
  const onDemand = [...s.onDemand.values()].reduce((sum, x) => sum + x.gzip, 0);
  const css = s.stylesheets.map((href) => gzipSize(readFileSync(fileFor(href)!)));
  const firstPaint = gzipSize(html) + css.reduce((a, b) => a + b, 0);
  pageRows.push([page, s.islands, s.loaded.size, kb(gzipSize(html)), kb(js.raw), kb(js.gzip), onDemand ? kb(onDemand) : '-', kb(s.registration.gzip), kb(firstPaint)]);
  const beyondRegistration = js.raw - s.registration.raw;
  if (s.islands === 0 && beyondRegistration > 0) failures.push(`${page} has no helper but ships ${beyondRegistration} bytes of JavaScript besides the service-worker registration (budget: 0).`);
  if (s.registration.gzip > BUDGET.registration) failures.push(`${page}: the service-worker registration is ${kb(s.registration.gzip)} gzip (budget: ${kb(BUDGET.registration)}).`);
  if (js.gzip > BUDGET.js) failures.push(`${page} ships ${kb(js.gzip)} of JavaScript gzip with every helper loaded (budget: ${kb(BUDGET.js)}).`);
  if (firstPaint > BUDGET.firstPaint) failures.push(`${page} needs ${kb(firstPaint)} (HTML + blocking CSS, gzip) for first paint (budget: ${kb(BUDGET.firstPaint)}).`);
  // pdf-lib never reaches a rules or play page, not even on demand; the printables page
  // loads it only by a dynamic import, when a player asks the print studio for a PDF.
  const studio = page === `${base}print/`;
  for (const file of studio ? s.loaded.keys() : [...s.loaded.keys(), ...s.onDemand.keys()]) {
    if (PDF_MAKER.test(readFileSync(fileFor(file)!, 'utf8'))) {
      failures.push(`${page} loads pdf-lib code (${file})${studio ? ' before a PDF is asked for' : ''}; only the print studio may, on demand.`);
    }
  }
}
table(
  'Pages, from the build (scripts = files loaded with every helper loaded; JS = those files + inline scripts + the\n' +
    'service-worker registration, gzip summed per file; on demand = reached only by an import() that runs in some cases)',
  ['page', 'helpers', 'scripts', 'HTML gzip', 'JS', 'JS gzip', 'on demand', 'SW reg gzip', 'first paint'],
  pageRows,
);

// BENCH_PAGES_ONLY: the per-page script figures (and each page's files, largest first)
// without a browser: the quick loop while trimming a helper.
if (process.env.BENCH_PAGES_ONLY) {
  for (const page of pages) {
    const s = await pageScripts(page);
    if (s.islands === 0) continue;
    console.log(`${page}: ${kb(scriptTotal(s).gzip)} gzip (inline ${kb(s.inline.gzip + s.registration.gzip)})`);
    for (const [file, size] of [...s.loaded].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(`  ${kb(size.gzip).padStart(8)}  ${file}`);
    for (const [file, size] of [...s.onDemand].sort((a, b) => b[1].gzip - a[1].gzip)) console.log(`  ${kb(size.gzip).padStart(8)}  ${file} (on demand)`);
  }
  const over = failures.filter((f) => f.includes('JavaScript'));
  if (over.length) console.log(`\nOver budget:\n- ${over.join('\n- ')}`);
  process.exit(over.length ? 1 : 0);
}

/**
 * The site's modules through Vite with the site's own config (the own-phone figures and the
 * PDFs load src/ and scripts/ through it): one server for the whole run, closed at its end,
 * so nothing still loading through it meets a closed module runner. (Under load the
 * own-phone section once stopped the whole bench with "Vite module runner has been closed"
 * before Lighthouse; not reproduced since, so the section's failures are also caught and
 * reported, the run going on.) Declared before the sections run: a `let` read before its
 * line has run throws, and the own-phone section would stop the bench before Lighthouse.
 */
let viteServer: import('vite').ViteDevServer | undefined;

// 3–5 need the built site served and a browser.
const freePort = () =>
  new Promise<number>((done) => {
    const s = createNetServer().listen(0, '127.0.0.1', () => {
      const p = (s.address() as { port: number }).port;
      s.close(() => done(p));
    });
  });
const port = await freePort();
const preview = spawn(astro, ['preview', '--ignore-lock', '--host', '127.0.0.1', '--port', String(port)], { cwd: root, stdio: 'ignore' });
const origin = `http://127.0.0.1:${port}`;
const site = origin + base.replace(/\/$/, '');
for (let i = 0; !(await fetch(origin + base).then((r) => r.ok, () => false)); i++) {
  if (i > 600) throw new Error(`astro preview did not answer at ${origin}${base}.`);
  await new Promise((r) => setTimeout(r, 200));
}
const executablePath = requireBrowser().path;
let browser: Browser | undefined;
try {
  browser = await chromium.launch({ executablePath, args: BROWSER_ARGS });
  const only = process.env.BENCH_ONLY;
  if (!only || only === 'first-visits') await firstVisits(browser);
  if (!only || only === 'speed') await speedAtTheTable(browser);
  if (!only || only === 'print') await printStudio(browser);
  if (!only || only === 'own-phones') await ownPhones(browser);
  await browser.close();
  browser = undefined;
  if (only && only !== 'lighthouse') notes.push(`Only ${only} measured (BENCH_ONLY is set): no Lighthouse, no PDFs.`);
  else if (process.env.BENCH_SKIP_LIGHTHOUSE) notes.push('Lighthouse skipped (BENCH_SKIP_LIGHTHOUSE is set).');
  else await lighthouseScores();
} finally {
  await browser?.close();
  preview.kill();
}

async function siteModules(): Promise<import('vite').ViteDevServer> {
  if (viteServer) return viteServer;
  const { createServer } = await import('vite');
  const { getViteConfig } = await import('astro/config');
  const config = await getViteConfig({ logLevel: 'error' })({ command: 'serve', mode: 'development' });
  viteServer = await createServer({ ...config, configFile: false, logLevel: 'error', appType: 'custom', server: { middlewareMode: true, hmr: false, watch: null } });
  return viteServer;
}

// 3. A first visit to each page, on a phone that has never seen the site (scripts/first-visit.ts).
async function firstVisits(b: Browser): Promise<void> {
  const pdfTotal = builtFiles()
    .filter((f) => f.endsWith('.pdf'))
    .reduce((sum, f) => sum + transferSize(join(dist, f)), 0);
  const rows: (string | number)[][] = [];
  for (const path of pages) {
    const { fetched, total, scrolledTo, pdfs, offSite } = await firstVisit(b, origin, path, PHONE);
    const printables = path === `${base}print/`;
    const scrolled = [...scrolledTo.values()].reduce((a, n) => a + n, 0);
    rows.push([path, fetched.size, kb(total), scrolled ? `${kb(scrolled)} (${scrolledTo.size})` : '-', pdfs ? kb(pdfs) : '-']);
    if (total > BUDGET.firstVisit) failures.push(`A first visit to ${path} downloads ${kb(total)} (budget: ${kb(BUDGET.firstVisit)}).`);
    if (pdfs && !printables) failures.push(`A first visit to ${path} downloads PDFs (${kb(pdfs)}); only opening one, or the printables page, should.`);
    if (offSite.length) failures.push(`${path} makes requests to other sites: ${offSite.join(', ')}.`);
  }
  table(
    `First visit, every helper loaded (addresses fetched by the page and the service worker, each once; gzip for text).\n` +
      `PDFs: fetched only by the printables page, by design (all ${kb(pdfTotal)} of them), not counted in the first-visit budget;\n` +
      `scrolled to: lazy pictures fetched only as the page is scrolled through (the printables' thumbnails), not counted either`,
    ['page', 'addresses', 'first visit', 'scrolled to', 'PDFs'],
    rows,
  );
}

// 4. Speed at the table: each play page with the CPU slowed 4× (DevTools throttling).
async function speedAtTheTable(b: Browser): Promise<void> {
  const all = playPages.length ? playPages : pages.filter((p) => /\/games\/[^/]+\/$/.test(p.slice(base.length - 1)));
  // BENCH_GAME=<slug>: one game's page only, while working on its taps.
  const targets = all.filter((p) => !process.env.BENCH_GAME || p.includes(`/games/${process.env.BENCH_GAME}/`));
  // The speed budgets are for play pages, whose helper loads with the page; a rules page's
  // helpers load only once scrolled to, so there the figures are reported, not enforced.
  const enforce = playPages.length > 0;
  if (!enforce) notes.push('No play pages (/games/<slug>/play/) in this build: speed and Lighthouse measured on the rules pages instead, speed budgets not enforced.');
  // The yardstick (scripts/calibration.ts) is timed in each run's own page, before its turn
  // and after it, and each run's timings are divided by it: a machine busy with other work
  // slows both sides of the ratio alike. The budgets are on the ratios.
  const rows: (string | number)[][] = [];
  const yards: number[] = [];
  const yardWorks: number[] = [];
  const loadAtStart = loadavg()[0]!;
  for (const path of targets) {
    const slug = path.slice(base.length).split('/')[1]!; // games/<slug>/…
    const runs: Run[] = [];
    for (let i = 0; i < SPEED_RUNS; i++) {
      const run = await measureSpeed(b, path, slug);
      runs.push(run);
      yards.push(run.yard);
      yardWorks.push(run.yardWork);
    }
    // The median run of each figure: a shared machine has slow moments that are not the site's.
    const afterLoad = (r: Run) => Math.max(0, r.ready - r.load);
    const { load, ready } = medianBy(runs, afterLoad);
    const { slowest, on } = medianBy(runs, (r) => r.slowest);
    const readyRatio = median(runs.map((r) => afterLoad(r) / r.yard));
    const { slowest: slowestOfRatio, yard, on: onOfRatio } = medianBy(runs, (r) => r.slowest / r.yard);
    const tapRatio = slowestOfRatio / yard;
    const { taps, stuck, inUse } = runs[0]!;
    rows.push([
      path,
      ms(load),
      ms(ready),
      ms(Math.max(0, ready - load)),
      taps,
      slowest ? ms(slowest) : '< 16 ms',
      on ?? '',
      ms(median(runs.map((r) => r.yard))),
      readyRatio.toFixed(2),
      tapRatio.toFixed(2),
      kb(inUse),
    ]);
    if (enforce && readyRatio > RATIO_BUDGET.readyAfterLoad) failures.push(`${path}: the helper takes a tap ${readyRatio.toFixed(2)} yardsticks after the load event (${ms(Math.max(0, ready - load))} with the CPU slowed ${CPU_SLOWDOWN}×; budget: ${RATIO_BUDGET.readyAfterLoad.toFixed(2)}, ${ms(BUDGET.readyAfterLoad)} on a quiet machine).`);
    if (enforce && tapRatio > RATIO_BUDGET.tap) failures.push(`${path}: a tap (${onOfRatio ?? 'unnamed'}) takes ${tapRatio.toFixed(2)} yardsticks to the next paint (${ms(slowestOfRatio)} with the CPU slowed ${CPU_SLOWDOWN}×; budget: ${RATIO_BUDGET.tap.toFixed(2)}, ${ms(BUDGET.tap)} on a quiet machine).`);
    if (inUse > BUDGET.afterTurn) failures.push(`${path}: a scripted turn has loaded ${kb(inUse)} of JavaScript gzip by its end (budget: ${kb(BUDGET.afterTurn)}).`);
    if (stuck) failures.push(`${path}: the scripted turn stopped after ${taps} taps, ${stuck} (adjust scripts/turns.ts).`);
    else if (taps === 0) failures.push(`${path}: the scripted turn tapped nothing (see scripts/turns.ts).`);
  }
  table(
    `Speed at the table, CPU slowed ${CPU_SLOWDOWN}× (load = load event; ready = the helper hydrated with a button to tap,\n` +
      `both from navigation start; slowest tap = longest of the scripted turn, from its click to the next paint (Event Timing)\n` +
      `or to the frame that drew the step it led to; median of ${SPEED_RUNS} runs; JS after the turn = script files loaded by then, gzip).\n` +
      `yardstick = a finger's tap on a fixed button in each run's own page, from its click to the next paint, as the turn's\n` +
      `taps are timed: twice before the turn, before each of its taps and twice after, median (scripts/calibration.ts;\n` +
      `${ms(QUIET_CALIBRATION_MS)} on a quiet machine); the ratios (each run's figure over\n` +
      `its yardstick, median) carry the budgets: ready ≤ ${RATIO_BUDGET.readyAfterLoad.toFixed(2)}, tap ≤ ${RATIO_BUDGET.tap.toFixed(2)} ` +
      `(${ms(BUDGET.readyAfterLoad)} and ${ms(BUDGET.tap)} on a quiet machine)`,
    ['page', 'load', 'ready', 'ready after load', 'taps', 'slowest tap', 'on', 'yardstick', 'ready ratio', 'tap ratio', 'JS after the turn'],
    rows,
  );
  console.log(`Yardstick this run: ${yards.map((y) => Math.round(y)).join(', ')} ms (median ${ms(median(yards))}; quiet machine ${ms(QUIET_CALIBRATION_MS)}: the machine ran ${(median(yards) / QUIET_CALIBRATION_MS).toFixed(1)}× slower than quiet; its handler's own work ${ms(median(yardWorks))}); machine load ${loadAtStart.toFixed(1)} at the start, ${loadavg()[0]!.toFixed(1)} at the end\n`);
}

/** The element with the median value (the upper one of an even count). */
function medianBy<T>(values: T[], by: (v: T) => number): T {
  return [...values].sort((x, y) => by(x) - by(y))[Math.floor(values.length / 2)]!;
}

interface Run {
  load: number;
  ready: number;
  slowest: number;
  /** The control of the slowest tap. */
  on?: string;
  taps: number;
  stuck?: string;
  /** Script files (gzip) the page had loaded by the end of the turn, inline scripts not included. */
  inUse: number;
  /** The yardstick in this run's page: the median of its taps before, during and after the turn (ms). */
  yard: number;
  /** Its taps' handlers' own time (script, DOM, layout), median (ms). */
  yardWork: number;
}
/** One fresh phone opening the page and playing the scripted turn. */
async function measureSpeed(b: Browser, path: string, slug: string): Promise<Run> {
  const context = await b.newContext({ ...PHONE, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await page.addInitScript(watchReadiness);
    await page.goto(site + path.slice(base.length - 1), { waitUntil: 'load' });
    // Until the helper is ready, through one plain DevTools evaluation: Playwright's locators
    // and waitForFunction first inject its own script into the page, 100–300 ms of a slowed
    // CPU's main thread that no phone spends, right between the load event and the helper's
    // hydration. A helper below the fold (rules pages) hydrates only when seen.
    const waited = await cdp.send('Runtime.evaluate', {
      expression: `document.querySelector('astro-island')?.scrollIntoView({ block: 'nearest' }); Promise.race([window.__benchReady, new Promise((r) => setTimeout(() => r('late'), 30000))])`,
      awaitPromise: true,
      returnByValue: true,
    });
    if (waited.result.value === 'late') throw new Error(`${path}: no helper ready within 30 s`);
    const { ready, load } = await page.evaluate(() => {
      const nav = window.performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming;
      return { ready: (window as unknown as BenchWindow).__bench.ready!, load: nav.loadEventEnd };
    });
    // The yardstick: a tap on a fixed button, twice before the turn, before each of its taps
    // and twice after it, each timed to its next paint as the turn's taps are.
    const yards: { duration: number; id: number; work: number }[] = [];
    const yardTap = async () => void yards.push(await yardstickTap(page, (target) => fingerTap(page, target)));
    for (let i = 0; i < 2; i++) await yardTap();
    const { taps, stuck } = await scriptedTurn(page, slug, yardTap);
    for (let i = 0; i < 2; i++) await yardTap();
    // Event Timing reports an interaction only from 16 ms on (and rounds to 8 ms); the yardstick's are not the page's.
    const bench = await page.evaluate(() => (window as unknown as BenchWindow).__bench);
    const yardIds = new Set(yards.map((y) => y.id));
    const events = bench.events.filter((e) => e.interactionId > 0 && !yardIds.has(e.interactionId));
    const slowest = events.reduce<(typeof events)[number] | undefined>((max, e) => (!max || e.duration > max.duration ? e : max), undefined);
    let worst = { duration: slowest?.duration ?? 0, on: slowest && bench.taps.filter((t) => t.at <= slowest.startTime + 1).at(-1)?.label };
    // A tap that leads to a new step lasts from its click until the frame that drew the
    // step, however it got there (a screen loaded on demand, a move made once its code came).
    bench.taps.forEach((tap, i) => {
      const until = bench.taps[i + 1]?.at ?? Infinity;
      const click = bench.clicks.find((c) => c >= tap.at && c < until);
      if (click === undefined) return;
      const drawn = [...bench.steps, ...bench.waits.map((w) => w.end)].filter((t) => t >= click && t < until);
      for (const end of drawn) if (end - click > worst.duration) worst = { duration: end - click, on: tap.label };
    });
    // What the page's scripts came to once the turn was played (screens loaded on demand included).
    const scripts = await page.evaluate(() => performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname).filter((p) => p.endsWith('.js')));
    const inUse = [...new Set(scripts)].reduce((sum, p) => sum + transferSize(fileFor(p)!), 0);
    if (process.env.BENCH_TURN_FILES) console.log(`${path} after the turn: ${[...new Set(scripts)].map((p) => [p.split('/').pop(), transferSize(fileFor(p)!)] as const).sort((x, y) => y[1] - x[1]).map(([n, g]) => `${n} ${kb(g)}`).join(', ')}`);
    return { load, ready, slowest: worst.duration, on: worst.on, taps, stuck, inUse, yard: median(yards.map((y) => y.duration)), yardWork: median(yards.map((y) => y.work)) };
  } finally {
    await context.close();
  }
}

interface BenchWindow {
  __bench: {
    ready?: number;
    events: { name: string; duration: number; interactionId: number; startTime: number }[];
    /** When each tap of the scripted turn began, to name the slow one (an entry's own target is often gone by then). */
    taps: { at: number; label: string }[];
    /**
     * Screens loading on demand (kit onDemand draws an aria-busy placeholder): from the
     * placeholder's first appearance to the first frame after the screen replaced it.
     * A tap that waited for one is timed to that frame, not to the placeholder's paint.
     */
    waits: { start: number; end: number }[];
    /** When each click reached the page (the end of a tap). */
    clicks: number[];
    /** The first frame after the helper's step changed (kit Step's data-step), each time it did. */
    steps: number[];
  };
}
/** Runs in the page before its own scripts: notes when the first helper can take a tap, and every slow interaction. */
function watchReadiness(): void {
  const w = window as unknown as BenchWindow;
  w.__bench = { events: [], taps: [], waits: [], clicks: [], steps: [] };
  let shownSteps = '';
  window.addEventListener('click', (e) => w.__bench.clicks.push(e.timeStamp), { capture: true });
  let busySince: number | undefined;
  const check = () => {
    const steps = [...document.querySelectorAll<HTMLElement>('astro-island [data-step]')].map((e) => e.dataset.step).join(' ');
    if (steps !== shownSteps) {
      shownSteps = steps;
      requestAnimationFrame(() => w.__bench.steps.push(performance.now()));
    }
    const busy = document.querySelector('astro-island [aria-busy="true"]') !== null;
    if (busy && busySince === undefined) busySince = performance.now();
    if (!busy && busySince !== undefined) {
      const start = busySince;
      busySince = undefined;
      requestAnimationFrame(() => w.__bench.waits.push({ start, end: performance.now() }));
    }
    if (w.__bench.ready !== undefined) return;
    const helper = document.querySelector('astro-island');
    if (!helper || helper.hasAttribute('ssr')) return;
    if (helper.querySelector('button:not([disabled])')) {
      w.__bench.ready = performance.now();
      readied();
    }
  };
  let readied = () => {};
  (window as unknown as { __benchReady: Promise<void> }).__benchReady = new Promise((r) => (readied = r));
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries() as PerformanceEventTiming[]) {
      w.__bench.events.push({ name: e.name, duration: e.duration, interactionId: (e as unknown as { interactionId: number }).interactionId, startTime: e.startTime });
    }
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
}

/** Plays the game's scripted turn (scripts/turn-play.ts) with finger taps, noting when each began. */
async function scriptedTurn(page: Page, slug: string, yardTap: () => Promise<void>): Promise<{ taps: number; stuck?: string }> {
  const result = await playTurn(page, slug, {
    tap: (target) => fingerTap(page, target),
    // The yardstick's tap first, then the moment the turn's own tap begins.
    before: async (label) => yardTap().then(() => page.evaluate((l) => void (window as unknown as BenchWindow).__bench.taps.push({ at: performance.now(), label: l }), label.slice(0, 40))),
    after: () => page.evaluate(() => new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))),
  });
  await page.waitForTimeout(200); // Event Timing entries arrive after the paint
  return result;
}

// 4b. The print studio: a PDF made on /print/ at a phone's size, from pressing the button
// to the download (the first one loads pdf-lib, fontkit and the font).
async function printStudio(b: Browser): Promise<void> {
  if (!pages.includes(`${base}print/`)) return;
  const context = await b.newContext({ ...PHONE, acceptDownloads: true });
  const rows: (string | number)[][] = [];
  try {
    const page = await context.newPage();
    await page.goto(`${site}/print/`);
    const makers = [
      ['subtweet-tweet-cards', 'first PDF (loads pdf-lib, fontkit and the font)'],
      ['empty-rivalry-question-cards', 'next PDF'],
      ['emperor-cards', 'next PDF'],
    ] as const;
    for (const [id, label] of makers) {
      const details = page.locator(`details#make-${id}`);
      if (!(await details.count())) {
        notes.push(`Print studio: no maker #make-${id} on /print/ (adjust scripts/bench.ts).`);
        continue;
      }
      await details.locator('summary').click();
      const button = details.getByRole('button', { name: 'Make my PDF' });
      await button.waitFor();
      await page.waitForFunction((el) => !(el as HTMLButtonElement).disabled, await button.elementHandle());
      const started = performance.now();
      const [download] = await Promise.all([page.waitForEvent('download'), button.click()]);
      const took = performance.now() - started;
      const size = statSync((await download.path())!).size;
      rows.push([`${download.suggestedFilename()} (${label})`, kb(size), ms(took)]);
    }
  } finally {
    await context.close();
  }
  table('Print studio: PDFs made in the browser on /print/ (390 × 844)', ['file', 'size', 'time to download'], rows);
}

// 4c. "Each on our own phone" (src/kit/link, Empty Rivalry's islands/OwnPhones.tsx): bytes per
// QR code for every kind of message at its largest, the scans each player makes in a whole
// match, the mode's JavaScript (loaded only when chosen) and the decoder's, and a scripted
// join of two phones (each code photographed from one page and given to the other's scanner).
async function ownPhones(b: Browser): Promise<void> {
  const server = await siteModules();
  try {
    const m = (await server.ssrLoadModule('/scripts/own-phones.ts')) as typeof import('./own-phones');
    const figures = await m.messageFigures();
    table(
      'Each on our own phone: bytes per QR code (one frame each; names at the longest, in two-byte letters)',
      ['message', 'bytes', 'QR version', 'modules', 'typeable'],
      figures.map((f) => [f.kind, f.bytes, f.qrVersion, f.modules, f.typed ? 'yes' : 'no']),
    );
    for (const f of figures) if (f.bytes > BUDGET.qrBytes) failures.push(`Own phones: "${f.kind}" is ${f.bytes} bytes (budget: ${BUDGET.qrBytes}, one QR frame).`);
    table(
      'Each on our own phone: scans each phone makes in a whole match, joining included (scripts/own-phones.ts)',
      ['game', 'match', "the table phone's player", 'the other player'],
      m.scansPerPlayer().map((x) => [x.game, x.match, x.tablePhone, x.other]),
    );
    // The Emperor's (scripts/own-phones-emperor.ts).
    const emp = (await server.ssrLoadModule('/scripts/own-phones-emperor.ts')) as typeof import('./own-phones-emperor');
    const empFigures = await emp.emperorFigures();
    table('Each on our own phone, the Emperor: bytes per QR code (7 players, longest names)', ['message', 'bytes', 'QR version', 'modules', 'typeable'], empFigures.map((f) => [f.kind, f.bytes, f.qrVersion, f.modules, f.typed ? 'yes' : 'no']));
    for (const f of empFigures) if (f.bytes > BUDGET.qrBytes) failures.push(`Own phones, the Emperor: "${f.kind}" is ${f.bytes} bytes (budget: ${BUDGET.qrBytes}, one QR frame).`);
    const empScans = emp.emperorScans();
    const joined = await emp.scriptedJoin();
    console.log(`The Emperor, scans: to join, the table phone ${empScans.join.tablePhone}, each other phone ${empScans.join.other}; then ${empScans.perAction.map(([what, n]) => `${what}: ${n}`).join('; ')}. A scripted join of 7 phones through real QR pictures: ${Math.round(joined.ms)} ms of machine time, ${joined.scans} scans\n`);
    // Scans per phone for a recovery (scripts/own-phones-recovery.ts).
    const rec = (await server.ssrLoadModule('/scripts/own-phones-recovery.ts')) as typeof import('./own-phones-recovery');
    table('Each on our own phone: scans per phone for a recovery (the Emperor at 7 phones)', ['game', 'what was lost', 'the phone coming back', 'the phone taking over', 'each other phone'], (await rec.recoveryScans()).map((r) => [r.game, r.fault, r.back, r.taker ?? '–', r.others]));
  } catch (error) {
    // Said as a failure with its own words, and the bench goes on to the browser's figures and Lighthouse.
    failures.push(`Own phones: the figures from the code stopped: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  }

  // Per game, in Chromium as a phone downloads it (no service worker: a phone that has only
  // ever opened the play page), from the tap on "Each on our own phone" (the page's first
  // tap), gzip per file, each file once per phone, the decoder apart:
  // - everything: every script fetched until the mode's first screen, the page's own
  //   first-touch loads included (kit touch.ts: the tap guard, the game's one-phone screens,
  //   which any first tap on the page brings);
  // - the mode: those of them the mode's entry (islands/OwnPhones.tsx) reaches, at its first
  //   screen (the budget), and by the end of a scripted join, on each phone (every code a
  //   photo given to the other phone's decoder).
  const rows: (string | number)[][] = [];
  const files: string[] = [];
  const sum = sumBytes;
  const record = (p: Page) => recordScripts(p, origin);
  for (const game of OWN_PHONE_GAMES) {
    const path = `${base}games/${game.slug}/play/`;
    if (!pages.includes(path)) {
      notes.push(`Own phones: no play page for ${game.slug} (scripts/own-phones-join.ts).`);
      continue;
    }
    const contexts = await Promise.all(game.players.map(() => b.newContext({ ...PHONE, serviceWorkers: 'block' })));
    try {
      const phones = await Promise.all(contexts.map((c) => c.newPage()));
      const byJoin: Set<string>[] = [];
      const atChoice: Set<string>[] = [];
      let loaded = new Set<string>();
      for (const p of phones) {
        const atLoad = record(p);
        await p.goto(site + path.slice(base.length - 1));
        await p.waitForLoadState('networkidle');
        loaded = new Set(atLoad);
        byJoin.push(record(p));
      }
      const started = performance.now();
      for (const [i, p] of phones.entries()) {
        await p.getByRole('button', { name: /^Each on our own phone/ }).click();
        await p.getByLabel('Your name').waitFor();
        await p.waitForLoadState('networkidle');
        atChoice.push(new Set(byJoin[i]));
      }
      await game.join(phones);
      const joinTime = performance.now() - started;
      for (const p of phones) await p.waitForLoadState('networkidle');
      const entry = modeEntry(atChoice[0]!);
      if (!entry) {
        failures.push(`Own phones, ${game.slug}: no OwnPhones script fetched when the mode was chosen (scripts/bench.ts).`);
        continue;
      }
      const mode = reach(entry, loaded);
      // The mode chosen on a page already touched once (its heading), whose first-touch loads
      // (one-phone screens, which the mode shares: the match's store, its round result) are in:
      // what only the mode loads (scripts/own-phone-bytes.ts).
      const modeOnly = (await modeOnlyBytes(b, origin, path, PHONE)).bytes;
      const own = (fetched: Set<string>) => [...fetched].filter((f) => mode.has(f) && !isDecoder(f));
      const atFirst = Math.max(...atChoice.map((f) => sum(own(f))));
      const whole = byJoin.map((f) => sum(own(f)));
      rows.push([
        game.slug,
        kb(Math.max(...atChoice.map(sum))),
        kb(atFirst),
        kb(modeOnly),
        whole.map((w, i) => `${game.players[i]} ${kb(w)}`).join(', '),
        kb([...byJoin[0]!].filter(isDecoder).reduce((total, f) => total + gz(f), 0)),
        `${game.players.length} phones, ${ms(joinTime)} scripted; at a table's pace ${ms(joinTime + peoplesJoinTime(game.players.length))}`,
      ]);
      const listed = (set: Iterable<string>) => [...set].map((f) => [f.split('/').pop()!, gz(f)] as const).sort((x, y) => y[1] - x[1]).map(([n, g]) => `${n} ${kb(g)}`).join(', ');
      files.push(`${game.slug}: the mode's files at its first screen: ${listed(own(atChoice[0]!))}; later, by the join: ${listed(own(byJoin[0]!).filter((f) => !atChoice[0]!.has(f)))}`);
      const atTable = joinTime + peoplesJoinTime(game.players.length);
      if (game.players.length >= 7 && atTable > BUDGET.sevenPhonesJoin) failures.push(`Own phones, ${game.slug}: seven phones join in ${ms(atTable)} at a table's pace (budget: ${ms(BUDGET.sevenPhonesJoin)}; scripts/own-phones-join.ts TABLE_PACE).`);
      // The budget is on what only the mode loads: a phone's first touch brings the game's
      // one-phone screens whatever it taps (kit touch.ts), so code the mode shares with them
      // (the match's store, the Emperor's table) is not the mode's cost; both figures are shown.
      if (modeOnly > BUDGET.ownPhoneMode) failures.push(`Own phones, ${game.slug}: choosing the mode fetches ${kb(modeOnly)} of its own JavaScript gzip (budget: ${kb(BUDGET.ownPhoneMode)}, the decoder apart).`);
    } catch (error) {
      // A join that stalls (a busy machine's timeout) is this game's failure, said in its own
      // words; the other games and Lighthouse are still measured.
      failures.push(`Own phones, ${game.slug}: the scripted join in Chromium stopped: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    } finally {
      for (const c of contexts) await c.close();
    }
  }
  table(
    'Each on our own phone, in Chromium, per game: JavaScript fetched from the tap on "Each on our own phone" as the page\'s\n' +
      'first tap (gzip per file, each once per phone, the decoder apart). everything = all scripts until the mode\'s first\n' +
      'screen, the page\'s first-touch loads included (tap guard, one-phone screens); the mode = those its entry reaches\n' +
      '(OwnPhones.tsx), at its first screen and by the end of a scripted join; only the mode = what choosing it fetches\n' +
      'on a page touched once before (the one-phone code it shares already in: budget ' + kb(BUDGET.ownPhoneMode) + '); decoder = barcode-detector\n' +
      'on zxing-wasm with its wasm, only where BarcodeDetector is missing; join = from the first tap on the mode to every\n' +
      'phone at the first play, each code a photo to the decoder, then with the people\'s part added (TABLE_PACE)',
    ['game', 'everything', 'the mode', 'only the mode', 'the mode by the join, each phone', 'decoder', 'join'],
    rows,
  );
  for (const f of files) console.log(`${f}\n`);
  // The live link over Wi-Fi (kit/link/live): its WebRTC code loads only when a player taps "Link to …".
  const liveLink = readdirSync(join(dist, '_astro')).filter((n) => /^(LinkPanel|peer)\.[\w-]+\.js$/.test(n));
  console.log(`Each on our own phone: the live link over Wi-Fi (${liveLink.join(', ')}), only when a player taps "Link to …": ${kb(liveLink.reduce((sum, n) => sum + gzipSize(readFileSync(join(dist, '_astro', n))), 0))} gzip\n`);
}

// 5. Lighthouse, mobile settings (simulated slow 4G, 4× CPU), on each play page.
async function lighthouseScores(): Promise<void> {
  const { default: lighthouse } = await import('lighthouse');
  const targets = playPages.length ? playPages : pages.filter((p) => /\/games\/[^/]+\/$/.test(p.slice(base.length - 1)));
  const debugPort = await freePort();
  const lhBrowser = await chromium.launch({ executablePath, args: [...BROWSER_ARGS, `--remote-debugging-port=${debugPort}`] });
  const rows: (string | number)[][] = [];
  try {
    for (const path of targets) {
      const result = await lighthouse(site + path.slice(base.length - 1), { port: debugPort, output: 'json', logLevel: 'error' });
      const c = result!.lhr.categories;
      const score = (k: string) => (c[k]?.score == null ? 'n/a' : Math.round(c[k]!.score! * 100));
      const scores = ['performance', 'accessibility', 'best-practices', 'seo'].map(score);
      rows.push([path, ...scores]);
      if (scores.some((s) => s !== 100)) notes.push(`Lighthouse: ${path} scores below 100 (${scores.join(' / ')}).`);
    }
  } finally {
    await lhBrowser.close();
  }
  table('Lighthouse (mobile: simulated slow 4G, CPU 4×), helpers loaded', ['page', 'performance', 'accessibility', 'best practices', 'SEO'], rows);
}

// 6. PDFs: each built on its own, timed, through Vite with the site's own config (the rules
// booklets are made from the MDX rules pages, which need Astro's plugins), as in the build.
if (process.env.BENCH_SKIP_PDFS || process.env.BENCH_ONLY) {
  notes.push('PDF build times skipped (BENCH_SKIP_PDFS is set).');
} else {
  const server = await siteModules();
  {
    const { printables } = (await server.ssrLoadModule('/src/printables.ts')) as typeof import('../src/printables');
    const { buildPdf } = (await server.ssrLoadModule('/src/print-files.ts')) as typeof import('../src/print-files');
    const { PAPER_IDS } = (await server.ssrLoadModule('/src/kit/pdf/units.ts')) as typeof import('../src/kit/pdf/units');
    const rows: (string | number)[][] = [];
    let total = 0;
    for (const p of printables) {
      for (const sides of p.cards ? (['duplex', 'fold'] as const) : (['duplex'] as const)) {
        for (const paper of PAPER_IDS) {
          const start = performance.now();
          const bytes = await buildPdf(p, paper, sides);
          const took = performance.now() - start;
          total += took;
          rows.push([`/print/${p.game}/${p.name}${sides === 'fold' ? '-fold' : ''}-${paper}.pdf`, kb(bytes.length), ms(took)]);
        }
      }
    }
    table('PDFs (built one at a time; the first build of a run includes loading the font)', ['file', 'size', 'build time'], rows);
    console.log(`All PDFs: ${(total / 1000).toFixed(2)} s\n`);
  }
}
await viteServer?.close();

for (const n of notes) console.log(`Note: ${n}`);
if (notes.length) console.log();
console.log(
  `Budgets: JavaScript ≤ ${kb(BUDGET.js)} gzip per page with every helper loaded; none on pages without a helper but the ` +
    `service-worker registration (≤ ${kb(BUDGET.registration)}); first paint ≤ ${kb(BUDGET.firstPaint)}; a first visit ≤ ${kb(BUDGET.firstVisit)}; ` +
    `helper ready ≤ ${RATIO_BUDGET.readyAfterLoad.toFixed(2)} yardsticks after load and every tap ≤ ${RATIO_BUDGET.tap.toFixed(2)} yardsticks to the next paint ` +
    `(${ms(BUDGET.readyAfterLoad)} and ${ms(BUDGET.tap)} on a quiet machine, CPU ${CPU_SLOWDOWN}×); the own-phone mode ≤ ${kb(BUDGET.ownPhoneMode)} gzip; a QR message ≤ ${BUDGET.qrBytes} bytes; ` +
    `a scripted turn's JavaScript ≤ ${kb(BUDGET.afterTurn)} gzip by its end; pdf-lib only in the print studio, on demand.`,
);
if (failures.length) {
  console.log('\nOver budget:');
  for (const f of failures) console.log(`- ${f}`);
  process.exit(1);
}
console.log('All met.');
