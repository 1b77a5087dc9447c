import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { setup, type SubtweetState } from '../../src/games/subtweet/engine';
import { expectOnScreen, stepHeading, tap } from './helpers';

/*
 * 390×844: "Play again with the same players" at the end (New game wipes the
 * names), the face-value tweets' words, and "Teach me" on one line in the header.
 * SHOTS=<folder> saves the screens looked at.
 */

const SAVE_KEY = 'tablemate:subtweet/table:v1';
const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function openAt(page: Page, state: SubtweetState) {
  await page.goto('/games/subtweet/play/');
  await page.evaluate(([key, saved]) => {
    localStorage.clear();
    localStorage.setItem(key, saved);
  }, [SAVE_KEY, JSON.stringify({ state, history: [] })] as const);
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}

/** A fresh game with these hands, the tally saying they were dealt so (the load-time check). */
function lastTurn(handles: string[], rpsWinner: number | undefined, variations: object, hands: [number, number][]): SubtweetState {
  const made = setup({ handles, rpsWinner, variations });
  if (!made.ok) throw new Error(made.error);
  return {
    ...made.value,
    players: made.value.players.map((p, i) => ({ ...p, written: hands[i]![0], blank: hands[i]![1] })),
    tally: { dealt: hands.reduce((sum, [w, b]) => sum + w + b, 0), drawn: 0, discarded: 0, played: 0, written: 0 },
  };
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const helper = (page: Page) => page.getByRole('region', { name: 'Table tracker' });

/** The author plays their last card; only its recipient favourites it, so the author's hand is empty (ST-4, ST-5). */
async function winWithLastCard(page: Page, author: string, recipient: string) {
  await tap(button(page, `${author} plays a tweet`), stepHeading(page));
  await tap(page.getByRole('group', { name: 'Favourited' }).getByRole('button', { name: recipient }));
  await tap(button(page, 'Done: 1 favourited'), stepHeading(page));
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: recipient }), stepHeading(page));
  await expect(stepHeading(page)).toHaveText(`${author} wins!`);
}

test('face-value tweets: every corner hidden, the reveal may name nobody; then play again with the same players, and Undo back to the win', async ({ page }) => {
  await openAt(page, lastTurn(['Al', 'Bea', 'Cyd', 'Dora'], undefined, { faceValue: true }, [[1, 0], [3, 1], [3, 1], [2, 2]]));
  await expect(stepHeading(page)).toHaveText("Al's turn");
  await expect(helper(page)).not.toContainText("recipient's corner");
  await expect(helper(page).getByText('lay it face up, its corner hidden, whether it names a recipient or is a face-value tweet')).toBeInViewport();
  await shot(page, 'subtweet-face-value-turn');

  await tap(button(page, 'Al plays a tweet'), stepHeading(page));
  await tap(page.getByRole('group', { name: 'Favourited' }).getByRole('button', { name: 'Bea' }));
  await tap(button(page, 'Done: 1 favourited'), stepHeading(page));
  await expect(helper(page).getByText('read out the name, or say it is a face-value tweet if it names nobody')).toBeInViewport();
  await shot(page, 'subtweet-face-value-reveal');
  await tap(page.getByRole('group', { name: 'The tweet was about' }).getByRole('button', { name: 'Bea' }), stepHeading(page));
  await expect(stepHeading(page)).toHaveText('Al wins!');

  const again = button(page, 'Play again with the same players');
  await again.scrollIntoViewIfNeeded();
  await shot(page, 'subtweet-winner-rematch');
  await tap(again, stepHeading(page));
  // The same players in the same seats, each with three written cards; the shortest handle starts again (ST-2).
  await expect(stepHeading(page)).toHaveText("Al's turn");
  const hands = page.getByRole('table').first();
  await expect(hands).toContainText(/Al[\s\S]*Bea[\s\S]*Cyd[\s\S]*Dora/);
  // The same optional rules: face-value tweets are still on.
  await expect(helper(page).getByText('whether it names a recipient or is a face-value tweet')).toBeVisible();
  await shot(page, 'subtweet-rematch-started');

  // A mis-tap on it is taken back: Undo returns to the win.
  await button(page, 'Undo').click();
  await expect(stepHeading(page)).toHaveText('Al wins!');
});

test('play again with a tie for the shortest handle: rock-paper-scissors again, its winner starts', async ({ page }) => {
  await openAt(page, lastTurn(['Bo', 'Al', 'Cyd', 'Dora'], 0, {}, [[1, 0], [3, 1], [3, 1], [2, 2]]));
  await expect(stepHeading(page)).toHaveText("Bo's turn");
  await expect(helper(page).getByText("lay it face up with the recipient's corner hidden")).toBeVisible();
  await winWithLastCard(page, 'Bo', 'Cyd');
  const again = button(page, 'Play again with the same players');
  await again.scrollIntoViewIfNeeded();
  await tap(again, stepHeading(page));
  await expect(stepHeading(page)).toHaveText('Rock-paper-scissors');
  await expect(helper(page)).toContainText('Bo and Al tie for the shortest handle again');
  await expectOnScreen(button(page, 'Bo'), button(page, 'Al'));
  await shot(page, 'subtweet-rematch-tie');
  await tap(button(page, 'Al'), stepHeading(page));
  await expect(stepHeading(page)).toHaveText("Al's turn");
});

test('the header: "Teach me" and "Rules" each on one line', async ({ page }) => {
  await page.goto('/games/subtweet/play/');
  for (const name of ['Teach me', 'Rules of SUBTWEET']) {
    const link = page.locator('.play-header').getByRole('link', { name });
    await expect(link).toBeInViewport({ ratio: 1 });
    // The words on the button (its first text; "Rules" carries a visually hidden " of SUBTWEET").
    const lines = await link.evaluate((e) => {
      const range = document.createRange();
      range.selectNodeContents(e.firstChild!);
      return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
    });
    expect(lines, `${name} on one line`).toBe(1);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  await page.locator('.play-header').screenshot({ path: SHOTS ? `${SHOTS}/subtweet-header.png` : undefined });
});
