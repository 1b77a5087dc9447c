// Bring a page to "every helper loaded": scroll through it (client:visible helpers
// hydrate as they come into view), wait for the network to settle and for every Astro
// island to have hydrated. Shared by the bench and the browser cross-check test.
import type { Page } from '@playwright/test';

export async function loadEveryHelper(page: Page, timeout = 15_000): Promise<void> {
  const until = Date.now() + timeout;
  // A helper folded away in a <details> (the print studio) wakes only when opened.
  await page.evaluate(() => document.querySelectorAll('details').forEach((d) => (d.open = true)));
  // Step by a screen at a time: a jump to the end would skip helpers in the middle.
  for (let y = 0; Date.now() < until; ) {
    const { height, screen } = await page.evaluate(() => ({ height: document.documentElement.scrollHeight, screen: innerHeight }));
    if (y > height) break;
    await page.evaluate((to) => window.scrollTo(0, to), y);
    await page.waitForTimeout(30);
    y += Math.max(200, Math.floor(screen * 0.8));
  }
  await page.waitForLoadState('networkidle', { timeout: Math.max(1000, until - Date.now()) });
  // Astro removes `ssr` from an island once it has hydrated.
  await page
    .waitForFunction(() => document.querySelectorAll('astro-island[ssr]').length === 0, null, { timeout: Math.max(1000, until - Date.now()) })
    .catch(async () => {
      const stuck = await page.locator('astro-island[ssr]').evaluateAll((els) => els.map((e) => e.getAttribute('component-url')));
      throw new Error(`${page.url()}: helpers that never loaded: ${stuck.join(', ')}`);
    });
  await page.waitForLoadState('networkidle');
}

/**
 * Waits until the page has fetched nothing for `quietMs` (Playwright's `networkidle` is
 * reached once and then answers at once, so it misses what a later tap starts loading: a
 * first touch's on-demand screens).
 */
export async function networkQuiet(page: Page, quietMs = 1000, timeout = 15_000): Promise<void> {
  let last = Date.now();
  const seen = () => void (last = Date.now());
  page.on('request', seen);
  page.on('requestfinished', seen);
  try {
    const until = Date.now() + timeout;
    while (Date.now() - last < quietMs && Date.now() < until) await page.waitForTimeout(100);
  } finally {
    page.off('request', seen);
    page.off('requestfinished', seen);
  }
}

/**
 * Holds back a play page's idle callbacks: it loads what its first touch needs once it is
 * idle after its load (kit ui/touch.ts `loadBeforeTouch`), on demand as a touch's loads
 * are, only early; a play page measured "at load" is measured without them. (Not for other
 * pages: the printables' helpers hydrate when idle, `client:idle`.)
 */
export async function holdIdleLoads(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });
}
