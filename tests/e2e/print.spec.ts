import { expect, test, type Download, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync } from 'node:fs';
import { pagesText, textLines, textWords, trackMarks } from '../unit/print/pdf-reading';

// The print studio on the phone: PDFs made in the browser from what the table
// chose in the helpers, and fitted to its printer. Run against the built site.
test.describe.configure({ timeout: 120_000 });

const PT_PER_MM = 72 / 25.4;

/** Opens a printable's "make my PDF" form and waits for it to hydrate. */
async function openStudio(page: Page, summary: RegExp): Promise<Locator> {
  const details = page.locator('details').filter({ has: page.getByText(summary) });
  await details.locator('summary').click();
  const form = details.getByRole('form');
  await form.scrollIntoViewIfNeeded();
  // Hydrated once the saved content (or its absence) is reported.
  await expect(form.getByRole('button', { name: 'Make my PDF' })).toBeEnabled();
  return form;
}

async function make(page: Page, form: Locator): Promise<{ bytes: Uint8Array; download: Download }> {
  const downloading = page.waitForEvent('download');
  await form.getByRole('button', { name: 'Make my PDF' }).click();
  const download = await downloading;
  await expect(form.getByRole('status')).toContainText(/Ready: .+\.pdf, \d+ KB, made in [\d.]+ s\./);
  return { bytes: new Uint8Array(readFileSync((await download.path())!)), download };
}

test('no rules or play page loads the PDF maker; /print/ loads it only when asked', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script' || r.url().endsWith('.ttf')) scripts.push(r.url());
  });
  for (const path of ['/games/subtweet/', '/games/sibling-rivalry/', '/games/empty-rivalry/']) {
    await page.goto(path);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.filter((u) => /\/make\.|\.ttf$/.test(u))).toEqual([]);
  await page.goto('/print/');
  const form = await openStudio(page, /^Make my PDF: cards for your table$/);
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((u) => /\/make\.|\.ttf$/.test(u))).toEqual([]);
  await make(page, form);
  expect(scripts.filter((u) => /\/make\./.test(u))).toHaveLength(1);
  expect(scripts.filter((u) => /\.ttf$/.test(u))).toHaveLength(2);
});

test('with the defaults, the PDF made on the phone is the very file the site serves', async ({ page, request }) => {
  await page.goto('/print/');
  const form = await openStudio(page, /^Make my PDF: cards for your table$/);
  const { bytes, download } = await make(page, form);
  expect(download.suggestedFilename()).toBe('subtweet-tweet-cards-a4.pdf');
  const served = new Uint8Array(await (await request.get('/print/subtweet/tweet-cards-a4.pdf')).body());
  expect(bytes.length).toBe(served.length);
  expect(Buffer.from(bytes).equals(Buffer.from(served))).toBe(true);
});

