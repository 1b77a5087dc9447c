import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectOnScreen, stepHeading, tap, writeDownWords } from './helpers';
import { closeContexts, newContext } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * The live link (kit/link/live): two phones that joined by QR link over the same Wi-Fi
 * with one QR each way (a WebRTC data channel, no STUN or TURN). Two browser contexts
 * are the two phones; each QR passes as in the other own-phone specs (a screenshot fed to
 * "Use a photo of the code"). Chromium hides host addresses behind mDNS names here as on
 * a phone; two contexts of one browser still connect, so no launch flag is needed.
 * Then a round of Empty Rivalry with no scan at all; then one phone ends its connection,
 * the other says so, and the next round is played by scanning, nothing lost.
 */

const PLAY = '/games/empty-rivalry/play/';

interface Phone {
  page: Page;
  name: string;
  requests: string[];
}

async function phone(browser: Browser, name: string, viewport = { width: 390, height: 844 }, path = PLAY): Promise<Phone> {
  const context = await newContext(browser, { viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const p: Phone = { page, name, requests: [] };
  page.on('request', (r) => p.requests.push(r.url()));
  await page.goto(path);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return p;
}

const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Phone) => stepHeading(p.page);
let scans = 0;

/** LIVE_SHOTS=<dir>: a phone's screen at a step, to look at. */
async function shot(p: Phone, step: string) {
  if (process.env.LIVE_SHOTS) await p.page.screenshot({ path: `${process.env.LIVE_SHOTS}/${step}-${p.name}.png` });
}

/** The QR on `from`'s screen, photographed and given to `to`'s scanner. */
async function pass(from: Phone, to: Phone, label: RegExp = /^QR code:/, measure = true) {
  return passCode(from, to, label, measure);
}
async function passCode(from: Phone, to: Phone, label: RegExp, measure: boolean) {
  const qr = from.page.getByRole('img', { name: label });
  if (measure) await expectOnScreen(qr);
  const png = await qr.screenshot();
  // The link's dialog, when open, is where the player scans (the game's own scanner waits underneath).
  const where = (await to.page.getByRole('dialog').count()) ? to.page.getByRole('dialog') : to.page;
  await where.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  scans++;
}

/** Both phones joined (Ana's table, Ben's seat, the start code): the own-phones spec's steps, asserted there. */
async function joined(ana: Phone, ben: Phone) {
  // The join's layout is measured in own-phones-empty-rivalry.spec.ts (upright); here it is only passed through.
  const show = (p: Phone) => p.page.getByRole('img', { name: /^QR code:/ }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const pass = (from: Phone, to: Phone) => passCode(from, to, /^QR code:/, false);
  await tap(button(ana, 'Each on our own phone'), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await tap(button(ana, 'Open a table'), heading(ana));
  await writeDownWords(ana.page);
  await tap(button(ben, 'Each on our own phone'), ben.page.getByLabel('Your name'));
  await ben.page.getByLabel('Your name').fill('Ben');
  await tap(button(ben, 'Join a table'), button(ben, 'Scan the table phone’s code'));
  await show(ana);
  await pass(ana, ben);
  await writeDownWords(ben.page);
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  await show(ben);
  await pass(ben, ana);
  await tap(button(ana, 'Start the match: Ana attacks first'), heading(ana));
  await show(ana);
  await pass(ana, ben);
  await expect(heading(ben)).toHaveText('Question 1 of 4');
  await tap(button(ana, 'Ben’s phone shows round 1'), button(ana, 'Draw 4 at random'));
}

/** One round up to both phones' scores; `exchange` passes (or not) the seal and the two reveals. */
async function round(att: Phone, def: Phone, r: number, decision: string, linked: boolean, exchange: (step: 'sealed' | 'seal' | 'reveal' | 'score') => Promise<void>) {
  await tap(button(att, 'Draw 4 at random'), heading(att));
  const go = att.page.getByRole('button', { name: /^Ask these|^Start asking|^These four/ });
  if (await go.count()) await tap(go.first(), heading(att));
  for (let q = 0; q < 4; q++) {
    await expect(heading(def)).toHaveText(`Question ${q + 1} of 4`);
    await expect(heading(att)).toHaveText(`Question ${q + 1} of 4`);
    await tap(button(def, q % 2 ? 'TRUE' : 'FALSE'), heading(def));
    await tap(button(att, q < 2 ? 'TRUE' : 'FALSE'), heading(att));
  }
  await expect(heading(def)).toHaveText('Your notes are sealed');
  await exchange('sealed');
  await tap(button(att, decision), heading(att), att.page.getByRole('img', { name: /^QR code:/ }));
  await exchange('seal');
  // Linked, the seal, the reveal and the other reveal cross at once: the steps between pass unseen.
  if (!linked) await expect(heading(def)).toHaveText(`${att.name}: scan ${def.name}’s reveal`);
  await exchange('reveal');
  await expect(heading(att)).toHaveText(new RegExp(`^Round ${r}`));
  await exchange('score');
  await expect(heading(def)).toHaveText(await heading(att).innerText());
  const score = (p: Phone) => p.page.locator('.own-tag').first().innerText();
  expect((await score(def)).split('·').pop()).toBe((await score(att)).split('·').pop());
}

test('two joined phones link over Wi-Fi with one QR each way, play a round with no scan, refuse a changed code in words, and fall back to scanning when the link drops', async ({ browser }) => {
  test.setTimeout(180_000);
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');
  await joined(ana, ben);

  // The link's code is not loaded until a player asks for it.
  const linkCode = (p: Phone) => p.requests.filter((u) => /\/(LinkPanel|peer)\.[\w-]+\.js$/.test(u));
  expect([...linkCode(ana), ...linkCode(ben)]).toEqual([]);

  // Ana (the table phone) offers; the button sits under the step, where a player scrolls to it.
  const anaLink = button(ana, 'Link to Ben’s phone over Wi-Fi');
  await anaLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(anaLink, ana.page.getByRole('dialog', { name: 'Link to Ben’s phone' }).getByRole('heading'), ana.page.getByRole('img', { name: /link code$/ }), button(ana, 'Scan Ben’s link code'));
  expect(linkCode(ana).length).toBeGreaterThan(0);
  const benLink = button(ben, 'Link to Ana’s phone over Wi-Fi');
  await benLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(benLink, button(ben, 'Scan Ana’s link code'));
  await shot(ana, '1-offer');
  await shot(ben, '1-scan-offer');
  await expect(ben.page.getByText('Both phones on the same Wi-Fi, or one phone’s hotspot.', { exact: false })).toBeVisible();

  await pass(ana, ben, /link code$/);
  await expectOnScreen(ben.page.getByRole('img', { name: /link code$/ }));
  await shot(ben, '2-answer');
  await pass(ben, ana, /link code$/);
  // The link is up: both dialogs close and both phones say so.
  await expect(ana.page.getByRole('dialog')).toHaveCount(0);
  await expect(ben.page.getByRole('dialog')).toHaveCount(0);
  await expect(ana.page.getByText('Linked to Ben’s phone', { exact: true })).toBeVisible();
  await expect(ben.page.getByText('Linked to Ana’s phone', { exact: true })).toBeVisible();

  // Round 1: not one scan. Each code a phone shows goes over the link and is taken by the other's scanner.
  const before = scans;
  await round(ana, ben, 1, 'Call Out', true, async (step) => {
    // Ben's scanner says the seal comes by itself; the camera stays there.
    if (step === 'sealed') await shot(ben, '3-sealed-linked');
    if (step === 'sealed') await expectOnScreen(ben.page.locator('.link-scan').getByText('Linked to Ana’s phone: the code comes by itself (or scan it).'), button(ben, 'Scan Ana’s seal'));
    // The QR stays on screen for a phone that isn't linked (here: Ana's reveal beside the score).
    if (step === 'score') await expect(ana.page.getByRole('img', { name: /^QR code:/ })).toBeVisible();
  });
  expect(scans).toBe(before);
  await expectOnScreen(heading(ben), button(ben, 'Start round 2: Ben attacks'));
  await expectOnScreen(heading(ana), button(ana, 'Start round 2: Ben attacks'));

  // Round 2, linked: a code changed on its way (one character of Ben's seal) is refused as a changed scan would be,
  // in the same words; Ana scans the QR instead and the round goes on over the link.
  await ben.page.evaluate(() => {
    const send = RTCDataChannel.prototype.send as (this: RTCDataChannel, data: string) => void;
    let first = true;
    RTCDataChannel.prototype.send = function (this: RTCDataChannel, data: string) {
      if (first) {
        first = false;
        data = data.slice(0, 12) + (data[12] === 'A' ? 'B' : 'A') + data.slice(13);
      }
      send.call(this, data);
    } as RTCDataChannel['send'];
  });
  await tap(button(ana, 'Start round 2: Ben attacks'), heading(ana));
  await tap(button(ben, 'Start round 2: Ben attacks'), button(ben, 'Draw 4 at random'));
  await round(ben, ana, 2, 'Retreat', true, async (step) => {
    if (step === 'seal') {
      await expect(ana.page.getByRole('alert')).toHaveText('This code was changed or misread: scan it again.');
      await expect(heading(ana)).toHaveText('Your notes are sealed');
      await pass(ben, ana);
    }
  });
  expect(scans).toBe(before + 1);
  await expect(ana.page.getByText(/wins the Empty Rivalry|A tie at/)).toBeVisible();

  // Ana's phone ends its connection (Stop the link): Ben's phone says the link dropped; scanning goes on, nothing lost.
  const stop = button(ana, 'Stop the link');
  await stop.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await stop.click();
  // Said at the top of Ben's screen, wherever he is, until he taps OK.
  const dropped = ben.page.getByRole('alert').filter({ hasText: 'The link to Ana’s phone dropped: scan the codes as before. Nothing is lost.' });
  await expectOnScreen(dropped);
  await shot(ben, '4-dropped');
  await tap(dropped.getByRole('button', { name: 'OK' }));
  await expect(dropped).toHaveCount(0);
  await expect(ana.page.getByText('The link to Ben’s phone is off: scan the codes as before.')).toBeVisible();
  await button(ana, 'Play two more rounds').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(ana, 'Play two more rounds'), heading(ana));
  await tap(button(ben, 'Play two more rounds'), heading(ben));
  await round(ana, ben, 3, 'Call Out', false, async (step) => {
    if (step === 'sealed') {
      // Ben's scanner, the first since the link dropped, says so too (under its buttons).
      await expect(ben.page.locator('.link-scan').getByText('The link to Ana’s phone dropped: scan the codes as before. Nothing is lost.')).toBeVisible();
      await expectOnScreen(button(ben, 'Scan Ana’s seal'));
    }
    if (step === 'seal') await pass(ana, ben);
    if (step === 'reveal') await pass(ben, ana);
    if (step === 'score') await pass(ana, ben);
  });
  expect(scans).toBe(before + 4);

  // Everything came from the site itself: nothing off-site, the link included.
  const origin = new URL(ana.page.url()).origin;
  // The site's CSP (default-src 'self', no connect-src or webrtc directive of its own) let the link up.
  expect(await ana.page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content')).toMatch(/^default-src 'self';/);
  expect([...ana.requests, ...ben.requests].filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
});

test('a link not up within 15 s says so, and the phones go on with the codes', async ({ browser }) => {
  test.setTimeout(120_000);
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');
  await joined(ana, ben);
  const anaLink = button(ana, 'Link to Ben’s phone over Wi-Fi');
  await anaLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await anaLink.click();
  const benLink = button(ben, 'Link to Ana’s phone over Wi-Fi');
  await benLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await benLink.click();
  await expect(button(ben, 'Scan Ana’s link code')).toBeVisible();
  await pass(ana, ben, /link code$/);
  const answer = await ben.page.getByRole('img', { name: /link code$/ }).screenshot();
  // Ben's phone leaves (another Wi-Fi, switched off) before Ana's phone scans his answer.
  await ben.page.context().close();
  await ana.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: answer });
  await expect(ana.page.getByRole('status').filter({ hasText: 'Linking to Ben’s phone…' })).toBeVisible();
  // No link: within the 15 s (and a margin for a busy machine), the dialog closes and the words say the codes take over.
  await expect(ana.page.getByText(/^This phone and Ben’s did not link within 15 seconds \(not on the same Wi-Fi\?\): scan the codes as before\. Nothing is lost\.$/)).toBeVisible({ timeout: 30_000 });
  await expect(ana.page.getByRole('dialog')).toHaveCount(0);
  await expect(button(ana, 'Link to Ben’s phone over Wi-Fi')).toBeVisible();
  // Nothing lost: Ana's round goes on.
  await button(ana, 'Draw 4 at random').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(ana, 'Draw 4 at random'), heading(ana));
});

test('844×390: linking fits a sideways phone (each link code and its next button on screen)', async ({ browser }) => {
  test.setTimeout(120_000);
  const size = { width: 844, height: 390 };
  const ana = await phone(browser, 'Ana', size);
  const ben = await phone(browser, 'Ben', size);
  await joined(ana, ben);
  const anaLink = button(ana, 'Link to Ben’s phone over Wi-Fi');
  await anaLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  // The button sits under the step (a player scrolls to it); what the tap brings is measured.
  await anaLink.click();
  await expectOnScreen(ana.page.getByRole('img', { name: /link code$/ }), button(ana, 'Scan Ben’s link code'), button(ana, 'Not now'));
  await shot(ana, 'sideways-offer');
  const benLink = button(ben, 'Link to Ana’s phone over Wi-Fi');
  await benLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await benLink.click();
  await expectOnScreen(button(ben, 'Scan Ana’s link code'), button(ben, 'Not now'));
  await pass(ana, ben, /link code$/);
  await expectOnScreen(ben.page.getByRole('img', { name: /link code$/ }), button(ben, 'Not now'));
  await shot(ben, 'sideways-answer');
  await pass(ben, ana, /link code$/);
  await expect(ana.page.getByText('Linked to Ben’s phone', { exact: true })).toBeVisible();
  await expect(ben.page.getByText('Linked to Ana’s phone', { exact: true })).toBeVisible();
});

test('Empress: two joined phones link and play with no scan: the seal, the answer and the reveal cross by themselves', async ({ browser }) => {
  test.setTimeout(120_000);
  const ana = await phone(browser, 'Ana', undefined, '/games/empress/play/');
  const ben = await phone(browser, 'Ben', undefined, '/games/empress/play/');
  const show = (p: Phone) => p.page.getByRole('img', { name: /^QR code:/ }).first().evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const passJoin = (from: Phone, to: Phone) => show(from).then(() => passCode(from, to, /^QR code:/, false));
  for (const [p, open] of [[ana, 'Open a table'], [ben, 'Join a table']] as const) {
    await button(p, /^Each on our own phone/).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await button(p, /^Each on our own phone/).click();
    await p.page.getByLabel('Your name').fill(p.name);
    await button(p, open).click();
  }
  await writeDownWords(ana.page);
  await passJoin(ana, ben);
  await writeDownWords(ben.page);
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  await passJoin(ben, ana);
  await expect(heading(ana)).toHaveText('Set up the match');
  await ana.page.getByRole('radio', { name: 'Ana' }).check();
  await button(ana, 'Start the match').click();
  await passJoin(ana, ben);
  await expect(heading(ben)).toHaveText('Game 1 of 4, play 1: Ana leads');
  await button(ana, 'Ben’s phone shows the match').click();
  await expect(heading(ana)).toHaveText('Game 1 of 4, play 1: you lead');

  // Every refusal either phone says from here on, however briefly.
  const said = (p: Phone) => p.page.evaluate(() => (window as unknown as { said: string[] }).said);
  for (const p of [ana, ben])
    await p.page.evaluate(() => {
      const said: string[] = [];
      (window as unknown as { said: string[] }).said = said;
      new MutationObserver(() => document.querySelectorAll('[role=alert]').forEach((a) => a.textContent && said.push(a.textContent))).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
  await button(ana, 'Link to Ben’s phone over Wi-Fi').click();
  await button(ben, 'Link to Ana’s phone over Wi-Fi').click();
  await pass(ana, ben, /link code$/);
  await pass(ben, ana, /link code$/);
  await expect(ana.page.getByText('Linked to Ben’s phone', { exact: true })).toBeVisible();
  await expect(ben.page.getByText('Linked to Ana’s phone', { exact: true })).toBeVisible();

  const before = scans;
  const totals = (p: Phone) => p.page.locator('.empress-totals').first().innerText();
  for (const [n, lead, other] of [[1, ana, ben], [2, ben, ana]] as const) {
    await expect(heading(lead)).toHaveText(`Game 1 of 4, play ${n}: you lead`);
    await tap(button(lead, 'Lay a Citizen'), heading(lead));
    // The seal crosses by itself: the other phone asks for its answer.
    await expect(heading(other)).toHaveText(`${other.name}, answer ${lead.name}’s card`);
    await tap(button(other, 'Lay a Citizen'), heading(other));
    // The answer, then the reveal: the lead's phone scores, the other's shows the play checked against the seal.
    await expect(heading(lead)).toHaveText(`${other.name}: scan ${lead.name}’s reveal`);
    await expect(other.page.getByRole('figure', { name: `Game 1, play ${n}` })).toBeVisible();
    await expect(other.page.getByRole('status').filter({ hasText: 'reveal matches the seal' })).toBeVisible();
    await tap(button(lead, 'Next play'), heading(lead));
    expect(await totals(other)).toBe(await totals(lead));
  }
  expect(scans).toBe(before);
  // What Ana's phone still offers for a phone that missed it (the start code, scanned already) was not said as refused on Ben's.
  expect([...(await said(ana)), ...(await said(ben))]).toEqual([]);
});

test('a phone with no signal that never used the link is told so in words, and goes on with the codes', async ({ browser }) => {
  test.setTimeout(120_000);
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');
  await joined(ana, ben);
  // The link's code is not in a first visit's precache (src/build/offline.ts): it comes the first time it is used.
  await ben.page.context().setOffline(true);
  const benLink = button(ben, 'Link to Ana’s phone over Wi-Fi');
  await benLink.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await benLink.click();
  await expect(ben.page.getByRole('alert')).toHaveText('The link isn’t on this phone yet (it loads the first time, with a signal): scan the codes as before.');
  await expect(ben.page.getByRole('dialog')).toHaveCount(0);
  await expect(heading(ben)).toHaveText('Question 1 of 4');
});
