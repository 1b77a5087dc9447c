import { expect, test, type Page } from '@playwright/test';
import { type Rng } from '../../src/kit/random';
import { seededRng } from '../../src/kit/seeded';
import { SLUGS } from '../../scripts/games.ts';

// Fault tests: a seeded "monkey" taps and types at random in every helper, reloading
// now and then. Nothing may throw or log an error, and the saved state must stay
// valid (an invalid save would be set aside on reload, which would show here).
const games = SLUGS;
const STEPS = 300;
// Mostly plausible entries (so setup forms get through and games start), some junk.
const TEXTS = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus', 'Hal', '1', '2', '4', '3', '', '7', '13', '0', '-2', '2 2 3 5 6', '111', 'x'.repeat(40), '🎲 ', ' '];

function watch(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  return problems;
}

async function storage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => Object.fromEntries(Object.entries(localStorage).filter(([k]) => k.startsWith('tablemate:'))));
}

/** One random action inside the helpers; false when there was nothing to act on. */
async function act(page: Page, rng: Rng): Promise<void> {
  const roll = rng.int(1, 100);
  if (roll <= 3) {
    await page.reload();
    return;
  }
  if (roll <= 20) {
    const inputs = page.locator('section.helper input[type="text"]:visible, section.helper input[type="number"]:visible, section.helper textarea:visible');
    const n = await inputs.count();
    if (n > 0) {
      await inputs.nth(rng.int(0, n - 1)).fill(TEXTS[rng.int(0, TEXTS.length - 1)]!, { timeout: 2000 }).catch(() => {});
      return;
    }
  }
  if (roll <= 25) {
    const selects = page.locator('section.helper select:visible');
    const n = await selects.count();
    if (n > 0) {
      const select = selects.nth(rng.int(0, n - 1));
      const options = await select.locator('option').evaluateAll((os) => os.map((o) => (o as HTMLOptionElement).value));
      if (options.length) await select.selectOption(options[rng.int(0, options.length - 1)]!, { timeout: 2000 }).catch(() => {});
      return;
    }
  }
  const buttons = page.locator('section.helper button:visible:enabled, section.helper input[type="checkbox"]:visible:enabled, section.helper input[type="radio"]:visible:enabled');
  const n = await buttons.count();
  if (n > 0) await buttons.nth(rng.int(0, n - 1)).click({ timeout: 2000 }).catch(() => {});
}

/** Waits until every helper on the play page has hydrated (they load with the page). */
async function wakeHelpers(page: Page): Promise<void> {
  await expect(page.locator('section.helper').first()).toBeVisible();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}

const savedKeys = async (page: Page) => Object.keys(await storage(page)).filter((k) => /:v\d+$/.test(k));

/**
 * Plays each helper's setup like a person in a hurry (names in every empty box, then the
 * main button, or else the first choice offered) until a game is saved.
 */
async function startEveryHelper(page: Page): Promise<void> {
  const names = ['Ana', 'Bo', 'Cy', 'Dee', 'Eli', 'Fay', 'Gus'];
  for (let round = 0; round < 20 && (await savedKeys(page)).length === 0; round++) {
    const helper = page.locator('section.helper').first();
    const texts = helper.locator('input[type="text"]:visible');
    for (let t = 0; t < (await texts.count()); t++) {
      const label = (await texts.nth(t).getAttribute('aria-label')) ?? (await texts.nth(t).getAttribute('id')) ?? '';
      if (/coin|stake|dice|roll|question/i.test(label)) continue;
      if ((await texts.nth(t).inputValue()) === '') await texts.nth(t).fill(names[t % names.length]!);
    }
    const main = helper.locator('button[type="submit"]:visible:enabled, button.primary:visible:enabled').first();
    const any = helper.locator('button:visible:enabled').filter({ hasNotText: /^(Undo|New game|New match|Add a player)$/ }).first();
    const target = (await main.count()) ? main : any;
    if (await target.count()) await target.click({ timeout: 2000 }).catch(() => {});
    await page.waitForTimeout(450); // hand-over buttons arm after 400 ms
  }
}

for (const [i, slug] of games.entries()) {
  test(`${slug}: ${STEPS} random taps and inputs leave no error and a valid save; a corrupt or old save is set aside`, async ({ page }) => {
    test.setTimeout(300_000);
    const problems = watch(page);
    const rng = seededRng(2026 + i);
    await page.goto(`/games/${slug}/play/`);
    await wakeHelpers(page);
    // Every rule link the monkey meets must land on a heading of the rules page.
    const ruleLinks = new Set<string>();
    for (let step = 0; step < STEPS; step++) {
      await act(page, rng);
      for (const href of await page.locator('a.rule-link').evaluateAll((as) => as.map((a) => a.getAttribute('href') ?? '')).catch(() => [] as string[])) ruleLinks.add(href);
      if (!page.url().split(/[?#]/)[0]!.endsWith(`/games/${slug}/play/`)) await page.goto(`/games/${slug}/play/`);
      if (step % 50 === 49) {
        await page.reload();
        await wakeHelpers(page);
        const keys = Object.keys(await storage(page));
        expect(keys.filter((k) => k.includes(':set-aside:')), `set aside by step ${step}`).toEqual([]);
      }
    }
    await page.reload();
    await wakeHelpers(page);
    await expect(page.getByText("couldn't be read")).toHaveCount(0);
    expect(problems).toEqual([]);
    expect(ruleLinks.size, 'the helper links its rules').toBeGreaterThan(0);
    const rulesHtml = await (await page.request.get(`/games/${slug}/`)).text();
    for (const href of ruleLinks) {
      const id = href.split('#')[1];
      expect(href, 'a rule link points at this game').toMatch(new RegExp(`/games/${slug}/#`));
      expect(rulesHtml, `heading #${id} on the rules page`).toMatch(new RegExp(`<h[1-6][^>]* id="${id}"`));
    }

    // Now corrupt every save: each is set aside, with a message. Setup forms are
    // filled properly first so that every helper has a game saved.
    await startEveryHelper(page);
    const saved = await savedKeys(page);
    expect(saved.length, 'the helpers saved something to corrupt').toBeGreaterThan(0);
    await page.evaluate((keys) => {
      for (const k of keys) localStorage.setItem(k, '{"state": this is not json');
    }, saved);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await wakeHelpers(page);
    await expect(page.getByText(/couldn't be read/).first()).toBeVisible();
    const after = await storage(page);
    for (const k of saved) {
      expect(Object.entries(after).some(([key, v]) => key.startsWith(`${k}:set-aside:`) && v.includes('this is not json')), k).toBe(true);
    }

    // A save left by an older version of a helper is set aside too, and said so.
    const old = saved[0]!.replace(/:v(\d+)$/, ':v0');
    await page.evaluate((key) => localStorage.setItem(key, '{"state":{}}'), old);
    await page.reload();
    await wakeHelpers(page);
    await expect(page.getByText(/older version/).first()).toBeVisible();
    expect((await storage(page))[`${old}:set-aside:1`]).toBe('{"state":{}}');
    expect(problems).toEqual([]);
  });
}
