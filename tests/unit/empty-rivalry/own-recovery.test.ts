import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { on } from '../phone-storage';
import { backupOf, noteBackup } from '~/kit/link/book';
import { fromHex } from '~/kit/link/bytes';
import { decode, encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { compressKey, decompressKey } from '~/kit/link/crypto';
import { readSeat, readStart, seatMessage } from '~/kit/link/messages';
import { readRejoin } from '~/kit/link/rejoin';
import { declared } from '~/kit/link/table/declared';
import { readMoveCode } from '~/kit/link/table/messages';
import { openKept } from '~/kit/link/table/sealed';
import { newPhrase, PHRASE_REFUSED, readPhrase, restoreSeatKeys, seatKeys } from '~/kit/link/table/phrase';
import { MAX_NAME_LENGTH } from '~/kit/players';
import { seededRng } from '~/kit/seeded';
import { unwrap } from '~/kit/result';
import { chooseQuestions, drawQuestions } from '~/games/empty-rivalry/engine';
import { moves, view } from '~/games/empty-rivalry/game';
import * as own from '~/games/empty-rivalry/own';
import { bringBack, forgotten, rejoined, withoutWords } from '~/games/empty-rivalry/own-rejoin';
import { ownProblem, type OwnState } from '~/games/empty-rivalry/own-state';
import { phaseOf, roles } from '~/games/empty-rivalry/state';

/*
 * ER-7 (recovery words, adding to ER-6) (kit link/recovery.md): either phone of a table, the
 * table phone included, loses its storage at any step of a match; the other brings it back
 * with one rejoin code, its player types their four words (or has forgotten them), and the
 * match plays on to the same end as without the fault. No phone ever holds the other's
 * notes or die before their reveal: the Attacker's sealed round rides to the Defender's
 * phone only in a box the Attacker's own key opens, and the Defender's never leaves its phone.
 */

const TABLE = 0x2b3c4d5;
const D = declared(moves);

/** One phone: its save, its seat key (from its words), its own localStorage (book.ts reads it), its player's words. */
interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
  store: Map<string, string>;
  words: string;
}


const qr = (hex: string) => toQrText(fromHex(hex));
const taken = (hex: string, to: OwnState, kind: 'commit' | 'open') => unwrap(readMoveCode(D, qr(hex), 'scan', { table: own.tableOf(to), step: own.roundOf(to.match!), me: to.seat, kinds: [kind] }));

/** A phone's seat key dealt from new words, its backup noted in its own book (what OwnTable's deal does). */
async function dealt(name: string, store: Map<string, string>) {
  const words = newPhrase();
  const made = await seatKeys(unwrap(readPhrase(words)), TABLE);
  on({ store }, () => noteBackup(TABLE, name, { key: compressKey(made.publicKey), backup: made.backup }));
  return { words, made };
}

/** Ana opens the table (the table phone), Ben joins; each phone keeps the other's backup from the seat code and the start, as OwnTable does. */
async function join([A, B] = ['Ana', 'Ben']): Promise<[Phone, Phone]> {
  const [sa, sb] = [new Map<string, string>(), new Map<string, string>()];
  const a = await dealt(A, sa);
  const b = await dealt(B, sb);
  const ana: Phone = { s: unwrap(own.openTable(TABLE, A)), pair: a.made.pair, store: sa, words: a.words };
  const ben: Phone = { s: unwrap(own.joinTable(TABLE, B)), pair: b.made.pair, store: sb, words: b.words };
  const seatBytes = encode(seatMessage(TABLE, { name: B, key: b.made.publicKey, backup: b.made.backup }));
  const seat = unwrap(readSeat(unwrap(decode(seatBytes))));
  on(ana, () => noteBackup(TABLE, seat.name, { key: compressKey(seat.key), backup: seat.backup! }));
  ana.s = unwrap(own.seatScanned(ana.s, unwrap(decode(seatBytes))));
  ana.s = on(ana, () => unwrap(own.startMatch(ana.s)));
  const startMessage = unwrap(decode(fromHex(ana.s.show!.code!)));
  const start = unwrap(readStart(startMessage));
  expect(start.backup).toBeDefined();
  on(ben, () => noteBackup(TABLE, start.seats[0]!.name, start.backup!));
  ben.s = unwrap(own.startScanned(ben.s, startMessage));
  ana.s = { ...ana.s, show: null };
  return [ana, ben];
}

