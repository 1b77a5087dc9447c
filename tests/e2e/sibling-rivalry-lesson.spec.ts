import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { lesson } from '../../src/games/sibling-rivalry/lesson';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

// A new table learns the game at 390×844: with a real game in progress, "Teach me",
// every step of the lesson tapped with role locators (the teacher's ask and the asked
// button on screen after every tap), one wrong move explained, then back to the table's
// game exactly as it was.

const SLUG = 'sibling-rivalry';
const SHOTS = process.env.SHOTS; // a folder: save screenshots of three steps there
test.describe.configure({ timeout: 120_000 });

const helperOf = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });
const bannerOf = (page: Page) => page.getByRole('region', { name: 'Lesson' });

/** The helper's button a step's ask names ("Tap Tickles (4s)" → the Tickles (4s) button). */
function asked(page: Page, ask: string): Locator {
  const what = ask.replace(/^Tap /, '');
  const helper = helperOf(page);
  if (what === 'Stop') return helper.getByRole('button', { name: /^Stop/ });
  const track = /^(\w+) \((\d)s\)$/.exec(what);
  if (track) return helper.getByRole('button', { name: new RegExp(`^${track[1]} \\(${track[2]}s\\)`) });
  return helper.getByRole('button', { name: what, exact: true });
}

/** The banner's ask for step i, and the button it asks for, both on screen. */
async function expectStepOnScreen(page: Page, i: number) {
  const step = lesson.steps[i]!;
  const banner = bannerOf(page);
  await expect(banner).toContainText(`step ${i + 1} of ${lesson.steps.length}`);
  await expect(banner).toContainText(step.say);
  await expectOnScreen(banner.getByText(`${step.ask}.`, { exact: true }), stepHeading(page), asked(page, step.ask));
}

test('a new player learns the game on the scoreboard, and the table’s game is left as it was', async ({ page }) => {
  await openPlay(page, SLUG);
  const helper = helperOf(page);

  // The table's own game first: Dee and Eve, one typed roll.
  await helper.getByLabel('Player 1 name').fill('Dee');
  await helper.getByLabel('Player 2 name').fill('Eve');
  await tap(helper.getByRole('button', { name: 'Next: the score track' }));
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  await helper.getByLabel(/Or type the 5 real dice you rolled/).fill('2 2 4 5 6');
  await tap(helper.getByRole('button', { name: 'Use these dice' }));
  await expect(stepHeading(page)).toHaveText("Dee's turn: roll or stop");
  const standings = helper.locator('.sr-standings');
  const before = (await standings.textContent())!;
  expect(before).toContain('challenging on Looks square 2');
  const log = helper.getByRole('region', { name: 'Log', exact: true });
  const logBefore = (await log.count()) > 0 ? (await log.textContent())! : '';

  // Teach me: the lesson's own position, on the same screens.
  await tap(page.getByRole('link', { name: 'Teach me' }));
  await expect(bannerOf(page)).toBeVisible();
  await expectStepOnScreen(page, 0);
  await expect(stepHeading(page)).toHaveText("Ann's turn");

  for (const [i, step] of lesson.steps.entries()) {
    if (i === 1) {
      // One wrong move: Ouchies is legal here, but the lesson shows Tickles. Not applied, explained.
      await tap(asked(page, 'Tap Ouchies (5s)'));
      const refusal = bannerOf(page).getByRole('alert');
      await expect(refusal).toHaveText(`That move is legal, but not the one this lesson is showing. ${step.ask}.`);
      await expectOnScreen(refusal);
      await expectStepOnScreen(page, 1);
      await expect(stepHeading(page)).toHaveText("Ann's turn: choose a track");
      // The teacher's words and the refusal add nothing an assistive technology trips on.
      const axe = await new AxeBuilder({ page }).analyze();
      expect(axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
    if (SHOTS && [0, 1, 5, 8].includes(i)) await page.screenshot({ path: `${SHOTS}/sr-lesson-step-${i + 1}.png` });
    await tap(asked(page, step.ask));
    if (i + 1 < lesson.steps.length) await expectStepOnScreen(page, i + 1);
  }
  const banner = bannerOf(page);
  await expect(banner).toContainText('done');
  await expectOnScreen(banner.getByText(lesson.end));
  // What the last roll did is on screen with the closing words: the phone chose Looks.
  await expectOnScreen(helper.getByRole('list', { name: 'What just happened' }));
  await expect(helper.getByRole('list', { name: 'What just happened' })).toContainText("Ann's challenge pawn is on Looks square 2, Sidelong Glance (2 points).");
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/sr-lesson-done.png` });

  // Leave the lesson: the table's game, exactly as it was, and nothing of the lesson in its log.
  await tap(banner.getByRole('link', { name: 'Leave the lesson' }));
  await expect(bannerOf(page)).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText("Dee's turn: roll or stop");
  await expect(standings).toHaveText(before);
  if (logBefore) await expect(log).toHaveText(logBefore);
  await page.reload();
  await expect(stepHeading(page)).toHaveText("Dee's turn: roll or stop");
  await expect(standings).toHaveText(before);
  await expect(helper).not.toContainText('Ann');
});
