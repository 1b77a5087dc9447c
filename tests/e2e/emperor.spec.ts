import { expect, test, type Locator, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { expectOnScreen, openPlay, stepHeading, tap } from './helpers';

const SLUG = 'emperor';
const NAMES = ['Ann', 'Ben', 'Cat', 'Dan', 'Eve', 'Fay', 'Gus'];
const TABLE_KEY = 'tablemate:emperor/table:v1';

type Card = { kind: 'emperor' | 'loyalist' | 'rebel'; faceUp: boolean };
type Saved = { seats: number[]; emperor: number; current: number | null; identity: { hands: Card[][] } | null };

async function axe(page: Page, what: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${what} (${colorScheme}): ${v.id}: ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** What the phone stored (never in the page): the test's answer key. */
async function saved(page: Page): Promise<Saved> {
  return page.evaluate((key) => JSON.parse(localStorage.getItem(key)!).state, TABLE_KEY);
}

const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name });
const seat = (page: Page, name: string) => page.getByRole('list', { name: 'Seats, clockwise' }).locator(`li[data-player="${name}"]`);
/** The step's next action: its primary button. */
const next = (page: Page) => page.locator('.step .btn.primary').last();

/**
 * Nothing secret in any element of the page: no card faces, no "You are …", no hand region.
 * `except` names the one player whose own hand may be on screen (behind their hand-over).
 */
async function expectNoSecret(page: Page, except?: string): Promise<void> {
  const regions = page.locator('[data-secret-owner]');
  if (except === undefined) {
    await expect(regions).toHaveCount(0);
    const html = await page.content();
    expect(html).not.toMatch(/emp-card-kind|You are (a|the) /);
  } else {
    await expect(regions).toHaveCount(1);
    await expect(regions).toHaveAttribute('data-secret-owner', except);
  }
}

async function enterNames(page: Page, names: string[]): Promise<void> {
  for (let i = 5; i < names.length; i++) await button(page, 'Add a player').click();
  for (const [i, name] of names.entries()) await page.getByLabel(`Player ${i + 1} name`).fill(name);
  // Typing the last name has the phone show that field (and Next below it); fill() doesn't scroll.
  await button(page, 'Next').scrollIntoViewIfNeeded();
}

/** One player's hand-over and private look, as a careful table does it. */
async function look(page: Page, owner: string, hide: string): Promise<string[]> {
  await expectNoSecret(page);
  await tap(button(page, `I'm ${owner}, show me`), stepHeading(page));
  await expectNoSecret(page, owner);
  const cards = await page.locator('[data-secret-owner] .emp-card-kind').allInnerTexts();
  await tap(button(page, hide), stepHeading(page));
  await expectNoSecret(page);
  return cards;
}

test('the first screen is the helper: the first decision is on screen at load, no violations light or dark', async ({ page }) => {
  await openPlay(page, SLUG);
  await expectOnScreen(heading(page, 'How do you hold the identity cards?'), button(page, 'Deal them on this phone'), button(page, 'We use printed cards'));
  await axe(page, 'first screen');
});