/** A player's notes and decision, and a phone's dice: the same whatever happened to the phones (a person remembers; the dice are seeded per round). */
const bit = (seed: number, r: number, k: number) => ((seed >> ((r * 5 + k) % 20)) & 1) === 1;
const rng = (seed: number, r: number, role: number) => seededRng(seed * 1000 + r * 2 + role);

/** No phone holds the other's notes or die of the round in progress: its match is what `view` lets its player see, and the other's box never opens with its key. */
async function expectNoSecret(p: [Phone, Phone]) {
  for (const [i, { s }] of p.entries()) {
    expect(ownProblem(s)).toBeNull();
    expect(view(s.match!, s.seat as 0 | 1)).toEqual(s.match);
    const them = p[i === 0 ? 1 : 0]!;
    if (s.mine?.kept) expect((await openKept(D, own.tableOf(s), s.mine.round, s.seat, s.mine, them.pair)).ok).toBe(false);
    if (s.theirs?.kept) expect((await openKept(D, own.tableOf(s), s.theirs.round, them.s.seat, { digest: s.theirs.digest, kept: s.theirs.kept }, p[i]!.pair)).ok).toBe(false);
  }
}

/** The next thing the table does: one move on one phone, by what the phones' screens ask for. Returns false when the match is over. */
async function step(p: [Phone, Phone], seed: number): Promise<boolean> {
  const [x, y] = p;
  const px = phaseOf(x.s.match!);
  const py = phaseOf(y.s.match!);
  if (px === 'over' && py === 'over') return false;
  // The Attacker's phone scored the round and shows its reveal: the Defender's scans it.
  for (const [i, j] of [[0, 1], [1, 0]] as const) {
    const shown = p[i].s.show;
    if (shown?.what === 'reveal' && shown.code && phaseOf(p[j].s.match!) === 'reveal') {
      p[j].s = unwrap(await own.openScanned(p[j].s, taken(shown.code, p[j].s, 'open'), p[j].pair)).state;
      return true;
    }
  }
  if ((px === 'between' || px === 'over') && px === py) {
    if (px === 'over') return false;
    x.s = unwrap(own.nextRound(x.s));
    y.s = unwrap(own.nextRound(y.s));
    return true;
  }
  const m = x.s.match!;
  const { attacker } = roles(m);
  const att = p[attacker]!;
  const def = p[attacker === 0 ? 1 : 0]!;
  const r = own.roundOf(att.s.match!);
  const [pa, pd] = [phaseOf(att.s.match!), phaseOf(def.s.match!)];
  if (pa === 'choose') {
    const am = att.s.match!;
    att.s = { ...att.s, match: unwrap(chooseQuestions(am, { ids: unwrap(drawQuestions(am, seededRng(seed + r))) })) };
  } else if ((pd === 'truth' || pd === 'guess') && def.s.match!.current!.truths.length <= att.s.match!.current!.truths.length) {
    def.s = unwrap(own.note(def.s, bit(seed, r, def.s.match!.current!.truths.length)));
  } else if (pa === 'truth' || pa === 'guess') {
    att.s = unwrap(own.note(att.s, bit(seed, r, 4 + att.s.match!.current!.guesses.length)));
  } else if (pd === 'decide' && !def.s.mine) {
    def.s = unwrap(await own.sealDefender(def.s, def.pair, rng(seed, r, 1)));
  } else if (pa === 'decide') {
    att.s = unwrap(await on(att, () => own.decideAndSeal(att.s, bit(seed, r, 9) ? 'call-out' : 'retreat', att.pair, rng(seed, r, 0))));
  } else if (pd === 'decide' && pa === 'reveal' && att.s.show?.what === 'seal') {
    def.s = unwrap(own.commitScanned(def.s, taken(att.s.show.code!, def.s, 'commit')));
    att.s = { ...att.s };
  } else if (pd === 'reveal' && pa === 'reveal') {
    const opening = Buffer.from(unwrap(await own.openingCode(def.s, def.pair))).toString('hex');
    att.s = unwrap(await own.openScanned(att.s, taken(opening, att.s, 'open'), att.pair)).state;
  } else throw new Error(`stuck: attacker ${pa}, defender ${pd}`);
  return true;
}

/**
 * Phone `lost` loses everything; the other brings it back. With its words its key comes
 * back and opens what rode in the codes; without them (`forgot`), the round in progress is
 * played again (ER-6). Wrong words are refused first, and lose nothing.
 */
