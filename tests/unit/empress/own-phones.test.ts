import fc from 'fast-check';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { encode, MAX_BYTES, toQrText, toTyped, TYPED_MAX } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { declared, entry } from '~/kit/link/table/declared';
import { commitCode, openCode } from '~/kit/link/table/messages';
import { TABLE_REFUSED } from '~/kit/link/table/words';
import { REFUSED } from '~/kit/link/words';
import { PUBLIC } from '~/kit/game';
import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import type { CardId } from '~/games/empress/data';
import { pickCard, setup } from '~/games/empress/engine';
import { moves, view } from '~/games/empress/game';
import * as own from '~/games/empress/own';
import { ownProblem, ownSchema, type OwnState } from '~/games/empress/own-state';
import { isOver, pickView, position, totals, type MatchState } from '~/games/empress/state';
import { ownSpec } from '~/games/empress/store';
import { OWN } from '~/games/empress/words';
import { parseSaved } from '~/kit/persist';
import { throughQr } from '../kit/qr-image';

/*
 * "Each on our own phone" without cards (own.ts) through the kit's table transport: two
 * phones' states moved by the same engine, every code passed as text, a picture (QR drawn,
 * read back by ZXing) or typed. Each phone holds `view(state, its seat)` of the one match;
 * the lead's own card face down is in its kept box, so its own save doesn't show it either.
 */

const TABLE = 0x2bcd123;
const OTHER_TABLE = 0x1111111;
const D = declared(moves);

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

interface Phone {
  s: OwnState;
  pair: CryptoKeyPair;
}

/** What a phone keeps, checked as its save would be on load. */
function saved(s: OwnState): OwnState {
  const parsed = v.parse(ownSchema, JSON.parse(JSON.stringify(s)));
  expect(ownProblem(parsed)).toBeNull();
  return parsed;
}

/** The code a phone shows, as the other phone's camera reads it: QR text, or through a picture and ZXing. */
const photo = async (s: OwnState, viaQr = false): Promise<string> => {
  const text = toQrText(fromHex(s.show!.code));
  return viaQr ? throughQr(text) : text;
};
const take = async (to: Phone, from: OwnState, viaQr = false) => own.take(to.s, await photo(from, viaQr), 'scan', to.pair);

/** Bytes of each kind of code, as shown (for the report and the ≤ 300 check). */
const sizes: Record<string, number[]> = {};
function measure(s: OwnState) {
  const n = fromHex(s.show!.code).length;
  (sizes[s.show!.what] ??= []).push(n);
  expect(n).toBeLessThanOrEqual(MAX_BYTES);
}

async function join(viaQr = false, first: 0 | 1 = 1): Promise<[Phone, Phone, MatchState]> {
  const ana: Phone = { s: unwrap(own.openTable(TABLE, 'Ana')), pair: await makeKeyPair() };
  const ben: Phone = { s: unwrap(own.joinTable(TABLE, 'Ben')), pair: await makeKeyPair() };
  const seatBytes = encode(seatMessage(TABLE, { name: 'Ben', key: await publicKeyBytes(ben.pair) }));
  (sizes.seat ??= []).push(seatBytes.length);
  const seat = toQrText(seatBytes);
  ana.s = saved(unwrap(await own.take(ana.s, viaQr ? await throughQr(seat) : seat, 'scan', ana.pair)));
  expect(ana.s.names).toEqual(['Ana', 'Ben']);
  const match = unwrap(setup({ players: ['Ana', 'Ben'], sets: 1, stake: 0.5, firstEmpress: first }));
  ana.s = saved(unwrap(own.startMatch(ana.s, match)));
  measure(ana.s);
  ben.s = saved(unwrap(await take(ben, ana.s, viaQr)));
  expect(ben.s.match).toEqual(ana.s.match);
  ana.s = unwrap(own.dismiss(ana.s));
  return [ana, ben, match];
}

/** A phone's match against the table's: its own view, its own face-down card (if any) opened from its kept box. */
async function expectHolds(p: Phone, table: MatchState) {
  const m = p.s.match!;
  let mine = m;
  if (p.s.sealed) {
    // On the lead's phone the card is face down in its save, like on the other's; its kept box holds it.
    expect(m.pending).toBe('face-down');
    mine = { ...m, pending: unwrap(await own.laidCard(p.s, p.pair)).card };
  }
  expect(mine).toEqual(view(table, p.s.seat));
  // And what a table phone's screen draws for everyone, computed from any phone's own.
  expect(view(m, PUBLIC)).toEqual(view(table, PUBLIC));
}

