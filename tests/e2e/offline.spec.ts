import { expect, test } from '@playwright/test';

const games = ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet'];

test('after one visit the whole site works in airplane mode', async ({ page, context }) => {
  await page.goto('/');
  // The service worker installs (precaching every page, bundle and PDF) and takes control.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Tablemate' })).toBeVisible();

  for (const slug of games) {
    await page.goto(`/games/${slug}/`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // Every helper on the page hydrates from cached code: its loading placeholder goes away.
    const helpers = page.locator('section.helper');
    for (let i = 0; i < (await helpers.count()); i++) {
      await helpers.nth(i).scrollIntoViewIfNeeded();
      await expect(helpers.nth(i).getByText('Loading the helper')).toHaveCount(0);
    }
  }

  // Use a helper offline: start an Empress match from its setup form.
  await page.goto('/games/empress/');
  const tracker = page.getByRole('region', { name: 'Match tracker (real cards)' });
  await tracker.scrollIntoViewIfNeeded();
  await tracker.getByLabel('Player 1 name').fill('Ana');
  await tracker.getByLabel('Player 2 name').fill('Bo');
  await tracker.getByRole('button', { name: 'Start the match' }).click();
  await expect(tracker.getByRole('heading', { name: 'Set up the match' })).toHaveCount(0);
  await expect(tracker.getByText('Ana').first()).toBeVisible();

  await page.goto('/print/');
  const href = await page.getByRole('link', { name: /A4 PDF/ }).first().getAttribute('href');
  const pdf = await page.evaluate(async (url) => {
    const r = await fetch(url!);
    const bytes = new Uint8Array(await r.arrayBuffer());
    return { status: r.status, head: String.fromCharCode(...bytes.slice(0, 5)) };
  }, href);
  expect(pdf).toEqual({ status: 200, head: '%PDF-' });
});

test('the web app manifest names the app and its icons', async ({ request }) => {
  const manifest = await (await request.get('/manifest.webmanifest')).json();
  expect(manifest.name).toBe('Tablemate');
  expect(manifest.display).toBe('standalone');
  expect(manifest.icons.length).toBeGreaterThan(0);
  for (const icon of manifest.icons) expect((await request.get(`/${icon.src}`)).status()).toBe(200);
});
