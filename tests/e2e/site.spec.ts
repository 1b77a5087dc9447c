import { expect, test } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { SLUGS } from '../../scripts/games.ts';

const dist = process.env.TABLEMATE_OUT ?? 'dist';

/** Every built page and PDF, found in the build output (the site's real sitemap). */
function built(ext: string): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (name.endsWith(ext)) out.push('/' + relative(dist, path).split(sep).join('/'));
    }
  };
  walk(dist);
  return out.sort();
}
const pages = built('.html').map((p) => p.replace(/index\.html$/, ''));
const pdfs = built('.pdf');

test('the build has the home page, five game pages, the print page and PDFs', () => {
  for (const slug of SLUGS) {
    expect(pages).toContain(`/games/${slug}/`);
  }
  expect(pages).toContain('/');
  expect(pages).toContain('/print/');
  expect(pdfs).toContain('/print/any/score-sheet-a4.pdf');
});

for (const path of pages) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`${path} (${colorScheme}): no accessibility violations (axe), no CSP violation, no off-origin request`, async ({ page, baseURL }) => {
      await page.emulateMedia({ colorScheme });
      const requests: string[] = [];
      const violations: string[] = [];
      page.on('request', (r) => requests.push(r.url()));
      page.on('console', (m) => {
        if (/Content Security Policy|Refused to/i.test(m.text())) violations.push(m.text());
      });
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (e) => console.error(`Refused to load: CSP ${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}:${e.lineNumber} ${e.sample}`));
      });
      await page.goto(path);
      // Scroll to the end so every client:visible island (rules pages) hydrates and loads its code.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await page.waitForLoadState('networkidle');
      await expect(page.getByText('Loading the helper')).toHaveCount(0);
      const csp = await page.locator('meta[http-equiv="content-security-policy"]').getAttribute('content');
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      // Checked before axe runs: axe's own injected code is not the page's.
      expect(violations).toEqual([]);
      const results = await new AxeBuilder({ page }).analyze();
      expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
      const origin = new URL(baseURL!).origin;
      expect(requests.filter((u) => !u.startsWith(origin) && !u.startsWith('data:'))).toEqual([]);
    });
  }
}

test('_headers carries the security headers and a CSP for every page', () => {
  const headers = readFileSync(join(dist, '_headers'), 'utf8');
  for (const h of ['X-Content-Type-Options: nosniff', 'Referrer-Policy: no-referrer', 'X-Frame-Options: SAMEORIGIN']) {
    expect(headers).toContain(h);
  }
  for (const path of pages) {
    const block = headers.split('\n\n').find((b) => b.startsWith(`${path}\n`));
    // Only the follow page may be framed, and only by this site (the play page's "Follow on another phone").
    expect(block, path).toMatch(path === '/follow/' ? /Content-Security-Policy: .*script-src 'self'.*frame-ancestors 'self'/ : /Content-Security-Policy: .*script-src 'self'.*frame-ancestors 'none'/);
  }
});

test('the home page works on a 390 x 844 phone', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tablemate' })).toBeAttached();
  const games = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(games).toHaveCount(5);
  // Two games to a phone screen, each with its Play button.
  for (const name of ['Play Empty Rivalry', 'Play Empress']) {
    await expect(page.getByRole('link', { name, exact: true })).toBeInViewport({ ratio: 1 });
  }
  // Nothing wider than the screen: no sideways scrolling on a phone.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Touch targets: every link-button and button is at least 44px tall.
  for (const box of await page.locator('.btn:visible').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().height))) {
    expect(box).toBeGreaterThanOrEqual(44);
  }
  await page.getByRole('link', { name: 'Rules of Sibling Rivalry' }).click();
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sibling Rivalry' })).toBeVisible();
  await expect(page.getByText('Richard Garfield').first()).toBeVisible();
  // The rules page offers the play page near the top, on the first screen.
  await expect(page.getByRole('link', { name: 'Play on this phone' }).first()).toBeInViewport({ ratio: 1 });
  await page.getByRole('link', { name: 'Play on this phone' }).first().click();
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/play\/$/);
  await page.getByRole('link', { name: 'Rules of Sibling Rivalry' }).click();
  await expect(page).toHaveURL(/\/games\/sibling-rivalry\/$/);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Printables' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Printables' })).toBeVisible();
});

test('a rules page reads without JavaScript', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/games/empress/');
  await expect(page.getByRole('heading', { level: 1, name: 'Empress' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Credits' })).toBeVisible();
  await context.close();
});

test('the print page lists every PDF with its sheets of paper, and each link works', async ({ page, request }) => {
  await page.goto('/print/');
  const links = page.getByRole('link', { name: /PDF \(\d+ sheets?, (single|double)-sided\)/ });
  expect(await links.count()).toBe(pdfs.length);
  for (const href of await links.evaluateAll((els) => els.map((e) => e.getAttribute('href')!))) {
    const response = await request.get(href);
    expect(response.status(), href).toBe(200);
  }
});

// pdftotext (poppler-utils) reads the PDF the way a person's viewer would.
const expectedText: Record<string, string[]> = {
  '/print/any/score-sheet-a4.pdf': ['Score sheet', 'Round 1', 'Round 20', 'Total', 'A4'],
  '/print/any/score-sheet-letter.pdf': ['Score sheet', 'Round 1', 'Total', 'US Letter'],
};
for (const path of pdfs) {
  test(`${path} is a valid PDF with its text`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toContain('application/pdf');
    const body = await response.body();
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const file = join(mkdtempSync(join(tmpdir(), 'pdf-')), 'file.pdf');
    writeFileSync(file, body);
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString();
    expect(text.trim().length).toBeGreaterThan(0);
    for (const needle of expectedText[path] ?? []) expect(text).toContain(needle);
  });
}
