import { describe, expect, it } from 'vitest';
import { fromHex, toHex } from '~/kit/link/bytes';
import { decode, encode, KIND, MAX_BYTES, toQrText, toTyped, TYPED_MAX } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { revealMessage, sealMessage, seatMessage } from '~/kit/link/messages';
import { REFUSED } from '~/kit/link/words';
import { seededRng, type Rng } from '~/kit/random';
import type { CardId } from '~/games/empress/data';
import { pickCard, setup } from '~/games/empress/engine';
import { view } from '~/games/empress/game';
import * as own from '~/games/empress/own';
import { ownProblem, type OwnState } from '~/games/empress/own-state';
import { isOver, pickView, position, totals, type MatchState } from '~/games/empress/state';
import { ownSpec } from '~/games/empress/store';
import { OWN } from '~/games/empress/words';
import { parseSaved } from '~/kit/persist';
import { throughQr } from '../kit/qr-image';

/*
 * "Each on our own phone" without cards (own.ts): two phones' states moved by the same
 * engine, every code passed as a picture (QR drawn, read back by ZXing) or typed.
 */

const TABLE = 0x2bcd123;
const OTHER_TABLE = 0x1111111;

const unwrap = <T>(r: { ok: true; value: T } | { ok: false; error: string }): T => {
  if (!r.ok) throw new Error(r.error);
  return r.value;
};

/** The code a phone shows, read by the other phone's camera: QR text → picture → ZXing → text. */
async function photo(s: OwnState, viaQr = true): Promise<string> {
  const text = toQrText(fromHex(s.show!.code));
  return viaQr ? throughQr(text) : text;
}

/** Bytes of each kind of code, as shown (for the report and the ≤ 300 check). */
const sizes: Record<string, number[]> = {};
function measure(s: OwnState) {
  const n = fromHex(s.show!.code).length;
  (sizes[s.show!.what] ??= []).push(n);
  expect(n).toBeLessThanOrEqual(MAX_BYTES);
}

async function join(viaQr = true): Promise<[OwnState, OwnState, MatchState]> {
  let ana = unwrap(own.openTable(TABLE, 'Ana'));
  let ben = unwrap(own.joinTable(TABLE, 'Ben'));
  const pair = await makeKeyPair();
  const seat = toQrText(encode(seatMessage(TABLE, { name: 'Ben', key: await publicKeyBytes(pair) })));
  (sizes.seat ??= []).push(fromHex(toHex(encode(seatMessage(TABLE, { name: 'Ben', key: await publicKeyBytes(pair) })))).length);
  ana = unwrap(await own.take(ana, viaQr ? await throughQr(seat) : seat, 'scan'));
  expect(ana.names).toEqual(['Ana', 'Ben']);
  const match = unwrap(setup({ players: ['Ana', 'Ben'], sets: 1, stake: 0.5, firstEmpress: 1 }));
  ana = unwrap(own.startMatch(ana, match));
  measure(ana);
  ben = unwrap(await own.take(ben, await photo(ana, viaQr), 'scan'));
  expect(ben.match).toEqual(ana.match);
  ana = unwrap(own.dismiss(ana));
  return [ana, ben, match];
}

interface Played {
  phones: [OwnState, OwnState];
  /** The same match played on one phone by the engine's moves. */
  one: MatchState;
  scans: [number, number];
}

