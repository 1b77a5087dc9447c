import { KIND as CODE, type Message } from '~/kit/link/codec';
import { toHex } from '~/kit/link/bytes';
import { encode } from '~/kit/link/codec';
import { encodeArgs } from '~/kit/link/fields';
import { openBoxed, readMessage, type Received } from '~/kit/link/table/messages';
import { readCode, type Via } from '~/kit/link/read';
import { REFUSED } from '~/kit/link/words';
import type { Entry } from '~/kit/link/table/declared';
import { fail, ok, type Result } from '~/kit/result';
import { dealScanned, startScanned } from './own-join';
import { atSeat, D, done, kindOf, meOf, seatName, SNAP, TABLE_SLOT, tableOf, tableSeat, waitingFor, type OwnMove, type Snap } from './own-codes';
import { cardScanned, publicScanned, recordScanned, swapScanned } from './own-player';
import type { OwnState } from './own-state';
import { CODE_WORDS, OWN } from './own-words';

/*
 * A scanned or typed code, read against what this phone takes now: the kit's table
 * transport reads it (another table, an older step, a changed byte, a box for another
 * phone, another build: refused in words), then the move it carries is applied here (a
 * player's phone) or in own-table.ts (the table phone). Nothing changes on a refusal.
 */

/** EW-9's way back (own-recover.ts), loaded only on a phone coming back or bringing one back. */
const recovery = () => import('./own-recover');

/** A player's phone took a code that carried its maker's own box: kept as that seat's latest. */
function keptFrom(r: Result<OwnState>, read: Extract<Read, { what: 'move' }>): Result<OwnState> {
  if (!r.ok || !read.box) return r;
  return done({ ...r.value, kept: atSeat(r.value.kept, r.value.seats.length, read.seat, { made: read.step, box: toHex(read.box) }) });
}

/** This phone's key, for the codes that need it. */
export interface Keys {
  pair: CryptoKeyPair;
  /** The 65-byte public key. */
  raw: Uint8Array;
}

/** The codes this phone takes now: a seat or start code, or a code carrying one of these moves. */
export function expecting(s: OwnState): ('seat' | 'start' | OwnMove)[] {
  if (s.role === 'table') {
    if (!s.game) return s.show ? [] : ['seat'];
    // A table phone that took over takes the hand-over codes it still lacks at any time (own-takeover.ts).
    const handOver: OwnMove[] = s.unsealed?.length ? ['handOver'] : [];
    if (s.waiting?.what === 'reveal') return ['revealCard', ...handOver];
    if (s.waiting?.what === 'proof') return ['answerRebelCheck', ...handOver];
    return handOver;
  }
  if (s.me === null) return ['start'];
  // The deal again comes from the table phone, or from the phone a new table phone with no copy of its own names (EW-9).
  if (!s.game && s.back) return s.back.holder === null || s.back.deal ? ['setup'] : ['bringBack'];
  if (!s.game) return ['setup'];
  return ['recorded', 'investigate', 'swapCards', 'publicTable'];
}

/** What this phone asks for now, in words. */
export function wanted(s: OwnState): string {
  const want = expecting(s);
  if (s.role === 'table') return s.waiting ? waitingFor(s) : want.length ? 'a player’s seat code' : 'nothing';
  if (want[0] === 'start') return 'the start code on the table phone';
  if (want[0] === 'setup') return 'the deal on the table phone';
  return 'the table phone’s record, a card shown to you, a Swap’s card, or the table’s public code';
}

const KIND_WORDS: Record<number, string> = { [CODE.seat]: CODE_WORDS.seat!, [CODE.start]: CODE_WORDS.start! };

/** What a code carries once read: a seat or start code, a deal for this phone, or one move from a seat. */
export type Read =
  | { what: 'code'; m: Message }
  | { what: 'deal'; got: Extract<Received, { kind: 'boxed' }>; step: number; bytes: Uint8Array }
  | { what: 'move'; seat: number; step: number; entry: Entry; box?: Uint8Array; snap?: Snap };

