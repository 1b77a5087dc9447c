import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectOnScreen, stepHeading, tap, writeDownWords } from './helpers';
import { closeContexts, newContext } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * SUBTWEET, each on their own phone: four browser contexts are four phones. Every code
 * passes from one page's screen to another's scanner as a player's photo would (a
 * screenshot of the QR given to "Use a photo of the code", read by the site's own decoder).
 * Al's phone opens the table, takes the seat codes as they are held up (out of the seating
 * order) and sets the seating round the table, and gathers each turn's seals; every phone seals its own fist
 * or the author's corner, and they are opened together. In the first turn Bea's phone loses
 * its storage after every seal is in; the table phone brings it back with one code, and
 * Bea's four recovery words bring back her sealed fist (ST-7). Played to the winner.
 */

const PLAY = '/games/subtweet/play/';
const OWN = 'tablemate:subtweet/own-phone:v1';

interface Phone {
  page: Page;
  name: string;
  requests: string[];
}

let viewport = { width: 390, height: 844 };

async function phone(browser: Browser, name: string): Promise<Phone> {
  const context = await newContext(browser, { viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const p: Phone = { page, name, requests: [] };
  page.on('request', (r) => p.requests.push(r.url()));
  await page.goto(PLAY);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return p;
}

const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Phone) => stepHeading(p.page);
const code = (p: Phone) => p.page.getByRole('img', { name: /^QR code:/ });

/** OWN_SHOTS=<dir>: the four phones side by side at the steps that matter. */
async function shot(browser: Browser, step: string, phones: Phone[]) {
  const dir = process.env.OWN_SHOTS;
  if (!dir) return;
  const { width, height } = viewport;
  const shots = await Promise.all(phones.map((p) => p.page.screenshot()));
  const page = await browser.newPage({ viewport: { width: phones.length * (width + 10), height: height + 36 } });
  const img = (b: Buffer, name: string) => `<figure style="margin:0"><figcaption>${name}</figcaption><img src="data:image/png;base64,${b.toString('base64')}" width="${width}" height="${height}" style="border:1px solid #888"></figure>`;
  await page.setContent(`<body style="margin:4px;display:flex;gap:10px;font:14px sans-serif">${shots.map((b, i) => img(b, phones[i]!.name)).join('')}</body>`);
  await page.screenshot({ path: `${dir}/subtweet-${width}x${height}-${step}.png` });
  await page.close();
}

/** The QR on `from`'s screen, photographed and given to `to`'s scanner. */
async function pass(from: Phone, to: Phone) {
  await expectOnScreen(code(from));
  const png = await code(from).screenshot();
  await to.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
}

/**
 * Al sets the seating from the order the seat codes came in to round the table: Bea up past
 * Cyd by her "Move … up" button, the list and the next button on screen after the tap;
 * axe on the screen on its side, light and dark. Then the variations and the start.
 */
async function seating(al: Phone, scanned: string[]) {
  const page = al.page;
  const list = page.getByRole('list', { name: 'Seating, clockwise from Al' });
  const next = button(al, 'Seating set: the variations');
  const order = () => list.locator('[data-name]').allInnerTexts();
  await button(al, 'All 4 here: set the seating').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(al, 'All 4 here: set the seating'), heading(al), list, next);
  await expect(heading(al)).toHaveText('Al: set the seating');
  expect(await order()).toEqual(['Al', ...scanned]);
  await tap(button(al, 'Move Bea up'), list, next);
  expect(await order()).toEqual(['Al', 'Bea', 'Cyd', 'Dora']);
  await expect(page.getByRole('status').filter({ hasText: 'Bea is now seat 2 of 4.' })).toHaveCount(1);
  // Axe on its side only, where the list is in columns (upright it is the same rows, one column).
  for (const colorScheme of viewport.width > viewport.height ? (['light', 'dark'] as const) : []) {
    await page.emulateMedia({ colorScheme });
    if (process.env.OWN_SHOTS) await page.screenshot({ path: `${process.env.OWN_SHOTS}/subtweet-seating-${viewport.width}x${viewport.height}-${colorScheme}.png` });
    const results = await new AxeBuilder({ page }).include('.step').analyze();
    expect(results.violations.map((v) => `seating (${colorScheme}): ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await tap(next, heading(al), button(al, 'Start the game: 4 players'));
  await expect(heading(al)).toHaveText('Seated: Al, Bea, Cyd and Dora');
}

const save = async (p: Phone) => JSON.parse((await p.page.evaluate((k) => localStorage.getItem(k), OWN)) ?? 'null')?.state;

/** One code after another to the table phone, as its player takes them: each photo decoded and taken before the next. */
async function passTo(from: Phone, to: Phone) {
  const before = JSON.stringify(await save(to));
  await pass(from, to);
  await expect.poll(async () => JSON.stringify(await save(to))).not.toBe(before);
}

for (const [width, height] of [[390, 844], [844, 390]] as const) test(`${width}×${height}: four phones play SUBTWEET to the winner by QR: fists and corners sealed and opened together, the same penalties on every phone, no network`, async ({ browser }) => {
  test.setTimeout(600_000);
  viewport = { width, height };
  const names = ['Al', 'Bea', 'Cyd', 'Dora'];
  const phones = [];
  for (const name of names) phones.push(await phone(browser, name));
  const [al, ...others] = phones as [Phone, Phone, Phone, Phone];

  // Joining: Al opens the table; each other phone scans its code, shows its seat; Al scans each as it is held up.
  for (const p of phones) {
    await tap(button(p, 'Each on our own phone'), p.page.getByLabel('Your name'));
    await p.page.getByLabel('Your name').fill(p.name);
  }
  // Each phone deals its player four recovery words, on a step of their own before its first code (ST-7).
  await tap(button(al, 'Open a table'), heading(al));
  const words = new Map([[al, await writeDownWords(al.page)]]);
  await expectOnScreen(code(al), button(al, 'Scan their seat code'));
  // The phones are held up out of their seating order: Cyd's seat code first, then Bea's, then Dora's.
  const held = [others[1], others[0], others[2]];
  for (const p of held) {
    await tap(button(p, 'Join a table'), button(p, 'Scan the table phone’s code'));
    // Sideways the table's code sits beside its words: Al scrolls down to it for each phone.
    if (width > height) await code(al).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await pass(al, p);
    words.set(p, await writeDownWords(p.page));
    await expect(heading(p)).toHaveText(`${p.name}: your seat code`);
    await expectOnScreen(code(p), button(p, 'Scan the start code'));
    await expect(p.page.getByText('Then Al sets the seating and shows the start code: scan it here.')).toBeVisible();
    await pass(p, al);
    await expect(al.page.getByText(`${p.name} is in (${held.indexOf(p) + 2} here).`, { exact: false })).toBeVisible();
  }
  await shot(browser, '1-seated', phones);
  await seating(al, held.map((p) => p.name));
  await tap(button(al, 'Start the game: 4 players'), heading(al), code(al), button(al, 'Every phone has it'));
  await expect(code(al)).toHaveAccessibleName(/^QR code: Bea, Cyd and Dora: scan the start code, all at once/);
  for (const [i, p] of others.entries()) {
    await pass(al, p);
    await expect(heading(p)).toHaveText('Al reads a tweet: is it about you?');
    // Each phone sits where the seating put it, not where its code was scanned.
    await expect(p.page.getByRole('status').filter({ hasText: 'You sit between' })).toHaveText(`You sit between ${names[i]} and ${names[(i + 2) % 4]}.`);
    expect((await save(p)).seat).toBe(i + 1);
  }
  await tap(button(al, 'Every phone has it'), heading(al));
  // Every phone has its mode's code and the decoder: nothing has gone anywhere but the site.
  const origin = new URL(al.page.url()).origin;

  // Turns round the table: the author's tweet is about the next player, who favourites it. In
  // the first turn Cyd favourites too, wrongly, and draws a penalty card (ST-4) on every phone.
  let turn = 0;
  while (turn < 12) {
    const game = (await save(al)).game;
    if (game.winner !== null) break;
    const author = game.order[game.turn] as number;
    const recipient = (author + 1) % 4;
    const wrong = turn === 0 ? 2 : -1;
    for (const [seat, p] of phones.entries()) {
      const done = seat === 0 ? button(al, 'Scan a seal') : button(p, `Scan Al’s table phone`);
      if (seat === author) {
        await expect(heading(p)).toHaveText(seat === 0 ? 'Gather the seals' : 'Your turn: who is your tweet about?');
        await tap(p.page.getByRole('group', { name: 'The tweet is about' }).getByRole('button', { name: names[recipient], exact: true }), heading(p), done);
      } else await tap(button(p, seat === recipient || seat === wrong ? 'Favourite it' : 'Empty fist'), heading(p), done);
      if (seat !== 0) await expectOnScreen(code(p));
      // Nothing of the choice in the clear in this phone's save: a digest and a box to its own key.
      expect(JSON.stringify(await save(p))).not.toMatch(/"(yes|aboutWhom|favourite)"/);
    }
    if (turn === 0) await shot(browser, '2-sealed', phones);
    for (const p of others) await passTo(p, al);
    await expect(heading(al)).toHaveText('Every seal is in: now the reveals');
    await expectOnScreen(code(al), button(al, 'Scan a reveal'));
    for (const p of others) {
      await pass(al, p);
      await expect(heading(p)).toHaveText(`Al: scan ${p.name}’s reveal`);
      await expectOnScreen(code(p), button(p, 'Scan Al’s table phone'));
    }
    if (turn === 0) {
      // Bea's phone reloads mid-turn: it comes back showing the same reveal, from the seal it keeps.
      const before = await save(others[0]);
      await others[0].page.reload();
      await expect(heading(others[0])).toHaveText('Al: scan Bea’s reveal');
      // A reloaded page opens at its top (nothing moves before a touch): sideways Bea scrolls down to her code.
      if (width > height) await code(others[0]).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      expect(await save(others[0])).toEqual(before);
      await shot(browser, '3-reveals', phones);

      // Then Bea's phone loses everything (site data cleared): the table phone brings it back.
      const bea = others[0];
      // The table phone plays on in airplane mode: bringing Bea back takes no signal.
      await al.page.context().setOffline(true);
      await bea.page.evaluate(async () => {
        localStorage.clear();
        sessionStorage.clear();
        for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
      });
      await bea.page.reload();
      await button(bea, 'Each on our own phone').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(button(bea, 'Each on our own phone'), button(bea, 'Rejoin a table'));
      await tap(button(bea, 'Rejoin a table'), heading(bea), button(bea, 'Scan the rejoin code'));
      const offer = al.page.getByText('Bring back a phone that lost the table');
      await offer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await offer.click();
      const bring = button(al, 'Bring back Bea’s phone');
      await bring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(bring, heading(al), al.page.getByRole('img', { name: /^QR code: Bea: “Rejoin a table”/ }), button(al, 'Bea’s phone is back'));
      await expect(heading(al)).toHaveText('Bring back Bea’s phone');
      await shot(browser, '3b-bring-back', phones);
      await pass(al, bea);
      // Wrong words are refused in words; hers open her seat, and her fist comes back still sealed.
      await expect(heading(bea)).toHaveText('Bea: your four words');
      const typed = bea.page.getByLabel('The four words your phone showed you when you joined');
      await typed.fill(words.get(al)!);
      await tap(button(bea, 'Bring my seat back'));
      await expect(bea.page.getByRole('alert')).toHaveText('Those words don’t open this seat: check them and their order, or bring the phone back without them.', { timeout: 20_000 });
      await typed.fill(words.get(bea)!);
      await tap(button(bea, 'Bring my seat back'));
      await expect(heading(bea)).toHaveText('Al: scan Bea’s reveal', { timeout: 20_000 });
      await expect(bea.page.getByRole('status').filter({ hasText: 'You are back at table' })).toContainText('Your choice for this turn is back, still sealed.');
      if (width > height) await code(bea).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await expectOnScreen(code(bea));
      expect((await save(bea)).sealed).toEqual(before.sealed);
      await tap(button(al, 'Bea’s phone is back'), heading(al), button(al, 'Scan a reveal'));
      await expect(heading(al)).toHaveText('Every seal is in: now the reveals');
      await shot(browser, '3c-back', phones);
    }
    for (const p of others) await passTo(p, al);
    await expect(heading(al)).toHaveText('Everyone: scan the table phone’s code');
    await expectOnScreen(code(al), button(al, 'Every phone has it'));
    for (const p of others) await pass(al, p);
    const held = (await save(al)).game;
    // A photo is decoded and taken after setInputFiles returns: wait for the phone to hold it.
    for (const p of others) await expect.poll(async () => (await save(p)).game).toEqual(held);
    if (turn === 0) {
      await expect(al.page.getByRole('list', { name: 'What just happened' })).toContainText('Cyd');
      expect(held.players[2].blank).toBe(1);
      await shot(browser, '4-scored', phones);
    }
    if (held.winner !== null) {
      for (const p of others) await expect(heading(p)).toHaveText(`${names[held.winner]} wins!`);
      await tap(button(al, 'Every phone has it'), heading(al));
      await expect(heading(al)).toContainText(`${names[held.winner]} wins!`);
      break;
    }
    await tap(button(al, 'Every phone has it'), heading(al));
    turn++;
  }
  expect((await save(al)).game.winner).toBe(0);
  await shot(browser, '5-winner', phones);
  expect(phones.flatMap((p) => p.requests).filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:'))).toEqual([]);
});
