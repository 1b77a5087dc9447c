import { expect, test, type Locator, type Page } from '@playwright/test';
import { seededRng } from '../../src/kit/seeded';
import { SETTLE_MS } from '../../src/kit/ui/fingers';
import { openPlay, stepHeading } from './helpers';

/**
 * Follow-through taps: a player taps, then taps the same spot again "to be sure"
 * 0.3, 0.5 or 0.8 s later. The second (and third) tap must not act on what the first put
 * under the finger: the kit's tap guard (kit/ui/fingers.ts) holds it. Real touch taps at the
 * control's centre, wall-clock waits; every other control is waited for as a player would.
 */

const GAPS = [300, 500, 800] as const;

const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: typeof name === 'string' });

/**
 * The centre of a control on screen, once it takes taps: scrolled to first (a scroll can
 * bring a control under the last tap's finger, which holds it), then Playwright's own
 * checks (visible, still, enabled and not held).
 */
async function centreOf(target: Locator): Promise<{ x: number; y: number }> {
  await target.scrollIntoViewIfNeeded();
  await target.tap({ trial: true });
  const box = (await target.boundingBox())!;
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

type Box = { x: number; y: number; width: number; height: number };

/** Whether `next` (relative to `box`'s corner, as measured on a careful turn) lands on `box`. */
function overlaps(box: Box | null, next: Box): boolean {
  if (!box) return false;
  const x = box.x + next.x;
  const y = box.y + next.y;
  return Math.max(box.x, x) < Math.min(box.x + box.width, x + next.width) && Math.max(box.y, y) < Math.min(box.y + box.height, y + next.height);
}

/**
 * `times` touch taps on one spot of `target`, `gap` ms apart by the wall clock; then the
 * page settles. The spot: the target's centre, or, given where the next screen puts a
 * control relative to the target (`next`, measured on an earlier, careful turn), a spot
 * of the target that the control will cover, as the table's finger did.
 */
async function tapsOnOneSpot(page: Page, target: Locator, times: number, gap: number, next?: Box): Promise<string[]> {
  let { x, y } = await centreOf(target);
  const box = (await target.boundingBox())!;
  if (next) {
    const lands = { ...next, x: box.x + next.x, y: box.y + next.y };
    const left = Math.max(box.x, lands.x);
    const right = Math.min(box.x + box.width, lands.x + lands.width);
    const top = Math.max(box.y, lands.y);
    const bottom = Math.min(box.y + box.height, lands.y + lands.height);
    expect(left < right && top < bottom, `the next control (${JSON.stringify(lands)}) lands on the tapped one (${JSON.stringify(box)})`).toBe(true);
    x = (left + right) / 2;
    y = (top + bottom) / 2;
  }
  await page.evaluate(() => Object.assign(window as unknown as Reached, { __reached: [], __downs: [] }));
  const start = Date.now();
  for (let i = 0; i < times; i++) {
    const wait = start + i * gap - Date.now();
    if (wait > 0) await page.waitForTimeout(wait);
    await page.touchscreen.tap(x, y);
  }
  await page.waitForTimeout(400);
  return page.evaluate(() => (window as unknown as Reached).__reached);
}

/**
 * Sets up and taps (`attempt`) until the machine delivers the taps when asked, at most 4
 * times: a busy machine can deliver a second tap past the guard's second, which is the
 * machine's pace, not the one under test. The taps' own times come from the page.
 */
async function onTime<T>(page: Page, gap: number, attempt: () => Promise<T>): Promise<T> {
  for (let tries = 1; ; tries++) {
    const result = await attempt();
    const downs = await page.evaluate(() => (window as unknown as Reached).__downs);
    const late = downs.slice(1).map((d, i) => d - downs[i]!).find((apart) => apart > gap + 150);
    if (late === undefined) return result;
    expect(tries, `a tap came ${Math.round(late)} ms after the one before, asked ${gap}`).toBeLessThan(4);
  }
}

/**
 * The controls clicks reached, by their words (seen at the document, after the guard at the
 * window), and every line the guard's cue showed (kit/ui/holdCue.ts), in order: a busy machine
 * may be slow to look while it shows.
 */
type Reached = { __reached: string[]; __cue: string[]; __downs: number[] };
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const w = window as unknown as Reached;
    w.__reached = [];
    w.__cue = [];
    w.__downs = [];
    // When each finger came down, by the page's clock (before the guard sees it).
    window.addEventListener('pointerdown', (e) => w.__downs.push(e.timeStamp), true);
    new MutationObserver(() => {
      const cue = document.querySelector('.hold-cue');
      const text = cue && !(cue as HTMLElement).hidden ? (cue.textContent ?? '') : '';
      if (text && text !== w.__cue.at(-1)) w.__cue.push(text);
    }).observe(document, { subtree: true, childList: true, characterData: true, attributes: true, attributeFilter: ['hidden'] });
    document.addEventListener('click', (e) => {
      const control = (e.target as Element).closest?.('button,a[href],input,select,textarea,summary,label,[role=button]');
      if (control) w.__reached.push(control.textContent?.trim() ?? '');
    }, true);
  });
});

