// A first visit to one page, on a phone that has never seen the site: the page, every
// helper's code, and all the service worker precaches, each address counted once (a second
// request for it is answered by the browser's cache), gzip for text as a static host sends
// it. Pictures the page loads lazily (loading="lazy": the printables' thumbnails) come only
// as a person scrolls to them: those the browser had not fetched before the page was
// scrolled are counted apart (`scrolledTo`), not in the first visit; the page is scrolled
// through all the same, as helpers below the fold load only when seen. Shared by the bench (scripts/bench.ts) and the byte budgets in npm test
// (tests/e2e/budgets.spec.ts).
import type { Browser, BrowserContextOptions } from '@playwright/test';
import { loadEveryHelper } from './helpers-loaded.ts';
import { base, fileFor, transferSize } from './site.ts';

export interface FirstVisit {
  /** Every address of the site fetched, with its bytes on the wire. */
  fetched: Map<string, number>;
  /** Everything but PDFs and the pictures only scrolling brought (the first-visit budget). */
  total: number;
  /** Lazy pictures fetched only once the page was scrolled to them, with their bytes. */
  scrolledTo: Map<string, number>;
  /** PDFs (only the printables page fetches them, by design). */
  pdfs: number;
  /** Requests to other sites (there must be none). */
  offSite: string[];
}

/** `origin`: where the built site is served (its base path is the build's). */
export async function firstVisit(browser: Browser, origin: string, path: string, phone: BrowserContextOptions): Promise<FirstVisit> {
  const context = await browser.newContext(phone);
  const fetched = new Map<string, number>();
  const offSite: string[] = [];
  /** Pictures the page itself asked for after it began to scroll. */
  const pictures = new Set<string>();
  let scrolling = false;
  /** The page's lazy pictures (their addresses). */
  let lazy = new Set<string>();
  let lastActivity = Date.now();
  try {
    context.on('request', (r) => {
      lastActivity = Date.now();
      if (!r.url().startsWith(origin)) offSite.push(r.url());
      else if (scrolling && r.resourceType() === 'image' && !r.serviceWorker()) pictures.add(new URL(r.url()).pathname);
    });
    context.on('requestfinished', async (r) => {
      lastActivity = Date.now();
      const url = new URL(r.url());
      if (url.origin !== origin) return;
      const file = fileFor(url.pathname);
      fetched.set(url.pathname, file ? transferSize(file) : (await r.sizes()).responseBodySize);
    });
    const page = await context.newPage();
    await page.goto(origin + base.replace(/\/$/, '') + path.slice(base.length - 1));
    await page.waitForLoadState('networkidle'); // what the first screen brings, lazy pictures near it included
    lazy = new Set(await page.locator('img[loading="lazy"]').evaluateAll((imgs) => imgs.map((img) => new URL((img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src).pathname)));
    scrolling = true;
    await loadEveryHelper(page, 60_000); // a busy machine hydrates slowly; the bytes are the same
    // The service worker has installed (precached) and activated (the printables page then fetches every PDF).
    await page.evaluate(
      () =>
        Promise.race([
          navigator.serviceWorker.ready.then((reg) =>
            reg.active!.state === 'activated' ? undefined : new Promise((r) => reg.active!.addEventListener('statechange', r)),
          ),
          new Promise((r) => setTimeout(r, 20_000)),
        ]),
    );
    while (Date.now() - lastActivity < 1500) await new Promise((r) => setTimeout(r, 250));
  } finally {
    await context.close();
  }
  let total = 0;
  let pdfs = 0;
  const scrolledTo = new Map<string, number>();
  for (const [p, size] of fetched) {
    if (p.endsWith('.pdf')) pdfs += size;
    else if (pictures.has(p) && lazy.has(p)) scrolledTo.set(p, size);
    else total += size;
  }
  return { fetched, total, scrolledTo, pdfs, offSite };
}