async function wipe(p: [Phone, Phone], lost: 0 | 1, forgot: boolean): Promise<void> {
  const stay = p[lost === 0 ? 1 : 0]!;
  const gone = p[lost]!;
  gone.store.clear();
  const brought = on(stay, () => unwrap(bringBack(stay.s)));
  expect(fromHex(brought.show!.code!).length).toBeLessThanOrEqual(MAX_BYTES);
  const back = unwrap(rejoined(qr(brought.show!.code!), 'scan'));
  const r = unwrap(readRejoin(unwrap(decode(fromHex(brought.show!.code!)))));
  expect(back.rejoin).toEqual(r);
  const lostWords = !!r.backup;
  if (lostWords) {
    // Another player's words don't open the seat: nothing is lost, try again.
    const wrong = await restoreSeatKeys(unwrap(readPhrase(stay.words)), TABLE, decompressKey(r.backup!.key)!, r.backup!.backup);
    expect(wrong).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
  }
  if (forgot || !lostWords) {
    gone.s = forgotten(back.state, back.words).state;
    gone.pair = (await seatKeys(unwrap(readPhrase(newPhrase())), TABLE)).pair; // a fresh key: the old one can't come back
    stay.s = on(stay, () => withoutWords(brought));
  } else {
    gone.pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(gone.words)), TABLE, decompressKey(r.backup!.key)!, r.backup!.backup));
    gone.s = back.state;
    stay.s = brought;
    on(gone, () => noteBackup(TABLE, r.names[r.seat]!, r.backup!));
  }
  for (const o of r.others ?? []) on(gone, () => noteBackup(TABLE, r.names[o.seat]!, o.backup));
  // The phone that stayed, once the other is back (OwnPhones' afterBack): the reveal it kept shown again.
  stay.s = { ...stay.s, show: on(stay, () => own.keepsRound(stay.s)) ? { what: 'reveal', round: own.roundOf(stay.s.match!) } : null };
}

async function game(seed: number, fault?: { at: number; lost: 0 | 1; forgot: boolean; second?: number }) {
  const p = await join();
  let n = 0;
  let wiped = false;
  let kept = false;
  while (await step(p, seed)) {
    n++;
    await expectNoSecret(p);
    if (fault && !wiped && n === fault.at) {
      kept = !fault.forgot && !!on(p[fault.lost === 0 ? 1 : 0], () => own.keepsRound(p[fault.lost === 0 ? 1 : 0].s));
      await wipe(p, fault.lost, fault.forgot);
      wiped = true;
      await expectNoSecret(p);
    }
    // Then the other phone (the table phone, when a player's went first), brought back by the one lost before.
    if (fault?.second && wiped && n === fault.at + fault.second) {
      await wipe(p, fault.lost === 0 ? 1 : 0, false);
      await expectNoSecret(p);
    }
    if (n > 500) throw new Error('no end');
  }
  return { matches: [p[0].s.match, p[1].s.match], wiped, kept };
}

