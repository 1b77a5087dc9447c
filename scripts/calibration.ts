// The bench's yardstick for timings on a shared machine: a finger's tap on a fixed button
// that builds a fixed screen (script, DOM building, style and layout, the kinds of work a
// tap's new screen costs), timed from its click to the next paint exactly as the page's own
// taps are, in the very page being measured, with its CPU slowed as for them, interleaved
// with them (before the turn, before each of its taps, after it). Whatever a busy machine
// does to a tap (input delivered late, a frame drawn late, the main thread shared) it does
// to the yardstick's tap at the same moment, so a timing divided by it (a ratio) keeps its
// meaning whatever the load; the ratio budgets are the time budgets divided by the yardstick
// on a quiet machine (QUIET_CALIBRATION_MS).
import type { Browser, Locator, Page } from '@playwright/test';
import { fingerTap } from './finger.ts';

/**
 * The yardstick's tap on the machine the time budgets were set on, quiet, CPU slowed 4× (ms):
 * measured at load 1.9–2.0 on that two-core machine (`node scripts/calibration.ts 3`, its
 * first six measures, before other work came: 72–112 ms, median 104; each measure the
 * median of 5 taps), so 100. It belongs to that machine, not to whichever machine runs the
 * bench: a faster one times the yardstick and the page's taps faster alike (the ratios rely
 * on it; one such machine timed the yardstick at 40–48 ms, load 1.1–1.7, and the taps' ratios
 * came out as on the slower one), so a figure measured there would loosen every time budget
 * by as much. Only a quieter run on a machine of the same speed may replace it (the median
 * of the lowest-load measures).
 */
export const QUIET_CALIBRATION_MS = 100;

/** A fixed page with the site's kind of content: no network, nothing from the site. */
const FIXED_PAGE = `<!doctype html><html><head><meta name="viewport" content="width=device-width"><style>
body{font:16px/1.4 system-ui,sans-serif;margin:0;padding:1rem}
.row{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin:.25rem 0}
.btn{padding:.6rem 1rem;border:1px solid #888;border-radius:.5rem;background:#eee;min-height:44px}
.btn.primary{background:#225;color:#fff}
label{display:grid;gap:.25rem}
input{font:inherit;padding:.4rem;border:1px solid #888}
</style></head><body></body></html>`;
const RULES = FIXED_PAGE.slice(FIXED_PAGE.indexOf('<style>') + 7, FIXED_PAGE.indexOf('</style>')).replace('body{', ':host{');

/** What a page holds once the yardstick is installed (`install`). */
interface Yardstick {
  /** Each yardstick tap's click time (the Event Timing entry's start). */
  clicks: number[];
  /** Each yardstick tap, once drawn: its click to the next paint (Event Timing), its interaction, and the handler's own script, DOM and layout time. */
  taps: { duration: number; id: number; work: number }[];
}

/**
 * Runs in the page: puts the yardstick's button on the screen, in a shadow root on the root
 * element (neither the page's styles nor its observers, which watch the body, see it), and
 * watches its taps. A tap builds a fixed screen of controls (script: objects, strings, a
 * sort and a hash, as a store's reducer and a render's diff; DOM, style and layout: 40 rows
 * of a label, a field and a button, laid out and measured) and leaves it to be drawn.
 */
