import { concat, crc32, utf8 } from './bytes';
import { encode, HEADER, KIND, MAX_BYTES, Reader, Writer, type Message, type TableCode } from './codec';
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
function filled(table: TableCode, r: Rejoin) {
  const backup = r.backup ?? backupOf(table, r.names[r.seat]);
  const others = r.others ?? r.names.flatMap((name, seat) => (seat === r.seat ? [] : [{ seat, backup: backupOf(table, name) }])).filter((o): o is { seat: number; backup: Backup } => o.backup !== undefined);
  // An own box is only of use with the key its words bring back.
  return { whole: backup ? { ...r, backup } : { ...r, kept: undefined }, others };
}

const oneFrame = (table: TableCode, round: number, r: Rejoin): Uint8Array | null => {
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
 * frame: that player then comes back without words. `rejoinCodes` loses nothing instead.
 */
export function rejoinCode(table: TableCode, round: number, r: Rejoin): Result<Uint8Array> {
  const { whole, others } = filled(table, r);
  const code = oneFrame(table, round, { ...whole, others }) ?? oneFrame(table, round, { ...whole, others: undefined }) ?? oneFrame(table, round, { ...r, backup: undefined, kept: undefined, others: undefined });
  return code ? ok(code) : fail(REJOIN.tooBig);
}

/*
 * A rejoin too long for one frame (twelve long names, the seat's backup and its box) goes
 * as parts the lost phone scans in turn, each its own frame of the rejoin kind: the table,
 * the step and the CRC of the codec, then the game, the seat, the replay, a names count of
 * 0 (a whole rejoin has two names at least), the part's number and the count (4 bits each),
 * the CRC-32 of the whole payload (binding the parts together), and its share of the payload.
 */
const PART_MARK = 0;
const PART_HEAD = 9;
const MAX_PARTS = 15;
/** A part's share of the whole payload: the frame less the codec's header and check, less the part's own head. */
const PART_ROOM = MAX_BYTES - HEADER - 4 - PART_HEAD;

/**
 * The rejoin code as frames shown in turn: one when everything fits (the others' backups
 * too, where they fit); else the lost seat's backup and box are kept and the code is cut
 * into parts ("code 1 of 2"), the others' backups left out as `rejoinCode` leaves them.
 */
export function rejoinCodes(table: TableCode, round: number, r: Rejoin): Result<Uint8Array[]> {
  const { whole, others } = filled(table, r);
  const one = oneFrame(table, round, { ...whole, others }) ?? oneFrame(table, round, { ...whole, others: undefined });
  if (one) return ok([one]);
  const payload = rejoinMessage(table, round, { ...whole, others: undefined }).payload;
  const count = Math.ceil(payload.length / PART_ROOM);
  if (count > MAX_PARTS) return fail(REJOIN.tooBig);
  const size = Math.ceil(payload.length / count);
  const id = crc32(payload);
  return ok(
    Array.from({ length: count }, (_, i) => {
      const head = Uint8Array.of(r.game, r.seat, r.replay, PART_MARK, ((i + 1) << 4) | count, id >>> 24, (id >>> 16) & 0xff, (id >>> 8) & 0xff, id & 0xff);
      return encode({ kind: KIND.rejoin, table, round, payload: concat(head, payload.subarray(i * size, (i + 1) * size)) });
    }),
  );
}

interface Part {
  message: Message;
  number: number;
  count: number;
  /** What every part of one rejoin shares: game, seat, replay and the whole's CRC. */
  key: string;
  share: Uint8Array;
}

function partOf(m: Message): Part | null {
  const p = m.payload;
  if (p.length <= PART_HEAD || p[3] !== PART_MARK) return null;
  const number = p[4]! >> 4;
  const count = p[4]! & 15;
  if (count < 2 || number < 1 || number > count) return null;
  return { message: m, number, count, key: `${m.table}.${m.round}.${Array.from(p.subarray(0, 3)).join('.')}.${Array.from(p.subarray(5, PART_HEAD)).join('.')}`, share: p.subarray(PART_HEAD) };
}

const ORDINAL = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth', 'eleventh', 'twelfth', 'thirteenth', 'fourteenth', 'fifteenth'];
/** "the second code": which of a rejoin's codes, in a player's words. */
export const nthCode = (n: number): string => `the ${ORDINAL[n - 1] ?? `number ${n}`} code`;

const readRejoinCode = (text: string, via: Via): Result<Message> => (text.includes(JOIN_HASH) ? fail(REJOIN.tableCode) : readCode(text, via, { kinds: [KIND.rejoin], wrongKind: () => REJOIN.notRejoin }));

/** The parts scanned so far on the lost phone (QR texts, in order) and how many the rejoin has; `done` once all are in. */
export interface Gathered {
  parts: string[];
  count: number;
  done: boolean;
}

/**
 * A code scanned on "Rejoin a table", given those scanned before: any code but a part is
 * done at once (the game takes it or refuses it in words); a part is taken only as the next one of the same rejoin, else refused in
 * words (scanned again, out of turn, another table's or another rejoin's, changed). The
 * parts, once all in, go to `takeRejoin` as one text (a line each).
 */
export function gatherRejoin(earlier: string[], text: string, via: Via): Result<Gathered> {
  const read = readRejoinCode(text, via);
  const part = read.ok ? partOf(read.value) : null;
  // Anything but a part goes to the game as it is, which takes it or says why not.
  if (!part) return earlier.length && !read.ok ? read : ok({ parts: [text], count: 1, done: true });
  const first = earlier.length ? readRejoinCode(earlier[0]!, via) : null;
  const was = first?.ok ? partOf(first.value) : null;
  if (!was) {
    if (part.number !== 1) return fail(REJOIN.partFirst(nthCode(part.number), part.count));
    return ok({ parts: [text], count: part.count, done: false });
  }
  if (part.message.table !== was.message.table) return fail(REFUSED.otherTable);
  if (part.key !== was.key || part.count !== was.count) return fail(REJOIN.partOther);
  if (part.number <= earlier.length) return fail(REJOIN.partAgain(nthCode(part.number), nthCode(earlier.length + 1)));
  if (part.number > earlier.length + 1) return fail(REJOIN.partFirst(nthCode(part.number), part.count, nthCode(earlier.length + 1)));
  const parts = [...earlier, text];
  return ok({ parts, count: part.count, done: parts.length === part.count });
}

/** The whole rejoin message from its parts' texts (a line each, in order), checked against the CRC every part carries. */
function wholeOf(texts: string[], via: Via): Result<Message> {
  const parts: Part[] = [];
  for (const text of texts) {
    const read = readRejoinCode(text, via);
    if (!read.ok) return read;
    const part = partOf(read.value);
    if (!part || part.number !== parts.length + 1 || part.count !== texts.length || (parts[0] && part.key !== parts[0].key)) return fail(REJOIN.partOther);
    parts.push(part);
  }
  const p = parts[0]!;
  const payload = concat(...parts.map((x) => x.share));
  const id = p.message.payload.subarray(5, PART_HEAD);
  if (crc32(payload) !== ((id[0]! << 24) | (id[1]! << 16) | (id[2]! << 8) | id[3]!) >>> 0) return fail(REFUSED.changed);
  return ok({ ...p.message, payload });
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

/**
 * A code scanned on a phone with no table (its first screen, "Rejoin a table"): a rejoin
 * code of this game (or its parts, a line each, as `gatherRejoin` took them), or why not
 * in a player's words. There is nothing to check it against
 * but itself: the table, the seat and the round come from the code.
 */
export function takeRejoin(text: string, via: Via, slug: string): Result<{ message: Message; rejoin: Rejoin }> {
  const lines = text.trim().split('\n');
  const read = lines.length > 1 ? wholeOf(lines, via) : readRejoinCode(text, via);
  if (!read.ok) return read;
  const part = partOf(read.value);
  if (part) return fail(REJOIN.partFirst(nthCode(part.number), part.count));
  const r = readRejoin(read.value);
  if (!r.ok) return r;
  if (r.value.game !== rejoinGame(slug)) return fail(REJOIN.otherGame);
  return ok({ message: read.value, rejoin: r.value });
}

export { REJOIN } from './words';
export { rejoinRefusal } from './read';
