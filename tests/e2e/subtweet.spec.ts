import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { setup, type SubtweetState } from '../../src/games/subtweet/engine';
import { expectOnScreen, openPlay, stepHeading, stepSettled, tap } from './helpers';

const SLUG = 'subtweet';
const SAVE_KEY = 'tablemate:subtweet/table:v1';

async function expectNoAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

/** The current step's next action: what it marks `data-next`, else its primary button. */
const nextAction = (page: Page): Locator => page.locator('.step').last().locator('[data-next], .btn.primary').first();

/** After a tap: the step heading reads `title`, and it and the next action are on screen. */
async function expectStep(page: Page, title: string | RegExp) {
  await expect(stepHeading(page)).toHaveText(title);
  await expectOnScreen(stepHeading(page), nextAction(page));
}

/** The result of the last taps, under the step heading. */
const news = (page: Page): Locator => page.getByRole('list', { name: 'What just happened' });

/** Opens the play page on a game spread to an exact position (boardgame.io habit). */
async function openAt(page: Page, state: SubtweetState) {
  await page.goto(`/games/${SLUG}/play/`);
  await page.evaluate(([key, saved]) => {
    localStorage.clear();
    localStorage.setItem(key, saved);
  }, [SAVE_KEY, JSON.stringify({ state, history: [] })] as const);
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}

const game = (handles: string[], rpsWinner?: number, variations = {}): SubtweetState => {
  const made = setup({ handles, rpsWinner, variations });
  if (!made.ok) throw new Error(made.error);
  return made.value;
};
/** A position with these hands; the tally says they were dealt so, as the load-time check wants cards to add up. */
const withHands = (s: SubtweetState, hands: [number, number][]): SubtweetState => ({
  ...s,
  players: s.players.map((p, i) => ({ ...p, written: hands[i]![0], blank: hands[i]![1] })),
  tally: { dealt: hands.reduce((sum, [w, b]) => sum + w + b, 0), drawn: 0, discarded: 0, played: 0, written: 0 },
});

/** One turn as the table plays it, checking after every tap that the step and its next action are on screen. */
async function playTurn(page: Page, author: string, favourites: string[], recipient: string) {
  await expectStep(page, `${author}'s turn`);
  await tap(page.getByRole('button', { name: `${author} plays a tweet` }));
  await expectStep(page, `Who favourited ${author}'s tweet?`);
  const faces = page.getByRole('group', { name: 'Favourited' });
  const done = page.getByRole('button', { name: /^(Nobody favourited|Done: \d+ favourited)$/ });
  for (const name of favourites) {
    await tap(faces.getByRole('button', { name, exact: true }), done);
    await expect(faces.getByRole('button', { name, exact: true })).toHaveAttribute('aria-pressed', 'true');
  }
  await tap(done);
  await expectStep(page, 'Who was it about?');
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: recipient, exact: true }));
  // The result of the tap is under the next step's heading, on screen with it.
  await expect(news(page)).toContainText(`${author}'s tweet was about ${recipient}.`);
  await expectOnScreen(stepHeading(page), nextAction(page));
}

/** Blank-only hands are asked before they pass: answer "no" for each. */
async function pass(page: Page, player: string) {
  await expectStep(page, `Has ${player} filled in a blank card?`);
  await tap(page.getByRole('button', { name: `No: ${player} passes` }));
  await expect(news(page)).toContainText(`${player} passes: only blank cards in hand.`);
}

