import { expect, test, type Browser, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectOnScreen, stepHeading, tap } from './helpers';
import { closeContexts, newContext } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * The Emperor's live link: the table phone (Ana's, seat 0) is the hub of a star. Five
 * browser contexts are five phones; they join by QR (as in own-phones-emperor.spec.ts,
 * where every step's layout is asserted), then every other phone links to Ana's phone with
 * one QR each way. The deal reaches every phone with no scan; a card one player's phone
 * shows another player's phone goes to Ana's
 * phone over its link and on to the investigator's, sealed to the investigator's key, and
 * nobody's phone says a word about a code that was not for it.
 */

const PLAY = '/games/emperor/play/';
const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve'];
const PHONE_SAVE = 'tablemate:emperor/own-phone:v2';
const TABLE_SAVE = 'tablemate:emperor/own-table:v2';

interface Phone {
  page: Page;
  name: string;
  scans: number;
}

async function phone(browser: Browser, name: string): Promise<Phone> {
  const context = await newContext(browser, { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  await page.goto(PLAY);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return { page, name, scans: 0 };
}

const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Phone) => stepHeading(p.page);
const center = (l: Locator) => l.evaluate((el) => el.scrollIntoView({ block: 'center' }));
const saved = async (p: Phone, key: string) => JSON.parse((await p.page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null')?.state;

/** A QR from one phone's screen to another's scanner (the link dialog's, when open), as a photo. */
async function pass(from: Phone, to: Phone, label: RegExp = /^QR code:/) {
  const qr = from.page.getByRole('img', { name: label }).first();
  await center(qr);
  const png = await qr.screenshot();
  const where = (await to.page.getByRole('dialog').count()) ? to.page.getByRole('dialog') : to.page;
  await where.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  to.scans++;
}

/** Ana's phone shows the table, or her cards. */
async function view(ana: Phone, name: 'The table' | 'My cards') {
  const b = button(ana, name);
  if ((await b.getAttribute('aria-pressed')) !== 'true') await b.click();
}

test('the Emperor over Wi-Fi: four phones link to the table phone; the deal and a card shown to another player arrive with no scan, and no phone says a word about a code that was not for it', async ({ browser }) => {
  test.setTimeout(300_000);
  const phones: Phone[] = [];
  for (const name of NAMES) phones.push(await phone(browser, name));
  const [ana] = phones as [Phone];

  // Join (each step's layout is asserted in own-phones-emperor.spec.ts), every phone first
  // showing its seat code; Ana's phone scans them in the order they are held up, not round the table.
  await button(ana, 'Each on our own phone').click();
  await ana.page.getByLabel('Your name').fill('Ana');
  await button(ana, 'Open a table').click();
  await button(ana, 'Written down: show the table’s code').click();
  const joinQr = /^QR code: Every other player: point your phone’s camera at Ana’s screen/;
  for (const p of phones.slice(1)) {
    await button(p, 'Each on our own phone').click();
    await p.page.getByLabel('Your name').fill(p.name);
    await button(p, 'Join a table').click();
    await pass(ana, p, joinQr);
    await button(p, 'Written down: show my seat code').click();
    await expect(heading(p)).toHaveText(`${p.name}: your seat code`);
    await expect(p.page.getByRole('img', { name: `QR code: Ana: scan ${p.name}’s seat code` })).toBeVisible();
  }
  const scanned = ['Ana', 'Cleo', 'Eve', 'Ben', 'Dan'];
  for (const name of scanned.slice(1)) {
    await pass(phones[NAMES.indexOf(name)]!, ana);
    await expect(ana.page.getByRole('list', { name: 'Joined so far' })).toContainText(name);
  }
  await seating(ana, scanned);

  await expect(heading(ana)).toHaveText('Every other phone: scan the start code');
  await expect(ana.page.getByRole('img', { name: 'QR code: Ben, Cleo, Dan and Eve: scan this, all at once' })).toBeVisible();
  for (const p of phones.slice(1)) {
    await pass(ana, p);
    await expect(heading(p)).toHaveText(`${p.name}: scan the deal`);
    // Each phone found its own seat in the seating set, by its key, not where it was scanned.
    expect((await saved(p, PHONE_SAVE)).me).toBe(NAMES.indexOf(p.name));
  }
  await expect(phones[1]!.page.getByText('You sit between Ana and Cleo.')).toBeVisible();

  // Every other phone links to the table phone: one QR each way.
  for (const p of phones.slice(1)) {
    const offer = button(ana, `Link to ${p.name}’s phone over Wi-Fi`);
    await center(offer);
    await offer.click();
    await expect(ana.page.getByRole('dialog', { name: `Link to ${p.name}’s phone` })).toBeVisible();
    const answer = button(p, 'Link to Ana’s phone over Wi-Fi');
    await center(answer);
    await answer.click();
    // pass() scans into the open dialog; wait for it so the scan doesn't race its opening.
    await expect(p.page.getByRole('dialog', { name: 'Link to Ana’s phone' })).toBeVisible();
    await pass(ana, p, /link code$/);
    await pass(p, ana, /link code$/);
    await expect(ana.page.getByRole('dialog')).toHaveCount(0);
    await expect(p.page.getByText('Linked to Ana’s phone', { exact: true })).toBeVisible();
    await expect(ana.page.getByText(`Linked to ${p.name}’s phone`, { exact: true })).toBeVisible();
  }
  const linkScans = phones.map((p) => p.scans);

  // The deal: it goes over each link by itself, not one scan.
  await view(ana, 'The table');
  await button(ana, 'Every phone has it: deal the cards').click();
  for (const p of phones.slice(1)) await expect(heading(p)).toHaveText(`${p.name}’s cards`);
  expect(phones.map((p) => p.scans)).toEqual(linkScans);
  await button(ana, 'Every phone shows its cards').click();
  await expect(heading(ana)).toHaveText(/which way does round 1 go\?$/);

  // The first player is next to the Emperor; the direction is chosen so that neither the
  // investigator nor the target is Ana's phone: the card must go through the hub.
  const E = (await saved(ana, TABLE_SAVE)).game.emperor as number;
  const clockwise = (E + 1) % 5 !== 0 && (E + 2) % 5 !== 0;
  const step = clockwise ? 1 : 4;
  const investigator = phones[(E + step) % 5]!;
  const target = phones[(E + 2 * step) % 5]!;
  expect([investigator, target]).not.toContain(ana);
  await button(ana, clockwise ? 'Clockwise ↻' : 'Counterclockwise ↺').click();
  await expect(heading(ana)).toHaveText(`${investigator.name}'s turn`);
  await button(ana, 'Investigate (1 card)').click();
  await button(ana, target.name).click();
  await button(ana, 'Card 1').click();

  // The target's phone shows its card 1, sealed to the investigator's key; the investigator's phone waits with its scanner.
  const before = phones.map((p) => p.scans);
  await button(target, 'Show a card (Investigate)').click();
  await button(target, investigator.name).click();
  await button(target, 'Card 1').click();
  await expect(heading(target)).toHaveText(`${investigator.name}: scan ${target.name}’s card`);
  const t = await saved(target, PHONE_SAVE);
  const seen = t.game.identity.hands[t.me][0].kind as string;
  const said = `${target.name}’s card 1 is ${seen === 'rebel' ? 'a Rebel' : 'a Loyalist'}.`;
  await expect(investigator.page.getByText(said)).toBeVisible();
  expect(phones.map((p) => p.scans)).toEqual(before);
  // Only the investigator learned it; no phone showed a refusal for a code that was not its own.
  for (const p of phones) {
    if (p !== investigator) await expect(p.page.getByText(said)).toHaveCount(0);
    await expect(p.page.getByRole('alert')).toHaveCount(0);
  }
});

/**
 * Ana's phone sets the seating from the order the seat codes came in to round the table
 * (NAMES): once by dragging a name, once by its "Move … up" button, upright and on its side,
 * with the list and the next button on screen after every tap; axe on the screen, light and dark.
 */
async function seating(ana: Phone, scanned: string[]) {
  const page = ana.page;
  const list = page.getByRole('list', { name: 'Seating, clockwise from Ana' });
  const start = button(ana, 'Start with 5 players');
  const order = () => list.locator('[data-name]').allInnerTexts();
  // Ana looks for the next button under her scanner, as a player would after the last scan.
  await center(button(ana, 'All 5 here: set the seating'));
  await tap(button(ana, 'All 5 here: set the seating'), heading(ana), list, start);
  await expect(heading(ana)).toHaveText('Ana: set the seating');
  expect(await order()).toEqual(scanned);
  /** A name dragged by its grip onto another's row, as a finger would, in small steps. */
  const drag = async (name: string, onto: string) => {
    const grip = list.getByRole('listitem').filter({ hasText: name }).locator('[data-grip]');
    const target = list.getByRole('listitem').filter({ hasText: onto });
    await expectOnScreen(grip, target);
    const [a, b] = [(await grip.boundingBox())!, (await target.boundingBox())!];
    await page.mouse.move(a.x + a.width / 2, a.y + a.height / 2);
    await page.mouse.down();
    await page.mouse.move(b.x + b.width / 2, b.y + b.height / 2, { steps: 8 });
    await page.mouse.up();
    await expectOnScreen(list, start);
  };
  const shot = async (name: string) => process.env.OWN_SHOTS && (await page.screenshot({ path: `${process.env.OWN_SHOTS}/emperor-seating-${name}.png` }));
  await shot('390x844');
  // Upright: Ben dragged up to Cleo's place, then Dan moved up past Eve by his button.
  await drag('Ben', 'Cleo');
  expect(await order()).toEqual(['Ana', 'Ben', 'Cleo', 'Eve', 'Dan']);
  await expect(page.getByRole('status').filter({ hasText: 'Ben is now seat 2 of 5.' })).toHaveCount(1);
  await tap(button(ana, 'Move Dan up'), list, start);
  expect(await order()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan', 'Eve']);
  // The button keeps its focus (a keyboard player moves a name on with one key after another).
  await expect(button(ana, 'Move Dan up')).toBeFocused();
  // On its side the list is in columns: Dan down by his button, then dragged back up.
  await page.setViewportSize({ width: 844, height: 390 });
  await expectOnScreen(heading(ana), list, start);
  await shot('844x390');
  await tap(button(ana, 'Move Dan down'), list, start);
  expect(await order()).toEqual(['Ana', 'Ben', 'Cleo', 'Eve', 'Dan']);
  await drag('Dan', 'Eve');
  expect(await order()).toEqual(['Ana', 'Ben', 'Cleo', 'Dan', 'Eve']);
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await shot(`844x390-${colorScheme}`);
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `seating (${colorScheme}): ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await tap(start, heading(ana));
  await page.setViewportSize({ width: 390, height: 844 });
}
