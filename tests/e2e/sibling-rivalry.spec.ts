import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { unwrap } from '../../src/kit/result';
import { trackOf } from '../../src/games/sibling-rivalry/data';
import { advance, choiceOutcome, diceLeft, legalTracks, roll, rollWords, setup, stop, stopOutcome, type State } from '../../src/games/sibling-rivalry/engine';
import { describeChoice, describeStop } from '../../src/games/sibling-rivalry/words';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

// The play page at 390×844. The engine rides along with every tap: it picks dice that
// end the game quickly and says what the phone must show after each step. After EVERY
// tap, the step's heading and its next actions must be on screen without scrolling.

const SLUG = 'sibling-rivalry';
// Whole games with several axe scans: give them room on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

async function noAxeViolations(page: Page, state: string) {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${state} (${colorScheme}): ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

const helperOf = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });

/** The controls a step offers next, which must all be on screen with its heading. */
function nextActions(page: Page, s: State): Locator[] {
  const helper = helperOf(page);
  if (s.winner !== null) return [helper.getByRole('button', { name: /^Play again/ })];
  if (s.turn.awaitingTrack) return legalTracks(s).map((t) => helper.getByRole('button', { name: new RegExp(`^${trackOf(t).name} \\(${t}s\\)`) }));
  const n = diceLeft(s);
  const roll = [helper.getByRole('button', { name: `Roll ${n} ${n === 1 ? 'die' : 'dice'} on the phone` }), helper.getByRole('button', { name: /^Use these dice?$/ })];
  return s.turn.rolls > 0 ? [helper.getByRole('button', { name: /^Stop/ }), ...roll] : roll;
}

function headingOf(s: State): string {
  if (s.winner !== null) return `${s.players[s.winner]!.name} wins!`;
  const who = `${s.players[s.turn.player]!.name}'s ${s.turn.extra ? 'extra turn' : 'turn'}`;
  return s.turn.awaitingTrack ? `${who}: choose a track` : s.turn.rolls > 0 ? `${who}: roll or stop` : who;
}

/** Rules sections the steps linked to, checked against the rules page at the end of a game. */
const rulesLinked = new Set<string>();

/** After a tap: the step heading (with focus), what happened, and the next actions, all on screen. */
async function expectStep(page: Page, s: State) {
  const heading = stepHeading(page);
  const rule = page.locator('.step .step-head').last().getByRole('link', { name: /^Rule/ });
  await expectOnScreen(rule);
  rulesLinked.add((await rule.getAttribute('href'))!);
  await expect(heading).toHaveText(headingOf(s));
  // Focus on the new step's heading, or on the control the kit's focus keeper chose as the next
  // action (kit/ui/keepFocus.ts): never the page's body. Which one wins can depend on timing.
  await expect
    .poll(() =>
      page.evaluate(() => {
        const a = document.activeElement;
        if (a?.matches('.step .step-head h3')) return 'heading';
        if (a?.closest('section.helper') && a.matches('button, input, select, textarea, summary, a[href]')) return 'control';
        return a?.outerHTML.slice(0, 80) ?? 'nothing';
      }),
    )
    .toMatch(/^(heading|control)$/);
  // The roll's own line is drawn as dice (the log keeps the words); the rest is listed.
  const me = s.players[s.turn.player]!.name;
  const rolled = s.turn.roll !== null && s.events[0] === rollWords(me, s.turn.roll);
  const lines = rolled ? s.events.slice(1) : s.events;
  const happened = helperOf(page).getByRole('list', { name: 'What just happened' });
  const result = rolled ? [helperOf(page).getByRole('group', { name: 'Last roll' })] : [];
  if (lines.length > 0) result.push(happened);
  await expectOnScreen(heading, ...result, ...nextActions(page, s));
  if (rolled) {
    for (const d of s.turn.roll!) await expect(helperOf(page).getByRole('group', { name: 'Last roll' })).toContainText(String(d));
  }
  if (lines.length > 0) await expect(happened).toContainText(lines.at(-1)!);
  else await expect(happened).toHaveCount(0);
}

