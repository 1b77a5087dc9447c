import { expect, test, type Browser } from '@playwright/test';
import { fromHex } from '../../src/kit/link/bytes.ts';
import { decode, encode, parseTable, toTyped, type Message } from '../../src/kit/link/codec.ts';
import { expectOnScreen, stepHeading, tap, writeDownWords } from './helpers';
import { openPhone, type OwnPhone } from './own-phone';
import { closeContexts } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * Empress, "Each on our own phone": two browser contexts are two phones at 390×844. Every
 * code passes from one page's screen to the other's scanner as a player's photo would (a
 * screenshot of the QR given to "Use a photo of the code", read by the site's own decoder:
 * desktop Chromium has no BarcodeDetector). At every step of every play: nothing of the
 * lead's card on the other phone (page or storage) before its reveal, nor of the answer on
 * the lead's phone before it is scanned.
 */

const PLAY = '/games/empress/play/';
const SAVE = 'tablemate:empress/own-phone:v1';

type Phone = OwnPhone;

/** The same match is played with the phones upright and sideways (the test sets these for its phones). */
let WIDTH = 390;
let HEIGHT = 844;

const phone = (browser: Browser, name: string): Promise<Phone> => openPhone(browser, name, PLAY, { width: WIDTH, height: HEIGHT });

const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Phone) => stepHeading(p.page);
const qr = (p: Phone) => p.page.getByRole('img', { name: /^QR code:/ }).first();
const alert = (p: Phone) => p.page.getByRole('alert');

/** OWN_SHOTS=<dir>: the two phones side by side at the steps that matter (for the closing note). */
async function shot(browser: Browser, step: string, left: Phone, right: Phone) {
  const dir = process.env.OWN_SHOTS;
  if (!dir) return;
  const [l, r] = [await left.page.screenshot(), await right.page.screenshot()];
  const page = await browser.newPage({ viewport: { width: 2 * WIDTH + 20, height: HEIGHT + 36 } });
  const img = (b: Buffer, name: string) => `<figure style="margin:0"><figcaption>${name}’s phone</figcaption><img src="data:image/png;base64,${b.toString('base64')}" width="${WIDTH}" height="${HEIGHT}" style="border:1px solid #888"></figure>`;
  await page.setContent(`<body style="margin:4px;display:flex;gap:10px;font:14px sans-serif">${img(l, left.name)}${img(r, right.name)}</body>`);
  await page.screenshot({ path: `${dir}/empress-${WIDTH}x${HEIGHT}-${step}.png` });
  await page.close();
}

/** The QR on `from`'s screen (on screen without scrolling), photographed and given to `to`'s scanner. */
async function pass(from: Phone, to: Phone) {
  await expectOnScreen(qr(from));
  const png = await qr(from).screenshot();
  await to.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  to.scans++;
}

/** A code typed into `to`'s scanner ("Type the code instead"). */
async function type(to: Phone, code: string) {
  const fold = to.page.getByText('Type the code instead');
  if (!(await to.page.getByLabel(/^Type /).isVisible())) await fold.click();
  await to.page.getByLabel(/^Type /).fill(code);
  await to.page.getByRole('button', { name: 'Use this code' }).click();
}

/** A code a phone showed (its save's hex), read back as a message, to make a tampered one from it with a good checksum. */
const message = (hex: string): Message => {
  const m = decode(fromHex(hex));
  if (!m.ok) throw new Error(m.error);
  return m.value;
};

/** A seal as a player types it: the commit without the lead's own box that rides in its QR (flagged in the seat byte's top bit). */
const typedSeal = (hex: string): Message => {
  const m = message(hex);
  const p = m.payload;
  if (!(p[1]! & 0x80)) return m;
  return { ...m, payload: Uint8Array.of(p[0]!, p[1]! & 0x7f, ...p.slice(2, 18), ...p.slice(19 + p[18]!)) };
};
const save = async (p: Phone) => JSON.parse((await p.page.evaluate((k) => localStorage.getItem(k), SAVE)) ?? 'null')?.state;
/** Everything a script on the page can read: its storage, and the page's text and markup. */
const everything = async (p: Phone) => p.page.evaluate(() => JSON.stringify({ ...localStorage }) + document.documentElement.outerHTML + document.body.innerText);

