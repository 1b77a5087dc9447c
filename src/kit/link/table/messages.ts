import type { MoveTravel } from '../../game';
import { fail, ok, type Result } from '../../result';
import { concat } from '../bytes';
import { codeBytes, decode, encode, headerOf, Writer, type Message, type TableCode } from '../codec';
import { boxFor, checkSeal, openBox, SALT_BYTES, seal, SEAL_BYTES, type Seal } from '../crypto';
import { decodeMoves, encodeMoves } from '../fields';
import { sealContext } from '../messages';
import type { Via } from '../read';
import { REFUSED } from '../words';
import { TABLE_REFUSED } from './words';
import type { Declared, Entry } from './declared';

/*
 * The messages of a table of phones, derived from the game's declared moves
 * (declared.ts): every one is `digest · seat · …` inside the codec's frame (kind, table,
 * step, CRC), and its moves one bit stream (fields.ts `encodeMoves`: a count, then each
 * move's index and its arguments, packed from its declaration). Which message carries which move
 * follows its `travel`:
 * - `move` (public): the arguments in the clear;
 * - `commit`: a seat's sealed moves, as a 16-byte digest (with the public moves said with it);
 * - `open`: those sealed moves' arguments and salt, checked against the commit;
 * - `boxed`: a private move's arguments encrypted to one seat's key.
 */

/** Who the table is: its code, and how many seats a `seat` argument can name. */
export interface Table {
  code: TableCode;
  seats: number;
}

/** The kinds of message the transport adds to the codec's (numbers are forever, after `KIND`'s). */
export const TABLE_KIND = {
  /** Public moves. */
  move: 9,
  /** A seat's sealed moves committed: their digest, with any public moves said with it. */
  commit: 10,
  /** A seat's sealed moves opened: their arguments and salt, checked against the commit. */
  open: 11,
  /** Private moves encrypted to one seat's key. */
  boxed: 12,
} as const;

/** A seat's moves as bytes: refused (thrown) for a move or argument the declarations don't allow: a programmer's error. */
export function entriesBytes(d: Declared, table: Table, entries: readonly Entry[], travel: MoveTravel): Uint8Array {
  return encodeMoves(
    d.names.length,
    entries.map((e) => {
      const index = d.names.indexOf(e.move);
      const spec = d.specs[e.move];
      if (index < 0 || !spec || spec.travel !== travel) throw new Error(`${e.move} is not a declared ${travel} move`);
      return { index, args: spec.args ?? {}, value: e.args };
    }),
    { seats: table.seats },
  );
}

/** Moves read back from the rest of a payload: only declared moves of this travel, with the arguments their declarations describe. */
export function readEntries(d: Declared, table: Table, bytes: Uint8Array, travel: MoveTravel): Result<Entry[]> {
  const argsOf = (i: number) => {
    const spec = d.specs[d.names[i] ?? ''];
    return spec && spec.travel === travel ? (spec.args ?? {}) : null;
  };
  const read = decodeMoves(d.names.length, argsOf, bytes, { seats: table.seats });
  return read.ok ? ok(read.value.map((m) => ({ move: d.names[m.index]!, args: m.value }))) : read;
}

const head = (d: Declared, seat: number) => new Writer().byte(d.digest).byte(seat);
const frame = (kind: number, table: Table, step: number, payload: Uint8Array): Uint8Array => encode({ kind, table: table.code, round: step, payload });

/** Public moves made on this phone at `step`, as one code. */
export const moveCode = (d: Declared, table: Table, step: number, seat: number, entries: readonly Entry[]): Uint8Array =>
  frame(TABLE_KIND.move, table, step, concat(head(d, seat).done(), entriesBytes(d, table, entries, 'public')));

/** What a seal binds to: the table, the step, the seat and the declarations. */
const context = (d: Declared, table: Table, step: number, seat: number) => concat(sealContext(table.code, step, seat), Uint8Array.of(d.digest));

