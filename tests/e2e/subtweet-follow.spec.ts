import { expect, test, type Locator, type Page } from '@playwright/test';
import { closeFollow, expectNothingOffSite, follow, openFollow, phone, shot, type Phone } from './follow-phones';
import { expectOnScreen, stepHeading, tap } from './helpers';
import { closeContexts } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * SUBTWEET followed on a second phone (kit/link/live/follow, games/subtweet/follow.ts): the
 * tracker's phone plays the table's turns, the other phone shows whose turn and the
 * scoreboard live. After every tap on the tracker, both phones show what happened and
 * what comes next without scrolling. And the follow page's own "Scan its code with this
 * page", tapped twice as a finger does: the second tap never starts the camera.
 */

const PLAY = '/games/subtweet/play/';

/** The tracker's next action: what its step marks `data-next`, else its primary button. */
const nextAction = (page: Page): Locator => page.locator('.step').last().locator('[data-next], .btn.primary').first();
const news = (page: Page): Locator => page.getByRole('list', { name: 'What just happened' });
const heading = (f: Phone): Locator => f.page.locator('#follow h2');

/** A hand on the follower's scoreboard: its written and blank cards. */
async function expectHand(f: Phone, player: string, written: number, blank: number) {
  const row = f.page.getByRole('region', { name: 'Scoreboard' }).getByRole('row').filter({ has: f.page.getByRole('rowheader', { name: new RegExp(`^${player}\\b`) }) });
  await expect(row.getByRole('cell')).toHaveText([String(written), String(blank)]);
}

/** After a tap on the tracker: its step and next action on screen; the follower's heading reads `title`, on screen with what happened. */
async function both(tracker: Phone, step: string, f: Phone, title: string, said?: string) {
  await expect(stepHeading(tracker.page)).toHaveText(step);
  await expectOnScreen(stepHeading(tracker.page), nextAction(tracker.page));
  await expect(heading(f)).toHaveText(title);
  if (said) await expect(news(f.page)).toContainText(said);
  await expectOnScreen(heading(f), ...(said ? [news(f.page).getByText(said)] : []));
}

/** One turn played on the tracker, seen on the follower after every tap. */
async function playTurn(tracker: Phone, f: Phone, author: string, favourites: string[], recipient: string, next: string) {
  const t = tracker.page;
  await tap(t.getByRole('button', { name: `${author} plays a tweet` }));
  await both(tracker, `Who favourited ${author}'s tweet?`, f, `${author}'s tweet: who favourited it?`);
  const faces = t.getByRole('group', { name: 'Favourited' });
  for (const name of favourites) {
    await tap(faces.getByRole('button', { name, exact: true }));
    await expect(faces.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await tap(t.getByRole('button', { name: /^(Nobody favourited|Done: \d+ favourited)$/ }));
  await both(tracker, 'Who was it about?', f, `${author}'s tweet: who was it about?`);
  await tap(t.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: recipient, exact: true }));
  const said = `${author}'s tweet was about ${recipient}.`;
  await expect(news(t)).toContainText(said);
  await both(tracker, `${next}'s turn`, f, `${next}'s turn`, said);
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  const size = `${viewport.width}x${viewport.height}`;

  test(`SUBTWEET at ${size}: played on one phone, followed live on a second`, async ({ browser }) => {
    test.setTimeout(240_000);
    const tracker = await phone(browser, 'tracker', viewport, PLAY);
    const bea = await phone(browser, 'bea', viewport, '/follow/');
    const t = tracker.page;

    // The tracker: Al, Bea and Cyd; Al's handle is the shortest, so Al starts (ST-2).
    // (The setup's screens are measured in subtweet.spec.ts; here they are only passed through.)
    await expect(t.getByText('Loading the helper')).toHaveCount(0);
    for (const [i, name] of ['Al', 'Bea', 'Cyd'].entries()) await t.getByLabel(`Player ${i + 1} name`).fill(name);
    await t.getByRole('button', { name: 'Next' }).click();
    await t.getByRole('button', { name: 'Start the game' }).click();
    await expect(stepHeading(t)).toHaveText("Al's turn");

    await openFollow(tracker);
    await follow(tracker, bea, 0);
    await shot(tracker, '1-linked', size);
    await closeFollow(tracker, stepHeading(t), nextAction(t));

    // The follower: whose turn and the scoreboard, on screen.
    await expect(heading(bea)).toHaveText("Al's turn");
    await expectOnScreen(heading(bea));
    for (const name of ['Al', 'Bea', 'Cyd']) await expectHand(bea, name, 3, 0);
    await shot(bea, '2-following', size);

    // Two turns on the tracker, each tap seen on both phones.
    await playTurn(tracker, bea, 'Al', ['Bea'], 'Cyd', 'Bea');
    await expectHand(bea, 'Al', 2, 1);
    await expectHand(bea, 'Cyd', 3, 1);
    await shot(bea, '3-al-played', size);
    await shot(tracker, '3-al-played', size);
    await playTurn(tracker, bea, 'Bea', [], 'Al', 'Cyd');
    // Nobody favourited: a penalty card for Bea and for Al (ST-4).
    await expectHand(bea, 'Bea', 2, 1 + 1);
    await expectHand(bea, 'Al', 2, 2);

    // A follower that reloads keeps the table and says in words how to link again.
    await bea.page.reload();
    const again = bea.page.getByText(/This page reloaded, which ends its link/);
    await expect(again).toBeVisible();
    await expect(heading(bea)).toHaveText("Cyd's turn");
    await expectOnScreen(again, bea.page.getByRole('button', { name: 'Scan the code on the playing phone' }));
    await expectHand(bea, 'Al', 2, 2);
    await shot(bea, '4-reloaded', size);

    expectNothingOffSite(tracker, bea);
  });

  test(`the follow page at ${size}: a second tap 0.3, 0.5 or 0.8 s after “Scan its code with this page” never starts the camera`, async ({ browser }) => {
    const f = await phone(browser, 'follower', viewport, '/follow/');
    const chose: string[] = [];
    f.page.on('filechooser', () => chose.push('a photo'));
    for (const gap of [300, 500, 800]) {
      await f.page.goto('/follow/');
      const scanHere = f.page.getByRole('button', { name: 'Scan its code with this page' });
      await expectOnScreen(scanHere);
      const box = (await scanHere.boundingBox())!;
      const x = box.x + box.width / 2;
      const y = box.y + box.height / 2;
      const start = Date.now();
      await f.page.touchscreen.tap(x, y);
      await f.page.waitForTimeout(Math.max(0, start + gap - Date.now()));
      await f.page.touchscreen.tap(x, y);
      const camera = f.page.getByRole('button', { name: 'Scan the code on the playing phone' });
      await expect(camera).toBeVisible();
      // The scanner's first control came right under the finger (within a fingertip, 24 px): the test taps where a player would.
      const under = (await camera.boundingBox())!;
      const dx = Math.max(under.x - x, 0, x - under.x - under.width);
      const dy = Math.max(under.y - y, 0, y - under.y - under.height);
      expect(Math.hypot(dx, dy), `${gap} ms`).toBeLessThanOrEqual(24);
      await f.page.waitForTimeout(500);
      // Nothing started: no camera, no refusal of one, no photo asked for; the button takes a deliberate tap.
      await expect(f.page.getByRole('button', { name: 'Close the camera' }), `${gap} ms`).toHaveCount(0);
      await expect(f.page.getByRole('alert'), `${gap} ms`).toHaveCount(0);
      expect(chose, `${gap} ms`).toEqual([]);
      await expect(camera).not.toHaveAttribute('data-held');
    }
    expectNothingOffSite(f);
  });
}