const hand = (page: Page, player: string) =>
  page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${player}\\b`) }) });

async function expectHand(page: Page, player: string, written: number, blank: number) {
  await expect(hand(page, player).getByRole('cell').nth(0)).toHaveText(String(written));
  await expect(hand(page, player).getByRole('cell').nth(1)).toHaveText(String(blank));
}

test('the tracker is the first screen: its first control is on screen at load', async ({ page }) => {
  await openPlay(page, SLUG);
  await expectOnScreen(
    page.getByRole('heading', { name: 'Who is playing?' }),
    page.getByLabel('Player 1 name'),
    page.getByRole('button', { name: 'Next' }),
  );
  await expect(page.getByRole('link', { name: /^Rule\W+who goes first$/ })).toHaveAttribute('href', /\/games\/subtweet\/#who-goes-first$/);
});

test('a four-player game to a win, heading and next action on screen after every tap', async ({ page }) => {
  test.setTimeout(180_000);
  await openPlay(page, SLUG);

  // Seating order Al, Bo, Cyd, Dee. Al and Bo tie for the shortest handle.
  for (const [i, name] of ['Al', 'Bo', 'Cyd'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await page.getByRole('button', { name: 'Add a player' }).click();
  await page.getByLabel('Player 4 name').fill('@Al');
  await tap(page.getByRole('button', { name: 'Next' }));
  // A repeated handle is refused in words, and everything typed stays.
  await expect(page.getByRole('alert')).toContainText('both "@Al"');
  await expect(page.getByLabel('Player 1 name')).toHaveValue('Al');
  await page.getByLabel('Player 4 name').fill('Dee');
  // The name mended, the refusal goes: it never stands beside names it no longer describes.
  await expect(page.getByRole('alert')).toHaveCount(0);
  await tap(page.getByRole('button', { name: 'Next' }));

  await expectStep(page, 'Rock-paper-scissors');
  await expect(page.getByText('Al and Bo tie for the shortest handle')).toBeVisible();
  await tap(page.getByRole('group', { name: 'Who won rock-paper-scissors?' }).getByRole('button', { name: 'Bo' }));

  await expectStep(page, 'Before you start');
  await expect(page.getByText('Bo starts, then play goes round the table: Bo, Cyd, Dee, Al.')).toBeVisible();
  for (const name of ['Everyone favs', 'Face-value tweets', 'Fail Whale']) {
    await expect(page.getByRole('checkbox', { name: new RegExp(name) })).not.toBeChecked();
  }
  await tap(page.getByRole('button', { name: 'Start the game' }));

  // Round 1.
  await expectStep(page, "Bo's turn");
  await expectNoSidewaysScroll(page);
  await tap(page.getByRole('button', { name: 'Bo plays a tweet' }));
  // A mis-tap is taken back with Undo.
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stepHeading(page)).toHaveText("Bo's turn");
  await expectHand(page, 'Bo', 3, 0);

  await playTurn(page, 'Bo', [], 'Dee');
  await expect(news(page)).toContainText('Penalty card for Bo and Dee.');
  await playTurn(page, 'Cyd', ['Al', 'Dee'], 'Al');
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Dee'], 'Bo');
  await expectHand(page, 'Al', 2, 1);

  // Al fills in his blank card during Bo's turn, while Bo's tweet is on the table.
  await tap(page.getByRole('button', { name: 'Bo plays a tweet' }));
  const writers = page.getByRole('group', { name: 'Who filled in blank cards' });
  await writers.getByRole('button', { name: /^Al/ }).click();
  await page.getByRole('button', { name: 'Record +1 for Al' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Recorded: Al filled in 1 blank card.' })).toBeVisible();
  await expectHand(page, 'Al', 3, 0);
  // The step did not move: Bo's favourites are still asked for.
  await expect(stepHeading(page)).toHaveText("Who favourited Bo's tweet?");
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stepHeading(page)).toHaveText("Bo's turn");
  await writers.getByRole('button', { name: /^Al/ }).click();
  await page.getByRole('button', { name: 'Record +1 for Al' }).click();
  await expectHand(page, 'Al', 3, 0);

  // The game survives a reload, and the home page lists it with whose turn and the hands.
  await page.reload();
  await expect(stepHeading(page)).toHaveText("Bo's turn");
  await expectHand(page, 'Dee', 2, 4);
  await page.goto('/');
  const resume = page.getByRole('region', { name: 'Resume' }).getByRole('link', { name: /SUBTWEET/ });
  await expect(resume).toContainText("Bo's turn · cards: Bo 4, Cyd 3, Dee 6, Al 3");
  await resume.click();
  await expect(stepHeading(page)).toHaveText("Bo's turn");

  // Round 2.
  await playTurn(page, 'Bo', [], 'Dee');
  // Fists opened, Al tapped, then the phone reloads (locked, brought back): the tap is still there.
  await tap(page.getByRole('button', { name: 'Cyd plays a tweet' }));
  const faces = page.getByRole('group', { name: 'Favourited' });
  await tap(faces.getByRole('button', { name: 'Al', exact: true }));
  await page.reload();
  await expect(stepHeading(page)).toHaveText("Who favourited Cyd's tweet?");
  await expect(faces.getByRole('button', { name: 'Al', exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(faces.getByRole('button', { name: 'Dee', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await tap(faces.getByRole('button', { name: 'Dee', exact: true }));
  await tap(page.getByRole('button', { name: 'Done: 2 favourited' }));
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: 'Al', exact: true }));
  await expect(news(page)).toContainText("Cyd's tweet was about Al.");
  // Undo back to the favourites: the step as it first came, not the taps already recorded.
  await page.getByRole('button', { name: 'Undo' }).click();
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(stepHeading(page)).toHaveText("Who favourited Cyd's tweet?");
  await expect(faces.getByRole('button', { name: 'Al', exact: true })).toHaveAttribute('aria-pressed', 'false');
  await tap(faces.getByRole('button', { name: 'Al', exact: true }));
  await tap(faces.getByRole('button', { name: 'Dee', exact: true }));
  await tap(page.getByRole('button', { name: 'Done: 2 favourited' }));
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: 'Al', exact: true }));
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Cyd', 'Dee'], 'Cyd');

  // Round 3: Dee reaches the 10-card limit, so the next penalty is waived.
  await playTurn(page, 'Bo', [], 'Dee');
  await expectHand(page, 'Dee', 1, 9);
  await playTurn(page, 'Cyd', ['Al', 'Dee'], 'Al');
  await expect(news(page)).toContainText('Dee already holds 10 cards, so no penalty.');
  await expectHand(page, 'Dee', 1, 9);
  await playTurn(page, 'Dee', [], 'Cyd');
  await playTurn(page, 'Al', ['Bo', 'Dee'], 'Bo');

  // Bo, Cyd and Dee hold only blank cards: each is asked, says no and passes.
  await pass(page, 'Bo');
  await pass(page, 'Cyd');
  await pass(page, 'Dee');
  await playTurn(page, 'Al', ['Cyd'], 'Cyd');

  await expect(page.getByRole('heading', { name: 'Al wins!' })).toBeFocused();
  await expectOnScreen(page.getByRole('heading', { name: 'Al wins!' }));
  await page.getByText('Final hands').click();
  await expectHand(page, 'Al', 0, 0);
  await expectHand(page, 'Dee', 0, 10);
  await expect(page.getByRole('button', { name: /plays a tweet/ })).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // New game asks first, then returns to the player list.
  await page.getByRole('button', { name: 'New game' }).click();
  await page.getByRole('button', { name: 'Yes, start over' }).click();
  await expect(page.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
});

/**
 * Tab (only) until the focused element's accessible name matches; fails after `limit` presses.
 * First, as a person would, it lets the page settle where the last key led (the new step takes
 * the focus a frame after its paint): a Tab pressed before that starts from wherever the
 * focus was dropped.
 */
async function tabTo(page: Page, name: RegExp, limit = 25): Promise<number> {
  await stepSettled(page);
  for (let i = 1; i <= limit; i++) {
    await page.keyboard.press('Tab');
    const label = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement | null;
      return el ? (el.getAttribute('aria-label') ?? el.innerText ?? '').trim() : '';
    });
    if (name.test(label)) return i;
  }
  throw new Error(`${name} not reached in ${limit} Tabs`);
}

test('keyboard only: one round with Tab, Enter and Space', async ({ page }) => {
  await openAt(page, game(['Ann', 'Bea', 'Cy']));
  // A person starts pressing Tab once the helper shows its first choice.
  await expect(page.getByRole('button', { name: 'Cy plays a tweet', exact: true })).toBeVisible();
  const tabs: number[] = [];
  for (const [author, fav, recipient] of [
    ['Cy', 'Ann', 'Ann'],
    ['Ann', 'Bea', 'Cy'],
    ['Bea', null, 'Cy'],
  ] as const) {
    tabs.push(await tabTo(page, new RegExp(`^${author} plays a tweet$`)));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toBeFocused();
    if (fav) {
      tabs.push(await tabTo(page, new RegExp(`^${fav}$`)));
      await page.keyboard.press('Space');
      await expect(page.getByRole('button', { name: fav, exact: true })).toHaveAttribute('aria-pressed', 'true');
    }
    tabs.push(await tabTo(page, /^(Nobody favourited|Done: 1 favourited)$/));
    await page.keyboard.press('Enter');
    await expect(stepHeading(page)).toHaveText('Who was it about?');
    tabs.push(await tabTo(page, new RegExp(`^${recipient}$`)));
    await page.keyboard.press('Enter');
    await expect(news(page)).toContainText(`${author}'s tweet was about ${recipient}.`);
  }
  await expect(stepHeading(page)).toHaveText("Cy's turn");
  // The first control is a few Tabs from the top of the page (past the header's links);
  // after that, from each new step's heading, the next control is even closer.
  console.log(`Tabs to each next control in a keyboard round: ${tabs.join(', ')}`);
  expect(tabs[0]).toBeLessThanOrEqual(8);
  expect(Math.max(...tabs.slice(1))).toBeLessThanOrEqual(4);
});