export async function readFor(s: OwnState, text: string, via: Via, keys: Keys | null): Promise<Result<Read>> {
  const want = expecting(s);
  if (want.length === 0) return fail(OWN.notNow);
  const other = (what: string) => `That is ${CODE_WORDS[what] ?? KIND_WORDS[Number(what)] ?? 'another code'}: scan ${wanted(s)}.`;
  const read = readCode(text, via, { table: s.table, kinds: [...new Set(want.map(kindOf))], wrongKind: (kind) => other(String(kind)) });
  if (!read.ok) return read;
  const m = read.value;
  if (m.kind === CODE.seat || m.kind === CODE.start) return ok({ what: 'code', m });
  const got = readMessage(D, m, { table: tableOf(s), me: meOf(s) });
  if (!got.ok) return got;
  const r = got.value;
  if (r.kind === 'boxed' && want.includes('setup')) return ok({ what: 'deal', got: r, step: m.round, bytes: encode(m) });
  let entries: Entry[];
  if (r.kind === 'boxed') {
    if (!keys) return fail(OWN.notNow);
    const opened = await openBoxed(D, tableOf(s), m.round, r, keys.pair, meOf(s));
    if (!opened.ok) return opened;
    entries = opened.value;
  } else if (r.kind === 'move') entries = r.entries;
  else return fail(REFUSED.foreign);
  const [e, k] = entries;
  // A player's code carries its own box after its move (EW-9, own-box.ts), a table phone's code (and a hand-over) the whole
  // public table (own-takeover.ts), last: its own last field (`by`) leaves a changed last byte refused; nothing else rides with a move.
  if (!e || entries.length > 2 || (k && k.move !== 'keep' && k.move !== 'keepFor' && k.move !== 'snapshot')) return fail(REFUSED.changed);
  if (!want.includes(e.move as OwnMove)) return fail(other(e.move));
  const rides = k?.move === 'snapshot' ? { snap: k.args as Snap } : k ? { box: (k.args as { box: Uint8Array }).box } : {};
  return ok({ what: 'move', seat: r.seat, step: m.round, entry: e, ...rides });
}

/** A code taken by a player's phone: the start, the deal, the table's record or public code, a card shown to it, a Swap's card. */
export async function takeOnPhone(s: OwnState, text: string, via: Via, keys: Keys | null): Promise<Result<OwnState>> {
  const read = await readFor(s, text, via, keys);
  if (!read.ok) return read;
  const r = read.value;
  if (!keys) return fail(OWN.notNow);
  if (r.what === 'code') return r.m.kind === CODE.start ? (s.back ? (await recovery()).startAgain(s, r.m, keys) : startScanned(s, r.m, keys.raw)) : fail(OWN.notNow);
  if (r.what === 'deal') {
    const dealt = s.back ? await (await recovery()).resumeFromDeal(s, r.got, r.step, keys) : await dealScanned(s, r.got, r.step, keys.pair);
    // Kept (unreadable but for this phone's slot): if this phone takes over as the table phone, a phone wiped before its first code comes back from it (EW-9).
    return dealt.ok ? done({ ...dealt.value, dealt: toHex(r.bytes) }) : dealt;
  }
  if (r.seat === tableSeat(s)) {
    // After a takeover only the new table phone's codes are taken: the lost one, turned up again, can't fork the table (EW-9).
    const by = r.snap?.by ?? null;
    if (s.tableAt != null && by !== s.tableAt) return fail(OWN.oldTable(seatName(s, s.tableAt)));
    const taken = await onPhone(s, r, keys);
    // Kept only by the phone that took the code (a record for another phone, passed on over the live link, leaves nothing).
    if (!taken.ok || !r.snap || taken.value.from[TABLE_SLOT] !== r.step) return taken;
    return done({ ...taken.value, tableAt: by, saw: { step: r.step, snap: toHex(encodeArgs(SNAP, r.snap, tableOf(s))) } });
  }
  return onPhone(s, r, keys);
}

async function onPhone(s: OwnState, r: Extract<Read, { what: 'move' }>, keys: Keys): Promise<Result<OwnState>> {
  const args = r.entry.args as never;
  switch (r.entry.move as OwnMove) {
    case 'recorded':
      return recordScanned(s, r.seat, r.step, args);
    case 'publicTable':
      return publicScanned(s, r.seat, r.step, args);
    case 'investigate':
      return keptFrom(cardScanned(s, r.seat, r.step, args), r);
    case 'swapCards':
      return keptFrom(await swapScanned(s, r.seat, r.step, args, keys), r);
    case 'bringBack':
      return (await recovery()).bringBackScanned(s, r.seat, r.step, args, keys);
    default:
      return fail(OWN.notNow);
  }
}
