import { expect, test, type Page } from '@playwright/test';
import { openPlay } from '../../tests/e2e/helpers';

// Screenshots at 390×844 to look at, not assertions: npx playwright test -c scripts/shots (after a build).
const OUT = process.env.SHOTS_DIR ?? '/tmp/emp-shots';
const b = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

for (const scheme of ['light', 'dark'] as const) {
  test(`screens ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPlay(page, 'emperor');
    await page.screenshot({ path: `${OUT}/1-first-${scheme}.png` });
    await b(page, 'We use printed cards').click();
    const names = ['Maximiliana', 'Bartholomew', 'Constantina', 'Dan', 'Evangeline', 'Fitzgerald', 'Gwendolyn'];
    for (let i = 5; i < 7; i++) await b(page, 'Add a player').click();
    for (const [i, n] of names.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(n);
    await b(page, 'Next').click();
    await page.getByLabel('Dan').check();
    await b(page, 'Start the table').click();
    await b(page, 'Clockwise ↻').click();
    await b(page, 'Condemn').click();
    await b(page, 'Dan').click();
    await page.screenshot({ path: `${OUT}/2-mid-${scheme}.png` });
    await page.locator('.emp-circle').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${OUT}/3-circle-${scheme}.png` });
    await b(page, 'New game').click();
    await b(page, 'Yes, start over').click();
    await b(page, 'Deal them on this phone').click();
    await page.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, n] of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(n);
    await b(page, 'Next').click();
    await page.screenshot({ path: `${OUT}/4-deal-${scheme}.png` });
    await b(page, 'Deal the identity cards').click();
    await page.screenshot({ path: `${OUT}/5-handover-${scheme}.png` });
    await page.getByRole('button', { name: /show me/ }).click();
    await page.screenshot({ path: `${OUT}/6-secret-${scheme}.png` });
    for (let i = 0; i < 6; i++) {
      if (i > 0) await page.getByRole('button', { name: /show me/ }).click();
      await b(page, 'Hide my cards and pass the phone').click();
    }
    await b(page, 'Clockwise ↻').click();
    await page.screenshot({ path: `${OUT}/7-turn-${scheme}.png` });
    await expect(page.getByRole('heading', { name: /turn/ }).first()).toBeVisible();
    await b(page, 'Investigate').click();
    await page.screenshot({ path: `${OUT}/8-investigate-${scheme}.png` });
    await page.locator('.step .row .btn').first().click();
    await page.getByRole('button', { name: /^Card 2/ }).click();
    await page.screenshot({ path: `${OUT}/9-look-handover-${scheme}.png` });
    await page.getByRole('button', { name: /show me/ }).click();
    await page.screenshot({ path: `${OUT}/10-look-${scheme}.png` });
    await b(page, 'Hide it').click();
    await b(page, 'New game').click();
    await b(page, 'Yes, start over').click();
    await b(page, 'We use printed cards').click();
    for (const [i, n] of ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(n);
    await b(page, 'Next').click();
    await page.getByLabel('Ann').check();
    await b(page, 'Start the table').click();
    await b(page, 'Clockwise ↻').click();
    await b(page, 'Condemn').click();
    await b(page, 'Ann').click();
    for (let i = 0; i < 5; i++) await page.locator('.step .btn.primary').last().click();
    await page.screenshot({ path: `${OUT}/11-end-${scheme}.png`, fullPage: true });
  });
}