for (const colorScheme of ['light', 'dark'] as const) {
  test(`no axe violations on the play page, ${colorScheme}`, async ({ page }) => {
    test.setTimeout(150_000);
    await page.emulateMedia({ colorScheme });
    await openPlay(page, SLUG);
    await expectNoAxeViolations(page, 'setup');
    const s = withHands(game(['Al', 'Bea', 'Cyd', 'Dora'], undefined, { failWhale: true }), [
      [3, 0],
      [0, 2],
      [0, 1],
      [2, 3],
    ]);
    await openAt(page, s);
    await expectNoAxeViolations(page, 'play with the write panel and a Fail Whale offer');
    await openAt(page, { ...s, turn: 1 });
    await expectNoAxeViolations(page, 'ask before a pass');
    await openAt(page, { ...s, pending: { author: 0, favourites: null } });
    await expectNoAxeViolations(page, 'favourites');
    await openAt(page, { ...s, pending: { author: 0, favourites: [1] } });
    await expectNoAxeViolations(page, 'recipient');
    await openAt(page, { ...s, paused: true });
    await expectNoAxeViolations(page, 'fail whale');
    await openAt(page, { ...withHands(s, [[0, 0], [0, 2], [0, 1], [2, 3]]), winner: 0 });
    await page.getByLabel("The best card's text").fill('Some people should not be allowed near a group chat.');
    await expect(page.getByRole('img', { name: /The card as a picture/ })).toBeVisible();
    await expectNoAxeViolations(page, 'winner');
  });
}

