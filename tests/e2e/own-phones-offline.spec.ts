import { expect, test } from '@playwright/test';
import { openPlay, tap } from './helpers';

/*
 * "Each on our own phone" chosen on a phone that is offline and never saved the mode's code
 * (its files come on demand, when a table chooses the mode): every game that has the mode
 * says why in words, on screen where the player tapped, and stays on its first screen.
 */

// The service worker would answer from its own cache: this phone never kept the files.
test.use({ serviceWorkers: 'block' });

const GAMES = [
  { slug: 'empty-rivalry', button: 'Each on our own phone' },
  { slug: 'empress', button: /^Each on our own phone/ },
  { slug: 'emperor', button: 'Each on our own phone' },
] as const;

for (const { slug, button } of GAMES) {
  test(`${slug}: the mode that can't load offline says why`, async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openPlay(page, slug);
    // Offline from here: the mode's own code (OwnPhones) can't be fetched.
    await page.route('**/_astro/OwnPhones*.js', (route) => route.abort('internetdisconnected'));
    const choose = page.getByRole('button', { name: button, exact: typeof button === 'string' });
    await choose.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tap(choose);
    const alert = page.getByRole('alert').filter({ hasText: 'This part of the helper could not load' });
    await expect(alert).toHaveCount(1);
    await expect(alert).toContainText('the phone may be offline');
    // On screen where the player tapped (a sliver of a pixel may round off at the screen's edge).
    await expect(alert).toBeInViewport({ ratio: 0.95 });
  });
}

test('emperor: opening a table offline, before the table phone’s code was ever fetched, says why and keeps the name', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openPlay(page, 'emperor');
  // The mode's first screen is here; the table phone's screens (loaded when a phone opens the table) can't be fetched.
  await page.route('**/_astro/OwnTableSide*.js', (route) => route.abort('internetdisconnected'));
  const choose = page.getByRole('button', { name: 'Each on our own phone', exact: true });
  await choose.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(choose);
  await page.getByLabel('Your name').fill('Ana');
  await tap(page.getByRole('button', { name: 'Open a table', exact: true }));
  const alert = page.getByRole('alert').filter({ hasText: 'This part of the helper could not load' });
  await expect(alert).toHaveCount(1);
  await expect(alert).toBeInViewport({ ratio: 0.95 });
  await expect(page.getByLabel('Your name')).toHaveValue('Ana');
});
