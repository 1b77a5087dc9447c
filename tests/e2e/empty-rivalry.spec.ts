import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

const PATH = '/games/empty-rivalry/';
const STORE = 'tablemate:empty-rivalry/match:v1';

/** Zero axe violations on the page as it stands. */
async function expectAccessible(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${state} ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
}

/** How many times the page has drawn from crypto.getRandomValues (counted by the init script). */
const draws = (page: Page): Promise<number> => page.evaluate(() => (window as unknown as { __random: number }).__random);

/** No roll anywhere: no die on screen, no roll in the round being played, no dice drawn from crypto since `since`. */
async function expectNoRollYet(page: Page, helper: Locator, since: number) {
  await expect(helper.getByRole('img', { name: /d(12|4) showing/ })).toHaveCount(0);
  expect(await page.content()).not.toMatch(/d(12|4) showing/);
  const current = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null')?.state?.current, STORE);
  expect(JSON.stringify(current ?? {})).not.toMatch(/Roll/);
  expect(await draws(page)).toBe(since);
}

/** One question: the Defender records behind a privacy screen, then the Attacker guesses behind another. */
async function playQuestion(helper: Locator, defender: string, attacker: string, truth: 'TRUE' | 'FALSE', guess: 'TRUE' | 'FALSE') {
  await expect(helper.getByRole('region', { name: 'Pass the phone' })).toContainText(`Hand the phone to ${defender}`);
  // Before the hand-over, no TRUE/FALSE control is in the page at all.
  await expect(helper.getByRole('button', { name: 'TRUE' })).toHaveCount(0);
  await helper.getByRole('button', { name: `I'm ${defender}, show me` }).click();
  await helper.getByRole('button', { name: truth, exact: true }).click();
  await expect(helper.getByRole('region', { name: 'Pass the phone' })).toContainText(`Hand the phone to ${attacker}`);
  await expect(helper.getByRole('button', { name: 'TRUE' })).toHaveCount(0);
  await helper.getByRole('button', { name: `I'm ${attacker}, show me` }).click();
  await expect(helper.getByRole('heading', { name: `${attacker}, was ${defender} telling the truth?` })).toBeVisible();
  await helper.getByRole('button', { name: guess, exact: true }).click();
}

test.beforeEach(async ({ page }) => {
  // Count every draw from the crypto generator, so the test can tell when dice are rolled.
  await page.addInitScript(() => {
    const w = window as unknown as { __random: number };
    w.__random = 0;
    const original = crypto.getRandomValues.bind(crypto);
    crypto.getRandomValues = (<T extends ArrayBufferView | null>(array: T): T => {
      w.__random++;
      return original(array as never) as T;
    }) as typeof crypto.getRandomValues;
  });
});