test('before skipping a blank-only hand, the helper asks; a yes lets them play', async ({ page }) => {
  // Bea holds only blanks and her turn has come.
  await openAt(page, { ...withHands(game(['Al', 'Bea', 'Cyd']), [[2, 1], [0, 3], [3, 0]]), turn: 1 });
  await expectStep(page, 'Has Bea filled in a blank card?');
  await expect(page.getByText("the phone has all 3 cards in Bea's hand as blank")).toBeVisible();
  const count = page.getByRole('group', { name: 'How many cards Bea filled in' });
  await tap(count.getByRole('button', { name: 'One more' }));
  await expect(count.locator('output')).toHaveText('2');
  await tap(page.getByRole('button', { name: 'Yes: Bea filled in 2' }));
  await expectStep(page, "Bea's turn");
  await expect(news(page)).toContainText('Bea filled in 2 blank cards.');
  await expectHand(page, 'Bea', 2, 1);
});

test('a player who wrote during someone else\u2019s turn is not skipped', async ({ page }) => {
  // Al's tweet is on the table; Bea, next, holds only blanks but has just written two.
  const start = withHands(game(['Al', 'Bea', 'Cyd']), [[2, 0], [0, 3], [3, 0]]);
  await openAt(page, { ...start, pending: { author: 0, favourites: null } });
  await expectStep(page, "Who favourited Al's tweet?");
  const writers = page.getByRole('group', { name: 'Who filled in blank cards' });
  // Bea is the only one with blanks, so she is chosen already.
  await expect(writers.getByRole('button', { name: /^Bea/ })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('group', { name: 'How many cards Bea filled in' }).getByRole('button', { name: 'One more' }).click();
  await page.getByRole('button', { name: 'Record +2 for Bea' }).click();
  await expect(page.getByText('Recorded: Bea filled in 2 blank cards.')).toBeVisible();
  await expectHand(page, 'Bea', 2, 1);
  await tap(page.getByRole('button', { name: 'Nobody favourited' }));
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: 'Cyd', exact: true }));
  // No question and no pass: it is Bea's turn.
  await expectStep(page, "Bea's turn");
  await expect(page.getByText('Bea passes')).toHaveCount(0);
});

