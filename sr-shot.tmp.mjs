import { chromium } from '@playwright/test';
const scheme = process.argv[2] ?? 'light';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, colorScheme: scheme });
const base = 'http://127.0.0.1:4821';
await page.goto(base + '/games/sibling-rivalry/play/');
await page.evaluate(() => localStorage.clear());
await page.reload();
await page.waitForSelector('text=Who is playing?');
await page.screenshot({ path: `/tmp/sr-a1-${scheme}.png` });
await page.getByLabel('Player 1 name').fill('Ann');
await page.getByLabel('Player 2 name').fill('Ben');
await page.getByRole('button', { name: 'Next: the score track' }).click();
await page.getByRole('button', { name: 'Start the game' }).click();
await page.waitForTimeout(200);
await page.screenshot({ path: `/tmp/sr-a2-${scheme}.png` });
const typed = async (d) => { await page.getByLabel(/Or type the/).fill(d); await page.getByRole('button', { name: /Use these di/ }).click(); await page.waitForTimeout(150); };
await typed('2 2 3 4 5');
await page.getByRole('button', { name: /^Stop/ }).click(); await page.waitForTimeout(150);
await typed('4 2 2 3 5');
await page.screenshot({ path: `/tmp/sr-a3-${scheme}.png` });
await page.getByRole('button', { name: /^Looks/ }).click(); await page.waitForTimeout(150);
await page.screenshot({ path: `/tmp/sr-a4-${scheme}.png` });
await typed('1 1 2 2');
await page.screenshot({ path: `/tmp/sr-a5-${scheme}.png` });
// scroll down to odds
await page.getByRole('region', { name: 'Odds for the next roll' }).evaluate((el) => el.scrollIntoView());
await page.screenshot({ path: `/tmp/sr-a6-${scheme}.png` });
// Ben stops, Ann rushes to win
await page.getByRole('button', { name: /^Stop/ }).click(); await page.waitForTimeout(150);
for (let i = 0; i < 20; i++) {
  if (await page.getByRole('heading', { name: /wins!/ }).count()) break;
  const choose = page.getByRole('group', { name: 'Use this roll on' });
  if (await choose.count()) { await choose.getByRole('button').last().click(); await page.waitForTimeout(100); continue; }
  const n = Number((await page.getByRole('button', { name: /on the phone/ }).textContent()).match(/Roll (\d)/)[1]);
  const legal = await page.locator('thead th.legal').allTextContents();
  const face = Math.max(...legal.map((t) => Number(t[0])));
  await typed(Array(n).fill(face).join(' '));
}
await page.screenshot({ path: `/tmp/sr-a7-${scheme}.png` });
await page.screenshot({ path: `/tmp/sr-a8-${scheme}.png`, fullPage: true });
await browser.close();