async function enterPlayers(page: Page, names: string[]) {
  const helper = helperOf(page);
  for (let i = 2; i < names.length; i++) await tap(helper.getByRole('button', { name: 'Add a player' }));
  for (const [i, name] of names.entries()) {
    await expectOnScreen(helper.getByLabel(`Player ${i + 1} name`));
    await helper.getByLabel(`Player ${i + 1} name`).fill(name);
  }
  await tap(helper.getByRole('button', { name: 'Next: the score track' }), stepHeading(page), helper.getByRole('button', { name: 'Start the game' }));
  await expect(stepHeading(page)).toHaveText('The score track');
}

type Move = { dice: number[]; faces?: boolean } | { track: number } | 'stop';

/** One move on the phone and on the engine; then the phone must agree and show the next step. */
async function move(page: Page, state: State, m: Move): Promise<State> {
  const helper = helperOf(page);
  let next: State;
  if (m === 'stop') {
    await tap(helper.getByRole('button', { name: /^Stop/ }));
    next = unwrap(stop(state));
  } else if ('track' in m) {
    await tap(helper.getByRole('button', { name: new RegExp(`^${trackOf(m.track).name} \\(${m.track}s\\)`) }));
    next = unwrap(advance(state, { track: m.track }));
  } else {
    if (m.faces) {
      for (const d of m.dice) await tap(helper.getByRole('button', { name: `Add a ${d}` }));
    } else {
      const input = helper.getByLabel(/Or type the \d real dic?e? you rolled/);
      await expectOnScreen(input);
      await input.fill(m.dice.join(' '));
    }
    await tap(helper.getByRole('button', { name: /^Use these dice?$/ }));
    next = unwrap(roll(state, { dice: m.dice }));
  }
  await expectStep(page, next);
  return next;
}

/** The quick way to the finish: every die on the highest allowed track, to its top square, again and again. */
async function rushToWin(page: Page, state: State): Promise<State> {
  let s = state;
  for (let guard = 0; s.winner === null && guard < 40; guard++) {
    if (s.turn.awaitingTrack) {
      s = await move(page, s, { track: Math.max(...legalTracks(s)) });
      continue;
    }
    const face = Math.max(...legalTracks(s));
    s = await move(page, s, { dice: Array.from({ length: diceLeft(s) }, () => face) });
  }
  expect(s.winner).not.toBeNull();
  return s;
}

const standing = (page: Page, name: string) =>
  helperOf(page).locator('.sr-standings li').filter({ hasText: new RegExp(`^\\S+ ${name}:`) });

test('the first screen is the helper: its first control is on screen at load', async ({ page }) => {
  await openPlay(page, SLUG);
  await expectOnScreen(stepHeading(page), helperOf(page).getByLabel('Player 1 name'), helperOf(page).getByRole('button', { name: 'Next: the score track' }));
  await expect(stepHeading(page)).toHaveText('Who is playing?');
  await noAxeViolations(page, 'setup');
});

