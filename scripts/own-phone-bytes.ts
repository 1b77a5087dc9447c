// What "Each on our own phone" costs in JavaScript on top of the play page: the scripts
// choosing the mode fetches on a page touched once before (its first-touch loads, the
// one-phone code the mode shares, already in), the QR decoder apart (it loads only where BarcodeDetector is missing). Shared by the bench
// (scripts/bench.ts) and the byte budgets in npm test (tests/e2e/budgets.spec.ts).
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContextOptions, Page } from '@playwright/test';
import { networkQuiet } from './helpers-loaded.ts';
import { base, fileFor, gzipSize } from './site.ts';

/** The QR decoder's code (src/kit/link/scan.ts; src/build/offline.ts knows it the same way): the address it would load its wasm from by default. */
const QR_DECODER_CODE = /fastly\.jsdelivr\.net\/npm\/zxing-wasm/;

export const isJs = (path: string): boolean => /\.(js|wasm)$/.test(path);
/** The QR decoder (barcode-detector on zxing-wasm) and its wasm. */
export const isDecoder = (path: string): boolean => /\.wasm$|\/zxing_reader\.[\w-]+\.js$/.test(path) || QR_DECODER_CODE.test(readFileSync(fileFor(path)!, 'utf8'));
/** Gzip bytes of a built file by its address. */
export const gz = (path: string): number => gzipSize(readFileSync(fileFor(path)!));
/** Gzip bytes of built scripts, the decoder apart. */
export const sumBytes = (paths: Iterable<string>): number => [...paths].filter((path) => fileFor(path) && !isDecoder(path)).reduce((total, path) => total + gz(path), 0);

/** The built scripts a file reaches through its imports, static and dynamic (itself included), those in `loaded` apart. */
export function reach(entry: string, loaded: Set<string>): Set<string> {
  const found = new Set<string>();
  const queue = [entry];
  while (queue.length) {
    const path = queue.pop()!;
    if (found.has(path) || loaded.has(path) || !fileFor(path)) continue;
    found.add(path);
    const code = readFileSync(fileFor(path)!, 'utf8');
    for (const [, dep] of code.matchAll(/(?:from\s*|import\s*\(?\s*)["'`]\.\/([\w.-]+\.js)["'`]/g)) queue.push(path.replace(/[^/]+$/, dep!));
  }
  return found;
}

/** Script addresses of `origin` this page fetches from now on. */
export function record(page: Page, origin: string): Set<string> {
  const seen = new Set<string>();
  page.on('response', (r) => {
    const url = new URL(r.url());
    if (url.origin === origin && isJs(url.pathname)) seen.add(url.pathname);
  });
  return seen;
}

/** The mode's own entry among fetched scripts. */
export const modeEntry = (fetched: Iterable<string>): string | undefined => [...fetched].find((f) => /\/OwnPhones\.[\w-]+\.js$/.test(f));

/**
 * The mode chosen on a page already touched once (its heading): what only the mode loads,
 * in gzip bytes, with the files (the decoder apart). `origin`: where the built site is served.
 */
export async function modeOnlyBytes(browser: Browser, origin: string, path: string, phone: BrowserContextOptions): Promise<{ bytes: number; files: string[] }> {
  const context = await browser.newContext({ ...phone, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    await page.goto(origin + base.replace(/\/$/, '') + path.slice(base.length - 1));
    await page.waitForLoadState('networkidle');
    await page.getByRole('heading').first().click();
    await networkQuiet(page);
    const onlyMode = record(page, origin);
    await page.getByRole('button', { name: /^Each on our own phone/ }).click();
    await page.getByLabel('Your name').waitFor();
    await networkQuiet(page);
    if (!modeEntry(onlyMode)) throw new Error(`${path}: no OwnPhones script fetched when the mode was chosen.`);
    const files = [...onlyMode].filter((f) => !isDecoder(f));
    return { bytes: sumBytes(files), files };
  } finally {
    await context.close();
  }
}
