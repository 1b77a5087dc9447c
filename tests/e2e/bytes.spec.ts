import { expect, test } from '@playwright/test';
import { builtPages, pageScripts } from '../../scripts/site.ts';
import { loadEveryHelper } from '../../scripts/helpers-loaded.ts';

// The bench (npm run bench) counts each page's JavaScript from the build output; this
// checks its count against what Chromium actually requests, so the figures can't
// quietly miss a chunk again. Pages come from the build, so new ones are covered.
test.use({ serviceWorkers: 'block' }); // the page's own requests only, not the precache

for (const path of builtPages()) {
  test(`${path}: the scripts Chromium loads are the bench's, byte for byte`, async ({ page }) => {
    const expected = await pageScripts(path);
    const bodies: Promise<[string, number]>[] = [];
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (response.request().resourceType() === 'script' || url.pathname.endsWith('.js')) {
        bodies.push(response.body().then((b) => [url.pathname, b.length]));
      }
    });
    await page.goto(path);
    await loadEveryHelper(page);
    const requested = new Map(await Promise.all(bodies));
    expect([...requested.keys()].sort(), 'script files requested vs the bench').toEqual([...expected.loaded.keys()]);
    for (const [file, size] of expected.loaded) expect(requested.get(file), file).toBe(size.raw);
  });
}

// Screens a helper loads on demand (kit onDemand) come once the player first touches the
// page. Whatever the page then loads must still be in the bench's figures: counted at
// load, or listed as on demand.
for (const path of builtPages().filter((p) => /\/play\/$/.test(p))) {
  test(`${path}: after a first touch, every script Chromium loads is one the bench lists`, async ({ page }) => {
    const expected = await pageScripts(path);
    const requested = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(path);
    await loadEveryHelper(page);
    const atLoad = requested.size;
    await page.getByRole('heading', { level: 1 }).tap();
    await page.waitForLoadState('networkidle');
    await expect.poll(() => requested.size, 'the touch loads the on-demand screens').toBeGreaterThan(atLoad);
    const listed = new Set([...expected.loaded.keys(), ...expected.onDemand.keys()]);
    expect([...requested].filter((file) => !listed.has(file)), 'scripts the bench does not list').toEqual([]);
  });
}

