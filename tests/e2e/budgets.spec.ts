import { gzipSync } from 'node:zlib';
import { expect, test, type Locator } from '@playwright/test';
import { BUDGET } from '../../scripts/budgets.ts';
import { firstVisit } from '../../scripts/first-visit.ts';
import { holdIdleLoads, loadEveryHelper, networkQuiet } from '../../scripts/helpers-loaded.ts';
import { modeOnlyBytes } from '../../scripts/own-phone-bytes.ts';
import { OWN_PHONE_GAMES } from '../../scripts/own-phones-join.ts';
import { builtPages, fileFor, gzipSize, kb, pageScripts, scriptTotal, transferSize } from '../../scripts/site.ts';
import { readFileSync } from 'node:fs';
import { playTurn } from '../../scripts/turn-play.ts';
import { tap } from './helpers.ts';

// The byte budgets of npm run bench (scripts/budgets.ts, one source for both), checked on
// every test run: bytes are exact, whatever the machine's load, so a change that grows
// past a budget fails here, not only in a bench run someone may skip. Each figure is
// measured as the bench measures it (the same code: scripts/first-visit.ts,
// scripts/turn-play.ts, scripts/own-phone-bytes.ts).

const PHONE = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 1 };
const gzip = (bytes: Buffer | string) => gzipSync(bytes, { level: 9 }).length;
const playPages = builtPages().filter((p) => /\/games\/[^/]+\/play\/$/.test(p));

/** A figure within its budget (each message names the figure and what makes it up). */
function withinBudget(figure: number, budget: number, what: string): void {
  expect(figure, `${what} (budget ${kb(budget)})`).toBeLessThanOrEqual(budget);
}

test.describe('JavaScript at load', () => {
  test.use({ serviceWorkers: 'block' }); // the page's own requests only, not the precache
  for (const path of builtPages()) {
    test(`${path}: every helper loaded, ≤ ${kb(BUDGET.js)} gzip, from the build and from Chromium's requests`, async ({ page }) => {
      const expected = await pageScripts(path);
      const fromBuild = scriptTotal(expected).gzip;
      withinBudget(fromBuild, BUDGET.js, `${path}: JavaScript gzip from the build`);
      const bodies: Promise<number>[] = [];
      page.on('response', (response) => {
        if (new URL(response.url()).pathname.endsWith('.js')) bodies.push(response.body().then(gzip));
      });
      if (/\/play\/$/.test(path)) await holdIdleLoads(page); // a play page's loads once idle are on demand, not at load
      await page.goto(path);
      await loadEveryHelper(page);
      const requested = (await Promise.all(bodies)).reduce((a, b) => a + b, 0) + expected.registration.gzip + expected.inline.gzip;
      withinBudget(requested, BUDGET.js, `${path}: JavaScript gzip Chromium requested`);
    });
  }
});

test.describe('First paint', () => {
  for (const path of builtPages()) {
    test(`${path}: HTML and render-blocking CSS ≤ ${kb(BUDGET.firstPaint)} gzip, from the build`, async () => {
      const { stylesheets } = await pageScripts(path);
      const files = [path, ...stylesheets].map((p) => [p, gzipSize(readFileSync(fileFor(p)!))] as const);
      const total = files.reduce((sum, [, n]) => sum + n, 0);
      withinBudget(total, BUDGET.firstPaint, `${path}: first paint, gzip: ${files.map(([p, n]) => `${p} ${n}`).join(', ')}`);
    });
  }
});

test.describe('JavaScript by the end of a scripted turn', () => {
  test.use({ serviceWorkers: 'block' });
  test.describe.configure({ timeout: 180_000 }); // up to 13 taps, half a second apart at least, on a busy machine
  for (const path of playPages) {
    const slug = path.split('/').at(-3)!;
    test(`${path}: the scripted turn (scripts/turns.ts) has loaded ≤ ${kb(BUDGET.afterTurn)} gzip`, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('response', (response) => {
        const url = new URL(response.url());
        if (url.pathname.endsWith('.js')) scripts.add(url.pathname);
      });
      await page.goto(path);
      await loadEveryHelper(page);
      let last = 0;
      const played = await playTurn(page, slug, {
        // As a person taps: a held control waited out, and never quicker than half a second
        // after the last tap (a hand-over's button arms after 400 ms).
        tap: async (target: Locator) => {
          await page.waitForTimeout(Math.max(0, last + 500 - Date.now()));
          await tap(target);
          last = Date.now();
        },
      });
      expect(played.stuck, 'the scripted turn went to its end').toBeUndefined();
      await networkQuiet(page);
      const total = [...scripts].reduce((sum, p) => sum + transferSize(fileFor(p)!), 0);
      const listed = [...scripts].map((p) => `${p.split('/').pop()} ${transferSize(fileFor(p)!)}`).join(', ');
      withinBudget(total, BUDGET.afterTurn, `${path}: JavaScript gzip by the end of the turn: ${listed}`);
    });
  }
});

test.describe('A first visit', () => {
  test.describe.configure({ timeout: 120_000 });
  for (const path of builtPages()) {
    test(`${path}: with the service worker's precache, ≤ ${kb(BUDGET.firstVisit)} and nothing from other sites`, async ({ browser, baseURL }) => {
      const visit = await firstVisit(browser, new URL(baseURL!).origin, path, PHONE);
      expect(visit.offSite, 'requests to other sites').toEqual([]);
      const largest = [...visit.fetched].filter(([p]) => !p.endsWith('.pdf') && !visit.scrolledTo.has(p)).sort((a, b) => b[1] - a[1]).slice(0, 8).map(([p, n]) => `${p} ${n}`).join(', ');
      withinBudget(visit.total, BUDGET.firstVisit, `${path}: first visit bytes; largest: ${largest}`);
      if (path !== '/print/') expect(visit.pdfs, 'PDFs fetched by a page other than the printables').toBe(0);
    });
  }
});

test.describe('"Each on our own phone"', () => {
  for (const game of OWN_PHONE_GAMES) {
    const path = `/games/${game.slug}/play/`;
    test(`${game.slug}: choosing the mode fetches ≤ ${kb(BUDGET.ownPhoneMode)} of its own JavaScript gzip (the decoder apart)`, async ({ browser, baseURL }) => {
      const { bytes, files } = await modeOnlyBytes(browser, new URL(baseURL!).origin, path, PHONE);
      withinBudget(bytes, BUDGET.ownPhoneMode, `${game.slug}: the mode's own JavaScript: ${files.join(', ')}`);
    });
  }
});
