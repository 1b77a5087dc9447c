import { crc32, utf8 } from './bytes';
import { encode, KIND, Reader, Writer, type Message, type TableCode } from './codec';
import { readCode, type Via } from './read';
import { JOIN_HASH } from './join';
import { REFUSED, REJOIN } from './words';
import { backupOf } from './book';
import { writeBackup, type Backup } from './messages';
import { BACKUP_BYTES, COMPRESSED_KEY_BYTES } from './crypto';
import { fail, ok, type Result } from '../result';

/**
 * Bringing back a phone that lost its storage (cleared, a private tab closed, another
 * browser): the phone still at the table shows a rejoin code holding the table, the lost
 * phone's seat, both names and the public state that seat needs (the game's `state`
 * bytes); the lost phone scans it on its first screen and is back at its seat. What the
 * lost phone held that was not yet revealed (its key, salts, sealed values) can't come
 * back: each game says what the table does about it (ER-6, EP-6) and the phone still at
 * the table says so on its screen. A phone that only reloaded, locked or died keeps its
 * storage and needs none of this.
 */

/**
 * Which game a rejoin code is for: the top byte of CRC-32 over the game’s slug, so the kit names
 * no game (tests/unit/kit/table.test.ts holds every game's byte apart from the others').
 */
export const rejoinGame = (slug: string): number => crc32(utf8(slug)) >>> 24;

export interface Rejoin {
  /** `rejoinGame(slug)`. */
  game: number;
  /** The seat the lost phone takes back. */
  seat: number;
  /** Every seat's name, in seat order. */
  names: string[];
  /** The round (or play) in progress that is played again from its start, or 0 when none is. */
  replay: number;
  /** The game's public state for that seat. */
  state: Uint8Array;
  /** The seat's key backup (recovery.md): its player's four words bring the key, and what was boxed to it, back. */
  backup?: Backup;
  /** The seat's own box of the round in progress (its sealed moves, table/sealed.ts), as it rode in the seat's commit. */
  kept?: Uint8Array;
  /** The other seats' backups the phone showing the code keeps, by seat: the phone brought back can bring back any of them later. */
  others?: { seat: number; backup: Backup }[];
}

/** What follows the state: a byte of flags, then the backup and the own box (its length, then its bytes) when flagged. */
const HAS_BACKUP = 1;
const HAS_KEPT = 2;
const HAS_OTHERS = 4;

function tail(w: Writer, r: Rejoin): Writer {
  const others = r.others ?? [];
  if (!r.backup && !r.kept && !others.length) return w;
  writeBackup(w.byte((r.backup ? HAS_BACKUP : 0) | (r.kept ? HAS_KEPT : 0) | (others.length ? HAS_OTHERS : 0)), r.backup);
  if (r.kept) w.byte(r.kept.length).bytes(r.kept);
  if (others.length) w.byte(others.length);
  for (const o of others) writeBackup(w.byte(o.seat), o.backup);
  return w;
}

export function rejoinMessage(table: TableCode, round: number, r: Rejoin): Message {
  const w = new Writer().byte(r.game).byte(r.seat).byte(r.replay).byte(r.names.length);
  for (const name of r.names) w.text(name);
  return { kind: KIND.rejoin, table, round, payload: tail(w.byte(r.state.length >> 8).byte(r.state.length & 0xff).bytes(r.state), r).done() };
}

/** The lost seat's backup this phone kept, and the others' (rejoin.ts `Rejoin`), filled in from the book. */
export function filled(table: TableCode, r: Rejoin) {
  const backup = r.backup ?? backupOf(table, r.names[r.seat]);
  const others = r.others ?? r.names.flatMap((name, seat) => (seat === r.seat ? [] : [{ seat, backup: backupOf(table, name) }])).filter((o): o is { seat: number; backup: Backup } => o.backup !== undefined);
  // An own box is only of use with the key its words bring back.
  return { whole: backup ? { ...r, backup } : { ...r, kept: undefined }, others };
}

export const oneFrame = (table: TableCode, round: number, r: Rejoin): Uint8Array | null => {
  try {
    return encode(rejoinMessage(table, round, r));
  } catch {
    return null;
  }
};

/**
 * The rejoin code's bytes in one frame, or why it can't be made in words (a match too long
 * for one QR frame). It carries the lost seat's backup when this phone kept one (book.ts),
 * with its own box, and the other seats' backups (the phone brought back keeps them, to bring
 * back another later); the others, then the lost seat's, are left out when they don't fit one
 * frame: that player then comes back without words. `rejoinCodes` (rejoin-parts.ts) loses nothing instead.
 */
export function rejoinCode(table: TableCode, round: number, r: Rejoin): Result<Uint8Array> {
  const { whole, others } = filled(table, r);
  const code = oneFrame(table, round, { ...whole, others }) ?? oneFrame(table, round, { ...whole, others: undefined }) ?? oneFrame(table, round, { ...r, backup: undefined, kept: undefined, others: undefined });
  return code ? ok(code) : fail(REJOIN.tooBig);
}

export function readRejoin(m: Message): Result<Rejoin> {
  const r = new Reader(m.payload);
  const game = r.byte();
  const seat = r.byte();
  const replay = r.byte();
  const names = Array.from({ length: r.byte() }, () => r.text());
  const state = r.bytes((r.byte() << 8) | r.byte());
  const flags = r.left() ? r.byte() : 0;
  const backup = flags & HAS_BACKUP ? { key: r.bytes(COMPRESSED_KEY_BYTES), backup: r.bytes(BACKUP_BYTES) } : undefined;
  const kept = flags & HAS_KEPT ? r.bytes(r.byte()) : undefined;
  const others = flags & HAS_OTHERS ? Array.from({ length: r.byte() }, () => ({ seat: r.byte(), backup: { key: r.bytes(COMPRESSED_KEY_BYTES), backup: r.bytes(BACKUP_BYTES) } })) : undefined;
  if (names.length < 2 || seat >= names.length || flags > 7 || others?.some((o) => o.seat >= names.length || o.seat === seat)) return fail(REFUSED.changed);
  return r.end({ game, seat, names, replay, state, ...(backup && { backup }), ...(kept && { kept }), ...(others && { others }) });
}

export const readRejoinCode = (text: string, via: Via): Result<Message> => (text.includes(JOIN_HASH) ? fail(REJOIN.tableCode) : readCode(text, via, { kinds: [KIND.rejoin], wrongKind: () => REJOIN.notRejoin }));

/**
 * A code scanned on a phone with no table (its first screen, "Rejoin a table"): a rejoin
 * code of this game, or why not in a player's words. There is nothing to check it against
 * but itself: the table, the seat and the round come from the code. A game whose rejoin
 * can take more than one frame reads its parts with rejoin-parts.ts `readParts`.
 */
export function takeRejoin(text: string, via: Via, slug: string, read: (text: string, via: Via) => Result<Message> = readRejoinCode): Result<{ message: Message; rejoin: Rejoin }> {
  const code = read(text.trim(), via);
  if (!code.ok) return code;
  // Another game's code (a part of one too) is named as such before its payload is read.
  if (code.value.payload[0] !== rejoinGame(slug)) return fail(REJOIN.otherGame);
  const r = readRejoin(code.value);
  if (!r.ok) return r;
  return ok({ message: code.value, rejoin: r.value });
}

export { REJOIN } from './words';
export { rejoinRefusal } from './read';
