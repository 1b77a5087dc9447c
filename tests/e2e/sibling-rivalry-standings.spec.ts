import { expect, test, type Page } from '@playwright/test';
import { unwrap } from '../../src/kit/result';
import { trackOf, type Layout } from '../../src/games/sibling-rivalry/data';
import { advance, choices, roll, setup, stop, type State } from '../../src/games/sibling-rivalry/engine';
import { catchCosts, catchRule, keepOdds } from '../../src/games/sibling-rivalry/odds';
import { catchCostWords, catchRuleWords, scoreWords } from '../../src/games/sibling-rivalry/words';
import { MAX_NAME_LENGTH } from '../../src/kit/players';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

// Sibling Rivalry: what a turn screen must show without scrolling, on a phone held
// upright (390×844) and sideways (844×390). The engine rides along with every tap and says
// what the phone must show; after EVERY tap the step's heading and the standings (every
// score, whose turn, what a catch would cost, the Little Angel or Devil that changes it)
// are on screen.

const SLUG = 'sibling-rivalry';
test.describe.configure({ timeout: 180_000 });

const helperOf = (page: Page) => page.getByRole('region', { name: 'Scoreboard' });
const standingsOf = (page: Page) => helperOf(page).getByRole('group', { name: 'Standings' });
const one = (x: number) => x.toFixed(1);

/** The standings' words for a state, from the same functions the phone uses. */
function standingsText(s: State): { scores: string[]; catchLine: string | null } {
  const scores = s.players.map((p) => `${p.name} ${scoreWords(p.score, s.layout.length)}`);
  if (s.winner !== null) return { scores, catchLine: null };
  const me = s.players[s.turn.player]!;
  return { scores, catchLine: `${catchRuleWords(catchRule(s))}: ${catchCostWords(catchCosts(s)[0], me.score)}.` };
}

/** After a tap: the heading (with focus) and the standings are on screen and say what the engine says. */
async function expectStandings(page: Page, s: State) {
  const heading = stepHeading(page);
  const standings = standingsOf(page);
  await expectOnScreen(heading, standings);
  const { scores, catchLine } = standingsText(s);
  const items = standings.getByRole('listitem');
  await expect(items).toHaveCount(s.players.length);
  for (const [i, text] of scores.entries()) await expect(items.nth(i)).toContainText(text);
  // Whose turn: marked in the list (aria-current), besides the heading.
  if (s.winner === null) await expect(standings.locator('[aria-current="true"]')).toContainText(s.players[s.turn.player]!.name);
  if (catchLine) await expect(standings).toContainText(catchLine);
}

type Move = { dice: number[] } | { track: number } | 'stop';

/** One move on the phone and on the engine; then the standings must be on screen and agree. */
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
    const input = helper.getByLabel(/Or type the \d real dic?e? you rolled/);
    // Sideways the typed-dice field can sit under the fold: a player scrolls to it (not a tap's result).
    await input.scrollIntoViewIfNeeded();
    await input.fill(m.dice.join(' '));
    // Enter in the field: the same submit as "Use these dice", without scrolling to it.
    await input.press('Enter');
    next = unwrap(roll(state, { dice: m.dice }));
  }
  await expectStandings(page, next);
  return next;
}

async function startGame(page: Page, names: string[], layout?: Layout): Promise<State> {
  await openPlay(page, SLUG);
  const helper = helperOf(page);
  for (let i = 2; i < names.length; i++) await helper.getByRole('button', { name: 'Add a player' }).click();
  for (const [i, name] of names.entries()) await helper.getByLabel(`Player ${i + 1} name`).fill(name);
  await helper.getByRole('button', { name: 'Next: the score track' }).click();
  if (layout) {
    await helper.getByLabel(/Squares between Start and the finish/).fill(String(layout.length));
    await helper.getByLabel('Little Angel squares').fill(layout.angels.join(', '));
    await helper.getByLabel('Little Devil squares').fill(layout.devils.join(', '));
  }
  const start = helper.getByRole('button', { name: 'Start the game' });
  await start.scrollIntoViewIfNeeded();
  await tap(start);
  const s = unwrap(setup({ players: names, layout }));
  await expectStandings(page, s);
  return s;
}

const sizes = [
  { name: '390×844', width: 390, height: 844 },
  { name: '844×390', width: 844, height: 390 },
] as const;

