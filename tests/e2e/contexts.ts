import type { Browser, BrowserContext } from '@playwright/test';

/**
 * The browser contexts a test opens itself, one per phone. Playwright closes only its own
 * `context` fixture: these would stay open in the worker's browser, their pages still
 * running, under every test after (a seven-phone game left its phones open under the next
 * spec, which then ran out of time). A spec that opens them closes them after each test:
 * `test.afterEach(closeContexts)`.
 */
const opened = new Set<BrowserContext>();

/** `browser.newContext`, closed by `closeContexts`. */
export async function newContext(browser: Browser, options: Parameters<Browser['newContext']>[0]): Promise<BrowserContext> {
  const context = await browser.newContext(options);
  opened.add(context);
  return context;
}

/** Closes every context `newContext` opened (one closed already is left as it is). */
export async function closeContexts(): Promise<void> {
  const all = [...opened];
  opened.clear();
  await Promise.all(all.map((c) => c.close().catch(() => undefined)));
}
