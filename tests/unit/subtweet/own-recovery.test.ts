import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { on } from '../phone-storage';
import { backupOf, noteBackup, noteWords } from '~/kit/link/book';
import { fromHex, toHex } from '~/kit/link/bytes';
import { decode, encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { compressKey, decompressKey, makeKeyPair } from '~/kit/link/crypto';
import { readSeat, readStart, seatMessage } from '~/kit/link/messages';
import { declared, entry } from '~/kit/link/table/declared';
import { keepSealed } from '~/kit/link/table/sealed';
import { newPhrase, PHRASE_REFUSED, readPhrase, restoreSeatKeys, seatKeys } from '~/kit/link/table/phrase';
import { REFUSED, REJOIN } from '~/kit/link/words';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import * as engine from '~/games/subtweet/engine';
import { moves } from '~/games/subtweet/game';
import * as own from '~/games/subtweet/own';
import { backCodes, bringBack, broughtBack, forgotten, rejoined, withoutWords } from '~/games/subtweet/own-rejoin';
import { gatherRejoin } from '~/kit/link/rejoin-parts';
import { ownProblem, type OwnState } from '~/games/subtweet/own-state';
import type { SubtweetState, Variations } from '~/games/subtweet/state';

/*
 * ST-7 (kit link/recovery.md): SUBTWEET on 3–12 own phones, one of them (the table phone
 * included) wiped at a random action of a random game and brought back with one rejoin
 * code and its player's four words (or without them). Every choice is a function of the
 * game (a person remembers what they chose), so the game played with the fault ends where
 * the same game without it ends. No phone ever holds another's fist or corner in the clear
 * (the table phone only once every seal is in, to score them).
 */

const TABLE = 0x2345678;
const D = declared(moves);
const NAMES = ['Al', 'Bea', 'Cyd', 'Dora', 'Eli', 'Fay', 'Gus', 'Hal', 'Ivo', 'Jo_', 'Kit', 'Lou'];
/** Handles of `length` characters, each its own. */
const longNames = (length: number) => NAMES.map((x, i) => `${x}${'xyzw'.repeat(5)}`.slice(0, length - 1) + String.fromCharCode(65 + i));
/** The longest handles a start of twelve takes (the last test finds it; a longer one is refused at the start in words). */
const LONGEST = 18;

interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
  store: Map<string, string>;
  words: string;
}
interface Dealt {
  words: string;
  pair: CryptoKeyPair;
  publicKey: Uint8Array;
  backup: Uint8Array;
}

/** Each seat's key and words, dealt once for every game (each a 600,000-round PBKDF2: the table code is the same). */
let pool: Dealt[] = [];
beforeAll(async () => {
  pool = await Promise.all(NAMES.map(async () => {
    const words = newPhrase();
    const made = await seatKeys(unwrap(readPhrase(words)), TABLE);
    return { words, ...made };
  }));
}, 60_000);

const qr = (hex: string) => toQrText(fromHex(hex));

/** The lost phone scans the rejoin code, or its codes in turn (kit `gatherRejoin`, as "Rejoin a table" does): what it gives the game. */
function scanBack(back: { code: string }): string {
  let parts: string[] = [];
  for (const code of backCodes(back)) {
    expect(code.length).toBeLessThanOrEqual(MAX_BYTES);
    const got = unwrap(gatherRejoin(parts, toQrText(code), 'scan'));
    parts = got.parts;
    expect(got.done).toBe(parts.length === backCodes(back).length);
  }
  return parts.join('\n');
}

async function seatAll(n: number, variations: Variations, rps: number, names = NAMES): Promise<Phone[]> {
  const phones: Phone[] = names.slice(0, n).map((name, i) => {
    const store = new Map<string, string>();
    const d = pool[i]!;
    on({ store }, () => {
      noteBackup(TABLE, name, { key: compressKey(d.publicKey), backup: d.backup });
      noteWords(TABLE, d.words);
    });
    return { store, pair: d.pair, words: d.words, s: unwrap(i === 0 ? own.openTable(TABLE, name) : own.joinTable(TABLE, name)) };
  });
  const hub = phones[0]!;
  for (const [i, p] of phones.entries()) {
    if (i === 0) continue;
    const bytes = encode(seatMessage(TABLE, { name: p.s.names[0]!, key: pool[i]!.publicKey, backup: pool[i]!.backup }));
    const seat = unwrap(readSeat(unwrap(decode(bytes))));
    on(hub, () => noteBackup(TABLE, seat.name, { key: compressKey(seat.key), backup: seat.backup! }));
    hub.s = unwrap(own.seatScanned(hub.s, unwrap(decode(bytes))));
  }
  const tied = engine.firstPlayerCandidates(hub.s.names);
  hub.s = on(hub, () => unwrap(own.startGame(hub.s, variations, tied.length > 1 ? tied[rps % tied.length]! : null)));
  const start = unwrap(decode(fromHex(on(hub, () => own.startHex(hub.s))!)));
  const read = unwrap(readStart(start));
  for (const p of phones.slice(1)) {
    // The start carries the table phone's backup when it fits one frame (kit table/start.ts).
    if (read.backup) on(p, () => noteBackup(TABLE, read.seats[0]!.name, read.backup!));
    p.s = unwrap(own.startScanned(p.s, start));
  }
  return phones;
}