/**
 * The lead's card (with its salt) is in the lead's phone's kept box only until its reveal,
 * encrypted to that phone's own key: neither save holds a card for this play (both hold it
 * face down), the other phone holds no seal of its own, and its page names no card.
 */
async function expectLeadSecret(lead: Phone, other: Phone, game: number, play: number) {
  const mine = await save(lead);
  const theirs = await save(other);
  for (const s of [mine, theirs]) expect([null, 'face-down']).toContain(s.match.pending);
  expect(theirs.sealed).toBeNull();
  const all = await everything(other);
  // The lead's own box of its card rides in the seal (EP-6): the other phone keeps it as it came, encrypted to the lead's key, and nowhere else.
  if (mine.sealed) expect(all.replaceAll(`"kept\\":\\"${mine.sealed.kept}`, '')).not.toContain(mine.sealed.kept);
  await expect(other.page.getByRole('figure', { name: `Game ${game}, play ${play}` })).toHaveCount(0);
  expect(all).not.toMatch(/You laid/);
}

/** The answer is on the answering phone only until the lead's phone scans it. */
async function expectAnswerSecret(lead: Phone, other: Phone) {
  const theirs = await save(lead);
  expect(theirs.answer).toBeNull();
  expect(await everything(lead)).not.toMatch(/You answered/);
  void other;
}

const lay = (card: 'empress' | 'assassin' | 'citizen') => (card === 'citizen' ? 'Lay a Citizen' : `Lay the ${card === 'empress' ? 'Empress' : 'Assassin'}`);

