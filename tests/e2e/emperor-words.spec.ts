import { expect, test, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seededRng } from '../../src/kit/seeded';
import { unwrap } from '../../src/kit/result';
import { look, setupWithCards } from '../../src/games/emperor/cards';
import { chooseDirection, condemn, endTurn, reverse, setup, type TableState } from '../../src/games/emperor/engine';
import { owedLook } from '../../src/games/emperor/state';
import { expectOnScreen, stepHeading, tap } from './helpers';

/*
 * Words on the Emperor's play page at 390×844: the title in two lines, the
 * turn's actions told apart, Steal in one button, Shuffle's "keeps 1" against the discard
 * to 2, Reverse saying who is passed over, a Condemn striking "at the end of the
 * Emperor's turn", the seed's words, whenever it is read. SHOTS=<folder> saves the screens looked at.
 */

const TABLE_KEY = 'tablemate:emperor/table:v1';
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
const SHOTS = process.env.SHOTS;
async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const news = (page: Page) => page.locator('.step .emp-news').last();

async function openAt(page: Page, state: TableState) {
  await page.goto('/games/emperor/play/');
  await page.evaluate(([key, saved]) => {
    localStorage.clear();
    localStorage.setItem(key, saved);
  }, [TABLE_KEY, JSON.stringify({ state, history: [null] })] as const);
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}

/** The phone's cards, dealt and every deal look taken, round 1 clockwise: the first turn. */
function dealtTable(): TableState {
  let s = unwrap(setupWithCards({ names: NAMES }, seededRng(26), 'words26'));
  for (let owed = owedLook(s); owed; owed = owedLook(s)) s = unwrap(look(s, { id: owed.id }));
  return unwrap(chooseDirection(s, { direction: 'clockwise' }));
}

test("the title: the game's whole name in at most two lines at 390 px, its buttons beside it", async ({ page }) => {
  await page.goto('/games/emperor/play/');
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAccessibleName('Everyone Wants To Sit Besides The Emperor');
  const lines = await title.evaluate((e) => {
    const range = document.createRange();
    range.selectNodeContents(e);
    return new Set([...range.getClientRects()].filter((r) => r.width > 1).map((r) => Math.round(r.top))).size;
  });
  expect(lines).toBeLessThanOrEqual(2);
  for (const name of ['Teach me', 'Rules of Everyone Wants To Sit Besides The Emperor']) {
    await expect(page.locator('.play-header').getByRole('link', { name })).toBeInViewport({ ratio: 1 });
  }
  await expectOnScreen(page.getByRole('heading', { name: 'How do you hold the identity cards?' }), button(page, 'Deal them on this phone'));
  if (SHOTS) await shot(page, 'emperor-header');
});

test('a turn with the phone\'s cards: Investigate and Investigation apart, Steal in one button, Shuffle keeps 1, then the discard to 2', async ({ page }) => {
  const s = dealtTable();
  const cur = NAMES[s.current!]!;
  await openAt(page, s);
  await expect(stepHeading(page)).toHaveText(new RegExp(`^${cur}'s turn`));
  const free = page.getByRole('group', { name: 'Without a card' });
  const card = page.getByRole('group', { name: 'Or play a card' });
  await expect(free.getByRole('button')).toHaveText(['Investigate (1 card)', 'Shuffle']);
  await expect(card.getByRole('button')).toHaveText(['Transposition', 'Condemn', 'Swap', 'Investigation (2 cards)', 'Reveal', 'Steal']);
  await shot(page, 'emperor-turn-actions');

  // Steal: no "which one?", one button that records it.
  await tap(card.getByRole('button', { name: 'Steal' }), stepHeading(page));
  await expect(stepHeading(page)).toHaveText(`Steal: ${cur} takes every ability card from one player`);
  await expect(page.locator('.step').last()).not.toContainText('which one');
  await expect(page.locator('.step').last().getByRole('button')).toHaveText([`Record ${cur}'s Steal`, 'Cancel']);
  await expectOnScreen(button(page, `Record ${cur}'s Steal`));
  await shot(page, 'emperor-steal');
  await tap(button(page, `Record ${cur}'s Steal`), stepHeading(page));
  await expect(news(page)).toHaveText(`${cur} plays Steal.`);
  await expect(page.getByText(`${cur} has used this turn's one action. If ${cur} holds more than 2 ability cards, discard down to 2; then end the turn.`)).toBeInViewport();

  // Undo, then Shuffle: "keeps 1 ability card", and the discard that follows says "more than 2", never "down to one".
  await button(page, 'Undo').click();
  await expect(stepHeading(page)).toHaveText(new RegExp(`^${cur}'s turn`));
  await tap(free.getByRole('button', { name: 'Shuffle' }), stepHeading(page));
  await expect(news(page)).toContainText('then keeps 1 ability card and discards the rest.');
  await expect(page.locator('.step').last()).not.toContainText('down to one');
  await expectOnScreen(news(page), page.getByText(`If ${cur} holds more than 2 ability cards, discard down to 2`));
  await shot(page, 'emperor-shuffle');
});

test('Reverse says who is passed over, as Transposition does', async ({ page }) => {
  // Printed cards, Ann the Emperor, clockwise: Ben, Cat, Dan, Eve, Ann. In Dan's turn Ann plays Reverse.
  let s = unwrap(setup({ names: NAMES, emperor: 0 }));
  s = unwrap(chooseDirection(s, { direction: 'clockwise' }));
  s = unwrap(endTurn(unwrap(endTurn(s))));
  const expected = unwrap(reverse(s, { caster: 0 })).lastMove.map((n) => n.text).join(' ');
  expect(expected).toContain("Play goes on counterclockwise from Dan's seat: Cat is next; Eve is passed over this round.");
  await openAt(page, s);
  await expect(stepHeading(page)).toHaveText("Dan's turn");
  await tap(button(page, 'Instinct cards'), stepHeading(page), button(page, 'Play Reverse'));
  await tap(button(page, 'Play Reverse'), stepHeading(page));
  await tap(button(page, 'Ann'), stepHeading(page));
  await expect(stepHeading(page)).toHaveText("Dan's turn");
  await expect(news(page)).toHaveText(expected);
  await expectOnScreen(news(page));
  await shot(page, 'emperor-reverse');
});

test("a Condemn on the Emperor, in the Emperor's turn, strikes \"at the end of the Emperor's turn\", as everywhere", async ({ page }) => {
  // Printed cards, Ann the Emperor, clockwise: Ben, beside her, condemns her; the round comes round to Ann.
  let s = unwrap(setup({ names: NAMES, emperor: 0 }));
  s = unwrap(chooseDirection(s, { direction: 'clockwise' }));
  s = unwrap(condemn(s, { target: 0 }));
  for (let k = 0; k < 4; k++) s = unwrap(endTurn(s));
  await openAt(page, s);
  await expect(stepHeading(page)).toHaveText("Ann's turn (the Emperor, last of the round)");
  await expect(page.locator('body')).not.toContainText("'s this turn");
  await tap(button(page, 'Instinct cards'), stepHeading(page));
  const waiting = page.getByRole('region', { name: 'Block a waiting Condemn' });
  await expect(waiting).toContainText("Ben condemned Ann: dies at the end of the Emperor's turn unless blocked.");
  await expect(page.locator('body')).not.toContainText("Emperor's next turn");
  await expect(page.locator('body')).not.toContainText("Emperor's current turn");
  await expectOnScreen(waiting);
  await expect(page.locator('body')).not.toContainText("'s this turn");
  await shot(page, 'emperor-condemn-current-turn');
});