/** Every other phone takes the table phone's code (one already taken says so). */
async function takeTable(phones: Phone[]) {
  const hub = phones[0]!;
  if (!own.holdsLog(hub.s)) return;
  const text = qr(own.tableHex(hub.s));
  for (const p of phones.slice(1)) {
    const read = own.readTable(p.s, text, 'scan');
    if (!read.ok) continue;
    const took = await own.tableScanned(p.s, read.value.got, read.value.next);
    if (!took.ok && /already/.test(took.error)) continue;
    p.s = unwrap(took);
  }
}

/** What each player chooses at a turn, from the game alone: the same whatever happened to the phones. */
function choiceOf(seed: number, g: SubtweetState, seat: number): { recipient: number | null } | { yes: boolean } {
  // The turn's number: the card on the table (on the table phone once the author's seal is in) is not yet a turn played.
  const rng = seededRng(seed + (g.tally.played - (g.pending ? 1 : 0)) * 7919 + seat * 104729);
  const author = g.pending?.author ?? engine.currentPlayer(g)!;
  if (seat !== author) return { yes: rng.int(0, 2) === 0 };
  const others = g.order.filter((i) => i !== author);
  return { recipient: g.variations.faceValue && rng.int(0, 3) === 0 ? null : others[rng.int(0, others.length - 1)]! };
}

/** No phone holds another's choice in the clear; the table phone holds the openings only once every seal is in. */
function expectNoSecret(phones: Phone[]) {
  for (const p of phones) {
    expect(ownProblem(p.s)).toBeNull();
    const { opens, ...rest } = p.s;
    expect(JSON.stringify(rest)).not.toMatch(/"move":"(favourite|aboutWhom)"|"yes"/);
    if (p.s.seat !== 0 || own.phaseOf(p.s) !== 'open') expect(opens.every((o) => o === null)).toBe(true);
  }
}

/** The table phone's move between turns, from the game alone (a pass, a Fail Whale, writing). */
function tableEntry(seed: number, g: SubtweetState, k: number) {
  const rng = seededRng(seed * 31 + k);
  if (g.paused) {
    const blank = engine.blankOnly(g);
    return blank.length > 0 && rng.int(0, 2) > 0 ? entry(moves, 'writeTweets', { player: blank[0]!, count: rng.int(1, g.players[blank[0]!]!.blank) }) : entry(moves, 'resumePlay', {});
  }
  if (engine.canCallFailWhale(g) && rng.int(0, 1) === 0) return entry(moves, 'callFailWhale', { player: engine.blankOnly(g)[0]! });
  if (engine.mustAskBeforePass(g)) return rng.int(0, 2) === 0 ? entry(moves, 'writeTweets', { player: engine.turnHolder(g)!, count: 1 }) : entry(moves, 'passTurn', {});
  return entry(moves, 'writeTweets', { player: g.players.findIndex((p) => p.blank > 0), count: 1 });
}

interface Fault {
  at: number;
  lost: number;
  bringer: number;
  forget: boolean;
}

/**
 * One action of the table: a code shown is taken, a phone seals, the table phone takes a
 * seal or a reveal, the phones take the gathered seals, a table move. The order of actions
 * within a turn is the rng's; what each player chooses is the game's.
 */
