import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PAGE = '/games/emperor/';
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const DEAL_KEY = 'tablemate:emperor/deal:v1';

type Hand = { cards: string[]; identity: string };

async function axe(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

const dealer = (page: Page) => page.getByRole('region', { name: 'Identity dealer' });
const tracker = (page: Page) => page.getByRole('region', { name: 'Table tracker' });
const seat = (box: Locator, name: string) =>
  box.getByRole('list', { name: 'Seats, clockwise' }).getByRole('listitem').filter({ hasText: new RegExp(`^${name}`) });

/** Scrolls a helper into view (it hydrates when visible) and waits until it is ready. */
async function open(box: Locator): Promise<Locator> {
  await box.scrollIntoViewIfNeeded();
  await expect(box.getByText('Loading the helper')).toHaveCount(0);
  return box;
}

/** What the phone stored for this deal (never in the page): the test's answer key. */
async function storedHands(page: Page): Promise<Hand[]> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).state.hands, DEAL_KEY);
}

async function enterNames(box: Locator, names: string[]): Promise<void> {
  for (let i = 5; i < names.length; i++) await box.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of names.entries()) await box.getByLabel(`Player ${i + 1} name`).fill(name);
}

test.beforeEach(async ({ page }) => {
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: 'Everyone Wants To Sit Besides The Emperor' })).toBeVisible();
});

for (const n of [5, 6, 7]) {
  test(`deals ${n} players on one phone: each sees only their own cards`, async ({ page }) => {
    const names = NAMES.slice(0, n);
    const box = await open(dealer(page));
    await box.getByRole('button', { name: 'Deal on this phone' }).click();
    await enterNames(box, names);
    await box.getByRole('button', { name: 'Deal the identity cards' }).click();
    const hands = await storedHands(page);
    expect(hands).toHaveLength(n);
    expect(hands.filter((h) => h.identity === 'emperor')).toHaveLength(1);

    for (const [i, name] of names.entries()) {
      // Behind the privacy screen: no hand of anyone is in the page at all.
      await expect(box.getByText(`Player ${i + 1} of ${n}`)).toBeVisible();
      await expect(box.getByRole('region', { name: /identity cards$/ })).toHaveCount(0);
      expect(await box.innerHTML()).not.toMatch(/emp-card|You are/);
      if (i === 0 && n === 5) await axe(page);

      await box.getByRole('button', { name: `I'm ${name}, show me` }).click();
      const mine = box.getByRole('region', { name: `${name}'s identity cards` });
      await expect(mine).toBeVisible();
      // Exactly one hand on screen, and it is this player's own.
      await expect(box.getByRole('region', { name: /identity cards$/ })).toHaveCount(1);
      const shown = await mine.getByRole('list', { name: 'Your three cards' }).getByRole('listitem').allInnerTexts();
      expect(shown.map((t) => t.replace(/\s*drawn\s*$/, '').trim().toLowerCase())).toEqual(hands[i]!.cards);
      await expect(mine.getByText(/^You are (a|the) /)).toContainText(new RegExp(hands[i]!.identity, 'i'));
      for (const other of names.filter((x) => x !== name)) await expect(box.getByText(`${other}, your identity cards`)).toHaveCount(0);
      if (i === 0 && n === 5) await axe(page);

      await box.getByRole('button', { name: 'Hide my cards and pass the phone' }).click();
      await expect(box.getByRole('region', { name: /identity cards$/ })).toHaveCount(0);
    }

    // Everyone has looked: the Emperor is announced to all, and nothing else.
    const emperor = names[hands.findIndex((h) => h.identity === 'emperor')]!;
    await expect(box.getByRole('status')).toContainText(`${emperor} is the Emperor`);
    expect(await box.innerHTML()).not.toMatch(/emp-card|You are/);
    if (n === 5) await axe(page);

    // A reload keeps the deal and shows no hand.
    await page.reload();
    await open(dealer(page));
    await expect(dealer(page).getByRole('status')).toContainText(`${emperor} is the Emperor`);
    await expect(dealer(page).getByRole('region', { name: /identity cards$/ })).toHaveCount(0);

    // Checking again goes through the privacy screen too.
    await dealer(page).getByRole('button', { name: names[1]!, exact: true }).click();
    await expect(dealer(page).getByRole('region', { name: /identity cards$/ })).toHaveCount(0);
    await dealer(page).getByRole('button', { name: `I'm ${names[1]}, show me` }).click();
    await expect(dealer(page).getByRole('region', { name: `${names[1]}'s identity cards` })).toBeVisible();
    await dealer(page).getByRole('button', { name: 'Hide my cards' }).click();
    await expect(dealer(page).getByRole('region', { name: /identity cards$/ })).toHaveCount(0);
  });
}

test('a missing name is refused in plain words, keeping the other names', async ({ page }) => {
  const box = await open(dealer(page));
  await box.getByRole('button', { name: 'Deal on this phone' }).click();
  await enterNames(box, NAMES.slice(0, 5));
  await box.getByLabel('Player 5 name').fill('');
  await box.getByRole('button', { name: 'Deal the identity cards' }).click();
  await expect(box.getByRole('alert')).toContainText('Player 5 needs a name');
  await expect(box.getByLabel('Player 1 name')).toHaveValue('Ann');
});

