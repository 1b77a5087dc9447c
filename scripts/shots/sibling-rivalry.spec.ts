import { test } from '@playwright/test';
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
      // An Angel on 6 and a Devil on 9, reached in a few rolls.
      await page.getByLabel(/Squares between Start and the finish/).fill('13');
      await page.getByLabel('Little Angel squares').fill('6');
      await page.getByLabel('Little Devil squares').fill('9');
      await page.getByRole('button', { name: 'Start the game' }).click();
      await shot('01-first-turn');
      const dice = async (d: string) => {
        const input = page.getByLabel(/Or type the \d real dic?e? you rolled/);
        await input.fill(d);
        await input.press('Enter');
      };
      const pick = (track: RegExp) => page.getByRole('button', { name: track }).click();
      const stop = () => page.getByRole('button', { name: /^Stop/ }).click();
      await dice('2 2 2 2 2'); // Ann: Looks 5
      await dice('2 2 3 4 5'); // the top: 6 points, onto the Angel
      await shot('02-angel-extra-turn');
      await dice('2 2 2 2 3'); // Looks 4
      await stop();
      await dice('3 3 3 4 5'); // Ben: Faces 3
      await pick(/^Faces/);
      await stop();
      await dice('1 3 3 4 6'); // Cy: Faces 2, behind Ben
      await shot('03-choose');
      await pick(/^Faces/);
      await shot('04-roll-or-stop-behind');
      await page.getByRole('region', { name: 'Odds for the next roll' }).scrollIntoViewIfNeeded();
      await shot('05-odds-behind');
      await dice('4 4 5 6'); // Tickles only: Faces would only take the pawn off
      await shot('06-choose-off');
      await pick(/^Tickles/);
      await stop();
      await shot('07-devil'); // Ann: Looks 4 scored 3, 6 → 9, a Devil
      await page.getByRole('region', { name: 'Log' }).scrollIntoViewIfNeeded();
      await page.getByRole('button', { name: /^Show all/ }).click();
      await shot('08-log-all');
    });
  }
}
