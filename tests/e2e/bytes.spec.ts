import { expect, test } from '@playwright/test';
import { builtPages, pageScripts } from '../../scripts/site.ts';
import { holdIdleLoads, loadEveryHelper } from '../../scripts/helpers-loaded.ts';

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
    if (/\/play\/$/.test(path)) await holdIdleLoads(page); // a play page's loads once idle are on demand, not at load
    await page.goto(path);
    await loadEveryHelper(page);
    const requested = new Map(await Promise.all(bodies));
    expect([...requested.keys()].sort(), 'script files requested vs the bench').toEqual([...expected.loaded.keys()]);
    for (const [file, size] of expected.loaded) expect(requested.get(file), file).toBe(size.raw);
  });
}

// Screens a helper loads on demand (kit onDemand) come once the player first touches the
// page (here: its idle-time loads held back, so the touch brings them). Whatever the page
// then loads must still be in the bench's figures: counted at load, or listed as on demand.
for (const path of builtPages().filter((p) => /\/play\/$/.test(p))) {
  test(`${path}: after a first touch, every script Chromium loads is one the bench lists`, async ({ page }) => {
    const expected = await pageScripts(path);
    const requested = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await holdIdleLoads(page);
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


// A play page loads what its first touch needs once it is idle after its load, before any
// touch (kit ui/touch.ts loadBeforeTouch): all of it listed by the bench as on demand.
for (const path of builtPages().filter((p) => /\/play\/$/.test(p))) {
  test(`${path}: idle after its load, before any touch, it loads its next screens, each one the bench lists as on demand`, async ({ page }) => {
    const expected = await pageScripts(path);
    const requested = new Set<string>();
    page.on('response', (response) => {
      const url = new URL(response.url());
      if (url.pathname.endsWith('.js')) requested.add(url.pathname);
    });
    await page.goto(path);
    await loadEveryHelper(page);
    await expect.poll(() => [...requested].filter((file) => expected.onDemand.has(file)).length, 'on-demand files loaded before a touch').toBeGreaterThan(0);
    const listed = new Set([...expected.loaded.keys(), ...expected.onDemand.keys()]);
    expect([...requested].filter((file) => !listed.has(file)), 'scripts the bench does not list').toEqual([]);
  });
}
