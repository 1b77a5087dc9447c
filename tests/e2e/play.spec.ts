import { expect, test } from '@playwright/test';
import { expectOnScreen, openPlay } from './helpers';
import { SLUGS } from '../../scripts/games.ts';

// What every play page owes a table, whatever the game: the helper is the page.
const games = SLUGS;

for (const slug of games) {
  test.describe(`/games/${slug}/play/`, () => {
    test('the helper is loaded at page load and its first control is on the first screen', async ({ page }) => {
      await openPlay(page, slug);
      const helper = page.locator('section.helper').first();
      await expect(helper).toBeVisible();
      const first = helper.locator('button:visible, input:visible, select:visible').first();
      await expectOnScreen(helper.getByRole('heading').first(), first);
      // A compact header: the game's name and a way to its rules.
      await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
      await expect(page.getByRole('link', { name: /^Rules of / })).toBeInViewport();
    });

    // Held upright and sideways: the first decision on the first screen (the Emperor's sideways
    // showed no button), and nothing on the helper's heading line over its heading (Empty
    // Rivalry's "Each on our own phone" covered "Round helper").
    for (const size of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
      test(`at ${size.width}×${size.height}: the first decision is on the first screen, and the helper's heading is never covered`, async ({ page }) => {
        await page.setViewportSize(size);
        await openPlay(page, slug);
        const helper = page.locator('section.helper').first();
        const heading = helper.getByRole('heading', { level: 2 }).first();
        const first = helper.locator('.step button:visible, .step input:visible, .step select:visible').first();
        await expectOnScreen(heading, helper.locator('.step h3').first(), first);
        const covering = await heading.evaluate((h) => {
          const r = h.getBoundingClientRect();
          const over: string[] = [];
          for (const el of h.parentElement!.querySelectorAll<HTMLElement>('button, a, [role="button"]')) {
            const b = el.getBoundingClientRect();
            if (b.width && b.height && b.left < r.right - 0.5 && r.left < b.right - 0.5 && b.top < r.bottom - 0.5 && r.top < b.bottom - 0.5) over.push((el.textContent ?? '').trim());
          }
          return over;
        });
        expect(covering, 'controls over the helper heading').toEqual([]);
      });

      // The helper grows from its placeholder to its first screen as the page loads: nothing
      // a player is already reading may jump down under it (a layout shift; Lighthouse counts it).
      test(`at ${size.width}×${size.height}: nothing on the page jumps as the helper appears`, async ({ page }) => {
        await page.setViewportSize(size);
        await page.addInitScript(() => {
          const w = window as unknown as { __moved: string[] };
          w.__moved = [];
          new PerformanceObserver((list) => {
            for (const e of list.getEntries() as (PerformanceEntry & { value: number; sources?: { node?: Node }[] })[]) {
              w.__moved.push(`${e.value.toFixed(3)}: ${(e.sources ?? []).map((s) => (s.node?.textContent ?? '').trim().slice(0, 40)).join(' | ')}`);
            }
          }).observe({ type: 'layout-shift', buffered: true });
        });
        await openPlay(page, slug);
        await expect(page.locator('section.helper .step button').first()).toBeVisible();
        // The page's own later frames (a font, a reference drawn a frame late) count too.
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
        expect(await page.evaluate(() => (window as unknown as { __moved: string[] }).__moved)).toEqual([]);
        // Once the helper is there, what the page says under it is there too.
        await expect(page.locator('.play > astro-island ~ *').first()).toBeVisible();
      });
    }

    test('the keyboard reaches the helper within a few Tabs', async ({ page }) => {
      await openPlay(page, slug);
      let inHelper = false;
      for (let tabs = 1; tabs <= 7 && !inHelper; tabs++) {
        await page.keyboard.press('Tab');
        inHelper = await page.evaluate(() => document.activeElement?.closest('section.helper') !== null);
      }
      expect(inHelper, 'focus reached the helper within 7 Tabs').toBe(true);
    });

    test('every rule link on the first screen lands on a heading of the rules page', async ({ page, request }) => {
      await openPlay(page, slug);
      const hrefs = await page.locator('a.rule-link').evaluateAll((as) => as.map((a) => (a as HTMLAnchorElement).getAttribute('href')!));
      for (const href of hrefs) {
        const [path, id] = href.split('#');
        const html = await (await request.get(path!)).text();
        expect(html, href).toMatch(new RegExp(`<h[1-6][^>]* id="${id}"`));
      }
    });
  });
}