/** A careful touch tap: Playwright waits for the control to take taps, as a player waits for a button that isn't dimmed. */
const tap = (target: Locator): Promise<void> => target.tap();

const secretOwners = (page: Page) => page.locator('[data-secret-owner]').evaluateAll((els) => els.map((e) => e.getAttribute('data-secret-owner')));
const stored = (page: Page, key: string) => page.evaluate((k) => JSON.parse(localStorage.getItem(k) ?? 'null'), key);

/** Empty Rivalry with the phone's dice, round 1 drawn, Ben's TRUE / FALSE on question 1 on screen. */
async function toBensFirstTruth(page: Page): Promise<void> {
  await openPlay(page, 'empty-rivalry');
  await tap(button(page, 'The phone rolls them'));
  await page.getByLabel('Player 1 name').fill('Ana');
  await page.getByLabel('Player 2 name').fill('Ben');
  await tap(button(page, 'Start the match'));
  await tap(button(page, 'Start round 1: Ana attacks'));
  await tap(button(page, 'Draw 4 at random'));
  await tap(button(page, "I'm Ben, show me"));
}

test.describe('Empty Rivalry: Ben taps TRUE on question 2, then again', () => {
  for (const gap of GAPS) {
    test(`${gap} ms apart: Ana's guess screen never opens to Ben`, async ({ page }) => {
      const reached = await onTime(page, gap, async () => {
        await toBensFirstTruth(page);
        // Question 1, played carefully; where Ana's hand-over lands, from Ben's TRUE button, is noted.
        await button(page, 'TRUE').tap({ trial: true }); // drawn, still, on screen
        const from = (await button(page, 'TRUE').boundingBox())!;
        await tap(button(page, 'FALSE'));
        await button(page, "I'm Ana, show me").tap({ trial: true });
        const to = (await button(page, "I'm Ana, show me").boundingBox())!;
        const lands = { ...to, x: to.x - from.x, y: to.y - from.y };
        await tap(button(page, "I'm Ana, show me"));
        await tap(button(page, 'TRUE'));
        await expect(stepHeading(page)).toHaveText('Question 2 of 4');
        await tap(button(page, "I'm Ben, show me"));
        await expect(stepHeading(page)).toHaveText('Ben, was that answer true?');
        // Where the hand-over lands is what the step follower makes of the scroll: under
        // TRUE (the table's case) the second tap is held there; beside it (the layout since the
        // hand-over's words took two lines) the finger follows through onto nothing at all.
        const spot = overlaps(await button(page, 'TRUE').boundingBox(), lands) ? lands : undefined;
        return tapsOnOneSpot(page, button(page, 'TRUE'), 2, gap, spot);
      });

      // Only the first tap reached a control; the second was held, or found nothing under it.
      expect(reached).toEqual(['TRUE']);

      // Ben's note is in; Ana's screen is still behind her hand-over, her guesses nowhere in the page.
      await expect(stepHeading(page)).toHaveText("Question 2 of 4: Ana's guess");
      await expect(button(page, "I'm Ana, show me")).toBeVisible();
      expect(await secretOwners(page)).toEqual([]);
      await expect(page.getByText('Your guesses so far')).toHaveCount(0);
      expect(await page.locator('.helper').innerHTML()).not.toMatch(/\bTRUE\b|\bFALSE\b/);
      // The match is there, question 2 waiting on Ana's guess.
      expect(await stored(page, 'tablemate:empty-rivalry/match:v1')).not.toBeNull();
    });
  }
});