/** A seat's sealed moves, sealed: keep the salt (and the moves) until they are opened. */
export const sealMoves = (d: Declared, table: Table, step: number, seat: number, entries: readonly Entry[], salt?: Uint8Array): Promise<Seal> =>
  seal(context(d, table, step, seat), entriesBytes(d, table, entries, 'sealed'), salt);

/**
 * The commit: the seal's digest, and the public moves said with it (a decision announced
 * aloud). `kept`, when given, is the sealing seat's own box of the sealed moves (sealed.ts),
 * riding to the other phones so a phone that lost its storage gets it back with its rejoin
 * code (recovery.md); only the sealing seat's key opens it. Flagged in the seat byte's top bit.
 */
export const commitCode = (d: Declared, table: Table, step: number, seat: number, digest: Uint8Array, said: readonly Entry[] = [], kept?: Uint8Array): Uint8Array =>
  frame(
    TABLE_KIND.commit,
    table,
    step,
    concat((kept ? new Writer().byte(d.digest).byte(seat | KEPT_FLAG).bytes(digest).byte(kept.length).bytes(kept) : head(d, seat).bytes(digest)).done(), entriesBytes(d, table, said, 'public')),
  );
const KEPT_FLAG = 0x80;

/** The sealed moves opened: their arguments and the seal's salt. */
export const openCode = (d: Declared, table: Table, step: number, seat: number, entries: readonly Entry[], salt: Uint8Array): Uint8Array =>
  frame(TABLE_KIND.open, table, step, concat(head(d, seat).bytes(salt).done(), entriesBytes(d, table, entries, 'sealed')));

/** `to` of a deal: a box for every seat, slot by slot, in one frame. */
export const EVERY_SEAT = 255;

const boxContext = (d: Declared, table: Table, step: number, seat: number, to: number) =>
  concat(headerOf({ kind: TABLE_KIND.boxed, table: table.code, round: step }), Uint8Array.of(d.digest, seat, to));

/** A private move to one seat: only that seat's phone can read it, only at this table and step. */
export const boxedCode = (d: Declared, table: Table, step: number, seat: number, to: number, key: Uint8Array, entries: readonly Entry[]): Promise<Uint8Array> =>
  boxes(d, table, step, seat, to, [key], [entries]);

/**
 * A deal: each seat's private moves boxed to its own key, all in one frame that every
 * phone scans at once; each phone opens only its own slot (its seat).
 */
export const dealCode = (d: Declared, table: Table, step: number, seat: number, keys: readonly Uint8Array[], entries: readonly (readonly Entry[])[]): Promise<Uint8Array> =>
  boxes(d, table, step, seat, EVERY_SEAT, keys, entries);

async function boxes(d: Declared, table: Table, step: number, seat: number, to: number, keys: readonly Uint8Array[], entries: readonly (readonly Entry[])[]): Promise<Uint8Array> {
  const secrets = entries.map((e) => entriesBytes(d, table, e, 'private'));
  const box = await boxFor([...keys], secrets, boxContext(d, table, step, seat, to));
  return frame(TABLE_KIND.boxed, table, step, concat(head(d, seat).byte(to).done(), box));
}

export type Received =
  | { kind: 'move'; seat: number; entries: Entry[] }
  | { kind: 'commit'; seat: number; digest: Uint8Array; entries: Entry[]; kept?: Uint8Array }
  | { kind: 'open'; seat: number; salt: Uint8Array; entries: Entry[] }
  | { kind: 'boxed'; seat: number; to: number; box: Uint8Array };

/** What this phone can take now: its table, its step, its seat, the kinds its screen waits for. */
export interface Expect {
  table: Table;
  step: number;
  /** This phone's seat: its own code is refused ("scan the code on the other phone"). */
  me: number;
  kinds: readonly ('move' | 'commit' | 'open' | 'boxed')[];
  /** Words for another kind of code than the screen waits for. */
  wrongKind?: (kind: number) => string;
}


