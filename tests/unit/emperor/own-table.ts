import { expect } from 'vitest';
import { fromHex } from '~/kit/link/bytes';
import { encode, MAX_BYTES, toQrText } from '~/kit/link/codec';
import { makeKeyPair, publicKeyBytes } from '~/kit/link/crypto';
import { seatMessage } from '~/kit/link/messages';
import { seededRng } from '~/kit/seeded';
import { setupWithCards } from '~/games/emperor/cards';
import * as own from '~/games/emperor/own';
import type { OwnState } from '~/games/emperor/own-state';
import type { TableState } from '~/games/emperor/state';
import { throughQr } from '../kit/qr-image';
import { seededBytes, unwrapped as unwrap } from './own-words';

/* A table of the Emperor's own phones for the unit tests: joined, started and dealt by own.ts. */

export const TABLE = 0x2bcd123;
export const OTHER_TABLE = 0x1111111;

export { seededBytes, unwrapped as unwrap } from './own-words';

/** Bytes of each kind of code, as shown. */
export const sizes: Record<string, number> = {};
export function code(s: OwnState): string {
  const bytes = fromHex(s.show!.code);
  expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
  sizes[s.show!.what] = Math.max(sizes[s.show!.what] ?? 0, bytes.length);
  return toQrText(bytes);
}
/** The code on one phone's screen, read by another's camera. */
export const photo = async (s: OwnState, viaQr: boolean): Promise<string> => (viaQr ? throughQr(code(s)) : code(s));

export interface Phone {
  s: OwnState;
  keys: own.Keys;
}

export interface Table {
  table: OwnState;
  phones: Phone[];
  /** The same deal made by the engine on one phone: the truth the phones must agree with. */
  truth: TableState;
}

export const NAMES = ['Ana', 'Ben', 'Cleo', 'Dan', 'Eve', 'Finn', 'Gus'];

export async function sit(names: string[], seed: number, viaQr = true): Promise<Table> {
  let table = own.openTable(TABLE);
  const phones: Phone[] = [];
  for (const name of names) {
    const pair = await makeKeyPair();
    const raw = await publicKeyBytes(pair);
    phones.push({ s: unwrap(own.joinTable(TABLE, name)), keys: { pair, raw } });
    const seat = encode(seatMessage(TABLE, { name, key: raw }));
    sizes.seat = Math.max(sizes.seat ?? 0, seat.length);
    const text = toQrText(seat);
    table = unwrap(await own.take(table, viaQr ? await throughQr(text) : text, 'scan', null));
  }
  table = unwrap(own.start(table));
  const startText = await photo(table, viaQr);
  for (const p of phones) p.s = unwrap(await own.take(p.s, startText, 'scan', p.keys));
  phones.forEach((p, i) => expect(p.s.me).toBe(i));
  const opts = { emperorWinsAfterRounds: null, nonce: 'n1' };
  table = unwrap(await own.deal(table, { ...opts, rng: seededRng(seed), random: seededBytes(seed) }));
  const truth = unwrap(setupWithCards({ names, emperorWinsAfterRounds: null }, seededRng(seed), 'n1'));
  const dealText = await photo(table, viaQr);
  for (const p of phones) p.s = unwrap(await own.take(p.s, dealText, 'scan', p.keys));
  table = unwrap(own.dismiss(table));
  expect(table.show).toBeNull();
  return { table, phones, truth };
}