/** Empress without cards, Cleo leading Dan: the match started, Cleo's hand-over on screen. */
async function empressWithoutCards(page: Page): Promise<Locator> {
  await openPlay(page, 'empress');
  await tap(page.getByRole('button', { name: /^Without cards/ }));
  const helper = page.getByRole('region', { name: 'Play without cards (pass the phone)' });
  await helper.getByLabel('Player 1 name').fill('Cleo');
  await helper.getByLabel('Player 2 name').fill('Dan');
  await helper.getByRole('radio', { name: 'Cleo' }).check();
  await tap(button(helper, 'Start the match'));
  return helper;
}

test.describe('Empress without cards: Cleo lays a Citizen, then taps again', () => {
  for (const gap of GAPS) {
    test(`${gap} ms apart: Dan's pick never opens to Cleo, no card is laid for Dan`, async ({ page }) => {
      const [helper, reached] = await onTime(page, gap, async () => {
        const helper = await empressWithoutCards(page);
        await tap(button(helper, "I'm Cleo, show me"));
        await expect(stepHeading(page)).toHaveText('Cleo, pick your card');
        return [helper, await tapsOnOneSpot(page, button(helper, 'Lay a Citizen'), 3, gap)] as const;
      });
      expect(reached).toEqual(['Lay a Citizen']);

      await expect(stepHeading(page)).toHaveText(/play 1: Dan answers$/i);
      await expect(button(helper, "I'm Dan, show me")).toBeVisible();
      expect(await secretOwners(page)).toEqual([]);
      await expect(helper.getByRole('group', { name: 'Your hand' })).toHaveCount(0);
      await expect(helper.getByRole('figure')).toHaveCount(0); // no play revealed: Dan laid nothing
      await expect(helper.locator('.empress-totals')).toHaveText(/Cleo\s*0\s*Dan\s*0/);
    });
  }
});

