import { fail, ok, type Result } from '../../result';
import { concat, toHex } from '../bytes';
import { SALT_BYTES } from '../crypto';
import { REFUSED } from '../words';
import type { Declared, Entry } from './declared';
import { keep, unkeep } from './kept';
import { entriesBytes, openCode, readEntries, sealMoves, type Table } from './messages';

/*
 * A seat's sealed moves on its own phone: sealed (the digest the other phones get), and
 * kept encrypted to this phone's own key with their salt (kept.ts), so neither the
 * player nor anyone reading the phone's storage sees them before they are opened.
 */

const about = (d: Declared, table: Table, step: number, seat: number) =>
  Uint8Array.of(d.digest, table.code >>> 24, (table.code >>> 16) & 0xff, (table.code >>> 8) & 0xff, table.code & 0xff, step, seat);

export interface Kept {
  /** The seal's digest, hex: what the commit carries and its words are read from. */
  digest: string;
  /** The moves and the salt, boxed to this phone's own key, hex. */
  kept: string;
}

export async function keepSealed(d: Declared, table: Table, step: number, seat: number, entries: readonly Entry[], pair: CryptoKeyPair): Promise<Kept> {
  const sealed = await sealMoves(d, table, step, seat, entries);
  const bytes = concat(sealed.salt, entriesBytes(d, table, entries, 'sealed'));
  return { digest: toHex(sealed.digest), kept: await keep(pair, bytes, about(d, table, step, seat)) };
}

/** This phone's own sealed moves back, with the code that opens them to the other phones. */
export async function openKept(d: Declared, table: Table, step: number, seat: number, kept: Kept, pair: CryptoKeyPair): Promise<Result<{ entries: Entry[]; code: Uint8Array }>> {
  const bytes = await unkeep(pair, kept.kept, about(d, table, step, seat));
  if (!bytes.ok) return bytes;
  const salt = bytes.value.slice(0, SALT_BYTES);
  const entries = readEntries(d, table, bytes.value.subarray(SALT_BYTES), 'sealed');
  if (!entries.ok) return fail(REFUSED.changed);
  const resealed = await sealMoves(d, table, step, seat, entries.value, salt);
  if (toHex(resealed.digest) !== kept.digest) return fail(REFUSED.changed);
  return ok({ entries: entries.value, code: openCode(d, table, step, seat, entries.value, salt) });
}