/** One play on two phones: the lead seals, the other scans and answers, the lead scans, the other scans the reveal. */
async function play(p: Played, pick: (hand: CardId[], rng: Rng) => CardId, rng: Rng, viaQr: boolean): Promise<Played> {
  let phones = p.phones;
  const m = phones[0].match!;
  const pos = position(m)!;
  if (pos.forced) {
    phones = [unwrap(own.revealForced(phones[0])), unwrap(own.revealForced(phones[1]))];
    return { ...p, phones, one: forced(p.one) };
  }
  const L = pos.leadPlayer;
  const A = L === 0 ? 1 : 0;
  const scans = [...p.scans] as [number, number];
  let lead = phones[L];
  let ans = phones[A];
  expect(own.turnOf(lead)).toBe('lead');
  expect(own.turnOf(ans)).toBe('await-seal');
  const leadCard = pick(pickView(m)!.cards, rng);
  lead = unwrap(await own.lead(lead, leadCard));
  measure(lead);
  expect(lead.match).toEqual(view(unwrap(pickCard(p.one, leadCard)), L));
  ans = unwrap(await own.take(ans, await photo(lead, viaQr), 'scan'));
  scans[A]++;
  // The answering phone holds nothing of the lead's card: its match is the lead's card face down.
  expect(view(unwrap(pickCard(p.one, leadCard)), A)).toMatchObject({ pending: 'face-down' });
  expect(ans.match!.pending).toBeNull();
  const ansCard = pick(pickView(unwrap(pickCard(p.one, leadCard)))!.cards, rng);
  ans = unwrap(own.answer(ans, ansCard));
  measure(ans);
  lead = unwrap(await own.take(lead, await photo(ans, viaQr), 'scan'));
  scans[L]++;
  measure(lead);
  expect(lead.show!.what).toBe('reveal');
  ans = unwrap(await own.take(ans, await photo(lead, viaQr), 'scan'));
  scans[A]++;
  lead = unwrap(own.dismiss(lead));
  const one = unwrap(pickCard(unwrap(pickCard(p.one, leadCard)), ansCard));
  expect(lead.match).toEqual(one);
  expect(ans.match).toEqual(one);
  for (const s of [lead, ans]) expect(ownProblem(s)).toBeNull();
  phones = L === 0 ? [lead, ans] : [ans, lead];
  return { phones, one, scans };
}

const forced = (m: MatchState): MatchState => unwrap(pickCard(unwrap(pickCard(m, 'empress')), 'assassin'));

const randomPick = (hand: CardId[], rng: Rng) => hand[rng.int(0, hand.length - 1)]!;

describe('Empress on two phones', () => {
  it('a whole match: every code through a real QR, both phones keep the score the engine keeps on one phone', async () => {
    const [ana, ben, match] = await join();
    let p: Played = { phones: [ana, ben], one: match, scans: [0, 0] };
    const rng = seededRng(24);
    let plays = 0;
    while (!isOver(p.one)) {
      p = await play(p, randomPick, rng, true);
      plays++;
    }
    expect(plays).toBeGreaterThanOrEqual(4);
    expect(totals(p.phones[0].match!)).toEqual(totals(p.one));
    expect(totals(p.phones[1].match!)).toEqual(totals(p.one));
    expect(own.turnOf(p.phones[0])).toBe('over');
    // Every code fits one frame; those of a play are short enough to type.
    for (const what of ['seal', 'answer', 'reveal']) for (const n of sizes[what]!) expect(n).toBeLessThanOrEqual(TYPED_MAX);
  }, 120_000);

  it('four draws, then the forced last play: no code, each phone records it', async () => {
    const [ana, ben, match] = await join(false);
    let p: Played = { phones: [ana, ben], one: match, scans: [0, 0] };
    const rng = seededRng(1);
    for (let i = 0; i < 4; i++) p = await play(p, () => 'citizen', rng, false);
    expect(own.turnOf(p.phones[0])).toBe('forced');
    expect(own.turnOf(p.phones[1])).toBe('forced');
    p = await play(p, randomPick, rng, false);
    expect(p.phones[0].match).toEqual(p.phones[1].match);
    expect(p.phones[0].match!.games).toEqual([['draw', 'draw', 'draw', 'draw', 'assassin-slays-empress'], []]);
    // 4 plays: the lead scans 1 code a play, the other 2.
    expect(p.scans[0] + p.scans[1]).toBe(12);
  });

  it("the answering phone's save is the same whatever the lead laid, but for the seal's random digest", async () => {
    const [ana, ben] = await join(false);
    // Ben holds the Empress hand first: he leads. Two runs, two cards, the same salt.
    const salt = new Uint8Array(12);
    const seen = [];
    for (const card of ['empress', 'citizen'] as const) {
      const lead = unwrap(await own.lead(ben, card, salt));
      const got = unwrap(await own.take(ana, toQrText(fromHex(lead.show!.code)), 'scan'));
      const saved = JSON.stringify(got);
      expect(saved).not.toContain(lead.sealed!.salt);
      expect(saved).not.toContain(card === 'empress' ? 'empress"' : 'citizen"');
      seen.push({ ...got, scanned: { ...got.scanned!, digest: '' } });
    }
    expect(seen[0]).toEqual(seen[1]);
  });

  it('a new store: a phone mid-play saves and loads back as it was', async () => {
    const [, ben] = await join(false);
    const lead = unwrap(await own.lead(ben, 'citizen'));
    const saved = { state: lead, history: [] };
    expect(parseSaved(ownSpec, JSON.stringify(saved))?.state).toEqual(lead);
  });
});

