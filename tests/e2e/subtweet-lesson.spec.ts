import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

const SAVE_KEY = 'tablemate:subtweet/table:v1';
const SHOTS = process.env.SHOTS_DIR;

const banner = (page: Page): Locator => page.getByRole('region', { name: 'Lesson' });

/** The banner asks for `ask`; it, the step heading `title` and the control to tap next are all on screen. */
async function expectLessonStep(page: Page, n: number, ask: string, title: string, next: Locator) {
  await expect(banner(page)).toContainText(`step ${n} of 6`);
  await expect(stepHeading(page)).toHaveText(title);
  await expectOnScreen(banner(page).getByText(`${ask}.`, { exact: true }), stepHeading(page), next);
}

async function shot(page: Page, name: string) {
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

test("a new player learns a turn from the lesson, and the table's game is left as it was", async ({ page }) => {
  test.setTimeout(90_000);
  await openPlay(page, 'subtweet');

  // A real game first: Kim, Lou and Mo; Mo's tweet is on the table.
  for (const [i, name] of ['Kim', 'Lou', 'Mo'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await tap(page.getByRole('button', { name: 'Next' }));
  await tap(page.getByRole('button', { name: 'Start the game' }));
  await tap(page.getByRole('button', { name: 'Mo plays a tweet' }));
  await expect(stepHeading(page)).toHaveText("Who favourited Mo's tweet?");
  const tableSave = await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY);
  expect(tableSave).toContain('"handle":"Mo"');

  await tap(page.getByRole('link', { name: 'Teach me' }));
  const faces = page.getByRole('group', { name: 'Favourited' });
  const about = page.getByRole('group', { name: 'The tweet was about' });

  // Turn 1: Al's tweet about Cyd; Bea and Dee favourite, Cyd misses it; Dee is at the cap.
  await expectLessonStep(page, 1, 'Tap Al plays a tweet', "Al's turn", page.getByRole('button', { name: 'Al plays a tweet' }));
  await shot(page, 'subtweet-lesson-1');
  await tap(page.getByRole('button', { name: 'Al plays a tweet' }));

  const done2 = page.getByRole('button', { name: 'Done: 2 favourited' });
  await expectLessonStep(page, 2, 'Tap Bea and Dee, then Done: 2 favourited', "Who favourited Al's tweet?", faces.getByRole('button', { name: 'Bea' }));
  await tap(faces.getByRole('button', { name: 'Bea' }), banner(page).getByText('Tap Bea and Dee, then Done: 2 favourited.'));
  // The wrong move: Bea alone. It is not applied, and the banner says why.
  await tap(page.getByRole('button', { name: 'Done: 1 favourited' }));
  const refusal = banner(page).getByRole('alert');
  await expect(refusal).toHaveText(
    'That move is legal, but not the one this lesson is showing. Tap Bea and Dee, then Done: 2 favourited.',
  );
  await expect(stepHeading(page)).toHaveText("Who favourited Al's tweet?");
  await shot(page, 'subtweet-lesson-2-refused');
  await expectOnScreen(refusal, faces.getByRole('button', { name: 'Dee' }));
  await tap(faces.getByRole('button', { name: 'Dee' }), done2);
  await tap(done2);
  await expect(refusal).toHaveCount(0);

  await expectLessonStep(page, 3, 'Tap Cyd', 'Who was it about?', about.getByRole('button', { name: 'Cyd' }));
  await expect(page.getByText('Favourited by Bea and Dee.')).toBeVisible();
  await shot(page, 'subtweet-lesson-3');
  await tap(about.getByRole('button', { name: 'Cyd' }));

  // Turn 2: the result of turn 1 is under Bea's heading; Bea's tweet lands.
  await expectLessonStep(page, 4, 'Tap Bea plays a tweet', "Bea's turn", page.getByRole('button', { name: 'Bea plays a tweet' }));
  const news = page.getByRole('list', { name: 'What just happened' });
  await expect(news).toHaveText(
    "Al's tweet was about Cyd. Favourited by Bea and Dee. Penalty card for Al, Bea and Cyd. Dee already holds 10 cards, so no penalty.",
  );
  await expectOnScreen(news);
  await shot(page, 'subtweet-lesson-4');
  await tap(page.getByRole('button', { name: 'Bea plays a tweet' }));

  await expectLessonStep(page, 5, 'Tap Cyd, then Done: 1 favourited', "Who favourited Bea's tweet?", faces.getByRole('button', { name: 'Cyd' }));
  await tap(faces.getByRole('button', { name: 'Cyd' }), page.getByRole('button', { name: 'Done: 1 favourited' }));
  await tap(page.getByRole('button', { name: 'Done: 1 favourited' }));

  await expectLessonStep(page, 6, 'Tap Cyd', 'Who was it about?', about.getByRole('button', { name: 'Cyd' }));
  await tap(about.getByRole('button', { name: 'Cyd' }));

  await expect(banner(page)).toContainText('A turn · done');
  await expect(banner(page)).toContainText('the first player to empty their hand wins');
  await expect(stepHeading(page)).toHaveText("Cyd's turn");
  await expect(news).toHaveText("Bea's tweet was about Cyd. Favourited by Cyd. No penalty cards.");

  // Leaving the lesson returns to the table's game exactly as it was.
  await tap(banner(page).getByRole('link', { name: 'Leave the lesson' }));
  await expect(banner(page)).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText("Who favourited Mo's tweet?");
  await expect(page.getByRole('group', { name: 'Favourited' }).getByRole('button', { name: 'Kim' })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SAVE_KEY)).toBe(tableSave);
});

test('the rules page offers the lesson, which opens straight on its first step', async ({ page }) => {
  await page.goto('/games/subtweet/');
  await page.getByRole('link', { name: 'Teach me' }).click();
  await expect(page).toHaveURL(/\/games\/subtweet\/play\/#teach$/);
  await expectLessonStep(page, 1, 'Tap Al plays a tweet', "Al's turn", page.getByRole('button', { name: 'Al plays a tweet' }));
  // No game was in progress: leaving the lesson shows a fresh table.
  await page.getByRole('link', { name: 'Leave the lesson' }).click();
  await expect(page.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
});
