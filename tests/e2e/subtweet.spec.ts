import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PATH = '/games/subtweet/';

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** Opens the page and scrolls to the tracker, which hydrates when it comes into view. */
async function openTracker(page: Page) {
  await page.goto(PATH);
  await page.getByRole('heading', { name: 'Keeping track on one phone' }).scrollIntoViewIfNeeded();
}

/** One turn as the table plays it: the author taps play, the fists open, the corner is shown. */
async function playTurn(page: Page, author: string, favourites: string[], recipient: string) {
  await expect(page.getByRole('heading', { name: `${author}'s turn` })).toBeVisible();
  await page.getByRole('button', { name: `${author} plays a tweet` }).click();
  await expect(page.getByRole('heading', { name: `Who favourited ${author}'s tweet?` })).toBeVisible();
  const faces = page.getByRole('group', { name: 'Favourited' });
  for (const name of favourites) {
    await faces.getByRole('button', { name, exact: true }).click();
    await expect(faces.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await page.getByRole('button', { name: favourites.length === 0 ? 'Nobody favourited' : `Done: ${favourites.length} favourited` }).click();
  await expect(page.getByRole('heading', { name: 'Who was it about?' })).toBeVisible();
  await page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: recipient, exact: true }).click();
  await expect(page.getByText(`${author}'s tweet was about ${recipient}.`)).toBeVisible();
}