test.describe("The Emperor: Ada hides her cards, then taps twice more", () => {
  const NAMES = ['Ada', 'Ben', 'Cy', 'Dee', 'Eve'];
  for (const gap of GAPS) {
    test(`${gap} ms apart: Ben's cards stay hidden and the dealt game is still there`, async ({ page }) => {
      const [dealt, reached] = await onTime(page, gap, async () => {
        await openPlay(page, 'emperor');
        await tap(button(page, 'Deal them on this phone'));
        for (const [i, name] of NAMES.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
        await tap(button(page, 'Next'));
        await tap(page.locator('.step .btn.primary').last());
        await expect(stepHeading(page)).toHaveText("The deal: Ada's cards (1 of 5)");
        await tap(button(page, "I'm Ada, show me"));
        const dealt = await stored(page, 'tablemate:emperor/table:v1');
        expect(dealt.state.identity).not.toBeNull();
        return [dealt, await tapsOnOneSpot(page, button(page, 'Hide my cards and pass the phone'), 3, gap)] as const;
      });

      // New game, which the page's shrinking brought under the finger, never takes taps 2 and 3.
      expect(reached).toEqual(['Hide my cards and pass the phone']);

      await expect(stepHeading(page)).toHaveText("The deal: Ben's cards (2 of 5)");
      await expect(button(page, "I'm Ben, show me")).toBeVisible();
      expect(await secretOwners(page)).toEqual([]);
      expect(await page.content()).not.toMatch(/emp-card-kind|You are (a|the) /);
      // The deal is still on the phone, untouched: no New game asked, no Undo.
      await expect(button(page, 'Keep playing')).toHaveCount(0);
      await expect(button(page, 'Yes, start over')).toHaveCount(0);
      expect((await stored(page, 'tablemate:emperor/table:v1')).state).toEqual(dealt.state);
    });
  }
});

/** SUBTWEET's favourites: Al's tweet is on the table, Bea, Cyd and Dee opened their fists. */
async function toFavourites(page: Page): Promise<Locator> {
  await openPlay(page, 'subtweet');
  for (const [i, name] of ['Al', 'Bea', 'Cyd'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  await tap(button(page, 'Add a player'));
  await page.getByLabel('Player 4 name').fill('Dee');
  await tap(button(page, 'Next'));
  await tap(button(page, 'Start the game'));
  await tap(button(page, 'Al plays a tweet'));
  await expect(stepHeading(page)).toHaveText("Who favourited Al's tweet?");
  return page.getByRole('group', { name: 'Favourited' });
}

/** The line the guard shows beside a held control that was tapped (kit/ui/holdCue.ts), and every text it showed. */
const cue = (page: Page) => page.locator('.hold-cue');
const cueLines = (page: Page) => page.evaluate(() => (window as unknown as Reached).__cue);

test.describe("SUBTWEET: a favourite tapped, then again", () => {
  for (const gap of GAPS) {
    test(`${gap} ms apart: Bea stays favourited, and the second tap is answered`, async ({ page }) => {
      const [faces, reached] = await onTime(page, gap, async () => {
        const faces = await toFavourites(page);
        return [faces, await tapsOnOneSpot(page, button(faces, 'Bea'), 2, gap)] as const;
      });
      expect(reached).toEqual(['Bea']);
      await expect(button(faces, 'Bea')).toHaveAttribute('aria-pressed', 'true');
      await expect(button(page, 'Done: 1 favourited')).toBeVisible();
      // The second tap was seen: the line says so, by name for a screen reader, then that Bea takes taps, and goes.
      await expect(cue(page)).toHaveRole('status');
      await expect(cue(page)).toBeHidden();
      expect(await cueLines(page)).toEqual(['Bea: Just changed: one moment…', 'Bea: Ready: tap again']);
      // Now a tap takes it back, as the player meant.
      await tap(button(faces, 'Bea'));
      await expect(button(faces, 'Bea')).toHaveAttribute('aria-pressed', 'false');
    });
  }

  test('the player beside, tapped 0.35 s later, is favourited: what was already under the finger is never held', async ({ page }) => {
    const faces = await toFavourites(page);
    const bea = (await button(faces, 'Bea').boundingBox())!;
    const cyd = (await button(faces, 'Cyd').boundingBox())!;
    // Bea tapped near her edge, on Cyd's side: Cyd's button is within a fingertip of that point.
    const nearCyd = cyd.x > bea.x + bea.width ? { x: bea.x + bea.width - 6, y: bea.y + bea.height / 2 } : { x: bea.x + bea.width / 2, y: bea.y + bea.height - 6 };
    const gap = Math.max(cyd.x - (bea.x + bea.width), cyd.y - (bea.y + bea.height));
    expect(gap + 6, 'Cyd lies within a fingertip of the first tap').toBeLessThanOrEqual(24);
    await page.evaluate(() => ((window as unknown as Reached).__reached = []));
    const start = Date.now();
    await page.touchscreen.tap(nearCyd.x, nearCyd.y);
    await page.waitForTimeout(Math.max(0, start + 350 - Date.now()));
    await page.touchscreen.tap(cyd.x + cyd.width / 2, cyd.y + cyd.height / 2);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as unknown as Reached).__reached)).toEqual(['Bea', 'Cyd']);
    await expect(button(faces, 'Cyd')).toHaveAttribute('aria-pressed', 'true');
    await expect(button(page, 'Done: 2 favourited')).toBeVisible();
    await expect(cue(page)).toBeHidden();
  });
});

test.describe('the line beside a held control', () => {
  for (const size of [
    { width: 390, height: 844 },
    { width: 844, height: 390 },
  ]) {
    test(`at ${size.width}×${size.height}: on screen, beside the control, never over it`, async ({ page }) => {
      await page.setViewportSize(size);
      const faces = await toFavourites(page);
      const bea = button(faces, 'Bea');
      const { x, y } = await centreOf(bea);
      await page.touchscreen.tap(x, y);
      await page.waitForTimeout(300);
      await page.touchscreen.tap(x, y);
      await expect(cue(page)).toBeVisible();
      const [line, control] = [(await cue(page).boundingBox())!, (await bea.boundingBox())!];
      if (process.env.SHOTS_DIR) await page.screenshot({ path: `${process.env.SHOTS_DIR}/hold-cue-${size.width}x${size.height}.png` });
      expect(line.x >= 0 && line.y >= 0 && line.x + line.width <= size.width && line.y + line.height <= size.height, 'the line is on screen').toBe(true);
      const overlap = Math.max(line.x, control.x) < Math.min(line.x + line.width, control.x + control.width) && Math.max(line.y, control.y) < Math.min(line.y + line.height, control.y + control.height);
      expect(overlap, 'the line leaves the control in sight').toBe(false);
      expect(Math.min(Math.abs(line.y + line.height - control.y), Math.abs(control.y + control.height - line.y)), 'the line is right beside the control').toBeLessThan(16);
    });
  }
});