test('two players play to a win: every step on screen, explained choices, exact odds, rule links, a reload', async ({ page }) => {
  await openPlay(page, SLUG);
  const helper = helperOf(page);
  await enterPlayers(page, ['Ann', 'Ben']);
  let s = unwrap(setup({ players: ['Ann', 'Ben'] }));
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  await expectStep(page, s);
  // The odds come after the step; before the first roll: five dice, exact.
  const odds = helper.getByRole('region', { name: 'Odds for the next roll' });
  await expect(odds).toContainText('Chance of being caught: 4% (276 of 7,776 rolls)');

  s = await move(page, s, { dice: [2, 2, 3, 4, 5], faces: true }); // Looks only: moved for her
  // Stop says what it will do before the tap.
  await expect(helper.getByRole('button', { name: /^Stop/ })).toContainText(describeStop(stopOutcome(s)));
  await expect(helper.getByRole('button', { name: /^Stop/ })).toContainText('your Sidelong Glance stays and scores 2 at the start of your next turn');
  s = await move(page, s, 'stop');
  s = await move(page, s, { dice: [2, 4, 4, 3, 5] }); // Ben: Looks (behind Ann) or Faces (escalate)
  const looks = helper.getByRole('button', { name: /^Looks \(2s\)/ });
  await expect(looks).toContainText('to square 1, Looking Near (2): behind Ann (square 2)');
  await expect(helper.getByRole('button', { name: /^Faces \(3s\)/ })).toContainText(describeChoice(choiceOutcome(s, 3)));
  s = await move(page, s, { track: 2 });
  await expect(helper.getByRole('button', { name: /^Stop/ })).toContainText('your pawn comes off: you are behind Ann on Looks');
  // Opened again mid-turn (a reload, or back from the rules): Stop and the whole dice tray are on screen.
  await page.reload();
  await expect(stepHeading(page)).toHaveText(headingOf(s));
  await expectOnScreen(stepHeading(page), ...nextActions(page, s));
  s = await move(page, s, { dice: [1, 2, 2, 6, 6] });
  await expect(looks).toContainText('to square 3, Direct Look (2): ahead of Ann (square 2)');
  s = await move(page, s, { track: 2 }); // Looks square 3: now ahead of Ann
  await expect(helper.getByRole('button', { name: /^Stop/ })).toContainText("Ann's pawn comes off, and your Direct Look stays");
  await expect(odds).toContainText('Chance of being caught: 13% (171 of 1,296 rolls)');
  await expect(odds.getByRole('table')).toContainText('Looks (2s), staying from square 3');
  await noAxeViolations(page, 'mid-turn');
  s = await move(page, s, 'stop');
  expect(s.players[0]!.pawn).toBeNull();

  // A reload keeps the game and the step.
  await page.reload();
  await expect(stepHeading(page)).toHaveText(headingOf(s));
  // Opening the page mid-game shows the step and its next actions without scrolling.
  await expectOnScreen(stepHeading(page), ...nextActions(page, s));
  await expect(standing(page, 'Ann')).toContainText('Start');

  s = await move(page, s, { dice: [1, 1, 4, 5, 6] }); // Ann: two 1s, no 2s or 3s: nothing moves
  s = await move(page, s, { dice: [1, 2, 3] }); // the third 1: caught, at Start so no move back
  await expect(helper.getByRole('list', { name: 'What just happened' })).toContainText('Ann rolls 1 2 3.');
  await expect(helper.getByRole('list', { name: 'What just happened' })).toContainText('Caught with three 1s.');
  expect(s.players[1]!.score).toBe(2); // Ben's Direct Look scored at the start of his turn
  await expect(standing(page, 'Ben')).toContainText('square 2');

  s = await rushToWin(page, s);
  await expect(standing(page, s.players[s.winner!]!.name)).toContainText('finished');
  await noAxeViolations(page, 'won');
  await expect(helper.getByRole('button', { name: /^Use these dice?$/ })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  // Play again keeps the names and the track.
  await tap(helper.getByRole('button', { name: /^Play again/ }));
  await expectStep(page, unwrap(setup({ players: ['Ann', 'Ben'] })));

  // Every step's Rule link opens a heading that exists on the rules page.
  expect([...rulesLinked].map((h) => h.split('#')[1]).sort()).toEqual(['stopping', 'which-tracks-you-may-use', 'winning', 'your-turn']);
  for (const href of rulesLinked) {
    await page.goto(href);
    await expect(page.locator(`[id="${href.split('#')[1]}"]`)).toHaveCount(1);
  }
});

test('four players: escalation, outdoing, a catch that costs squares, then a win', async ({ page }) => {
  await openPlay(page, SLUG);
  const names = ['Ann', 'Ben', 'Cy', 'Dee'];
  await enterPlayers(page, names);
  await tap(helperOf(page).getByRole('button', { name: 'Start the game' }));
  let s = unwrap(setup({ players: names }));
  await expectStep(page, s);
  s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // Ann: Looks square 2
  s = await move(page, s, 'stop');
  s = await move(page, s, { dice: [3, 3, 3, 4, 5] }); // Ben escalates to Faces
  s = await move(page, s, { track: 3 });
  s = await move(page, s, 'stop');
  s = await move(page, s, { dice: [2, 2, 2, 6, 6] }); // Cy outdoes Ann on Looks
  s = await move(page, s, { track: 2 });
  s = await move(page, s, 'stop');
  expect(s.players[0]!.pawn).toBeNull();
  s = await move(page, s, { dice: [1, 1, 1, 5, 5] }); // Dee is caught at once
  expect(s.turn.player).toBe(0);
  s = await rushToWin(page, s);
  await expect(stepHeading(page)).toHaveText(`${s.players[s.winner!]!.name} wins!`);
});

test('a catch shows what it costs before the roll: back 3, to a Little Devil', async ({ page }) => {
  await openPlay(page, SLUG);
  await enterPlayers(page, ['Ann', 'Ben']);
  const helper = helperOf(page);
  // A 13-square track with a Devil on 9: Ann climbs to 12, then her catch would send her back to 9.
  await helper.getByLabel(/Squares between Start and the finish/).fill('13');
  await helper.getByLabel('Little Angel squares').fill('3');
  await helper.getByLabel('Little Devil squares').fill('9');
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  let s = unwrap(setup({ players: ['Ann', 'Ben'], layout: { length: 13, angels: [3], devils: [9] } }));
  s = await move(page, s, { dice: [2, 2, 2, 2, 2] }); // Looks 5, Smirk
  s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // top: 6 points, extra turn
  s = await move(page, s, { dice: [2, 2, 2, 2, 2] });
  s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // another 6: square 12
  expect(s.players[0]!.score).toBe(12);
  s = await move(page, s, { dice: [1, 1, 3, 4, 5] });
  await expect(helper.getByRole('region', { name: 'Odds for the next roll' })).toContainText('What a catch costs: back 3, to square 9, a Little Devil');
});

// Sideways the step is two columns (board.css): a refused roll's reason takes the line of the
// field's label, so Stop and the whole tray stay on the 390 px-high screen whatever its length.
test('held sideways (844×390): a refused typed roll, then faces tapped in, leave Stop and the whole dice tray on screen', async ({ page }) => {
  await openPlay(page, SLUG);
  await enterPlayers(page, ['Ann', 'Ben']);
  const helper = helperOf(page);
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  // The phone turned sideways once the game is under way.
  await page.setViewportSize({ width: 844, height: 390 });
  const field = helper.getByLabel(/Or type the 5 real dice/);
  await field.fill('2 2 3 4 5');
  await field.press('Enter');
  await expect(stepHeading(page)).toHaveText(/roll or stop$/);
  const stop = helper.getByRole('button', { name: /^Stop/ });
  const use = helper.getByRole('button', { name: /^Use these dice$/ });
  const typed = helper.getByLabel(/Or type the \d real dic?e?/);
  const actions = () => [stop, helper.getByRole('button', { name: /on the phone$/ }), typed, use, helper.getByRole('button', { name: 'Add a 1' }), helper.getByRole('button', { name: 'Add a 6' }), helper.getByRole('button', { name: 'Clear' })];
  // Two dice where the roll needs more: the reason with the field, Stop still above it.
  await typed.fill('2 3');
  await tap(use, helper.getByRole('alert'), ...actions());
  await expect(helper.getByRole('alert')).toHaveText("That's 2 dice; this roll needs 5.");
  // A reason three sentences long (a word, a face no die has, a wrong count): the tray still whole.
  await typed.fill('2 x 9 3');
  await tap(use, helper.getByRole('alert'), ...actions());
  await expect(helper.getByRole('alert')).toContainText("That's 4 dice; this roll needs 5.");
  await typed.fill('2 3');
  await tap(use, helper.getByRole('alert'), ...actions());
  // The player scrolls down to the faces (the field at the screen's top edge), then adds one: the reason goes, the tray comes back whole.
  await typed.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await tap(helper.getByRole('button', { name: 'Add a 2' }), ...actions(), helper.getByText(/^Or type the 5 real dice you rolled/));
  await expect(typed).toHaveValue('2 3 2');
  await expect(helper.getByRole('alert')).toHaveCount(0);
});

test('SR-12: typed dice are corrected by Undo (kept in the log); a phone roll stands, and the screen says why', async ({ page }) => {
  await openPlay(page, SLUG);
  await enterPlayers(page, ['Ann', 'Ben']);
  const helper = helperOf(page);
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  const undo = helper.getByRole('button', { name: 'Undo' });
  // Real dice typed in: Undo takes them back, said in the step and kept in the log.
  await helper.getByLabel(/Or type the 5 real dice/).fill('2 2 3 4 5');
  await helper.getByLabel(/Or type the 5 real dice/).press('Enter');
  await expect(stepHeading(page)).toContainText('Ann');
  // Undo sits after the step: a player scrolls to it (the step keeps the next roll on screen).
  await undo.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(undo);
  const line = 'Ann took back a roll of 2 2 3 4 5 (typed in).';
  await expectOnScreen(stepHeading(page), helper.getByRole('status').filter({ hasText: line }));
  const log = helper.getByRole('region', { name: 'Log' });
  await expect(log.getByRole('listitem').first()).toHaveText(line);
  await page.reload();
  await expect(helper.getByRole('region', { name: 'Log' }).getByRole('listitem').first()).toHaveText(line);
  // A roll on the phone stands: Undo is off, and says why beside it, across a reload.
  await tap(helper.getByRole('button', { name: 'Roll 5 dice on the phone' }), stepHeading(page));
  const why = helper.getByText('Undo is off: the table saw the dice the phone rolled, and a roll stands.');
  await expect(undo).toBeDisabled();
  await undo.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expectOnScreen(undo, why);
  await page.reload();
  await expect(undo).toBeDisabled();
  await expect(why).toBeVisible();
});

test('keyboard only: a round with Tab, Enter and Space', async ({ page }) => {
  await openPlay(page, SLUG);
  /** Presses Tab until `target` has focus (a few Tabs at most). */
  async function tabTo(target: Locator, most = 12) {
    for (let i = 0; i < most; i++) {
      await page.keyboard.press('Tab');
      if (await target.evaluate((el) => el === document.activeElement)) return;
    }
    throw new Error(`${target} not reached in ${most} Tabs`);
  }
  const helper = helperOf(page);
  await tabTo(helper.getByLabel('Player 1 name'), 15);
  await page.keyboard.type('Ann');
  await tabTo(helper.getByLabel('Player 2 name'));
  await page.keyboard.type('Ben');
  await tabTo(helper.getByRole('button', { name: 'Next: the score track' }));
  await page.keyboard.press('Enter');
  await tabTo(helper.getByRole('button', { name: 'Start the game' }));
  await page.keyboard.press('Space');
  let s = unwrap(setup({ players: ['Ann', 'Ben'] }));
  await expectStep(page, s);
  await tabTo(helper.getByLabel(/Or type the 5 real dice/));
  await page.keyboard.type('2 2 3 4 5');
  await page.keyboard.press('Enter');
  s = unwrap(roll(s, { dice: [2, 2, 3, 4, 5] }));
  await expectStep(page, s);
  await tabTo(helper.getByRole('button', { name: /^Stop/ }));
  await page.keyboard.press('Space');
  s = unwrap(stop(s));
  await expectStep(page, s);
  await tabTo(helper.getByLabel(/Or type the 5 real dice/));
  await page.keyboard.type('3 3 4 5 6');
  await page.keyboard.press('Enter');
  s = unwrap(roll(s, { dice: [3, 3, 4, 5, 6] }));
  await expectStep(page, s);
  await tabTo(helper.getByRole('button', { name: /^Faces \(3s\)/ }));
  await page.keyboard.press('Enter');
  s = unwrap(advance(s, { track: 3 }));
  await expectStep(page, s);
  await tabTo(helper.getByRole('button', { name: /^Stop/ }));
  await page.keyboard.press('Enter');
  s = unwrap(stop(s));
  await expectStep(page, s);
  await expect(stepHeading(page)).toHaveText("Ann's turn");
});

test('board cells never break a word, on the play page and the rules page', async ({ page }) => {
  /** Words of every board cell that are split over two lines or stick out of their cell. */
  const brokenWords = () =>
    page.locator('table.sr-board').first().evaluate((table) => {
      const bad: string[] = [];
      for (const cell of table.querySelectorAll('td, th')) {
        const box = cell.getBoundingClientRect();
        const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (node.parentElement?.closest('.visually-hidden')) continue; // read aloud, never drawn
          const text = node.textContent ?? '';
          for (const m of text.matchAll(/\S+/g)) {
            const range = document.createRange();
            range.setStart(node, m.index);
            range.setEnd(node, m.index + m[0].length);
            const rects = [...range.getClientRects()].filter((r) => r.width > 0);
            const lines = new Set(rects.map((r) => Math.round(r.top)));
            const out = rects.some((r) => r.left < box.left - 0.5 || r.right > box.right + 0.5);
            if (lines.size > 1 || out) bad.push(m[0]);
          }
        }
      }
      return bad;
    });
  await openPlay(page, SLUG);
  await enterPlayers(page, ['Ann', 'Ben']);
  await tap(helperOf(page).getByRole('button', { name: 'Start the game' }));
  expect(await brokenWords()).toEqual([]);
  // Inside the helper's box, inside its border: never wider than the box.
  const overflow = await page.locator('table.sr-board').first().evaluate((table) => {
    const box = table.closest('.helper')!.getBoundingClientRect();
    const t = table.getBoundingClientRect();
    return Math.max(box.left + 2 - t.left, t.right - (box.right - 2));
  });
  expect(overflow).toBeLessThanOrEqual(0);
  await page.goto(`/games/${SLUG}/`);
  expect(await brokenWords()).toEqual([]);
});

