import { KIND as CODE } from '~/kit/link/codec';
import { openBoxed, readMessage } from '~/kit/link/table/messages';
import { readCode, type Via } from '~/kit/link/read';
import { REFUSED } from '~/kit/link/words';
import { fail, type Result } from '~/kit/result';
import { dealScanned, seatScanned, startScanned } from './own-join';
import { D, kindOf, meOf, tableOf, type OwnMove } from './own-codes';
import { cardScanned, publicScanned, recordScanned, swapScanned } from './own-player';
import type { OwnState } from './own-state';
import { HIDDEN, proofOnTable, revealOnTable, waitingFor } from './own-table';
import { CODE_WORDS, OWN } from './own-words';

export type { OwnCard, OwnState, PublicView, Waiting } from './own-state';
export { OWN } from './own-words';
export { seatName } from './own-codes';
export { deal, dealScanned, dismiss, dropLastSeat, joinTable, nameBytes, openTable, seatScanned, start, startBytes, startScanned, type DealOptions } from './own-join';
export { askReveal, cancelWaiting, publicCode, record, recordLook, waitingFor, type Picked } from './own-table';
export { cancelShow, giveCard, proveMine, revealMine, revealTaken, showCard, shuffleMine } from './own-player';

/*
 * "Each on our own phone" for the Emperor (5–7 players): one phone, any, is the table phone
 * and keeps the public table as on one phone (`view(state, PUBLIC)`: every hand face down
 * but the cards lying face up). Each player's phone holds its own three cards and nothing of
 * anyone else's. Every code is a message of the kit's table transport (kit/link/table/),
 * made from the moves game.ts declares (own-codes.ts adds the two only this mode makes), one
 * QR frame each:
 *
 * - Joining (own-join.ts): the table phone scans each seat code clockwise; its start code
 *   gives every phone the seats (names cut to fit, keys compressed).
 * - The deal (EW-2, `dealCode`): each seat's cards, the Emperor's seat and a seed for the
 *   cards' salts boxed to that seat's key, in one frame every phone scans at once.
 * - Investigate, Investigation: the table phone records the public fact by its own tap and
 *   shows its record; the target's phone shows the card boxed to the investigator's key.
 * - Swap: recorded by tap; each card goes boxed to the other phone, with its salt. EW-6: the
 *   Emperor card never moves, a revealed card keeps its face up.
 * - Reveal: the owner's phone names the card and shows it with its salt; the table phone
 *   records it only by scanning it, checked against the seals.
 * - Shuffle: on the owner's phone; the table phone records it by tap (EW-6).
 * - EW-7: a proof of two cards of one kind, by their salts (own-table.ts `settle`).
 * - A phone that missed public moves scans the table phone's public code.
 *
 * Why seals, for EW-7. When a Condemn strikes the Emperor the table phone must learn whether
 * the caster is a Rebel then, not before (EW-8). At the deal it keeps a seal of every card
 * (SHA-256 of the card's kind and a salt), in no order: a seal says nothing of its card
 * without the salt, and the salts travel only inside their player's box, and with a card
 * when a Swap moves it. A caster's phone proves its identity with two cards of the kind its
 * hand holds most of; a Reveal is checked the same way. What it can't check: that the phone
 * still holds the cards it shows (only a changed app could keep a salt it gave away).
 *
 * Steps: every code a phone makes carries its own count (`made`); a phone keeps the last
 * count it took from each phone (`from`) and refuses an older code in words.
 */

/** The codes this phone takes now: a seat or start code, or a code carrying one of these moves. */
export function expecting(s: OwnState): ('seat' | 'start' | OwnMove)[] {
  if (s.role === 'table') {
    if (!s.game) return s.show ? [] : ['seat'];
    if (s.waiting?.what === 'reveal') return ['revealCard'];
    if (s.waiting?.what === 'proof') return ['answerRebelCheck'];
    return [];
  }
  if (s.me === null) return ['start'];
  if (!s.hand) return ['setup'];
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

/** This phone's key, for the codes that need it. */
export interface Keys {
  pair: CryptoKeyPair;
  /** The 65-byte public key. */
  raw: Uint8Array;
}

const KIND_WORDS: Record<number, string> = { [CODE.seat]: CODE_WORDS.seat!, [CODE.start]: CODE_WORDS.start! };

/**
 * A scanned or typed code, read against what this phone takes now and applied: the next
 * state, or why not in a player's words (another table, an older step, a changed byte, a
 * card boxed for another phone, the wrong code). Nothing changes on a refusal.
 */
export async function take(s: OwnState, text: string, via: Via, keys: Keys | null): Promise<Result<OwnState>> {
  const want = expecting(s);
  if (want.length === 0) return fail(OWN.notNow);
  const other = (what: string) => `That is ${CODE_WORDS[what] ?? KIND_WORDS[Number(what)] ?? 'another code'}: scan ${wanted(s)}.`;
  const read = readCode(text, via, { table: s.table, kinds: [...new Set(want.map(kindOf))], wrongKind: (kind) => other(String(kind)) });
  if (!read.ok) return read;
  const m = read.value;
  if (m.kind === CODE.seat) return seatScanned(s, m);
  if (m.kind === CODE.start) return keys ? startScanned(s, m, keys.raw) : fail(OWN.notNow);
  const got = readMessage(D, m, { table: tableOf(s), me: meOf(s) });
  if (!got.ok) return got;
  const r = got.value;
  if (r.kind === 'boxed' && want.includes('setup')) return keys ? dealScanned(s, r, m.round, keys.pair) : fail(OWN.notNow);
  let entries;
  if (r.kind === 'boxed') {
    if (!keys) return fail(OWN.notNow);
    const opened = await openBoxed(D, tableOf(s), m.round, r, keys.pair, meOf(s));
    if (!opened.ok) return opened;
    entries = opened.value;
  } else if (r.kind === 'move') entries = r.entries;
  else return fail(REFUSED.foreign);
  const [e] = entries;
  if (entries.length !== 1 || !e) return fail(REFUSED.changed);
  if (!want.includes(e.move as OwnMove)) return fail(other(e.move));
  const args = e.args as never;
  switch (e.move as OwnMove) {
    case 'revealCard':
      return revealOnTable(s, r.seat, m.round, args);
    case 'answerRebelCheck':
      return proofOnTable(s, r.seat, m.round, args);
    case 'recorded':
      return recordScanned(s, r.seat, m.round, args);
    case 'publicTable':
      return publicScanned(s, r.seat, m.round, args);
    case 'investigate':
      return cardScanned(s, r.seat, m.round, args);
    case 'swapCards':
      return swapScanned(s, r.seat, m.round, args);
    default:
      return fail(OWN.notNow);
  }
}

/** For the tests: a public table never holds a face-down card's kind. */
export const holdsNoHand = (s: OwnState): boolean =>
  !s.hand && (s.game?.identity?.hands.every((h) => h.every((c) => c.faceUp || (c.kind === HIDDEN.kind && !c.faceUp))) ?? true);
