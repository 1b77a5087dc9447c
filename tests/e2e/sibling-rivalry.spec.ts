import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { unwrap } from '../../src/kit/result';
import { trackOf } from '../../src/games/sibling-rivalry/data';
import { advance, legalTracks, roll, setup, stop, type State } from '../../src/games/sibling-rivalry/engine';

// The engine rides along with every tap: it picks dice that end the game quickly
// and says what the phone must show after each step.

const PAGE = '/games/sibling-rivalry/';
// Whole games with several axe scans: give them room on a shared two-core machine.
test.describe.configure({ timeout: 180_000 });

async function noAxeViolations(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${state}: ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

async function openHelper(page: Page) {
  await page.goto(PAGE);
  const helper = page.getByRole('region', { name: 'Scoreboard' });
  await helper.scrollIntoViewIfNeeded();
  await expect(helper.getByRole('heading', { name: 'Who is playing?' })).toBeVisible();
  return helper;
}

async function enterPlayers(page: Page, names: string[]) {
  const helper = page.getByRole('region', { name: 'Scoreboard' });
  for (let i = 2; i < names.length; i++) await helper.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of names.entries()) await helper.getByLabel(`Player ${i + 1} name`).fill(name);
  await helper.getByRole('button', { name: 'Next: the score track' }).click();
  await expect(helper.getByRole('heading', { name: 'The score track' })).toBeVisible();
}

type Step = { dice: number[]; tap?: boolean } | { track: number } | 'stop';

/** Does one step on the phone and on the engine, then checks the phone agrees. */
async function step(page: Page, state: State, s: Step): Promise<State> {
  const helper = page.getByRole('region', { name: 'Scoreboard' });
  let next: State;
  if (s === 'stop') {
    await helper.getByRole('button', { name: 'Stop and end the turn' }).click();
    next = unwrap(stop(state));
  } else if ('track' in s) {
    await helper.getByRole('button', { name: new RegExp(`^${trackOf(s.track).name} \\(${s.track}s\\)`) }).click();
    next = unwrap(advance(state, { track: s.track }));
  } else {
    if (s.tap) {
      // Tap the faces, as at the table.
      for (const d of s.dice) await helper.getByRole('button', { name: `Add a ${d}` }).click();
    } else {
      await helper.getByLabel(/Or type the \d real dice you rolled/).fill(s.dice.join(' '));
    }
    await helper.getByRole('button', { name: /^Use these dice?$/ }).click();
    next = unwrap(roll(state, { dice: s.dice }));
  }
  if (next.winner !== null) {
    await expect(helper.getByRole('heading', { name: `${next.players[next.winner]!.name} wins!` })).toBeVisible();
  } else {
    const who = next.players[next.turn.player]!.name;
    await expect(helper.getByRole('heading', { name: `${who}'s ${next.turn.extra ? 'extra turn' : 'turn'}` })).toBeVisible();
  }
  await expect(helper.getByText(next.events.at(-1)!, { exact: true })).toBeVisible();
  return next;
}

/**
 * The quick way to the finish: roll every die on the highest allowed track,
 * twice, to reach its top square and earn another turn; repeat until someone wins.
 */
async function rushToWin(page: Page, state: State): Promise<State> {
  let s = state;
  for (let guard = 0; s.winner === null && guard < 40; guard++) {
    if (s.turn.awaitingTrack) {
      s = await step(page, s, { track: Math.max(...legalTracks(s)) });
      continue;
    }
    const face = Math.max(...legalTracks(s));
    s = await step(page, s, { dice: Array.from({ length: 5 - s.turn.ones }, () => face) });
  }
  expect(s.winner).not.toBeNull();
  return s;
}

async function scoreOf(page: Page, name: string) {
  return page.getByRole('region', { name: 'Scoreboard' }).getByRole('listitem').filter({ hasText: new RegExp(`^\\S+ ${name}:`) });
}