for (const [width, height] of [[390, 844], [844, 390]] as const) {
  test(`names at ${width}×${height}: each "Add a player" shows its field and Next; a refused name is said beside its field`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await openPlay(page, SLUG);
    await tap(button(page, 'We use printed cards'), heading(page, /Who is playing/));
    // As a player scrolls: until the control is whole on screen.
    const scrollTo = (target: Locator) => target.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const field = (n: number) => page.getByRole('textbox', { name: `Player ${n} name` });
    // Sideways, the player scrolls down to the rows' foot once.
    await scrollTo(button(page, 'Add a player'));
    for (const n of [6, 7]) {
      await tap(button(page, 'Add a player'), field(n), button(page, 'Next'));
      await expect(field(n)).toBeFocused();
    }
    // The seventh greyed "Add a player": why is said under it, on the screen with it.
    await expectOnScreen(page.getByText('7 players is the most.'));
    await field(1).fill('Ana');
    await field(5).fill('ana');
    await scrollTo(button(page, 'Next'));
    // Player 2 has no name: the refusal is said under Player 2's field, which is marked and focused.
    await tap(button(page, 'Next'), field(2), page.getByRole('alert'));
    await expect(page.getByRole('alert')).toHaveText('Player 2 needs a name.');
    await expect(field(2)).toHaveAttribute('aria-invalid', 'true');
    await expect(field(2)).toBeFocused();
    for (const [n, name] of [[2, 'Bo'], [3, 'Cy'], [4, 'Di'], [6, 'Fe'], [7, 'Gi']] as const) await field(n).fill(name);
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(field(2)).not.toHaveAttribute('aria-invalid');
    // "ana" is Ana again: said beside the second one, the one to change.
    await scrollTo(button(page, 'Next'));
    await tap(button(page, 'Next'), field(5), page.getByRole('alert'));
    await expect(page.getByRole('alert')).toHaveText('Two players are called "ana": add an initial so the table can tell them apart.');
    await expect(field(5)).toHaveAttribute('aria-invalid', 'true');
    await field(5).fill('Eve');
    // A name too long for the score sheet is kept whole as typed, and refused in words beside it.
    await field(3).fill('Bartholomew Christopherson');
    await scrollTo(button(page, 'Next'));
    await tap(button(page, 'Next'), field(3), page.getByRole('alert'));
    await expect(page.getByRole('alert')).toHaveText('"Bartholomew Christopherson" is too long: keep names to 20 letters.');
    await expect(field(3)).toHaveValue('Bartholomew Christopherson');
    await field(3).fill('Bart');
    await scrollTo(button(page, 'Next'));
    await tap(button(page, 'Next'), heading(page, 'Who turned up the Emperor card?'));
  });
}

