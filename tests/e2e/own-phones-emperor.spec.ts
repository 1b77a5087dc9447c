import { expect, test, type Locator } from '@playwright/test';
import { expectOnScreen, stepHeading, tap } from './helpers';
import { alert, button, foldContrast, hand, heading, identityOf, pass, phone, PHONE_SAVE, PLAY, press, qr, saved, secretsKept, shot, size, TABLE_SAVE, unfold, type Phone } from './own-emperor-phones';
import { closeContexts } from './contexts';

// The phones a test opened are closed after it (contexts.ts).
test.afterEach(closeContexts);

/*
 * The Emperor, "Each on our own phone": seven browser contexts are seven players' phones;
 * Ana's phone is also the table phone ("The table" and "My cards"). Every code passes from
 * one page's screen to another's scanner as a player's photo would (a screenshot of the QR
 * given to "Use a photo of the code", read by the site's own decoder). A whole game to a
 * win: Investigate, Reveal, Swap, a Condemn on the Emperor and the caster's proof (EW-7).
 * On the way a player's phone is wiped and comes back, then the table phone itself is lost
 * and another player's phone takes over (EW-9).
 * At every step: no page, storage or IndexedDB of one phone holds another player's card.
 */


for (const [width, height] of [[390, 844], [844, 390]] as const) test(`${width}×${height}: seven phones play a whole Emperor game by QR: each holds only its own cards, a reload loses nothing, no network`, async ({ browser }) => {
  test.setTimeout(600_000);
  Object.assign(size, { width, height });
  const names = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];
  const phones: Phone[] = [];
  for (const name of names) phones.push(await phone(browser, name));
  /** The table phone: Ana's, until another player's phone takes over. */
  let [ana] = phones as [Phone];

  /** Ana's phone shows the table, or her cards (the switch sits above the step: she scrolls up to it). */
  const view = async (name: string) => {
    const b = button(ana, name);
    if ((await b.getAttribute('aria-pressed')) === 'true') return;
    await b.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await press(b, heading(ana));
  };
  const tableView = () => view('The table');
  const cardsView = async (p: Phone) => {
    if (p === ana) await view('My cards');
  };

  const checkSecrets = () => secretsKept(phones, ana);

  // Joining: Ana opens the table, every other phone scans its first code, shows its seat code, and Ana scans it.
  for (const p of phones) await button(p, 'Each on our own phone').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await press(button(ana, 'Each on our own phone'), ana.page.getByLabel('Your name'));
  await ana.page.getByLabel('Your name').fill('Ana');
  await press(button(ana, 'Open a table'), heading(ana));
  // EW-9: four recovery words first, on a step of their own, the next button on screen with them.
  await expect(heading(ana)).toHaveText('Ana: your four recovery words');
  ana.words = (await ana.page.locator('.own-words strong').textContent())!;
  await press(button(ana, 'Written down: show the table’s code'), heading(ana));
  await expect(heading(ana)).toHaveText(/^Your table: [0-9A-Z]{6}$/);
  const joinQr = ana.page.getByRole('img', { name: /^QR code: Every other player/ });
  for (const p of phones.slice(1)) {
    await press(button(p, 'Each on our own phone'), p.page.getByLabel('Your name'));
    await p.page.getByLabel('Your name').fill(p.name);
    await press(button(p, 'Join a table'), button(p, 'Scan the table phone’s code'));
    await pass(ana, p, joinQr, 220);
    await expect(heading(p)).toHaveText(`${p.name}: your four recovery words`);
    await expect(p.page.locator('.own-words strong')).toHaveText(/^[a-z]+ [a-z]+ [a-z]+ [a-z]+$/);
    p.words = (await p.page.locator('.own-words strong').textContent())!;
    await press(button(p, 'Written down: show my seat code'), heading(p));
    await expect(heading(p)).toHaveText(`${p.name}: your seat code`);
    await expectOnScreen(qr(p));
    if (p.name === 'Ben') await shot(browser, '1-seat', ana, p);
    await pass(p, ana);
    await expect(ana.page.getByRole('list', { name: 'Joined so far' })).toContainText(p.name);
  }
  // Scanned round the table already: the seating stays as it is (own-phones-emperor-live.spec.ts changes it).
  await button(ana, 'All 7 here: set the seating').evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await press(button(ana, 'All 7 here: set the seating'), heading(ana), button(ana, 'Start with 7 players'));
  await press(button(ana, 'Start with 7 players'), heading(ana), qr(ana));
  await expect(heading(ana)).toHaveText('Every other phone: scan the start code');
  for (const p of phones.slice(1)) {
    await pass(ana, p);
    await expect(heading(p)).toHaveText(`${p.name}: scan the deal`);
  }
  await press(button(ana, 'Every phone has it: deal the cards'), heading(ana), qr(ana));
  await expect(heading(ana)).toHaveText('Every other phone: scan the deal');
  for (const p of phones.slice(1)) {
    await pass(ana, p);
    await expect(heading(p)).toHaveText(`${p.name}’s cards`);
  }
  await shot(browser, '2-deal', ana, phones[1]!);
  await press(button(ana, 'Every phone shows its cards'), heading(ana));
  await expect(heading(ana)).toHaveText(/\(the Emperor\): which way does round 1 go\?$/);
  const joinScans = phones.map((p) => p.scans);
  // Every phone has the mode's code and the decoder: airplane mode from here on.
  for (const p of phones) {
    await p.context.setOffline(true);
    p.playing = true;
  }
  await checkSecrets();
  const E = (await saved(ana, TABLE_SAVE)).game.emperor as number;
  const at = (k: number) => (E + k) % names.length;
  for (const p of phones) {
    await cardsView(p);
    await expect(p.page.locator('.emp-identity')).toContainText(p === phones[E] ? 'You are the Emperor.' : `${names[E]} is the Emperor.`);
  }
  // Cards lie face down until their player asks: neither a card's kind nor "You are a Rebel." is on a phone put down.
  for (const p of phones.filter((q) => q !== phones[E]).slice(0, 2)) {
    await cardsView(p);
    const cards = p.page.getByRole('list', { name: 'Your three cards, by position' });
    await expect(cards.getByText('Face down')).toHaveCount(3);
    await expect(cards).not.toContainText(/Rebel|Loyalist/);
    await expect(p.page.locator('.emp-identity')).not.toContainText('You are');
    const show = button(p, 'Show my cards');
    await show.evaluate((el) => el.scrollIntoView({ block: 'nearest' }));
    await press(show, p.page.locator('.emp-identity'));
    const who = identityOf(await hand(p));
    await expect(p.page.locator('.emp-identity')).toContainText(`You are a ${who === 'rebel' ? 'Rebel' : 'Loyalist'}.`);
    await expect(cards).not.toContainText('Face down');
    await shot(browser, '2b-shown', phones[E]!, p);
    await press(button(p, 'Hide my cards'), p.page.locator('.emp-identity'));
    await expect(p.page.locator('.emp-identity')).not.toContainText('You are');
    await expect(cards.getByText('Face down')).toHaveCount(3);
  }
  // Shown, then the phone put down (its screen locked or the browser left): face down again when it comes back.
  {
    const p = phones.filter((q) => q !== phones[E])[0]!;
    const cards = p.page.getByRole('list', { name: 'Your three cards, by position' });
    await press(button(p, 'Show my cards'), p.page.locator('.emp-identity'));
    await expect(cards).not.toContainText('Face down');
    const visibility = (state: 'hidden' | 'visible') =>
      p.page.evaluate((v) => {
        Object.defineProperty(document, 'visibilityState', { value: v, configurable: true });
        document.dispatchEvent(new Event('visibilitychange'));
      }, state);
    await visibility('hidden');
    await visibility('visible');
    await expect(cards.getByText('Face down')).toHaveCount(3);
    await expect(p.page.locator('.emp-identity')).not.toContainText('You are');
  }

  /** A tap on the table phone's table. */
  const onTable = async (name: string | RegExp, next: Locator = heading(ana)) => {
    await tableView();
    await press(button(ana, name), next);
  };
  const endTurn = async (k: number) => onTable(`End ${names[at(k)]}'s turn`);
  /** The table phone's record of a look or a Swap, scanned by the phone it is for (Ana's own takes it without a scan), then put away. */
  const takeRecord = async (to: Phone) => {
    const recordQr = ana.page.getByRole('img', { name: /^QR code: .*: scan this first, then the card/ });
    if (to !== ana) {
      await recordQr.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await cardsView(to);
      await pass(ana, to, recordQr, 220);
    }
    await tableView();
    const done = button(ana, `${to.name}’s phone has it`);
    await done.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await press(done);
  };

  await onTable('Clockwise ↻');
  await expect(heading(ana)).toHaveText(`${names[at(1)]}'s turn`);

  // Turn 1: Investigate. The table records it; the target's phone shows the card to the investigator's phone only.
  const investigator = phones[at(1)]!;
  const target = phones[at(2)]!;
  await onTable('Investigate (1 card)');
  await onTable(target.name);
  await onTable('Card 1');
  // The table phone's record of the look: the investigator's phone scans it, and then takes only that card.
  await takeRecord(investigator);
  // A mis-tapped card on the target's phone: refused in words on the investigator's, then called off.
  await cardsView(target);
  await press(button(target, 'Show a card (Investigate)'), button(target, investigator.name));
  await press(button(target, investigator.name), button(target, 'Card 2'));
  await press(button(target, 'Card 2'), heading(target), qr(target));
  await cardsView(investigator);
  await pass(target, investigator);
  await expect(alert(investigator)).toHaveText(`This is ${target.name}’s card 2; the table phone recorded ${target.name}’s card 1. ${target.name}: show that card instead.`);
  await press(button(target, 'Cancel: not this card'), heading(target));
  await expect(heading(target)).toHaveText(`${target.name}’s cards`);
  await press(button(target, 'Show a card (Investigate)'), button(target, investigator.name));
  await press(button(target, investigator.name), button(target, 'Card 1'));
  await press(button(target, 'Card 1'), heading(target), qr(target));
  await expect(heading(target)).toHaveText(`${investigator.name}: scan ${target.name}’s card`);
  // A third phone scanning it learns nothing.
  const third = phones[at(3)]!;
  await cardsView(third);
  await pass(target, third);
  await expect(alert(third)).toHaveText('This code was sealed for another phone.');
  await cardsView(investigator);
  await pass(target, investigator);
  const seen = (await hand(target))[0]!.kind;
  await expect(investigator.page.getByText(`${target.name}’s card 1 is ${seen === 'rebel' ? 'a Rebel' : 'a Loyalist'}.`)).toBeVisible();
  await shot(browser, '3-investigate', target, investigator);
  // The same code again: an earlier step.
  await pass(target, investigator);
  await expect(alert(investigator)).toHaveText('This code is from an earlier step: scan the newest code on that phone.');
  await press(button(target, `${investigator.name}’s phone has it`), heading(target));
  await expect(target.page.getByText('What only you know')).toHaveCount(0);
  // The target's view keeps who looked at which of its cards, as the one-phone game does.
  const looked = (await saved(target, PHONE_SAVE)).game.identity.looks.at(-1);
  expect(looked).toMatchObject({ viewer: names.indexOf(investigator.name), cards: [{ player: names.indexOf(target.name), position: 0 }] });
  await checkSecrets();

  // EW-9: a player's phone is wiped (site data cleared: a new browser context) and comes back with its four words.
  // The target's latest code went to the investigator, who holds its box; the investigator's phone made none (the deal again).
  {
    const lostAt = phones.indexOf(target === ana ? investigator : target);
    const lost = phones[lostAt]!;
    const before = await hand(lost);
    await lost.context.close();
    const back = await phone(browser, lost.name);
    back.words = lost.words;
    phones[lostAt] = back;
    await press(button(back, 'Each on our own phone'), back.page.getByLabel('Your name'));
    await back.page.getByLabel('Your name').fill(lost.name);
    await press(button(back, 'Rejoin a table'), heading(back));
    await expect(heading(back)).toHaveText('Rejoin a table');
    await tableView();
    await unfold(ana, 'Bring back a player’s phone', button(ana, lost.name));
    await press(button(ana, lost.name), heading(ana), qr(ana));
    await expect(heading(ana)).toHaveText(`Bring back ${lost.name}’s phone`);
    await pass(ana, back);
    await expect(heading(back)).toHaveText(`${lost.name}: your four words`);
    const typed = back.page.getByLabel('The four words your phone showed you when you joined');
    // Wrong words (their order changed): refused in words, nothing lost.
    await typed.fill(lost.words!.split(' ').reverse().join(' '));
    await press(button(back, 'Bring my seat back'), alert(back));
    await expect(alert(back)).toHaveText('Those words don’t open this seat: check them and their order, or bring the phone back without them.');
    await typed.fill(lost.words!);
    await press(button(back, 'Bring my seat back'), heading(back));
    await expect(heading(back)).toHaveText(`${lost.name}: scan the start code on the table phone`);
    await press(button(ana, 'Words typed: show the start code'), heading(ana), qr(ana));
    await pass(ana, back);
    if (lost === target) {
      await expect(heading(back)).toHaveText(`${lost.name}: scan ${investigator.name}’s “Bring back” code`);
      await press(button(ana, `${lost.name}’s phone has it`), heading(ana));
      await cardsView(investigator);
      await unfold(investigator, 'Bring back a player’s phone', button(investigator, lost.name));
      await press(button(investigator, lost.name), heading(investigator), qr(investigator));
      await pass(investigator, back);
      await press(button(investigator, `${lost.name}’s phone has it`), heading(investigator));
    } else {
      await expect(heading(back)).toHaveText(`${lost.name}: scan the deal on the table phone`);
      await press(button(ana, `${lost.name}’s phone has it: show the deal`), heading(ana), qr(ana));
      await pass(ana, back);
      await press(button(ana, `${lost.name}’s phone has it`), heading(ana));
    }
    await expect(heading(back)).toHaveText(`${lost.name}’s cards`);
    await shot(browser, '3b-back', ana, back);
    // The same cards where they lay, with their salts: nobody else could have given them.
    expect(await hand(back)).toEqual(before);
    await back.context.setOffline(true);
    back.playing = true;
    await checkSecrets();
  }

  // EW-9: the TABLE phone (Ana's) is lost; another phone takes over, every other hands over, Ana comes back, and play goes on to the end.
  const takeoverFrom = Date.now();
  {
    // A code of the lost table phone, photographed before it went: a phone that handed over refuses it later.
    await tableView();
    await ana.page.getByText('A phone missed some moves?').click();
    await ana.page.getByRole('button', { name: 'Show the public code' }).click();
    const oldQr = ana.page.getByRole('img', { name: /^QR code: Players’ phones/ });
    await oldQr.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    const oldCode = await oldQr.screenshot();
    const lostTable = ana;
    expect(lostTable.network).toEqual([]);
    await lostTable.context.close();
    // The phone wiped above takes over: back from a "Bring back" code it holds no copy of the deal, so another phone shows Ana's.
    const taker = phones.find((p) => p.name === (target === lostTable ? investigator : target).name)!;
    // The taker caught up first: else what only the lost phone recorded (Ana's own look) is played again.
    await taker.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: oldCode });
    await unfold(taker, 'The table phone is lost?');
    await press(button(taker, 'Be the table phone'), button(taker, 'Yes: this phone is the table phone'));
    await shot(browser, '8-confirm', taker, phones.find((p) => p !== lostTable && p !== taker)!);
    await press(button(taker, 'Yes: this phone is the table phone'), heading(taker));
    await expect(heading(taker)).toHaveText('This phone is the table phone now');
    // Only what can work: Ana's phone is lost, so no link to it is offered.
    await expect(button(taker, 'Link to Ana’s phone over Wi-Fi')).toHaveCount(0);
    ana = taker;
    let first = true;
    for (const p of phones) {
      if (p === lostTable || p === taker) continue;
      await unfold(p, 'The table phone is lost?');
      await press(button(p, `Hand over to ${taker.name}`), heading(p), qr(p));
      await expect(heading(p)).toHaveText(`${taker.name}’s phone, the new table phone: scan ${p.name}’s hand-over code`);
      if (first) await shot(browser, '9-hand-over', taker, p);
      await pass(p, taker);
      await press(button(p, `${taker.name}’s phone has it`), heading(p));
      await expect(heading(p)).toHaveText(`${p.name}’s cards`);
      if (first) {
        // The lost table phone's code, shown again: refused in words, nothing lost.
        await p.page.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: oldCode });
        await expect(alert(p)).toHaveText(`This code is not from the table phone: ${taker.name}’s phone took over as the table phone. Scan the code on ${taker.name}’s phone.`);
      }
      first = false;
    }
    await expect(heading(taker)).not.toHaveText('This phone is the table phone now');
    await shot(browser, '10-taken-over', taker, phones.find((p) => p !== lostTable && p !== taker)!);

    // Ana comes back on another phone with her four words, from the new table phone, then hands over to it.
    const back = await phone(browser, 'Ana');
    back.words = lostTable.words;
    phones[0] = back;
    await press(button(back, 'Each on our own phone'), back.page.getByLabel('Your name'));
    await back.page.getByLabel('Your name').fill('Ana');
    await press(button(back, 'Rejoin a table'), heading(back));
    await tableView();
    await unfold(taker, 'Bring back a player’s phone', button(taker, 'Ana'));
    await press(button(taker, 'Ana'), heading(taker), qr(taker));
    await pass(taker, back);
    await expect(heading(back)).toHaveText('Ana: your four words');
    await back.page.getByLabel('The four words your phone showed you when you joined').fill(back.words!);
    await press(button(back, 'Bring my seat back'), heading(back));
    await press(button(taker, 'Words typed: show the start code'), heading(taker), qr(taker));
    await pass(taker, back);
    await expect(heading(back)).toHaveText(/^Ana: scan (the deal on the table phone|.+’s “Bring back” code)$/);
    const from = (await heading(back).textContent())!.match(/^Ana: scan (.+)’s “Bring back” code$/)?.[1];
    if (from) {
      await press(button(taker, 'Ana’s phone has it'), heading(taker));
      const holder = phones.find((p) => p.name === from)!;
      await cardsView(holder);
      await unfold(holder, 'Bring back a player’s phone', button(holder, 'Ana'));
      await press(button(holder, 'Ana'), heading(holder), qr(holder));
      await shot(browser, '10b-bring-back', holder, back);
      await pass(holder, back);
      await press(button(holder, 'Ana’s phone has it'), heading(holder));
    } else {
      await expect(heading(back)).toHaveText('Ana: scan the deal on the table phone');
      await press(button(taker, 'Ana’s phone has it: show the deal'), heading(taker), qr(taker));
      await pass(taker, back);
      await press(button(taker, 'Ana’s phone has it'), heading(taker));
    }
    await expect(heading(back)).toHaveText('Ana’s cards');
    await unfold(back, `${taker.name}’s phone is the table phone now`);
    // The new table phone can be lost in turn: the same fold says so, then offers to take over from it.
    await expect(button(back, `${taker.name}’s phone is lost too`)).toBeVisible();
    await press(button(back, `Hand over to ${taker.name}`), heading(back), qr(back));
    await tableView();
    await unfold(taker, 'Ana is back?');
    await foldContrast(taker);
    await shot(browser, '11-ana-hands-over', back, taker);
    await pass(back, taker);
    await press(button(back, `${taker.name}’s phone has it`), heading(back));
    await expect(taker.page.locator('summary', { hasText: 'Ana is back?' })).toHaveCount(0);
    await back.context.setOffline(true);
    back.playing = true;
    await checkSecrets();
  }
  const takeoverSeconds = Math.round((Date.now() - takeoverFrom) / 1000);
  await endTurn(1);

  // Turn 2: Reveal of the player's own card 1: its phone shows it, the table phone scans and checks it.
  const revealer = phones[at(2)]!;
  await onTable('Reveal');
  await onTable(revealer.name);
  await onTable('Card 1');
  await expect(heading(ana)).toHaveText(`Reveal: ${revealer.name}’s card 1`);
  if (revealer === ana) {
    await press(button(ana, 'It’s this phone’s: reveal it'), heading(ana));
  } else {
    // A mis-tap first: card 2. The phone names it, the table phone refuses it in words, the player calls it off.
    await press(button(revealer, 'Reveal a card'), button(revealer, 'Card 2'));
    await press(button(revealer, 'Card 2'), heading(revealer), qr(revealer));
    await expect(heading(revealer)).toHaveText(`Table phone: scan ${revealer.name}’s card 2`);
    const second = (await hand(revealer))[1]!;
    await expect(revealer.page.getByText(`You reveal your card 2: a ${second.kind === 'rebel' ? 'Rebel' : 'Loyalist'}.`)).toBeVisible();
    await pass(revealer, ana);
    await expect(alert(ana)).toHaveText(`The table phone waits for ${revealer.name}’s card 1: scan that phone’s code.`);
    await press(button(revealer, 'Cancel this Reveal'), heading(revealer));
    await expect(heading(revealer)).toHaveText(`${revealer.name}’s cards`);
    expect((await hand(revealer))[1]!.faceUp).toBe(false);
    // The player reads their screen again before choosing once more: "Reveal a card" came
    // back where Cancel was, under the finger, and the tap guard holds it for a moment.
    await revealer.page.waitForTimeout(1_100);
    await press(button(revealer, 'Reveal a card'), button(revealer, 'Card 1'));
    await press(button(revealer, 'Card 1'), heading(revealer), qr(revealer));
    // Face down on its phone until the table phone has it.
    expect((await hand(revealer))[0]!.faceUp).toBe(false);
    await pass(revealer, ana);
    await shot(browser, '4-reveal', revealer, ana);
    await press(button(revealer, 'The table phone has it'), heading(revealer));
  }
  await expect(ana.page.locator('.emp-log').first()).toContainText(`${revealer.name}'s card 1 is`);
  // A reload of the revealer's phone loses nothing.
  const before = await hand(revealer);
  await revealer.page.reload();
  await cardsView(revealer);
  await expect(heading(revealer)).toHaveText(`${revealer.name}’s cards`);
  expect(await hand(revealer)).toEqual(before);
  expect(before[0]!.faceUp).toBe(true);
  await endTurn(2);

  // Turn 3: Swap with the player before the Emperor, so that player holds two Rebels: a Rebel's Condemn from beside the Emperor comes on their turn.
  const swapper = phones[at(3)]!;
  const last = names.length - 1;
  const partner = phones[at(last)]!;
  const mine = (await hand(swapper)).findIndex((c) => c.kind === 'rebel');
  const theirsHand = await hand(partner);
  const theirs = theirsHand.findIndex((c) => c.kind === (identityOf(theirsHand) === 'rebel' ? 'rebel' : 'loyalist'));
  await onTable('Swap');
  await onTable(`Card ${mine + 1}`);
  await onTable(partner.name);
  await onTable(`Card ${theirs + 1}`);
  await takeRecord(partner);
  await cardsView(swapper);
  /** The swapper plays Swap on their phone for the partner's card `want`, and the partner's phone scans it. */
  const offerSwap = async (want: number) => {
    await press(button(swapper, 'I play Swap'), button(swapper, partner.name));
    await press(button(swapper, partner.name), button(swapper, `Card ${mine + 1}`));
    await press(button(swapper, `Card ${mine + 1}`), button(swapper, `Card ${want + 1}`));
    await press(button(swapper, `Card ${want + 1}`), heading(swapper), qr(swapper));
    await cardsView(partner);
    await pass(swapper, partner);
  };
  // A mis-tap first: the partner's other card. The partner's phone refuses it in words; the swapper calls it off.
  await offerSwap((theirs + 1) % 3);
  await expect(alert(partner)).toHaveText(
    `This is not the Swap the table phone recorded (${swapper.name}’s card ${mine + 1} for your card ${theirs + 1}): ${swapper.name}, call it off and choose those cards.`,
  );
  expect(await hand(partner)).toEqual(theirsHand);
  await cardsView(swapper);
  await press(button(swapper, 'Cancel this Swap'), heading(swapper));
  await expect(heading(swapper)).toHaveText(`${swapper.name}’s cards`);
  // "I play Swap" came back where Cancel was, under the finger: the player reads the screen again first.
  await swapper.page.waitForTimeout(1_100);
  await offerSwap(theirs);
  await expect(heading(partner)).toHaveText(`${swapper.name}: scan ${partner.name}’s card for the Swap`);
  await pass(partner, swapper);
  await shot(browser, '5-swap', swapper, partner);
  await press(button(partner, `${swapper.name}’s phone has it`), heading(partner));
  await expect(heading(swapper)).toHaveText(`${swapper.name}’s cards`);
  expect(identityOf(await hand(partner))).toBe('rebel');
  await checkSecrets();
  for (let k = 3; k < last; k++) await endTurn(k);

  // The last turn before the Emperor's: that Rebel condemns the Emperor; the Emperor's turn ends; the caster's phone proves it (EW-7).
  await onTable('Condemn');
  await onTable(names[E]!);
  await endTurn(last);
  await expect(heading(ana)).toHaveText(`${names[E]}'s turn (the Emperor, last of the round)`);
  await endTurn(0);
  await expect(heading(ana)).toHaveText(`${partner.name}’s Condemn strikes the Emperor`);
  if (partner === ana) {
    await press(button(ana, 'It’s this phone’s: prove it'), heading(ana));
  } else {
    await press(button(partner, 'Prove who I am to the table'), heading(partner), qr(partner));
    await pass(partner, ana);
    await shot(browser, '6-proof', partner, ana);
    await press(button(partner, 'The table phone has it'), heading(partner));
  }
  await expect(heading(ana)).toHaveText('The Rebels win');
  await shot(browser, '7-over', ana, partner);
  await checkSecrets();

  // A phone that missed the public moves catches up with one scan of the table phone.
  const late = phones.find((p) => p !== ana && p !== partner)!;
  await tableView();
  await ana.page.getByText('A phone missed some moves?').click();
  // Below the table's last step: the table phone's holder scrolls to the button; the code it draws in its place comes on screen whole, Done focused.
  const showPublic = button(ana, 'Show the public code');
  await showPublic.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  const publicQr = ana.page.getByRole('img', { name: /^QR code: Players’ phones/ });
  await press(showPublic, publicQr);
  await expect(button(ana, 'Done')).toBeFocused();
  await pass(ana, late, publicQr, 220);
  await expect(late.page.getByText('the Rebels won')).toBeVisible();

  expect(phones.flatMap((p) => p.network)).toEqual([]);
  console.log(`Emperor own phones ${width}×${height}: scans to join ${JSON.stringify(joinScans)}, a whole game ${JSON.stringify(phones.map((p) => p.scans))} (join included), the takeover ${takeoverSeconds} s`);
});

test("the Emperor's own-phone code loads only when chosen", async ({ page }) => {
  const loaded: string[] = [];
  page.on('request', (r) => loaded.push(r.url()));
  await page.goto(PLAY);
  await page.evaluate(() => localStorage.clear());
  await page.reload();
  await tap(page.getByRole('button', { name: 'Deal them on this phone' }), stepHeading(page));
  expect(loaded.filter((u) => /OwnPhones|ponyfill|zxing/.test(u))).toEqual([]);
  await page.goto('about:blank');
  await page.goto(`${PLAY}#join=K7QM3X`);
  await expect(stepHeading(page)).toHaveText('Join a table');
  expect(loaded.some((u) => /OwnPhones/.test(u))).toBe(true);
});
