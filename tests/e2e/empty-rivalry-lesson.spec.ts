import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectOnScreen, openPlay, stepHeading } from './helpers';

const SLUG = 'empty-rivalry';
const STORE = 'tablemate:empty-rivalry/match:v1';
const SHOTS = process.env.SHOTS; // a folder: take the lesson's screenshots there

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: true });
const banner = (page: Page) => page.getByRole('region', { name: 'Lesson' });

/** The table's own match, left mid-round: Dee's first note is in, Cy's guess is next. */
async function startRealMatch(page: Page) {
  await openPlay(page, SLUG);
  await page.getByLabel('Player 1 name').fill('Cy');
  await page.getByLabel('Player 2 name').fill('Dee');
  await button(page, 'Start the match').click();
  await button(page, 'Start round 1: Cy attacks').click();
  await button(page, 'Draw 4 at random').click();
  await button(page, "I'm Dee, show me").click();
  await button(page, 'FALSE').click();
  await expect(stepHeading(page)).toHaveText("Question 1 of 4: Cy's guess");
}

/**
 * One step of the lesson: the banner names the step and its ask, the ask and the button
 * it names are on screen together with the step heading, then the tap(s).
 */
async function lessonStep(page: Page, n: number, ask: string, taps: Locator[], shot?: string) {
  await expect(banner(page)).toContainText(`step ${n} of 12`);
  const askLine = banner(page).getByText(`${ask}.`, { exact: true });
  await expectOnScreen(askLine, stepHeading(page), taps[0]!);
  await expect(taps[0]!).toBeEnabled(); // a hand-over button arms a moment after it appears
  if (SHOTS && shot) await page.screenshot({ path: `${SHOTS}/${shot}.png` });
  for (const [i, t] of taps.entries()) {
    if (i > 0) await expectOnScreen(askLine, t);
    await t.click();
  }
}

test('Teach me: a new table plays one round of the lesson, a wrong move is explained, the real match is untouched', async ({ page }) => {
  test.setTimeout(120_000);
  await startRealMatch(page);
  const saved = await page.evaluate((key) => localStorage.getItem(key), STORE);
  expect(saved).toContain('"Cy"');

  // Mid-match the helper may have scrolled its step to the top: the player scrolls back up to
  // the page's header for "Teach me" (the rule of every tap is the step's, not the header's).
  const teach = page.getByRole('link', { name: 'Teach me' });
  await expect(teach).toBeVisible();
  await teach.click();
  await expect(banner(page)).toContainText('Teach me: one round');
  await expect(stepHeading(page)).toHaveText('Safety first: the questions');

  await lessonStep(page, 1, 'Tap Start round 1: Ana attacks', [button(page, 'Start round 1: Ana attacks')], 'er-lesson-1-start');
  await lessonStep(page, 2, 'Tap Draw 4 at random', [button(page, 'Draw 4 at random')]);
  await expect(page.getByText('What is your favorite food?')).toBeVisible();

  const notes: [string, string][] = [
    ['TRUE', 'TRUE'],
    ['FALSE', 'TRUE'], // the misjudged answer
    ['FALSE', 'FALSE'],
    ['TRUE', 'TRUE'],
  ];
  for (const [q, [truth, guess]] of notes.entries()) {
    const n = 3 + 2 * q;
    await expect(stepHeading(page)).toHaveText(`Question ${q + 1} of 4`);
    await lessonStep(page, n, `Tap I'm Ben, show me, then ${truth}`, [button(page, "I'm Ben, show me"), button(page, truth)], q === 1 ? 'er-lesson-5-handover' : undefined);
    await expect(stepHeading(page)).toHaveText(`Question ${q + 1} of 4: Ana's guess`);
    await lessonStep(page, n + 1, `Tap I'm Ana, show me, then ${guess}`, [button(page, "I'm Ana, show me"), button(page, guess)]);
  }

  // The decision: a Retreat is legal but not what this lesson shows; it is explained, not taken.
  await expect(stepHeading(page)).toHaveText('Ana: Call Out or Retreat?');
  await expectOnScreen(button(page, 'Retreat'));
  await button(page, 'Retreat').click();
  const refusal = banner(page).getByRole('alert');
  await expect(refusal).toHaveText('That move is legal, but not the one this lesson is showing. Tap Call Out.');
  await expectOnScreen(refusal, button(page, 'Call Out'));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/er-lesson-11-refused.png` });
  await expect(stepHeading(page)).toHaveText('Ana: Call Out or Retreat?');
  await lessonStep(page, 11, 'Tap Call Out', [button(page, 'Call Out')]);
  await expect(refusal).toHaveCount(0);

  await lessonStep(page, 12, 'Tap Reveal the rolls', [button(page, 'Reveal the rolls')]);
  // The scripted dice, the modified score worked out, the Call Out that lost and the Retreat that would have won.
  await expect(stepHeading(page)).toHaveText('Round 1: Ben scores 2');
  await expect(banner(page)).toContainText('done');
  await expect(banner(page)).toContainText('d4 3 + 2 × 1 misjudged answer = 5');
  await expect(banner(page)).toContainText('Had she retreated, the same dice would have scored 2 for her');
  await expect(page.getByRole('img', { name: /^d12 showing 3/ })).toBeVisible();
  await expect(page.getByText("Ben's modified score: 3 + 2 × 1 wrong guess = 5")).toBeVisible();
  await expectOnScreen(banner(page).getByText(/Had she retreated/), stepHeading(page));
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/er-lesson-end.png` });

  // Leaving returns to the table's match exactly as it was.
  await page.getByRole('link', { name: 'Leave the lesson' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText("Question 1 of 4: Cy's guess");
  await expect(button(page, "I'm Cy, show me")).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), STORE)).toBe(saved);
});

test('the rules page opens the lesson straight from its Teach me link', async ({ page }) => {
  await page.goto(`/games/${SLUG}/`);
  await page.getByRole('link', { name: 'Teach me', exact: true }).click();
  await expect(page).toHaveURL(/\/games\/empty-rivalry\/play\/#teach$/);
  await expect(banner(page)).toContainText('step 1 of 12');
  await expectOnScreen(banner(page).getByText('Tap Start round 1: Ana attacks.', { exact: true }), button(page, 'Start round 1: Ana attacks'));
});