test.describe("Empress without cards: Cleo opens her hand and taps a card at once", () => {
  for (const gap of [350, 650, 700]) {
    test(`${gap} ms after "show me": the card that appeared under the finger is held, and the tap is answered`, async ({ page }) => {
      const { name, x, y } = await onTime(page, gap, async () => {
        const helper = await empressWithoutCards(page);
        // A careful look first: where the hand lands, from the hand-over button (a reload locks the hand again).
        const show = button(helper, "I'm Cleo, show me");
        await show.tap({ trial: true });
        const from = (await show.boundingBox())!;
        await tap(show);
        const cards = helper.getByRole('group', { name: 'Your hand' }).getByRole('button');
        await expect(cards.first()).toBeVisible();
        // Where the hand settles under the still finger (a scroll into view included): read until two reads agree.
        const read = () => cards.evaluateAll((els) => els.map((e) => ({ words: e.textContent ?? '', ...JSON.parse(JSON.stringify(e.getBoundingClientRect())) })));
        let boxes = await read();
        for (let i = 0; i < 20; i++) {
          await page.waitForTimeout(150);
          const again = await read();
          if (JSON.stringify(again) === JSON.stringify(boxes)) break;
          boxes = again;
        }
        await page.reload();
        await expect(show).toBeVisible();
        await show.tap({ trial: true });
        const to = (await show.boundingBox())!;
        const dy = to.y - from.y;
        // The card whose box covers some of the hand-over button: the finger's spot on both.
        const card = boxes
          .map((b) => ({ ...b, y: b.y + dy }))
          .find((b) => Math.max(b.x, to.x) < Math.min(b.x + b.width, to.x + to.width) && Math.max(b.y, to.y) < Math.min(b.y + b.height, to.y + to.height));
        expect(card, 'a card of the hand lands under the finger that opened it').toBeDefined();
        const x = (Math.max(card!.x, to.x) + Math.min(card!.x + card!.width, to.x + to.width)) / 2;
        const y = (Math.max(card!.y, to.y) + Math.min(card!.y + card!.height, to.y + to.height)) / 2;

        await page.evaluate(() => Object.assign(window as unknown as Reached, { __reached: [], __downs: [] }));
        const start = Date.now();
        await page.touchscreen.tap(x, y);
        await page.waitForTimeout(Math.max(0, start + gap - Date.now()));
        await page.touchscreen.tap(x, y);
        expect(await page.evaluate(() => (window as unknown as Reached).__downs), 'both taps reached the page').toHaveLength(2);
        return { name: card!.words.trim(), x, y };
      });
      // Held, and said so beside the card; nothing laid.
      await expect.poll(() => cueLines(page)).toContain(`${name}: Just appeared: one moment…`);
      expect(await page.evaluate(() => (window as unknown as Reached).__reached)).toEqual(["I'm Cleo, show me"]);
      await expect(stepHeading(page)).toHaveText('Cleo, pick your card');
      // Then it takes the tap the player makes once the line says so.
      await expect.poll(() => cueLines(page)).toEqual([`${name}: Just appeared: one moment…`, `${name}: Ready: tap again`]);
      await page.touchscreen.tap(x, y);
      await expect(stepHeading(page)).toHaveText(/play 1: Dan answers$/i);
    });
  }
});

/**
 * A property over random play: a seeded monkey taps a random control, then taps the same
 * spot again 0.5 s later. Whenever the first tap changed the screen, the second must not
 * act (its click reach the page and change something), unless it landed on the very
 * control the first tap hit, still meaning the same (a counter's "+").
 */
