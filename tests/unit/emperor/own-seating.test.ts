import { beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { fromHex, toHex } from '~/kit/link/bytes';
import { encode, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import * as own from '~/games/emperor/own';
import { TABLE, unwrap, type Phone } from './own-table';

/*
 * The seating on the table phone (own-host.ts `seating`, `reseat`; kit seating.ts): seat
 * codes scanned in any order, the seating then set by any moves; the start code carries
 * that order and every phone finds its own seat in it by its key.
 */

const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];
const phones: Phone[] = [];
const seatCodes: string[] = [];

beforeAll(async () => {
  for (const name of NAMES) {
    const pair = await makeKeyPair();
    const raw = await publicKeyBytes(pair);
    phones.push({ s: unwrap(own.joinTable(TABLE, name)), keys: { pair, raw } });
    seatCodes.push(toQrText(encode(seatMessage(TABLE, { name, key: raw }))));
  }
});

describe('the Emperor’s seating on the table phone', () => {
  it('any scan order and any moves: the start carries the seating set, and every phone finds its own seat by key', async () => {
    const table = fc.integer({ min: 5, max: 7 }).chain((n) =>
      fc.record({
        // Ana's phone opened the table: her seat is scanned first, the others in any order.
        order: fc.shuffledSubarray(NAMES.slice(1, n), { minLength: n - 1, maxLength: n - 1 }),
        moves: fc.array(fc.tuple(fc.integer({ min: -1, max: n }), fc.integer({ min: -1, max: n })), { maxLength: 12 }),
        n: fc.constant(n),
      }),
    );
    await fc.assert(
      fc.asyncProperty(table, async ({ order, moves, n }) => {
        let t = own.openTable(TABLE);
        for (const name of ['Ana', ...order]) t = unwrap(await own.take(t, seatCodes[NAMES.indexOf(name)]!, 'scan', null));
        expect(t.seats.map((s) => s.name)).toEqual(['Ana', ...order]);
        // No move before the host opens the seating, and no seat scanned while it is open.
        expect(own.reseat(t, 1, 2).ok).toBe(false);
        t = unwrap(own.seating(t, true));
        expect((await own.take(t, seatCodes[0]!, 'scan', null)).ok).toBe(false);
        let want = ['Ana', ...order];
        for (const [from, to] of moves) {
          t = unwrap(own.reseat(t, from, to));
          const moved = want[from];
          if (moved !== undefined && from >= 1) {
            want = want.filter((x) => x !== moved);
            want.splice(Math.min(Math.max(to, 1), n - 1), 0, moved);
          }
          expect(t.seats.map((s) => s.name)).toEqual(want);
        }
        t = unwrap(own.start(t));
        expect(t.seating).toBe(false);
        const startText = toQrText(fromHex(t.show!.code));
        for (const name of want) {
          const p = phones[NAMES.indexOf(name)]!;
          const seated = unwrap(await own.take(p.s, startText, 'scan', p.keys));
          expect(seated.me).toBe(want.indexOf(name));
          expect(seated.seats.map((s) => s.name)).toEqual(want);
          expect(seated.seats[seated.me!]!.key).toBe(toHex(p.keys.raw));
        }
        // A phone the table phone never scanned finds no seat in it.
        for (const name of NAMES.slice(n)) {
          const p = phones[NAMES.indexOf(name)]!;
          expect((await own.take(p.s, startText, 'scan', p.keys)).ok).toBe(false);
        }
      }),
      { numRuns: 40 },
    );
  });

  it('the seating opens only with five players or more, and closes to scan another phone', async () => {
    let t = own.openTable(TABLE);
    for (const i of [0, 3, 1, 2]) t = unwrap(await own.take(t, seatCodes[i]!, 'scan', null));
    expect(own.seating(t, true)).toEqual({ ok: false, error: own.OWN.tooFew(4) });
    t = unwrap(await own.take(t, seatCodes[6]!, 'scan', null));
    t = unwrap(own.seating(t, true));
    t = unwrap(own.seating(t, false));
    t = unwrap(await own.take(t, seatCodes[5]!, 'scan', null));
    expect(t.seats.map((s) => s.name)).toEqual(['Ana', 'Dan', 'Ben', 'Cleo', 'Gus', 'Finn']);
  });
});
