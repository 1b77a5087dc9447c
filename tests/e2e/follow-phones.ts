import { expect, type Browser, type FrameLocator, type Locator, type Page } from '@playwright/test';
import { expectOnScreen, tap } from './helpers';
import { newContext } from './contexts';

/*
 * Phones following a game (kit/link/live/follow), for the follow specs: one browser
 * context per phone, each QR passed as a photo of the screen (as the own-phone specs do).
 * Chromium's WebRTC links two contexts of one browser on localhost (host candidates only).
 */

export const LIVE = 'Following the playing phone live.';

export interface Phone {
  page: Page;
  name: string;
  requests: string[];
}

/** A phone at `viewport` on `path`, with nothing saved. */
export async function phone(browser: Browser, name: string, viewport: { width: number; height: number }, path: string): Promise<Phone> {
  const context = await newContext(browser, { viewport, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const p: Phone = { page, name, requests: [] };
  page.on('request', (r) => p.requests.push(r.url()));
  page.on('pageerror', (e) => console.log(name, 'pageerror', e.message));
  page.on('console', (m) => m.type() === 'error' && console.log(name, 'console', m.text()));
  await page.goto(path);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  return p;
}

/** SHOTS=<dir>: a phone's screen at a step, to look at. */
export async function shot(p: Phone, step: string, size: string) {
  if (process.env.SHOTS) await p.page.screenshot({ path: `${process.env.SHOTS}/${size}-${step}-${p.name}.png` });
}

/** The playing phone's "Follow on another phone", in its frame over the game. */
export const hostFrame = (p: Phone): FrameLocator => p.page.frameLocator('iframe[name="follow-host"]');
export const hosting = (p: Phone) => hostFrame(p).getByRole('dialog', { name: 'Follow this game on other phones' });

/** The QR on `from`'s screen, photographed and given to the scanner on `to`'s screen (the follow dialog's on the playing phone). */
export async function pass(from: Phone | FrameLocator, to: Page | FrameLocator, label: RegExp) {
  const qr = ('page' in from ? from.page : from).getByRole('img', { name: label });
  await expectOnScreen(qr);
  const png = await qr.screenshot();
  await to.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
}

/** The playing phone's "Follow on another phone", under the game: its dialog shows the follow code on screen. */
export async function openFollow(host: Phone) {
  const link = host.page.getByRole('link', { name: 'Follow on another phone' });
  await link.scrollIntoViewIfNeeded();
  await tap(link);
  await expectOnScreen(hostFrame(host).getByRole('img', { name: /^QR code: .*Other phone: scan this with the camera/ }));
}

/** A follower links to the playing phone: the playing phone's follow code, then the follower's answer. */
export async function follow(host: Phone, f: Phone, already: number) {
  const dialog = hosting(host);
  await expect(dialog).toBeVisible();
  // The follower opened the follow page itself (not by the code's address): it asks to scan there.
  await tap(f.page.getByRole('button', { name: 'Scan its code with this page' }), f.page.getByText(/^On the playing phone, tap “Follow on another phone”/));
  await pass(hostFrame(host), f.page, /^QR code: .*Other phone: scan this with the camera/);
  await expect(f.page.getByRole('img', { name: /Playing phone: scan this answer code/ })).toBeVisible();
  await pass(f, hostFrame(host), /Playing phone: scan this answer code/);
  await expect(dialog.getByRole('status').first()).toHaveText(already === 0 ? 'One phone follows this game.' : `${already + 1} phones follow this game.`);
  await expect(f.page.getByRole('status').filter({ hasText: LIVE })).toHaveCount(1);
}

/** Done on the playing phone's follow dialog: the game again, the frame hidden; the phones linked go on following. */
export async function closeFollow(host: Phone, ...onScreen: Locator[]) {
  await tap(hosting(host).getByRole('button', { name: 'Done' }));
  await expect(host.page.locator('iframe[name="follow-host"]')).toBeHidden();
  await expectOnScreen(...onScreen);
}

/** Nothing any phone asked for left the site. */
export function expectNothingOffSite(...phones: Phone[]) {
  for (const p of phones) {
    const origin = new URL(p.page.url()).origin;
    expect(
      p.requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:') && !u.startsWith('blob:')),
      p.name,
    ).toEqual([]);
  }
}