describe('codes refused in words, nothing lost', () => {
  async function atAnswer() {
    const [ana, ben] = await join(false);
    const lead = unwrap(await own.lead(ben, 'citizen')); // Ben leads play 1
    const ans = unwrap(await own.take(ana, toQrText(fromHex(lead.show!.code)), 'scan'));
    return { lead, ans };
  }

  it('another table, a changed byte, the wrong kind of code, its own code', async () => {
    const { lead, ans } = await atAnswer();
    const seal = fromHex(lead.show!.code);
    const strangers = sealMessage(OTHER_TABLE, 1, { seat: 1, digest: new Uint8Array(16), said: new Uint8Array(0) });
    // Ana's phone waits for Ben's seal at play 1 (a copy from before the scan).
    const waiting: OwnState = { ...ans, scanned: null };
    expect(await own.take(waiting, toQrText(encode(strangers)), 'scan')).toEqual({ ok: false, error: REFUSED.otherTable });
    const changed = seal.slice();
    changed[10] = changed[10]! ^ 1;
    expect(await own.take(waiting, toQrText(changed), 'scan')).toEqual({ ok: false, error: REFUSED.changed });
    expect(await own.take(waiting, toTyped(changed)!, 'typed')).toEqual({ ok: false, error: REFUSED.changed });
    expect(await own.take(waiting, 'https://example.com/', 'scan')).toEqual({ ok: false, error: REFUSED.foreign });
    // The seal typed instead of scanned works as well.
    expect((await own.take(waiting, toTyped(seal)!, 'typed')).ok).toBe(true);
    // Ana answers; Ana's own answer shown to her own phone is refused.
    const answered = unwrap(own.answer(ans, 'assassin'));
    expect(await own.take(answered, toQrText(fromHex(answered.show!.code)), 'scan')).toEqual({ ok: false, error: "That is an answer: scan Ben's reveal." });
    // The seal again where the reveal is awaited.
    expect(await own.take(answered, toQrText(seal), 'scan')).toEqual({ ok: false, error: "That is a seal: scan Ben's reveal." });
  });

  it("an earlier play's code, a later one", async () => {
    const [ana, ben] = await join(false);
    let p: Played = { phones: [ana, ben], one: ben.match!, scans: [0, 0] };
    // Play 1: a draw (Ben leads with a Citizen, Ana answers a Citizen).
    const lead1 = unwrap(await own.lead(ben, 'citizen'));
    const oldSeal = lead1.show!.code;
    p = await play(p, () => 'citizen', seededRng(3), false);
    // Play 2: Ana leads; Ben's phone waits for her seal, and is shown Ben's own old seal of play 1.
    expect(own.turnOf(p.phones[1])).toBe('await-seal');
    expect(await own.take(p.phones[1], toQrText(fromHex(oldSeal)), 'scan')).toEqual({ ok: false, error: OWN.earlier });
    const later = sealMessage(TABLE, 3, { seat: 0, digest: new Uint8Array(16), said: new Uint8Array(0) });
    expect(await own.take(p.phones[1], toQrText(encode(later)), 'scan')).toEqual({ ok: false, error: OWN.later });
  });

  it("a reveal that doesn't match the seal: another card, or another play's salt", async () => {
    const { lead, ans } = await atAnswer();
    const answered = unwrap(own.answer(ans, 'assassin'));
    const back = unwrap(await own.take(lead, toQrText(fromHex(answered.show!.code)), 'scan'));
    const real = decode(fromHex(back.show!.code));
    if (!real.ok) throw new Error(real.error);
    // Ben sealed a Citizen; a reveal saying the Empress, with the same salt and a good CRC.
    const salt = fromHex(lead.sealed!.salt);
    const cheat = encode(revealMessage(TABLE, 1, { seat: 1, value: Uint8Array.of(1), salt }));
    expect(await own.take(answered, toQrText(cheat), 'scan')).toEqual({ ok: false, error: OWN.sealBroken('Ben') });
    expect(OWN.sealBroken('Ben')).toContain("doesn't match what Ben sealed");
    // Another salt: refused too.
    const other = encode(revealMessage(TABLE, 1, { seat: 1, value: Uint8Array.of(3), salt: new Uint8Array(12) }));
    expect(await own.take(answered, toQrText(other), 'scan')).toEqual({ ok: false, error: OWN.sealBroken('Ben') });
    // The real one, through a picture: Ben's Citizen catches Ana's Assassin (EP-3).
    const done = unwrap(await own.take(answered, await photo(back), 'scan'));
    expect(done.match!.games[0]).toEqual(['citizen-catches-assassin']);
    expect(done.match).toEqual(back.match);
  });

  it('moves out of turn are refused, a hand plays only its own cards', async () => {
    const { lead, ans } = await atAnswer();
    expect(own.answer(ans, 'empress')).toEqual({ ok: false, error: 'The Assassin hand holds no Empress.' });
    expect(await own.lead(lead, 'citizen')).toEqual({ ok: false, error: OWN.notNow });
    expect(own.answer(lead, 'citizen')).toEqual({ ok: false, error: OWN.notNow });
    expect(own.revealForced(lead)).toEqual({ ok: false, error: OWN.notNow });
  });

  it('the join: another table, the same name twice, a start for another phone', async () => {
    const ana = unwrap(own.openTable(TABLE, 'Ana'));
    const key = await publicKeyBytes(await makeKeyPair());
    expect(await own.take(ana, toQrText(encode(seatMessage(OTHER_TABLE, { name: 'Ben', key }))), 'scan')).toEqual({ ok: false, error: REFUSED.otherTable });
    expect(await own.take(ana, toQrText(encode(seatMessage(TABLE, { name: 'ana', key }))), 'scan')).toEqual({ ok: false, error: OWN.sameName('ana') });
    const host = unwrap(await own.take(ana, toQrText(encode(seatMessage(TABLE, { name: 'Ben', key }))), 'scan'));
    const started = unwrap(own.startMatch(host, unwrap(setup({ players: ['Ana', 'Ben'], sets: 2, stake: null, firstEmpress: 0 }))));
    const cleo = unwrap(own.joinTable(TABLE, 'Cleo'));
    expect(await own.take(cleo, toQrText(fromHex(started.show!.code)), 'scan')).toEqual({ ok: false, error: OWN.notYourStart('Ben', 'Cleo') });
    expect(own.openTable(TABLE, '  ')).toEqual({ ok: false, error: 'Type your name first.' });
  });
});

describe('bytes per code', () => {
  it('every kind of code fits one QR frame (≤ 300 bytes); the play codes can be typed', async () => {
    await join(false);
    expect(Math.max(...sizes.seat!)).toBeLessThanOrEqual(MAX_BYTES);
    expect(Math.max(...sizes.start!)).toBeLessThanOrEqual(MAX_BYTES);
    // eslint-disable-next-line no-console
    console.log('Empress own-phone bytes per code:', Object.fromEntries(Object.entries(sizes).map(([k, v]) => [k, Math.max(...v)])));
    expect(KIND.seal).toBe(3);
  });
});
