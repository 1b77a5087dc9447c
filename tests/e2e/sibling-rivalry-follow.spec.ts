import { expect, test } from '@playwright/test';
import { closeFollow, expectNothingOffSite, follow, openFollow, phone, shot, type Phone } from './follow-phones';
import { expectOnScreen, stepHeading, tap } from './helpers';
import { closeContexts } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * Following a game on other phones (kit/link/live/follow) and Sibling Rivalry rolled on
 * each player's own phone: one browser context per phone, each QR passed as a photo of the
 * screen (as the own-phone specs do). Chromium's WebRTC links two contexts of one browser
 * on localhost (host candidates only). The board phone stays the table ("Follow on another
 * phone" opens the follow page in a frame over the game); Ben's and Cat's phones follow it,
 * each rolls on its player's turn, and the board says whose phone rolled.
 */

const PLAY = '/games/sibling-rivalry/play/';

const board = (p: Phone) => p.page.getByRole('region', { name: 'Scoreboard' });
const happened = (p: Phone) => p.page.getByRole('list', { name: 'What just happened' });

/** After the follower's tap or the board's: the board phone's step settled (a track chosen, or stopped), until it is `who`'s turn to roll. */
async function untilTurnOf(host: Phone, who: string) {
  for (let i = 0; i < 6; i++) {
    const heading = await stepHeading(host.page).textContent();
    if (heading === `${who}'s turn` || heading === `${who}'s extra turn`) return;
    const choose = board(host).getByRole('group', { name: 'Use this roll on' }).getByRole('button');
    if (await choose.count()) await tap(choose.first(), stepHeading(host.page));
    else await tap(board(host).getByRole('button', { name: /^Stop/ }), stepHeading(host.page));
  }
  throw new Error(`never ${who}'s turn`);
}

/** `f` rolls for its player: the roll's dice and whose phone rolled on both screens, with each one's next button. */
async function rollOn(host: Phone, f: Phone, who: string) {
  const roll = f.page.getByRole('button', { name: new RegExp(`^Roll \\d dice? on ${who}’s phone$`) });
  await expect(roll).toBeVisible();
  await tap(roll);
  const said = `Rolled on ${who}’s own phone.`;
  await expect(happened(f)).toContainText(said);
  await expect(happened(host)).toContainText(said);
  // The follower: what the roll did, and what comes next (on the board phone, or its next roll).
  // (A roll that got its player caught ends the turn: no last roll is left to show, only what it did.)
  const dice = f.page.getByRole('group', { name: 'Last roll' });
  await expectOnScreen(happened(f).getByText(said), ...((await dice.count()) ? [dice] : []));
  // The board phone: whose phone rolled, and its next button.
  const next = board(host).getByRole('group', { name: 'Use this roll on' }).or(board(host).getByRole('button', { name: /^Stop/ })).or(board(host).getByRole('button', { name: /^Roll \d dic?e? on the phone$/ }));
  await expectOnScreen(happened(host).getByText(said), next.first());
}

for (const viewport of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  const size = `${viewport.width}x${viewport.height}`;
  test(`Sibling Rivalry at ${size}: followed on two phones, each player rolling on their own`, async ({ browser }) => {
    test.setTimeout(240_000);
    const ann = await phone(browser, 'board', viewport, PLAY);
    const ben = await phone(browser, 'ben', viewport, '/follow/');
    const cat = await phone(browser, 'cat', viewport, '/follow/');

    // The board phone: Ann, Ben and Cat, the default track.
    const helper = board(ann);
    await expect(ann.page.getByText('Loading the helper')).toHaveCount(0);
    // The setup's screens are measured in sibling-rivalry.spec.ts; here they are only passed through.
    await helper.getByRole('button', { name: 'Add a player' }).click();
    for (const [i, name] of ['Ann', 'Ben', 'Cat'].entries()) await helper.getByLabel(`Player ${i + 1} name`).fill(name);
    await helper.getByRole('button', { name: 'Next: the score track' }).click();
    await helper.getByRole('button', { name: 'Start the game' }).click();
    await expect(stepHeading(ann.page)).toHaveText("Ann's turn");

    // Follow on another phone: under the game; its dialog shows the code on screen.
    await openFollow(ann);
    await follow(ann, ben, 0);
    await follow(ann, cat, 1);
    await shot(ann, '1-linked', size);
    await closeFollow(ann, stepHeading(ann.page));

    // Each follower shows the public table and says whose phone it is.
    for (const [f, who] of [
      [ben, 'Ben'],
      [cat, 'Cat'],
    ] as const) {
      await expect(f.page.getByRole('heading', { name: "Ann's turn" })).toBeVisible();
      await expect(f.page.getByRole('table', { name: /^Challenge board/ })).toBeVisible();
      await expect(f.page.getByRole('list', { name: 'The score track' })).toBeVisible();
      const mine = f.page.getByRole('group', { name: 'Whose phone is this?' }).getByRole('button', { name: who });
      await tap(mine, f.page.getByText(`This is ${who}’s phone: it rolls on ${who}’s turn.`));
    }
    await shot(ben, '2-following', size);

    // Ann rolls on the board phone: typed dice, seen live on both followers.
    const typed = helper.getByLabel(/Or type the 5 real dice/);
    await expectOnScreen(typed);
    await typed.fill('2 2 3 5 6');
    await tap(helper.getByRole('button', { name: /^Use these dice$/ }), stepHeading(ann.page));
    for (const f of [ben, cat]) await expect(happened(f)).toContainText('Ann rolls 2 2 3 5 6.');
    // Not Ben's turn: Ben's phone has no roll, and says why.
    await expect(ben.page.getByRole('button', { name: /^Roll/ })).toHaveCount(0);
    await expectOnScreen(ben.page.getByText('This is Ben’s phone: it rolls on Ben’s turn.'));
    await untilTurnOf(ann, 'Ben');

    // Ben's turn: Ben rolls on Ben's phone.
    await expect(ben.page.getByRole('heading', { name: /^Ben's turn/ })).toBeVisible();
    await expect(cat.page.getByRole('button', { name: /^Roll/ })).toHaveCount(0);
    await rollOn(ann, ben, 'Ben');
    await shot(ben, '3-ben-rolled', size);
    await shot(ann, '3-ben-rolled', size);
    await untilTurnOf(ann, 'Cat');

    // Cat's turn: Cat's phone rolls; the board's Undo can't take a phone's roll back (SR-12).
    await expect(cat.page.getByRole('heading', { name: /^Cat's (extra )?turn/ })).toBeVisible();
    await rollOn(ann, cat, 'Cat');
    await shot(cat, '4-cat-rolled', size);
    const caught = (await happened(ann).textContent())?.includes('Caught');
    if (!caught) {
      await expect(ann.page.getByText(/^Undo is off: a roll from a player’s phone stands/)).toBeVisible();
      await expect(ann.page.getByRole('button', { name: 'Undo' })).toBeDisabled();
    }

    // A reloaded follower keeps the table and says how to link again.
    await ben.page.reload();
    await expect(ben.page.getByText(/This page reloaded, which ends its link/)).toBeVisible();
    await expect(ben.page.getByRole('table', { name: /^Challenge board/ })).toBeVisible();

    // Nothing left the site.
    expectNothingOffSite(ann, ben, cat);
  });
}
