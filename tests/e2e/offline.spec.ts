import { expect, test, type Page } from '@playwright/test';
import { base, builtFiles } from '../../scripts/site.ts';
import { SLUGS } from '../../scripts/games.ts';

const games = SLUGS;

/** Waits until the service worker has installed (precached the site) and controls the page. */
async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

/** Fetches an address from the page (through the service worker): its status and first bytes, or the error. */
function fetchFromPage(page: Page, url: string) {
  return page.evaluate(async (u) => {
    try {
      const r = await fetch(u);
      const bytes = new Uint8Array(await r.arrayBuffer());
      return { status: r.status, head: String.fromCharCode(...bytes.slice(0, 5)) };
    } catch {
      return { status: 0, head: '' };
    }
  }, url);
}

test('after one visit the whole site works in airplane mode', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tablemate' })).toBeAttached();

  for (const path of games.flatMap((slug) => [`/games/${slug}/play/`, `/games/${slug}/`])) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every helper on the page hydrates from cached code: its loading placeholder goes away.
    const helpers = page.locator('section.helper');
    for (let i = 0; i < (await helpers.count()); i++) {
      await helpers.nth(i).scrollIntoViewIfNeeded();
      await expect(helpers.nth(i).getByText('Loading the helper')).toHaveCount(0);
    }
  }

  // Use a helper offline: start an Empress match from its setup form.
  await page.goto('/games/empress/play/');
  await page.getByRole('button', { name: /^With real cards/ }).click();
  const tracker = page.getByRole('region', { name: 'Match tracker (real cards)' });
  await tracker.getByLabel('Player 1 name').fill('Ana');
  await tracker.getByLabel('Player 2 name').fill('Bo');
  await tracker.getByRole('radio', { name: 'Ana' }).check();
  await tracker.getByRole('button', { name: 'Start the match' }).click();
  await expect(tracker.getByRole('heading', { name: 'Set up the match' })).toHaveCount(0);
  await expect(tracker.getByText('Ana').first()).toBeVisible();
});

test('offline, an address typed without its trailing slash opens the page', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto('/games/emperor');
  await expect(page).toHaveURL(/\/games\/emperor\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Emperor/ })).toBeVisible();
  await page.goto('/print');
  await expect(page.getByRole('heading', { level: 1, name: 'Printables' })).toBeVisible();
});

test('offline, an address the phone does not have shows the offline page, with links to every game', async ({ page, context }) => {
  await page.goto('/');
  await workerInControl(page);
  await context.setOffline(true);
  await page.goto('/games/no-such-game/');
  await expect(page.getByRole('heading', { level: 1, name: 'No connection' })).toBeVisible();
  const main = page.getByRole('main');
  for (const name of ['Empty Rivalry', 'Empress', 'Sibling Rivalry', 'SUBTWEET']) {
    await expect(main.getByRole('link', { name: `Play ${name}`, exact: true })).toBeVisible();
  }
  await main.getByRole('link', { name: 'Play Sibling Rivalry', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/play\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sibling Rivalry' })).toBeVisible();
});

test('a PDF fetched once opens offline; one never fetched does not (PDFs are not precached)', async ({ page, context }) => {
  // From the build, not from the printables page: opening that page would fetch them all.
  const pdfs = builtFiles().filter((f) => f.endsWith('.pdf')).map((f) => base + f);
  await page.goto('/');
  await workerInControl(page);
  const [fetched, never] = [pdfs[0]!, pdfs[pdfs.length - 1]!];
  expect(await fetchFromPage(page, fetched)).toEqual({ status: 200, head: '%PDF-' });
  await context.setOffline(true);
  expect(await fetchFromPage(page, fetched)).toEqual({ status: 200, head: '%PDF-' });
  expect((await fetchFromPage(page, never)).status).not.toBe(200);
});

test('after the printables page has been opened, every PDF opens offline', async ({ page, context }) => {
  // A first visit straight to the printables page: the worker fetches every PDF once it is active.
  await page.goto('/print/');
  await workerInControl(page);
  const hrefs = await page.getByRole('link', { name: /PDF/ }).evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('tablemate-pdfs')).keys()).length), { timeout: 30_000 })
    .toBe(new Set(hrefs).size);
  await context.setOffline(true);
  for (const href of new Set(hrefs)) expect(await fetchFromPage(page, href), href).toEqual({ status: 200, head: '%PDF-' });
});

test('the web app manifest names the app and its icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Tablemate');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(`/${icon.src}`)).status()).toBe(200);
});
