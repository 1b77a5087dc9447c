import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PAGE = '/games/empress/';

async function noAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** Every request the page makes stays on the site's own origin. */
function watchOrigin(page: Page, baseURL: string | undefined): string[] {
  const origin = new URL(baseURL!).origin;
  const offsite: string[] = [];
  page.on('request', (r) => {
    const url = r.url();
    if (!url.startsWith(`${origin}/`) && !url.startsWith('data:')) offsite.push(url);
  });
  return offsite;
}

async function setUp(helper: Locator, names: [string, string], first: string, stake = '') {
  await helper.scrollIntoViewIfNeeded(); // client:visible: the helper wakes when scrolled to
  await helper.getByLabel('Player 1 name').fill(names[0]);
  await helper.getByLabel('Player 2 name').fill(names[1]);
  if (stake) await helper.getByLabel('Coins per point (optional)').fill(stake);
  await helper.getByRole('radio', { name: first }).check();
  await helper.getByRole('button', { name: 'Start the match' }).click();
}

test.describe('Empress match tracker (real cards)', () => {
  test('plays a one-set match with a stake, undo and a reload, and settles it', async ({ page, baseURL }) => {
    const offsite = watchOrigin(page, baseURL);
    await page.goto(PAGE);
    const helper = page.getByRole('region', { name: 'Match tracker (real cards)' });
    await helper.scrollIntoViewIfNeeded();

    // A refusal keeps what was typed.
    await helper.getByLabel('Player 1 name').fill('Ann');
    await helper.getByRole('button', { name: 'Start the match' }).click();
    await expect(helper.getByRole('alert')).toHaveText('Player 2 needs a name.');
    await expect(helper.getByLabel('Player 1 name')).toHaveValue('Ann');
    await helper.getByLabel('Coins per point (optional)').fill('two');
    await helper.getByLabel('Player 2 name').fill('Bo');
    await helper.getByRole('button', { name: 'Start the match' }).click();
    await expect(helper.getByRole('alert')).toContainText('Type the stake as coins per point');
    await noAxeViolations(page);
    await helper.getByLabel('Coins per point (optional)').fill('2');
    await helper.getByRole('radio', { name: 'Ann' }).check();
    await helper.getByRole('button', { name: 'Start the match' }).click();

    const outcome = (name: string | RegExp) => helper.getByRole('group', { name: 'What did the flipped cards show?' }).getByRole('button', { name });
    // Game 1: Ann holds the Empress and leads; the lead passes after each draw (EP-2).
    await expect(helper.getByRole('heading', { name: 'Play 1: Ann leads' })).toBeVisible();
    await outcome('Two Citizens: a draw').click();
    await expect(helper.getByRole('heading', { name: 'Play 2: Bo leads' })).toBeVisible();
    await expect(helper.getByText('3 in each hand')).toBeVisible();
    await outcome('Two Citizens: a draw').click();
    await expect(helper.getByRole('heading', { name: 'Play 3: Ann leads' })).toBeVisible();
    await outcome('The Empress beats a Citizen: Ann +1').click();

    // Game 2: the hands swap; Bo's Empress hand leads. A reload loses nothing.
    await expect(helper.getByRole('heading', { name: 'Play 1: Bo leads' })).toBeVisible();
    await page.reload();
    await helper.scrollIntoViewIfNeeded();
    await expect(helper.getByRole('heading', { name: 'Play 1: Bo leads' })).toBeVisible();
    await expect(helper.getByText(/The Empress beats a Citizen: Ann scores 1 point/)).toBeVisible();
    for (let i = 0; i < 4; i++) await outcome('Two Citizens: a draw').click();
    // After four draws only the forced play is offered.
    await expect(helper.getByText('this last play is forced')).toBeVisible();
    await expect(helper.getByRole('group', { name: 'What did the flipped cards show?' }).getByRole('button')).toHaveCount(1);
    await noAxeViolations(page);
    await outcome('The Assassin slays the Empress: Ann +4').click();

    // Game 3: a mis-tap, undone.
    await outcome('The Assassin slays the Empress: Bo +4').click();
    await expect(helper.getByRole('heading', { name: 'Play 1: Bo leads' })).toBeVisible();
    await helper.getByRole('button', { name: 'Undo' }).click();
    await expect(helper.getByRole('heading', { name: 'Play 1: Ann leads' })).toBeVisible();
    await outcome('The Empress beats a Citizen: Ann +1').click();

    // Game 4.
    await outcome('A Citizen catches the Assassin: Bo +1').click();
    await expect(helper.getByRole('heading', { name: 'Match over' })).toBeVisible();
    await expect(helper.getByText('Ann wins the match by 5 points. Bo owes Ann 10 coins (5 points at 2 a point).')).toBeVisible();
    const table = helper.getByRole('table', { name: 'Points per game and per set' });
    await expect(table.getByRole('row', { name: /^Set 1/ })).toHaveText(/Set 1\s*6\s*1/);
    await noAxeViolations(page);
    expect(offsite).toEqual([]);
  });

  test('EP-4: a coin toss can choose who holds the Empress first', async ({ page }) => {
    await page.goto(PAGE);
    const helper = page.getByRole('region', { name: 'Match tracker (real cards)' });
    await setUp(helper, ['Ann', 'Bo'], 'Toss a coin');
    await expect(helper.getByText(/^The coin toss gave (Ann|Bo) the Empress hand for the first game\.$/)).toBeVisible();
  });
});

