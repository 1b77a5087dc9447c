import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { crc32, fromBase32, fromBase45, toBase32, toBase45 } from '~/kit/link/bytes';
import {
  codeBytes,
  decode,
  encode,
  fromQrText,
  fromTyped,
  KIND,
  MAX_BYTES,
  newTableCode,
  parseTable,
  tableText,
  toQrText,
  toTyped,
  type Message,
} from '~/kit/link/codec';
import { fingerprint, makeKeyPair, publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import {
  boxMessage,
  checkReveal,
  openBoxMessage,
  readSeal,
  readSeat,
  readStart,
  revealMessage,
  sealFor,
  sealMessage,
  seatMessage,
  startMessage,
} from '~/kit/link/messages';
import { REFUSED } from '~/kit/link/words';
import { WORDS } from '~/kit/link/wordlist';
import { throughQr } from './qr-image';

const TABLE = 0x1234567;
const OTHER = 0x2345678;

/** A message as one phone shows it and another scans it: encode → QR → pixels → ZXing → decode. */
async function scanned(m: Message, expect: Parameters<typeof decode>[1] = {}) {
  const bytes = encode(m);
  expect_(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  const text = await throughQr(toQrText(bytes));
  const back = fromQrText(text);
  if (!back.ok) return back;
  return decode(back.value, expect);
}
const expect_ = expect;

const flip = (bytes: Uint8Array, at: number): Uint8Array => {
  const out = bytes.slice();
  out[at] = out[at]! ^ 0x01;
  return out;
};

describe('text encodings', () => {
  it('base45 and base32 round-trip any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 300 }), (b) => {
        expect(fromBase45(toBase45(b))).toEqual(b);
        expect(fromBase32(toBase32(b), b.length)).toEqual(b);
      }),
    );
  });
  it('table codes are six typeable characters, read back whatever the case', () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 4, maxLength: 4 }), (b) => {
        const code = newTableCode(() => b);
        const text = tableText(code);
        expect(text).toMatch(/^[0-9A-HJKMNP-TV-Z]{6}$/);
        expect(parseTable(text.toLowerCase())).toBe(code);
      }),
    );
    expect(parseTable('ABC')).toBeNull();
    expect(parseTable('ABCDEU')).toBeNull();
  });
  it('the fingerprint words are 256 distinct words', () => {
    expect(new Set(WORDS).size).toBe(256);
  });
});

describe('the message codec', () => {
  const message = fc.record({
    kind: fc.integer({ min: 1, max: 255 }),
    table: fc.integer({ min: 0, max: 2 ** 30 - 1 }),
    round: fc.integer({ min: 0, max: 255 }),
    payload: fc.uint8Array({ maxLength: 200 }),
  });
  it('decodes what it encodes, through the QR text and the typed code', () => {
    fc.assert(
      fc.property(message, (m) => {
        const bytes = encode(m);
        const q = fromQrText(toQrText(bytes));
        expect(q.ok && decode(q.value).ok && decode(q.value)).toEqual({ ok: true, value: m });
        const typed = toTyped(bytes);
        if (typed) {
          const t = fromTyped(typed.toLowerCase());
          expect(t).toEqual({ ok: true, value: bytes });
        }
      }),
    );
  });
  it('refuses any one changed byte in words', () => {
    fc.assert(
      fc.property(message, fc.nat(), fc.integer({ min: 1, max: 255 }), (m, i, x) => {
        const bytes = encode(m);
        const changed = bytes.slice();
        changed[i % bytes.length] = changed[i % bytes.length]! ^ x;
        expect(decode(changed)).toEqual({ ok: false, error: REFUSED.changed });
      }),
    );
  });
  it('refuses another table, an earlier and a later round, and says which', () => {
    const bytes = encode({ kind: KIND.seal, table: OTHER, round: 2, payload: new Uint8Array(3) });
    expect(decode(bytes, { table: TABLE })).toEqual({ ok: false, error: REFUSED.otherTable });
    const mine = encode({ kind: KIND.seal, table: TABLE, round: 2, payload: new Uint8Array(3) });
    expect(decode(mine, { table: TABLE, round: 3 })).toEqual({ ok: false, error: REFUSED.earlierRound });
    expect(decode(mine, { table: TABLE, round: 1 })).toEqual({ ok: false, error: REFUSED.laterRound });
    expect(decode(mine, { table: TABLE, round: 2, kinds: [KIND.reveal], wrongKind: () => 'Scan the reveal, not the seal.' })).toEqual({
      ok: false,
      error: 'Scan the reveal, not the seal.',
    });
  });
  it('refuses a web address or another app’s code as not ours, and a newer version in words', () => {
    expect(fromQrText('https://example.com/')).toEqual({ ok: false, error: REFUSED.foreign });
    const bytes = encode({ kind: 1, table: TABLE, round: 0, payload: new Uint8Array(0) });
    const v2 = bytes.slice();
    v2[0] = 2;
    const crc = crc32(v2.subarray(0, v2.length - 4));
    v2.set([crc >>> 24, (crc >>> 16) & 255, (crc >>> 8) & 255, crc & 255], v2.length - 4);
    expect(decode(v2)).toEqual({ ok: false, error: REFUSED.version });
  });
  it('never lets a message over one QR frame out', () => {
    expect(() => encode({ kind: 1, table: TABLE, round: 0, payload: new Uint8Array(290) })).toThrow(RangeError);
  });
});

