import { concat } from './bytes';
import { KIND, Reader, Writer, headerOf, type Message, type TableCode } from './codec';
import { BACKUP_BYTES, COMPRESSED_KEY_BYTES, PUBLIC_KEY_BYTES, SALT_BYTES, SEAL_BYTES, boxFor, checkSeal, openBox, seal, type Seal } from './crypto';
import { REFUSED } from './words';
import { fail, type Result } from '../result';

/**
 * The messages every game's own-phone mode is made of. A game adds its own bytes inside
 * (`value` of a seal, `setup` of a start), never its own framing.
 */

export const MAX_NAME_BYTES = 48;

/* seat: a player's phone → the table phone */

export interface Seat {
  name: string;
  /** Raw P-256 public key (65 bytes): secrets for this player are encrypted to it. */
  key: Uint8Array;
  /** The seat key's backup under its player's four words (table/phrase.ts, 48 bytes), when the phone dealt them. */
  backup?: Uint8Array;
}

export const seatMessage = (table: TableCode, seat: Seat): Message => ({
  kind: KIND.seat,
  table,
  round: 0,
  payload: new Writer().text(seat.name).bytes(seat.key).bytes(seat.backup ?? new Uint8Array(0)).done(),
});

export function readSeat(m: Message): Result<Seat> {
  const r = new Reader(m.payload);
  const name = r.text();
  const key = r.bytes(PUBLIC_KEY_BYTES);
  const backup = r.left() === BACKUP_BYTES ? r.bytes(BACKUP_BYTES) : undefined;
  if (key[0] !== 4 || name.trim() === '') return fail(REFUSED.changed);
  return r.end(backup ? { name, key, backup } : { name, key });
}

/* start: the table phone → every phone: the seats in order (names and keys) and the game's setup */

export interface Start {
  seats: Seat[];
  /** The game's own setup bytes (rounds, vetoes …). */
  setup: Uint8Array;
  /** Whether the keys travel: a game that encrypts nothing to players (Empty Rivalry) leaves them out to keep the code small. */
  withKeys: boolean;
  /** The table phone's own seat key and its backup (recovery.md), for the phones that join: a lost table phone comes back from any of them. */
  backup?: Backup;
}

/** A seat's public key (33 bytes, compressed) and its key's backup under its player's words (48): what the other phones keep. */
export interface Backup {
  key: Uint8Array;
  backup: Uint8Array;
}
export const BACKUP_FIELD_BYTES = COMPRESSED_KEY_BYTES + BACKUP_BYTES;
export const writeBackup = (w: Writer, b: Backup | undefined): Writer => (b ? w.bytes(b.key).bytes(b.backup) : w);
/** A backup at the end of a payload, if the code carries one. */
export function readBackup(r: Reader): Backup | undefined {
  if (r.left() !== BACKUP_FIELD_BYTES) return undefined;
  return { key: r.bytes(COMPRESSED_KEY_BYTES), backup: r.bytes(BACKUP_BYTES) };
}

export function startMessage(table: TableCode, start: Start): Message {
  const w = new Writer().byte(start.withKeys ? 1 : 0).byte(start.seats.length);
  for (const s of start.seats) {
    w.text(s.name);
    if (start.withKeys) w.bytes(s.key);
  }
  return { kind: KIND.start, table, round: 0, payload: writeBackup(w.byte(start.setup.length).bytes(start.setup), start.backup).done() };
}

export function readStart(m: Message): Result<Start> {
  const r = new Reader(m.payload);
  const withKeys = r.byte() === 1;
  const n = r.byte();
  const seats: Seat[] = [];
  for (let i = 0; i < n && r.ok; i++) {
    const name = r.text();
    seats.push({ name, key: withKeys ? r.bytes(PUBLIC_KEY_BYTES) : new Uint8Array(0) });
  }
  const setup = r.bytes(r.byte());
  const backup = readBackup(r);
  if (n < 1) return fail(REFUSED.changed);
  return r.end(backup ? { seats, setup, withKeys, backup } : { seats, setup, withKeys });
}

/* seal and reveal: a value committed now, shown later */

/** What a seal binds to besides its value: the table, the round, the seat that sealed it. */
export const sealContext = (table: TableCode, round: number, seat: number): Uint8Array =>
  concat(headerOf({ kind: KIND.reveal, table, round }), Uint8Array.of(seat));

export interface SealNote {
  seat: number;
  digest: Uint8Array;
  /** Public words that go with the seal (Empty Rivalry: the Attacker's decision). */
  said: Uint8Array;
}

export const sealMessage = (table: TableCode, round: number, note: SealNote): Message => ({
  kind: KIND.seal,
  table,
  round,
  payload: new Writer().byte(note.seat).bytes(note.digest).byte(note.said.length).bytes(note.said).done(),
});

export function readSeal(m: Message): Result<SealNote> {
  const r = new Reader(m.payload);
  const seat = r.byte();
  const digest = r.bytes(SEAL_BYTES);
  const said = r.bytes(r.byte());
  return r.end({ seat, digest, said });
}

export interface Revealed {
  seat: number;
  value: Uint8Array;
  salt: Uint8Array;
}

/** Seals `value` for `seat` in this round: keep the salt (and value) until the reveal. */
export const sealFor = (table: TableCode, round: number, seat: number, value: Uint8Array, salt?: Uint8Array): Promise<Seal> =>
  seal(sealContext(table, round, seat), value, salt);

export const revealMessage = (table: TableCode, round: number, r: Revealed): Message => ({
  kind: KIND.reveal,
  table,
  round,
  payload: new Writer().byte(r.seat).byte(r.value.length).bytes(r.value).bytes(r.salt).done(),
});

export function readReveal(m: Message): Result<Revealed> {
  const r = new Reader(m.payload);
  const seat = r.byte();
  const value = r.bytes(r.byte());
  const salt = r.bytes(SALT_BYTES);
  return r.end({ seat, value, salt });
}

/** A reveal checked against the seal this phone kept: a changed die or note is refused in words. */
export async function checkReveal(m: Message, kept: Uint8Array): Promise<Result<Revealed>> {
  const r = readReveal(m);
  if (!r.ok) return r;
  const good = await checkSeal(sealContext(m.table, m.round, r.value.seat), r.value.value, r.value.salt, kept);
  return good ? r : fail(REFUSED.sealBroken);
}

/* box: secrets encrypted to players' keys (a deal: one slot per seat; a swap: one slot) */

/** A box message: slot i opens only with `keys[i]`'s private key, only in this table and round. */
export async function boxMessage(table: TableCode, round: number, keys: Uint8Array[], secrets: Uint8Array[], kind: number = KIND.box): Promise<Message> {
  const header = headerOf({ kind, table, round });
  return { kind, table, round, payload: await boxFor(keys, secrets, header) };
}

export function openBoxMessage(pair: CryptoKeyPair, m: Message, slot: number): Promise<Result<Uint8Array>> {
  return openBox(pair, m.payload, headerOf(m), slot);
}