test.describe('Empress without cards (pass the phone)', () => {
  const reveal = (helper: Locator) => helper.getByRole('button', { name: 'Next play' }).click();

  /** One secret pick: take the phone, then lay the card. */
  async function pick(helper: Locator, name: string, card: string) {
    await helper.getByRole('button', { name: `I'm ${name}, show me` }).click();
    await helper.getByRole('button', { name: `Lay ${card}` }).click();
  }

  test('plays a one-set match with secret picks and reveals', async ({ page, baseURL }) => {
    const offsite = watchOrigin(page, baseURL);
    await page.goto(PAGE);
    const helper = page.getByRole('region', { name: 'Play without cards (pass the phone)' });
    await setUp(helper, ['Cy', 'Di'], 'Cy');

    // The lead (Cy, Empress hand) picks first behind the privacy screen.
    await expect(helper.getByText('Hand the phone to Cy to pick a card in secret, then tap.')).toBeVisible();
    await noAxeViolations(page);
    await helper.getByRole('button', { name: "I'm Cy, show me" }).click();
    await expect(helper.getByRole('heading', { name: 'Cy, pick your card' })).toBeVisible();
    await expect(helper.getByRole('group', { name: 'Your hand' }).getByRole('button')).toHaveText(['Lay the Empress', 'Lay a Citizen']);
    await noAxeViolations(page);
    await helper.getByRole('button', { name: 'Lay a Citizen' }).click();

    // While Di picks, nothing of Cy's card is in the page: the screens after a
    // Citizen and after the Empress are byte-for-byte the same.
    await helper.getByRole('button', { name: "I'm Di, show me" }).click();
    await expect(helper.getByRole('heading', { name: 'Di, pick your card' })).toBeVisible();
    const afterCitizen = await helper.innerHTML();
    await helper.getByRole('button', { name: 'Undo' }).click();
    await pick(helper, 'Cy', 'the Empress');
    await helper.getByRole('button', { name: "I'm Di, show me" }).click();
    expect(await helper.innerHTML()).toBe(afterCitizen);
    await expect(helper.getByRole('group', { name: 'Your hand' }).getByRole('button')).toHaveText(['Lay the Assassin', 'Lay a Citizen']);
    // Back to Cy's Citizen for the scripted match.
    await helper.getByRole('button', { name: 'Undo' }).click();
    await pick(helper, 'Cy', 'a Citizen');

    // Game 1: a draw, then Di leads and Cy's Empress beats Di's Citizen.
    await pick(helper, 'Di', 'a Citizen');
    await expect(helper.getByRole('heading', { name: 'The cards' })).toBeVisible();
    await expect(helper.getByText(/A draw: both Citizens go aside and Di leads the next play/).first()).toBeVisible();
    await noAxeViolations(page);
    await reveal(helper);
    await expect(helper.getByRole('heading', { name: 'Play 2: Di picks first (the lead)' })).toBeVisible();
    await pick(helper, 'Di', 'a Citizen');
    await pick(helper, 'Cy', 'the Empress');
    await expect(helper.getByText(/The Empress beats a Citizen: Cy scores 1 point/).first()).toBeVisible();
    await reveal(helper);

    // Game 2: hands swap, Di's Empress leads and meets Cy's Assassin.
    await expect(helper.getByRole('heading', { name: 'Play 1: Di picks first (the lead)' })).toBeVisible();
    await pick(helper, 'Di', 'the Empress');
    await pick(helper, 'Cy', 'the Assassin');
    await expect(helper.getByText(/The Assassin slays the Empress: Cy scores 4 points/).first()).toBeVisible();
    await reveal(helper);

    // Game 3: four draws with the lead alternating, then the forced last play.
    for (const [first, second] of [['Cy', 'Di'], ['Di', 'Cy'], ['Cy', 'Di'], ['Di', 'Cy']]) {
      await pick(helper, first!, 'a Citizen');
      await pick(helper, second!, 'a Citizen');
      await reveal(helper);
    }
    await expect(helper.getByRole('heading', { name: 'Play 5: the forced last play' })).toBeVisible();
    await helper.getByRole('button', { name: 'Reveal the last play' }).click();
    await expect(helper.getByText(/The Assassin slays the Empress: Di scores 4 points/).first()).toBeVisible();
    await reveal(helper);

    // Game 4: Di's Citizen catches Cy's Assassin; the match ends level.
    await pick(helper, 'Di', 'a Citizen');
    await pick(helper, 'Cy', 'the Assassin');
    await expect(helper.getByRole('heading', { name: 'Match over' })).toBeVisible();
    await expect(helper.getByText('The match is a tie on points, so nobody owes anything.')).toBeVisible();
    await noAxeViolations(page);
    expect(offsite).toEqual([]);
  });
});
