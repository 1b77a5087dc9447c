import type { Args, ArgsValue } from '~/kit/game';
import { concat, fromHex, toHex, utf8 } from '~/kit/link/bytes';
import { encodeArgs } from '~/kit/link/fields';
import { keep } from '~/kit/link/table/kept';
import { type Rng } from '~/kit/random';
import { seededRng } from '~/kit/seeded';
import { KIND } from './game';
import type { OwnCard, OwnState } from './own-state';
import { ownHand } from './own-view';

/*
 * EW-9: a player's own box, what a wiped phone needs back that no other phone may read: its
 * three cards as they lie, their salts, its shuffle secret and count, its code count and the
 * Swap it waits on. Encrypted to the seat's own key (kit table/kept.ts), which the player's
 * four recovery words bring back (kit table/phrase.ts). Every code a player's phone shows
 * carries its box as of that code; the phone that takes it keeps the latest, by seat.
 */

/** Always the same length (three cards, a Swap or none as `partner` 7), so a code's room for it is fixed. */
export const BOX = {
  kinds: { t: 'list', of: KIND, max: 3 },
  up: { t: 'list', of: { t: 'bool' }, max: 3 },
  salts: { t: 'list', of: { t: 'bytes', length: 12 }, max: 3 },
  secret: { t: 'bytes', length: 8 },
  shuffles: { t: 'int', min: 0, max: 255 },
  made: { t: 'int', min: 0, max: 255 },
  partner: { t: 'int', min: 0, max: 7 },
  mine: { t: 'int', min: 0, max: 2 },
  theirs: { t: 'int', min: 0, max: 2 },
} as const satisfies Args;
export type Box = ArgsValue<typeof BOX>;
export const NO_SWAP = 7;
export const SEATS = { seats: 8 };

/** What a box holds, opened. */
export interface Opened {
  hand: OwnCard[];
  secret: string;
  shuffles: number;
  made: number;
  swap: OwnState['swap'];
}

const packed = (o: Opened): Uint8Array =>
  encodeArgs(
    BOX,
    {
      kinds: o.hand.map((c) => c.kind),
      up: o.hand.map((c) => c.faceUp),
      salts: o.hand.map((c) => fromHex(c.salt)),
      secret: fromHex(o.secret),
      shuffles: Math.min(o.shuffles, 255),
      made: o.made,
      partner: o.swap?.partner ?? NO_SWAP,
      mine: o.swap?.mine ?? 0,
      theirs: o.swap?.theirs ?? 0,
    } as Box,
    SEATS,
  );

/** What the box is bound to: its table, so a box from another table never opens here. */
export const about = (table: number): Uint8Array => concat(utf8('emperor own box'), Uint8Array.of(table >>> 24, table >>> 16, table >>> 8, table));

/** A box's length: 65 bytes of the kit's one-use key, a slot, the cards and the rest, 16 of tag. */
export const BOX_BYTES = 65 + 2 + 16 + packed({ hand: [0, 1, 2].map(() => ({ kind: 'rebel', faceUp: false, salt: '00'.repeat(12) })), secret: '00'.repeat(8), shuffles: 0, made: 0, swap: null }).length;

/** This phone's own box as of its code at step `made`. */
export async function boxOf(s: OwnState, pair: CryptoKeyPair, made: number): Promise<Uint8Array> {
  const bytes = packed({ hand: ownHand(s), secret: s.secret ?? '00'.repeat(8), shuffles: s.shuffles ?? 0, made, swap: s.swap });
  return fromHex(await keep(pair, bytes, about(s.table)));
}

/**
 * The RNG of this phone's `k`-th Shuffle, from its own secret: a wiped phone brought back
 * from an older box replays the Shuffles the table phone recorded since, to the same order.
 */
export async function shuffleRng(secret: string, k: number): Promise<Rng> {
  const d = await globalThis.crypto.subtle.digest('SHA-256', concat(utf8('emperor shuffle'), fromHex(secret), Uint8Array.of(k & 0xff, k >> 8)).slice().buffer);
  return seededRng(new DataView(d).getUint32(0));
}

/** The shuffle secret from the deal's seed (so the deal itself is a box: a phone wiped before its first code comes back from it). */
export async function secretOf(seed: Uint8Array): Promise<string> {
  const d = await globalThis.crypto.subtle.digest('SHA-256', concat(utf8('emperor shuffle secret'), seed).slice().buffer);
  return toHex(new Uint8Array(d).slice(0, 8));
}