/** No card of the play in progress anywhere in a save before both are turned over. */
function expectNoCard(s: OwnState, card: CardId) {
  const text = JSON.stringify(s);
  expect(text).not.toContain(`"pending":"${card}"`);
  expect(s.match!.pending === null || s.match!.pending === 'face-down').toBe(true);
}

interface Played {
  phones: [Phone, Phone];
  /** The same match played on one phone by the engine's moves. */
  one: MatchState;
  scans: [number, number];
}

/** One play on two phones: the lead seals, the other scans and answers, the lead scans, the other scans the reveal. */
async function play(p: Played, pick: (hand: CardId[], rng: Rng) => CardId, rng: Rng, viaQr = false): Promise<Played> {
  const [a, b] = p.phones;
  const pos = position(a.s.match!)!;
  if (pos.forced) {
    a.s = saved(unwrap(own.revealForced(a.s)));
    b.s = saved(unwrap(own.revealForced(b.s)));
    return { ...p, one: forced(p.one) };
  }
  const L = pos.leadPlayer;
  const lead = p.phones[L];
  const ans = p.phones[L === 0 ? 1 : 0];
  const scans = [...p.scans] as [number, number];
  expect(own.turnOf(lead.s)).toBe('lead');
  expect(own.turnOf(ans.s)).toBe('await-seal');
  const leadCard = pick(pickView(p.one)!.cards, rng);
  const laid = unwrap(pickCard(p.one, leadCard));
  lead.s = saved(unwrap(await own.lead(lead.s, leadCard, lead.pair)));
  measure(lead.s);
  expectNoCard(lead.s, leadCard);
  await expectHolds(lead, laid);
  ans.s = saved(unwrap(await take(ans, lead.s, viaQr)));
  scans[L === 0 ? 1 : 0]++;
  expectNoCard(ans.s, leadCard);
  await expectHolds(ans, laid);
  const ansCard = pick(pickView(laid)!.cards, rng);
  ans.s = saved(unwrap(own.answer(ans.s, ansCard)));
  measure(ans.s);
  lead.s = saved(unwrap(await take(lead, ans.s, viaQr)));
  scans[L]++;
  measure(lead.s);
  expect(lead.s.show!.what).toBe('reveal');
  const one = unwrap(pickCard(laid, ansCard));
  await expectHolds(lead, one);
  ans.s = saved(unwrap(await take(ans, lead.s, viaQr)));
  scans[L === 0 ? 1 : 0]++;
  lead.s = unwrap(own.dismiss(lead.s));
  await expectHolds(ans, one);
  expect(lead.s.match).toEqual(one);
  expect(ans.s.match).toEqual(one);
  return { phones: p.phones, one, scans };
}

const forced = (m: MatchState): MatchState => unwrap(pickCard(unwrap(pickCard(m, 'empress')), 'assassin'));
const randomPick = (hand: CardId[], rng: Rng) => hand[rng.int(0, hand.length - 1)]!;

describe('Empress on two phones, through the kit’s table transport', () => {
  it('random whole matches: at every step each phone holds its own view of the one match, no card face down is in a save, both phones score alike', async () => {
    await fc.assert(
      fc.asyncProperty(fc.integer({ min: 1, max: 10_000 }), fc.constantFrom<0 | 1>(0, 1), async (seed, first) => {
        const [ana, ben, match] = await join(false, first);
        let p: Played = { phones: [ana, ben], one: match, scans: [0, 0] };
        const rng = seededRng(seed);
        while (!isOver(p.one)) p = await play(p, randomPick, rng);
        expect(totals(ana.s.match!)).toEqual(totals(p.one));
        expect(totals(ben.s.match!)).toEqual(totals(p.one));
        expect(own.turnOf(ana.s)).toBe('over');
      }),
      { numRuns: 25 },
    );
  }, 120_000);

  it('a whole match with every code through a real QR; the codes of a play are short enough to type', async () => {
    const [ana, ben, match] = await join(true);
    let p: Played = { phones: [ana, ben], one: match, scans: [0, 0] };
    const rng = seededRng(24);
    let plays = 0;
    while (!isOver(p.one)) {
      p = await play(p, randomPick, rng, true);
      plays++;
    }
    expect(plays).toBeGreaterThanOrEqual(4);
    for (const what of ['seal', 'answer', 'reveal']) for (const n of sizes[what]!) expect(n).toBeLessThanOrEqual(TYPED_MAX);
  }, 120_000);

  it('four draws, then the forced last play: no code, each phone records it', async () => {
    const [ana, ben, match] = await join();
    let p: Played = { phones: [ana, ben], one: match, scans: [0, 0] };
    const rng = seededRng(1);
    for (let i = 0; i < 4; i++) p = await play(p, () => 'citizen', rng);
    expect(own.turnOf(ana.s)).toBe('forced');
    expect(own.turnOf(ben.s)).toBe('forced');
    p = await play(p, randomPick, rng);
    expect(ana.s.match).toEqual(ben.s.match);
    expect(ana.s.match!.games).toEqual([['draw', 'draw', 'draw', 'draw', 'assassin-slays-empress'], []]);
    // 4 plays: the lead scans 1 code a play, the other 2.
    expect(p.scans[0] + p.scans[1]).toBe(12);
  });

  it('the lead’s card is kept to its own key: its save and the other phone’s are the same whatever it laid, but for the seal', async () => {
    const [ana, ben] = await join();
    // Ben holds the Empress hand first: he leads.
    const seen: OwnState[] = [];
    for (const card of ['empress', 'citizen'] as const) {
      const lead: Phone = { ...ben, s: unwrap(await own.lead(ben.s, card, ben.pair)) };
      const got = unwrap(await take(ana, lead.s));
      for (const s of [lead.s, got]) expect(JSON.stringify(s)).not.toMatch(/"pending":"(empress|citizen)"/);
      seen.push({ ...got, scanned: { ...got.scanned!, digest: '' } });
      // The kept box opens with Ben's key only.
      expect(await own.laidCard(lead.s, ana.pair)).toEqual({ ok: false, error: TABLE_REFUSED.keyLost });
      expect(unwrap(await own.laidCard(lead.s, ben.pair)).card).toBe(card);
    }
    expect(seen[0]).toEqual(seen[1]);
  });

  it('a phone mid-play saves and loads back as it was', async () => {
    const [, ben] = await join();
    const lead = unwrap(await own.lead(ben.s, 'citizen', ben.pair));
    expect(parseSaved(ownSpec, JSON.stringify({ state: lead, history: [] }))?.state).toEqual(lead);
  });
});

