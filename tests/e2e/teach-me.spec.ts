import { expect, test } from '@playwright/test';

/**
 * "Teach me" as a new player uses it (the home page says: open a Play page, tap Teach me):
 * the page's first touch, on a fresh phone, at any moment from 0.2 to 3 s after the page
 * loaded. The lesson must appear every time, never an empty `aria-busy` step: the screen it
 * needs loads on demand (kit/ui/onDemand.tsx), and that load races the first touch's own
 * preload. Thirteen moments across the range (one every 233 ms) on each of the five play pages,
 * each in a fresh browser context (no cache, no service worker), held upright and sideways: 26
 * tries a page (the engines' run adds ten more in WebKit and in Firefox).
 */

const PAGES = ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet'] as const;
// 13 moments from 0.2 to 3 s, upright and sideways: 26 tries on every play page.
const DELAYS = Array.from({ length: 13 }, (_, i) => Math.round(200 + (i * 2800) / 12));
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

for (const size of SIZES) {
  for (const slug of PAGES) {
    test(`${slug} at ${size.width}×${size.height}: Teach me as the first touch, 0.2–3 s after load, shows the lesson`, async ({ browser }, testInfo) => {
      test.setTimeout(600_000);
      const failures: string[] = [];
      let shown = 0;
      for (const delay of DELAYS) {
        const context = await browser.newContext({ viewport: size, hasTouch: true, isMobile: true, deviceScaleFactor: 1 });
        const page = await context.newPage();
        const problems: string[] = [];
        page.on('pageerror', (e) => problems.push(e.message));
        await page.goto(`/games/${slug}/play/`);
        const loaded = Date.now();
        const link = page.getByRole('link', { name: 'Teach me' });
        await page.waitForTimeout(Math.max(0, loaded + delay - Date.now()));
        await link.tap();
        const tapped = Date.now() - loaded;
        const banner = page.getByRole('region', { name: 'Lesson' });
        try {
          await expect(banner).toBeVisible({ timeout: 8000 });
          await expect(banner).toContainText(/step 1 of/);
          await expect(page.locator('section.helper [aria-busy="true"]')).toHaveCount(0);
          await expect(page.locator('section.helper .step .step-head h3').first()).toBeVisible();
          expect(problems).toEqual([]);
          shown++;
        } catch (error) {
          failures.push(`tapped ${tapped} ms after load (asked ${delay}): ${String(error).split('\n')[0]}`);
        }
        await context.close();
      }
      const line = `${slug} at ${size.width}×${size.height}: the lesson shown ${shown}/${DELAYS.length} (Teach me tapped 0.2–3 s after load)`;
      console.log([line, ...failures.map((f) => `  ${f}`)].join('\n'));
      testInfo.annotations.push({ type: 'measured', description: line });
      expect(failures, line).toEqual([]);
    });
  }
}
