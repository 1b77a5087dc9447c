import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { SLUGS } from '../../scripts/games.ts';

/*
 * 390 × 844: each rules page can be learnt from and used mid-game. The 30
 * seconds box is on the first screen, every jump-bar stop is one tap away, five questions
 * a table asks mid-game are each answered within two taps (a jump, or the search box and
 * a result), the page is axe clean with its folds, pop-ups and search open, and printed it
 * says nothing about the parts print hides.
 */

const GAMES = SLUGS;
type Game = string;

/** A question asked mid-game: answered by the jump bar's stop, or by searching these words and taking the result with this heading. */
type Ask = { question: string; answer: string } & ({ jump: string } | { search: string });

const ASKED: Record<Game, Ask[]> = {
  'sibling-rivalry': [
    { question: "I'm on a Little Devil: how many 1s catch me?", search: 'little devil', answer: "I'm on a Little Devil: how many 1s catch me?" },
    { question: "I'm level with the other pawn: does mine stay?", search: 'level pawn stay', answer: "I'm level with the other pawn: does mine stay?" },
    { question: 'None of my dice shows my track: what now?', search: 'no die shows my track', answer: "No die shows my track's number: what happens?" },
    { question: 'I reached the top of a track: do I go again?', search: 'top square', answer: 'I reached a top square: what now?' },
    { question: 'How does the game end?', jump: 'Winning', answer: 'Winning' },
  ],
  'empty-rivalry': [
    { question: 'The d12 and the modified score are equal: who scores?', search: 'tie', answer: 'The d12 equals the modified score: who scores?' },
    { question: 'How is the modified score worked out?', jump: 'Scoring', answer: 'Scoring' },
    { question: 'I retreated and rolled low: do I score?', search: 'retreat lower', answer: 'I retreated and my d12 is lower: do I score?' },
    { question: 'How long must an answer be?', search: 'sentences', answer: 'Questions and secret notes' },
    { question: 'May I look at my blind die?', search: 'look at my die', answer: 'Can I look at my own blind die?' },
  ],
  empress: [
    { question: 'Who leads after a draw?', search: 'lead after a draw', answer: 'Who leads after a draw?' },
    { question: 'How much is the Assassin worth?', jump: 'Scoring', answer: 'Scoring' },
    { question: 'We drew four times: now what?', search: 'four draws', answer: 'Four draws in a row: what now?' },
    { question: 'Do we swap hands between sets?', search: 'swap sets', answer: 'Do hands swap between sets too?' },
    { question: 'How is the stake settled?', search: 'stake', answer: 'When is the stake paid, and how much?' },
  ],
  emperor: [
    { question: 'When does a Condemn kill?', search: 'when does a condemn kill', answer: 'When does a Condemn kill?' },
    { question: 'Who can block a Condemn?', search: 'block condemn', answer: 'Who may block a Condemn, and with what?' },
    { question: 'What does Guarding do?', jump: 'Cards', answer: 'The ability cards' },
    { question: "A Loyalist condemned the Emperor: what happens?", search: 'not a Rebel condemns the Emperor', answer: "Someone who isn't a Rebel condemns the Emperor: what happens?" },
    { question: 'After a Transposition, who plays?', search: 'transposition plays next', answer: 'After a Transposition, who plays next?' },
  ],
  subtweet: [
    { question: 'I hold ten cards: do I take a penalty?', search: 'hand full penalty', answer: 'My hand is full and I owe a penalty: do I draw?' },
    { question: 'Who takes a card when the recipient missed it?', jump: 'Penalties', answer: 'Penalties' },
    { question: 'May I favourite my own tweet?', search: 'favourite own tweet', answer: 'Can I favourite my own tweet?' },
    { question: 'I played my last card but took a penalty: did I win?', search: 'last card penalty', answer: 'I played my last card but took a penalty: have I won?' },
    { question: 'Two of us have the shortest handle: who starts?', search: 'shortest handle tie', answer: 'Two of us have equally short handles: who starts?' },
  ],
};

