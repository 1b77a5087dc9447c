import { expect, test, type Page } from '@playwright/test';
import { type Rng } from '../../src/kit/random';
import { seededRng } from '../../src/kit/seeded';
import { openPlay } from './helpers';

/**
 * The Empress play page under random taps (both helpers, the mode switch, Undo, new
 * matches) and reloads: nothing throws or logs an error and no save is set aside.
 */
const STEPS = 250;

async function act(page: Page, rng: Rng): Promise<void> {
  const roll = rng.int(1, 100);
  if (roll <= 4) return void (await page.reload());
  // Mostly get through the setup form, so the walk reaches the game itself.
  const first = page.getByLabel('Player 1 name');
  if (roll <= 60 && (await first.isVisible())) {
    await first.fill('Ann');
    await page.getByLabel('Player 2 name').fill('Bo');
    await page.getByRole('button', { name: 'Start the match' }).click();
    return;
  }
  // Now and then a patient player: wait out the double-tap guard and take the phone.
  const handOver = page.locator('.privacy button');
  if (roll <= 75 && (await handOver.isVisible())) {
    await handOver.click({ timeout: 2000 }).catch(() => {});
    return;
  }
  if (roll <= 15) {
    const inputs = page.locator('section.helper input[type="text"]:visible, section.helper input[type="number"]:visible');
    const n = await inputs.count();
    if (n > 0) {
      await inputs.nth(rng.int(0, n - 1)).fill(['Ann', 'Bo', '1', '2', '', '0,5', 'x'][rng.int(0, 6)]!, { timeout: 2000 }).catch(() => {});
      return;
    }
  }
  const buttons = page.locator('section.helper button:visible:enabled, section.helper input[type="radio"]:visible:enabled');
  const n = await buttons.count();
  if (n > 0) await buttons.nth(rng.int(0, n - 1)).click({ timeout: 2000 }).catch(() => {});
}

test(`Empress play page: ${STEPS} random taps and reloads, no error, no save set aside`, async ({ page }) => {
  test.setTimeout(300_000);
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => m.type() === 'error' && problems.push(`console: ${m.text()}`));
  await openPlay(page, 'empress');
  const rng = seededRng(2027);
  const kinds = new Set<string>(['mode']); // the kinds of step the monkey reached; it starts on the mode choice
  for (let step = 0; step < STEPS; step++) {
    await act(page, rng);
    if (!new URL(page.url()).pathname.endsWith('/games/empress/play/')) await page.goto('/games/empress/play/');
    for (const id of await page.locator('[data-step]').evaluateAll((els) => els.map((e) => e.getAttribute('data-step')!.split(':')[0]!))) kinds.add(id);
  }
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
  const keys = await page.evaluate(() => Object.keys(localStorage));
  expect(keys.filter((k) => k.includes(':set-aside:'))).toEqual([]);
  await expect(page.getByText("couldn't be read")).toHaveCount(0);
  expect(problems).toEqual([]);
  // The walk went through both helpers and behind the hand-overs, not just the forms.
  expect([...kinds].sort()).toEqual(expect.arrayContaining(['handover', 'mode', 'play', 'secret', 'setup']));
});
