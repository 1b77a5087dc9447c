import { expect, test, type Locator, type Page } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { seededRng } from '../../src/kit/seeded';
import { unwrap, type Result } from '../../src/kit/result';
import { look, setupWithCards } from '../../src/games/emperor/cards';
import { accuse, block, chooseDirection, condemn, endTurn, guard, reverse, setup, type TableState } from '../../src/games/emperor/engine';
import { owedLook } from '../../src/games/emperor/state';
import { expectOnScreen, stepHeading } from './helpers';

/*
 * The instinct cards and the blocks are in reach from every turn screen, at
 * 390×844 and 844×390, without scrolling: a bar at the foot of the screen opens a sheet
 * of what can be played now (who, what it does), and a single waiting Condemn's Block is
 * in the bar itself. Each case is a different kind of turn screen, early and late in a
 * game; after every tap the result and the next button are on screen and not under the
 * bar. The expected news is the engine's own move's (one source per rule).
 * SHOTS=<folder> saves the screens looked at.
 */

const TABLE_KEY = 'tablemate:emperor/table:v1';
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay'];
const [ANN, BEN, CAT, DAN, EVE, FAY] = [0, 1, 2, 3, 4, 5];
const SHOTS = process.env.SHOTS;
const SIZES = [
  { width: 390, height: 844 },
  { width: 844, height: 390 },
];

type Move = (s: TableState) => Result<TableState>;
const play = (s: TableState, ...moves: Move[]): TableState => moves.reduce((x, m) => unwrap(m(x)), s);
const end: Move = (s) => endTurn(s);
const news = (s: TableState): string => s.lastMove.map((n) => n.text).join(' ');

const button = (page: Page, name: string) => page.getByRole('button', { name, exact: true });
const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
/** A turn's actions with the phone's cards (Round.tsx TurnStep). */
const ACTIONS = ['Investigate (1 card)', 'Shuffle', 'Transposition', 'Condemn', 'Swap', 'Investigation (2 cards)', 'Reveal', 'Steal'];
const bar = (page: Page) => page.getByRole('group', { name: 'Instinct cards: any time' });
const newsOnScreen = (page: Page) => page.locator('.step .emp-news').last();

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: `${SHOTS}/${name}.png` });
}

async function openAt(page: Page, state: TableState) {
  await page.goto('/games/emperor/play/');
  await page.evaluate(
    ([key, saved]) => {
      localStorage.clear();
      localStorage.setItem(key, saved);
    },
    [TABLE_KEY, JSON.stringify({ state, history: [null] })] as const,
  );
  await page.reload();
  await expect(page.getByText('Loading the helper')).toHaveCount(0);
}

/** On screen, wholly, and not under the bar pinned to the foot of the screen (unless it is in the bar). */
async function expectClear(...targets: Locator[]): Promise<void> {
  await expectOnScreen(...targets);
  for (const target of targets) {
    const covered = await target.evaluate((el) => {
      const pinned = document.querySelector('.emp-bar');
      if (!pinned || pinned.contains(el)) return false;
      const r = el.getBoundingClientRect();
      const b = pinned.getBoundingClientRect();
      return r.bottom > b.top + 0.5 && r.top < b.bottom;
    });
    expect(covered, `${target} is under the instinct bar`).toBe(false);
  }
}

/** A player's tap: the control is on screen without scrolling, then so are the result and the next controls. */
async function tap(target: Locator, ...next: Locator[]): Promise<void> {
  await expectClear(target);
  await target.click();
  await expectClear(stepHeading(target.page()), ...next);
}

/** The bar is there without scrolling, right under the step; its Block (if any) says whom it saves. */
async function expectBar(page: Page, block: string | null) {
  await expectOnScreen(bar(page));
  const under = await bar(page).evaluate((el) => {
    const steps = [...document.querySelectorAll('section.helper .step')];
    return !!steps.at(-1) && el.previousElementSibling?.contains(steps.at(-1)!) === true;
  });
  expect(under, 'the bar comes right after the step').toBe(true);
  await expect(bar(page).getByRole('button')).toHaveText(block ? ['Instinct cards', block] : ['Instinct cards']);
}

