import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectOnScreen, openPlay, stepHeading } from './helpers';

/**
 * Every secret step on a phone held either way: a landscape phone (844×390)
 * and a portrait one (390×844). Each of the three secret games is played through its
 * hand-overs as a table does; after each tap the step it led to, its heading and its
 * buttons, are on screen without the test scrolling: the kit's hand-off (HandOff.tsx)
 * follows the unlock into the secret view, and the compact landscape layout fits it.
 * Taps are a player's (`locator.tap()`: it waits out the tap guard's hold).
 *
 * SHOTS=dir saves a screenshot of every secret step, to look at.
 */

const SIZES = [
  { width: 844, height: 390 },
  { width: 390, height: 844 },
] as const;

const button = (scope: Page | Locator, name: string | RegExp) => scope.getByRole('button', { name, exact: typeof name === 'string' });
const showMe = (scope: Page | Locator, name: string) => button(scope, `I'm ${name}, show me`);
/** The secret view on screen (kit HandOff), one at most. */
const secret = (page: Page) => page.locator('[data-secret-owner]');

/** A player's tap on a control already on screen, then what it led to, on screen as it stands. */
async function tapThen(target: Locator, ...then: Locator[]): Promise<void> {
  await expectOnScreen(target);
  await target.tap();
  await expectOnScreen(...then);
}

async function shot(page: Page, name: string): Promise<void> {
  if (!process.env.SHOTS) return;
  const { width, height } = page.viewportSize()!;
  await page.screenshot({ path: `${process.env.SHOTS}/${width}x${height}-${name}.png` });
}