test('an edited Sibling Rivalry track in the helper becomes the printed board', async ({ page }) => {
  await page.goto('/games/sibling-rivalry/play/');
  const helper = page.getByRole('region', { name: 'Scoreboard' });
  await expect(helper.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
  await helper.getByLabel('Player 1 name').fill('Ann');
  await helper.getByLabel('Player 2 name').fill('Ben');
  await helper.getByRole('button', { name: 'Next: the score track' }).click();
  await helper.getByLabel(/Squares between Start and the finish/).fill('12');
  await helper.getByLabel('Little Angel squares').fill('3');
  await helper.getByLabel('Little Devil squares').fill('6, 10');
  await helper.getByRole('button', { name: 'Start the game' }).click();
  await expect(helper.getByRole('heading', { name: /^Ann's turn/ })).toBeVisible();

  // The helper offers the board for the track the table chose.
  await helper.getByRole('link', { name: 'Print this score track as a board' }).click();
  await expect(page).toHaveURL(/\/print\/#make-sibling-rivalry-board$/);
  const form = page.getByRole('form', { name: /Make my PDF: Sibling Rivalry/ });
  await expect(form.getByText('The score track of the game in progress is filled in.')).toBeVisible();
  await expect(form.getByLabel('Little Devil squares')).toHaveValue('6, 10');
  await page.screenshot({ path: 'test-results/print-studio-board.png' });
  const { bytes, download } = await make(page, form);
  expect(download.suggestedFilename()).toBe('sibling-rivalry-board-a4-ours.pdf');
  // Each mark's count of 1s sits in the bottom right of its square's cell, the number at the top left: pair them by position.
  const words = textWords(bytes).filter((w) => w.page === 2);
  expect(trackMarks(words, { angel: '4', devil: '2' })).toEqual({ angels: ['3'], devils: ['6', '10'] });
  expect(words.filter((w) => /^\d+$/.test(w.text) && Number(w.text) > 12 && w.yMin < 400).map((w) => w.text)).toEqual([]);
  expect(words.some((w) => w.text === '12')).toBe(true);

  // A track with no squares is refused in words before anything is built.
  await form.getByLabel('Squares between Start and Finish').fill('0');
  await form.getByRole('button', { name: 'Make my PDF' }).click();
  await expect(form.getByRole('alert')).toHaveText('The track needs at least one square between Start and Finish.');
});

test('questions added in Empty Rivalry are printed on the cards', async ({ page }) => {
  await page.goto('/games/empty-rivalry/play/');
  const helper = page.getByRole('region', { name: 'Round helper' });
  await helper.getByRole('button', { name: 'We roll real dice' }).click();
  await helper.getByLabel('Player 1 name').fill('Cai');
  await helper.getByLabel('Player 2 name').fill('Dee');
  await helper.getByRole('button', { name: 'Start the match' }).click();
  await expect(helper.getByRole('link', { name: 'Print your questions as cards' })).toHaveCount(0);
  for (const q of ['What did you have for breakfast?', 'Which song do you sing in the shower?']) {
    await helper.getByLabel('Add a question of your own').fill(q);
    await helper.getByRole('button', { name: 'Add the question' }).click();
  }

  await helper.getByRole('link', { name: 'Print your questions as cards' }).click();
  await expect(page).toHaveURL(/\/print\/#make-empty-rivalry-question-cards$/);
  const form = page.getByRole('form', { name: /Make my PDF: Empty Rivalry question cards/ });
  await expect(form.getByText('The 2 questions your match added are filled in.')).toBeVisible();
  await form.getByRole('radio', { name: 'US Letter' }).check();
  await form.getByRole('radio', { name: 'Fold-over (any printer)' }).check();
  const { bytes, download } = await make(page, form);
  expect(download.suggestedFilename()).toBe('empty-rivalry-question-cards-fold-letter-ours.pdf');
  const text = pagesText(bytes).join('\n').replace(/\s+/g, ' ');
  expect(text).toContain('What did you have for breakfast?');
  expect(text).toContain('Which song do you sing in the shower?');
  expect(text).toContain('16 / 16');

  // A typed question the font cannot print is refused, and what was typed stays.
  const box = form.getByLabel(/Your own questions/);
  await box.fill('Do you like 🍕?');
  await form.getByRole('button', { name: 'Make my PDF' }).click();
  await expect(form.getByRole('alert')).toContainText('Question 1 has "🍕"');
  await expect(box).toHaveValue('Do you like 🍕?');
});

test('a 2 mm back offset from the printer test moves every back 2 mm, and the phone remembers it', async ({ page, request }) => {
  test.slow(); // makes a card PDF in the browser, then reads two PDFs' text
  await page.goto('/print/');
  const fit = page.getByRole('form', { name: 'Fit to my printer' });
  await fit.scrollIntoViewIfNeeded();
  await expect(fit.getByText(/No printer saved on this phone/)).toBeVisible();
  // Both pin holes 2 mm to the right: the backs move 2 mm, with no turn.
  await fit.getByLabel('Hole A: across (mm)').fill('2');
  await fit.getByLabel('Hole B: across (mm)').fill('2');
  await fit.getByRole('button', { name: 'Save my printer' }).click();
  await expect(fit.getByRole('status')).toHaveText(/Saved on this phone/);
  await page.reload();
  await page.getByRole('form', { name: 'Fit to my printer' }).scrollIntoViewIfNeeded();
  await expect(page.getByText(/backs will be printed 2 mm further right \(as you look at the backs\)/)).toBeVisible();
  // Every reading is back in its field after the reload.
  const reloaded = page.getByRole('form', { name: 'Fit to my printer' });
  await expect(reloaded.getByLabel('Hole A: across (mm)')).toHaveValue('2');
  await expect(reloaded.getByLabel('Hole B: across (mm)')).toHaveValue('2');
  await expect(reloaded.getByLabel('The 100 mm ruler across measured (mm)')).toHaveValue('100');

  const form = await openStudio(page, /^Make my PDF: with your questions$/);
  const { bytes, download } = await make(page, form);
  expect(download.suggestedFilename()).toBe('empty-rivalry-question-cards-a4-fitted.pdf');
  const served = new Uint8Array(await (await request.get('/print/empty-rivalry/question-cards-a4.pdf')).body());
  // The deck's backs are a pattern without words; the aids' backs (titled "A round") sit where their cards do.
  const backs = (b: Uint8Array) => textLines(b).filter((l) => l.page % 2 === 0 && l.text === 'A round');
  const fitted = backs(bytes);
  const plain = backs(served);
  expect(fitted.length).toBeGreaterThanOrEqual(2);
  expect(fitted).toHaveLength(plain.length);
  fitted.forEach((l, i) => {
    expect((l.xMin - plain[i]!.xMin) / PT_PER_MM).toBeCloseTo(2, 1);
    expect(l.yMin).toBeCloseTo(plain[i]!.yMin, 1);
  });
  // Fronts stay where they were.
  const fronts = (b: Uint8Array) => textLines(b).filter((l) => l.page % 2 === 1 && l.text === 'EMPTY RIVALRY');
  fronts(bytes).forEach((l, i) => expect(l.xMin).toBeCloseTo(fronts(served)[i]!.xMin, 1));
  await expect(form.getByRole('status')).toContainText('Fitted to your printer (rulers printed 100 mm across and 100 mm down; backs will be printed 2 mm further right (as you look at the backs)).');
});

test('a change to one reading of the printer fit keeps the others, across a reload', async ({ page }) => {
  await page.goto('/print/');
  const fit = page.getByRole('form', { name: 'Fit to my printer' });
  await fit.scrollIntoViewIfNeeded();
  await fit.getByLabel('The 100 mm ruler across measured (mm)').fill('99.5');
  await fit.getByLabel('Hole A: across (mm)').fill('1.5');
  await fit.getByLabel('Hole B: up or down (mm)').fill('-1');
  await fit.getByRole('button', { name: 'Save my printer' }).click();
  await expect(fit.getByRole('status')).toHaveText(/Saved on this phone/);
  await page.reload();
  const again = page.getByRole('form', { name: 'Fit to my printer' });
  await again.scrollIntoViewIfNeeded();
  await expect(again.getByLabel('Hole A: across (mm)')).toHaveValue('1.5');
  // Only the ruler down is changed: the duplex readings stay as they were.
  await again.getByLabel('The 100 mm ruler down measured (mm)').fill('101');
  await again.getByRole('button', { name: 'Save my printer' }).click();
  await expect(again.getByRole('status')).toHaveText(/Saved on this phone/);
  await page.reload();
  const third = page.getByRole('form', { name: 'Fit to my printer' });
  await third.scrollIntoViewIfNeeded();
  const values = await Promise.all(['The 100 mm ruler across measured (mm)', 'The 100 mm ruler down measured (mm)', 'Hole A: across (mm)', 'Hole A: up or down (mm)', 'Hole B: across (mm)', 'Hole B: up or down (mm)'].map((l) => third.getByLabel(l).inputValue()));
  expect(values).toEqual(['99.5', '101', '1.5', '0', '0', '-1']);
  const stored = await page.evaluate(() => Object.entries(localStorage).find(([k]) => k === 'tablemate:print/printer:v2')?.[1]);
  expect(JSON.parse(stored!).state).toEqual({ across: 99.5, down: 101, ax: 1.5, ay: 0, bx: 0, by: -1 });
});

test('the printables page reads well on a phone and passes axe with the forms open', async ({ page }) => {
  await page.goto('/print/');
  await expect(page.getByText('Print the printer test first.')).toBeVisible();
  await page.screenshot({ path: 'test-results/print-page-top.png' });
  await openStudio(page, /^Make my PDF: your score track$/);
  await openStudio(page, /^Make my PDF: with your questions$/);
  await openStudio(page, /^Make my PDF: cards for your table$/);
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  await page.getByRole('form', { name: /Make my PDF: SUBTWEET/ }).screenshot({ path: 'test-results/print-studio-tweets.png' });
});

test('once used, the PDF maker works offline', async ({ page, context }) => {
  await page.goto('/print/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await make(page, await openStudio(page, /^Make my PDF: cards for your table$/));
  await context.setOffline(true);
  await page.reload();
  const form = await openStudio(page, /^Make my PDF: cards for your table$/);
  await form.getByLabel(/Players/).fill('5');
  const { bytes } = await make(page, form);
  expect(pagesText(bytes).join('\n').match(/to:/g)).toHaveLength(63 - 5); // seven sheets, an aid for each player
});
