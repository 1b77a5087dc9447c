import { expect, test, type Locator, type Page } from '@playwright/test';
import { lessonStates } from '../../src/kit/lesson';
import { squareOf, trackOf } from '../../src/games/sibling-rivalry/data';
import { lesson as siblingLesson } from '../../src/games/sibling-rivalry/lesson';
import { lesson as subtweetLesson } from '../../src/games/subtweet/lesson';
import { describeEntry } from '../../src/games/subtweet/words';
import { ENGINE_SAYS } from './rules-engine-says';

/*
 * Every worked example on the rules pages, stepped through to its end at 390 × 844 with
 * one tap per step; the end must show what the game's engine makes of the same moves,
 * worked out from the lesson data (not read back from the example's own frames). Sibling
 * Rivalry's and SUBTWEET's engines load here; the Emperor's, Empress's and Empty
 * Rivalry's import their JSON without an import attribute, which Node refuses, so their
 * engine's words are written out below and tests/unit/rules/examples.test.ts checks them
 * against the engine.
 */



/** The example's player, opened by its own button; returns the player. */
async function open(page: Page, name: RegExp): Promise<Locator> {
  const walk = page.getByRole('region', { name });
  await walk.scrollIntoViewIfNeeded();
  await walk.getByRole('button', { name: 'Show it step by step' }).click();
  const player = walk.locator('.walk-player');
  await expect(player.getByRole('button', { name: 'Next step' })).toBeEnabled();
  return player;
}

/** Taps Next until the last step; returns the player and how many steps it had. */
async function stepToEnd(page: Page, name: RegExp): Promise<{ walk: Locator; steps: number }> {
  const walk = await open(page, name);
  const next = walk.getByRole('button', { name: 'Next step' });
  const total = Number((await walk.getByText(/^Step 1 of \d+$/).textContent())!.match(/of (\d+)/)![1]);
  // The list in the page has every step the player steps through.
  await expect(page.getByRole('region', { name }).locator('.walk-steps > li')).toHaveCount(total);
  for (let step = 2; step <= total; step++) {
    // One tap per step, and the tap's result in view without scrolling back.
    await next.click();
    await expect(walk.getByText(`Step ${step} of ${total}`)).toBeVisible();
    await expect(walk.locator('.walk-title')).toBeInViewport();
    if (step < total) await expect(next).toBeInViewport();
  }
  await expect(walk.getByRole('button', { name: 'Start again' })).toBeVisible();
  await expect(walk.getByRole('button', { name: 'Back' })).toBeEnabled();
  return { walk, steps: total };
}

test('an example is its list of steps from the first paint: a touch opens nothing, its own button opens the player in place and back', async ({ page }) => {
  await page.goto('/games/sibling-rivalry/');
  const region = page.getByRole('region', { name: /switch from Tickles to Ouchies/ });
  await region.scrollIntoViewIfNeeded();
  await expect(region.locator('.walk-steps > li')).toHaveCount(6);
  await expect(region.locator('.walk-steps')).toContainText('Ann switches to Ouchies');
  await page.getByRole('heading', { name: 'Which tracks you may use' }).tap();
  await page.waitForTimeout(600);
  await expect(region.locator('.walk-player')).toHaveCount(0);
  const button = region.getByRole('button', { name: 'Show it step by step' });
  await button.scrollIntoViewIfNeeded();
  const before = (await button.boundingBox())!.y;
  await button.click();
  const player = region.locator('.walk-player');
  await expect(player.getByText(/^Step 1 of 6$/)).toBeVisible();
  await expect(region.locator('.walk-steps')).toBeHidden();
  // The button stays under the finger.
  const list = region.getByRole('button', { name: 'Show all the steps' });
  expect(Math.abs((await list.boundingBox())!.y - before)).toBeLessThanOrEqual(2);
  await list.click();
  await expect(region.locator('.walk-steps')).toBeVisible();
  await expect(player).toBeHidden();
});

