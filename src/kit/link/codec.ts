import { B32, concat, crc32, digit32, fromBase32, fromBase45, toBase32, toBase45, fromUtf8, utf8 } from './bytes';
import { REFUSED } from './words';
import { fail, ok, type Result } from '../result';

/**
 * The one message format every code between phones uses (one QR frame, ≤ 300 bytes):
 *
 *   version (1) · kind (1) · table code (4) · round (1) · payload · CRC-32 (4)
 *
 * The header is also the associated data of anything encrypted or sealed inside (crypto.ts),
 * so a payload lifted into another table's, another round's or another kind's message
 * does not open. The CRC only catches misreads; tampering is caught by the seal or the
 * AES-GCM tag. A QR carries it as base45 text, a player types it as base32.
 */

export const VERSION = 1;
export const HEADER = 7;
const CHECK = 4;
/** One QR frame a phone across the table reads in a second or two. */
export const MAX_BYTES = 300;

/**
 * Kinds of message. Numbers are forever (a saved code keeps its meaning); a game names
 * its own kinds from `GAME_KINDS` up.
 */
export const KIND = {
  /** A player's phone to the table phone: name and public key. */
  seat: 1,
  /** The table phone to every phone: who sits where and the game's setup. */
  start: 2,
  /** A commitment: a few words' fingerprint now, the values at the reveal. */
  seal: 3,
  /** The values of a seal, with its salt. */
  reveal: 4,
  /** Secrets encrypted to one or more players' keys (a deal, a swap, a shown card). */
  box: 5,
  /** The public state, for a phone that lost its own. */
  rejoin: 6,
  /** A live link's offer (live/sdp.ts): the table phone's half of a WebRTC data channel. */
  linkOffer: 7,
  /** A live link's answer: the other phone's half, for the offer it scanned. */
  linkAnswer: 8,
  // 9 to 12: the table transport's messages (table/messages.ts `TABLE_KIND`), beside their code.
} as const;
export const GAME_KINDS = 16;

/** A table is named by 30 random bits, shown as six characters a player can type. */
export type TableCode = number;

export interface Message {
  kind: number;
  table: TableCode;
  /** The round (or step) the message belongs to; 0 before the first. */
  round: number;
  payload: Uint8Array;
}

export function newTableCode(random: (n: number) => Uint8Array): TableCode {
  const b = random(4);
  return ((b[0]! & 0x3f) << 24 | b[1]! << 16 | b[2]! << 8 | b[3]!) >>> 0;
}

export const tableText = (code: TableCode): string => [25, 20, 15, 10, 5, 0].map((s) => B32[(code >>> s) & 31]).join('');
/** A typed table code (six characters, any case, I/L/O forgiven), or null. */
export function parseTable(typed: string): TableCode | null {
  const clean = typed.replace(/[\s-]/g, '');
  if (clean.length !== 6) return null;
  let code = 0;
  for (const ch of clean) {
    const d = digit32(ch);
    if (d < 0) return null;
    code = code * 32 + d;
  }
  return code;
}
const tableBytes = (code: TableCode) => Uint8Array.of(code >>> 24, (code >>> 16) & 0xff, (code >>> 8) & 0xff, code & 0xff);

/** The header bytes of a message: what seals and encryption bind to. */
export const headerOf = (m: Omit<Message, 'payload'>): Uint8Array => concat(Uint8Array.of(VERSION, m.kind), tableBytes(m.table), Uint8Array.of(m.round));

export function encode(m: Message): Uint8Array {
  if (!Number.isInteger(m.round) || m.round < 0 || m.round > 255) throw new RangeError(`round ${m.round} out of range`);
  if (!Number.isInteger(m.kind) || m.kind < 1 || m.kind > 255) throw new RangeError(`kind ${m.kind} out of range`);
  const body = concat(headerOf(m), m.payload);
  const crc = crc32(body);
  const out = concat(body, Uint8Array.of(crc >>> 24, (crc >>> 16) & 0xff, (crc >>> 8) & 0xff, crc & 0xff));
  if (out.length > MAX_BYTES) throw new RangeError(`a message of ${out.length} bytes does not fit one QR frame (${MAX_BYTES})`);
  return out;
}

/** What this phone expects: its table, the round it is at, the kinds it can use now. */
export interface Expect {
  table?: TableCode;
  round?: number;
  kinds?: readonly number[];
  /** Words for a message of another kind, by kind ("This is Ana's seat code: …"). */
  wrongKind?: (kind: number) => string;
}

