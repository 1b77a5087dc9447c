import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decode, encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { BACKUP_BYTES, COMPRESSED_KEY_BYTES } from '~/kit/link/crypto';
import { MAX_NAME_BYTES } from '~/kit/link/messages';
import { rejoinMessage, rejoinGame, takeRejoin, type Rejoin } from '~/kit/link/rejoin';
import { gatherRejoin, PARTS, readParts, rejoinCodes } from '~/kit/link/rejoin-parts';
import { REFUSED, REJOIN } from '~/kit/link/words';
import { unwrap } from '~/kit/result';

/*
 * A rejoin too long for one QR frame goes as parts scanned in turn (kit rejoin.ts
 * `rejoinCodes`, `gatherRejoin`): every frame ≤ 300 bytes, the rejoin read back whole with
 * the seat's backup and own box, a rejoin that fits still one code, and a part out of turn,
 * scanned twice, of another table or rejoin, or changed refused in words.
 */

const TABLE = 0x1234567;
const SLUG = 'subtweet';
const bytes = (length: number) => fc.uint8Array({ minLength: length, maxLength: length });
const name = fc.string({ minLength: 1, maxLength: MAX_NAME_BYTES }).filter((s) => new TextEncoder().encode(s).length <= MAX_NAME_BYTES && !s.includes('\n'));

const rejoin = fc
  .record({
    names: fc.array(name, { minLength: 2, maxLength: 12 }),
    seat: fc.nat(),
    replay: fc.integer({ min: 0, max: 255 }),
    state: fc.integer({ min: 0, max: 300 }).chain((n) => bytes(n)),
    backup: fc.option(fc.record({ key: bytes(COMPRESSED_KEY_BYTES), backup: bytes(BACKUP_BYTES) }), { nil: undefined }),
    kept: fc.option(fc.integer({ min: 1, max: 120 }).chain((n) => bytes(n)), { nil: undefined }),
  })
  .map((r): Rejoin => ({ ...r, game: rejoinGame(SLUG), seat: r.seat % r.names.length, others: [], ...(!r.backup && { kept: undefined }) }));

const qr = (codes: Uint8Array[]) => codes.map(toQrText);

/** The lost phone scanning `texts` in turn: the parts gathered, or the first refusal. */
function scan(texts: string[]): { parts: string[]; done: boolean } | string {
  let parts: string[] = [];
  for (const text of texts) {
    const got = gatherRejoin(parts, text, 'scan');
    if (!got.ok) return got.error;
    parts = got.value.parts;
    if (got.value.done) return { parts, done: true };
  }
  return { parts, done: false };
}

/** A rejoin of twelve 18-character names, a 70-byte state, the seat's backup and a 57-byte box: SUBTWEET's worst case, two frames. */
const worst: Rejoin = {
  game: rejoinGame(SLUG),
  seat: 3,
  names: Array.from({ length: 12 }, (_, i) => `player_number_${String(i).padStart(4, '0')}`),
  replay: 0,
  state: new Uint8Array(70).fill(7),
  backup: { key: new Uint8Array(COMPRESSED_KEY_BYTES).fill(2), backup: new Uint8Array(BACKUP_BYTES).fill(9) },
  kept: new Uint8Array(57).fill(5),
};

describe('a rejoin in several codes, scanned in turn', () => {
  it('any rejoin: every frame ≤ 300 bytes, scanned in order it reads back whole (backup and box included); one that fits is one code', () => {
    fc.assert(
      fc.property(rejoin, fc.integer({ min: 0, max: 255 }), (r, round) => {
        const codes = unwrap(rejoinCodes(TABLE, round, r));
        for (const c of codes) expect(c.length).toBeLessThanOrEqual(MAX_BYTES);
        const got = scan(qr(codes));
        expect(got).toMatchObject({ done: true });
        const back = unwrap(takeRejoin((got as { parts: string[] }).parts.join('\n'), 'scan', SLUG, readParts));
        const { others: _, ...want } = r;
        expect(back.rejoin).toEqual(want);
        expect(back.message).toMatchObject({ table: TABLE, round });
        // More than one code only when the whole can't be one frame.
        if (codes.length > 1) expect(() => encode(rejoinMessage(TABLE, round, { ...r, others: undefined }))).toThrow();
      }),
      { numRuns: 300 },
    );
  });

  it('the worst case takes two codes; out of turn, twice, another table’s, another rejoin’s or a changed part is refused in words', () => {
    const codes = qr(unwrap(rejoinCodes(TABLE, 4, worst)));
    console.log(`rejoin of twelve 18-character names with backup and box: ${codes.length} codes`);
    expect(codes).toHaveLength(2);
    const [first, second] = codes as [string, string];
    // The second first.
    expect(scan([second])).toBe(PARTS.partFirst('the second code', 2));
    // The first again.
    expect(scan([first, first])).toBe(PARTS.partAgain('the first code', 'the second code'));
    // Another table's second code.
    const other = qr(unwrap(rejoinCodes(TABLE + 1, 4, worst)));
    expect(scan([first, other[1]!])).toBe(REFUSED.otherTable);
    // Another seat's rejoin at this table, or the same made at a later step.
    for (const r of [{ ...worst, seat: 4 }, { ...worst, kept: new Uint8Array(57).fill(6) }]) {
      expect(scan([first, qr(unwrap(rejoinCodes(TABLE, 4, r)))[1]!])).toBe(PARTS.partOther);
    }
    expect(scan([first, qr(unwrap(rejoinCodes(TABLE, 5, worst)))[1]!])).toBe(PARTS.partOther);
    // A byte changed in a frame: the frame's own check refuses it.
    const changed = unwrap(rejoinCodes(TABLE, 4, worst));
    changed[1]![40]! ^= 1;
    expect(scan([first, toQrText(changed[1]!)])).toBe(REFUSED.changed);
    // A share changed and the frame's check made again: the whole's CRC, in every part, refuses it.
    const m = unwrap(decode(unwrap(rejoinCodes(TABLE, 4, worst))[1]!));
    m.payload[30]! ^= 1;
    const forged = toQrText(encode(m));
    const gathered = scan([first, forged]);
    expect(gathered).toMatchObject({ done: true });
    expect(takeRejoin([first, forged].join('\n'), 'scan', SLUG, readParts)).toEqual({ ok: false, error: REFUSED.changed });
    // A part alone is no rejoin; in order, the two are.
    expect(takeRejoin(first, 'scan', SLUG, readParts)).toEqual({ ok: false, error: PARTS.partFirst('the first code', 2) });
    expect(unwrap(takeRejoin(codes.join('\n'), 'scan', SLUG, readParts)).rejoin).toMatchObject({ seat: 3, kept: worst.kept, backup: worst.backup });
    expect(takeRejoin(codes.join('\n'), 'scan', 'empress', readParts)).toEqual({ ok: false, error: REJOIN.otherGame });
    // A game that never makes parts names another game's part as that game's code.
    expect(takeRejoin(first, 'scan', 'empress')).toEqual({ ok: false, error: REJOIN.otherGame });
  });
});