test('two full rounds on one phone: privacy screens, no roll before the reveal, totals and a winner', async ({ page }) => {
  await page.goto(PATH);
  await expect(page.getByRole('heading', { level: 1, name: 'Empty Rivalry' })).toBeVisible();
  await expect(page.getByText('Ken Davidson').first()).toBeVisible();
  const helper = page.getByRole('region', { name: 'Round helper' });
  await helper.scrollIntoViewIfNeeded(); // islands hydrate when they come into view

  await helper.getByLabel('Player 1 name').fill('Ana');
  await helper.getByLabel('Player 2 name').fill('Ben');
  await helper.getByRole('button', { name: 'Next' }).click();
  await helper.getByRole('button', { name: 'The phone rolls them' }).click();

  // Safety first: the fourteen questions with vetoes.
  await expect(helper.getByRole('heading', { name: 'Safety first: the questions' })).toBeVisible();
  await expect(helper.getByRole('button', { name: /^Veto "/ })).toHaveCount(14);
  await helper.getByRole('button', { name: 'Veto "Who is your biggest rival?"' }).click();
  await expect(helper.getByRole('button', { name: 'Veto "Who is your biggest rival?"' })).toHaveAttribute('aria-pressed', 'true');
  await expectAccessible(page, 'safety');

  const totals: [number, number] = [0, 0];
  for (const [round, attacker, defender] of [
    [1, 'Ana', 'Ben'],
    [2, 'Ben', 'Ana'],
  ] as const) {
    await helper.getByRole('button', { name: `Start round ${round}: ${attacker} attacks` }).click();
    await expect(helper.getByRole('heading', { name: `${attacker}, choose 4 questions` })).toBeVisible();
    // The vetoed question is not offered.
    await expect(helper.getByRole('button', { name: /Who is your biggest rival\?/ })).toHaveCount(0);
    if (round === 1) {
      await helper.getByRole('button', { name: 'What is your favorite color?' }).click();
      await helper.getByRole('button', { name: 'iOS or Android?' }).click();
      await helper.getByRole('button', { name: 'Ask these 4' }).click();
      await expect(helper.getByRole('alert')).toHaveText('Pick 4 questions; you have 2.');
      await helper.getByRole('button', { name: 'What is your favorite food?' }).click();
      await helper.getByRole('button', { name: 'What museum did you visit last?' }).click();
    } else {
      await helper.getByRole('button', { name: 'Draw 4 at random' }).click();
      await expect(helper.getByText('4 of 4 chosen.')).toBeVisible();
    }
    await helper.getByRole('button', { name: 'Ask these 4' }).click();
    let drawsBefore = await draws(page);

    await expect(helper.getByRole('heading', { name: 'Question 1 of 4' })).toBeVisible();
    if (round === 1) {
      await expect(helper.getByText('What is your favorite color?')).toBeVisible();
      await expectAccessible(page, 'privacy screen');
      drawsBefore = await draws(page); // axe draws random ids of its own
    }
    const truths = ['TRUE', 'FALSE', 'TRUE', 'TRUE'] as const;
    const guesses = round === 1 ? (['TRUE', 'TRUE', 'FALSE', 'TRUE'] as const) : (['TRUE', 'FALSE', 'TRUE', 'TRUE'] as const);
    for (let q = 0; q < 4; q++) {
      await expectNoRollYet(page, helper, drawsBefore);
      if (round === 1 && q === 1) {
        // A reload mid-round keeps everything and comes back behind the privacy screen.
        await page.reload();
        await expect(helper.getByRole('heading', { name: 'Question 2 of 4' })).toBeVisible();
        drawsBefore = 0; // the counter starts again with the page
        await expectNoRollYet(page, helper, drawsBefore);
      }
      await playQuestion(helper, defender, attacker, truths[q]!, guesses[q]!);
    }

    await expect(helper.getByRole('heading', { name: `${attacker}: Call Out or Retreat?` })).toBeVisible();
    await expectNoRollYet(page, helper, drawsBefore);
    if (round === 1) {
      await helper.getByText('Show the odds').click();
      await expect(helper.getByRole('table')).toContainText('38/48');
      await expectAccessible(page, 'decision with odds');
      drawsBefore = await draws(page);
    }
    await helper.getByRole('button', { name: round === 1 ? 'Call Out' : 'Retreat', exact: true }).click();

    await expect(helper.getByRole('heading', { name: 'The reveal' })).toBeVisible();
    await expectNoRollYet(page, helper, drawsBefore);
    await helper.getByRole('button', { name: 'Reveal the rolls' }).click();

    // The rolls exist only now, drawn at the tap.
    await expect(helper.getByRole('heading', { name: `Round ${round}: the reveal` })).toBeVisible();
    expect(await draws(page)).toBeGreaterThan(drawsBefore);
    const d12 = Number((await helper.getByRole('img', { name: /^d12 showing/ }).textContent())!.trim());
    const d4 = Number((await helper.getByRole('img', { name: /^d4 showing/ }).textContent())!.trim());
    expect(d12).toBeGreaterThanOrEqual(1);
    expect(d12).toBeLessThanOrEqual(12);
    expect(d4).toBeGreaterThanOrEqual(1);
    expect(d4).toBeLessThanOrEqual(4);

    // Check the helper's arithmetic against the rules.
    const wrong = round === 1 ? 2 : 0;
    const modified = d4 + 2 * wrong;
    await expect(helper.getByText(`${defender}'s modified score: ${d4} + 2 × ${wrong} wrong`)).toContainText(`= ${modified}`);
    const seat = (name: string) => (name === 'Ana' ? 0 : 1);
    const callOut = round === 1;
    if (d12 !== modified) {
      const attackerWins = callOut ? d12 > modified : d12 < modified;
      totals[seat(attackerWins ? attacker : defender)] += Math.abs(d12 - modified);
    } else {
      await expect(helper.getByRole('status').filter({ hasText: 'nobody scores' })).toBeVisible();
    }
    await expect(helper.getByText(`Totals: Ana ${totals[0]}, Ben ${totals[1]}.`)).toBeVisible();
    // A phone roll cannot be undone into a re-roll.
    await expect(helper.getByRole('button', { name: 'Undo' })).toBeDisabled();
    if (round === 1) await expectAccessible(page, 'result');
  }

  await expect(helper.getByRole('heading', { name: 'Match over' })).toBeVisible();
  const verdict =
    totals[0] === totals[1]
      ? `A tie at ${totals[0]} each.`
      : totals[0] > totals[1]
        ? `Ana wins the Empty Rivalry, ${totals[0]} to ${totals[1]}.`
        : `Ben wins the Empty Rivalry, ${totals[1]} to ${totals[0]}.`;
  await expect(helper.getByText(verdict)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test('real dice typed at the reveal, vetoes down to three questions, and the paper calculator', async ({ page }) => {
  await page.goto(PATH);
  const helper = page.getByRole('region', { name: 'Round helper' });
  await helper.scrollIntoViewIfNeeded(); // islands hydrate when they come into view
  await helper.getByLabel('Player 1 name').fill('Cai');
  await helper.getByLabel('Player 2 name').fill('Dee');
  await helper.getByRole('button', { name: 'Next' }).click();
  await helper.getByRole('button', { name: 'We roll real dice' }).click();

  // ER-4: veto eleven of fourteen; the round cannot start and the page says why.
  const vetoes = helper.getByRole('button', { name: /^Veto "/ });
  for (let i = 0; i < 11; i++) await vetoes.nth(i).click();
  await expect(helper.getByText('Only 3 questions are left after vetoes, and a round needs 4.', { exact: false })).toBeVisible();
  await helper.getByRole('button', { name: 'Start round 1: Cai attacks' }).click();
  await expect(helper.getByRole('alert')).toContainText('Only 3 questions are left');
  await helper.getByLabel('Add a question of your own').fill('What did you have for breakfast?');
  await helper.getByRole('button', { name: 'Add the question' }).click();
  await helper.getByRole('button', { name: 'Start round 1: Cai attacks' }).click();
  await helper.getByRole('button', { name: 'Draw 4 at random' }).click();
  await helper.getByRole('button', { name: 'Ask these 4' }).click();

  for (let q = 0; q < 4; q++) await playQuestion(helper, 'Dee', 'Cai', 'FALSE', q < 3 ? 'FALSE' : 'TRUE');
  await helper.getByRole('button', { name: 'Call Out', exact: true }).click();

  // ER-5: real dice are typed in at the reveal; a d4 of 5 is refused and what was typed stays.
  await helper.getByLabel("Cai's d12").fill('9');
  await helper.getByLabel("Dee's d4").fill('5');
  await helper.getByRole('button', { name: 'Reveal', exact: true }).click();
  await expect(helper.getByRole('alert')).toContainText("A d4 shows 1 to 4, so 5 can't be right.");
  await expect(helper.getByLabel("Cai's d12")).toHaveValue('9');
  await expectAccessible(page, 'typed dice error');
  await helper.getByLabel("Dee's d4").fill('2');
  await helper.getByRole('button', { name: 'Reveal', exact: true }).click();
  // One wrong guess: 2 + 2 = 4; the Call Out with a 9 wins Cai 5.
  await expect(helper.getByText("Dee's modified score: 2 + 2 × 1 wrong guess = 4")).toBeVisible();
  await expect(helper.getByText('Cai called Dee out and the d12 (9) beat the modified score (4), so Cai scores the difference: 5 points.')).toBeVisible();
  await expect(helper.getByText('Totals: Cai 5, Dee 0.')).toBeVisible();
  // Typed dice may be undone (a typo), back to the reveal with nothing lost.
  await helper.getByRole('button', { name: 'Undo' }).click();
  await expect(helper.getByRole('heading', { name: 'The reveal' })).toBeVisible();

  const calc = page.getByRole('region', { name: 'Score calculator' });
  await calc.scrollIntoViewIfNeeded();
  await calc.getByLabel("Attacker's d12").fill('3');
  await calc.getByLabel("Defender's d4").fill('1');
  await calc.getByRole('button', { name: '4', exact: true }).click();
  await calc.getByRole('button', { name: 'Retreat', exact: true }).click();
  await calc.getByRole('button', { name: 'Score the round' }).click();
  await expect(calc.getByText('Modified score 9. Attacker +6, Defender +0.')).toBeVisible();
  await calc.getByLabel("Attacker's d12").fill('13');
  await calc.getByRole('button', { name: 'Score the round' }).click();
  await expect(calc.getByText("Attacker's d12: A d12 shows 1 to 12, so 13 can't be right.")).toBeVisible();
  await expectAccessible(page, 'calculator');
});
