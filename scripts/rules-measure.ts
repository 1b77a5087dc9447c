// The rules pages as a phone reads them: each page's length at 390 px wide and the share
// of its words that describe the phone helper rather than the game (two
// figures). Reads a build, serves it on a free port, and prints a table (and JSON with
// --json). The same classification runs on any build, so a before and an after compare:
//   TABLEMATE_OUT=/tmp/before node scripts/rules-measure.ts
// A block of text (paragraph, list item, cell, heading …) counts as helper text when it
// sits inside the folded "On the phone" section, or names the phone's parts
// (phone, helper, tracker, scoreboard, calculator, Undo, tap …). Only words drawn on
// screen count: a closed fold's words are reported apart, as "folded".
// Plain erasable TypeScript: Node runs this file directly.
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { extname } from 'node:path';
import { chromium } from '@playwright/test';
import { requireBrowser, BROWSER_ARGS } from './find-browser.ts';
import { dist, fileFor } from './site.ts';
import { SLUGS } from './games.ts';

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

export interface PageFigures {
  slug: string;
  /** The page's height in CSS px at 390 × 844. */
  height: number;
  /** Words drawn on screen in the article. */
  words: number;
  /** Of those, words about the phone helper. */
  helperWords: number;
  /** Words in a closed fold (not drawn until opened). */
  foldedWords: number;
}

const server = createServer((req, res) => {
  const path = new URL(req.url ?? '/', 'http://x').pathname;
  const file = fileFor(path);
  if (!file) {
    res.writeHead(404).end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(readFileSync(file));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
const port = (server.address() as { port: number }).port;

const browser = await chromium.launch({ executablePath: requireBrowser().path, args: BROWSER_ARGS });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const rows: PageFigures[] = [];
for (const slug of SLUGS) {
  await page.goto(`http://127.0.0.1:${port}/games/${slug}/`);
  // A reader's finger on the page (worked examples wake once it is touched), then every
  // island that waits to be seen, so its words are drawn as a reader sees them.
  await page.locator('h1').tap();
  for (let y = 0; y < 30_000; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(300);
  const figures = await page.evaluate(() => {
    const HELPER = /\b(phones?|helpers?|tracker|scoreboard|calculator|undo|reload|taps?|tapped|teach me|play page|on screen|the screen|hand-over)\b/i;
    const BLOCK = 'p,li,td,th,caption,h1,h2,h3,h4,h5,h6,dt,dd,summary,figcaption,button,label,legend,aside';
    const article = document.querySelector('main article') ?? document.querySelector('main')!;
    const count = (t: string) => t.split(/\s+/).filter((w) => /[\p{L}\p{N}]/u.test(w)).length;
    let words = 0;
    let helperWords = 0;
    let foldedWords = 0;
    const walker = document.createTreeWalker(article, NodeFilter.SHOW_TEXT);
    const blocks = new Map<Element, number>();
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || parent.closest('script,style,.visually-hidden,[aria-hidden="true"]')) continue;
      const n = count(node.textContent ?? '');
      if (n === 0) continue;
      const details = parent.closest('details');
      if (details && !details.open && !parent.closest('summary')) {
        foldedWords += n;
        continue;
      }
      if (!parent.checkVisibility()) continue;
      const block = parent.closest(BLOCK) ?? parent;
      blocks.set(block, (blocks.get(block) ?? 0) + n);
    }
    for (const [block, n] of blocks) {
      words += n;
      const helper = block.closest('.on-the-phone') !== null || HELPER.test(block.textContent ?? '');
      if (helper) helperWords += n;
    }
    return { height: document.documentElement.scrollHeight, words, helperWords, foldedWords };
  });
  rows.push({ slug, ...figures });
}
await browser.close();
server.close();

if (process.argv.includes('--json')) {
  console.log(JSON.stringify({ dist, rows }, null, 2));
} else {
  console.log(`Rules pages in ${dist} at 390 × 844`);
  console.log('page'.padEnd(18), 'length px'.padStart(10), 'screens'.padStart(8), 'words'.padStart(7), 'helper'.padStart(8), 'share'.padStart(7), 'folded'.padStart(7));
  for (const r of rows) {
    console.log(
      r.slug.padEnd(18),
      String(r.height).padStart(10),
      (r.height / 844).toFixed(1).padStart(8),
      String(r.words).padStart(7),
      String(r.helperWords).padStart(8),
      `${((100 * r.helperWords) / r.words).toFixed(0)} %`.padStart(7),
      String(r.foldedWords).padStart(7),
    );
  }
}