async function act(phones: Phone[], seed: number, rng: ReturnType<typeof seededRng>, k: { n: number }): Promise<boolean> {
  const hub = phones[0]!;
  if (hub.s.show) {
    await takeTable(phones);
    hub.s = own.everyPhoneHasIt(hub.s);
    return true;
  }
  const g = hub.s.game!;
  const phase = own.phaseOf(hub.s);
  if (phase === 'over') return false;
  if (phase === 'table') {
    hub.s = unwrap(own.tableMove(hub.s, tableEntry(seed, g, k.n++)));
    return true;
  }
  const acts: (() => Promise<void>)[] = [];
  for (const p of phones) {
    if (own.phaseOf(p.s) === 'seal' && !p.s.sealed && (p === hub || phase === 'seal')) acts.push(async () => void (p.s = unwrap(await own.sealChoice(p.s, choiceOf(seed, p.s.game!, p.s.seat!), p.pair))));
  }
  if (phase === 'seal') {
    for (const p of phones.slice(1)) {
      if (!p.s.sealed || hub.s.commits[p.s.seat!] !== null) continue;
      acts.push(async () => {
        const got = unwrap(own.readSeatCode(hub.s, qr(on(p, () => own.commitHex(p.s))!), 'scan', 'commit'));
        hub.s = on(hub, () => unwrap(own.commitScanned(hub.s, got)));
      });
    }
  } else {
    if (phones.some((p) => p !== hub && own.phaseOf(p.s) !== 'open')) acts.push(() => takeTable(phones));
    for (const p of phones.slice(1)) {
      if (own.phaseOf(p.s) !== 'open' || !p.s.sealed || hub.s.opens[p.s.seat!]) continue;
      acts.push(async () => {
        const hex = unwrap(await own.openingHex(p.s, p.pair));
        hub.s = unwrap(await own.openScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(hex), 'scan', 'open')), hub.pair));
      });
    }
  }
  expect(acts.length).toBeGreaterThan(0);
  await acts[rng.int(0, acts.length - 1)]!();
  return true;
}

/** The wiped phone: its storage and key gone, then brought back by one rejoin code and its words (or without them). */
async function wipeAndBringBack(phones: Phone[], f: Fault) {
  const lost = phones[f.lost]!;
  const by = phones[f.bringer]!;
  // The phone that brings it back has the table phone's latest code.
  await takeTable(phones);
  lost.store = new Map();
  by.s = on(by, () => unwrap(bringBack(by.s, f.lost)));
  const code = scanBack(by.s.back!);
  // A changed byte is refused in words, and nothing is taken.
  const changed = backCodes(by.s.back!);
  changed.at(-1)![changed.at(-1)!.length - 6]! ^= 1;
  expect(rejoined(changed.map(toQrText).join('\n'), 'scan')).toMatchObject({ ok: false, error: expect.any(String) });
  const back = unwrap(rejoined(code, 'scan'));
  expect(back.state.seat).toBe(f.lost);
  on(lost, () => {
    for (const o of back.rejoin.others ?? []) noteBackup(TABLE, back.rejoin.names[o.seat]!, o.backup);
  });
  let state = back.state;
  if (back.rejoin.backup && !f.forget) {
    lost.pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(lost.words)), TABLE, decompressKey(back.rejoin.backup.key)!, back.rejoin.backup.backup));
    on(lost, () => {
      noteBackup(TABLE, lost.s.names[f.lost]!, back.rejoin.backup!);
      noteWords(TABLE, lost.words);
    });
  } else {
    lost.pair = await makeKeyPair();
    state = forgotten(state).state;
    if (f.bringer === 0) by.s = withoutWords(by.s, f.lost);
  }
  lost.s = state;
  by.s = broughtBack(by.s);
}

/** Between two turns, once the game has gone as far as every run goes (turns scored and the table phone's moves). */
function done(phones: Phone[], k: { n: number }): boolean {
  const hub = phones[0]!;
  const between = !hub.s.show && (own.phaseOf(hub.s) !== 'seal' || (hub.s.commits.every((c) => c === null) && phones.every((p) => !p.s.sealed)));
  return between && hub.s.game!.tally.played + k.n >= Math.max(5, Math.round(48 / hub.s.names.length));
}

/** A game (as far as some turns and table moves: fewer at a larger table), with one phone wiped after action `fault.at`: every phone's game at the end. */
async function play(n: number, variations: Variations, seed: number, fault: Fault | null, names = NAMES) {
  const phones = await seatAll(n, variations, seed, names);
  const rng = seededRng(seed);
  const k = { n: 0 };
  let wiped = false;
  for (let i = 0; !done(phones, k); i++) {
    expect(i).toBeLessThan(2000);
    if (!(await act(phones, seed, rng, k))) break;
    expectNoSecret(phones);
    if (fault && i === fault.at) {
      await wipeAndBringBack(phones, fault);
      wiped = true;
      expectNoSecret(phones);
    }
  }
  await takeTable(phones);
  return { phones, wiped };
}

