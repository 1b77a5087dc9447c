import { expect, test, type Browser, type Page } from '@playwright/test';
import { encode, toTyped } from '../../src/kit/link/codec.ts';
import { sealMessage } from '../../src/kit/link/messages.ts';
import { CAMERA_NO_TYPING } from '../../src/kit/link/words.ts';
import { expectOnScreen, stepHeading, tap, writeDownWords } from './helpers';
import { closeContexts, newContext } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * "Each on our own phone": two browser contexts are two phones. Every code passes from one
 * page's screen to the other's scanner as a player's photo would (a screenshot of the QR fed
 * to "Use a photo of the code", decoded by the site's own decoder: desktop Chromium has no
 * BarcodeDetector). At each step: nothing of one player's secrets on the other's phone.
 */

const PLAY = '/games/empty-rivalry/play/';
const OWN = 'tablemate:empty-rivalry/own-phone:v1';

interface Phone {
  page: Page;
  name: string;
  /** Every request the page made, and whether it came while the table was playing (after the join's loads). */
  requests: { url: string; playing: boolean }[];
  playing: boolean;
}

/** The phones' screen: upright for most tests, sideways for a second whole match. */
let viewport = { width: 390, height: 844 };

async function phone(browser: Browser, name: string): Promise<Phone> {
  const context = await newContext(browser, { viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const p: Phone = { page, name, requests: [], playing: false };
  page.on('request', (r) => p.requests.push({ url: r.url(), playing: p.playing }));
  await page.goto(PLAY);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return p;
}

const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Phone) => stepHeading(p.page);

/** OWN_SHOTS=<dir>: both phones side by side, 390 × 844 each, at the steps that matter (for the closing note). */
async function shot(browser: Browser, step: string, left: Phone, right: Phone) {
  const dir = process.env.OWN_SHOTS;
  if (!dir) return;
  const [l, r] = [await left.page.screenshot(), await right.page.screenshot()];
  const { width, height } = left.page.viewportSize()!;
  const page = await browser.newPage({ viewport: { width: 2 * width + 20, height: height + 36 } });
  const img = (b: Buffer, name: string) => `<figure style="margin:0"><figcaption>${name}</figcaption><img src="data:image/png;base64,${b.toString('base64')}" width="${width}" height="${height}" style="border:1px solid #888"></figure>`;
  await page.setContent(`<body style="margin:4px;display:flex;gap:10px;font:14px sans-serif">${img(l, left.name)}${img(r, right.name)}</body>`);
  await page.screenshot({ path: `${dir}/${step}.png` });
  await page.close();
}

/** The QR on `from`'s screen, photographed and given to `to`'s scanner. */
async function pass(from: Phone, to: Phone, label?: RegExp) {
  const qr = from.page.getByRole('img', { name: label ?? /^QR code:/ });
  await expectOnScreen(qr);
  const png = await qr.screenshot();
  await to.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
}

/** What a phone keeps where scripts can read it: its save, and the names in IndexedDB (only non-extractable keys). */
async function kept(p: Phone): Promise<string> {
  return p.page.evaluate(async () => {
    const dbs = (await indexedDB.databases()).map((d) => d.name).join(',');
    return JSON.stringify({ local: { ...localStorage }, dbs });
  });
}
const save = async (p: Phone) => JSON.parse((await p.page.evaluate((k) => localStorage.getItem(k), OWN)) ?? 'null')?.state;

/** Nothing of `owner`'s round secrets (its die, salt, notes) on `other`, and no die drawn on any page before the reveal. */
async function expectSecretsKept(owner: Phone, other: Phone, ownerNotes: boolean[], ownerIsAttacker: boolean) {
  const mine = (await save(owner))?.mine;
  const theirs = await kept(other);
  // The Attacker's own box rides in its seal to the Defender's phone (ER-7), kept there only as the box its key opens.
  if (mine) expect(theirs.split(mine.kept).length - 1).toBe(ownerIsAttacker && (await save(other))?.theirs?.kept === mine.kept ? 1 : 0);
  // The owner's own save keeps its die, notes and salt only encrypted to its own key (kit link/table/sealed.ts): none in the clear.
  expect(Object.keys(mine ?? { digest: '', kept: '', round: 0 }).sort()).toEqual(['digest', 'kept', 'round']);
  expect(JSON.stringify(await save(owner))).not.toMatch(/"(value|salt|die|roll)"/);
  const current = (await save(other))?.match?.current;
  if (current) {
    const held = ownerIsAttacker ? current.guesses : current.truths;
    expect(held).toEqual(held.map(() => false));
    expect(held.length <= ownerNotes.length).toBe(true);
  }
  for (const p of [owner, other]) await expect(p.page.getByRole('img', { name: /^d(12|4) showing/ })).toHaveCount(0);
  expect(await other.page.locator('body').innerText()).not.toMatch(/\bd(12|4) showing\b/);
}

for (const [width, height] of [[390, 844], [844, 390]] as const) test(`${width}×${height}: two phones play a whole match by QR: each keeps its own secrets, a reload loses nothing, bad codes are refused in words, no network`, async ({ browser }) => {
  test.setTimeout(180_000);
  viewport = { width, height };
  test.info().annotations.push({ type: 'viewport', description: `${width}×${height}` });
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');

  // Joining: Ana opens the table; Ben scans its first code, shows his seat; Ana scans it.
  await tap(button(ana, 'Each on our own phone'), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await tap(button(ana, 'Open a table'), heading(ana));
  await writeDownWords(ana.page);
  await expectOnScreen(ana.page.getByRole('img', { name: /^QR code:/ }), button(ana, 'Scan their seat code'));
  await expect(heading(ana)).toHaveText(/^Your table: [0-9A-Z]{6}$/);
  const table = (await heading(ana).innerText()).slice(-6);

  await tap(button(ben, 'Each on our own phone'), ben.page.getByLabel('Your name'));
  await ben.page.getByLabel('Your name').fill('Ben');
  await tap(button(ben, 'Join a table'), button(ben, 'Scan the table phone’s code'));
  await shot(browser, '1-table', ana, ben);
  await pass(ana, ben);
  await writeDownWords(ben.page);
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  await shot(browser, '2-seat', ana, ben);
  await expectOnScreen(ben.page.getByRole('img', { name: /^QR code: Ana: scan Ben’s seat code/ }));
  await expectOnScreen(button(ben, 'Scan the start code'));
  await pass(ben, ana);
  await expect(heading(ana)).toHaveText('Safety first: the questions');
  await expectOnScreen(button(ana, 'Start the match: Ana attacks first'));
  await tap(button(ana, 'Start the match: Ana attacks first'), heading(ana), ana.page.getByRole('img', { name: /^QR code:/ }));
  await shot(browser, '3-start', ana, ben);
  await pass(ana, ben);
  await expect(heading(ben)).toHaveText('Question 1 of 4');
  await tap(button(ana, 'Ben’s phone shows round 1'), button(ana, 'Draw 4 at random'));
  // Both phones have their mode's code and the decoder: from here on, nothing goes to the network.
  expect([...ana.requests, ...ben.requests].filter((r) => !r.url.startsWith(new URL(ana.page.url()).origin))).toEqual([]);
  ana.playing = ben.playing = true;
  await expect(ana.page.getByText(`Table ${table}`)).toBeVisible();
  await expect(ben.page.getByText(`Table ${table}`)).toBeVisible();

  const rounds = [
    { att: ana, def: ben, truths: [true, false, false, true], guesses: [true, true, false, false], decision: 'Call Out' },
    { att: ben, def: ana, truths: [false, false, true, true], guesses: [false, true, true, true], decision: 'Retreat' },
  ];
  for (const [i, { att, def, truths, guesses, decision }] of rounds.entries()) {
    const r = i + 1;
    if (r === 2) {
      await tap(button(ana, 'Start round 2: Ben attacks'), heading(ana));
      await tap(button(ben, 'Start round 2: Ben attacks'), button(ben, 'Draw 4 at random'));
    }
    await tap(button(att, 'Draw 4 at random'), heading(att));
    const go = att.page.getByRole('button', { name: /^Ask these|^Start asking|^These four/ });
    if (await go.count()) await tap(go.first(), heading(att));
    for (let q = 0; q < 4; q++) {
      await expect(heading(def)).toHaveText(`Question ${q + 1} of 4`);
      await expect(heading(att)).toHaveText(`Question ${q + 1} of 4`);
      await tap(button(def, truths[q] ? 'TRUE' : 'FALSE'), heading(def));
      await tap(button(att, guesses[q] ? 'TRUE' : 'FALSE'), heading(att));
      await expectSecretsKept(def, att, truths, false);
      await expectSecretsKept(att, def, guesses, true);
      if (r === 1 && q === 0) await shot(browser, '4-question', ana, ben);
    }
    await expect(heading(def)).toHaveText('Your notes are sealed');
    await expectOnScreen(heading(def), button(def, `Scan ${att.name}’s seal`));
    await expect(heading(att)).toHaveText(`${att.name}: Call Out or Retreat?`);
    await tap(button(att, decision), heading(att), att.page.getByRole('img', { name: /^QR code:/ }), button(att, `Scan ${def.name}’s reveal`));
    const attWords = await att.page.locator('.link-words').first().innerText();
    // The decision's code is on show: the other phone may scan it at any moment, so Undo stops, and says why.
    if (r === 1) await expect(att.page.getByText('Undo is off: this phone has shown or taken a code, and the other phone may have acted on it: one phone cannot take it back alone.')).toBeVisible();
    if (r === 1) await shot(browser, '5-seals', ana, ben);
    await expectSecretsKept(att, def, guesses, true);
    await expectSecretsKept(def, att, truths, false);

    if (r === 1) {
      // Another table's seal, typed: refused in words, nothing lost.
      const stranger = toTyped(encode(sealMessage(0x1234, 1, { seat: 0, digest: new Uint8Array(16), said: Uint8Array.of(1) })))!;
      await def.page.getByText('Type the code instead').click();
      await def.page.getByLabel(/^Type /).fill(stranger);
      await def.page.getByRole('button', { name: 'Use this code' }).click();
      await expect(def.page.getByRole('alert')).toHaveText('This code is from another table.');
      // The real seal, typed with one character changed.
      const code = (await att.page.locator('.link-code details p').innerText()).replace(/\s/g, '');
      const changed = code.slice(0, 10) + (code[10] === '7' ? '8' : '7') + code.slice(11);
      await def.page.getByLabel(/^Type /).fill(changed);
      await def.page.getByRole('button', { name: 'Use this code' }).click();
      await expect(def.page.getByRole('alert')).toHaveText('This code was changed or misread: scan it again.');
      await expect(heading(def)).toHaveText('Your notes are sealed');
    }
    await pass(att, def);
    await expect(heading(def)).toHaveText(`${att.name}: scan ${def.name}’s reveal`);
    await expect(def.page.locator('.link-words').first()).toHaveText(attWords);
    await expectOnScreen(def.page.getByRole('img', { name: /^QR code:/ }), button(def, `Scan ${att.name}’s reveal`));
    if (r === 1) await shot(browser, '6-reveal', ana, ben);
    await expectSecretsKept(att, def, guesses, true);

    if (r === 1) {
      // Ben's phone reloads (or locks and dies) mid-round: it comes back where it was, holding the same seal.
      const before = await save(def);
      def.playing = false;
      await def.page.reload();
      await expect(heading(def)).toHaveText(`${att.name}: scan ${def.name}’s reveal`);
      expect(await save(def)).toEqual(before);
      // The page's first touch loads its later code (kit onDemand), as on the first load: then nothing more.
      await def.page.locator('h1').first().tap();
      await def.page.waitForLoadState('networkidle');
      def.playing = true;
      // A reloaded page opens at its top; sideways, the reveal's code sits below it and the player scrolls to it.
      if (viewport.width > viewport.height) await def.page.getByRole('img', { name: /^QR code:/ }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    }
    await pass(def, att);
    await expect(heading(att)).toHaveText(new RegExp(`^Round ${r}`));
    const nextStep = r === 1 ? 'Start round 2: Ben attacks' : 'Play two more rounds';
    await expectOnScreen(heading(att), att.page.getByRole('img', { name: /^QR code:/ }), button(att, nextStep));
    if (r === 1) {
      // Ana's phone is shown her own reveal (a photo of the wrong screen): refused in words.
      await pass(def, def);
      await expect(def.page.getByRole('alert')).toHaveText('This is your own code: scan the code on the other phone.');
    }
    if (r === 1) await shot(browser, '7-scored-on-one', ana, ben);
    await pass(att, def);
    await expect(heading(def)).toHaveText(await heading(att).innerText());
    await shot(browser, `8-round-${r}`, ana, ben);
    await expectOnScreen(heading(def), button(def, nextStep));
    const score = (p: Phone) => p.page.locator('.own-tag').first().innerText();
    expect(await score(def)).toMatch(/Ana \d+, Ben \d+$/);
    expect((await score(def)).split('·').pop()).toBe((await score(att)).split('·').pop());
  }
  await expect(ana.page.getByText(/wins the Empty Rivalry|A tie at/)).toBeVisible();
  await expect(ben.page.getByText(/wins the Empty Rivalry|A tie at/)).toHaveText(await ana.page.getByText(/wins the Empty Rivalry|A tie at/).innerText());

  // Once loaded, not one request: the whole match ran on the two phones and their codes.
  expect([...ana.requests, ...ben.requests].filter((r) => r.playing)).toEqual([]);
});

/* ------------------------------------------------------------------ a phone that lost its storage (ER-6) */

/** Counts what a joined phone asks of the browser (kit link/ui/useJoined.ts): storage kept, the screen kept awake. */
async function watchAsks(p: { page: Page }) {
  await p.page.context().addInitScript(() => {
    const w = window as unknown as { asks: { persist: number; wake: number } };
    w.asks = { persist: 0, wake: 0 };
    if (navigator.storage) {
      navigator.storage.persisted = async () => false;
      navigator.storage.persist = async () => (w.asks.persist++, true);
    }
    Object.defineProperty(navigator, 'wakeLock', { configurable: true, value: { request: async () => (w.asks.wake++, { release: async () => undefined, addEventListener() {} }) } });
  });
}
const asks = (p: { page: Page }) => p.page.evaluate(() => (window as unknown as { asks: { persist: number; wake: number } }).asks);

/** Everything a phone keeps for this site: its saves, its key (IndexedDB), the service worker's caches. Then it reloads. */
async function lose(p: Phone) {
  await p.page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await p.page.reload();
}

/** Both phones seated, round 1 begun; each player's four recovery words as their phone showed them (ER-7). */
async function seatBoth(browser: Browser, ana: Phone, ben: Phone): Promise<{ ana: string; ben: string }> {
  await tap(button(ana, 'Each on our own phone'), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await tap(button(ana, 'Open a table'), heading(ana));
  const anaWords = await writeDownWords(ana.page);
  await expectOnScreen(button(ana, 'Scan their seat code'));
  await tap(button(ben, 'Each on our own phone'), ben.page.getByLabel('Your name'));
  await ben.page.getByLabel('Your name').fill('Ben');
  await tap(button(ben, 'Join a table'), button(ben, 'Scan the table phone’s code'));
  await pass(ana, ben);
  const dealt = { ana: anaWords, ben: await writeDownWords(ben.page) };
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  await expectOnScreen(ben.page.getByRole('img', { name: /^QR code:/ }));
  expect(dealt.ben).not.toBe(dealt.ana);
  await pass(ben, ana);
  await tap(button(ana, 'Start the match: Ana attacks first'), heading(ana), ana.page.getByRole('img', { name: /^QR code:/ }));
  await pass(ana, ben);
  await expect(heading(ben)).toHaveText('Question 1 of 4');
  await tap(button(ana, 'Ben’s phone shows round 1'), button(ana, 'Draw 4 at random'));
  void browser;
  return dealt;
}

/** The questions of a round, up to `upTo` answered (all four, then the seals and reveals, when absent). */
async function playRound(att: Phone, def: Phone, r: number, upTo = 4) {
  await tap(button(att, 'Draw 4 at random'), heading(att));
  const go = att.page.getByRole('button', { name: /^Ask these|^Start asking|^These four/ });
  if (await go.count()) await tap(go.first(), heading(att));
  for (let q = 0; q < upTo; q++) {
    await expect(heading(def)).toHaveText(`Question ${q + 1} of 4`);
    await tap(button(def, q % 2 ? 'TRUE' : 'FALSE'), heading(def));
    await tap(button(att, q < 2 ? 'TRUE' : 'FALSE'), heading(att));
  }
  if (upTo < 4) return;
  await tap(button(att, r % 2 ? 'Call Out' : 'Retreat'), heading(att), button(att, `Scan ${def.name}’s reveal`));
  await pass(att, def);
  await expect(heading(def)).toHaveText(`${att.name}: scan ${def.name}’s reveal`);
  await pass(def, att);
  await expect(heading(att)).toHaveText(new RegExp(`^Round ${r}`));
  await pass(att, def);
  await expect(heading(def)).toHaveText(await heading(att).innerText());
}

for (const [width, height] of [[390, 844], [844, 390]] as const) {
  test(`${width}×${height}: a phone that lost its storage mid-round rejoins with one scan; the round is played again, the match ends, both phones agree (ER-6)`, async ({ browser }) => {
    test.setTimeout(180_000);
    const ana = await phone(browser, 'Ana');
    const ben = await phone(browser, 'Ben');
    const at = (step: string) => shot(browser, `rejoin-${width}x${height}-${step}`, ana, ben);
    await seatBoth(browser, ana, ben);
    await playRound(ana, ben, 1);
    await tap(button(ana, 'Start round 2: Ben attacks'), heading(ana));
    await tap(button(ben, 'Start round 2: Ben attacks'), button(ben, 'Draw 4 at random'));
    await playRound(ben, ana, 2, 2);
    const score = async (p: Phone) => (await p.page.locator('.own-tag').first().innerText()).split('·').pop();
    const before = await score(ana);
    // The rejoin's screens are checked upright and sideways (the join and the rounds are, upright, above).
    for (const p of [ana, ben]) await p.page.setViewportSize({ width, height });

    // Ben's phone loses its storage mid-round 2 (cleared, or a private tab closed): it shows its first screen.
    await watchAsks(ben);
    await lose(ben);
    expect(await asks(ben)).toEqual({ persist: 0, wake: 0 });
    await at('1-lost');
    await tap(button(ben, 'Each on our own phone'), button(ben, 'Rejoin a table'));
    await at('1b-first-screen');
    await tap(button(ben, 'Rejoin a table'), heading(ben), button(ben, 'Scan the rejoin code'));
    await expect(heading(ben)).toHaveText('Rejoin a table');
    // This phone's camera can't be used (none, or refused): said in words, and the photo of the code stays on offer.
    await tap(button(ben, 'Scan the rejoin code'), ben.page.getByText('Use a photo of the code', { exact: true }).first());
    await expect(ben.page.getByRole('alert')).toBeVisible();
    // The rejoin code is too long to type: the words offer only the photo.
    expect(Object.values(CAMERA_NO_TYPING)).toContain(await ben.page.getByRole('alert').innerText());
    await at('2-rejoin-screen');

    // Ana's phone: "Bring back a phone" says what the table loses before anything changes.
    const offer = ana.page.getByText('Bring back a phone that lost the table');
    await offer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await offer.click();
    await expect(ana.page.getByText(/Round 2 is then played again from its first question/)).toBeVisible();
    const bring = button(ana, 'Bring back Ben’s phone');
    await bring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tap(bring, heading(ana), ana.page.getByRole('img', { name: /^QR code: Ben: “Rejoin a table”/ }), button(ana, 'Ben’s phone is back'));
    await expect(heading(ana)).toHaveText('Bring back Ben’s phone');
    await expect(ana.page.getByRole('status').filter({ hasText: 'Ben’s phone lost round 2' })).toHaveText(/Round 2 is played again from its first question, with fresh dice and notes on both phones\./);
    await at('3-bring-back');

    // One scan, then his words; Ben has forgotten them: the round was to be played again anyway (ER-6).
    await pass(ana, ben);
    await expect(heading(ben)).toHaveText('Ben: your four words');
    await tap(button(ben, 'I forgot my words'), heading(ben));
    await expect(ben.page.getByRole('status').filter({ hasText: 'You are back at table' })).toHaveText(/as Ben\. Round 2 is played again from its first question, with fresh dice and notes\./);
    await expect(heading(ben)).toHaveText('Ben, how will you choose the questions?');
    await expectOnScreen(heading(ben), button(ben, 'Draw 4 at random'));
    // Back at a table: the browser is asked once to keep this site's storage, and to keep the screen on.
    expect((await asks(ben)).persist).toBe(1);
    expect((await asks(ben)).wake).toBeGreaterThanOrEqual(1);
    await tap(button(ana, 'Ben’s phone is back'), heading(ana));
    await expect(heading(ana)).toHaveText('Question 1 of 4');
    await at('4-back');
    expect(await score(ben)).toBe(before);

    // The rounds' own screens are measured upright (the first test): round 2 again, to the end.
    for (const p of [ana, ben]) await p.page.setViewportSize({ width: 390, height: 844 });
    await playRound(ben, ana, 2);
    await expect(ana.page.getByText(/wins the Empty Rivalry|A tie at/)).toBeVisible();
    await expect(ben.page.getByText(/wins the Empty Rivalry|A tie at/)).toHaveText(await ana.page.getByText(/wins the Empty Rivalry|A tie at/).innerText());
    expect(await score(ben)).toBe(await score(ana));
    await at('5-end');
  });
}

/* ------------------------------------------------------------------ recovery words (ER-7) */

for (const [width, height] of [[390, 844], [844, 390]] as const) {
  test(`${width}×${height}: a player's phone and then the table phone lose their storage after their seals were scanned; the player's comes back with one scan and its four words and the round goes on from the reveals; the table phone's, brought back by it, plays its round again (ER-6); the match ends, both phones agree, nothing leaves the site (ER-7)`, async ({ browser }) => {
    test.setTimeout(300_000);
    viewport = { width, height };
    const ana = await phone(browser, 'Ana');
    const ben = await phone(browser, 'Ben');
    const at = (step: string) => shot(browser, `words-${width}x${height}-${step}`, ana, ben);
    const score = async (p: Phone) => (await p.page.locator('.own-tag').first().innerText()).split('·').pop();
    const alert = (p: Phone) => p.page.getByRole('alert');
    const words = await seatBoth(browser, ana, ben);
    for (const p of [ana, ben]) p.playing = true;
    await playRound(ana, ben, 1);

    /** `att` attacks round `r` up to the Defender's phone taking its seal (its box rides with it). */
    async function upToSeal(att: Phone, def: Phone, r: number, next: string) {
      await tap(button(att, next), heading(att));
      await tap(button(def, next), heading(def));
      await playRound(att, def, r, 0); // the questions drawn
      for (let q = 0; q < 4; q++) {
        await tap(button(def, q % 2 ? 'TRUE' : 'FALSE'), heading(def));
        await tap(button(att, q < 2 ? 'TRUE' : 'FALSE'), heading(att));
      }
      await tap(button(att, 'Call Out'), heading(att), att.page.getByRole('img', { name: /^QR code:/ }), button(att, `Scan ${def.name}’s reveal`));
      await pass(att, def);
      await expect(heading(def)).toHaveText(`${att.name}: scan ${def.name}’s reveal`);
      const sealed = (await save(att)).mine;
      expect((await save(def)).theirs.kept).toBe(sealed.kept);
      await expectSecretsKept(att, def, [true, true, false, false], true);
      await expectSecretsKept(def, att, [false, true, false, true], false);
      return sealed;
    }
    /** `lost` loses everything; `stay` brings it back; its player types wrong words, then their own. */
    async function bringBack(stay: Phone, lost: Phone, own: string, wrong: string, step: string) {
      await lose(lost);
      await lost.page.getByRole('button', { name: 'Each on our own phone' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(button(lost, 'Each on our own phone'), button(lost, 'Rejoin a table'));
      await tap(button(lost, 'Rejoin a table'), heading(lost), button(lost, 'Scan the rejoin code'));
      const offer = stay.page.getByText('Bring back a phone that lost the table');
      await offer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await offer.click();
      await expect(stay.page.getByText(new RegExp(`With ${lost.name}’s four recovery words, ${lost.name}’s seal comes back`))).toBeVisible();
      const bring = button(stay, `Bring back ${lost.name}’s phone`);
      await bring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(bring, heading(stay), stay.page.getByRole('img', { name: /^QR code:/ }), button(stay, `${lost.name}’s phone is back`), button(stay, `${lost.name}’s phone came back without words`));
      await expect(stay.page.getByRole('status').filter({ hasText: `With ${lost.name}’s four words, ${lost.name}’s seal comes back` })).toBeVisible();
      await at(`${step}-bring-back`);
      await pass(stay, lost);
      await expect(heading(lost)).toHaveText(`${lost.name}: your four words`);
      const field = lost.page.getByLabel('The four words your phone showed you when you joined');
      await field.fill(wrong);
      await tap(button(lost, 'Bring my seat back'));
      await expect(alert(lost)).toHaveText('Those words don’t open this seat: check them and their order, or bring the phone back without them.', { timeout: 30_000 });
      await expectOnScreen(alert(lost), button(lost, 'Bring my seat back'), button(lost, 'I forgot my words'));
      await expect(field).toHaveValue(wrong);
      await field.fill(own.toUpperCase());
      await tap(button(lost, 'Bring my seat back'));
      await expect(lost.page.getByRole('status').filter({ hasText: 'You are back at table' })).toHaveText(new RegExp(`as ${lost.name}\\. Your seal for round \\d is back: scan ${stay.name}’s reveal\\.`), { timeout: 30_000 });
      await expectOnScreen(heading(lost), button(lost, `Scan ${stay.name}’s reveal`));
      await at(`${step}-words`);
      await tap(button(stay, `${lost.name}’s phone is back`), heading(stay), stay.page.getByRole('img', { name: /^QR code:/ }), button(stay, `Scan ${lost.name}’s reveal`));
    }
    /** The reveals of a round whose seal the Defender's phone holds, to both scores. */
    async function reveals(att: Phone, def: Phone, r: number, next: string) {
      await pass(def, att);
      await expect(heading(att)).toHaveText(new RegExp(`^Round ${r}`));
      await expectOnScreen(heading(att), att.page.getByRole('img', { name: /^QR code:/ }), button(att, next));
      await pass(att, def);
      await expect(heading(def)).toHaveText(await heading(att).innerText());
      await expectOnScreen(heading(def), button(def, next));
      expect(await score(def)).toBe(await score(att));
    }

    // Round 2: Ben attacks and seals; Ana's phone takes his seal; then Ben's phone loses its storage.
    const benSealed = await upToSeal(ben, ana, 2, 'Start round 2: Ben attacks');
    const before = await score(ana);
    await bringBack(ana, ben, words.ben, words.ana, '1-ben');
    // His seal is back as it was, opened only by his key from his words.
    expect((await save(ben)).mine).toEqual(benSealed);
    expect(await score(ben)).toBe(before);
    await reveals(ben, ana, 2, 'Play two more rounds');

    // Round 3: Ana (the table phone) attacks and seals; Ben's phone takes her seal; then Ana's phone loses its storage.
    // Ben's phone came back by a code that carried his box, with no room left for Ana's backup: it can bring Ana's
    // phone back, but not her key, so round 3 is played again (ER-6) and her words are not asked for.
    await upToSeal(ana, ben, 3, 'Play two more rounds');
    const scored = await score(ben);
    await lose(ana);
    await ana.page.getByRole('button', { name: 'Each on our own phone' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tap(button(ana, 'Each on our own phone'), button(ana, 'Rejoin a table'));
    await tap(button(ana, 'Rejoin a table'), heading(ana), button(ana, 'Scan the rejoin code'));
    const offer = ben.page.getByText('Bring back a phone that lost the table');
    await offer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await offer.click();
    await expect(ben.page.getByText(/Round 3 is then played again from its first question/)).toBeVisible();
    const bring = button(ben, 'Bring back Ana’s phone');
    await bring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await tap(bring, heading(ben), ben.page.getByRole('img', { name: /^QR code:/ }), button(ben, 'Ana’s phone is back'));
    await at('2-ana-bring-back');
    await pass(ben, ana);
    await expect(ana.page.getByRole('status').filter({ hasText: 'You are back at table' })).toHaveText(/as Ana\. Round 3 is played again from its first question, with fresh dice and notes\./);
    await expectOnScreen(heading(ana), button(ana, 'Draw 4 at random'));
    await tap(button(ben, 'Ana’s phone is back'), heading(ben));
    await expect(heading(ben)).toHaveText('Question 1 of 4');
    expect(await score(ana)).toBe(scored);
    await at('2-ana-back');
    await playRound(ana, ben, 3);

    // Round 4, to the end.
    await tap(button(ana, 'Start round 4: Ben attacks'), heading(ana));
    await tap(button(ben, 'Start round 4: Ben attacks'), button(ben, 'Draw 4 at random'));
    await playRound(ben, ana, 4);
    await expect(ana.page.getByText(/wins the Empty Rivalry|A tie at/)).toBeVisible();
    await expect(ben.page.getByText(/wins the Empty Rivalry|A tie at/)).toHaveText(await ana.page.getByText(/wins the Empty Rivalry|A tie at/).innerText());
    expect(await score(ben)).toBe(await score(ana));
    await at('3-end');
    // Nothing reached anywhere but the site.
    for (const p of [ana, ben]) expect(p.requests.filter((r) => !r.url.startsWith(new URL(p.page.url()).origin))).toEqual([]);
  });
}