/** Reads a message's bytes and checks them against what the phone expects, in a player's words. */
export function decode(bytes: Uint8Array, expect: Expect = {}): Result<Message> {
  if (bytes.length < HEADER + CHECK) return fail(REFUSED.changed);
  const body = bytes.subarray(0, bytes.length - CHECK);
  const c = bytes.subarray(bytes.length - CHECK);
  const crc = ((c[0]! << 24) | (c[1]! << 16) | (c[2]! << 8) | c[3]!) >>> 0;
  if (crc32(body) !== crc) return fail(REFUSED.changed);
  if (bytes[0] !== VERSION) return fail(REFUSED.version);
  const kind = bytes[1]!;
  const table = ((bytes[2]! << 24) | (bytes[3]! << 16) | (bytes[4]! << 8) | bytes[5]!) >>> 0;
  const round = bytes[6]!;
  if (expect.table !== undefined && table !== expect.table) return fail(REFUSED.otherTable);
  if (expect.kinds && !expect.kinds.includes(kind)) return fail(expect.wrongKind?.(kind) ?? REFUSED.foreign);
  if (expect.round !== undefined && round < expect.round) return fail(REFUSED.earlierRound);
  if (expect.round !== undefined && round > expect.round) return fail(REFUSED.laterRound);
  return ok({ kind, table, round, payload: body.slice(HEADER) });
}

/** Text for a QR code: base45, all in the QR alphanumeric set. A prefix marks it as ours. */
export const QR_PREFIX = 'TM:';
export const toQrText = (bytes: Uint8Array): string => QR_PREFIX + toBase45(bytes);

/** A scanned text → a message's bytes; a foreign code (a web address, a shop's QR) is refused in words. */
export function fromQrText(text: string): Result<Uint8Array> {
  if (!text.startsWith(QR_PREFIX)) return fail(REFUSED.foreign);
  const bytes = fromBase45(text.slice(QR_PREFIX.length));
  return bytes ? ok(bytes) : fail(REFUSED.changed);
}

/**
 * A code's bytes as it reached this phone: scanned (QR text), or typed (its typed form; a
 * QR code's own text pasted into the typing box, shared as a message, reads as scanned).
 */
export const codeBytes = (text: string, via: 'scan' | 'typed'): Result<Uint8Array> =>
  via === 'scan' || text.trim().startsWith(QR_PREFIX) ? fromQrText(text.trim()) : fromTyped(text);

/** Messages up to this size are also shown as a code to type (≤ 55 characters, in groups of four): a seal, and its opening with its 12-byte salt. */
export const TYPED_MAX = 33;
export const toTyped = (bytes: Uint8Array): string | null => (bytes.length <= TYPED_MAX ? toBase32(concat(Uint8Array.of(bytes.length), bytes)) : null);
/** A typed code → a message's bytes (its length is its first character pair); a typo is refused in words. */
export function fromTyped(typed: string): Result<Uint8Array> {
  const clean = typed.toUpperCase().replace(/[\s-]/g, '');
  const head = fromBase32(clean.slice(0, 2), 1);
  if (!head || head[0]! < HEADER + CHECK || head[0]! > TYPED_MAX) return fail(REFUSED.changed);
  const all = fromBase32(clean, head[0]! + 1);
  return all ? ok(all.slice(1)) : fail(REFUSED.changed);
}

/* ---------------------------------------------------------- payload fields */

/** Writes payload fields in order; `Reader` reads them back, refusing anything short or left over. */
export class Writer {
  private parts: number[] = [];
  byte(n: number): this {
    if (!Number.isInteger(n) || n < 0 || n > 255) throw new RangeError(`byte ${n}`);
    this.parts.push(n);
    return this;
  }
  bytes(b: Uint8Array): this {
    this.parts.push(...b);
    return this;
  }
  /** A short text (a name): its UTF-8 length in one byte, then the bytes. */
  text(s: string): this {
    const b = utf8(s);
    if (b.length > 255) throw new RangeError('text too long');
    return this.byte(b.length).bytes(b);
  }
  done(): Uint8Array {
    return Uint8Array.from(this.parts);
  }
}

export class Reader {
  private at = 0;
  ok = true;
  constructor(private readonly b: Uint8Array) {}
  byte(): number {
    if (this.at >= this.b.length) {
      this.ok = false;
      return 0;
    }
    return this.b[this.at++]!;
  }
  bytes(n: number): Uint8Array {
    if (this.at + n > this.b.length) {
      this.ok = false;
      return new Uint8Array(n);
    }
    const out = this.b.slice(this.at, this.at + n);
    this.at += n;
    return out;
  }
  text(): string {
    const s = fromUtf8(this.bytes(this.byte()));
    if (s === null) this.ok = false;
    return s ?? '';
  }
  /** How many bytes are still to read (an optional field at the end). */
  left(): number {
    return this.b.length - this.at;
  }
  /** Everything read, nothing left over: else the code was changed. */
  end<T>(value: T): Result<T> {
    return this.ok && this.at === this.b.length ? ok(value) : fail(REFUSED.changed);
  }
}
