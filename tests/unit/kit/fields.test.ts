/**
 * The kit's encoding of a move's arguments from its declaration (kit/link/fields.ts): every
 * declared move of every game round-trips at any table size, fits far inside a QR frame,
 * and a changed or cut code is refused in the kit's words, never misread.
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Arg, Args } from '~/kit/game';
import { games } from '~/kit/games';
import { decodeArgs, encodeArgs, maxBytes, type Table } from '~/kit/link/fields';
import { SALT_BYTES } from '~/kit/link/crypto';
import { REFUSED } from '~/kit/link/words';

/** Any value an argument allows. */
function valueOf(a: Arg, table: Table): fc.Arbitrary<unknown> {
  switch (a.t) {
    case 'int':
      return fc.integer({ min: a.min, max: a.max });
    case 'seat':
      return fc.integer({ min: 0, max: table.seats - 1 });
    case 'bool':
      return fc.boolean();
    case 'one':
      return fc.constantFrom(...a.of);
    case 'text':
      return fc.string({ unit: 'grapheme', maxLength: a.max }).filter((s) => new TextEncoder().encode(s).length <= a.max);
    case 'bytes':
      return fc.uint8Array({ minLength: a.length, maxLength: a.length });
    case 'list':
      return fc.array(valueOf(a.of, table), { maxLength: a.max });
    case 'opt':
      return fc.option(valueOf(a.of, table), { nil: null });
    case 'rec':
      return valuesOf(a.fields, table);
  }
}
const valuesOf = (args: Args, table: Table): fc.Arbitrary<Record<string, unknown>> =>
  fc.record(Object.fromEntries(Object.entries(args).map(([k, a]) => [k, valueOf(a, table)])));

/** A sample of every kind of argument, nested. */
const EVERY_KIND = {
  n: { t: 'int', min: -3, max: 40 },
  one: { t: 'int', min: 5, max: 5 },
  who: { t: 'seat' },
  yes: { t: 'bool' },
  card: { t: 'one', of: ['empress', 'assassin', 'citizen'] },
  name: { t: 'text', max: 14 },
  salt: { t: 'bytes', length: 12 },
  picks: { t: 'list', of: { t: 'rec', fields: { player: { t: 'seat' }, position: { t: 'int', min: 0, max: 2 } } }, max: 3 },
  maybe: { t: 'opt', of: { t: 'one', of: ['call-out', 'retreat'] } },
} as const satisfies Args;

const declared = games.flatMap((g) => Object.entries(g.moves).flatMap(([name, m]) => (m.args ? [[`${g.slug} ${name}`, m.args] as const] : [])));

describe('a move’s arguments, from its declaration', () => {
  it('every declared move of every game round-trips at every table size, in at most its worst case', () => {
    expect(declared.length).toBeGreaterThan(0);
    for (const [name, args] of declared) {
      fc.assert(
        fc.property(
          fc.integer({ min: 2, max: 12 }).chain((seats) => fc.tuple(fc.constant({ seats }), valuesOf(args, { seats }))),
          ([table, value]) => {
            const bytes = encodeArgs(args, value as never, table);
            expect(bytes.length, name).toBeLessThanOrEqual(maxBytes(args, table));
            expect(decodeArgs(args, bytes, table), name).toEqual({ ok: true, value });
          },
        ),
        { numRuns: 60 },
      );
    }
  });

  it('every kind of argument round-trips', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 12 }).chain((seats) => fc.tuple(fc.constant({ seats }), valuesOf(EVERY_KIND, { seats }))),
        ([table, value]) => {
          expect(decodeArgs(EVERY_KIND, encodeArgs(EVERY_KIND, value as never, table), table)).toEqual({ ok: true, value });
        },
      ),
      { numRuns: 300 },
    );
  });

  it('packs bits, not bytes: a Reveal of the Emperor (seat, card, kind, salt) takes 13 bytes at 7 players', () => {
    const reveal = games.find((g) => g.slug === 'emperor')!.moves.revealCard!.args!;
    const bytes = encodeArgs(reveal, { card: { player: 6, position: 2 }, kind: 'rebel', salt: new Uint8Array(12).fill(7) } as never, { seats: 7 });
    // 3 bits of seat, 2 of position, 2 of kind, 96 of salt: 103 bits.
    expect(bytes.length).toBe(13);
    // The salt declared is the one the kit's seals use.
    expect(reveal.salt).toEqual({ t: 'bytes', length: SALT_BYTES });
    expect(maxBytes({ yes: { t: 'bool' } }, { seats: 2 })).toBe(1);
  });

  it('a code cut short, one with bytes left over, or with a value past its declaration is refused in words', () => {
    fc.assert(
      fc.property(valuesOf(EVERY_KIND, { seats: 7 }), fc.nat(), (value, cut) => {
        const table = { seats: 7 };
        const bytes = encodeArgs(EVERY_KIND, value as never, table);
        const short = bytes.slice(0, cut % bytes.length);
        expect(decodeArgs(EVERY_KIND, short, table)).toEqual({ ok: false, error: REFUSED.changed });
        expect(decodeArgs(EVERY_KIND, Uint8Array.of(...bytes, 0), table)).toEqual({ ok: false, error: REFUSED.changed });
      }),
      { numRuns: 200 },
    );
    // 3 bits read as seat 7 at a table of 7 (seats 0..6), a choice past the list, an int over its max.
    expect(decodeArgs({ who: { t: 'seat' } }, Uint8Array.of(0b1110_0000), { seats: 7 }).ok).toBe(false);
    expect(decodeArgs({ card: { t: 'one', of: ['a', 'b', 'c'] } }, Uint8Array.of(0b1100_0000), { seats: 2 }).ok).toBe(false);
    expect(decodeArgs({ n: { t: 'int', min: 0, max: 4 } }, Uint8Array.of(0b1110_0000), { seats: 2 }).ok).toBe(false);
    // Padding that isn't zero: a changed bit where no value lies.
    expect(decodeArgs({ yes: { t: 'bool' } }, Uint8Array.of(0b1000_0001), { seats: 2 }).ok).toBe(false);
  });

  it('a changed byte is never read as another value of the same size silently past its range', () => {
    fc.assert(
      fc.property(valuesOf(EVERY_KIND, { seats: 5 }), fc.nat(), fc.integer({ min: 1, max: 255 }), (value, at, flip) => {
        const table = { seats: 5 };
        const bytes = encodeArgs(EVERY_KIND, value as never, table);
        const changed = bytes.slice();
        changed[at % changed.length]! ^= flip;
        const read = decodeArgs(EVERY_KIND, changed, table);
        // Either refused, or a value the declaration allows (a frame's CRC and the sealed or boxed bytes catch the rest).
        if (read.ok) expect(decodeArgs(EVERY_KIND, encodeArgs(EVERY_KIND, read.value as never, table), table)).toEqual(read);
        else expect(read.error).toBe(REFUSED.changed);
      }),
      { numRuns: 300 },
    );
  });

  it('refuses to encode what its declaration does not allow (a programmer’s error)', () => {
    const small: Args = { n: { t: 'int', min: 0, max: 2 } };
    const choice: Args = { c: { t: 'one', of: ['a', 'b'] } };
    expect(() => encodeArgs(small, { n: 3 } as never, { seats: 2 })).toThrow(/not in 0..2/);
    expect(() => encodeArgs(choice, { c: 'z' } as never, { seats: 2 })).toThrow(/none of/);
    expect(() => encodeArgs({ n: { t: 'bool' } }, { n: true, extra: 1 } as never, { seats: 2 })).toThrow(/undeclared extra/);
  });
});