function install(rules: string): void {
  const w = window as unknown as { __yardstick?: Yardstick };
  const y = (w.__yardstick ??= { clicks: [], taps: [] });
  if (!(y as { observed?: true }).observed) {
    (y as { observed?: true }).observed = true;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as PerformanceEventTiming[]) {
        const at = y.clicks.findIndex((c) => Math.abs(c - e.startTime) < 1);
        if (e.name === 'click' && at >= 0) y.taps[at] = { ...y.taps[at]!, duration: e.duration, id: (e as unknown as { interactionId: number }).interactionId };
      }
    }).observe({ type: 'event', durationThreshold: 16 } as PerformanceObserverInit);
  }
  document.querySelector('[data-yardstick]')?.remove();
  const host = document.createElement('div');
  host.dataset.yardstick = '';
  host.style.cssText = 'position:fixed;left:0;top:0;width:390px;height:160px;overflow:hidden;z-index:2147483647;background:#fff;contain:strict';
  const shadow = host.attachShadow({ mode: 'open' });
  // A constructed sheet: the site's Content-Security-Policy refuses inline <style>.
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(rules);
  shadow.adoptedStyleSheets = [sheet];
  const button = Object.assign(document.createElement('button'), { type: 'button', className: 'btn primary', textContent: 'Yardstick' });
  const main = document.createElement('main');
  shadow.append(button, main);
  button.addEventListener('click', (event) => {
    const start = performance.now();
    const items: { i: number; s: string }[] = [];
    for (let i = 0; i < 1500; i++) items.push({ i, s: `player ${(i * 7919) % 1500} ${i % 13}` });
    items.sort((a, b) => (a.s < b.s ? -1 : a.s > b.s ? 1 : 0));
    let hash = 0;
    for (const item of items) for (let k = 0; k < item.s.length; k++) hash = (hash * 31 + item.s.charCodeAt(k)) | 0;
    const copy = JSON.parse(JSON.stringify(items)) as typeof items;
    const screen = document.createElement('section');
    for (let r = 0; r < 40; r++) {
      const row = document.createElement('div');
      row.className = 'row';
      const label = document.createElement('label');
      label.textContent = `Player ${r + 1} name`;
      const input = document.createElement('input');
      input.value = copy[r]!.s;
      label.append(input);
      const b = document.createElement('button');
      b.className = r % 5 ? 'btn' : 'btn primary';
      b.textContent = `Choose ${copy[r + 40]!.s}`;
      row.append(label, b);
      screen.append(row);
    }
    main.replaceChildren(screen);
    for (const b of screen.querySelectorAll('button')) hash = (hash + Math.round(b.getBoundingClientRect().width)) | 0;
    if (hash === 42) console.log(hash); // keeps the work from being optimised away
    y.clicks.push(event.timeStamp);
    y.taps.push({ duration: NaN, id: 0, work: performance.now() - start });
  });
  document.documentElement.append(host);
}

/**
 * One yardstick tap in a page (its CPU already slowed): the button put on the screen, tapped
 * as the bench taps (`tap`), timed from its click to the next paint by Event Timing, like
 * the page's own taps; then taken away again, so it never covers the page. Waits first for
 * the page's tap guard to let go (a control it holds under the button would take the tap).
 */
export async function yardstickTap(page: Page, tap: (target: Locator) => Promise<void>): Promise<{ duration: number; id: number; work: number }> {
  await page.waitForFunction(() => !document.querySelector('[data-held]'), null, { timeout: 5000 }).catch(() => undefined);
  await page.evaluate(install, RULES);
  try {
    const before = await page.evaluate(() => (window as unknown as { __yardstick: Yardstick }).__yardstick.taps.length);
    await tap(page.locator('[data-yardstick] button'));
    const handle = await page.waitForFunction(
      (n) => {
        const t = (window as unknown as { __yardstick: Yardstick }).__yardstick.taps[n];
        return t && !Number.isNaN(t.duration) ? t : undefined;
      },
      before,
      { timeout: 10_000 },
    );
    return (await handle.jsonValue())!;
  } finally {
    await page.evaluate(() => document.querySelector('[data-yardstick]')?.remove());
  }
}

/** A page to time the yardstick in, in its own context, CPU slowed `slowdown`×. */
export async function calibrationPage(browser: Browser, slowdown: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: slowdown });
  await page.setContent(FIXED_PAGE);
  await yardstickTap(page, (t) => fingerTap(page, t)); // the first tap compiles: not counted
  return page;
}

/** One measure of the yardstick: the median of `times` taps, each to its next paint (ms), and of their handlers' own time. */
export async function calibrate(page: Page, times = 5): Promise<{ tap: number; work: number }> {
  const taps: { duration: number; work: number }[] = [];
  for (let i = 0; i < times; i++) taps.push(await yardstickTap(page, (t) => fingerTap(page, t)));
  return { tap: median(taps.map((t) => t.duration)), work: median(taps.map((t) => t.work)) };
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
    const ratios: number[] = [];
    while (Date.now() < until) {
      const { tap, work } = await calibrate(page);
      all.push(tap);
      ratios.push(tap / work);
      console.log(`${new Date().toISOString().slice(11, 19)}  load ${loadavg()[0]!.toFixed(1).padStart(5)}  yardstick tap ${tap.toFixed(1)} ms (its handler ${work.toFixed(1)} ms)`);
    }
    const sorted = [...all].sort((a, b) => a - b);
    console.log(`yardstick tap: lowest ${sorted[0]!.toFixed(1)} ms, lowest tenth ${sorted[Math.floor(sorted.length / 10)]!.toFixed(1)} ms, median ${median(all).toFixed(1)} ms, over ${all.length} measures; tap over its handler's time: median ${median(ratios).toFixed(2)}`);
  } finally {
    await browser.close();
  }
}
