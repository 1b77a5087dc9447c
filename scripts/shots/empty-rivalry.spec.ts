import { test, type Page } from '@playwright/test';
import { openPlay } from '../../tests/e2e/helpers';

// Screenshots at 390×844 to look at, not assertions: npx playwright test -c scripts/shots (after a build).
const dir = process.env.SHOTS_DIR ?? '/tmp/er-shots';

const shot = (page: Page, name: string) => page.screenshot({ path: `${dir}/${name}.png` });

for (const scheme of ['light', 'dark'] as const) {
  test(`Empty Rivalry screens, ${scheme}`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    await openPlay(page, 'empty-rivalry');
    await shot(page, `${scheme}-1-first`);
    await page.getByRole('button', { name: 'We roll real dice' }).click();
    await page.getByLabel('Player 1 name').fill('Ana');
    await page.getByLabel('Player 2 name').fill('Ben');
    await page.getByRole('button', { name: 'Start the match' }).click();
    await shot(page, `${scheme}-2-safety`);
    await page.getByRole('button', { name: 'Start round 1: Ana attacks' }).click();
    await shot(page, `${scheme}-3-cups`);
    await page.getByRole('button', { name: 'Both dice are under the cups' }).click();
    await shot(page, `${scheme}-4-choose`);
    await page.getByRole('button', { name: 'One at a time, after each answer' }).click();
    await shot(page, `${scheme}-5-pick-one`);
    await page.getByRole('button', { name: 'iOS or Android?' }).click();
    await shot(page, `${scheme}-6-question-handover`);
    await page.getByRole('button', { name: "I'm Ben, show me" }).click();
    await shot(page, `${scheme}-7-secret`);
    await page.getByRole('button', { name: 'TRUE', exact: true }).click();
    await shot(page, `${scheme}-8-guess-handover`);
    await page.getByRole('button', { name: 'Undo' }).click();
    await shot(page, `${scheme}-9-undo-handover`);
    for (const q of ['iOS or Android?', 'What is your favorite food?', 'What is your favorite band?', 'Who is your favorite artist?']) {
      if (q !== 'iOS or Android?') await page.getByRole('button', { name: q, exact: true }).click();
      await page.getByRole('button', { name: "I'm Ben, show me" }).click();
      await page.getByRole('button', { name: 'FALSE', exact: true }).click();
      await page.getByRole('button', { name: "I'm Ana, show me" }).click();
      if (q === 'What is your favorite band?') await shot(page, `${scheme}-10-secret-with-notes`);
      await page.getByRole('button', { name: 'TRUE', exact: true }).click();
    }
    await shot(page, `${scheme}-11-decide`);
    await page.getByRole('button', { name: 'Call Out', exact: true }).click();
    await page.getByLabel("Ana's d12").fill('9');
    await page.getByLabel("Ben's d4").fill('2');
    await shot(page, `${scheme}-12-reveal`);
    await page.getByRole('button', { name: 'Reveal', exact: true }).click();
    await shot(page, `${scheme}-13-result`);
    await page.getByRole('button', { name: 'Start round 2: Ben attacks' }).click();
    await page.getByRole('button', { name: 'Both dice are under the cups' }).click();
    await page.getByRole('button', { name: 'Draw 4 at random' }).click();
    for (let q = 0; q < 4; q++) {
      await page.getByRole('button', { name: "I'm Ana, show me" }).click();
      await page.getByRole('button', { name: 'TRUE', exact: true }).click();
      await page.getByRole('button', { name: "I'm Ben, show me" }).click();
      await page.getByRole('button', { name: 'TRUE', exact: true }).click();
    }
    await page.getByRole('button', { name: 'Retreat', exact: true }).click();
    await page.getByLabel("Ben's d12").fill('3');
    await page.getByLabel("Ana's d4").fill('4');
    await page.getByRole('button', { name: 'Reveal', exact: true }).click();
    await shot(page, `${scheme}-14-over`);
    await page.goto('/games/empty-rivalry/');
    const blind = page.getByRole('region', { name: 'Blind dice on the phone' });
    await blind.scrollIntoViewIfNeeded();
    await blind.getByRole('button', { name: /Roll both blind|Roll blind for/ }).click();
    await shot(page, `${scheme}-15-blind-hidden`);
    await blind.getByRole('button', { name: 'Reveal both dice' }).click();
    await blind.scrollIntoViewIfNeeded();
    await shot(page, `${scheme}-16-blind-shown`);
  });
}