const hand = (page: Page, player: string) => page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${player}\\b`) }) });

async function expectHand(page: Page, player: string, written: number, blank: number) {
  await expect(hand(page, player).getByRole('cell').nth(0)).toHaveText(String(written));
  await expect(hand(page, player).getByRole('cell').nth(1)).toHaveText(String(blank));
}

test('a four-player game to a win, with a rock-paper-scissors tie, passes and a capped penalty', async ({ page }) => {
  test.setTimeout(120_000);
  await openTracker(page);
  const helper = page.getByRole('region', { name: 'Table tracker' });
  await expect(helper.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
  await expectNoAxeViolations(page, 'setup');

  // Seating order Al, Bo, Cyd, Dee. Al and Bo tie for the shortest handle.
  for (const [i, name] of ['Al', 'Bo', 'Cyd'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await page.getByRole('button', { name: 'Add a player' }).click();
  await page.getByLabel('Player 4 name').fill('@Al');
  await page.getByRole('button', { name: 'Next' }).click();
  // A repeated handle is refused in words, and everything typed stays.
  await expect(page.getByRole('alert')).toContainText('both "@Al"');
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Al');
  await page.getByLabel('Player 4 name').fill('Dee');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Rock-paper-scissors' })).toBeVisible();
  await expect(page.getByText('Al and Bo tie for the shortest handle')).toBeVisible();
  await page.getByRole('group', { name: 'Who won rock-paper-scissors?' }).getByRole('button', { name: 'Bo' }).click();

  await expect(page.getByRole('heading', { name: 'Before you start' })).toBeVisible();
  await expect(page.getByText('Bo starts, then play goes round the table: Bo, Cyd, Dee, Al.')).toBeVisible();
  for (const name of ['Everyone favs', 'Face-value tweets', 'Fail Whale']) {
    await expect(page.getByRole('checkbox', { name: new RegExp(name) })).not.toBeChecked();
  }
  await expectNoAxeViolations(page, 'variations');
  await page.getByRole('button', { name: 'Start the game' }).click();

  // Round 1.
  await expect(page.getByRole('heading', { name: "Bo's turn" })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await page.getByRole('button', { name: 'Bo plays a tweet' }).click();
  await expectNoAxeViolations(page, 'favourites');
  // A mis-tap is taken back with Undo.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByRole('heading', { name: "Bo's turn" })).toBeVisible();
  await expectHand(page, 'Bo', 3, 0);

  await playTurn(page, 'Bo', [], 'Dee');
  await expect(page.getByText('Penalty card for Bo and Dee.')).toBeVisible();
  await expectNoAxeViolations(page, 'after a turn');
  await playTurn(page, 'Cyd', ['Al', 'Dee'], 'Al');
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Dee'], 'Bo');
  await expectHand(page, 'Al', 2, 1);
  await page.getByRole('button', { name: "Write a tweet on one of Al's blank cards" }).click();
  await expectHand(page, 'Al', 3, 0);

  // The game survives a reload.
  await page.reload();
  await page.getByRole('heading', { name: 'Keeping track on one phone' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('heading', { name: "Bo's turn" })).toBeVisible();
  await expectHand(page, 'Dee', 2, 4);

  // Round 2.
  await playTurn(page, 'Bo', [], 'Dee');
  await playTurn(page, 'Cyd', ['Al', 'Dee'], 'Al');
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Cyd', 'Dee'], 'Cyd');

  // Round 3: Dee reaches the 10-card limit, so the next penalty is waived.
  await playTurn(page, 'Bo', [], 'Dee');
  await expectHand(page, 'Dee', 1, 9);
  await playTurn(page, 'Cyd', ['Al', 'Dee'], 'Al');
  await expect(page.getByText('Dee already holds 10 cards, so no penalty.')).toBeVisible();
  await expectHand(page, 'Dee', 1, 9);
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Bo', 'Dee'], 'Bo');

  // Bo, Cyd and Dee hold only blank cards: they pass and it is Al's turn again.
  await expect(page.getByText('Bo passes: only blank cards in hand.')).toBeVisible();
  await expect(page.getByText('Cyd passes: only blank cards in hand.')).toBeVisible();
  await expect(page.getByText('Dee passes: only blank cards in hand.')).toBeVisible();
  await expectNoAxeViolations(page, 'passes');
  await playTurn(page, 'Al', ['Cyd'], 'Cyd');

  await expect(page.getByRole('heading', { name: 'Al wins!' })).toBeVisible();
  await expectHand(page, 'Al', 0, 0);
  await expectHand(page, 'Dee', 0, 10);
  await expect(page.getByRole('button', { name: /plays a tweet/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'winner');
  await expectNoSidewaysScroll(page);

  // New game asks first, then returns to the player list.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Yes, start over' }).click();
  await expect(page.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
});

test('face-value tweets and a Fail Whale, when switched on before the game', async ({ page }) => {
  await openTracker(page);
  for (const [i, name] of ['Ann', 'Bea', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Face-value tweets/ }).check();
  await page.getByRole('checkbox', { name: /Fail Whale/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();

  // Cy starts. A face-value tweet nobody favourites costs only its author.
  await page.getByRole('button', { name: 'Cy plays a tweet' }).click();
  await page.getByRole('button', { name: 'Nobody favourited' }).click();
  await page.getByRole('button', { name: 'Nobody: face value' }).click();
  await expect(page.getByText("Cy's tweet was a face-value tweet. Nobody favourited it. Penalty card for Cy.")).toBeVisible();
  await expectHand(page, 'Cy', 2, 1);
  await expect(page.getByRole('group', { name: 'Call a Fail Whale' })).toHaveCount(0);

  // Tweets nobody favourites empty the written cards until two hands are all blank.
  const whale = page.getByRole('group', { name: 'Call a Fail Whale' });
  for (let turn = 0; turn < 12 && (await whale.count()) === 0; turn++) {
    await page.getByRole('button', { name: /plays a tweet$/ }).click();
    await page.getByRole('button', { name: 'Nobody favourited' }).click();
    await page.getByRole('group', { name: 'The tweet was about' }).getByRole('button').first().click();
  }
  await expect(whale).toBeVisible();
  await whale.getByRole('button').first().click();
  await expect(page.getByRole('heading', { name: 'Fail Whale!' })).toBeVisible();
  await expect(page.getByRole('button', { name: /plays a tweet$/ })).toHaveCount(0);
  await expectNoAxeViolations(page, 'fail whale');
  await page.getByRole('button', { name: /^Write a tweet on one of/ }).first().click();
  await expect(page.getByText(/filled in 1 blank card/)).toBeVisible();
  await page.getByRole('button', { name: 'Resume play' }).click();
  await expect(page.getByRole('heading', { name: /'s turn$/ })).toBeVisible();
});

test('the rules page reads without JavaScript and credits the designer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'SUBTWEET' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Penalties' })).toBeVisible();
  await expect(page.getByText('Chris Martens').first()).toBeVisible();
  await expect(page.locator('.clarification').first()).toBeVisible();
  await context.close();
});