test('two players play to a win with typed dice, undo and a reload on the way', async ({ page }) => {
  const helper = await openHelper(page);
  await noAxeViolations(page, 'setup');
  await enterPlayers(page, ['Ann', 'Ben']);
  await helper.getByRole('button', { name: 'Start the game' }).click();
  let s = unwrap(setup({ players: ['Ann', 'Ben'] }));
  await expect(helper.getByRole('heading', { name: "Ann's turn" })).toBeVisible();
  // Before the first roll: the exact odds of a catch with five dice.
  await expect(helper.getByText('Chance of being caught:')).toContainText('4% (276 of 7,776 rolls)');

  s = await step(page, s, { dice: [2, 2, 3, 4, 5], tap: true }); // Looks only: moved for her
  s = await step(page, s, 'stop'); // Sidelong Glance stays
  s = await step(page, s, { dice: [1, 1, 4, 5, 6] }); // Ben: two 1s, nothing to advance
  await expect(helper.getByText('Chance of being caught:')).toContainText('42% (91 of 216 rolls)');

  // A mis-typed die is refused in words and the typed text is kept.
  await helper.getByLabel(/Or type the 3 real dice/).fill('2 7 3');
  await helper.getByRole('button', { name: 'Use these dice' }).click();
  await expect(helper.getByRole('alert')).toContainText("A d6 shows 1 to 6, so 7 can't be right.");
  await expect(helper.getByLabel(/Or type the 3 real dice/)).toHaveValue('2 7 3');

  s = await step(page, s, { dice: [1, 2, 3] }); // third 1: caught, but Ben is at Start
  await expect(helper.getByText('Caught with three 1s.', { exact: true })).toBeVisible();
  expect(s.players[0]!.score).toBe(2); // Ann's Sidelong Glance scored at the start of her turn
  await expect(await scoreOf(page, 'Ann')).toContainText('square 2');

  // Undo a roll, then make it again; a reload keeps the game.
  await step(page, s, { dice: [2, 2, 2, 2, 2] });
  await helper.getByRole('button', { name: 'Undo' }).click();
  await expect(helper.getByText('Ann rolls', { exact: false })).toHaveCount(0);
  await page.reload();
  await page.getByRole('region', { name: 'Scoreboard' }).scrollIntoViewIfNeeded();
  await expect(helper.getByRole('heading', { name: "Ann's turn" })).toBeVisible();
  await expect(await scoreOf(page, 'Ann')).toContainText('square 2');

  s = await step(page, s, { dice: [2, 2, 2, 2, 2] });
  await noAxeViolations(page, 'mid-turn');
  s = await rushToWin(page, s);
  expect(s.winner).toBe(0);
  await expect(await scoreOf(page, 'Ann')).toContainText('finished');
  await noAxeViolations(page, 'won');
  // A won game takes no more dice: the roll controls are gone.
  await expect(helper.getByRole('button', { name: 'Use these dice' })).toHaveCount(0);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('four players: escalation, outdoing, a catch, then a win', async ({ page }) => {
  const helper = await openHelper(page);
  const names = ['Ann', 'Ben', 'Cy', 'Dee'];
  await enterPlayers(page, names);
  await helper.getByRole('button', { name: 'Start the game' }).click();
  let s = unwrap(setup({ players: names }));

  s = await step(page, s, { dice: [2, 2, 3, 4, 5] }); // Ann: Looks square 2
  s = await step(page, s, 'stop');
  s = await step(page, s, { dice: [3, 3, 3, 4, 5] }); // Ben escalates to Faces
  await noAxeViolations(page, 'choosing a track');
  s = await step(page, s, { track: 3 });
  s = await step(page, s, 'stop');
  s = await step(page, s, { dice: [2, 2, 2, 6, 6] }); // Cy outdoes Ann on Looks
  s = await step(page, s, { track: 2 });
  s = await step(page, s, 'stop');
  expect(s.players[0]!.pawn).toBeNull();
  s = await step(page, s, { dice: [1, 1, 1, 5, 5] }); // Dee is caught at once
  expect(s.turn.player).toBe(0);
  s = await rushToWin(page, s);
  await expect(helper.getByRole('heading', { name: `${s.players[s.winner!]!.name} wins!` })).toBeVisible();
  await noAxeViolations(page, 'four-player win');
});

test('the score track can be edited before a game, with plain-words mistakes', async ({ page }) => {
  const helper = await openHelper(page);
  await enterPlayers(page, ['Ann', 'Ben']);
  await helper.getByLabel('Little Devil squares').fill('9, 16, 30');
  await helper.getByRole('button', { name: 'Start the game' }).click();
  await expect(helper.getByRole('alert')).toHaveText('Little Devil square 30 is not on the track: use squares 1 to 25.');
  await helper.getByLabel('Little Devil squares').fill('9, 16, 12');
  await helper.getByRole('button', { name: 'Start the game' }).click();
  await expect(helper.getByRole('alert')).toHaveText('Square 12 cannot hold both a Little Angel and a Little Devil: pick one.');
  await helper.getByLabel(/Squares between Start and the finish/).fill('12');
  await helper.getByLabel('Little Angel squares').fill('3');
  await helper.getByLabel('Little Devil squares').fill('6');
  await noAxeViolations(page, 'editing the track');
  await helper.getByRole('button', { name: 'Start the game' }).click();
  await expect(helper.getByRole('list', { name: 'The score track' }).getByRole('listitem')).toHaveCount(14);
});
