import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { on } from '../phone-storage';
import { backupOf, noteBackup } from '~/kit/link/book';
import { fromHex } from '~/kit/link/bytes';
import { decode, encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { compressKey, decompressKey } from '~/kit/link/crypto';
import { readSeat, readStart, seatMessage } from '~/kit/link/messages';
import { readRejoin } from '~/kit/link/rejoin';
import { TABLE_REFUSED } from '~/kit/link/table/words';
import { newPhrase, PHRASE_REFUSED, readPhrase, restoreSeatKeys, seatKeys } from '~/kit/link/table/phrase';
import { unwrap } from '~/kit/result';
import { setup } from '~/games/empress/engine';
import * as own from '~/games/empress/own';
import { bringBack, forgotten, rejoined, withoutWords } from '~/games/empress/own-rejoin';
import { ownProblem, playNumber, type OwnState } from '~/games/empress/own-state';
import { isOver, pickView, position } from '~/games/empress/state';

/*
 * EP-8 (recovery words, adding to EP-6) (kit link/recovery.md): either phone of a table, the table
 * phone included, loses its storage at any step of a match; the other brings it back with
 * one rejoin code, its player types their four words (or has forgotten them), and the match
 * plays on to the same end as without the fault. At every step no phone holds the other's
 * card before its reveal: a lead's card rides to the other phone only in a box its own key opens.
 */

const TABLE = 0x1a2b3c4;

/** One phone: its save, its seat key (from its words), its own localStorage (book.ts reads it), its player's words. */
interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
  store: Map<string, string>;
  words: string;
}


const qr = (hex: string) => toQrText(fromHex(hex));

/** A phone's seat key dealt from new words, its backup noted in its own book (what OwnTable's deal does). */
async function dealt(name: string, store: Map<string, string>) {
  const words = newPhrase();
  const made = await seatKeys(unwrap(readPhrase(words)), TABLE);
  on({ store }, () => noteBackup(TABLE, name, { key: compressKey(made.publicKey), backup: made.backup }));
  return { words, made };
}

/** Ana opens the table, Ben joins; each phone keeps the other's backup from the seat code and the start, as OwnTable does. */
async function join(first: 0 | 1): Promise<[Phone, Phone]> {
  const [sa, sb] = [new Map<string, string>(), new Map<string, string>()];
  const a = await dealt('Ana', sa);
  const b = await dealt('Ben', sb);
  const ana: Phone = { s: unwrap(own.openTable(TABLE, 'Ana')), pair: a.made.pair, store: sa, words: a.words };
  const ben: Phone = { s: unwrap(own.joinTable(TABLE, 'Ben')), pair: b.made.pair, store: sb, words: b.words };
  const seatBytes = encode(seatMessage(TABLE, { name: 'Ben', key: b.made.publicKey, backup: b.made.backup }));
  expect(seatBytes.length).toBeLessThanOrEqual(MAX_BYTES);
  const seat = unwrap(readSeat(unwrap(decode(seatBytes))));
  on(ana, () => noteBackup(TABLE, seat.name, { key: compressKey(seat.key), backup: seat.backup! }));
  ana.s = unwrap(await own.take(ana.s, toQrText(seatBytes), 'scan', ana.pair));
  const match = unwrap(setup({ players: ['Ana', 'Ben'], sets: 1, stake: null, firstEmpress: first }));
  ana.s = on(ana, () => unwrap(own.startMatch(ana.s, match)));
  // The start carries the table phone's own backup to the phone that joined.
  const start = unwrap(readStart(unwrap(decode(fromHex(ana.s.show!.code)))));
  expect(start.backup).toBeDefined();
  on(ben, () => noteBackup(TABLE, start.seats[0]!.name, start.backup!));
  ben.s = unwrap(await own.take(ben.s, qr(ana.s.show!.code), 'scan', ben.pair));
  ana.s = unwrap(own.dismiss(ana.s));
  return [ana, ben];
}

/** The card a player picks at a play: the same choice whatever happened to the phones (a person remembers). */
const choose = (seed: number, s: OwnState, role: number) => {
  const cards = pickView(s.match!)!.cards;
  return cards[(seed * 7 + playNumber(s.match!) * 13 + role * 5) % cards.length]!;
};