for (const size of sizes) {
  test.describe(`at ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } });

    test('the standings, a catch and the Angel or Devil that changes it are on screen after every tap, and after a reload', async ({ page }) => {
      // A short track: an Angel on 6 and a Devil on 9, reached in a few rolls.
      const layout = { length: 13, angels: [6], devils: [9] };
      let s = await startGame(page, ['Ann', 'Ben'], layout);
      await expect(standingsOf(page)).toContainText('3 1s catch you: nothing to lose at Start.');
      const happened = helperOf(page).getByRole('list', { name: 'What just happened' });
      s = await move(page, s, { dice: [2, 2, 2, 2, 2] }); // Looks 5
      s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // the top: 6 points, onto the Angel on 6, and an extra turn
      expect(s.players[0]!.score).toBe(6);
      // Said where it happens, and in the standings while it holds.
      await expectOnScreen(happened);
      await expect(happened).toContainText('Square 6 is a Little Angel: it takes four 1s to catch Ann there.');
      await expect(standingsOf(page)).toContainText('4 1s catch you, not 3: you are on a Little Angel (square 6): back 4, to square 2.');
      s = await move(page, s, { dice: [2, 2, 2, 2, 3] }); // Looks 4
      s = await move(page, s, 'stop');
      await expect(standingsOf(page)).toContainText('3 1s catch you: nothing to lose at Start.'); // Ben's
      s = await move(page, s, { dice: [3, 3, 3, 4, 5] }); // Ben: Faces 3 (no 2s for Looks)
      s = await move(page, s, { track: 3 });
      s = await move(page, s, 'stop');
      // Ann's Looks 4 scores 3 as her turn starts: 6 → 9, a Little Devil.
      expect(s.players[0]!.score).toBe(9);
      await expect(happened).toContainText('Square 9 is a Little Devil: two 1s catch Ann there.');
      await expect(standingsOf(page)).toContainText('2 1s catch you, not 3: you are on a Little Devil (square 9): back 2, to square 7.');
      // Two 1s catch her there: back 2; Ben's Faces 3 then scores 3.
      s = await move(page, s, { dice: [1, 1, 4, 5, 6] });
      expect(s.players.map((p) => p.score)).toEqual([7, 3]);
      await page.reload();
      await expect(stepHeading(page)).toHaveText("Ben's turn");
      await expectStandings(page, s);
    });

    test('a turn passed after a catch, and a challenge scored: everything that happened is whole on the screen', async ({ page }) => {
      let s = await startGame(page, ['Ann', 'Ben', 'Cat']);
      s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // Ann: Looks 2
      s = await move(page, s, 'stop');
      s = await move(page, s, { dice: [1, 1, 1, 2, 3] }); // Ben caught at Start
      s = await move(page, s, { dice: [1, 1, 1, 2, 3] }); // Cat caught at Start; Ann's Looks 2 scores
      expect(s.players[0]!.score).toBe(2);
      const happened = helperOf(page).getByRole('list', { name: 'What just happened' });
      await expect(happened).toContainText('Cat rolls 1 1 1 2 3.');
      await expect(happened).toContainText('Ann moves up from Start to square 2.');
      await expectOnScreen(stepHeading(page), happened);
    });

    test('a choice that only removes your pawn is marked, in words and look', async ({ page }) => {
      let s = await startGame(page, ['Ann', 'Ben']);
      s = await move(page, s, { dice: [2, 2, 3, 4, 5] }); // Ann: Looks 2
      s = await move(page, s, 'stop');
      s = await move(page, s, { dice: [3, 3, 4, 5, 6] }); // Ben: Faces 2
      s = await move(page, s, { track: 3 });
      s = await move(page, s, 'stop');
      // Ann's Looks 2 scored 2. Ann: Faces (Ben's) or Tickles; she takes Tickles 1.
      s = await move(page, s, { dice: [3, 4, 5, 6, 6] });
      s = await move(page, s, { track: 4 });
      // A roll with a 4 but no 3: staying moves her up, Faces would only take her pawn off.
      s = await move(page, s, { dice: [4, 5, 5, 6, 6] });
      const outcomes = choices(s);
      expect(outcomes.map((c) => c.kind)).toEqual(['off', 'lands']);
      const faces = helperOf(page).getByRole('button', { name: /^Faces \(3s\)/ });
      const tickles = helperOf(page).getByRole('button', { name: /^Tickles \(4s\)/ });
      await expectOnScreen(faces, tickles);
      await expect(faces).toHaveAccessibleName(/^Faces \(3s\) only removes your pawn ?: no 3s in this roll, so your pawn comes off the board$/);
      await expect(faces).toHaveClass(/sr-off/);
      await expect(tickles).not.toHaveClass(/sr-off/);
      await expect(tickles).not.toContainText('only removes your pawn');
      s = await move(page, s, { track: 3 });
      expect(s.players[0]!.pawn).toBeNull();
    });

    test('the advice counts what a stop would keep, and the plain chance a roll moves you, with the dice left', async ({ page }) => {
      let s = await startGame(page, ['Ann', 'Ben']);
      const odds = helperOf(page).getByRole('region', { name: 'Odds for the next roll' });
      // Five dice on Looks: 1 − (5/6)^5.
      await expect(odds).toContainText('Chance this roll moves you at all: 60% (at least one of the 5 dice shows a 2; 4,651 of 7,776 rolls).');
      s = await move(page, s, { dice: [3, 3, 3, 4, 5] }); // no 2s: nothing moves
      s = await move(page, s, { dice: [2, 2, 2, 3, 4] }); // Looks 3
      s = await move(page, s, 'stop');
      s = await move(page, s, { dice: [1, 2, 4, 5, 6] }); // Ben: Looks 1, behind Ann's 3 (a 1 aside)
      s = await move(page, s, { track: 2 });
      // Four dice now, said with four; two tracks to choose from.
      await expect(odds).toContainText("Chance this roll moves you at all: 52% (at least one of the 4 dice shows the track's number; 671 of 1,296 rolls).");
      // Behind Ann: staying on Looks keeps only what passing her keeps.
      const looks = keepOdds(s).find((k) => k.track === 2)!;
      const cells = (name: RegExp) => odds.getByRole('row', { name }).getByRole('cell');
      await expect(cells(/^Looks \(2s\), staying from square 1/)).toHaveText([one(looks.square), one(looks.points)]);
      await expect(cells(/^Stop now instead/)).toHaveText(['0', '0']);
      await expect(odds.getByRole('table')).toContainText('What you would keep if you stopped after the next roll');
      expect(looks.points).toBeLessThan(1);
    });

    test('the log shows its last few lines, and all of them on "Show all", the button staying under the finger', async ({ page }) => {
      let s = await startGame(page, ['Ann', 'Ben']);
      for (let i = 0; i < 4; i++) {
        s = await move(page, s, { dice: [3, 4, 4, 5, 6] }); // nothing moves
        s = await move(page, s, 'stop');
      }
      const log = helperOf(page).getByRole('region', { name: 'Log' });
      const entries = 1 + 4 * 2; // the start, then a roll and a stop each turn
      await expect(log.getByRole('listitem')).toHaveCount(5);
      const all = log.getByRole('button', { name: `Show all (${entries})` });
      await all.scrollIntoViewIfNeeded();
      await expect(all).toHaveAttribute('aria-expanded', 'false');
      await tap(all, log.getByRole('button', { name: 'Show the last 5 only' }), log.getByRole('listitem').first());
      await expect(log.getByRole('listitem')).toHaveCount(entries);
      await expect(log.getByRole('listitem').last()).toContainText('New game: Ann, Ben.');
      await expect(log.getByRole('button', { name: 'Show the last 5 only' })).toHaveAttribute('aria-expanded', 'true');
      await tap(log.getByRole('button', { name: 'Show the last 5 only' }), log.getByRole('button', { name: `Show all (${entries})` }));
      await expect(log.getByRole('listitem')).toHaveCount(5);
    });

    test(`a name field takes ${MAX_NAME_LENGTH} letters, as its message says, and a longer name is said so, never cut short`, async ({ page }) => {
      await openPlay(page, SLUG);
      const helper = helperOf(page);
      const field = helper.getByLabel('Player 1 name');
      await expectOnScreen(field);
      const long = 'x'.repeat(MAX_NAME_LENGTH + 5);
      await field.pressSequentially(long);
      await expect(field).toHaveValue(long);
      await helper.getByLabel('Player 2 name').fill('Ben');
      // Sideways, the player scrolls down to Next first.
      await helper.getByRole('button', { name: 'Next: the score track' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(helper.getByRole('button', { name: 'Next: the score track' }), field, helper.getByRole('alert'));
      await expect(helper.getByRole('alert')).toHaveText(`"${long}" is too long: keep names to ${MAX_NAME_LENGTH} letters.`);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await field.fill('x'.repeat(MAX_NAME_LENGTH));
      await expect(helper.getByRole('alert')).toHaveCount(0);
      await helper.getByRole('button', { name: 'Next: the score track' }).evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(helper.getByRole('button', { name: 'Next: the score track' }), stepHeading(page));
      await expect(helper.getByRole('alert')).toHaveCount(0);
    });
  });
}
