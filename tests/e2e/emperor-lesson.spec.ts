import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

/**
 * A new player learns the table on the play page at 390×844: "Teach me" opens the lesson
 * on the printed-cards table (the seed's Transposition, a Condemn and its deadline, a
 * Clearance), a wrong tap is explained and not taken, every asked tap leaves the teacher's
 * ask and the next button on screen, and leaving the lesson finds the table's own game
 * exactly as it was.
 */

const TABLE_KEY = 'tablemate:emperor/table:v1';
const SHOTS = process.env.SHOTS_DIR;

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Lesson' });
const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const seat = (page: Page, name: string) => page.getByRole('list', { name: 'Seats, clockwise' }).locator(`li[data-player="${name}"]`);

/** The banner is on step n and asks for `ask`; it, the step heading `title` and the control to tap next are all on screen. */
async function expectLessonStep(page: Page, n: number, ask: string, title: string | RegExp, next: Locator) {
  await expect(banner(page)).toContainText(`step ${n} of 5`);
  await expect(stepHeading(page)).toHaveText(title);
  await expectOnScreen(banner(page).getByText(`${ask}.`, { exact: true }), stepHeading(page), next);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a new player completes the Emperor lesson, one wrong tap explained, and the table's game is untouched", async ({ page }) => {
  test.setTimeout(90_000);
  await openPlay(page, 'emperor');

  // The table's own game first: printed cards, Kim Lou Mo Ned Ola, Mo the Emperor, Ned has played.
  await tap(button(page, 'We use printed cards'), stepHeading(page));
  for (const [i, name] of ['Kim', 'Lou', 'Mo', 'Ned', 'Ola'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await button(page, 'Next').scrollIntoViewIfNeeded();
  await tap(button(page, 'Next'), stepHeading(page));
  await page.getByLabel('Mo').check();
  await tap(button(page, 'Start the table'), stepHeading(page));
  await tap(button(page, 'Clockwise ↻'), stepHeading(page));
  await expect(stepHeading(page)).toHaveText("Ned's turn");
  await tap(button(page, "End Ned's turn"), stepHeading(page));
  await expect(stepHeading(page)).toHaveText("Ola's turn");
  const tableSave = await page.evaluate((key) => localStorage.getItem(key), TABLE_KEY);
  expect(tableSave).toContain('"name":"Ola"');

  // "Teach me" is in the page header, at the top of the page.
  const teach = page.getByRole('link', { name: 'Teach me' });
  await teach.scrollIntoViewIfNeeded();
  await teach.click();

  // Step 1, the seed's example: Ann (player 1) trades seats with Ben (player 2), counterclockwise.
  await expectLessonStep(page, 1, 'Tap Transposition, then Ben', "Ann's turn", button(page, 'Transposition'));
  await shot(page, 'emperor-lesson-1');

  // A wrong tap: trading with Emma, the Emperor, is legal but not this lesson's move. Explained, not taken.
  await tap(button(page, 'Transposition'), stepHeading(page), button(page, 'Emma'));
  await tap(button(page, 'Emma'), banner(page).getByRole('alert'), button(page, 'Transposition'));
  await expect(banner(page).getByRole('alert')).toHaveText(
    'That move is legal, but not the one this lesson is showing. Tap Transposition, then Ben.',
  );
  await expect(banner(page)).toContainText('step 1 of 5');
  await expect(stepHeading(page)).toHaveText("Ann's turn");

  await tap(button(page, 'Transposition'), stepHeading(page), button(page, 'Ben'));
  await expect(stepHeading(page)).toHaveText('Transposition: who does Ann trade seats with?');
  await tap(button(page, 'Ben'), stepHeading(page));
  await expect(banner(page).getByRole('alert')).toHaveCount(0);

  // Step 2: play goes on from Ann's new seat, so Cleo is next and Ben is passed over.
  await expectLessonStep(page, 2, "Tap End Ann's turn", "Ann's turn", button(page, "End Ann's turn"));
  await expect(seat(page, 'Cleo')).toContainText('up next');
  await tap(button(page, "End Ann's turn"), stepHeading(page));

  // Step 3: Cleo condemns Ann.
  await expectLessonStep(page, 3, 'Tap Condemn, then Ann', "Cleo's turn", button(page, 'Condemn'));
  await tap(button(page, 'Condemn'), stepHeading(page), button(page, 'Ann'));
  await tap(button(page, 'Ann'), stepHeading(page));

  // Step 4: the Condemn waits for the end of Cleo's next turn.
  await expectLessonStep(page, 4, "Tap End Cleo's turn", "Cleo's turn", button(page, "End Cleo's turn"));
  await expect(seat(page, 'Ann').locator('.emp-seat-condemn .visually-hidden')).toHaveText(
    "Cleo's Condemn: strikes at the end of Cleo's next turn",
  );
  await shot(page, 'emperor-lesson-4');
  await tap(button(page, "End Cleo's turn"), stepHeading(page));

  // Step 5: Dev's Clearance blocks it.
  await expectLessonStep(page, 5, 'Tap Block (save Ann), then Clearance (anyone), then Dev', "Dev's turn", button(page, 'Block (save Ann)'));
  await expect(page.getByText("Cleo condemned Ann: dies at the end of Cleo's next turn unless blocked.")).toBeVisible();
  await shot(page, 'emperor-lesson-5');
  await tap(button(page, 'Block (save Ann)'), stepHeading(page), button(page, 'Clearance (anyone)'));
  await tap(button(page, 'Clearance (anyone)'), stepHeading(page), button(page, 'Dev'));
  await expect(stepHeading(page)).toHaveText('Clearance: who plays it?');
  await tap(button(page, 'Dev'), banner(page));
  await expect(banner(page)).toContainText('done');
  await expect(banner(page)).toContainText('Ann is safe');
  // The news under the heading (the same line also goes to the closed log below).
  await expect(page.getByText("Dev plays Clearance: Ann is safe from Cleo's Condemn.").first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Waiting Condemns' })).toHaveCount(0);

  // Leaving returns to the table's game exactly as it was.
  await tap(banner(page).getByRole('link', { name: 'Leave the lesson' }));
  await expect(banner(page)).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText("Ola's turn");
  expect(await page.evaluate((key) => localStorage.getItem(key), TABLE_KEY)).toBe(tableSave);
  await expect(button(page, "End Ola's turn")).toBeVisible();
});