const withoutNews = (g: SubtweetState) => ({ ...g, log: [] });

describe('SUBTWEET own phones: a phone that lost everything comes back (ST-7)', () => {
  it('random games at 3–12 phones, short or longest handles, one phone (the table phone included) wiped at a random action: the game ends as without the fault', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 3, max: 12 }),
        fc.boolean(),
        fc.record({ everyoneFavs: fc.boolean(), faceValue: fc.boolean(), failWhale: fc.boolean() }),
        fc.integer({ min: 1, max: 1e6 }),
        fc.integer({ min: 0, max: 120 }),
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 0, max: 4 }),
        async (n, long, variations, seed, at, l, b, forget) => {
          const lost = l % n;
          const bringer = lost === 0 ? 1 + (b % (n - 1)) : 0;
          const names = long ? longNames(LONGEST) : NAMES;
          const clean = await play(n, variations, seed, null, names);
          const faulted = await play(n, variations, seed, { at, lost, bringer, forget: forget === 0 }, names);
          const end = clean.phones[0]!.s.game!;
          for (const p of faulted.phones) {
            const g = p.s.game!;
            expect(withoutNews(g)).toEqual(withoutNews(end));
            // The news before the loss stays on the other phones; the rest is the same.
            expect(g.log).toEqual(g.log.length ? end.log.slice(-g.log.length) : []);
          }
          if (!faulted.wiped) for (const [i, p] of faulted.phones.entries()) expect(p.s.game).toEqual(clean.phones[i]!.s.game);
        },
      ),
      { numRuns: 16 },
    );
  }, 120_000);

  it('a seat’s sealed choice comes back still sealed, and the table phone’s own through any phone', async () => {
    const phones = await seatAll(4, { everyoneFavs: false, faceValue: false, failWhale: false }, 0);
    const [hub, bea] = phones as [Phone, Phone];
    const seed = 5;
    for (const p of phones) p.s = unwrap(await own.sealChoice(p.s, choiceOf(seed, p.s.game!, p.s.seat!), p.pair));
    for (const p of phones.slice(1)) hub.s = on(hub, () => unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(on(p, () => own.commitHex(p.s))!), 'scan', 'commit')))));
    expect(hub.s.boxes.slice(1).every((b) => b !== null)).toBe(true);
    await takeTable(phones);
    // Bea's phone is wiped after every seal is in: the table phone's code brings her seal back, boxed.
    const sealed = bea.s.sealed!;
    hub.s = on(hub, () => unwrap(bringBack(hub.s, 1)));
    const back = unwrap(rejoined(qr(hub.s.back!.code), 'scan'));
    expect(back.state.sealed).toEqual(sealed);
    expect(back.words).toMatch(/still sealed/);
    // Its words bring the key back: the box opens to the same reveal.
    const pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(bea.words)), TABLE, decompressKey(back.rejoin.backup!.key)!, back.rejoin.backup!.backup));
    expect(unwrap(await own.openingHex(back.state, pair))).toBe(unwrap(await own.openingHex(bea.s, bea.pair)));
    // The table phone's own box rode in its gathered seals: Bea's phone brings the table phone back sealed.
    expect(bea.s.log.some((e) => e.move === 'tableBox')).toBe(true);
    bea.s = on(bea, () => unwrap(bringBack(bea.s, 0)));
    const table = unwrap(rejoined(qr(bea.s.back!.code), 'scan'));
    expect(table.state.sealed).toEqual(hub.s.sealed);
    // Without words, the table phone has every phone seal the turn again (no reveal has been seen).
    const without = forgotten(table.state).state;
    expect(without.sealed).toBeNull();
    expect(without.log.map((e) => e.move)).toEqual(['sealAgain']);
  }, 30_000);

  it('refuses wrong words in words, a changed rejoin code and another game’s', async () => {
    const phones = await seatAll(3, { everyoneFavs: false, faceValue: false, failWhale: false }, 0);
    const hub = phones[0]!;
    hub.s = on(hub, () => unwrap(bringBack(hub.s, 2)));
    const back = unwrap(rejoined(qr(hub.s.back!.code), 'scan'));
    const b = back.rejoin.backup!;
    expect(await restoreSeatKeys(unwrap(readPhrase(phones[1]!.words)), TABLE, decompressKey(b.key)!, b.backup)).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
    expect(readPhrase('apple banana')).toMatchObject({ ok: false });
    const bytes = fromHex(hub.s.back!.code);
    bytes[20]! ^= 0x40;
    const changed = rejoined(toQrText(bytes), 'scan');
    expect(changed.ok).toBe(false);
    expect(Object.values(REFUSED)).toContain(changed.ok ? '' : changed.error);
    expect(rejoined(qr(own.tableHex(hub.s)), 'scan')).toMatchObject({ ok: false, error: REJOIN.notRejoin });
  }, 30_000);

  it('at twelve phones with the longest handles: every code one frame (≤ 300 bytes), the rejoin in two codes bringing back the sealed choice', async () => {
    // The longest handles the start of twelve takes (a longer one is refused at the start in words).
    let len = 20;
    for (; len > 2; len--) {
      const hub = { store: new Map<string, string>() };
      const names = longNames(len);
      on(hub, () => noteBackup(TABLE, names[0]!, { key: compressKey(pool[0]!.publicKey), backup: pool[0]!.backup }));
      const s = { ...unwrap(own.openTable(TABLE, names[0]!)), names };
      if (on(hub, () => own.startGame(s, { everyoneFavs: true, faceValue: true, failWhale: true }, 0)).ok) break;
    }
    expect(len).toBe(LONGEST);
    const sizes: Record<string, number | string> = {};
    for (const [label, names] of [['longest', longNames(len)], ['short', NAMES]] as const) {
      const phones = await seatAll(12, { everyoneFavs: true, faceValue: true, failWhale: true }, 0, [...names]);
      const hub = phones[0]!;
      const author = engine.currentPlayer(hub.s.game!)!;
      for (const p of phones) {
        p.s = unwrap(await own.sealChoice(p.s, p.s.seat === author ? { recipient: null } : { yes: false }, p.pair));
        if (p === hub) continue;
        const hex = on(p, () => own.commitHex(p.s))!;
        sizes[`${label} seal`] = fromHex(hex).length;
        hub.s = on(hub, () => unwrap(own.commitScanned(hub.s, unwrap(own.readSeatCode(hub.s, qr(hex), 'scan', 'commit')))));
      }
      sizes[`${label} sealsGathered`] = fromHex(own.tableHex(hub.s)).length;
      await takeTable(phones);
      for (const [lost, by] of [[1, 0], [11, 0], [0, 1]] as const) {
        const s = on(phones[by]!, () => unwrap(bringBack(phones[by]!.s, lost)));
        const codes = backCodes(s.back!);
        const key = `${label} rejoin ${lost === 0 ? 'table phone' : `seat ${lost}`}`;
        sizes[`${key} (bytes a code)`] = codes.map((c) => c.length).join(' + ');
        for (const c of codes) expect(c.length).toBeLessThanOrEqual(MAX_BYTES);
        // Short handles: one code; a player's at the longest: two, and nothing left out.
        if (label === 'short' || lost !== 0) expect(codes, key).toHaveLength(label === 'short' ? 1 : 2);
        const r = unwrap(rejoined(scanBack(s.back!), 'scan'));
        // Twelve digests leave no room for the table phone's own box in its gathered seals (own.ts `withTableBox`): it seals the turn again.
        if (lost === 0) {
          expect(r.state.sealed, key).toBeNull();
          continue;
        }
        // The choice comes back sealed, and its player's words open it to the same reveal as before the loss.
        expect(r.state.sealed, key).toEqual(phones[lost]!.s.sealed);
        const pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(phones[lost]!.words)), TABLE, decompressKey(r.rejoin.backup!.key)!, r.rejoin.backup!.backup));
        expect(unwrap(await own.openingHex(r.state, pair))).toBe(unwrap(await own.openingHex(phones[lost]!.s, phones[lost]!.pair)));
      }
    }
    console.log(`SUBTWEET recovery code bytes at 12 phones (longest handles: ${len} characters):`, sizes);
    for (const size of Object.values(sizes)) if (typeof size === 'number') expect(size).toBeLessThanOrEqual(MAX_BYTES);
  }, 60_000);

  it('a kept box is the length the declarations say (the table phone’s own rides as `tableBox`)', async () => {
    const pair = await makeKeyPair();
    for (const e of [entry(moves, 'favourite', { yes: true }), entry(moves, 'aboutWhom', { recipient: 11 }), entry(moves, 'aboutWhom', { recipient: null })]) {
      const k = await keepSealed(D, { code: TABLE, seats: 12 }, 3, 2, [e], pair);
      expect(fromHex(k.kept).length).toBe(moves.tableBox.args.box.length);
    }
    expect(toHex(new Uint8Array(0))).toBe('');
    expect(backupOf(TABLE, undefined)).toBeUndefined();
  });
});
