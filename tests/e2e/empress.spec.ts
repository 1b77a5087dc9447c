import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

/**
 * Empress on its play page at 390×844: the table first says how it plays (one decision),
 * then every tap is followed by the step heading and the next action on screen.
 */

async function noAxeViolations(page: Page) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${colorScheme} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
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

const tracker = (page: Page) => page.getByRole('region', { name: 'Match tracker (real cards)' });
const phone = (page: Page) => page.getByRole('region', { name: 'Play without cards (pass the phone)' });

async function chooseMode(page: Page, mode: 'With real cards' | 'Without cards') {
  await openPlay(page, 'empress');
  const button = page.getByRole('button', { name: new RegExp(`^${mode}`) });
  await tap(button, page.getByLabel('Player 1 name'));
}

async function setUp(helper: Locator, names: [string, string], first: string, stake = '') {
  await helper.getByLabel('Player 1 name').fill(names[0]);
  await helper.getByLabel('Player 2 name').fill(names[1]);
  if (stake) await helper.getByLabel('Coins per point (optional)').fill(stake);
  await helper.getByRole('radio', { name: first }).check();
  await tap(helper.getByRole('button', { name: 'Start the match' }), stepHeading(helper.page()));
}

test.describe('Empress play page', () => {
  test('the first screen asks how the table plays, on screen at load; each choice opens its helper on screen', async ({ page }) => {
    await openPlay(page, 'empress');
    await expect(stepHeading(page)).toHaveText('How are you playing?');
    const cards = page.getByRole('button', { name: /^With real cards/ });
    const phoneButton = page.getByRole('button', { name: /^Without cards/ });
    await expectOnScreen(stepHeading(page), cards, phoneButton);
    await noAxeViolations(page);
    await tap(phoneButton, phone(page).getByLabel('Player 1 name'));
    // The choice is remembered; the other helper is one tap away and keeps its own match.
    await page.reload();
    await expectOnScreen(phone(page).getByLabel('Player 1 name'));
    // The switch sits at the foot, after the helper: scrolled to, like Undo.
    await page.getByRole('button', { name: /Use the match tracker instead/ }).click();
    await expectOnScreen(tracker(page).getByLabel('Player 1 name'));
  });

  test('Resume: a match in progress is listed on the home page with whose lead and the score, one tap back to it', async ({ page }) => {
    await chooseMode(page, 'Without cards');
    await setUp(phone(page), ['Ann', 'Bo'], 'Ann');
    await tap(phone(page).getByRole('button', { name: "I'm Ann, show me" }), stepHeading(page));
    await tap(phone(page).getByRole('button', { name: 'Lay a Citizen' }), stepHeading(page));
    await tap(phone(page).getByRole('button', { name: "I'm Bo, show me" }), stepHeading(page));
    await tap(phone(page).getByRole('button', { name: 'Lay the Assassin' }), stepHeading(page));
    await page.goto('/');
    const resume = page.getByRole('region', { name: 'Resume' }).getByRole('link', { name: /Empress/ });
    // The line names nobody's card: only who leads and the score.
    await expect(resume).toContainText('Game 2, play 1: Bo leads · Ann 1, Bo 0');
    await resume.click();
    await expect(stepHeading(page)).toHaveText('Game 2 of 4, play 1: Bo leads');
    await expect(phone(page).getByRole('figure', { name: 'Game 1, play 1' })).toContainText('A Citizen catches the Assassin: Ann +1');
  });
});

