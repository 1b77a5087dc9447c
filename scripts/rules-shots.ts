// Screenshots of the rules pages at 390 × 844 and 844 × 390: the top of each page, light
// and dark, a jump-bar tap's landing, a worked example as the page lists it (as without
// JavaScript) and part-way through its player. Reads the build, serves it on a free
// port, writes PNGs to the folder given (default test-results/rules-shots).
//   node scripts/rules-shots.ts shots/rules
// Plain erasable TypeScript: Node runs this file directly.
import { createServer } from 'node:http';
import { mkdirSync, readFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { BROWSER_ARGS, requireBrowser } from './find-browser.ts';
import { fileFor } from './site.ts';
import { SLUGS } from './games.ts';

const out = process.argv[2] ?? 'test-results/rules-shots';
mkdirSync(out, { recursive: true });
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.json': 'application/json' };
const server = createServer((req, res) => {
  const file = fileFor(new URL(req.url ?? '/', 'http://x').pathname);
  if (!file) return void res.writeHead(404).end();
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const origin = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
const browser = await chromium.launch({ executablePath: requireBrowser().path, args: BROWSER_ARGS });

/** Steps an example forward `steps` times, then shoots the example. */
async function example(page: Page, name: RegExp, steps: number, file: string) {
  const walk = page.getByRole('region', { name });
  await walk.scrollIntoViewIfNeeded();
  await walk.getByRole('button', { name: 'Show it step by step' }).click();
  const next = walk.locator('.walk-player').getByRole('button', { name: 'Next step' });
  await next.waitFor();
  for (let i = 0; i < steps; i++) {
    await next.click({ trial: false });
    await page.waitForTimeout(50);
  }
  await walk.scrollIntoViewIfNeeded();
  await walk.screenshot({ path: join(out, file) });
}

for (const scheme of ['light', 'dark'] as const) {
  const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, colorScheme: scheme });
  for (const slug of SLUGS) {
    await page.goto(`${origin}/games/${slug}/`);
    await page.screenshot({ path: join(out, `${slug}-top-${scheme}.png`) });
  }
  if (scheme === 'light') {
    await page.goto(`${origin}/games/sibling-rivalry/`);
    await example(page, /switch from Tickles/, 3, 'sibling-rivalry-switch-step-4.png');
    await page.goto(`${origin}/games/emperor/`);
    await example(page, /Transposition/, 1, 'emperor-transposition-step-2.png');
    await example(page, /Condemn, from the card/, 3, 'emperor-condemn-step-4.png');
    await page.goto(`${origin}/games/empress/`);
    await example(page, /Two games/, 3, 'empress-games-step-4.png');
    await page.goto(`${origin}/games/empty-rivalry/`);
    await example(page, /A round/, 6, 'empty-rivalry-round-step-7.png');
    await page.goto(`${origin}/games/subtweet/`);
    await example(page, /Two turns/, 3, 'subtweet-penalties-step-4.png');
  } else {
    await page.goto(`${origin}/games/emperor/`);
    await example(page, /Condemn, from the card/, 3, 'emperor-condemn-step-4-dark.png');
  }
  await page.close();
}
// Sideways, and each page's second jump (a jump lands its heading under the bar); the
// first example as listed in the page, with JavaScript off.
for (const size of [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
]) {
  const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
  const tag = `${size.width}x${size.height}`;
  for (const slug of ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet']) {
    await page.goto(`${origin}/games/${slug}/`);
    if (size.width > size.height) await page.screenshot({ path: join(out, `${slug}-top-${tag}.png`) });
    const stops = page.getByRole('navigation', { name: 'Jump to' }).getByRole('link');
    for (const i of [1, 2]) {
      await stops.nth(i).tap();
      await page.waitForTimeout(2000);
      await page.screenshot({ path: join(out, `${slug}-jump-${i + 1}-${tag}.png`) });
    }
  }
  await page.close();
}
const noJs = await browser.newPage({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
for (const slug of ['empty-rivalry', 'sibling-rivalry']) {
  await noJs.goto(`${origin}/games/${slug}/`);
  const walk = noJs.locator('section.walk').first();
  await walk.scrollIntoViewIfNeeded();
  await noJs.screenshot({ path: join(out, `${slug}-example-no-js.png`) });
}
await noJs.close();
await browser.close();
server.close();
console.log(`Screenshots in ${out}`);