describe('codes refused in words, nothing lost', () => {
  async function atAnswer() {
    const [ana, ben] = await join();
    ben.s = unwrap(await own.lead(ben.s, 'citizen', ben.pair)); // Ben leads play 1
    const waiting = ana.s;
    ana.s = unwrap(await take(ana, ben.s));
    return { lead: ben, ans: ana, waiting };
  }

  it('another table, a changed byte, the wrong kind of code, its own code', async () => {
    const { lead, ans, waiting } = await atAnswer();
    const seal = fromHex(lead.s.show!.code);
    const strangers = commitCode(D, { code: OTHER_TABLE, seats: 2 }, 1, 1, new Uint8Array(16));
    expect(await own.take(waiting, toQrText(strangers), 'scan', ans.pair)).toEqual({ ok: false, error: REFUSED.otherTable });
    const changed = seal.slice();
    changed[10] = changed[10]! ^ 1;
    expect(await own.take(waiting, toQrText(changed), 'scan', ans.pair)).toEqual({ ok: false, error: REFUSED.changed });
    expect(await own.take(waiting, toTyped(changed)!, 'typed', ans.pair)).toEqual({ ok: false, error: REFUSED.changed });
    expect(await own.take(waiting, 'https://example.com/', 'scan', ans.pair)).toEqual({ ok: false, error: REFUSED.foreign });
    // The seal typed instead of scanned works as well.
    expect((await own.take(waiting, toTyped(seal)!, 'typed', ans.pair)).ok).toBe(true);
    // Ana answers; her own answer shown to her own phone is refused, and so is the seal again.
    const answered = unwrap(own.answer(ans.s, 'assassin'));
    expect(await own.take(answered, toQrText(fromHex(answered.show!.code)), 'scan', ans.pair)).toEqual({ ok: false, error: "That is an answer: scan Ben's reveal." });
    expect(await own.take(answered, toQrText(seal), 'scan', ans.pair)).toEqual({ ok: false, error: "That is a seal: scan Ben's reveal." });
    // Ben's own seal shown back to his phone, waiting for the answer.
    expect(await own.take(lead.s, toQrText(seal), 'scan', lead.pair)).toEqual({ ok: false, error: "That is a seal: scan Ana's answer." });
    const mine = moveCodeOf(lead.s, 'citizen');
    expect(await own.take(lead.s, toQrText(mine), 'scan', lead.pair)).toEqual({ ok: false, error: REFUSED.ownCode });
  });

  it("an earlier play's code, a later one", async () => {
    const [ana, ben] = await join();
    let p: Played = { phones: [ana, ben], one: ben.s.match!, scans: [0, 0] };
    const old = unwrap(await own.lead(ben.s, 'citizen', ben.pair)).show!.code;
    p = await play(p, () => 'citizen', seededRng(3)); // play 1, a draw; Ana leads play 2
    expect(own.turnOf(ben.s)).toBe('await-seal');
    expect(await own.take(ben.s, toQrText(fromHex(old)), 'scan', ben.pair)).toEqual({ ok: false, error: OWN.earlier });
    const later = commitCode(D, own.tableOf(ben.s), 3, 0, new Uint8Array(16));
    expect(await own.take(ben.s, toQrText(later), 'scan', ben.pair)).toEqual({ ok: false, error: OWN.later });
  });

  it("a reveal that doesn't match the seal: another card, or another salt", async () => {
    const { lead, ans } = await atAnswer();
    const answered = unwrap(own.answer(ans.s, 'assassin'));
    const back = unwrap(await own.take(lead.s, toQrText(fromHex(answered.show!.code)), 'scan', lead.pair));
    // Ben sealed a Citizen: an opening that says the Empress, and one with another salt, are refused.
    for (const card of ['empress', 'citizen'] as const) {
      const cheat = openCode(D, own.tableOf(ans.s), 1, 1, [entry(moves, 'lead', { card })], new Uint8Array(12));
      expect(await own.take(answered, toQrText(cheat), 'scan', ans.pair)).toEqual({ ok: false, error: OWN.sealBroken('Ben') });
    }
    // The real one, through a picture: Ben's Citizen catches Ana's Assassin (EP-3).
    const done = unwrap(await own.take(answered, await photo(back, true), 'scan', ans.pair));
    expect(done.match!.games[0]).toEqual(['citizen-catches-assassin']);
    expect(done.match).toEqual(back.match);
  });

  it('a phone whose key went with its storage says so when its card is needed', async () => {
    const { lead, ans } = await atAnswer();
    const answered = unwrap(own.answer(ans.s, 'assassin'));
    const other = await makeKeyPair();
    expect(await own.take(lead.s, toQrText(fromHex(answered.show!.code)), 'scan', other)).toEqual({ ok: false, error: TABLE_REFUSED.keyLost });
  });

  it('moves out of turn are refused, a hand plays only its own cards', async () => {
    const { lead, ans } = await atAnswer();
    expect(own.answer(ans.s, 'empress')).toEqual({ ok: false, error: 'The Assassin hand holds no Empress.' });
    expect(await own.lead(lead.s, 'citizen', lead.pair)).toEqual({ ok: false, error: OWN.notNow });
    expect(own.answer(lead.s, 'citizen')).toEqual({ ok: false, error: OWN.notNow });
    expect(own.revealForced(lead.s)).toEqual({ ok: false, error: OWN.notNow });
  });

  it('the join: another table, the same name twice, a start for another phone', async () => {
    const ana = unwrap(own.openTable(TABLE, 'Ana'));
    const pair = await makeKeyPair();
    const key = await publicKeyBytes(pair);
    expect(await own.take(ana, toQrText(encode(seatMessage(OTHER_TABLE, { name: 'Ben', key }))), 'scan', pair)).toEqual({ ok: false, error: REFUSED.otherTable });
    expect(await own.take(ana, toQrText(encode(seatMessage(TABLE, { name: 'ana', key }))), 'scan', pair)).toEqual({ ok: false, error: OWN.sameName('ana') });
    const host = unwrap(await own.take(ana, toQrText(encode(seatMessage(TABLE, { name: 'Ben', key }))), 'scan', pair));
    const started = unwrap(own.startMatch(host, unwrap(setup({ players: ['Ana', 'Ben'], sets: 2, stake: null, firstEmpress: 0 }))));
    const cleo = unwrap(own.joinTable(TABLE, 'Cleo'));
    expect(await own.take(cleo, toQrText(fromHex(started.show!.code)), 'scan', pair)).toEqual({ ok: false, error: OWN.notYourStart('Ben', 'Cleo') });
    expect(own.openTable(TABLE, '  ')).toEqual({ ok: false, error: 'Type your name first.' });
  });
});

const moveCodeOf = (s: OwnState, card: CardId) => fromHex(unwrap(own.answer({ ...s, seat: s.seat, scanned: { play: 1, digest: '00', kept: '' }, sealed: null, match: { ...s.match!, pending: 'face-down', firstEmpress: s.seat === 0 ? 1 : 0 } }, card)).show!.code);

describe('bytes per code', () => {
  it('every kind of code fits one QR frame (≤ 300 bytes); the play codes can be typed', async () => {
    await join();
    expect(Math.max(...sizes.seat!)).toBeLessThanOrEqual(MAX_BYTES);
    expect(Math.max(...sizes.start!)).toBeLessThanOrEqual(MAX_BYTES);
    // eslint-disable-next-line no-console
    console.log('Empress own-phone bytes per code:', Object.fromEntries(Object.entries(sizes).map(([k, n]) => [k, Math.max(...n)])));
  });
});