/** No phone holds the other's card of the play in progress, in any field: only its own, and the lead's only boxed. */
function expectNoSecret(p: [Phone, Phone]) {
  for (const { s } of p) {
    expect(ownProblem(s)).toBeNull();
    expect([null, 'face-down']).toContain(s.match!.pending);
  }
  // A phone with its card laid face down never holds the answer (it learns it by scanning it, and turns the play over at once).
  for (const { s } of p) if (s.sealed) expect(s.answer).toBeNull();
}

/** The next thing the table does: one move on one phone, by what the phones' screens ask for. Returns false when the match is over. */
async function step(p: [Phone, Phone], seed: number): Promise<boolean> {
  const m = p[0].s.match!;
  if (isOver(m) && isOver(p[1].s.match!)) return false;
  // The lead's phone scored the play and shows its reveal: the other scans it.
  for (const [i, j] of [[0, 1], [1, 0]] as const) {
    if (p[i].s.show?.what === 'reveal' && own.turnOf(p[j].s) === 'answered') {
      p[j].s = unwrap(await own.take(p[j].s, qr(p[i].s.show!.code), 'scan', p[j].pair));
      p[i].s = unwrap(own.dismiss(p[i].s));
      return true;
    }
  }
  const L = position(m)!.leadPlayer;
  const lead = p[L]!;
  const ans = p[L === 0 ? 1 : 0]!;
  const [tl, ta] = [own.turnOf(lead.s), own.turnOf(ans.s)];
  if (tl === 'forced' && ta === 'forced') {
    lead.s = unwrap(own.revealForced(lead.s));
    ans.s = unwrap(own.revealForced(ans.s));
  } else if (tl === 'lead') lead.s = unwrap(await on(lead, () => own.lead(lead.s, choose(seed, lead.s, 0), lead.pair)));
  else if (tl === 'sealed' && ta === 'await-seal') ans.s = unwrap(await own.take(ans.s, qr(on(lead, () => own.sealShown(lead.s))!.code), 'scan', ans.pair));
  else if (ta === 'answer') ans.s = unwrap(own.answer(ans.s, choose(seed, ans.s, 1)));
  else if (tl === 'sealed' && ta === 'answered') lead.s = unwrap(await own.take(lead.s, qr(own.answerShown(ans.s)!.code), 'scan', lead.pair));
  else throw new Error(`stuck: ${tl} / ${ta}`);
  return true;
}

/**
 * Phone `lost` loses everything; the other brings it back. With its words its key comes
 * back and opens what rode in the codes; without them (`forgot`), what only it held is
 * played again. Returns the phones after, and whether the words were refused when wrong.
 */
async function wipe(p: [Phone, Phone], lost: 0 | 1, forgot: boolean): Promise<void> {
  const stay = p[lost === 0 ? 1 : 0]!;
  const gone = p[lost]!;
  gone.store.clear();
  const brought = on(stay, () => unwrap(bringBack(stay.s)));
  const code = qr(brought.show!.code);
  expect(fromHex(brought.show!.code).length).toBeLessThanOrEqual(MAX_BYTES);
  const back = unwrap(rejoined(code, 'scan'));
  const r = unwrap(readRejoin(unwrap(decode(fromHex(brought.show!.code)))));
  // The phone that stayed keeps the lost seat's backup, unless it was itself brought back by a
  // code with no room for it (one that carried a lead's card): then the words can't help.
  const lostWords = !!r.backup;
  if (!lostWords) expect(on(stay, () => backupOf(TABLE, r.names[r.seat]))).toBeUndefined();
  if (lostWords) {
    // Another player's words don't open the seat: nothing is lost, try again.
    const wrong = await restoreSeatKeys(unwrap(readPhrase(stay.words)), TABLE, decompressKey(r.backup!.key)!, r.backup!.backup);
    expect(wrong).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
  }
  if (forgot || !lostWords) {
    const f = forgotten(back.state);
    gone.s = f.state;
    gone.pair = (await seatKeys(unwrap(readPhrase(newPhrase())), TABLE)).pair; // a fresh key: the old one can't come back
    stay.s = withoutWords(brought);
  } else {
    gone.pair = unwrap(await restoreSeatKeys(unwrap(readPhrase(gone.words)), TABLE, decompressKey(r.backup!.key)!, r.backup!.backup));
    gone.s = back.state;
    stay.s = brought;
    on(gone, () => noteBackup(TABLE, r.names[r.seat]!, r.backup!));
  }
  // The other seat's backup came back with the code (as OwnTable keeps it) where there was room: this phone can bring that one back in turn.
  if (!r.kept && on(stay, () => backupOf(TABLE, stay.s.names[0]))) expect(r.others?.map((o) => o.seat)).toEqual([lost === 0 ? 1 : 0]);
  for (const o of r.others ?? []) on(gone, () => noteBackup(TABLE, r.names[o.seat]!, o.backup));
  // The phone that stayed, once the other is back (OwnPhones' afterBack): its seal or answer shown again.
  stay.s = { ...stay.s, show: on(stay, () => own.sealShown(stay.s)) ?? own.answerShown(stay.s) };
  // The lead's box is never opened by the other's key.
  for (const q of p) if (q.s.sealed) expect(await own.laidCard(q.s, (q === p[0] ? p[1] : p[0]).pair)).toEqual({ ok: false, error: TABLE_REFUSED.keyLost });
}

