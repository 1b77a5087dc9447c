import { test, type Page } from '@playwright/test';
import { openPlay } from '../../tests/e2e/helpers';

// Screenshots of the turn screens to look at, not assertions, at 390×844 and 844×390, light
// and dark: npx playwright test -c scripts/shots sibling-rivalry (after a build). SHOTS_DIR=… to choose where.
const dir = process.env.SHOTS_DIR ?? '/tmp/sr-shots';

const sizes = [
  { name: 'portrait', width: 390, height: 844 },
  { name: 'landscape', width: 844, height: 390 },
] as const;

for (const size of sizes) {
  for (const scheme of ['light', 'dark'] as const) {
    test(`Sibling Rivalry turn screens, ${size.name}, ${scheme}`, async ({ page }) => {
      const shot = (name: string) => page.screenshot({ path: `${dir}/${size.name}-${scheme}-${name}.png` });
      await page.setViewportSize({ width: size.width, height: size.height });
      await page.emulateMedia({ colorScheme: scheme });
      await openPlay(page, 'sibling-rivalry');
      await page.getByLabel('Player 1 name').fill('Ann');
      await page.getByLabel('Player 2 name').fill('Ben');
      await page.getByRole('button', { name: 'Add a player' }).click();
      await page.getByLabel('Player 3 name').fill('Cy');
      await page.getByRole('button', { name: 'Next: the score track' }).click();
      await page.getByRole('button', { name: 'Start the game' }).click();
      await shot('1-first-turn');
      const dice = async (d: string) => {
        await page.getByLabel(/Or type the \d real dic?e? you rolled/).fill(d);
        await page.getByRole('button', { name: /^Use these dice?$/ }).click();
      };
      await dice('2 2 2 2 2'); // Ann: Looks 5
      await page.getByRole('button', { name: /^Stop/ }).click();
      await dice('3 3 3 3 3'); // Ben: Faces 5
      await page.getByRole('button', { name: /^Faces/ }).click();
      await page.getByRole('button', { name: /^Stop/ }).click();
      await dice('3 3 3 4 5'); // Cy
      await shot('2-choose');
      await page.getByRole('button', { name: /^Faces/ }).click();
      await shot('3-roll-or-stop-behind');
      await dice('1 4 4 6 6'); // a roll whose Ouchies choice only removes the pawn
      await shot('4-choose-off');
      for (let i = 0; i < 6; i++) await page.getByRole('button', { name: 'Undo' }).click();
      await page.getByLabel(/Or type the \d real dic?e? you rolled/).scrollIntoViewIfNeeded();
      await shot('5-after-undos');
      await page.getByRole('region', { name: 'Log' }).scrollIntoViewIfNeeded();
      await shot('6-log');
    });
  }
}