describe('Empty Rivalry: a phone lost at any step comes back with its words, the table phone included (ER-6, ER-7)', () => {
  it('random matches, one phone wiped at a random step (and often the other one after it): the same end as without the fault, and no phone ever held the other’s notes or die', async () => {
    let faults = 0;
    let kept = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 1_000_000 }),
        fc.integer({ min: 1, max: 40 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.boolean(),
        fc.integer({ min: 0, max: 10 }),
        async (seed, at, lost, forgot, second) => {
          const clean = await game(seed);
          const faulty = await game(seed, { at, lost, forgot, second: forgot ? 0 : second });
          if (faulty.wiped) faults++;
          if (faulty.kept) kept++;
          expect(faulty.matches[0]).toEqual(clean.matches[0]);
          expect(faulty.matches[1]).toEqual(clean.matches[0]);
        },
      ),
      { numRuns: 14 },
    );
    expect(faults).toBeGreaterThan(0);
  }, 300_000);

  it('the Attacker’s phone lost after the Defender scanned its seal: its words bring the seal back, the round goes on from the reveals, and the Defender’s phone never opens it', async () => {
    const p = await join();
    // Round 1: Ana attacks. Up to the Defender's phone taking her seal.
    while (!p[1].s.theirs) await step(p, 5);
    expect(p[1].s.theirs.kept).not.toBe('');
    expect(on(p[1], () => own.keepsRound(p[1].s))).not.toBeNull();
    const sealed = p[0].s.mine!;
    await wipe(p, 0, false);
    expect(p[0].s.mine).toEqual(sealed);
    expect(phaseOf(p[0].s.match!)).toBe('reveal');
    expect(p[1].s.show).toEqual({ what: 'reveal', round: 1 });
    // Its own box opens with the key its words brought back: questions, guesses and d12 as sealed.
    expect((await openKept(D, own.tableOf(p[0].s), 1, 0, p[0].s.mine!, p[0].pair)).ok).toBe(true);
    while (await step(p, 5));
    const clean = await game(5);
    expect(p[0].s.match).toEqual(clean.matches[0]);
    expect(p[1].s.match).toEqual(clean.matches[0]);
  });

  it('the Defender’s phone lost mid-round: its d4 never left it, so the round is played again (ER-6), its words still bring its seat key back', async () => {
    const p = await join();
    while (!p[1].s.mine) await step(p, 9);
    await wipe(p, 1, false);
    expect(p[1].s.mine).toBeNull();
    expect(p[0].s.mine).toBeNull();
    expect(phaseOf(p[1].s.match!)).toBe('truth');
  });

  it('without the words, the Attacker’s kept round is played again on both phones', async () => {
    const p = await join();
    while (!p[1].s.theirs) await step(p, 11);
    await wipe(p, 0, true);
    expect(p[0].s.mine).toBeNull();
    expect(p[1].s.theirs).toBeNull();
    expect(phaseOf(p[0].s.match!)).toBe('choose');
    expect(phaseOf(p[1].s.match!)).toBe('truth');
  });

  it('a tampered backup, or a rejoin code whose bytes were changed, is refused, and the phone that stayed keeps the backup', async () => {
    const p = await join();
    while (!p[1].s.theirs) await step(p, 13);
    const brought = on(p[1], () => unwrap(bringBack(p[1].s)));
    const r = unwrap(readRejoin(unwrap(decode(fromHex(brought.show!.code!)))));
    expect(r.kept).toBeDefined();
    const bad = r.backup!.backup.slice();
    bad[5] = bad[5]! ^ 1;
    expect(await restoreSeatKeys(unwrap(readPhrase(p[0].words)), TABLE, decompressKey(r.backup!.key)!, bad)).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
    expect(readPhrase(`${p[0].words} extra`)).toEqual({ ok: false, error: PHRASE_REFUSED.unknown('extra') });
    const changed = fromHex(brought.show!.code!);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    expect(rejoined(toQrText(changed), 'scan').ok).toBe(false);
    expect(on(p[1], () => backupOf(TABLE, 'Ana'))).toEqual(r.backup);
  });

  it('bytes per QR: every rejoin code of a 20-round match with the longest names stays within one frame; the Attacker’s box rides while it fits, else ER-6', async () => {
    const [A, B] = ['A'.repeat(MAX_NAME_LENGTH), 'B'.repeat(MAX_NAME_LENGTH)];
    const p = await join([A, B]);
    const sizes: { round: number; bytes: number; kept: boolean }[] = [];
    let seal = 0;
    while (own.roundOf(p[0].s.match!) <= 20) {
      const def = p.find((q) => q.s.theirs && !sizes.some((z) => z.round === q.s.theirs!.round));
      if (def) {
        const att = def === p[0] ? p[1] : p[0];
        seal = Math.max(seal, on(att, () => own.sealCode(att.s, true))!.length);
        const brought = on(def, () => unwrap(bringBack(def.s)));
        const code = fromHex(brought.show!.code!);
        const kept = !!unwrap(readRejoin(unwrap(decode(code)))).kept;
        sizes.push({ round: def.s.theirs!.round, bytes: code.length, kept });
        // Where the box doesn't fit, the round is played again on both phones (ER-6), and the code is one the lost phone takes.
        expect(brought.theirs === null).toBe(!kept);
        expect(rejoined(toQrText(code), 'scan').ok).toBe(true);
      }
      if (!(await step(p, 21))) {
        if (own.roundOf(p[0].s.match!) >= 20) break;
        for (const q of p) q.s = unwrap(own.nextRound(q.s));
      }
    }
    const lastKept = Math.max(...sizes.filter((z) => z.kept).map((z) => z.round));
    console.log(`Empty Rivalry, longest names: the Attacker's seal with its box ${seal} B; rejoin codes ${sizes.map((z) => `r${z.round} ${z.bytes} B${z.kept ? ' +box' : ''}`).join(', ')}`);
    expect(sizes).toHaveLength(20);
    expect(seal).toBeLessThanOrEqual(MAX_BYTES);
    for (const z of sizes) expect(z.bytes).toBeLessThanOrEqual(MAX_BYTES);
    // A match of the default two rounds, and a few more, keeps the Attacker's round whatever the names.
    expect(lastKept).toBeGreaterThanOrEqual(4);
  }, 120_000);
});