/** Wherever the page is scrolled, the bar covers no seat of the circle, nor Undo or New game. */
async function expectBarCoversNothing(page: Page) {
  const covered = await page.evaluate(async () => {
    const found: string[] = [];
    const bar = document.querySelector('.emp-bar')!;
    const under = [...document.querySelectorAll('.emp-seat, .undo-bar .btn')];
    for (let y = 0; y <= document.documentElement.scrollHeight; y += 40) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((r) => requestAnimationFrame(r));
      const b = bar.getBoundingClientRect();
      for (const el of under) {
        const r = el.getBoundingClientRect();
        if (r.bottom > b.top + 0.5 && r.top < b.bottom - 0.5) found.push(`${(el.textContent ?? '').trim()} at scroll ${y}`);
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return found;
  });
  expect(covered, 'nothing the bar covers').toEqual([]);
}

/** The phone's cards, 6 players, every deal look taken, round 1 clockwise: the game's first turn. */
function firstTurn(): TableState {
  let s = unwrap(setupWithCards({ names: NAMES }, seededRng(2026), 'instinct26'));
  for (let owed = owedLook(s); owed; owed = owedLook(s)) s = unwrap(look(s, { id: owed.id }));
  return play(s, (x) => chooseDirection(x, { direction: 'clockwise' }));
}

/** Printed cards, Ann the Emperor, seats clockwise Ann Ben Cat Dan Eve Fay; round 1 goes clockwise, Ben first. */
const printed = (): TableState => play(unwrap(setup({ names: NAMES, emperor: ANN })), (s) => chooseDirection(s, { direction: 'clockwise' }));

for (const size of SIZES) {
  const at = `${size.width}×${size.height}`;
  test.describe(at, () => {
    test.use({ viewport: size });

    test(`the game's first turn, its action still open: the bar is there; Accuse from the sheet`, async ({ page }) => {
      const s = firstTurn();
      const cur = s.players[s.current!]!.name;
      const other = s.seats.find((id) => id !== s.current && id !== s.emperor)!;
      await openAt(page, s);
      await expect(stepHeading(page)).toHaveText(new RegExp(`^${cur}'s turn`));
      await expectBar(page, null);
      await shot(page, `instinct-bar-${size.width}`);
      await expectBarCoversNothing(page);

      await tap(button(page, 'Instinct cards'), button(page, 'Play Guarding'), button(page, 'Play Accuse'), button(page, 'Play Reverse'));
      await expect(stepHeading(page)).toHaveText('Instinct cards: anyone, any time');
      await expect(page.getByText('No Condemn is waiting')).toBeVisible();
      await expect(bar(page)).toHaveCount(0);
      await shot(page, `instinct-sheet-${size.width}`);

      await tap(button(page, 'Play Accuse'), button(page, NAMES[other]!));
      await expect(stepHeading(page)).toHaveText('Accuse: who plays it?');
      await tap(button(page, NAMES[other]!), button(page, cur));
      await tap(button(page, cur), newsOnScreen(page), button(page, `End ${cur}'s turn`), bar(page));
      await expect(stepHeading(page)).toHaveText(new RegExp(`^${cur}'s turn`));
      await expect(newsOnScreen(page)).toHaveText(news(unwrap(accuse(s, { caster: other, target: s.current! }))));
      await expect(page.locator('li[data-player]').filter({ hasText: cur })).toContainText('skips next turn');
      // The turn ended: the next player's turn, every action whole above the bar (sideways too), none to scroll to.
      const next = s.players[s.seats[(s.seats.indexOf(s.current!) + 1) % s.seats.length]!]!.name;
      await tap(button(page, `End ${cur}'s turn`), heading(page, `${next}'s turn`), bar(page), ...ACTIONS.map((a) => button(page, a)), button(page, `End ${next}'s turn`));
    });

    test('between rounds, the Emperor to choose: Guarding from the sheet; Reverse not now, in the engine\'s words', async ({ page }) => {
      const s = play(printed(), end, end, end, end, end, end);
      expect(s.direction).toBeNull();
      await openAt(page, s);
      await expect(stepHeading(page)).toHaveText('Ann (the Emperor): which way does round 2 go?');
      await expectBar(page, null);

      await tap(button(page, 'Instinct cards'), button(page, 'Play Guarding'));
      await expect(button(page, 'Play Reverse')).toBeDisabled();
      const refused = reverse(s, { caster: BEN });
      if (refused.ok) throw new Error('Reverse before the direction is chosen should be refused');
      await expect(page.locator('.emp-play').filter({ has: button(page, 'Play Reverse') })).toContainText(refused.error);

      await tap(button(page, 'Play Guarding'), button(page, 'Dan'));
      await expect(stepHeading(page)).toHaveText('Guarding: who plays it?');
      await tap(button(page, 'Dan'), button(page, 'Ben'));
      await expect(stepHeading(page)).toHaveText('Guarding: whose seat beside the Emperor does Dan take?');
      await tap(button(page, 'Ben'), newsOnScreen(page), button(page, 'Clockwise ↻'), bar(page));
      await expect(stepHeading(page)).toHaveText('Ann (the Emperor): which way does round 2 go?');
      await expect(newsOnScreen(page)).toHaveText(news(unwrap(guard(s, { caster: DAN, neighbour: BEN }))));
    });

    test("late in the game, the Emperor's turn with one Condemn waiting: the bar's Block saves at once", async ({ page }) => {
      // Round 1: Ben condemns Dan, who dies as Ben's turn in round 2 ends; round 3: Ben condemns Cat.
      const cw: Move = (x) => chooseDirection(x, { direction: 'clockwise' });
      let s = play(printed(), (x) => condemn(x, { target: DAN }), end, end, end, end, end, end, cw, end);
      expect(s.players[DAN]!.alive).toBe(false);
      s = play(s, end, end, end, end, cw, (x) => condemn(x, { target: CAT }), end, end, end, end);
      expect([s.round, s.current, s.condemns.length]).toEqual([3, ANN, 1]);
      await openAt(page, s);
      await expect(stepHeading(page)).toHaveText("Ann's turn (the Emperor, last of the round)");
      await expectBar(page, 'Block (save Cat)');
      await shot(page, `instinct-bar-block-${size.width}`);

      await tap(button(page, 'Block (save Cat)'), button(page, 'Self-Clearance (Cat)'), button(page, 'Clearance (anyone)'), button(page, 'Counter-Condemn (Cat)'));
      await expect(stepHeading(page)).toHaveText('Block: which card saves Cat?');
      await shot(page, `instinct-block-${size.width}`);
      await tap(button(page, 'Self-Clearance (Cat)'), newsOnScreen(page), button(page, "End Ann's turn"), bar(page));
      await expect(newsOnScreen(page)).toHaveText(news(unwrap(block(s, { condemn: s.condemns[0]!.id, card: 'self-clearance', by: CAT }))));
      await expectBar(page, null);
    });

    test('mid-round, the action spent, two Condemns waiting: a Clearance from the sheet, then Reverse says who is passed over', async ({ page }) => {
      const s = play(printed(), (x) => condemn(x, { target: DAN }), end, (x) => condemn(x, { target: EVE }));
      await openAt(page, s);
      await expect(stepHeading(page)).toHaveText("Cat's turn");
      await expectBar(page, 'Block (2 Condemns)');

      await tap(button(page, 'Block (2 Condemns)'), button(page, 'Block (save Dan)'), button(page, 'Block (save Eve)'));
      await expect(stepHeading(page)).toHaveText('Instinct cards: anyone, any time');
      await expect(page.getByRole('region', { name: 'Block a waiting Condemn' })).toContainText(
        "Cat condemned Eve: dies at the end of Cat's next turn unless blocked.",
      );
      await tap(button(page, 'Block (save Eve)'), button(page, 'Clearance (anyone)'));
      await tap(button(page, 'Clearance (anyone)'), button(page, 'Fay'));
      await expect(stepHeading(page)).toHaveText('Clearance: who plays it?');
      await tap(button(page, 'Fay'), newsOnScreen(page), button(page, "End Cat's turn"), bar(page));
      const blocked = unwrap(block(s, { condemn: s.condemns[1]!.id, card: 'clearance', by: FAY }));
      await expect(newsOnScreen(page)).toHaveText(news(blocked));
      await expectBar(page, 'Block (save Dan)');

      await tap(button(page, 'Instinct cards'), button(page, 'Play Reverse'));
      await tap(button(page, 'Play Reverse'), button(page, 'Ann'));
      await tap(button(page, 'Ann'), newsOnScreen(page), button(page, "End Cat's turn"), bar(page));
      const reversed = news(unwrap(reverse(blocked, { caster: ANN })));
      expect(reversed).toContain('Dan, Eve and Fay are passed over this round');
      await expect(newsOnScreen(page)).toHaveText(reversed);
      await shot(page, `instinct-after-${size.width}`);
    });
  });
}