for (const [width, height] of [[390, 844], [844, 390]] as const) test(`${width}×${height}: two phones play a whole Empress match by QR: each holds its own hand, a reload loses nothing, bad codes are refused in words, no network`, async ({ browser }) => {
  test.setTimeout(300_000);
  [WIDTH, HEIGHT] = [width, height];
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');
  const totals = (p: Phone) => p.page.locator('.empress-totals').first().innerText();

  // Joining: Ana opens the table; Ben scans its first code and shows his seat code; Ana scans it.
  // (Sideways, the page's first screen shows the choice of mode below the fold: a player scrolls to it before the first tap.)
  for (const p of [ana, ben]) await button(p, /^Each on our own phone/).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(ana, /^Each on our own phone/), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await tap(button(ana, 'Open a table'), heading(ana));
  await writeDownWords(ana.page);
  await expectOnScreen(qr(ana), button(ana, 'Scan their seat code'));
  await expect(heading(ana)).toHaveText(/^Your table: [0-9A-Z]{6}$/);
  const table = parseTable((await heading(ana).innerText()).slice(-6))!;
  await tap(button(ben, /^Each on our own phone/), ben.page.getByLabel('Your name'));
  await ben.page.getByLabel('Your name').fill('Ben');
  await tap(button(ben, 'Join a table'), button(ben, 'Scan the table phone’s code'));
  await shot(browser, '1-table', ana, ben);
  await pass(ana, ben);
  await writeDownWords(ben.page);
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  await expectOnScreen(qr(ben));
  await pass(ben, ana);
  await expect(heading(ana)).toHaveText('Set up the match');
  await ana.page.getByRole('radio', { name: 'Ana' }).check();
  await ana.page.getByLabel('Coins per point (optional)').fill('0.50');
  await tap(button(ana, 'Start the match'), heading(ana), qr(ana));
  await expect(heading(ana)).toHaveText('Ben: scan the start code');
  await shot(browser, '2-start', ana, ben);
  await pass(ana, ben);
  await expect(heading(ben)).toHaveText('Game 1 of 4, play 1: Ana leads');
  await expectOnScreen(button(ben, 'Scan Ana’s seal'));
  await tap(button(ana, 'Ben’s phone shows the match'), heading(ana), button(ana, 'Lay the Empress'));
  await expect(heading(ana)).toHaveText('Game 1 of 4, play 1: you lead');
  // Both phones have the mode's code and the decoder: airplane mode from here on, and nothing may reach the network.
  for (const p of [ana, ben]) {
    await p.context.setOffline(true);
    p.playing = true;
  }
  const joinScans = ana.scans + ben.scans;

  const phones = { Ana: ana, Ben: ben };
  let checkedTampers = false;
  let reloaded = false;
  /** One play: the lead lays and seals, the other scans the seal and answers, the lead scans the answer, the other scans the reveal. */
  async function play(game: number, n: number, leadName: 'Ana' | 'Ben', leadCard: 'empress' | 'assassin' | 'citizen', answer: 'empress' | 'assassin' | 'citizen') {
    const lead = phones[leadName];
    const other = leadName === 'Ana' ? ben : ana;
    await expect(heading(lead)).toHaveText(new RegExp(`play ${n}: you lead$`));
    await expect(heading(other)).toHaveText(new RegExp(`play ${n}: ${lead.name} leads$`));
    await expectLeadSecret(lead, other, game, n);
    await tap(button(lead, lay(leadCard)), heading(lead), qr(lead), lead.page.locator('.link-words').first());
    await expect(heading(lead)).toHaveText(`${other.name}: scan ${lead.name}’s seal`);
    const words = await lead.page.locator('.link-words').first().innerText();
    expect(words.split(' ')).toHaveLength(3);
    if (game === 1 && n === 1) {
      // The lead's own card stays face down on its screen too, named only on request (from its kept box).
      await expect(lead.page.getByText(/You laid/)).toHaveCount(0);
      await lead.page.getByRole('button', { name: 'Show my card' }).click();
      await expect(lead.page.getByText('You laid a Citizen, face down.')).toBeVisible();
      // Named, the card never shares the screen with the seal's code, which the rival holds a phone over to scan.
      await expect(qr(lead)).toHaveCount(0);
      await expect(lead.page.locator('.link-words')).toHaveCount(0);
      await lead.page.getByRole('button', { name: 'Hide my card' }).click();
      await expect(lead.page.getByText(/You laid/)).toHaveCount(0);
      await expect(qr(lead)).toBeVisible();
    }
    await expectLeadSecret(lead, other, game, n);

    if (!checkedTampers) {
      checkedTampers = true;
      // Another table's seal, typed: refused in words; the phone waits on as it was.
      const seal = encode(typedSeal((await save(lead)).show.code));
      const stranger = toTyped(encode({ ...typedSeal((await save(lead)).show.code), table: table ^ 1 }))!;
      await type(other, stranger);
      await expect(alert(other)).toHaveText('This code is from another table.');
      // The real seal with one character changed.
      const real = toTyped(seal)!;
      const changed = real.slice(0, 12) + (real[12] === '7' ? '8' : '7') + real.slice(13);
      await type(other, changed);
      await expect(alert(other)).toHaveText('This code was changed or misread: scan it again.');
      await expect(heading(other)).toHaveText(new RegExp(`play ${n}: ${lead.name} leads$`));
    }
    if (game === 1 && n === 2) {
      // An earlier play's code (this seal as if made for play 1).
      const old = toTyped(encode({ ...typedSeal((await save(lead)).show.code), round: 1 }))!;
      await type(other, old);
      await expect(alert(other)).toHaveText('This code is from an earlier play: scan the code on the other phone now.');
    }

    await pass(lead, other);
    await expect(heading(other)).toHaveText(`${other.name}, answer ${lead.name}’s card`);
    await expect(other.page.locator('.link-words').first()).toHaveText(words);
    await expectOnScreen(other.page.getByRole('group', { name: 'Your hand' }));
    await expectLeadSecret(lead, other, game, n);
    if (!reloaded) {
      // Both phones reload (or lock and die) mid-play: each comes back where it was, holding the same.
      reloaded = true;
      for (const p of [lead, other]) {
        const before = await save(p);
        const text = await heading(p).innerText();
        await p.page.reload();
        await expect(heading(p)).toHaveText(text);
        expect(await save(p)).toEqual(before);
      }
      await expect(lead.page.locator('.link-words').first()).toHaveText(words);
      // A reloaded page opens at its top: upright, the seal's code is on screen there; sideways each player
      // touches the screen and scrolls to it (the screen follows the game again from a first touch: kit/ui/follow.ts).
      if (WIDTH > HEIGHT) {
        for (const p of [lead, other]) await heading(p).tap();
        await qr(lead).evaluate((el) => el.scrollIntoView({ block: 'center' }));
        await other.page.getByRole('group', { name: 'Your hand' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      }
      await expectOnScreen(qr(lead), other.page.getByRole('group', { name: 'Your hand' }));
    }

    await tap(button(other, lay(answer)), heading(other), qr(other));
    await expect(heading(other)).toHaveText(`${lead.name}: scan ${other.name}’s answer`);
    await expectAnswerSecret(lead, other);
    await expectLeadSecret(lead, other, game, n);
    await shot(browser, `3-g${game}p${n}-answered`, ana, ben);
    await pass(other, lead);
    await expect(heading(lead)).toHaveText(`${other.name}: scan ${lead.name}’s reveal`);
    await expectOnScreen(lead.page.getByRole('figure', { name: `Game ${game}, play ${n}` }), qr(lead));
    // The lead's phone has scored the play; the other's still holds nothing of the lead's card.
    await expectLeadSecret(lead, other, game, n);
    if (n === 1) await shot(browser, `3-g${game}p1-lead-scored`, ana, ben);

    if (game === 1 && n === 1) {
      // A reveal that doesn't match the seal (the real one with its salt changed, typed with a good checksum): refused in words.
      const real = message((await save(lead)).show.code);
      const payload = real.payload.slice();
      payload[5] = payload[5]! ^ 0x40;
      const cheat = toTyped(encode({ ...real, payload }))!;
      await type(other, cheat);
      await expect(alert(other)).toHaveText(`This reveal doesn't match what ${lead.name} sealed: the card was changed after sealing. Scan ${lead.name}'s reveal again.`);
      await expect(heading(other)).toHaveText(`${lead.name}: scan ${other.name}’s answer`);
    }
    await pass(lead, other);
    await expect(other.page.getByRole('figure', { name: `Game ${game}, play ${n}` })).toBeVisible();
    await expect(other.page.getByRole('status').filter({ hasText: 'reveal matches the seal' })).toContainText(words);
    await tap(button(lead, /^Next play$|^See the final score$/), heading(lead));
    expect(await totals(other)).toBe(await totals(lead));
  }

  async function forced(game: number) {
    for (const p of [ana, ben]) {
      await expect(heading(p)).toHaveText(/play 5: the forced last play$/);
      await tap(button(p, 'Reveal the last play'), heading(p), p.page.getByRole('figure', { name: `Game ${game}, play 5` }));
    }
  }

  // Game 1: Ana holds the Empress hand. A draw, then Ben leads and Ana's Empress beats his Citizen (Ana +1).
  await play(1, 1, 'Ana', 'citizen', 'citizen');
  await shot(browser, '4-after-a-draw', ana, ben);
  await play(1, 2, 'Ben', 'citizen', 'empress');
  // Game 2: Ben holds the Empress hand and leads; Ana's Assassin slays his Empress (Ana +4).
  await play(2, 1, 'Ben', 'empress', 'assassin');
  // Game 3: four draws, then the forced last play: the Assassin slays the Empress (Ben +4).
  for (let n = 1; n <= 4; n++) await play(3, n, n % 2 === 1 ? 'Ana' : 'Ben', 'citizen', 'citizen');
  await forced(3);
  // Game 4: Ben's Empress hand leads a Citizen; Ana's Assassin is caught (Ben +1).
  await play(4, 1, 'Ben', 'citizen', 'assassin');

  for (const p of [ana, ben]) await expect(heading(p)).toHaveText('Match over');
  for (const p of [ana, ben]) await expect(p.page.locator('.empress-result')).toHaveText('The match is a tie on points, so nobody owes anything.');
  expect(await totals(ana)).toBe(await totals(ben));
  await expect(ana.page.locator('.empress-totals').first()).toContainText('Ana 5');
  await expect(ana.page.locator('.empress-totals').first()).toContainText('Ben 5');
  await shot(browser, '5-over', ana, ben);

  // Once loaded, not one request reached the network: the whole match ran offline on the two phones and their codes.
  expect([...ana.network, ...ben.network]).toEqual([]);
  console.log(`Empress own phones: scans to join ${joinScans}, a whole match Ana ${ana.scans}, Ben ${ben.scans} (join included)`);
});

test("the mode's code loads only when chosen; a phone's camera app opening the table's address lands on Join", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto(PLAY);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  // The other modes, first touch included: no own-phone code, no QR decoder.
  await tap(page.getByRole('button', { name: /^With real cards/ }), page.getByLabel('Player 1 name'));
  await page.getByLabel('Player 1 name').fill('Ana');
  expect(loaded.filter((u) => /OwnPhones|ponyfill|zxing/.test(u))).toEqual([]);

  // The table phone's first code is its play page's address with the table code (this phone last used the tracker).
  await page.goto('about:blank');
  await page.goto(`${PLAY}#join=K7QM3X~Ana`);
  await expect(heading({ page } as Phone)).toHaveText('Join a table');
  expect(loaded.some((u) => /OwnPhones/.test(u))).toBe(true);
  // The address names the table phone's player: the same name is refused here, before any words or seat code.
  await page.getByLabel('Your name').fill('ana');
  await tap(page.getByRole('button', { name: 'Join table K7QM3X' }), page.getByRole('alert'));
  await expect(page.getByRole('alert')).toHaveText('Two players are called "ana": add an initial so the table can tell them apart.');
  await expect(stepHeading(page)).toHaveText('Join a table');
  // A name too long is said so, never cut short as it is typed.
  await page.getByLabel('Your name').fill('Bartholomew Christopherson');
  await tap(page.getByRole('button', { name: 'Join table K7QM3X' }), page.getByRole('alert'));
  await expect(page.getByRole('alert')).toHaveText('"Bartholomew Christopherson" is too long: keep names to 20 letters.');
  await page.getByLabel('Your name').fill('Ben');
  await tap(page.getByRole('button', { name: 'Join table K7QM3X' }), stepHeading(page));
  await writeDownWords(page);
  // The address named the table phone's player: the seat code says whose phone scans it.
  await expectOnScreen(page.getByRole('img', { name: /^QR code: Ana: scan Ben/ }));
  await expect(stepHeading(page)).toHaveText('Ben: your seat code');
  // Leaving the table goes back to the choice of mode, the address without its table code.
  await page.getByRole('button', { name: 'Leave this table' }).click();
  await page.getByRole('button', { name: 'Yes, start over' }).click();
  await expect(stepHeading(page)).toHaveText('How are you playing?');
  expect(new URL(page.url()).hash).toBe('');
});

/* ------------------------------------------------------------------ a phone that lost its storage (EP-6) */

for (const [width, height] of [[390, 844], [844, 390]] as const) test(`${width}×${height}: a player's phone and then the table phone lose their storage mid-play; each comes back with one scan and its four words, the sealed card stands both times, the match ends, both phones agree, nothing leaves the site (EP-6)`, async ({ browser }) => {
  test.setTimeout(240_000);
  [WIDTH, HEIGHT] = [390, 844];
  const ana = await phone(browser, 'Ana');
  const ben = await phone(browser, 'Ben');
  const totals = (p: Phone) => p.page.locator('.empress-totals').first().innerText();
  const at = (step: string) => shot(browser, `rejoin-${step}`, ana, ben);

  await tap(button(ana, /^Each on our own phone/), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await tap(button(ana, 'Open a table'), heading(ana));
  // Each phone deals its player four recovery words when it joins, on their own step before its first code.
  const anaWords = await writeDownWords(ana.page);
  await expectOnScreen(qr(ana), button(ana, 'Scan their seat code'));
  await tap(button(ben, /^Each on our own phone/), ben.page.getByLabel('Your name'));
  await ben.page.getByLabel('Your name').fill('Ben');
  await tap(button(ben, 'Join a table'), button(ben, 'Scan the table phone’s code'));
  await pass(ana, ben);
  const benWords = await writeDownWords(ben.page);
  await expect(heading(ben)).toHaveText('Ben: your seat code');
  expect(benWords).not.toBe(anaWords);
  await pass(ben, ana);
  await ana.page.getByRole('radio', { name: 'Ana' }).check();
  await tap(button(ana, 'Start the match'), heading(ana), qr(ana));
  await pass(ana, ben);
  await tap(button(ana, 'Ben’s phone shows the match'), heading(ana), button(ana, 'Lay the Empress'));
  // From here on, nothing may leave the site (reloads and the site's own files are fine).
  for (const p of [ana, ben]) p.playing = true;

  /** The rest of a play once the answering phone has scanned the lead's seal. */
  async function finish(lead: Phone, other: Phone, answer: 'empress' | 'assassin' | 'citizen') {
    await tap(button(other, lay(answer)), heading(other), qr(other));
    await pass(other, lead);
    await expect(heading(lead)).toHaveText(`${other.name}: scan ${lead.name}’s reveal`);
    await pass(lead, other);
    await tap(button(lead, /^Next play$|^See the final score$/), heading(lead));
    expect(await totals(other)).toBe(await totals(lead));
  }
  async function play(lead: Phone, other: Phone, card: 'empress' | 'assassin' | 'citizen', answer: 'empress' | 'assassin' | 'citizen') {
    await tap(button(lead, lay(card)), heading(lead), qr(lead));
    await pass(lead, other);
    await expect(heading(other)).toHaveText(`${other.name}, answer ${lead.name}’s card`);
    await finish(lead, other, answer);
  }

  // Game 1, play 1: Ana leads and seals her Empress; Ben scans the seal and answers; then Ben's phone loses its storage.
  await tap(button(ana, lay('empress')), heading(ana), qr(ana));
  await pass(ana, ben);
  await tap(button(ben, lay('citizen')), heading(ben), qr(ben));
  const sealed = (await save(ana)).sealed;
  // Ana's phone, which stays at the table, plays on in airplane mode: bringing Ben back takes no signal.
  await ana.context.setOffline(true);
  await ben.page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
    for (const key of await caches.keys()) await caches.delete(key);
  });
  await ben.page.reload();
  // The rejoin's screens, upright and sideways.
  for (const p of [ana, ben]) await p.page.setViewportSize({ width, height });
  [WIDTH, HEIGHT] = [width, height];
  await at(`1-lost`);
  await button(ben, /^Each on our own phone/).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(ben, /^Each on our own phone/), button(ben, 'Rejoin a table'));
  await at('1b-first-screen');
  await tap(button(ben, 'Rejoin a table'), heading(ben), button(ben, 'Scan the rejoin code'));
  await expect(heading(ben)).toHaveText('Rejoin a table');
  // Ana's own seal is not a rejoin code: said in words, nothing lost.
  await qr(ana).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await pass(ana, ben);
  await expect(alert(ben)).toHaveText('This is not a rejoin code: on the other phone, tap “Bring back a phone that lost the table”, then scan the code it shows.');
  await at(`2-rejoin-screen`);

  const offer = ana.page.getByText('Bring back a phone that lost the table');
  await offer.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await offer.click();
  await expect(ana.page.getByText(/Your card stays laid face down and sealed: Ben’s phone gets the seal with the code, and answers\./)).toBeVisible();
  const bring = button(ana, 'Bring back Ben’s phone');
  await bring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(bring, heading(ana), ana.page.getByRole('img', { name: /^QR code: Ben: “Rejoin a table”/ }), button(ana, 'Ben’s phone is back'));
  await expect(heading(ana)).toHaveText('Bring back Ben’s phone');
  await expect(ana.page.getByRole('status').filter({ hasText: 'Your card stays laid' })).toBeVisible();
  await at(`3-bring-back`);

  await pass(ana, ben);
  // Ben types his four words: wrong ones are refused in words, and nothing is lost.
  await expect(heading(ben)).toHaveText('Ben: your four words');
  const typeWords = ben.page.getByLabel('The four words your phone showed you when you joined');
  await typeWords.fill(anaWords);
  await tap(button(ben, 'Bring my seat back'));
  await expect(alert(ben)).toHaveText('Those words don’t open this seat: check them and their order, or bring the phone back without them.', { timeout: 20_000 });
  await expectOnScreen(alert(ben), button(ben, 'Bring my seat back'), button(ben, 'I forgot my words'));
  await expect(heading(ben)).toHaveText('Ben: your four words');
  await typeWords.fill(benWords.toUpperCase());
  await tap(button(ben, 'Bring my seat back'));
  await expect(heading(ben)).toHaveText('Ben, answer Ana’s card', { timeout: 20_000 });
  await expect(ben.page.getByRole('status').filter({ hasText: 'You are back at table' })).toHaveText(/as Ben\. Ana has laid a card face down: answer it\./);
  await expectOnScreen(heading(ben), ben.page.getByRole('group', { name: 'Your hand' }));
  // Ben's phone holds Ana's seal (its digest), never her card or its salt.
  const back = await save(ben);
  expect(back.scanned.digest).toBe(sealed.digest);
  expect(await everything(ben)).not.toContain(sealed.kept);
  await tap(button(ana, 'Ben’s phone is back'), heading(ana), qr(ana));
  await expect(heading(ana)).toHaveText('Ben: scan Ana’s seal');
  await at(`4-back`);

  // The play goes on with Ana's sealed Empress; then the match to its end (each game one play).
  await finish(ana, ben, 'citizen');
  await play(ben, ana, 'empress', 'citizen');

  // Game 3: Ana leads and seals her Empress, Ben scans the seal and answers; then the table phone, Ana's, loses its storage.
  await tap(button(ana, lay('empress')), heading(ana), qr(ana));
  await pass(ana, ben);
  await tap(button(ben, lay('citizen')), heading(ben), qr(ben));
  const anaSealed = (await save(ana)).sealed;
  expect((await save(ben)).scanned.kept).toBe(anaSealed.kept);
  // Now Ben's phone stays, in airplane mode; Ana's comes back with a signal.
  await ana.context.setOffline(false);
  await ben.context.setOffline(true);
  await ana.page.evaluate(async () => {
    localStorage.clear();
    sessionStorage.clear();
    for (const db of await indexedDB.databases()) if (db.name) indexedDB.deleteDatabase(db.name);
  });
  await ana.page.reload();
  const offerAna = ben.page.getByText('Bring back a phone that lost the table');
  await offerAna.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await offerAna.click();
  await expect(ben.page.getByText(/With Ana’s four recovery words, Ana’s card comes back laid and sealed/)).toBeVisible();
  const bringAna = button(ben, 'Bring back Ana’s phone');
  await bringAna.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(bringAna, heading(ben), qr(ben), button(ben, 'Ana’s phone is back'), button(ben, 'Ana’s phone came back without words'));
  await at(`5-table-phone-lost`);
  await button(ana, /^Each on our own phone/).evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(ana, /^Each on our own phone/), button(ana, 'Rejoin a table'));
  await tap(button(ana, 'Rejoin a table'), heading(ana), button(ana, 'Scan the rejoin code'));
  await pass(ben, ana);
  await expect(heading(ana)).toHaveText('Ana: your four words');
  await ana.page.getByLabel('The four words your phone showed you when you joined').fill(anaWords);
  await tap(button(ana, 'Bring my seat back'));
  // Her Empress comes back laid and sealed, opened only by her key from her words: she waits for Ben's answer.
  await expect(heading(ana)).toHaveText('Ben: scan Ana’s seal', { timeout: 20_000 });
  await expect(ana.page.getByRole('status').filter({ hasText: 'You are back at table' })).toHaveText(/as Ana\. Your card is laid face down as it was: scan Ben’s answer\./);
  await expectOnScreen(heading(ana), button(ana, 'Scan Ben’s answer'));
  expect((await save(ana)).sealed.kept).toBe(anaSealed.kept);
  await at(`6-table-phone-back`);
  await tap(button(ben, 'Ana’s phone is back'), heading(ben), qr(ben));
  await pass(ben, ana);
  await expect(heading(ana)).toHaveText('Ben: scan Ana’s reveal');
  await pass(ana, ben);
  await tap(button(ana, /^Next play$|^See the final score$/), heading(ana));
  expect(await totals(ben)).toBe(await totals(ana));

  await play(ben, ana, 'empress', 'citizen');
  for (const p of [ana, ben]) await expect(heading(p)).toHaveText('Match over');
  expect(await totals(ana)).toBe(await totals(ben));
  await expect(ana.page.locator('.empress-totals').first()).toContainText('Ana 2');
  await at(`7-over`);
  // Nothing reached anywhere but the site.
  for (const p of [ana, ben]) expect(p.network.filter((u) => !u.replace(/^(failed|service worker): /, '').startsWith(new URL(p.page.url()).origin))).toEqual([]);
});