test('printed cards: a round with every kind of action, the screen following every tap', async ({ page }) => {
  test.setTimeout(120_000); // some forty taps, each checked on screen: near a minute on a busy machine
  await openPlay(page, SLUG);
  await tap(button(page, 'We use printed cards'), heading(page, /Who is playing/));
  await enterNames(page, ['Maximiliana', 'Bartholomew', 'Constantina', 'Dan', 'Evangeline', 'Fitzgerald', 'Gwendolyn']);
  // Seven is the most: "Add a player" greys, and says why beside it.
  await expect(button(page, 'Add a player')).toBeDisabled();
  await expectOnScreen(button(page, 'Add a player'), page.getByText('7 players is the most.'));
  await tap(button(page, 'Next'), heading(page, 'Who turned up the Emperor card?'));
  await page.getByLabel('Dan').check();
  await tap(button(page, 'Start the table'), heading(page, /Dan \(the Emperor\): which way/), next(page));
  await axe(page, 'direction');

  // Seven long names fit the circle: shortened visibly, whole for assistive technology, no two seats overlapping.
  await expect(seat(page, 'Maximiliana')).toContainText('Maximil…');
  await expect(seat(page, 'Maximiliana').locator('.visually-hidden')).toHaveText('Maximiliana');
  const boxes = await page.locator('.emp-seat').evaluateAll((els) => els.map((e) => e.getBoundingClientRect().toJSON() as DOMRect));
  for (const [i, a] of boxes.entries()) {
    for (const b of boxes.slice(i + 1)) {
      const overlap = a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
      expect(overlap, `seats overlap: ${JSON.stringify([a, b])}`).toBe(false);
    }
  }
  // Each name on one line: no name broken mid-word.
  const lines = await page.locator('.emp-seat-name').evaluateAll((els) =>
    els.map((e) => {
      const range = document.createRange();
      range.selectNodeContents(e);
      return new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top))).size;
    }),
  );
  expect(lines).toEqual([1, 1, 1, 1, 1, 1, 1]);

  await tap(button(page, 'Clockwise ↻'), heading(page, "Evangeline's turn"), next(page));
  // Transposition: the action is spent and every action button goes.
  await tap(button(page, 'Transposition'), heading(page, /who does Evangeline trade seats with/));
  await tap(button(page, 'Fitzgerald'), heading(page, "Evangeline's turn"), next(page));
  await expect(page.getByRole('group', { name: "Evangeline's action" })).toHaveCount(0);
  await expect(page.getByText('Evangeline has used this turn\'s one action')).toBeVisible();
  await tap(next(page), heading(page, "Gwendolyn's turn"), next(page));

  // Another action (Investigate) counts as the turn's action too.
  await tap(button(page, 'Another action…'), heading(page, /Gwendolyn's action: which one/));
  await tap(button(page, 'Investigate (1 card)'), heading(page, "Gwendolyn's turn"), next(page));
  await expect(page.getByRole('group', { name: "Gwendolyn's action" })).toHaveCount(0);
  await tap(next(page), heading(page, "Maximiliana's turn"), next(page));

  // A Condemn is shown on its target's seat: whose, and when it strikes.
  await tap(button(page, 'Condemn'), heading(page, /who does Maximiliana condemn/));
  await tap(button(page, 'Constantina'), heading(page, "Maximiliana's turn"), next(page));
  await expect(seat(page, 'Constantina').locator('.emp-seat-condemn .visually-hidden')).toHaveText(
    "Maximiliana's Condemn: strikes at the end of Maximiliana's next turn",
  );
  await expect(seat(page, 'Constantina').locator('.emp-seat-condemn')).toContainText('Maximil…');
  await axe(page, 'mid-game');
  await tap(next(page), heading(page, "Bartholomew's turn"), next(page));
  await tap(next(page), heading(page, "Constantina's turn"), next(page));
  // Fitzgerald, passed over by Evangeline's Transposition (the seed's example), doesn't play this round.
  await tap(next(page), heading(page, /Dan's turn \(the Emperor/), next(page));
  await tap(next(page), heading(page, /Dan \(the Emperor\): which way does round 2 go/), next(page));
});

test('printed cards: one round by keyboard alone', async ({ page }) => {
  await openPlay(page, SLUG);
  const press = async (key: string) => page.keyboard.press(key);
  /** Tabs to the control named (its text, label or placeholder), then presses Enter (or Space). */
  const reach = async (name: string | RegExp, key: string | null = 'Enter') => {
    for (let i = 0; i < 60; i++) {
      await press('Tab');
      const label = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return '';
        return (el.innerText?.trim() || el.getAttribute('placeholder') || (el.closest('label') as HTMLElement | null)?.innerText?.trim() || '').trim();
      });
      if (typeof name === 'string' ? label === name : name.test(label)) return key ? press(key) : undefined;
    }
    throw new Error(`never reached ${name} by Tab`);
  };
  await reach('We use printed cards');
  await expect(heading(page, /Who is playing/)).toBeFocused();
  for (const [i, name] of NAMES.slice(0, 5).entries()) {
    await reach(`Player ${i + 1}`, null);
    await page.keyboard.type(name);
  }
  expect(await page.getByLabel('Player 5 name').inputValue()).toBe('Eve');
  await reach('Next');
  await expect(heading(page, 'Who turned up the Emperor card?')).toBeFocused();
  await reach('Ann', 'Space');
  await expect(page.getByLabel('Ann')).toBeChecked();
  await reach('Start the table');
  await reach('Clockwise ↻', 'Space');
  for (const who of ['Ben', 'Cat', 'Dan', 'Eve', 'Ann']) {
    await expect(heading(page, new RegExp(`^${who}'s turn`))).toBeFocused();
    await reach(`End ${who}'s turn`);
  }
  await expect(heading(page, /which way does round 2 go/)).toBeFocused();
});

test('printed cards, EW-7: the table checks the caster’s cards before the Emperor dies; no seat is beside a dead Emperor', async ({ page }) => {
  await openPlay(page, SLUG);
  await button(page, 'We use printed cards').click();
  await enterNames(page, NAMES.slice(0, 5));
  await button(page, 'Next').click();
  await page.getByLabel('Ann').check();
  await button(page, 'Start the table').click();
  await button(page, 'Clockwise ↻').click();
  await expect(seat(page, 'Ben')).toContainText('beside the Emperor');
  await tap(button(page, 'Condemn'), heading(page, /who does Ben condemn/));
  await tap(button(page, 'Ann'), heading(page, "Ben's turn"));
  await expect(seat(page, 'Ann').locator('.emp-seat-condemn .visually-hidden')).toHaveText("Ben's Condemn: strikes at the end of the Emperor's turn");
  for (let i = 0; i < 4; i++) await next(page).click();
  // The Emperor's turn ends: the table is asked, in words, and answers from Ben's cards face up.
  const asked = 'Ben turns their three identity cards face up: are most of them Rebel?';
  await tap(next(page), heading(page, asked), button(page, 'Yes, most are Rebel'), button(page, 'No, most are not Rebel'));
  await expect(page.getByRole('group', { name: 'Instinct cards: any time' })).toHaveCount(0);
  await tap(button(page, 'Yes, most are Rebel'), heading(page, 'The Rebels win'));
  await expect(seat(page, 'Ann')).toContainText('dead');
  await expect(page.getByRole('list', { name: 'Seats, clockwise' })).not.toContainText('beside the Emperor');
});