const jumpBar = (page: Page) => page.getByRole('navigation', { name: 'Jump to' });
/** Headings are typeset with curly apostrophes (Astro's smartypants), as a reader sees them. */
const typeset = (text: string) => text.replace(/'/g, '’');

/** The heading is on screen and below the jump bar, not under it. */
async function expectReadable(page: Page, heading: Locator): Promise<void> {
  await expect(heading).toBeInViewport();
  // Measured once the jump's scroll has come to rest (a loaded machine can still be scrolling).
  await expect
    .poll(async () => {
      const bar = (await jumpBar(page).boundingBox())!;
      const box = (await heading.boundingBox())!;
      return box.y - (bar.y + bar.height - 2);
    }, { message: 'the heading sits below the sticky jump bar' })
    .toBeGreaterThanOrEqual(0);
}

/** Tap 1: the magnifier; then the words; returns the box. */
async function openSearch(page: Page, words: string): Promise<Locator> {
  await jumpBar(page).getByRole('button', { name: 'Search the rules' }).click();
  const box = page.getByRole('dialog', { name: 'Search the rules' });
  await box.getByRole('searchbox').fill(words);
  await expect(box.getByRole('status')).toHaveText(/found/);
  return box;
}

test('every game has its mid-game questions here', () => {
  expect(Object.keys(ASKED).sort()).toEqual([...GAMES].sort());
});

for (const game of GAMES) {
  test.describe(`/games/${game}/`, () => {
    test('the 30 seconds box is on the first screen, and every jump-bar stop is one tap away', async ({ page }) => {
      await page.goto(`/games/${game}/`);
      const glance = page.getByRole('region', { name: 'In 30 seconds' });
      await expect(glance).toBeInViewport({ ratio: 1 });
      for (const label of ['The goal', 'A turn', 'You win', 'It ends']) await expect(glance.getByText(label, { exact: true })).toBeVisible();
      // Before and after scrolling: the bar stays at the top of the screen once reached.
      const stops = jumpBar(page).getByRole('link');
      const count = await stops.count();
      expect(count).toBeGreaterThanOrEqual(4);
      for (let i = 0; i < count; i++) {
        await page.evaluate(() => window.scrollTo(0, 0));
        const stop = stops.nth(i);
        await expect(stop).toBeInViewport({ ratio: 1 });
        const id = (await stop.getAttribute('href'))!.slice(1);
        await stop.click();
        await expectReadable(page, page.locator(`[id="${id}"]`));
        await expect(jumpBar(page)).toBeInViewport({ ratio: 1 });
      }
      // Nothing wider than the screen.
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    });

    for (const ask of ASKED[game] ?? []) {
      test(`mid-game, within two taps: ${ask.question}`, async ({ page }) => {
        await page.goto(`/games/${game}/`);
        await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight * 0.6)); // somewhere in the middle of the page
        const answer = typeset(ask.answer);
        const heading = page.getByRole('heading', { name: answer, exact: true });
        if ('jump' in ask) {
          await jumpBar(page).getByRole('link', { name: ask.jump, exact: true }).click();
        } else {
          const box = await openSearch(page, ask.search);
          const results = box.getByRole('link');
          const names = await results.evaluateAll((links) => links.map((a) => a.querySelector('strong')?.textContent ?? ''));
          const at = names.indexOf(answer);
          expect(at, `"${ask.search}" finds "${answer}" among the first three results (got ${names.join(' | ')})`).toBeGreaterThanOrEqual(0);
          expect(at).toBeLessThan(3);
          await results.nth(at).click();
          await expect(box).toBeHidden();
        }
        await expectReadable(page, heading);
      });
    }

    test('axe clean, light and dark, with the fold, a term, an example and the search box open', async ({ page }) => {
      // Axe over a whole rules page, four times: about 35 s on an idle two-core machine, more beside other tests.
      test.slow();
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.emulateMedia({ colorScheme });
        await page.goto(`/games/${game}/`);
        const fold = page.locator('details.on-the-phone');
        // Opened once, the fold stays open across a reload (the second colour scheme).
        if (!(await fold.evaluate((d) => (d as HTMLDetailsElement).open))) await fold.locator('summary').click();
        await expect(fold).toHaveJSProperty('open', true);
        const walk = page.locator('section.walk').first();
        await walk.scrollIntoViewIfNeeded();
        // The fold's tap was a touch: the example may wake on its own as it comes near.
        const show = walk.getByRole('button', { name: 'Show it step by step' });
        await show.click({ timeout: 2000 }).catch(() => undefined);
        const next = page.locator('section.walk').first().getByRole('button', { name: 'Next step' });
        await expect(next).toBeEnabled();
        await next.click();
        await page.waitForLoadState('networkidle');
        const check = async (what: string) => {
          const results = await new AxeBuilder({ page }).analyze();
          expect(results.violations.map((v) => `${what}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
        };
        await check(`${colorScheme} page`);
        const term = page.locator('button.term').first();
        await term.scrollIntoViewIfNeeded();
        await term.click();
        await expect(page.locator('.term-pop:popover-open')).toBeVisible();
        await check(`${colorScheme} term`);
        await page.keyboard.press('Escape');
        const box = await openSearch(page, 'turn');
        await expect(box.getByRole('link').first()).toBeVisible();
        await check(`${colorScheme} search`);
      }
    });

    test('printed, the page says nothing about the parts print hides', async ({ page }) => {
      await page.goto(`/games/${game}/`);
      await page.emulateMedia({ media: 'print' });
      const text = await page.locator('main').evaluate((main) => (main as HTMLElement).innerText);
      expect(text).toMatch(/In 30 seconds/i);
      expect(text).toContain('Questions at the table');
      // What print hides (the helpers and their words, the examples, the jump bar, search): the names
      // those parts go by on screen, and words that point at something on the page but not on paper.
      const hiddenNames = await page.evaluate(() => {
        const names = new Set<string>();
        for (const el of document.querySelectorAll('main *')) {
          if (el.checkVisibility() || !(el instanceof HTMLElement)) continue;
          const named = el.getAttribute('aria-label') ?? (/^H[2-4]$/.test(el.tagName) ? el.textContent : null);
          if (named && named.trim().length > 3) names.add(named.trim());
        }
        return [...names];
      });
      await page.emulateMedia({ media: 'screen' });
      const shown = await page.evaluate((names) => names.filter((n) => [...document.querySelectorAll('main *')].some((el) => el.checkVisibility() && (el.getAttribute('aria-label') === n || el.textContent?.trim() === n))), hiddenNames);
      expect(shown.length, 'print hides parts a reader sees on screen').toBeGreaterThan(0);
      for (const name of shown) expect(text, `printed page names "${name}", which print hides`).not.toContain(name);
      for (const pointer of [/\b(see|shown|is|are) (below|above)\b|\b(below|above)[.:]/i, /\btap\b/i, /\bcalculator\b/i, /\bblind dice\b/i, /Teach me/, /See it played/, /\bsearch\b/i, /On the phone/, /\bscoreboard\b/i, /\btracker\b/i]) {
        expect(text, `printed page points at ${pointer}`).not.toMatch(pointer);
      }
    });
  });
}

test('a link into the folded "On the phone" section opens it', async ({ page }) => {
  await page.goto('/games/emperor/#identity-cards-on-the-phone');
  await expect(page.getByRole('heading', { name: 'Identity cards on the phone' })).toBeInViewport();
});

test('a term explains itself where it stands, and closes with a tap elsewhere', async ({ page }) => {
  await page.goto('/games/sibling-rivalry/');
  const term = page.getByRole('button', { name: 'Little Devil', exact: true }).first();
  await term.scrollIntoViewIfNeeded();
  await term.click();
  const pop = page.locator('.term-pop:popover-open');
  await expect(pop).toContainText('two 1s are enough');
  await expect(pop).toBeInViewport({ ratio: 1 });
  await page.mouse.click(5, 5);
  await expect(pop).toHaveCount(0);
});

/*
 * Nothing moves what the reader is looking at (issue 34): upright and sideways, on a first
 * visit and once the service worker keeps the site, the page's first touch and every
 * jump-bar tap leave the heading just under the sticky bar (within 80 px of its bottom),
 * and it stays there for 2 s: its position sampled every 100 ms, and the layout shifts the
 * browser reports (PerformanceObserver) summed over the same time.
 */
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

/** Starts recording layout shifts; `shifts()` reads what has been recorded since. */
async function recordShifts(page: Page): Promise<void> {
  await page.evaluate(() => {
    const w = window as unknown as { __shift: number };
    w.__shift = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += e.value;
    }).observe({ type: 'layout-shift', buffered: false });
  });
}
const shifts = (page: Page) => page.evaluate(() => (window as unknown as { __shift: number }).__shift);

/** The heading's top below the jump bar's bottom, sampled in the page every 100 ms for 2 s once a scroll has settled: every sample. */
async function heldFor2s(page: Page, heading: Locator): Promise<number[]> {
  return heading.evaluate(async (h) => {
    const gap = () => Math.round(h.getBoundingClientRect().top - document.querySelector('.jump-bar')!.getBoundingClientRect().bottom);
    const wait = (ms: number) => new Promise((r) => setTimeout(r, ms));
    // Let the jump's own scroll finish (it may be slow on a loaded machine).
    for (let i = 0, last = NaN; i < 20; i++) {
      const now = gap();
      if (now === last) break;
      last = now;
      await wait(100);
    }
    const samples: number[] = [];
    for (let i = 0; i < 20; i++) {
      samples.push(gap());
      await wait(100);
    }
    return samples;
  });
}

function expectHeld(samples: number[], what: string): void {
  for (const s of samples) {
    expect(s, `${what}: the heading's top sits under the bar`).toBeGreaterThanOrEqual(-1);
    expect(s, `${what}: the heading's top is within 80 px of the bar`).toBeLessThanOrEqual(80);
  }
  expect(Math.max(...samples) - Math.min(...samples), `${what}: the heading holds still for 2 s`).toBeLessThanOrEqual(1);
}

for (const size of SIZES) {
  for (const game of GAMES) {
    test(`${game} at ${size.width}×${size.height}: the first touch and every jump leave the heading still under the bar, first visit and after`, async ({ page }) => {
      test.setTimeout(240_000);
      await page.setViewportSize(size);
      for (const visit of ['first visit', 'with the site kept'] as const) {
        if (visit === 'first visit') await page.goto(`/games/${game}/`);
        else {
          await page.evaluate(async () => navigator.serviceWorker?.ready);
          await page.reload();
        }
        await recordShifts(page);
        // Reading in the middle of the page, the first touch lands on the text.
        const headings = page.locator('article.rules > h2[id]');
        const middle = headings.nth(Math.floor((await headings.count()) / 2));
        await middle.evaluate((h) => window.scrollTo(0, window.scrollY + h.getBoundingClientRect().top - 64));
        const box = (await middle.boundingBox())!;
        await page.touchscreen.tap(box.x + 10, box.y + box.height / 2);
        expectHeld(await heldFor2s(page, middle), `${visit}, first touch at ${await middle.textContent()}`);
        const stops = jumpBar(page).getByRole('link');
        for (let i = 0; i < (await stops.count()); i++) {
          const stop = stops.nth(i);
          const id = (await stop.getAttribute('href'))!.slice(1);
          await stop.tap();
          expectHeld(await heldFor2s(page, page.locator(`[id="${id}"]`)), `${visit}, jump to ${await stop.textContent()}`);
        }
        expect(await shifts(page), `${visit}: layout shift while reading`).toBeLessThan(0.01);
      }
    });
  }
}