describe('through a real QR code (ZXing reading the rendered picture)', () => {
  it('the join: a seat code and the start code', async () => {
    const pair = await makeKeyPair();
    const key = await publicKeyBytes(pair);
    const seat = await scanned(seatMessage(TABLE, { name: 'Zoë Ø', key }), { table: TABLE, kinds: [KIND.seat] });
    expect(seat.ok && readSeat(seat.value)).toEqual({ ok: true, value: { name: 'Zoë Ø', key } });
    // Seven players: the Emperor's start (names only: seven 65-byte keys would not fit one frame).
    const seats = Array.from({ length: 7 }, (_, i) => ({ name: `Player ${i + 1} with a long name`.slice(0, 24), key: new Uint8Array(0) }));
    const start = startMessage(TABLE, { seats, setup: Uint8Array.of(1, 2, 3), withKeys: false });
    expect(() => encode(startMessage(TABLE, { seats: seats.map((s) => ({ ...s, key })), setup: new Uint8Array(0), withKeys: true }))).toThrow(RangeError);
    expect(encode(start).length).toBeLessThanOrEqual(MAX_BYTES);
    const read = await scanned(start, { table: TABLE });
    expect(read.ok && readStart(read.value)).toEqual({ ok: true, value: { seats, setup: Uint8Array.of(1, 2, 3), withKeys: false } });
    expect(await scanned(seatMessage(OTHER, { name: 'Ana', key }), { table: TABLE })).toEqual({ ok: false, error: REFUSED.otherTable });
  });

  it('seal and reveal: the fingerprint matches, a changed value, another round or seat is refused', async () => {
    const value = Uint8Array.of(7, 0b1010);
    const s = await sealFor(TABLE, 3, 1, value);
    const note = await scanned(sealMessage(TABLE, 3, { seat: 1, digest: s.digest, said: Uint8Array.of(1) }), { table: TABLE, round: 3 });
    if (!note.ok) throw new Error(note.error);
    const kept = readSeal(note.value);
    if (!kept.ok) throw new Error(kept.error);
    expect(fingerprint(kept.value.digest)).toBe(fingerprint(s.digest));
    expect(fingerprint(s.digest).split(' ')).toHaveLength(3);

    const reveal = await scanned(revealMessage(TABLE, 3, { seat: 1, value, salt: s.salt }), { table: TABLE, round: 3 });
    if (!reveal.ok) throw new Error(reveal.error);
    expect(await checkReveal(reveal.value, kept.value.digest)).toEqual({ ok: true, value: { seat: 1, value, salt: s.salt } });

    // Another die or note after sealing: the CRC is recomputed (deliberate), the seal still catches it.
    const cheat = decode(encode(revealMessage(TABLE, 3, { seat: 1, value: Uint8Array.of(12, 0b1010), salt: s.salt })));
    expect(cheat.ok && (await checkReveal(cheat.value, kept.value.digest))).toEqual({ ok: false, error: REFUSED.sealBroken });
    // The same values revealed as another seat, or replayed into another round: refused.
    const asOther = decode(encode(revealMessage(TABLE, 3, { seat: 0, value, salt: s.salt })));
    expect(asOther.ok && (await checkReveal(asOther.value, kept.value.digest))).toEqual({ ok: false, error: REFUSED.sealBroken });
    const replay = decode(encode(revealMessage(TABLE, 4, { seat: 1, value, salt: s.salt })));
    expect(replay.ok && (await checkReveal(replay.value, kept.value.digest))).toEqual({ ok: false, error: REFUSED.sealBroken });
    const old = encode(revealMessage(TABLE, 3, { seat: 1, value, salt: s.salt }));
    expect(decode(old, { table: TABLE, round: 4 })).toEqual({ ok: false, error: REFUSED.earlierRound });
    // A changed byte anywhere in the scanned code: refused before anything is read.
    expect(decode(flip(old, 9), { table: TABLE, round: 3 })).toEqual({ ok: false, error: REFUSED.changed });
  });

  it('encrypt-to: a deal to seven players; each opens only its own slot, a third phone nothing', async () => {
    const pairs = await Promise.all(Array.from({ length: 7 }, () => makeKeyPair()));
    const keys = await Promise.all(pairs.map(publicKeyBytes));
    const hands = pairs.map((_, i) => Uint8Array.of(i, i + 1, i + 2)); // three identity cards each
    const deal = await boxMessage(TABLE, 1, keys, hands);
    const bytes = encode(deal);
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const read = await scanned(deal, { table: TABLE, round: 1 });
    if (!read.ok) throw new Error(read.error);
    for (const [i, pair] of pairs.entries()) {
      expect(await openBoxMessage(pair, read.value, i)).toEqual({ ok: true, value: hands[i] });
      expect(await openBoxMessage(pair, read.value, (i + 1) % 7)).toEqual({ ok: false, error: REFUSED.otherPhone });
    }
    const stranger = await makeKeyPair();
    expect(await openBoxMessage(stranger, read.value, 0)).toEqual({ ok: false, error: REFUSED.otherPhone });
  });

  it('encrypt-to: a swap to one player; the wrong key, another table, another round and a changed byte are refused', async () => {
    const ben = await makeKeyPair();
    const ana = await makeKeyPair();
    const card = Uint8Array.of(5);
    const swap = await boxMessage(TABLE, 4, [await publicKeyBytes(ben)], [card]);
    const read = await scanned(swap, { table: TABLE, round: 4 });
    if (!read.ok) throw new Error(read.error);
    expect(await openBoxMessage(ben, read.value, 0)).toEqual({ ok: true, value: card });
    expect(await openBoxMessage(ana, read.value, 0)).toEqual({ ok: false, error: REFUSED.otherPhone });
    // The same box moved into another table's or round's message (CRC recomputed): the header is bound in.
    for (const moved of [{ ...read.value, table: OTHER }, { ...read.value, round: 5 }, { ...read.value, kind: KIND.box + 1 }]) {
      expect(await openBoxMessage(ben, moved, 0)).toEqual({ ok: false, error: REFUSED.otherPhone });
    }
    // Any byte of the ciphertext changed (CRC recomputed): refused.
    for (let at = 66; at < read.value.payload.length; at += 3) {
      const changed = { ...read.value, payload: flip(read.value.payload, at) };
      expect((await openBoxMessage(ben, changed, 0)).ok).toBe(false);
    }
  });

  it('keys are made non-extractable: the private half never leaves the phone', async () => {
    const pair = await makeKeyPair();
    expect(pair.privateKey.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
    expect(randomBytes(4)).toHaveLength(4);
  });
});

describe('a code pasted into the typing box', () => {
  it('reads a QR code’s own text (shared as a message) as scanned, and its typed form as typed', () => {
    const m = seatMessage(0x2345678, { name: 'Ben', key: Uint8Array.from({ length: 65 }, (_, i) => (i === 0 ? 4 : i)) });
    const bytes = encode(m);
    expect(codeBytes(`  ${toQrText(bytes)} `, 'typed')).toEqual({ ok: true, value: bytes });
    const short = encode(sealMessage(0x2345678, 1, { seat: 0, digest: new Uint8Array(16), said: Uint8Array.of(1) }));
    expect(codeBytes(toTyped(short)!, 'typed')).toEqual({ ok: true, value: short });
    expect(codeBytes('TM:not base45 at all', 'typed').ok).toBe(false);
  });
});
