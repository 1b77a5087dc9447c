// The bench's yardstick for timings on a shared machine: a fixed piece of work (script,
// DOM building, style and layout, the kinds of work a tap's new screen costs) timed in the
// very page being measured, with its CPU slowed as for the taps, before its scripted turn
// and after it. A machine busy with other work slows the yardstick as it slows that page's
// taps (same renderer process, same throttled main thread, same moment), so a timing divided
// by it (a ratio) keeps its meaning whatever the load; the ratio budgets are the time budgets
// divided by the yardstick on a quiet machine (QUIET_CALIBRATION_MS).
import type { Browser, Page } from '@playwright/test';

/**
 * The yardstick on a quiet machine, CPU slowed 4× (ms): the median of the 144 measures
 * taken at load below 2 (08:35:42–08:36:31 UTC, `node scripts/calibration.ts 5`, each
 * measure itself the median of 5 runs) on the 2-core reference machine before anyone else
 * used it; lowest 32, lowest tenth 44, upper quartile 72 ms. A median, as every timing the
 * bench divides by it is a median. At load 3–5 the same measure's median was 79 ms.
 * Measure again on a new reference machine.
 */
export const QUIET_CALIBRATION_MS = 64;

/** A fixed page with the site's kind of content: no network, nothing from the site. */
const FIXED_PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:1rem}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin:.25rem 0}
.btn{padding:.6rem 1rem;border:1px solid #888;border-radius:.5rem;background:#eee;min-height:44px}
.btn.primary{background:#225;color:#fff}
label{display:grid;gap:.25rem}
input{font:inherit;padding:.4rem;border:1px solid #888}
</style></head><body><main id="m"></main></body></html>`;

/** The work, run in the page: returns how long it took (ms). Deterministic: the same every run. */
function work(): number {
  const start = performance.now();
  // Script: objects, strings, a sort and a hash, as a store's reducer and a render's diff.
  const items: { i: number; s: string }[] = [];
  for (let i = 0; i < 1500; i++) items.push({ i, s: `player ${(i * 7919) % 1500} ${i % 13}` });
  items.sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));
  let hash = 0;
  for (const item of items) for (let k = 0; k < item.s.length; k++) hash = (hash * 31 + item.s.charCodeAt(k)) | 0;
  const copy = JSON.parse(JSON.stringify(items)) as typeof items;
  // DOM, style and layout: a screen of controls built, laid out, measured and taken down.
  // In a page being measured, inside the yardstick's own shadow root (yardstickIn), apart from the page's styles and observers.
  const main = (document.querySelector('[data-yardstick]')?.shadowRoot ?? document).getElementById('m')!;
  for (let round = 0; round < 1; round++) {
    const screen = document.createElement('section');
    for (let r = 0; r < 40; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('label');
      label.textContent = `Player ${r + 1} name`;
      const input = document.createElement('input');
      input.value = copy[r]!.s;
      label.append(input);
      const button = document.createElement('button');
      button.className = r % 5 ? 'btn' : 'btn primary';
      button.textContent = `Choose ${copy[r + 40]!.s}`;
      row.append(label, button);
      screen.append(row);
    }
    main.replaceChildren(screen);
    for (const b of screen.querySelectorAll('button')) hash = (hash + Math.round(b.getBoundingClientRect().width)) | 0;
  }
  main.replaceChildren();
  if (hash === 42) console.log(hash); // keeps the work from being optimised away
  return performance.now() - start;
}

/** A page to time the yardstick in, in its own context, CPU slowed `slowdown`×. */
export async function calibrationPage(browser: Browser, slowdown: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.setContent(FIXED_PAGE);
  await page.evaluate(work); // the first run compiles: not counted
  return page;
}

/**
 * The yardstick timed in a page being measured (its CPU already slowed): the fixed page's
 * content in a shadow root on the root element, so neither the page's styles nor its
 * observers (the tap guard watches the body) see it; `times` runs, each in a task of its
 * own, the first of them not counted (it compiles). Returns every run (ms) and takes the
 * shadow root away again.
 */
export async function yardstickIn(page: Page, times = 5): Promise<number[]> {
  const css = FIXED_PAGE.slice(FIXED_PAGE.indexOf('<style>') + 7, FIXED_PAGE.indexOf('</style>')).replace('body{', ':host{');
  await page.evaluate((rules) => {
    const host = document.createElement('div');
    host.dataset.yardstick = '';
    host.style.cssText = 'position:absolute;left:0;top:0;width:390px;visibility:hidden;contain:layout style';
    const shadow = host.attachShadow({ mode: 'open' });
    // A constructed sheet: the site's Content-Security-Policy refuses inline <style>.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(rules);
    shadow.adoptedStyleSheets = [sheet];
    shadow.append(Object.assign(document.createElement('main'), { id: 'm' }));
    document.documentElement.append(host);
  }, css);
  try {
    await page.evaluate(work);
    const runs: number[] = [];
    for (let i = 0; i < times; i++) runs.push(await page.evaluate(work));
    return runs;
  } finally {
    await page.evaluate(() => document.querySelector('[data-yardstick]')?.remove());
  }
}

/** One measure of the yardstick: the median of `times` runs, each in a task of its own (ms). */
export async function calibrate(page: Page, times = 5): Promise<number> {
  const runs: number[] = [];
  for (let i = 0; i < times; i++) runs.push(await page.evaluate(work));
  return median(runs);
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

// node scripts/calibration.ts [minutes]: the yardstick, measured again and again (default
// 2 minutes), each measure printed with the machine's load. Other work only ever adds to
// it, so the lowest measures are the quietest: on a quiet machine QUIET_CALIBRATION_MS is
// their median; on a shared one, the lowest of a long run is the best estimate there is.
if (import.meta.main) {
  const { chromium } = await import('@playwright/test');
  const { loadavg } = await import('node:os');
  const { BROWSER_ARGS, requireBrowser } = await import('./find-browser.ts');
  const browser = await chromium.launch({ executablePath: requireBrowser().path, args: BROWSER_ARGS });
  try {
    const page = await calibrationPage(browser, 4);
    const until = Date.now() + (Number(process.argv[2]) || 2) * 60_000;
    const all: number[] = [];
    while (Date.now() < until) {
      const ms = await calibrate(page);
      all.push(ms);
      console.log(`${new Date().toISOString().slice(11, 19)}  load ${loadavg()[0]!.toFixed(1).padStart(5)}  yardstick ${ms.toFixed(1)} ms`);
    }
    const sorted = [...all].sort((a, b) => a - b);
    console.log(`yardstick: lowest ${sorted[0]!.toFixed(1)} ms, lowest tenth ${sorted[Math.floor(sorted.length / 10)]!.toFixed(1)} ms, median ${median(all).toFixed(1)} ms, over ${all.length} measures`);
  } finally {
    await browser.close();
  }
}