test.describe('Removing a player, then tapping again', () => {
  for (const gap of GAPS) {
    test(`${gap} ms apart: only the player tapped is removed (the ✕ sliding under the finger names someone else)`, async ({ page }) => {
      const reached = await onTime(page, gap, async () => {
        await openPlay(page, 'sibling-rivalry');
        await tap(button(page, 'Add a player'));
        for (const [i, name] of ['Ann', 'Ben', 'Cy'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
        return tapsOnOneSpot(page, button(page, 'Remove Ben'), 2, gap);
      });
      expect(reached).toEqual(['✕']);
      await expect(page.getByLabel('Player 1 name')).toHaveValue('Ann');
      await expect(page.getByLabel('Player 2 name')).toHaveValue('Cy');
      await expect(page.getByLabel('Player 3 name')).toHaveCount(0);
    });
  }
});

/**
 * A player who tapped, then went to the keys (a keyboard's Enter under a typed roll) is no
 * finger following through: what the key brings under the last tap's point is not held for
 * it, however soon the key comes, and the next tap on it acts at once.
 */
test('Sibling Rivalry: "Start the game" tapped, a typed roll entered at once, "Stop" takes the next tap', async ({ page }) => {
  type Keyed = { __held: string[]; __tapped: number; __keyed?: number };
  for (let tries = 1; ; tries++) {
    await openPlay(page, 'sibling-rivalry');
    for (const [i, name] of ['Ann', 'Ben'].entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
    await tap(button(page, 'Next: the score track'));
    const { x, y } = await centreOf(button(page, 'Start the game'));
    await page.evaluate(() => {
      const w = window as unknown as Keyed;
      w.__held = [];
      delete w.__keyed;
      addEventListener('click', (e) => (w.__tapped = e.timeStamp), { capture: true, once: true });
      addEventListener('keydown', (e) => (w.__keyed = e.timeStamp), { capture: true, once: true });
      new MutationObserver((records) => {
        for (const r of records) if (w.__keyed && (r.target as Element).hasAttribute('data-held')) w.__held.push((r.target as Element).textContent ?? '');
      }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-held'] });
    });
    await page.touchscreen.tap(x, y);
    const typed = page.getByLabel(/Or type the 5 real dice you rolled/);
    await typed.fill('2 2 3 4 5');
    await typed.press('Enter');
    const stop = button(page, /^Stop/);
    await expect(stop).toBeVisible();
    const { held, tapped, keyed } = await page.evaluate(() => {
      const w = window as unknown as Keyed;
      return { held: w.__held, tapped: w.__tapped, keyed: w.__keyed };
    });
    // The key within the tap's settle time, or this run shows nothing: a busy machine's pace.
    if (keyed! - tapped < SETTLE_MS) {
      // (The field the key was pressed in may be held by the key's own hold, a moment.)
      expect(held.filter((words) => words.startsWith('Stop')), 'Stop held after a key').toEqual([]);
      const at = await stop.boundingBox();
      await page.touchscreen.tap(at!.x + at!.width / 2, at!.y + at!.height / 2);
      await expect(stepHeading(page)).toHaveText("Ben's turn");
      return;
    }
    expect(tries, `the key came ${Math.round(keyed! - tapped)} ms after the tap`).toBeLessThan(4);
  }
});

test.describe('random double taps on the secret games', () => {
  const PAIRS = 30;
  const NAMES = ['Ana', 'Ben', 'Cy', 'Dee', 'Eve'];

  for (const [i, slug] of ['empty-rivalry', 'empress', 'emperor'].entries()) {
    test(`${slug}: ${PAIRS} double taps, a second tap never acts on a changed screen`, async ({ page }) => {
      test.setTimeout(240_000);
      const problems: string[] = [];
      page.on('pageerror', (e) => problems.push(e.message));
      // What reached a control past the guard: clicks on a control seen at the document (after the window's capture).
      await page.addInitScript(() => {
        const w = window as unknown as { __passed: number };
        w.__passed = 0;
        document.addEventListener('click', (e) => (e.target as Element).closest?.('button,a[href],input,select,textarea,summary,label,[role=button]') && w.__passed++, true);
      });
      await openPlay(page, slug);
      const rng = seededRng(26_000 + i);

      /** The helpers as drawn, without the guard's marks, and the saves: what a tap can change. */
      const screen = () =>
        page.evaluate(() => {
          const html = [...document.querySelectorAll('section.helper')].map((h) => h.outerHTML).join('');
          const saves = Object.entries(localStorage).filter(([k]) => k.startsWith('tablemate:') && !k.startsWith('tablemate:status:'));
          return html.replace(/ data-held=""| aria-disabled="true"| data-monkey="[^"]*"/g, '') + JSON.stringify(saves.sort());
        });
      /** The control under a point, what it means, and whether it is the one the monkey marked. */
      const under = (x: number, y: number) =>
        page.evaluate(([px, py]) => {
          const c = document.elementFromPoint(px!, py!)?.closest('button,a[href],input,select,textarea,summary,label,[role=button]');
          return c ? { marked: c.hasAttribute('data-monkey'), meaning: `${c.textContent}|${c.closest('[data-step]')?.getAttribute('data-step')}` } : null;
        }, [x, y]);

      let checked = 0;
      for (let pair = 0; pair < PAIRS; pair++) {
        // A hurried table fills its names in.
        const empty = page.locator('section.helper input[type="text"]:visible');
        for (let t = 0; t < (await empty.count()); t++) {
          if ((await empty.nth(t).inputValue()) === '') await empty.nth(t).fill(NAMES[t % NAMES.length]!, { timeout: 2000 }).catch(() => {});
        }
        const controls = page.locator('section.helper :is(button, input[type="radio"], input[type="checkbox"], summary):visible:enabled');
        const n = await controls.count();
        if (n === 0) break;
        const target = controls.nth(rng.int(0, n - 1));
        try {
          await target.scrollIntoViewIfNeeded({ timeout: 2000 });
          await target.tap({ trial: true, timeout: 3000 });
        } catch {
          continue;
        }
        const box = await target.boundingBox();
        if (!box) continue;
        const x = box.x + box.width / 2;
        const y = box.y + box.height / 2;
        const first = await under(x, y);
        if (!first) continue;
        await page.evaluate(([px, py]) => document.elementFromPoint(px!, py!)?.closest('button,input,summary,label')?.setAttribute('data-monkey', ''), [x, y]);
        const before = await screen();

        const start = Date.now();
        await page.touchscreen.tap(x, y);
        await page.waitForTimeout(Math.max(0, start + 450 - Date.now()));
        const changed = (await screen()) !== before;
        const second = await under(x, y);
        const afterFirst = await screen();
        const passedBefore = await page.evaluate(() => (window as unknown as { __passed: number }).__passed);
        await page.waitForTimeout(Math.max(0, start + 500 - Date.now()));
        await page.touchscreen.tap(x, y);
        await page.waitForTimeout(400);
        const passed = (await page.evaluate(() => (window as unknown as { __passed: number }).__passed)) > passedBefore;
        // Acted: its click reached a control under the finger, and the screen changed again.
        const acted = passed && second !== null && (await screen()) !== afterFirst;
        const same = second !== null && second.marked && second.meaning === first.meaning;
        if (changed) {
          checked++;
          expect(acted && !same, `pair ${pair}: "${first.meaning}" changed the screen, and the second tap acted on "${second?.meaning}"`).toBe(false);
        }
        await page.evaluate(() => document.querySelector('[data-monkey]')?.removeAttribute('data-monkey'));
        // Let the hold end before the next pair, as a player reading the new screen would.
        await page.waitForTimeout(700);
      }
      expect(checked, 'first taps that changed the screen').toBeGreaterThan(PAIRS / 3);
      expect(problems).toEqual([]);
    });
  }
});

/**
 * The hold's timing, measured: on a phone 4× slower (CPU throttled), how long after a tap's
 * click the control it brings under the finger is held. It must be well inside SETTLE_MS
 * (600 ms: the time in which what arrives under the finger is the tap's), and the hold
 * (HOLD_MS, 1 s) must outlast a tap at 0.8 s by what is left.
 */
test('on a 4× slower phone, what a tap brings under the finger is held within a few frames', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  await toBensFirstTruth(page);
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  const { x, y } = await centreOf(button(page, 'TRUE'));
  await page.evaluate(() => {
    const w = window as unknown as { __clicked: number; __held: { at: number; text: string }[] };
    w.__held = [];
    addEventListener('click', () => (w.__clicked = performance.now()), { capture: true, once: true });
    new MutationObserver((records) => {
      for (const r of records) {
        const el = r.target as Element;
        if (r.attributeName === 'data-held' && el.hasAttribute('data-held')) w.__held.push({ at: performance.now(), text: el.textContent ?? '' });
      }
    }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['data-held'] });
  });
  await page.touchscreen.tap(x, y);
  await expect(button(page, "I'm Ana, show me")).toHaveAttribute('data-held', '');
  const { clicked, held } = await page.evaluate(() => {
    const w = window as unknown as { __clicked: number; __held: { at: number; text: string }[] };
    return { clicked: w.__clicked, held: w.__held };
  });
  const arrival = held.find((h) => h.text === "I'm Ana, show me")!.at - clicked;
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  testInfo.annotations.push({ type: 'measured', description: `tap → "I'm Ana, show me" held: ${Math.round(arrival)} ms (CPU 4× slower)` });
  console.log(`Measured, CPU 4× slower: TRUE's tap → "I'm Ana, show me" held under the finger after ${Math.round(arrival)} ms`);
  expect(arrival).toBeLessThan(SETTLE_MS / 2);
});