test('nobody can play: the table records writing on the step itself', async ({ page }) => {
  await openAt(page, withHands(game(['Al', 'Bea', 'Cyd']), [[0, 2], [0, 3], [0, 1]]));
  await expectStep(page, 'Nobody can play yet');
  await expect(page.getByRole('button', { name: /passes$/ })).toHaveCount(0);
  await tap(page.getByRole('group', { name: 'Who filled in blank cards' }).getByRole('button', { name: /^Cyd/ }));
  await tap(page.getByRole('button', { name: 'Record +1 for Cyd' }));
  // Al was due: he is asked first.
  await expectStep(page, 'Has Al filled in a blank card?');
});

test("the winner's line is the biggest thing on the final screen", async ({ page }) => {
  const s = withHands(game(['Al', 'Bea', 'Cyd']), [[1, 0], [3, 0], [3, 0]]);
  await openAt(page, s);
  await playTurn(page, 'Al', ['Bea'], 'Bea');
  const winner = page.getByRole('heading', { name: 'Al wins!' });
  await expectOnScreen(winner);
  const sizes = await page.evaluate(() => {
    const out: { text: string; size: number; height: number }[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('body *')) {
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim());
      const r = el.getBoundingClientRect();
      if (!own || r.width === 0 || r.bottom < 0 || r.top > innerHeight || getComputedStyle(el).visibility === 'hidden') continue;
      out.push({ text: el.textContent!.trim().slice(0, 30), size: parseFloat(getComputedStyle(el).fontSize), height: r.height });
    }
    return out;
  });
  const line = sizes.find((s) => s.text === 'Al wins!')!;
  expect(line).toBeTruthy();
  for (const other of sizes.filter((s) => s.text !== 'Al wins!')) {
    expect(line.size, `"${other.text}" is as big as the winner's line`).toBeGreaterThan(other.size);
  }
});

/** The canvas's pixels: the colour at a point, and how many dark (ink) pixels a region holds. */
async function canvasFacts(page: Page) {
  return page.getByRole('img', { name: /The card as a picture/ }).evaluate((el) => {
    const c = el as HTMLCanvasElement;
    const ctx = c.getContext('2d')!;
    const at = (x: number, y: number) => [...ctx.getImageData(x, y, 1, 1).data.slice(0, 3)];
    // The text area of the card (card-image.ts textBox): count the ink.
    const { data } = ctx.getImageData(246, 248, 588, 560);
    let ink = 0;
    for (let i = 0; i < data.length; i += 4) if (data[i]! < 80 && data[i + 1]! < 80 && data[i + 2]! < 80) ink++;
    return { width: c.width, height: c.height, corner: at(5, 5), cardFace: at(215, 700), ink };
  });
}