test('physical cards mode lists the exact cards to pull', async ({ page }) => {
  const box = await open(dealer(page));
  await box.getByRole('button', { name: 'We have the printed cards' }).click();
  await box.getByRole('button', { name: '6 players' }).click();
  await expect(box.getByText('1 Emperor, 8 Loyalist, 9 Rebel')).toBeVisible();
  await expect(box.getByText('1 Emperor, 2 Loyalist, 3 Rebel')).toBeVisible();
  await box.getByRole('button', { name: '7 players' }).click();
  await expect(box.getByText('1 Emperor, 10 Loyalist, 10 Rebel')).toBeVisible();
  await axe(page);
});

test('table tracker: direction, Condemn, a block, undo and a reload', async ({ page }) => {
  const box = await open(tracker(page));
  await enterNames(box, NAMES.slice(0, 5));
  await box.getByRole('button', { name: 'Next: the Emperor' }).click();
  await box.getByLabel('Cat').check();
  await box.getByRole('button', { name: 'Start the table' }).click();
  await box.getByRole('button', { name: 'Clockwise', exact: true }).click();
  await expect(box.getByRole('heading', { name: "Dan's turn" })).toBeVisible();

  // The Rebel restriction: Eve is not beside the Emperor once Dan has played.
  await box.getByRole('button', { name: "End Dan's turn" }).click();
  await box.getByRole('button', { name: 'Eve plays Condemn' }).click();
  await box.getByRole('button', { name: 'Cat', exact: true }).click();
  await expect(box.getByRole('alert')).toContainText('not sitting next to the Emperor');
  await box.getByRole('button', { name: 'Ann', exact: true }).click();
  await expect(box.getByText('Eve condemned Ann: dies at the end of Eve\'s next turn unless blocked.')).toBeVisible();
  await axe(page);

  // Ann clears herself; undo brings the Condemn back; a reload keeps it.
  await box.getByRole('button', { name: 'Block (save Ann)' }).click();
  await box.getByRole('button', { name: 'Self-Clearance (Ann)' }).click();
  await expect(box.getByText('Waiting Condemns')).toHaveCount(0);
  await box.getByRole('button', { name: 'Undo' }).click();
  await expect(box.getByRole('button', { name: 'Block (save Ann)' })).toBeVisible();
  await page.reload();
  await open(tracker(page));
  await expect(tracker(page).getByRole('button', { name: 'Block (save Ann)' })).toBeVisible();
  await expect(tracker(page).getByRole('list', { name: 'Seats, clockwise' }).getByRole('listitem')).toHaveCount(5);
  await expect(seat(tracker(page), 'Cat')).toContainText('Emperor');
  await axe(page);
});

test('table tracker: the second Rebel path, through Guarding, ends the game', async ({ page }) => {
  const box = await open(tracker(page));
  await enterNames(box, NAMES.slice(0, 5));
  await box.getByRole('button', { name: 'Next: the Emperor' }).click();
  await box.getByLabel('Ann').check();
  await box.getByRole('button', { name: 'Start the table' }).click();
  await box.getByRole('button', { name: 'Clockwise', exact: true }).click();

  // Ben, beside the Emperor, condemns her; Ann clears herself.
  await box.getByRole('button', { name: 'Ben plays Condemn' }).click();
  await box.getByRole('button', { name: 'Ann', exact: true }).click();
  await expect(box.getByText("Ben condemned Ann: dies at the end of the Emperor's next turn unless blocked.")).toBeVisible();
  await box.getByRole('button', { name: 'Block (save Ann)' }).click();
  await box.getByRole('button', { name: 'Self-Clearance (Ann)' }).click();
  await box.getByRole('button', { name: "End Ben's turn" }).click();

  // Cat plays Guarding and takes Eve's seat on the Emperor's other side, then condemns her.
  await box.getByRole('button', { name: 'Guarding' }).click();
  await box.getByRole('button', { name: 'Cat', exact: true }).click();
  await expect(box.getByRole('heading', { name: "Whose seat beside the Emperor does Cat take?" })).toBeVisible();
  await box.getByRole('button', { name: 'Eve', exact: true }).click();
  await expect(seat(box, 'Cat')).toContainText('beside the Emperor');
  await box.getByRole('button', { name: 'Cat plays Condemn' }).click();
  await box.getByRole('button', { name: 'Ann', exact: true }).click();
  await expect(box.getByRole('heading', { name: 'The Rebels win' })).toBeVisible();
  await expect(seat(box, 'Ann')).toContainText('dead');
  await axe(page);
});

test('the page asks for nothing off-origin', async ({ page }) => {
  const offsite: string[] = [];
  page.on('request', (r) => {
    if (!r.url().startsWith(new URL(page.url()).origin)) offsite.push(r.url());
  });
  await page.reload();
  await (await open(dealer(page))).getByRole('button', { name: 'Deal on this phone' }).click();
  await (await open(tracker(page))).getByRole('button', { name: 'Add a player' }).click();
  expect(offsite).toEqual([]);
});