test.describe('Empress match tracker (real cards)', () => {
  test('plays a one-set match: score, lead and outcomes on screen after every tap; undo, reload, settlement', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const offsite = watchOrigin(page, baseURL);
    await chooseMode(page, 'With real cards');
    const helper = tracker(page);

    // A refusal keeps what was typed.
    await helper.getByLabel('Player 1 name').fill('Ann');
    // The reason and the button that tries again, both on screen (the reason pushes the button down).
    await tap(helper.getByRole('button', { name: 'Start the match' }), helper.getByRole('alert'), helper.getByRole('button', { name: 'Start the match' }));
    await expect(helper.getByRole('alert')).toHaveText('Player 2 needs a name.');
    await expect(helper.getByLabel('Player 1 name')).toHaveValue('Ann');
    await helper.getByLabel('Coins per point (optional)').fill('two');
    await helper.getByLabel('Player 2 name').fill('Bo');
    await tap(helper.getByRole('button', { name: 'Start the match' }), helper.getByRole('alert'));
    await expect(helper.getByRole('alert')).toContainText('Type the stake as coins per point');
    await noAxeViolations(page);
    await helper.getByLabel('Coins per point (optional)').fill('2');
    await helper.getByRole('radio', { name: 'Ann' }).check();
    await tap(helper.getByRole('button', { name: 'Start the match' }));

    const group = helper.getByRole('group', { name: 'What did the flipped cards show?' });
    const totals = helper.locator('.empress-strip .empress-totals');
    const lead = helper.locator('.empress-strip .empress-lead');
    /** After every tap, the score, who leads and every outcome button are on screen together. */
    const record = async (name: string | RegExp, heading: string, score: [number, number]) => {
      await tap(group.getByRole('button', { name }), stepHeading(page));
      await expect(stepHeading(page)).toHaveText(heading);
      if (heading === 'Match over') return;
      await expectOnScreen(stepHeading(page), totals, lead, ...(await group.getByRole('button').all()));
      await expect(totals).toHaveText(new RegExp(`Ann\\s*${score[0]}\\s*Bo\\s*${score[1]}`));
      await expect(lead).toContainText(`${heading.replace(/^Game \d of \d, play \d: (\w+) leads$/, '$1')} leads with the`);
    };

    // Game 1: Ann holds the Empress and leads; the lead passes after each draw (EP-2).
    await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 1: Ann leads');
    await expectOnScreen(stepHeading(page), totals, lead, ...(await group.getByRole('button').all()));
    await record('Two Citizens: a draw, Bo leads next', 'Game 1 of 4, play 2: Bo leads', [0, 0]);
    // The reveal shows both cards and what they made.
    await expect(helper.getByRole('figure', { name: 'Game 1, play 1' })).toContainText(/Ann\s*Citizen\s*Bo\s*Citizen\s*Game 1, play 1: A draw/);
    await expect(lead).toHaveText('Bo leads with the Assassin hand · 3 Citizens each');
    await record('Two Citizens: a draw, Ann leads next', 'Game 1 of 4, play 3: Ann leads', [0, 0]);
    await record('The Empress beats a Citizen: Ann +1', 'Game 2 of 4, play 1: Bo leads', [1, 0]);
    await expect(helper.getByRole('figure', { name: 'Game 1, play 3' })).toContainText(/Ann\s*Empress\s*Bo\s*Citizen/);

    // Game 2: the hands swap; Bo's Empress hand leads. A reload loses nothing.
    await page.reload();
    await expect(stepHeading(page)).toHaveText('Game 2 of 4, play 1: Bo leads');
    await expectOnScreen(stepHeading(page), totals, ...(await group.getByRole('button').all()));
    await record(/a draw, Ann leads next/, 'Game 2 of 4, play 2: Ann leads', [1, 0]);
    await record(/a draw, Bo leads next/, 'Game 2 of 4, play 3: Bo leads', [1, 0]);
    await record(/a draw, Ann leads next/, 'Game 2 of 4, play 4: Ann leads', [1, 0]);
    await record(/a draw, Bo leads next/, 'Game 2 of 4, play 5: Bo leads', [1, 0]);
    // After four draws only the forced play is offered.
    await expect(helper.getByText('this last play is forced')).toBeVisible();
    await expect(group.getByRole('button')).toHaveCount(1);
    await noAxeViolations(page);
    await record('The Assassin slays the Empress: Ann +4', 'Game 3 of 4, play 1: Ann leads', [5, 0]);

    // Game 3: a mis-tap, undone.
    await record('The Assassin slays the Empress: Bo +4', 'Game 4 of 4, play 1: Bo leads', [5, 4]);
    await helper.getByRole('button', { name: 'Undo' }).click(); // at the foot of the helper
    await expectOnScreen(stepHeading(page), totals, ...(await group.getByRole('button').all()));
    await expect(stepHeading(page)).toHaveText('Game 3 of 4, play 1: Ann leads');
    await record('The Empress beats a Citizen: Ann +1', 'Game 4 of 4, play 1: Bo leads', [6, 0]);

    // Game 4.
    await record('A Citizen catches the Assassin: Bo +1', 'Match over', [6, 1]);
    await expectOnScreen(stepHeading(page), helper.getByText('Ann wins the match by 5 points. Bo owes Ann 10 coins (5 points at 2 a point).'));
    const table = helper.getByRole('table', { name: 'Points per game and per set' });
    await expect(table.getByRole('row', { name: /^Set 1/ })).toHaveText(/Set 1\s*6\s*1/);
    await noAxeViolations(page);
    expect(offsite).toEqual([]);
  });

  test('EP-4: a coin toss can choose who holds the Empress first', async ({ page }) => {
    await chooseMode(page, 'With real cards');
    const helper = tracker(page);
    await setUp(helper, ['Ann', 'Bo'], 'Toss a coin');
    await expect(helper.getByText(/^The coin toss gave (Ann|Bo) the Empress hand for the first game\.$/)).toBeVisible();
  });

  test('keyboard only: choose, set up and play one game with Tab, Enter and Space', async ({ page }) => {
    await openPlay(page, 'empress');
    const press = async (key: string, times = 1) => {
      for (let i = 0; i < times; i++) await page.keyboard.press(key);
    };
    /** Tabs forward until the focused element has this accessible text. */
    const tabTo = async (name: RegExp) => {
      for (let i = 0; i < 30; i++) {
        await press('Tab');
        const text = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return el ? `${el.getAttribute('aria-label') ?? ''} ${el.textContent ?? ''} ${(el as HTMLInputElement).labels?.[0]?.textContent ?? ''}` : '';
        });
        if (name.test(text)) return;
      }
      throw new Error(`Tab never reached ${name}`);
    };
    await tabTo(/With real cards/);
    await press('Enter');
    await expect(stepHeading(page)).toHaveText('Set up the match');
    await expect(stepHeading(page)).toBeFocused();
    await tabTo(/Player 1 name/);
    await page.keyboard.type('Ann');
    await press('Tab');
    await page.keyboard.type('Bo');
    // Who holds the Empress first stays on "Toss a coin" (changing a radio needs the arrow keys).
    await tabTo(/Start the match/);
    await press('Enter');
    await expect(stepHeading(page)).toBeFocused();
    const first = (await stepHeading(page).textContent())!.match(/^Game 1 of 4, play 1: (Ann|Bo) leads$/)![1]!;
    const second = first === 'Ann' ? 'Bo' : 'Ann';
    await tabTo(/a draw/);
    await press('Enter');
    await expect(stepHeading(page)).toHaveText(`Game 1 of 4, play 2: ${second} leads`);
    await expect(stepHeading(page)).toBeFocused();
    await tabTo(/A Citizen catches the Assassin/);
    await press('Space');
    await expect(stepHeading(page)).toHaveText(`Game 2 of 4, play 1: ${second} leads`);
    await expect(tracker(page).locator('.empress-strip .empress-totals')).toHaveText(first === 'Ann' ? /Ann\s*1\s*Bo\s*0/ : /Ann\s*0\s*Bo\s*1/);
  });
});