test('phone identities, 6 players: the peek paths are closed, and Investigate, Swap, Reveal and Shuffle lead to a Rebel win', async ({ page }) => {
  test.setTimeout(180_000);
  const names = NAMES.slice(0, 6);
  await openPlay(page, SLUG);
  await tap(button(page, 'Deal them on this phone'), heading(page, /Who is playing/));
  await enterNames(page, names);
  await tap(button(page, 'Next'), heading(page, 'Deal for 6 players'), next(page));
  await tap(next(page), heading(page, "The deal: Ann's cards (1 of 6)"), button(page, "I'm Ann, show me"));
  await axe(page, 'hand-over');
  await look(page, 'Ann', 'Hide my cards and pass the phone');
  await look(page, 'Ben', 'Hide my cards and pass the phone');

  // Peek path 1: Cat, curious, tries Undo and a reload after Ben passed the phone: nothing of Ben's can be reached.
  await expect(heading(page, "The deal: Cat's cards (3 of 6)")).toBeVisible();
  await expect(button(page, 'Undo')).toBeDisabled();
  await page.reload();
  await expectNoSecret(page);
  await expect(button(page, "I'm Ben, show me")).toHaveCount(0);
  await expect(button(page, "I'm Cat, show me")).toBeVisible();

  const hands: string[][] = [];
  for (const name of names.slice(2)) hands.push(await look(page, name, 'Hide my cards and pass the phone'));
  let s = await saved(page);
  const kindName = (c: Card) => c.kind.charAt(0).toUpperCase() + c.kind.slice(1);
  expect(hands).toEqual(s.identity!.hands.slice(2).map((h) => h.map(kindName)));
  const E = s.emperor;
  await expect(heading(page, `${names[E]} (the Emperor): which way does round 1 go?`)).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Everyone has seen their cards' })).toContainText(`${names[E]} is the Emperor`);
  await expect(button(page, 'Undo')).toBeDisabled();

  // Peek path 2: "See your cards again" goes through Ben's hand-over and leaves a trace on the table.
  // Reference and any-time controls sit below the step: the player scrolls to them.
  await button(page, 'See your cards again').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(page, 'See your cards again'), heading(page, 'Who wants to see their cards again?'));
  await tap(button(page, 'Ben'), heading(page, "Ben's identity cards"), button(page, "I'm Ben, show me"));
  await look(page, 'Ben', 'Hide it');
  await expect(page.getByText('Last secret look: Ben looked at their identity cards again')).toBeVisible();

  await tap(button(page, 'Clockwise ↻'), stepHeading(page), next(page));
  s = await saved(page);
  const rebel = (p: number) => s.identity!.hands[p]!.filter((c) => c.kind === 'rebel').length >= 2 && p !== E;
  const at = (p: number) => s.seats.indexOf(p);
  const seatAt = (i: number) => s.seats[(i + 6) % 6]!;
  // The Rebel who will condemn: beside the Emperor already, or brought there now with Guarding (an instinct card, from the bar).
  const besides = [seatAt(at(E) + 1), seatAt(at(E) - 1)];
  let R = besides.find(rebel) ?? s.seats.find(rebel)!;
  if (!besides.includes(R)) {
    // The instinct cards are in the bar at the foot of the screen: no scrolling to reach them.
    await tap(button(page, 'Instinct cards'), heading(page, 'Instinct cards: anyone, any time'), button(page, 'Play Guarding'));
    await tap(button(page, 'Play Guarding'), heading(page, 'Guarding: who plays it?'));
    await tap(button(page, names[R]!), heading(page, new RegExp(`Guarding: whose seat beside the Emperor does ${names[R]} take`)));
    await tap(button(page, names[seatAt(at(E) - 1)]!), stepHeading(page));
    s = await saved(page);
  }
  // The rest of the round, clockwise from whoever plays now up to the Emperor.
  const order: number[] = [];
  for (let i = at(s.current!); seatAt(i) !== E; i++) order.push(seatAt(i));
  const others = order.filter((p) => p !== R);
  expect(others).toHaveLength(4);
  const [X1, X2, X3, X4] = others as [number, number, number, number];
  const turn = async (p: number) => expect(heading(page, `${names[p]}'s turn`)).toBeVisible();
  const end = async (p: number) => tap(button(page, `End ${names[p]}'s turn`), stepHeading(page), next(page));
  const pickCard = async (owner: number, n: number) => tap(page.getByRole('group', { name: `${names[owner]}'s cards, by position` }).getByRole('button', { name: new RegExp(`^Card ${n}`) }), stepHeading(page));

  for (const p of order) {
    await turn(p);
    if (p === R) {
      await tap(button(page, 'Condemn'), heading(page, new RegExp(`who does ${names[R]} condemn`)));
      await tap(button(page, names[E]!), heading(page, `${names[R]}'s turn`), next(page));
      await expect(seat(page, names[E]!).locator('.emp-seat-condemn .visually-hidden')).toHaveText(`${names[R]}'s Condemn: strikes at the end of the Emperor's turn`);
    } else if (p === X1) {
      // Investigate: X1 looks at X2's card 1. Peek path 3: a look seen can't be taken back, so
      // Undo stops there (game.ts undo) and nothing reopens it.
      await tap(button(page, 'Investigate (1 card)'), heading(page, /Investigate \(1 card\): whose card/));
      await tap(button(page, names[X2]!), heading(page, `Investigate (1 card): which of ${names[X2]}'s cards?`));
      await pickCard(X2, 1);
      await expect(heading(page, `${names[X1]}'s look at ${names[X2]}'s card 1`)).toBeVisible();
      const seen = await look(page, names[X1]!, 'Hide it');
      expect(seen).toEqual([kindName(s.identity!.hands[X2]![0]!)]);
      await expect(heading(page, `${names[X1]}'s turn`)).toBeVisible();
      await expect(button(page, 'Undo')).toBeDisabled();
      await expect(page.getByRole('button', { name: /show me$/ })).toHaveCount(0);
      await expect(page.getByText(`Last secret look: ${names[X1]}'s look at ${names[X2]}'s card 1: seen by ${names[X1]}`)).toBeVisible();
      // A reload in the middle of a look locks it: X1 asks to see their cards again, unlocks, and the page reloads.
      await button(page, 'See your cards again').evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await tap(button(page, 'See your cards again'), heading(page, 'Who wants to see their cards again?'));
      await tap(button(page, names[X1]!), stepHeading(page));
      await tap(button(page, `I'm ${names[X1]}, show me`), stepHeading(page));
      await expectNoSecret(page, names[X1]);
      await page.reload();
      await expectNoSecret(page);
      await expect(heading(page, `${names[X1]}'s turn`)).toBeVisible();
      await expect(page.getByRole('group', { name: `${names[X1]}'s action` })).toHaveCount(0);
    } else if (p === X2) {
      // Swap: X2 gives card 1 for X1's card 2, blind; both then see their new cards in secret.
      await tap(button(page, 'Swap'), heading(page, new RegExp(`Swap: which of their cards does ${names[X2]} give away`)));
      await pickCard(X2, 1);
      await tap(button(page, names[X1]!), heading(page, new RegExp(`Swap: which of ${names[X1]}'s cards`)));
      await pickCard(X1, 2);
      await look(page, names[X2]!, 'Hide it');
      await look(page, names[X1]!, 'Hide it');
      const after = await saved(page);
      expect(after.identity!.hands[X2]![0]).toEqual(s.identity!.hands[X1]![1]);
      expect(after.identity!.hands[X1]![1]).toEqual(s.identity!.hands[X2]![0]);
    } else if (p === X3) {
      // Reveal: X4's card 3, face up for all, on the seat circle.
      await tap(button(page, 'Reveal'), heading(page, /Reveal: whose card/));
      await tap(button(page, names[X4]!), stepHeading(page));
      await pickCard(X4, 3);
      const shown = kindName((await saved(page)).identity!.hands[X4]![2]!);
      await expect(seat(page, names[X4]!)).toContainText(`shows ${shown}`);
      await expect(page.locator('.emp-news')).toContainText(`${names[X4]}'s card 3 is ${shown}`);
      // Peek path 4: the whole table saw it: Undo can't bring back the choice of another card.
      await expect(button(page, 'Undo')).toBeDisabled();
      await expect(page.getByText('Undo is off: the whole table has seen an identity card, and it cannot be unseen.')).toBeVisible();
    } else if (p === X4) {
      // Shuffle: the revealed card goes face down again.
      await tap(button(page, 'Shuffle'), heading(page, `${names[X4]}'s turn`), next(page));
      await expect(seat(page, names[X4]!)).not.toContainText('shows');
      expect((await saved(page)).identity!.hands[X4]!.some((c) => c.faceUp)).toBe(false);
    }
    await expect(page.getByRole('group', { name: `${names[p]}'s action` })).toHaveCount(0);
    await end(p);
    s = await saved(page);
  }
  await turn(E);
  await axe(page, 'the Emperor condemned');
  await tap(button(page, `End ${names[E]}'s turn`), heading(page, 'The Rebels win'));
  await expect(page.locator('.emp-winner')).toContainText(`The Emperor, ${names[E]}, is dead`);
  await expect(page.getByRole('listitem').filter({ hasText: `${names[R]}: Rebel` })).toBeVisible();
  // Every identity is named: the game can't be taken back to play on knowing them.
  await expect(button(page, 'Undo')).toBeDisabled();
  await axe(page, 'the end');
  // The same table plays again: New game (below the list, scrolled to) asks the way in again, and the names are as they sat.
  await button(page, 'New game').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await tap(button(page, 'New game'), button(page, 'Yes, start over'));
  await tap(button(page, 'Yes, start over'), heading(page, 'How do you hold the identity cards?'));
  await tap(button(page, 'Deal them on this phone'), heading(page, /Who is playing/));
  for (const [i, name] of names.entries()) await expect(page.getByLabel(`Player ${i + 1} name`)).toHaveValue(name);
});