async function game(seed: number, first: 0 | 1, fault?: { at: number; lost: 0 | 1; forgot: boolean; second?: number }) {
  const p = await join(first);
  let n = 0;
  let wiped = false;
  while (await step(p, seed)) {
    n++;
    expectNoSecret(p);
    if (fault && !wiped && n === fault.at && p.every((q) => q.s.show?.what !== 'reveal')) {
      await wipe(p, fault.lost, fault.forgot);
      wiped = true;
      expectNoSecret(p);
    }
    // Then the other phone (the table phone, when a player's went first), brought back by the one lost before.
    if (fault?.second && wiped && n === fault.at + fault.second && p.every((q) => q.s.show?.what !== 'reveal')) {
      await wipe(p, fault.lost === 0 ? 1 : 0, false);
      expectNoSecret(p);
    }
    if (n > 500) throw new Error('no end');
  }
  return { matches: [p[0].s.match, p[1].s.match], wiped };
}

describe('Empress: a phone lost at any step comes back with its words, the table phone included (EP-6, EP-8)', () => {
  it('random matches, one phone wiped at a random step (and often the other one after it): the same end as without the fault, and no phone ever held the other’s card', async () => {
    let faults = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 10_000 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.integer({ min: 1, max: 30 }),
        fc.constantFrom<0 | 1>(0, 1),
        fc.boolean(),
        fc.integer({ min: 0, max: 8 }),
        async (seed, first, at, lost, forgot, second) => {
          const clean = await game(seed, first);
          const faulty = await game(seed, first, { at, lost, forgot, second: forgot ? 0 : second });
          if (faulty.wiped) faults++;
          expect(faulty.matches[0]).toEqual(clean.matches[0]);
          expect(faulty.matches[1]).toEqual(clean.matches[0]);
        },
      ),
      { numRuns: 12 },
    );
    expect(faults).toBeGreaterThan(0);
  }, 300_000);

  it('the lead’s phone lost with its card face down: its words bring the card back laid and sealed; the other phone never opens it', async () => {
    const p = await join(0);
    await step(p, 3); // Ana leads: her card is laid and sealed
    await step(p, 3); // Ben scans the seal: her box rides with it
    expect(p[1].s.scanned!.kept).toBe(p[0].s.sealed!.kept);
    const card = unwrap(await own.laidCard(p[0].s, p[0].pair)).card;
    await wipe(p, 0, false);
    expect(own.turnOf(p[0].s)).toBe('sealed');
    expect(unwrap(await own.laidCard(p[0].s, p[0].pair)).card).toBe(card);
  });

  it('a tampered backup, or a rejoin code whose backup was changed, is refused', async () => {
    const p = await join(1);
    const brought = on(p[1], () => unwrap(bringBack(p[1].s)));
    const r = unwrap(readRejoin(unwrap(decode(fromHex(brought.show!.code)))));
    const bad = r.backup!.backup.slice();
    bad[5] = bad[5]! ^ 1;
    expect(await restoreSeatKeys(unwrap(readPhrase(p[0].words)), TABLE, decompressKey(r.backup!.key)!, bad)).toEqual({ ok: false, error: PHRASE_REFUSED.wrong });
    const changed = fromHex(brought.show!.code);
    changed[changed.length - 10] = changed[changed.length - 10]! ^ 1;
    expect(rejoined(toQrText(changed), 'scan').ok).toBe(false);
    expect(on(p[1], () => backupOf(TABLE, 'Ana'))).toEqual(r.backup);
  });
});
