import { expect, test, type Page } from '@playwright/test';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

/**
 * A new player learns Empress on the play page at 390×844: "Teach me" opens the lesson
 * on the real-cards tracker, a wrong tap is explained and not taken, every asked tap
 * leaves the teacher's ask and the next button on screen, and leaving the lesson finds
 * the table's own match exactly as it was.
 */

const tracker = (page: Page) => page.getByRole('region', { name: 'Match tracker (real cards)' });
const banner = (page: Page) => page.getByRole('region', { name: 'Lesson' });
const button = (page: Page, name: string) => tracker(page).getByRole('button', { name, exact: true });
/** The lesson box's top line: which step, and the way out. */
const topLine = (page: Page) => [banner(page).getByText(/^Empress · (step \d of 8|done)$/), banner(page).getByRole('link', { name: 'Leave the lesson' })];

/** The lesson's taps in order: the buttons its asks name (src/games/empress/lesson.ts). */
const TAPS = [
  'Two Citizens: a draw, Ben leads next',
  'Two Citizens: a draw, Ann leads next',
  'The Assassin slays the Empress: Ben +4',
  'Two Citizens: a draw, Ann leads next',
  'Two Citizens: a draw, Ben leads next',
  'Two Citizens: a draw, Ann leads next',
  'Two Citizens: a draw, Ben leads next',
  'The Assassin slays the Empress: Ann +4',
];

test('a new player completes the Empress lesson, one wrong tap explained, and the table’s match is untouched', async ({ page }) => {
  // The table's own match first: Cleo and Dev, one draw played.
  await openPlay(page, 'empress');
  await tap(page.getByRole('button', { name: /^With real cards/ }), tracker(page).getByLabel('Player 1 name'));
  await tracker(page).getByLabel('Player 1 name').fill('Cleo');
  await tracker(page).getByLabel('Player 2 name').fill('Dev');
  await tracker(page).getByRole('radio', { name: 'Cleo' }).check();
  await tap(tracker(page).getByRole('button', { name: 'Start the match' }), stepHeading(page));
  await tap(button(page, 'Two Citizens: a draw, Dev leads next'), stepHeading(page));
  await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 2: Dev leads');

  // "Teach me" is in the page header, at the top of the page.
  const teach = page.getByRole('link', { name: 'Teach me' });
  await teach.scrollIntoViewIfNeeded();
  await teach.click();
  await expect(banner(page)).toContainText('step 1 of 8');
  await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 1: Ann leads');
  // The teacher's ask: the one line of the banner that starts "Tap".
  const ask = banner(page).getByText(/^Tap “/);
  await expectOnScreen(ask, button(page, TAPS[0]!));

  // A wrong tap: legal in a real game, but not this lesson's move. Explained, not taken.
  await tap(button(page, 'The Empress beats a Citizen: Ann +1'), banner(page).getByRole('alert'));
  await expect(banner(page).getByRole('alert')).toHaveText(
    'That move is legal, but not the one this lesson is showing. Tap “Two Citizens: a draw, Ben leads next”.',
  );
  await expect(banner(page)).toContainText('step 1 of 8');
  await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 1: Ann leads');

  for (const [i, name] of TAPS.entries()) {
    await expect(ask).toHaveText(`Tap “${name}”.`);
    const next = TAPS[i + 1];
    // After each tap: the lesson box's top line, the teacher's next ask and the button it names are on one screen.
    await tap(button(page, name), ...topLine(page), ...(next ? [ask, button(page, next)] : [banner(page)]));
    await expect(banner(page).getByRole('alert')).toHaveCount(0);
    if (next) await expect(banner(page)).toContainText(`step ${i + 2} of 8`);
  }

  // The forced last play was the only button on offer; now the lesson is done.
  await expect(banner(page)).toContainText('done');
  await expect(banner(page)).toContainText('Ann and Ben have 4 points each');
  await expect(tracker(page).getByRole('figure', { name: 'Game 2, play 5' })).toContainText('Ann');

  // Leaving returns to the table's match exactly as it was.
  await tap(banner(page).getByRole('link', { name: 'Leave the lesson' }));
  await expect(banner(page)).toHaveCount(0);
  await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 2: Dev leads');
  await expect(tracker(page).getByRole('figure', { name: 'Game 1, play 1' })).toContainText('A draw');
  await expect(button(page, 'Two Citizens: a draw, Cleo leads next')).toBeVisible();
});

test('the forced last play: the lesson offers only the Empress against the Assassin', async ({ page }) => {
  await openPlay(page, 'empress');
  await page.goto('/games/empress/play/#teach');
  await expect(banner(page)).toContainText('step 1 of 8');
  for (const name of TAPS.slice(0, 7)) await button(page, name).click();
  await expect(banner(page)).toContainText('step 8 of 8');
  await expect(tracker(page)).toContainText('Four draws: only the Empress and the Assassin are left');
  await expect(tracker(page).getByRole('group', { name: 'What did the flipped cards show?' }).getByRole('button')).toHaveText([
    'The Assassin slays the Empress: Ann +4',
  ]);
  await expectOnScreen(banner(page).getByText(/^Tap “/), stepHeading(page), button(page, TAPS[7]!));
});

test('held sideways (844×390): after every tap the lesson box’s top line, its ask and the asked button are on screen', async ({ page }) => {
  await page.setViewportSize({ width: 844, height: 390 });
  await openPlay(page, 'empress');
  const teach = page.getByRole('link', { name: 'Teach me' });
  await teach.click();
  await expect(banner(page)).toContainText('step 1 of 8');
  const ask = banner(page).getByText(/^Tap “/);
  for (const [i, name] of TAPS.entries()) {
    await expect(ask).toHaveText(`Tap “${name}”.`);
    const next = TAPS[i + 1];
    await tap(button(page, name), ...topLine(page), ...(next ? [ask, button(page, next)] : [banner(page)]));
    if (next) await expect(banner(page)).toContainText(`step ${i + 2} of 8`);
  }
  await expect(banner(page)).toContainText('done');
});