test.describe('Empress without cards (pass the phone)', () => {
  /** One secret pick: the hand-over, then the card; checks the screens on the way. */
  async function pick(page: Page, name: string, card: string) {
    const helper = phone(page);
    await expect(stepHeading(page)).toHaveText(new RegExp(`^Game \\d of 4, play \\d: ${name} (leads|answers)$`));
    await tap(helper.getByRole('button', { name: `I'm ${name}, show me` }), stepHeading(page));
    await expect(stepHeading(page)).toHaveText(`${name}, pick your card`);
    await tap(helper.getByRole('button', { name: `Lay ${card}` }), stepHeading(page));
    const next = helper.getByRole('button', { name: /^I'm \w+, show me$|^Reveal the last play$/ });
    if (await next.count()) await expectOnScreen(stepHeading(page), next);
  }

  test('plays a one-set match: reveals show both cards and the outcome, the next hand-over on screen', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const offsite = watchOrigin(page, baseURL);
    await chooseMode(page, 'Without cards');
    const helper = phone(page);
    await setUp(helper, ['Cy', 'Di'], 'Cy');

    // The lead (Cy, Empress hand) picks first behind the hand-over.
    await expect(helper.getByText('Hand the phone to Cy.')).toBeVisible();
    await expect(helper.getByText('Cy, once you hold it, tap below to pick a card in secret.')).toBeVisible();
    await noAxeViolations(page);
    await tap(helper.getByRole('button', { name: "I'm Cy, show me" }), stepHeading(page));
    await expect(helper.getByRole('group', { name: 'Your hand' }).getByRole('button')).toHaveText(['Lay the Empress', 'Lay a Citizen']);
    await expectOnScreen(...(await helper.getByRole('group', { name: 'Your hand' }).getByRole('button').all()));
    await noAxeViolations(page);
    await tap(helper.getByRole('button', { name: 'Lay a Citizen' }), stepHeading(page));
    await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 1: Di answers');
    await expect(helper.getByText('Cy has laid a card face down. Now Di answers.')).toBeVisible();

    // Game 1: a draw, then Di leads and Cy's Empress beats Di's Citizen.
    await pick(page, 'Di', 'a Citizen');
    const reveal = helper.getByRole('figure', { name: 'Game 1, play 1' });
    await expectOnScreen(stepHeading(page), reveal, helper.getByRole('button', { name: "I'm Di, show me" }));
    await expect(reveal).toContainText(/Cy\s*Citizen\s*Di\s*Citizen\s*Game 1, play 1: A draw: both Citizens go aside\./);
    await expect(stepHeading(page)).toHaveText('Game 1 of 4, play 2: Di leads');
    await noAxeViolations(page);
    await pick(page, 'Di', 'a Citizen');
    await pick(page, 'Cy', 'the Empress');
    await expect(helper.getByRole('figure', { name: 'Game 1, play 2' })).toContainText(/Cy\s*Empress\s*Di\s*Citizen.*The Empress beats a Citizen: Cy \+1/);

    // Game 2: hands swap, Di's Empress leads and meets Cy's Assassin.
    await expect(stepHeading(page)).toHaveText('Game 2 of 4, play 1: Di leads');
    await pick(page, 'Di', 'the Empress');
    await pick(page, 'Cy', 'the Assassin');
    await expect(helper.getByRole('figure', { name: 'Game 2, play 1' })).toContainText('The Assassin slays the Empress: Cy +4');

    // Game 3: four draws with the lead alternating, then the forced last play.
    for (const [first, second] of [['Cy', 'Di'], ['Di', 'Cy'], ['Cy', 'Di'], ['Di', 'Cy']]) {
      await pick(page, first!, 'a Citizen');
      await pick(page, second!, 'a Citizen');
    }
    await expect(stepHeading(page)).toHaveText('Game 3 of 4, play 5: the forced last play');
    await tap(helper.getByRole('button', { name: 'Reveal the last play' }), stepHeading(page));
    await expect(helper.getByRole('figure', { name: 'Game 3, play 5' })).toContainText('The Assassin slays the Empress: Di +4');

    // Game 4: Di's Citizen catches Cy's Assassin; the match ends level.
    await pick(page, 'Di', 'a Citizen');
    await pick(page, 'Cy', 'the Assassin');
    await expect(stepHeading(page)).toHaveText('Match over');
    await expectOnScreen(stepHeading(page), helper.getByText('The match is a tie on points, so nobody owes anything.'));
    await expect(helper.getByRole('figure', { name: 'Game 4, play 1' })).toContainText(/Di\s*Citizen\s*Cy\s*Assassin/);
    await noAxeViolations(page);
    expect(offsite).toEqual([]);
  });

  test('keyboard only: one game of secret picks with Tab, Enter and Space', async ({ page }) => {
    await chooseMode(page, 'Without cards');
    await setUp(phone(page), ['Cy', 'Di'], 'Cy');
    // Each step's heading takes focus; Tab goes on to its rule link, then to its buttons.
    for (const [name, card] of [['Cy', 'Citizen'], ['Di', 'Citizen'], ['Di', 'Assassin'], ['Cy', 'Citizen']] as const) {
      await expect(stepHeading(page)).toBeFocused();
      await expect(stepHeading(page)).toHaveText(new RegExp(`^Game \\d of 4, play \\d: ${name} (leads|answers)$`));
      await expect(page.getByRole('button', { name: `I'm ${name}, show me` })).toBeEnabled(); // armed after a moment
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: /^Rule ?: / })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(page.getByRole('button', { name: `I'm ${name}, show me` })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(stepHeading(page)).toBeFocused();
      await expect(stepHeading(page)).toHaveText(`${name}, pick your card`);
      // The cards take a moment to arm after the hand-over (a double tap must not lay one).
      await expect(page.getByRole('button', { name: 'Lay a Citizen' })).toBeEnabled();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      if (card !== 'Citizen') {
        await expect(page.getByRole('button', { name: new RegExp(`^Lay the ${card}$`) })).toBeFocused();
      } else {
        await page.keyboard.press('Tab');
        await expect(page.getByRole('button', { name: 'Lay a Citizen' })).toBeFocused();
      }
      await page.keyboard.press(card === 'Assassin' ? 'Space' : 'Enter');
    }
    await expect(stepHeading(page)).toHaveText('Game 2 of 4, play 1: Di leads');
    await expect(phone(page).getByRole('figure', { name: 'Game 1, play 2' })).toContainText('A Citizen catches the Assassin: Cy +1');
  });
});