/** A scanned or typed code, read by the declarations and refused in a player's words when it can't be taken now. */
export function readMoveCode(d: Declared, text: string, via: Via, expect: Expect): Result<Received> {
  const bytes = codeBytes(text, via);
  if (!bytes.ok) return bytes;
  const m = decode(bytes.value, { table: expect.table.code, round: expect.step, kinds: expect.kinds.map((k) => TABLE_KIND[k]), wrongKind: expect.wrongKind });
  return m.ok ? readMessage(d, m.value, expect) : m;
}

export function readMessage(d: Declared, m: Message, expect: Pick<Expect, 'table' | 'me'>): Result<Received> {
  const p = m.payload;
  if (p.length < 2) return fail(REFUSED.changed);
  if (p[0] !== d.digest) return fail(TABLE_REFUSED.otherBuild);
  const flagged = m.kind === TABLE_KIND.commit && (p[1]! & KEPT_FLAG) !== 0;
  const seat = flagged ? p[1]! & ~KEPT_FLAG : p[1]!;
  if (seat >= expect.table.seats) return fail(REFUSED.changed);
  if (seat === expect.me) return fail(REFUSED.ownCode);
  const from = (at: number, travel: MoveTravel) => (p.length < at ? (fail(REFUSED.changed) as Result<Entry[]>) : readEntries(d, expect.table, p.subarray(at), travel));
  switch (m.kind) {
    case TABLE_KIND.move:
      return mapOk(from(2, 'public'), (entries) => ({ kind: 'move', seat, entries }));
    case TABLE_KIND.commit: {
      const digest = p.slice(2, 2 + SEAL_BYTES);
      if (!flagged) return mapOk(from(2 + SEAL_BYTES, 'public'), (entries) => ({ kind: 'commit', seat, digest, entries }));
      const at = 3 + SEAL_BYTES + (p[2 + SEAL_BYTES] ?? 0);
      if (p.length < at) return fail(REFUSED.changed);
      return mapOk(from(at, 'public'), (entries) => ({ kind: 'commit', seat, digest, entries, kept: p.slice(3 + SEAL_BYTES, at) }));
    }
    case TABLE_KIND.open:
      return mapOk(from(2 + SALT_BYTES, 'sealed'), (entries) => ({ kind: 'open', seat, salt: p.slice(2, 2 + SALT_BYTES), entries }));
    case TABLE_KIND.boxed: {
      const to = p[2] ?? 255;
      if (to >= expect.table.seats && to !== EVERY_SEAT) return fail(REFUSED.changed);
      // Not this phone's box: another seat's private move, refused before any key is tried.
      if (to !== expect.me && to !== EVERY_SEAT) return fail(REFUSED.otherPhone);
      return ok({ kind: 'boxed', seat, to, box: p.slice(3) });
    }
    default:
      return fail(REFUSED.foreign);
  }
}

const mapOk = <T, U>(r: Result<T>, f: (t: T) => U): Result<U> => (r.ok ? ok(f(r.value)) : r);

/** An opened seal checked against the commit this phone kept: a changed move or a late one is refused in words. */
export async function checkOpen(d: Declared, table: Table, step: number, got: Extract<Received, { kind: 'open' }>, kept: Uint8Array): Promise<Result<Entry[]>> {
  const good = await checkSeal(context(d, table, step, got.seat), entriesBytes(d, table, got.entries, 'sealed'), got.salt, kept);
  return good ? ok(got.entries) : fail(REFUSED.sealBroken);
}

/** The digest of an opened seal nobody committed to beforehand (its words to compare aloud). */
export const digestOf = async (d: Declared, table: Table, step: number, got: Extract<Received, { kind: 'open' }>): Promise<Uint8Array> =>
  (await sealMoves(d, table, step, got.seat, got.entries, got.salt)).digest;

/** Private moves opened with this phone's key: its own box, or its slot of a deal. */
export async function openBoxed(d: Declared, table: Table, step: number, got: Extract<Received, { kind: 'boxed' }>, pair: CryptoKeyPair, me: number): Promise<Result<Entry[]>> {
  const opened = await openBox(pair, got.box, boxContext(d, table, step, got.seat, got.to), got.to === EVERY_SEAT ? me : 0);
  return opened.ok ? readEntries(d, table, opened.value, 'private') : opened;
}

