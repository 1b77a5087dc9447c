import { expect, test } from '@playwright/test';
import { openPlay, tap } from './helpers';

// The home page for a table: every game in progress on this phone is one tap away.
test('Resume lists every game in progress with its status, and one tap returns to it as it was', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Resume' })).toBeHidden();

  // Sibling Rivalry: two players, default track, the game starts.
  await openPlay(page, 'sibling-rivalry');
  await page.getByLabel('Player 1 name').fill('Ann');
  await page.getByLabel('Player 2 name').fill('Ben');
  await tap(page.getByRole('button', { name: 'Next: the score track' }));
  await tap(page.getByRole('button', { name: 'Start the game' }));
  await expect(page.getByRole('heading', { name: /^Ann's turn/ })).toBeVisible();

  // Empty Rivalry: a match starts (opened without clearing the phone's other game).
  await page.goto('/games/empty-rivalry/play/');
  await page.getByLabel('Player 1 name').fill('Cai');
  await page.getByLabel('Player 2 name').fill('Dee');
  await tap(page.getByRole('button', { name: 'Start the match' }));
  const erHeading = await page.locator('.step .step-head h3').last().textContent();

  await page.getByRole('link', { name: 'Tablemate' }).click();
  const resume = page.getByRole('region', { name: 'Resume' });
  await expect(resume).toBeInViewport();
  const sr = resume.getByRole('link', { name: /Sibling Rivalry/ });
  const er = resume.getByRole('link', { name: /Empty Rivalry/ });
  await expect(sr).toContainText("Ann's turn");
  await expect(sr).toContainText('Ann 0, Ben 0');
  await expect(er).toContainText('Cai');
  await expect(er).toContainText('Cai 0, Dee 0');
  await expect(sr).toContainText('just now');
  // The newest game comes first.
  await expect(resume.getByRole('link').first()).toContainText('Empty Rivalry');

  await tap(sr);
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/play\/$/);
  await expect(page.getByRole('heading', { name: /^Ann's turn/ })).toBeVisible();
  await page.goBack();
  await tap(page.getByRole('region', { name: 'Resume' }).getByRole('link', { name: /Empty Rivalry/ }));
  await expect(page).toHaveURL(/\/games\/empty-rivalry\/play\/$/);
  await expect(page.locator('.step .step-head h3').last()).toHaveText(erHeading!);
});

test('the home page uses the width of a laptop: three games side by side', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/');
  const cards = page.locator('.game-card');
  const tops = await cards.evaluateAll((els) => els.map((e) => Math.round(e.getBoundingClientRect().top)));
  expect(tops.filter((t) => t === tops[0]).length).toBeGreaterThanOrEqual(3);
});
