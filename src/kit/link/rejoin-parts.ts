import { concat, crc32 } from './bytes';
import { encode, HEADER, KIND, MAX_BYTES, type Message, type TableCode } from './codec';
import type { Via } from './read';
import { filled, oneFrame, readRejoinCode, rejoinMessage, type Rejoin } from './rejoin';
import { REFUSED, REJOIN } from './words';
import { fail, ok, type Result } from '../result';

/** What a lost phone is told about a rejoin's parts (here, not in words.ts: only a game that makes parts loads them). */
export const PARTS = {
  /** A rejoin in several codes (`rejoinCodes`), one scanned out of turn. */
  partFirst: (which: string, count: number, next = 'the first code') => `This is ${which} of ${count} rejoin codes: scan ${next} before it.`,
  /** A part scanned twice. */
  partAgain: (which: string, next: string) => `You scanned ${which} already: now scan ${next} (on the other phone, “Show ${next}”).`,
  /** A part of another rejoin than the one begun (another seat, or the other phone made its code again). */
  partOther: 'This code belongs to another rejoin than the one you began: tap “Start again”, then scan the other phone’s codes in turn from the first.',
} as const;

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
    if (part.number !== 1) return fail(PARTS.partFirst(nthCode(part.number), part.count));
    return ok({ parts: [text], count: part.count, done: false });
  }
  if (part.message.table !== was.message.table) return fail(REFUSED.otherTable);
  if (part.key !== was.key || part.count !== was.count) return fail(PARTS.partOther);
  if (part.number <= earlier.length) return fail(PARTS.partAgain(nthCode(part.number), nthCode(earlier.length + 1)));
  if (part.number > earlier.length + 1) return fail(PARTS.partFirst(nthCode(part.number), part.count, nthCode(earlier.length + 1)));
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
    if (!part || part.number !== parts.length + 1 || part.count !== texts.length || (parts[0] && part.key !== parts[0].key)) return fail(PARTS.partOther);
    parts.push(part);
  }
  const p = parts[0]!;
  const payload = concat(...parts.map((x) => x.share));
  const id = p.message.payload.subarray(5, PART_HEAD);
  if (crc32(payload) !== ((id[0]! << 24) | (id[1]! << 16) | (id[2]! << 8) | id[3]!) >>> 0) return fail(REFUSED.changed);
  return ok({ ...p.message, payload });
}


/**
 * `takeRejoin`'s reader for a game whose rejoin can take more than one frame: the parts'
 * texts a line each, as `gatherRejoin` took them, or one whole code; a lone part is refused.
 */
export function readParts(text: string, via: Via): Result<Message> {
  const lines = text.split('\n');
  const read = lines.length > 1 ? wholeOf(lines, via) : readRejoinCode(text, via);
  if (!read.ok) return read;
  const part = partOf(read.value);
  return part ? fail(PARTS.partFirst(nthCode(part.number), part.count)) : read;
}