test('a table saved while the looks had a store of their own: the looks it lists are not owed again, and Undo stops there', async ({ page }) => {
  const names = NAMES.slice(0, 5);
  const card = (kind: Card['kind']): Card => ({ kind, faceUp: kind === 'emperor' });
  const table = {
    players: names.map((name) => ({ name, alive: true, turnsPlayed: 0, skips: 0 })),
    seats: [0, 1, 2, 3, 4],
    emperor: 2,
    round: 1,
    direction: null,
    current: null,
    actionTaken: false,
    condemns: [],
    nextCondemnId: 1,
    blockedOnEmperor: null,
    emperorWinsAfterRounds: null,
    winner: null,
    lastMove: ['Round 1: Cat (the Emperor) chooses the direction of play.'],
    log: ['Round 1: Cat (the Emperor) chooses the direction of play.'],
    identity: {
      deal: 'old1',
      hands: [
        [card('rebel'), card('loyalist'), card('rebel')],
        [card('loyalist'), card('loyalist'), card('rebel')],
        [card('loyalist'), card('emperor'), card('rebel')],
        [card('rebel'), card('rebel'), card('loyalist')],
        [card('loyalist'), card('rebel'), card('loyalist')],
      ],
      looks: names.map((name, i) => ({ id: `deal:old1:${i}`, viewer: i, cards: [], what: `${name}'s identity cards` })),
    },
  };
  const looks = { deal: 'old1', done: ['deal:old1:0', 'deal:old1:1'], trace: ['Ben looked at their identity cards again (round 1).'] };
  await openPlay(page, SLUG);
  await page.evaluate(
    ([t, l]) => {
      localStorage.setItem('tablemate:emperor/table:v1', JSON.stringify({ state: t, history: [null] }));
      localStorage.setItem('tablemate:emperor/looks:v1', JSON.stringify({ state: l, history: [] }));
    },
    [table, looks] as const,
  );
  await page.reload();
  await expect(heading(page, "The deal: Cat's cards (3 of 5)")).toBeVisible();
  await expect(button(page, "I'm Cat, show me")).toBeVisible();
  await expect(button(page, 'Undo')).toBeDisabled();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('tablemate:emperor/looks:v1'))).toBeNull();
  const kept = await page.evaluate((key) => JSON.parse(localStorage.getItem(key)!), TABLE_KEY);
  expect(kept.history).toEqual([]);
  expect(kept.state.identity.trace).toEqual(looks.trace);
  // The same after a reload: the table now holds what the looks store held.
  await page.reload();
  await expect(heading(page, "The deal: Cat's cards (3 of 5)")).toBeVisible();
});