test('Sibling Rivalry: the switch from Tickles to Ouchies ends with the pawn the engine leaves', async ({ page }) => {
  await page.goto('/games/sibling-rivalry/');
  const { walk } = await stepToEnd(page, /switch from Tickles to Ouchies/);
  const end = lessonStates(siblingLesson)[5]!.game!;
  const ann = end.players.find((p) => p.name === 'Ann')!;
  const pawn = ann.pawn!;
  expect(trackOf(pawn.track).name).toBe('Ouchies');
  await expect(walk.getByRole('img')).toHaveAttribute('aria-label', new RegExp(`Ann's pawn on Ouchies square ${pawn.square}`));
  for (const line of end.events.filter((e) => !/'s turn\.$/.test(e))) await expect(walk.getByText(line, { exact: true })).toBeVisible();
  await expect(walk).toContainText(`scores ${squareOf(pawn.track, pawn.square).points}`);
  await expect(walk.getByRole('link', { name: 'See it played' })).toHaveAttribute('href', 'play/#teach');
});

test('Emperor: the Transposition passes Ben over, as the engine has it', async ({ page }) => {
  await page.goto('/games/emperor/');
  const { walk, steps } = await stepToEnd(page, /Transposition passes a player over/);
  expect(steps).toBe(3);
  await expect(walk.getByText(ENGINE_SAYS.transposition.next, { exact: true })).toBeVisible();
  for (const words of ENGINE_SAYS.transposition.label) await expect(walk.getByRole('img')).toHaveAttribute('aria-label', words);
});

test('Emperor: a Condemn runs from the card to its deadline and kills, as the engine has it', async ({ page }) => {
  await page.goto('/games/emperor/');
  const { walk } = await stepToEnd(page, /Condemn, from the card to its deadline/);
  await expect(walk.getByText(ENGINE_SAYS.condemn.dies, { exact: true })).toBeVisible();
  await expect(walk.getByRole('img')).toHaveAttribute('aria-label', /Ann is dead/);
});

test('Empress: two games, play by play, end on the score the engine keeps', async ({ page }) => {
  await page.goto('/games/empress/');
  const { walk, steps } = await stepToEnd(page, /Two games, play by play/);
  expect(steps).toBe(ENGINE_SAYS.empress.steps);
  await expect(walk.getByText(ENGINE_SAYS.empress.score, { exact: true })).toBeVisible();
  await expect(walk).toContainText('The Assassin slays the Empress');
});

test('Empty Rivalry: a round from the cups to the score, then its Retreat and its tie, scored by the engine', async ({ page }) => {
  await page.goto('/games/empty-rivalry/');
  const name = /A round, from the cups to the score/;
  // Step to the reveal, then on to the end.
  const walk = await open(page, name);
  const next = walk.getByRole('button', { name: 'Next step' });
  for (let i = 0; i < 6; i++) await next.click();
  await expect(walk.getByText('The cups come off')).toBeVisible();
  await expect(walk.getByText(ENGINE_SAYS.round.reveal, { exact: true })).toBeVisible();
  await expect(walk.getByText(`Modified score ${ENGINE_SAYS.round.modified}`)).toBeVisible();
  await walk.getByRole('button', { name: 'Back' }).click();
  await expect(walk.getByText('The cups come off')).toHaveCount(0);
  await next.click();
  for (let i = 0; i < 2; i++) await next.click();
  await expect(walk.getByText(ENGINE_SAYS.round.tie, { exact: true })).toBeVisible();
  await expect(walk.getByRole('button', { name: 'Start again' })).toBeVisible();
});

test('SUBTWEET: two turns end with the penalties the engine hands out', async ({ page }) => {
  await page.goto('/games/subtweet/');
  const { walk } = await stepToEnd(page, /Two turns, and who draws a card/);
  const end = lessonStates(subtweetLesson).at(-1)!;
  const last = end!.log.at(-1)!;
  await expect(walk.getByText(describeEntry(end!, last), { exact: true })).toBeVisible();
  await walk.getByRole('button', { name: 'Start again' }).click();
  await expect(walk.getByText(/^Step 1 of/)).toBeVisible();
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  for (const game of ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet']) {
    test(`/games/${game}/: every example's steps are in the page, and no control shows that does nothing`, async ({ page, request }) => {
      await page.goto(`/games/${game}/`);
      const walks = page.locator('section.walk');
      expect(await walks.count()).toBeGreaterThan(0);
      for (const walk of await walks.all()) {
        // The same frames the player fetches, every one of them listed with its words.
        const frames = (await (await request.get(`/games/${game}/${await walk.getAttribute('data-src')}`)).json()) as { title: string; say: string }[];
        await expect(walk.locator('.walk-steps > li')).toHaveCount(frames.length);
        for (const [i, f] of frames.entries()) {
          const step = walk.locator('.walk-steps > li').nth(i);
          await expect(step).toBeVisible();
          await expect(step).toContainText(f.title);
          await expect(step).toContainText(f.say);
        }
      }
      // The only buttons left are the terms, which explain themselves without a script (popover).
      const buttons = await page.locator('main button').evaluateAll((all) =>
        all.filter((b) => (b as HTMLElement).checkVisibility()).map((b) => ({ text: b.textContent?.trim(), works: b.hasAttribute('popovertarget') })),
      );
      expect(buttons.filter((b) => !b.works)).toEqual([]);
      const fields = await page.locator('main :is(input:not([type=checkbox]), select, textarea)').evaluateAll((all) => all.filter((f) => (f as HTMLElement).checkVisibility()).length);
      expect(fields).toBe(0);
    });
  }
});

test('printed, every example prints its steps (and not its button)', async ({ page }) => {
  for (const game of ['empty-rivalry', 'empress', 'sibling-rivalry', 'emperor', 'subtweet']) {
    await page.goto(`/games/${game}/`);
    await page.emulateMedia({ media: 'print' });
    for (const walk of await page.locator('section.walk').all()) {
      await expect(walk).toBeVisible();
      await expect(walk.locator('.walk-steps > li').first()).toBeVisible();
      await expect(walk.locator('.walk-steps > li').last()).toBeVisible();
      await expect(walk.getByRole('button')).toHaveCount(0);
    }
    // Opened on screen, the example still prints as its list.
    await page.emulateMedia({ media: 'screen' });
    const first = page.locator('section.walk').first();
    await first.getByRole('button', { name: 'Show it step by step' }).click();
    await expect(first.locator('.walk-player').getByRole('button', { name: 'Next step' })).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(first.locator('.walk-steps > li').last()).toBeVisible();
    await expect(first.locator('.walk-player')).toBeHidden();
    await page.emulateMedia({ media: 'screen' });
  }
});
