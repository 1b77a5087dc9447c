// Firefox, driven over WebDriver BiDi by puppeteer-core (which never downloads a browser):
// the system's Firefox (FIREFOX_PATH, else `firefox-esr` or `firefox` on the PATH, else the
// macOS app). Each phone is a user context of its own: its own storage and service worker.
import { existsSync } from 'node:fs';
import puppeteer, { type ElementHandle, type Page } from 'puppeteer-core';
import { FIND_TIMEOUT, pacer, type Engine, type Phone, type Target } from './driver.ts';
import { pageLib } from './page.ts';
import { onPath } from './which.ts';

export function firefoxPath(): string | undefined {
  const mac = '/Applications/Firefox.app/Contents/MacOS/firefox';
  return process.env.FIREFOX_PATH || onPath('firefox-esr') || onPath('firefox') || (existsSync(mac) ? mac : undefined);
}

/**
 * Firefox reports a request its service worker could not answer (the server gone, nothing
 * kept yet) as an error of the page, even where the page's own code catches the failed
 * fetch (offline, a rules page's idle fetch of its search index and examples, kept only
 * once fetched: src/build/offline.ts). It says the same, in other words, of a request cut
 * off while its page reloads (a screen's file the first touch began to fetch). It is a failed
 * request, not a JavaScript error; a failure the page left uncaught is reported apart, as an
 * unhandled rejection, and a screen that could not load fails the step that needs it.
 */
const FAILED_REQUEST = /^(?:Error: )?Failed to load ‘[^’]*’\. A ServiceWorker (?:passed a promise to FetchEvent\.respondWith\(\) that rejected|intercepted the request and encountered an unexpected error)/;

const script = (fn: string, args: unknown[]) => `(async () => { const lib = (${pageLib})(); return (${fn})(lib, ...${JSON.stringify(args)}); })()`;

export async function firefox(origin: string): Promise<Engine> {
  const executablePath = firefoxPath();
  if (!executablePath) throw new Error('Firefox not found');
  const browser = await puppeteer.launch({ browser: 'firefox', executablePath, headless: true, protocolTimeout: 120_000 });
  const version = await browser.version();
  const phones: Phone[] = [];
  // Every phone is a tab of one browser window, and only the tab in front is visible: a
  // page in a tab behind gets no animation frames (the tap guard, kit/ui/fingers.ts, lets
  // go of a held control on a frame). Each phone is a screen of its own at the table, so
  // the phone a step acts on is brought to the front first.
  let front: Page | undefined;
  const inFront = async (page: Page) => {
    if (front === page) return;
    await page.bringToFront();
    front = page;
  };

  /** The element, once the page shows it (waited for, as a person waits for a screen to draw). */
  async function handle(page: Page, target: Target): Promise<ElementHandle<Element>> {
    const end = Date.now() + FIND_TIMEOUT;
    for (;;) {
      const el = (await page.evaluateHandle(`(() => (${pageLib})().find(${JSON.stringify(target)}))()`)).asElement();
      if (el) return el as ElementHandle<Element>;
      if (Date.now() > end) throw new Error(`not on the page: ${JSON.stringify(target)} (${await page.evaluate(`(${pageLib})().describe()`)})`);
      await new Promise((r) => setTimeout(r, 150));
    }
  }

  return {
    name: 'Firefox',
    version,
    async phone() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport({ width: 390, height: 844 });
      const pace = pacer();
      let errors: string[] = [];
      page.on('console', (m) => {
        if (m.type() === 'error') errors.push(`${page.url()}: console.error: ${m.text()}`);
      });
      page.on('pageerror', (e) => {
        const message = e instanceof Error ? e.message : String(e);
        if (!FAILED_REQUEST.test(message)) errors.push(`${page.url()}: uncaught: ${e instanceof Error ? e.stack || message : message}`);
      });
      const phone: Phone = {
        async goto(path) {
          await inFront(page);
          await page.goto(origin + path, { waitUntil: 'load' });
        },
        async reload() {
          await inFront(page);
          await page.reload({ waitUntil: 'load' });
        },
        async run<T>(fn: string, ...args: unknown[]) {
          await inFront(page);
          return (await page.evaluate(script(fn, args))) as T;
        },
        async click(target) {
          await inFront(page);
          await pace();
          try {
            await (await handle(page, target)).click();
          } catch (error) {
            // Drawn anew between finding and clicking (a helper's re-render): find it again.
            if (!/detached/i.test(String(error))) throw error;
            await (await handle(page, target)).click();
          }
        },
        async type(target, text) {
          await inFront(page);
          const field = await handle(page, target);
          await field.evaluate((el) => (el as HTMLInputElement).select());
          await field.type(text);
        },
        async shot(target) {
          await inFront(page);
          await (await handle(page, target)).evaluate((el) => el.scrollIntoView({ block: 'center' }));
          return page.screenshot({ type: 'png' });
        },
        async errors() {
          const out = errors;
          errors = [];
          return out;
        },
        async close() {
          if (front === page) front = undefined;
          await context.close();
        },
      };
      phones.push(phone);
      return phone;
    },
    close: () => browser.close(),
  };
}