test('the score track can be edited before a game, with plain-words mistakes', async ({ page }) => {
  await openPlay(page, SLUG);
  const helper = helperOf(page);
  await enterPlayers(page, ['Ann', 'Ben']);
  await helper.getByLabel('Little Devil squares').fill('9, 16, 30');
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  await expect(helper.getByRole('alert')).toHaveText('Little Devil square 30 is not on the track: use squares 1 to 25.');
  await helper.getByLabel('Little Devil squares').fill('9, 16, 12');
  await helper.getByRole('button', { name: 'Start the game' }).click();
  await expect(helper.getByRole('alert')).toHaveText('Square 12 cannot hold both a Little Angel and a Little Devil: pick one.');
  await helper.getByLabel(/Squares between Start and the finish/).fill('12');
  await helper.getByLabel('Little Angel squares').fill('3');
  await helper.getByLabel('Little Devil squares').fill('6');
  await noAxeViolations(page, 'editing the track');
  await tap(helper.getByRole('button', { name: 'Start the game' }));
  await expect(helper.getByRole('list', { name: 'The score track' }).getByRole('listitem')).toHaveCount(14);
});

test.describe('when the scoreboard cannot load (offline before the page was saved)', () => {
  // The service worker would answer from its own cache: this phone never kept the files.
  test.use({ serviceWorkers: 'block' });

  test('says so in words and keeps the game; once back online, it can be brought back', async ({ page }) => {
    await openPlay(page, SLUG);
    await enterPlayers(page, ['Ann', 'Ben']);
    const helper = helperOf(page);
    await tap(helper.getByRole('button', { name: 'Start the game' }));
    await expect(stepHeading(page)).toHaveText("Ann's turn");

    // The scoreboard (with its saves) comes on demand: offline and unsaved, it can't.
    const later = '**/_astro/screens.*.js';
    await page.route(later, (route) => route.abort());
    await page.reload();
    await expect(helper.getByRole('alert').filter({ hasText: 'This part of the helper could not load' })).toHaveCount(1);
    await expect(helper.getByRole('alert')).toContainText('Your game is kept');

    await page.unroute(later);
    await page.reload();
    await expect(stepHeading(page)).toHaveText("Ann's turn");
    // New game, confirmed: back to the names; the ended game is offered back, as every helper's is.
    await helper.getByRole('button', { name: 'New game' }).click();
    await helper.getByRole('button', { name: 'Yes, start over' }).click();
    await expect(stepHeading(page)).toHaveText('Who is playing?');
    await helper.getByRole('button', { name: 'Bring back the game you ended' }).click();
    await expect(stepHeading(page)).toHaveText("Ann's turn");
  });
});