for (const size of SIZES) {
  test.describe(`${size.width}×${size.height}`, () => {
    test.use({ viewport: size });

    test('Empty Rivalry: each note and each guess of a round, its TRUE and FALSE on screen after the hand-over', async ({ page }) => {
      test.setTimeout(120_000);
      await openPlay(page, 'empty-rivalry');
      await page.getByLabel('Player 1 name').fill('Ana');
      await page.getByLabel('Player 2 name').fill('Ben');
      await button(page, 'Start the match').tap();
      await expect(stepHeading(page)).toHaveText('Safety first: the questions');
      await tapThen(button(page, 'Start round 1: Ana attacks'), stepHeading(page), button(page, 'Draw 4 at random'));
      await tapThen(button(page, 'Draw 4 at random'), stepHeading(page), showMe(page, 'Ben'));
      for (let q = 1; q <= 4; q++) {
        await expect(stepHeading(page)).toHaveText(`Question ${q} of 4`);
        await expect(page.getByText('Hand the phone to Ben.')).toBeVisible();
        await tapThen(showMe(page, 'Ben'), stepHeading(page), button(page, 'TRUE'), button(page, 'FALSE'));
        await expect(stepHeading(page)).toHaveText('Ben, was that answer true?');
        await expect(secret(page)).toHaveAttribute('data-secret-owner', 'Ben');
        if (q === 1 || q === 4) await shot(page, `empty-rivalry-note-q${q}`);
        await tapThen(button(page, q % 2 ? 'TRUE' : 'FALSE'), stepHeading(page), showMe(page, 'Ana'));
        await expect(stepHeading(page)).toHaveText(`Question ${q} of 4: Ana's guess`);
        // Said to Ben, who holds the phone, then to Ana by name: nobody is told "your" about another's note.
        await expect(page.getByText('Ana, once you hold it, tap below to note your guess.')).toBeVisible();
        await tapThen(showMe(page, 'Ana'), stepHeading(page), button(page, 'TRUE'), button(page, 'FALSE'));
        await expect(stepHeading(page)).toHaveText('Ana, was Ben telling the truth?');
        await expect(secret(page)).toHaveAttribute('data-secret-owner', 'Ana');
        if (q === 1 || q === 4) await shot(page, `empty-rivalry-guess-q${q}`);
        const next = q < 4 ? showMe(page, 'Ben') : button(page, 'Call Out');
        await tapThen(button(page, 'TRUE'), stepHeading(page), next);
      }
      await expect(stepHeading(page)).toHaveText('Ana: Call Out or Retreat?');
    });

    test("Empress without cards: each pick's cards on screen after its hand-over, the lead's and the answer's", async ({ page }) => {
      test.setTimeout(120_000);
      await openPlay(page, 'empress');
      await button(page, /^Without cards/).tap();
      await page.getByLabel('Player 1 name').fill('Cy');
      await page.getByLabel('Player 2 name').fill('Di');
      await page.getByRole('radio', { name: 'Cy' }).check();
      await tapThen(button(page, 'Start the match'), stepHeading(page), showMe(page, 'Cy'));
      // Game 1: a draw (two Citizens), then Di leads a Citizen and Cy answers with the Empress; game 2 begins.
      const picks: [string, string][] = [
        ['Cy', 'a Citizen'],
        ['Di', 'a Citizen'],
        ['Di', 'a Citizen'],
        ['Cy', 'the Empress'],
        ['Di', 'the Empress'],
      ];
      for (const [i, [name, card]] of picks.entries()) {
        await expect(stepHeading(page)).toHaveText(new RegExp(`: ${name} (leads|answers)$`));
        const hand = page.getByRole('group', { name: 'Your hand' });
        await tapThen(showMe(page, name), stepHeading(page), hand);
        await expect(stepHeading(page)).toHaveText(`${name}, pick your card`);
        await expect(secret(page)).toHaveAttribute('data-secret-owner', name);
        await expectOnScreen(...(await button(hand, /^Lay /).all()));
        if (i < 2) await shot(page, `empress-pick-${i + 1}-${name}`);
        const next = picks[i + 1];
        await tapThen(button(hand, `Lay ${card}`), stepHeading(page), ...(next ? [showMe(page, next[0])] : []));
      }
    });

    test("The Emperor, phone identities: each player's look at the deal, a look again and an Investigate, Hide on screen", async ({ page }) => {
      test.setTimeout(120_000);
      const names = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve'];
      await openPlay(page, 'emperor');
      await button(page, 'Deal them on this phone').tap();
      for (const [i, name] of names.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
      await button(page, 'Next').scrollIntoViewIfNeeded(); // typing the last name shows Next on a phone; fill() doesn't
      await tapThen(button(page, 'Next'), stepHeading(page), page.locator('.step .btn.primary').last());
      await tapThen(page.locator('.step .btn.primary').last(), stepHeading(page), showMe(page, 'Ann'));
      const hide = button(page, 'Hide my cards and pass the phone');
      for (const [i, name] of names.entries()) {
        await expect(stepHeading(page)).toHaveText(`The deal: ${name}'s cards (${i + 1} of 5)`);
        await tapThen(showMe(page, name), stepHeading(page), secret(page).getByRole('list'), hide);
        await expect(secret(page)).toHaveAttribute('data-secret-owner', name);
        if (i < 2) await shot(page, `emperor-deal-${name}`);
        await tapThen(hide, stepHeading(page), ...(i < 4 ? [showMe(page, names[i + 1]!)] : []));
      }

      // A look again: asked for from the table (reference below the step: the player scrolls to it).
      await button(page, 'See your cards again').scrollIntoViewIfNeeded();
      await tapThen(button(page, 'See your cards again'), stepHeading(page), button(page, 'Ben'));
      await tapThen(button(page, 'Ben'), stepHeading(page), showMe(page, 'Ben'));
      await tapThen(showMe(page, 'Ben'), stepHeading(page), secret(page).getByRole('list'), button(page, 'Hide it'));
      await expect(stepHeading(page)).toHaveText("Ben's identity cards");
      await shot(page, 'emperor-again-Ben');
      await button(page, 'Hide it').tap();

      // An Investigate: the Emperor picks a direction, then whoever's turn it is looks at a neighbour's card.
      await button(page, 'Clockwise ↻').scrollIntoViewIfNeeded();
      await button(page, 'Clockwise ↻').tap();
      const whose = (await stepHeading(page).textContent())!.match(/^(\w+)'s turn$/)![1]!;
      const target = names.find((n) => n !== whose)!;
      const investigate = button(page, 'Investigate (1 card)');
      await investigate.scrollIntoViewIfNeeded(); // an action of the turn: below the news on a landscape phone
      await tapThen(investigate, stepHeading(page));
      await tapThen(button(page, target), stepHeading(page));
      // A face-up card (the Emperor's, when the target holds it) can't be looked at: the first face-down one.
      const cards = page.getByRole('group', { name: `${target}'s cards, by position` });
      const position = (await cards.getByRole('button', { name: /^Card \d+$/ }).first().textContent())!.match(/\d+/)![0];
      const card = cards.getByRole('button', { name: `Card ${position}`, exact: true });
      await tapThen(card, stepHeading(page), showMe(page, whose));
      await expect(stepHeading(page)).toHaveText(`${whose}'s look at ${target}'s card ${position}`);
      await tapThen(showMe(page, whose), stepHeading(page), secret(page).getByRole('list'), button(page, 'Hide it'));
      await expect(secret(page)).toHaveAttribute('data-secret-owner', whose);
      await shot(page, 'emperor-investigate');
      await tapThen(button(page, 'Hide it'), stepHeading(page));
      await expect(stepHeading(page)).toHaveText(`${whose}'s turn`);
    });
  });
}