test.describe('Empress without cards: a curious player', () => {
  /**
   * Everything in the page: markup with attributes, plus the text of every element. The
   * code files the page has fetched (modulepreload links, which the build's loader adds in
   * whatever order the on-demand screens happened to load) are compared as a sorted list.
   */
  const everything = (page: Page) =>
    page.evaluate(() => {
      const root = document.documentElement.cloneNode(true) as HTMLElement;
      const preloads = [...root.querySelectorAll('link[rel="modulepreload"]')].map((link) => {
        link.remove();
        return link.outerHTML;
      });
      return `${root.outerHTML}\n${preloads.sort().join('\n')}`;
    });

  test("the lead's card is in no element of the page before the reveal, whatever Undo, Back, reload or fast taps do", async ({ page }) => {
    test.setTimeout(120_000);
    await chooseMode(page, 'Without cards');
    const helper = phone(page);
    await setUp(helper, ['Ann', 'Bo'], 'Ann');
    const handOver = (name: string) => helper.getByRole('button', { name: `I'm ${name}, show me` });

    // The page while Bo answers is byte for byte the same whichever card Ann laid.
    const bosScreens: string[] = [];
    for (const card of ['the Empress', 'a Citizen']) {
      await tap(handOver('Ann'), stepHeading(page));
      await tap(helper.getByRole('button', { name: `Lay ${card}` }), handOver('Bo'));
      await expect(handOver('Bo')).toBeEnabled(); // the double-tap guard has let go
      const handOverPage = await everything(page);
      await tap(handOver('Bo'), stepHeading(page));
      await expect(stepHeading(page)).toHaveText('Bo, pick your card');
      await expect(helper.getByRole('button', { name: 'Lay a Citizen' })).toBeEnabled();
      bosScreens.push(handOverPage, await everything(page));
      // A curious Bo reloads, goes to the rules and back: the phone is locked behind his hand-over again.
      await page.reload();
      await expect(handOver('Bo')).toBeVisible();
      await tap(handOver('Bo'), stepHeading(page));
      await page.getByRole('link', { name: /^Rule ?: / }).last().click();
      await expect(page).toHaveURL(/\/games\/empress\/#a-game$/);
      await page.goBack();
      await expect(handOver('Bo')).toBeVisible();
      await expect(helper.getByRole('group', { name: 'Your hand' })).toHaveCount(0);
      await expect(handOver('Bo')).toBeEnabled();
      bosScreens.push(await everything(page));
      // Undo before the answer takes Ann's pick back: Ann's hand-over, saying whose secret it reopens.
      await helper.getByRole('button', { name: 'Undo' }).click(); // at the foot of the helper
      await expectOnScreen(stepHeading(page), handOver('Ann'));
      await expect(helper.getByText("Undo took the game back to Ann's lead for play 1 of game 1. Only Ann should look.")).toBeVisible();
    }
    expect(bosScreens[3]).toBe(bosScreens[0]);
    expect(bosScreens[4]).toBe(bosScreens[1]);
    expect(bosScreens[5]).toBe(bosScreens[2]);

    // A revealed play, then Undo: both cards have been seen, so neither pick is taken back
    // (EP-7): Undo is off and says why, and a reload keeps it so.
    await tap(handOver('Ann'), stepHeading(page));
    await tap(helper.getByRole('button', { name: 'Lay the Empress' }), handOver('Bo'));
    await tap(handOver('Bo'), stepHeading(page));
    await tap(helper.getByRole('button', { name: 'Lay a Citizen' }), stepHeading(page));
    await expect(helper.getByRole('figure', { name: 'Game 1, play 1' })).toContainText('The Empress beats a Citizen: Ann +1');
    const undoOff = helper.getByText('Undo is off: both cards of the play were turned over, so neither pick is taken back.');
    await expect(helper.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(undoOff).toBeVisible();
    await expect(helper.locator('.empress-totals')).toHaveText(/Ann\s*1\s*Bo\s*0/);
    await page.reload();
    await expect(helper.getByRole('button', { name: 'Undo' })).toBeDisabled();
    await expect(undoOff).toBeVisible();
    await expect(helper.locator('.empress-totals')).toHaveText(/Ann\s*1\s*Bo\s*0/);
    const lead = (await stepHeading(page).textContent())!.match(/play 1: (\w+) leads/)![1]!;
    const answerer = lead === 'Ann' ? 'Bo' : 'Ann';

    // Fast taps: a double tap on a hand-over never lays a card, and a double tap on a card
    // lays one card and stops at the next player's hand-over.
    await handOver(lead).dblclick();
    await expect(stepHeading(page)).toHaveText(`${lead}, pick your card`);
    await helper.getByRole('button', { name: 'Lay a Citizen' }).dblclick();
    await expect(stepHeading(page)).toHaveText(`Game 2 of 4, play 1: ${answerer} answers`);
    await expect(handOver(answerer)).toBeVisible();
    await expect(helper.getByRole('group', { name: 'Your hand' })).toHaveCount(0);
  });
});
