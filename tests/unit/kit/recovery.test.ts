import { afterEach, describe, expect, it } from 'vitest';
import { backupOf, forgetTable, noteBackup, noteWords, wordsAt } from '~/kit/link/book';
import { decode, encode, MAX_BYTES } from '~/kit/link/codec';
import { BACKUP_BYTES, COMPRESSED_KEY_BYTES, makeKeyPair, publicKeyBytes, randomBytes } from '~/kit/link/crypto';
import { MAX_NAME_BYTES, readSeat, readStart, seatMessage, startMessage } from '~/kit/link/messages';
import { readRejoin, rejoinCode, rejoinGame } from '~/kit/link/rejoin';
import { unwrap } from '~/kit/result';

/*
 * What recovery adds to the codes (kit link/recovery.md): a seat code with its 48-byte
 * backup, a start with the table phone's, a rejoin code with the lost seat's and its own
 * box; each still one QR frame (≤ 300 bytes) in the worst case, and the book that keeps them.
 */

const TABLE = 0x3456789;
const store = new Map<string, string>();
globalThis.localStorage = {
  getItem: (k: string) => store.get(k) ?? null,
  setItem: (k: string, v: string) => void store.set(k, v),
  removeItem: (k: string) => void store.delete(k),
  clear: () => store.clear(),
  key: () => null,
  length: 0,
} as unknown as Storage;
afterEach(() => store.clear());

/** A name of the longest a code takes: MAX_NAME_BYTES of UTF-8 (16 three-byte letters). */
const LONGEST = 'ṽ'.repeat(MAX_NAME_BYTES / 3);
const backup = () => ({ key: Uint8Array.of(2, ...randomBytes(COMPRESSED_KEY_BYTES - 1)), backup: randomBytes(BACKUP_BYTES) });

describe('recovery in the codes, worst cases within one QR frame', () => {
  it('a seat code with the longest name, its key and its backup', async () => {
    const key = await publicKeyBytes(await makeKeyPair());
    const b = randomBytes(BACKUP_BYTES);
    const bytes = encode(seatMessage(TABLE, { name: LONGEST, key, backup: b }));
    console.log(`seat code with backup, longest name: ${bytes.length} B`);
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const seat = unwrap(readSeat(unwrap(decode(bytes))));
    expect(seat).toEqual({ name: LONGEST, key, backup: b });
    // Without a backup, as before.
    expect(unwrap(readSeat(unwrap(decode(encode(seatMessage(TABLE, { name: 'Ben', key })))))).backup).toBeUndefined();
  });

  it('a two-seat start with the longest names, a setup of 40 bytes and the table phone’s backup', () => {
    const b = backup();
    const seats = [{ name: LONGEST, key: new Uint8Array(0) }, { name: LONGEST, key: new Uint8Array(0) }];
    const bytes = encode(startMessage(TABLE, { seats, setup: randomBytes(40), withKeys: false, backup: b }));
    console.log(`start with backup, two longest names, 40-byte setup: ${bytes.length} B`);
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    expect(unwrap(readStart(unwrap(decode(bytes)))).backup).toEqual(b);
  });

  it('a rejoin code carries the lost seat’s backup and own box from the book; one too long for them drops both rather than fail', () => {
    const b = backup();
    noteBackup(TABLE, 'Ben', b);
    const kept = randomBytes(97);
    const r = { game: rejoinGame('empress'), seat: 1, names: [LONGEST, 'Ben'], replay: 0, state: randomBytes(40), kept };
    const bytes = unwrap(rejoinCode(TABLE, 3, r));
    console.log(`rejoin with backup and a 97-byte own box: ${bytes.length} B`);
    expect(bytes.length).toBeLessThanOrEqual(MAX_BYTES);
    const read = unwrap(readRejoin(unwrap(decode(bytes))));
    expect(read.backup).toEqual(b);
    expect(read.kept).toEqual(kept);
    // The other seats' backups this phone keeps ride too, when there is room (no own box here).
    const a = backup();
    noteBackup(TABLE, 'Ana', a);
    const both = unwrap(readRejoin(unwrap(decode(unwrap(rejoinCode(TABLE, 3, { ...r, names: ['Ana', 'Ben'], state: randomBytes(20), kept: undefined }))))));
    expect(both.others).toEqual([{ seat: 0, backup: a }]);
    expect(both.backup).toEqual(b);
    // A long match: no room for the backup and the box; the code goes without (that seat comes back without words).
    const long = unwrap(rejoinCode(TABLE, 3, { ...r, state: randomBytes(150) }));
    const without = unwrap(readRejoin(unwrap(decode(long))));
    expect(without.backup).toBeUndefined();
    expect(without.kept).toBeUndefined();
    // No backup kept for the seat: the own box alone is of no use and stays out.
    const noBackup = unwrap(rejoinCode(TABLE, 3, { ...r, names: ['Cleo', 'Ben'], seat: 0 }));
    expect(unwrap(readRejoin(unwrap(decode(noBackup)))).kept).toBeUndefined();
  });

  it('the book keeps backups by name and this phone’s words, per table, and forgets a table left', () => {
    const b = backup();
    noteBackup(TABLE, 'Ana', b);
    noteWords(TABLE, 'acorn adder amber angel');
    expect(backupOf(TABLE, 'Ana')).toEqual(b);
    expect(backupOf(TABLE, 'Ben')).toBeUndefined();
    expect(backupOf(TABLE + 1, 'Ana')).toBeUndefined();
    expect(wordsAt(TABLE)).toBe('acorn adder amber angel');
    forgetTable(TABLE);
    expect(backupOf(TABLE, 'Ana')).toBeUndefined();
    expect(wordsAt(TABLE)).toBeUndefined();
    // A damaged book reads as empty: nothing thrown.
    store.set(`tablemate-recovery-${TABLE}`, '{"seats":{"Ana":{"key":"zz","backup":"00"}}}');
    expect(backupOf(TABLE, 'Ana')).toBeUndefined();
    store.set(`tablemate-recovery-${TABLE}`, 'not json');
    expect(wordsAt(TABLE)).toBeUndefined();
  });
});