test('the best card is drawn as a picture with the typed text, to share or download', async ({ page }) => {
  // A share sheet that accepts files, recording what it was given.
  await page.addInitScript(() => {
    const shared: { name: string; type: string; size: number; text?: string }[] = [];
    Object.assign(window, { __shared: shared });
    Object.defineProperty(navigator, 'canShare', { value: (data: ShareData) => Boolean(data.files?.length), configurable: true });
    Object.defineProperty(navigator, 'share', {
      value: async (data: ShareData) => {
        for (const f of data.files ?? []) shared.push({ name: f.name, type: f.type, size: f.size, text: data.text });
      },
      configurable: true,
    });
  });
  await openAt(page, { ...withHands(game(['Al', 'Bea', 'Cyd']), [[0, 0], [2, 1], [3, 0]]), winner: 0 });
  const text = page.getByLabel("The best card's text");
  await expect(page.getByRole('img', { name: /The card as a picture/ })).toHaveCount(0);

  await text.fill('Hi');
  await expect(page.getByRole('img', { name: 'The card as a picture: "Hi", #subtweetCardGame' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the picture' })).toBeVisible();
  const short = await canvasFacts(page);
  expect([short.width, short.height]).toEqual([1080, 1350]);
  expect(short.corner).toEqual([0x1d, 0x5f, 0xa8]); // the game's accent behind the card
  expect(short.cardFace).toEqual([255, 255, 255]);
  expect(short.ink).toBeGreaterThan(100);

  const best = 'Some people reply-all to a group chat like it owes them money. You know who you are.';
  await text.fill(best);
  await expect(page.getByRole('img', { name: `The card as a picture: "${best}", #subtweetCardGame` })).toBeVisible();
  const long = await canvasFacts(page);
  expect(long.ink).toBeGreaterThan(short.ink * 5);

  // Download: a PNG of the card, made on the phone.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Download the picture' }).click()]);
  expect(download.suggestedFilename()).toBe('subtweet-best-card.png');
  const png = readFileSync((await download.path())!);
  expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1080, 1350]);

  // Share: the same picture goes to the system share sheet with the hashtag.
  await page.getByRole('button', { name: 'Share the picture' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Shared.' })).toBeVisible();
  const shared = await page.evaluate(() => (window as unknown as { __shared: unknown[] }).__shared);
  expect(shared).toEqual([{ name: 'subtweet-best-card.png', type: 'image/png', size: png.length, text: '#subtweetCardGame' }]);

  // The text survives a reload (nothing typed is lost) and the picture is drawn again.
  await page.reload();
  await expect(page.getByLabel("The best card's text")).toHaveValue(best);
  await expect(page.getByRole('img', { name: `The card as a picture: "${best}", #subtweetCardGame` })).toBeVisible();
});

test('without a share sheet for files, the picture is offered as a download only', async ({ page }) => {
  await openAt(page, { ...withHands(game(['Al', 'Bea', 'Cyd']), [[0, 0], [2, 1], [3, 0]]), winner: 0 });
  await page.getByLabel("The best card's text").fill('Hi');
  await expect(page.getByRole('link', { name: 'Download the picture' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Share the picture' })).toHaveCount(0);
});

test('face-value tweets and a Fail Whale, when switched on before the game', async ({ page }) => {
  await openPlay(page, SLUG);
  for (const [i, name] of ['Ann', 'Bea', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('checkbox', { name: /Face-value tweets/ }).check();
  await page.getByRole('checkbox', { name: /Fail Whale/ }).check();
  await page.getByRole('button', { name: 'Start the game' }).click();

  // Cy starts. A face-value tweet nobody favourites costs only its author.
  await page.getByRole('button', { name: 'Cy plays a tweet' }).click();
  await page.getByRole('button', { name: 'Nobody favourited' }).click();
  await page.getByRole('button', { name: 'Nobody: face value' }).click();
  await expect(news(page)).toContainText("Cy's tweet was a face-value tweet. Nobody favourited it. Penalty card for Cy.");
  await expectHand(page, 'Cy', 2, 1);
  await expect(page.getByRole('group', { name: 'Call a Fail Whale' })).toHaveCount(0);

  // Tweets nobody favourites empty the written cards until two hands are all blank.
  const whale = page.getByRole('group', { name: 'Call a Fail Whale' });
  for (let turn = 0; turn < 16 && (await whale.count()) === 0; turn++) {
    const passes = page.getByRole('button', { name: /^No: .* passes$/ });
    if (await passes.count()) {
      await passes.click();
      continue;
    }
    await page.getByRole('button', { name: /plays a tweet$/ }).click();
    await page.getByRole('button', { name: 'Nobody favourited' }).click();
    await page.getByRole('group', { name: 'The tweet was about' }).getByRole('button').first().click();
  }
  await expect(whale).toBeVisible();
  await whale.getByRole('button').first().click();
  await expectStep(page, 'Fail Whale!');
  await expect(page.getByRole('button', { name: /plays a tweet$/ })).toHaveCount(0);
  await page.getByRole('group', { name: 'Who filled in blank cards' }).getByRole('button').first().click();
  await page.getByRole('button', { name: /^Record \+1 for/ }).click();
  await expect(page.getByRole('status').filter({ hasText: /filled in 1 blank card/ })).toBeVisible();
  await tap(page.getByRole('button', { name: 'Resume play' }));
  await expect(stepHeading(page)).toHaveText(/('s turn|filled in a blank card\?)$/);
});

for (const size of [{ width: 390, height: 844 }, { width: 844, height: 390 }]) {
  test(`a Fail Whale with every hand blank, ${size.width}×${size.height}: Record is on screen when a writer is tapped, and play resumes only once someone can play`, async ({ page }) => {
    await page.setViewportSize(size);
    const whale = { ...withHands(game(['Al', 'Bea', 'Cyd', 'Dee', 'Eli'], undefined, { failWhale: true }), [[0, 2], [0, 3], [0, 1], [0, 2], [0, 2]]), paused: true };
    await openAt(page, whale);
    // Opened straight into the pause (nothing scrolls before a first tap): the heading, then the player scrolls to the panel.
    await expect(stepHeading(page)).toHaveText('Fail Whale!');
    // Nothing written yet: no Resume that would only stop at "Nobody can play yet", and the reason said.
    await expect(page.getByRole('button', { name: 'Resume play' })).toHaveCount(0);
    await expect(page.getByText('Play resumes once someone has a written card')).toBeVisible();
    const writers = page.getByRole('group', { name: 'Who filled in blank cards' });
    await writers.getByRole('button').last().scrollIntoViewIfNeeded();
    await tap(writers.getByRole('button').last(), page.getByRole('button', { name: 'Record +1 for Eli' }));
    await tap(page.getByRole('button', { name: 'Record +1 for Eli' }), page.getByRole('status').filter({ hasText: 'Eli filled in 1 blank card' }), page.getByRole('button', { name: 'Resume play' }));
    // The Record button tapped is gone: the focus is on what the player does next (kit keepFocus), not the body.
    await expect(page.getByRole('button', { name: 'Resume play' })).toBeFocused();
    await tap(page.getByRole('button', { name: 'Resume play' }));
    await expect(stepHeading(page)).not.toHaveText('Nobody can play yet');
  });
}

test('every rule link lands on a heading of the rules page', async ({ page }) => {
  await page.goto(`/games/${SLUG}/`);
  const ids = await page.locator('h2[id], h3[id]').evaluateAll((hs) => hs.map((h) => h.id));
  for (const section of ['who-goes-first', 'a-turn', 'penalties', 'blank-cards-and-passing', 'winning', 'variations']) {
    expect(ids).toContain(section);
  }
  await expect(page.getByRole('link', { name: /Play on this phone/ })).toBeVisible();
});

test('the rules page reads without JavaScript and credits the designer', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto(`/games/${SLUG}/`);
  await expect(page.getByRole('heading', { level: 1, name: 'SUBTWEET' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Penalties' })).toBeVisible();
  await expect(page.getByText('Chris Martens').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Questions at the table' })).toBeVisible();
  await context.close();
});
