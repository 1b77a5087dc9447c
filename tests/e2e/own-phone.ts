import type { Browser, BrowserContext, Page } from '@playwright/test';
import { newContext } from './contexts';

/*
 * One player's phone in an own-phone e2e spec (own-phones-emperor.spec.ts,
 * own-phones-empress.spec.ts): a browser context of its own, opened once online so the
 * service worker is installed and in control, then watched for anything that reaches the
 * network once its table plays offline.
 */

export interface OwnPhone {
  page: Page;
  context: BrowserContext;
  name: string;
  /** What reached the network (not answered by the service worker), or failed, while the table was playing offline. */
  network: string[];
  /** Set once the phone has every code it needs (airplane mode from then on). */
  playing: boolean;
  scans: number;
}

/** A phone that has opened `path` once, with no saved game: its service worker installed and in control. */
export async function openPhone(browser: Browser, name: string, path: string, viewport: { width: number; height: number }): Promise<OwnPhone> {
  const context = await newContext(browser, { viewport: { ...viewport }, hasTouch: true, isMobile: true });
  const page = await context.newPage();
  const p: OwnPhone = { page, context, name, network: [], playing: false, scans: 0 };
  page.on('response', (r) => {
    if (p.playing && !r.fromServiceWorker() && !r.url().startsWith('data:')) p.network.push(r.url());
  });
  page.on('requestfailed', (r) => {
    if (p.playing) p.network.push(`failed: ${r.url()}`);
  });
  // The service worker answers from its caches without a request; one it makes goes to the network.
  context.on('request', (r) => {
    if (p.playing && r.serviceWorker()) p.network.push(`service worker: ${r.url()}`);
  });
  await page.goto(path);
  await page.evaluate(async () => {
    localStorage.clear();
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) {
      await new Promise((resolve) => navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }));
    }
  });
  await page.reload();
  return p;
}
