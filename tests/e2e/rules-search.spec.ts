import { expect, test, type Page } from '@playwright/test';

/*
 * Search across the five rules pages works offline: the index is built with the
 * site; a rules page opened once the service worker is in control fetches it while idle
 * and the worker keeps it (it stays out of a first visit's bytes), so from then on a
 * search in airplane mode still finds the right section, on this page or another.
 */

async function workerInControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
}

test('offline, search finds the right section on this page and on another rules page', async ({ page, context }) => {
  await page.goto('/games/empress/');
  await workerInControl(page);
  // The first visit precached the site but not the index: the next page view keeps it.
  const kept = () => page.evaluate(async () => (await (await caches.open('tablemate-rules')).keys()).map((r) => new URL(r.url).pathname).sort());
  expect(await kept()).toEqual([]);
  await page.reload();
  await expect.poll(kept).toEqual(['/games/empress/examples/games.json', '/search/rules.json']);
  await context.setOffline(true);
  await page.reload();

  await page.getByRole('button', { name: 'Search the rules' }).click();
  const box = page.getByRole('dialog', { name: 'Search the rules' });
  await box.getByRole('searchbox').fill('lead after a draw');
  const here = box.getByRole('link', { name: /^Who leads after a draw\?/ });
  await expect(here).toBeVisible();
  await here.click();
  await expect(page).toHaveURL(/\/games\/empress\/#who-leads-after-a-draw$/);
  await expect(page.getByRole('heading', { name: 'Who leads after a draw?' })).toBeInViewport();

  // Another game's rules: the result names the game and opens its page (precached) at the section.
  await page.getByRole('button', { name: 'Search the rules' }).click();
  await box.getByRole('searchbox').fill('little devil');
  const there = box.getByRole('link', { name: /I’m on a Little Devil: how many 1s catch me\?.*Sibling Rivalry/ });
  await expect(there).toBeVisible();
  await there.click();
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/#im-on-a-little-devil-how-many-1s-catch-me$/);
  await expect(page.getByRole('heading', { name: 'I’m on a Little Devil: how many 1s catch me?' })).toBeInViewport();

  // Words nobody wrote: said so, in words.
  await page.getByRole('button', { name: 'Search the rules' }).click();
  await box.getByRole('searchbox').fill('zeppelin');
  await expect(box.getByRole('status')).toHaveText('Nothing found for “zeppelin”.');
});

test('offline before the index was ever kept, the search box says what to do', async ({ page, context }) => {
  await page.goto('/games/subtweet/');
  await workerInControl(page);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Search the rules' }).click();
  const box = page.getByRole('dialog', { name: 'Search the rules' });
  await box.getByRole('searchbox').fill('penalty');
  await expect(box.getByRole('status')).toHaveText(/not on this phone yet: it is kept the next time a rules page opens with a connection/);
});

test('the search box closes with its button and with Escape, and gives focus back', async ({ page }) => {
  await page.goto('/games/emperor/');
  const open = page.getByRole('button', { name: 'Search the rules' });
  await open.click();
  const box = page.getByRole('dialog', { name: 'Search the rules' });
  await expect(box.getByRole('searchbox')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(box).toBeHidden();
  await expect(open).toBeFocused();
  await open.click();
  await box.getByRole('button', { name: 'Close' }).click();
  await expect(box).toBeHidden();
});

test('search knows the game it is on: its answers first, the others after with their game, the words found marked', async ({ page }) => {
  await page.goto('/games/empress/');
  await page.getByRole('button', { name: 'Search the rules' }).click();
  const box = page.getByRole('dialog', { name: 'Search the rules' });
  await box.getByRole('searchbox').fill('tie');
  await expect(box.getByRole('status')).toHaveText(/found/);
  const results = box.getByRole('link');
  // Empress's own answer first, and no game named on it; other games' results name theirs.
  await expect(results.first()).not.toContainText(/Sibling Rivalry|SUBTWEET|Empty Rivalry|Emperor/);
  await expect(results.first().locator('mark').first()).toBeVisible();
  const games = await results.evaluateAll((links) => links.map((a) => a.querySelector('.rules-search-game')?.textContent ?? 'here'));
  expect(games.indexOf('here')).toBe(0);
  expect(games.lastIndexOf('here')).toBeLessThan(games.findIndex((g) => g !== 'here') === -1 ? Infinity : games.findIndex((g) => g !== 'here'));
  // A marked word is a whole word of the snippet.
  const marks = await results.locator('mark').allTextContents();
  expect(marks.length).toBeGreaterThan(0);
  for (const m of marks) expect(m).toMatch(/^[\p{L}\p{N}’']+( [\p{L}\p{N}’']+)*$/u);

  // A table's word the page doesn't use: "reroll" finds "roll again".
  await page.goto('/games/sibling-rivalry/');
  await page.getByRole('button', { name: 'Search the rules' }).click();
  await box.getByRole('searchbox').fill('reroll');
  await expect(box.getByRole('status')).toHaveText(/found/);
  await expect(box.getByRole('link').first()).not.toContainText(/Empress|SUBTWEET|Empty Rivalry|Emperor/);
  await expect(box.getByRole('link').first().locator('mark').first()).toHaveText(/roll/i);
});
