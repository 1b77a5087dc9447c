import { expect, type Browser, type Locator } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectOnScreen, stepHeading, stepSettled, tap } from './helpers';
import { openPhone, type OwnPhone } from './own-phone';

/*
 * The Emperor's own phones in a browser (own-phones-emperor.spec.ts): each phone a browser
 * context, every code passed as a photo of its QR, and what a script on a phone could read.
 */
export const PLAY = '/games/emperor/play/';
export const PHONE_SAVE = 'tablemate:emperor/own-phone:v2';
export const TABLE_SAVE = 'tablemate:emperor/own-table:v2';

export interface Phone extends OwnPhone {
  /** The four recovery words the phone showed at join (EW-9). */
  words?: string;
}

/** The phones' screen, upright or sideways: set by each test. */
export const size = { width: 390, height: 844 };

export async function phone(browser: Browser, name: string): Promise<Phone> {
  const p = await openPhone(browser, name, PLAY, size);
  // A step that never comes fails in seconds, with the step named, rather than at the test's end.
  p.page.setDefaultTimeout(20_000);
  return p;
}

/**
 * A tap like a player's. Upright (390×844) the kit's `tap`: the target, then the result, on
 * screen without scrolling. Sideways (844×390) the player scrolls to the target first, and the
 * key steps are checked instead: every QR passed is on screen whole (`pass`).
 */
export async function press(target: Locator, ...next: Locator[]) {
  const page = target.page();
  if (size.width < size.height) await tap(target, ...next);
  else {
    await target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await target.click();
  }
  // A player's next scroll comes after the step's own, never before it.
  await stepSettled(page);
}

/** A fold under the step (a <details>, "Bring back a player’s phone"): its phone's holder scrolls to it and opens it. */
export async function unfold(p: Phone, summary: string, next?: Locator) {
  const s = p.page.locator('summary', { hasText: summary });
  await s.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await press(s, next ?? s);
}

/** The fold just opened reads as a live heading, not a held (dimmed) control: its contrast by axe at once, light and dark. */
export async function foldContrast(p: Phone) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await p.page.emulateMedia({ colorScheme });
    const axe = await new AxeBuilder({ page: p.page }).include('details[open]').withRules(['color-contrast']).analyze();
    expect(axe.violations.map((v) => `${colorScheme}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await p.page.emulateMedia({ colorScheme: 'light' });
}

export const button = (p: Phone, name: string | RegExp) => p.page.getByRole('button', { name, exact: typeof name === 'string' });
export const heading = (p: Phone) => stepHeading(p.page);
export const qr = (p: Phone) => p.page.getByRole('img', { name: /^QR code:/ }).first();
export const alert = (p: Phone) => p.page.getByRole('alert');

export async function shot(browser: Browser, step: string, left: Phone, right: Phone) {
  const dir = process.env.OWN_SHOTS;
  if (!dir) return;
  const [l, r] = [await left.page.screenshot(), await right.page.screenshot()];
  const page = await browser.newPage({ viewport: { width: 2 * size.width + 20, height: size.height + 36 } });
  const img = (b: Buffer, name: string) => `<figure style="margin:0"><figcaption>${name}’s phone</figcaption><img src="data:image/png;base64,${b.toString('base64')}" width="${size.width}" height="${size.height}" style="border:1px solid #888"></figure>`;
  await page.setContent(`<body style="margin:4px;display:flex;gap:10px;font:14px sans-serif">${img(l, left.name)}${img(r, right.name)}</body>`);
  await page.screenshot({ path: `${dir}/emperor-${size.width}x${size.height}-${step}.png` });
  await page.close();
}

/**
 * The QR on `from`'s screen (on screen without scrolling, as large as the screen allows),
 * photographed and given to `to`'s scanner. Upright a code is at least `least` px across (the
 * table's first code 224, every other 280); sideways as much of it as the height under the
 * step's heading allows with a line of words above the code (about 235 px at 844×390: the deal was once squeezed to 120 px by its label).
 */
export async function pass(from: Phone, to: Phone, qrOf: Locator = qr(from), least = 280) {
  await expectOnScreen(qrOf);
  const side = (await qrOf.boundingBox())!.width;
  expect(side, `the code ${from.name} shows, in px across`).toBeGreaterThanOrEqual(size.width < size.height ? least : Math.min(least, size.height - 155));
  const png = await qrOf.screenshot();
  await to.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
  to.scans++;
}

export interface OwnCard {
  kind: 'emperor' | 'loyalist' | 'rebel';
  faceUp: boolean;
  salt: string;
}
export const saved = async (p: Phone, key: string) => JSON.parse((await p.page.evaluate((k) => localStorage.getItem(k), key)) ?? 'null')?.state;
/** A phone's own cards: its seat's hand in its view of the game (own-view.ts), with their salts. */
export const hand = async (p: Phone): Promise<OwnCard[]> => {
  const s = await saved(p, PHONE_SAVE);
  return s.game.identity.hands[s.me].map((c: Omit<OwnCard, 'salt'>, i: number) => ({ ...c, salt: s.salts[i] }));
};
/** Everything a script on the page can read: storage, IndexedDB's names and stores, the page's markup and text. */
export const everything = async (p: Phone) =>
  p.page.evaluate(async () => {
    const dbs = await indexedDB.databases();
    return JSON.stringify({ ...localStorage }) + JSON.stringify(dbs) + document.documentElement.outerHTML + document.body.innerText;
  });

export const identityOf = (cards: OwnCard[]) => {
  if (cards.some((c) => c.kind === 'emperor')) return 'emperor';
  return cards.filter((c) => c.kind === 'rebel').length >= 2 ? 'rebel' : 'loyalist';
};

/** No phone holds another's cards: no other player's salt in its storage, IndexedDB or page; the table phone's save has no hand. */
export async function secretsKept(phones: Phone[], table: Phone) {
  const hands: OwnCard[][] = [];
  for (const p of phones) hands.push(await hand(p));
  for (const [i, p] of phones.entries()) {
    const all = await everything(p);
    for (const [j, h] of hands.entries()) {
      if (i === j) continue;
      for (const c of h) if (!hands[i]!.some((m) => m.salt === c.salt)) expect(all, `${p.name}'s phone holds ${phones[j]!.name}'s card`).not.toContain(c.salt);
    }
  }
  const t = await saved(table, TABLE_SAVE);
  expect(t.salts).toEqual([]);
  for (const h of t.game?.identity?.hands ?? []) for (const c of h) expect(c.faceUp || c.kind === 'rebel').toBe(true);
}
