// "Each on our own phone", per game, for the bench (scripts/bench.ts `ownPhones`): how its
// phones join, scripted as players tap it. Every code passes as a photo: a screenshot of
// one page's QR given to the other page's "Use a photo of the code" (the decoder reads it,
// as it reads a camera frame). A game's entry ends when every phone shows the first play.
import type { Locator, Page } from '@playwright/test';

export interface OwnPhoneGame {
  slug: string;
  /** One name per phone; the first is the table phone's. */
  players: string[];
  /** From the mode's first screen (each phone has chosen "Each on our own phone") to every phone at the first play. */
  join: (phones: Page[]) => Promise<void>;
}

export const qr = (p: Page) => p.getByRole('img', { name: /^QR code:/ }).first();
const button = (p: Page, name: string | RegExp) => p.getByRole('button', { name, exact: typeof name === 'string' });
const heading = (p: Page, name: string | RegExp) => p.getByRole('heading', { name, exact: typeof name === 'string' });

/** One code from `from`'s screen to `to`'s scanner, as a photo. */
export async function pass(from: Page, to: Page): Promise<void> {
  const png = await qr(from).screenshot();
  await to.getByLabel('Use a photo of the code').setInputFiles({ name: 'code.png', mimeType: 'image/png', buffer: png });
}

/** A game that deals recovery words shows them first, on a step of their own (recovery.md): written down, then `then`. */
async function pastWords(p: Page, then: Locator): Promise<void> {
  const words = button(p, /^Written down: /);
  await words.or(then).first().waitFor();
  if (await words.isVisible()) await words.click();
  await then.waitFor();
}

/** The kit's first step (link/ui/OpenOrJoin): the table phone opens, each other phone joins with one scan and shows its seat code, which the table phone scans. */
export async function openAndSeat(phones: Page[], names: string[]): Promise<void> {
  const [table, ...others] = phones;
  await table!.getByLabel('Your name').fill(names[0]!);
  await button(table!, 'Open a table').click();
  await pastWords(table!, heading(table!, /^Your table: /));
  for (const [i, p] of others.entries()) {
    await p.getByLabel('Your name').fill(names[i + 1]!);
    await button(p, 'Join a table').click();
    await pass(table!, p);
    await pastWords(p, heading(p, `${names[i + 1]}: your seat code`));
    await pass(p, table!);
  }
}

export const OWN_PHONE_GAMES: OwnPhoneGame[] = [
  {
    slug: 'empty-rivalry',
    players: ['Ana', 'Ben'],
    async join([ana, ben]) {
      await openAndSeat([ana!, ben!], ['Ana', 'Ben']);
      await button(ana!, /^Start the match/).click();
      await pass(ana!, ben!);
      await heading(ben!, 'Question 1 of 4').waitFor();
    },
  },
  {
    slug: 'empress',
    players: ['Ana', 'Ben'],
    async join([ana, ben]) {
      await openAndSeat([ana!, ben!], ['Ana', 'Ben']);
      await heading(ana!, 'Set up the match').waitFor();
      await ana!.getByRole('radio', { name: 'Ana' }).check();
      await button(ana!, 'Start the match').click();
      await heading(ana!, 'Ben: scan the start code').waitFor();
      await pass(ana!, ben!);
      await heading(ben!, /^Game 1 of 4, play 1/).waitFor();
    },
  },
  {
    // Seven phones, the most the game seats (EW-1); Ana's phone is also the table phone.
    slug: 'emperor',
    players: ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'],
    async join(phones) {
      await openAndSeat(phones, this.players);
      const [ana, ...others] = phones;
      await button(ana!, `All ${phones.length} here: set the seating`).click();
      await button(ana!, `Start with ${phones.length} players`).click();
      await heading(ana!, 'Every other phone: scan the start code').waitFor();
      for (const [i, p] of others.entries()) {
        await pass(ana!, p);
        await heading(p, `${this.players[i + 1]}: scan the deal`).waitFor();
      }
      await button(ana!, 'Every phone has it: deal the cards').click();
      await heading(ana!, 'Every other phone: scan the deal').waitFor();
      for (const [i, p] of others.entries()) {
        await pass(ana!, p);
        await heading(p, `${this.players[i + 1]}’s cards`).waitFor();
      }
      await button(ana!, 'Every phone shows its cards').click();
      await heading(ana!, /which way does round 1 go\?$/).waitFor();
    },
  },
  {
    // Three phones, the fewest the game seats (ST-1); Al's handle is the shortest, so Al starts (ST-2).
    slug: 'subtweet',
    players: ['Al', 'Bea', 'Cyd'],
    async join(phones) {
      await openAndSeat(phones, this.players);
      const [al, ...others] = phones;
      // Scanned round the table: the seating as it came is the seating (nothing to move).
      await button(al!, `All ${phones.length} here: set the seating`).click();
      await button(al!, 'Seating set: the variations').click();
      await button(al!, `Start the game: ${phones.length} players`).click();
      for (const p of others) {
        await pass(al!, p);
        await heading(p, 'Al reads a tweet: is it about you?').waitFor();
      }
      await button(al!, 'Every phone has it').click();
    },
  },
];

/**
 * A join at a real table's pace (seven phones in 90 s), beside the scripted
 * time, which has no people in it. The people's part, from what the join asks of them:
 * - every player types a name at once (one name's time);
 * - the table phone scans each seat code in turn, while the next phone is already
 *   scanning the table's code and showing its own (so only the seat scans add up);
 * - the start and the deal are each shown once and scanned by the other phones, two at a
 *   time over the table phone's screen;
 * - the table phone's player taps Open, the seating (scanned round the table: nothing to move), Start, Deal and Go.
 * A scan is 4 s: holding a phone up to another and the read itself ("a second or two").
 */
export const TABLE_PACE = { name: 8_000, scan: 4_000, tap: 1_000, scanningAtOnce: 2 } as const;

export function peoplesJoinTime(phones: number): number {
  const { name, scan, tap, scanningAtOnce } = TABLE_PACE;
  const others = phones - 1;
  return name + others * scan + 2 * Math.ceil(others / scanningAtOnce) * scan + 5 * tap;
}
