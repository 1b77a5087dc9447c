import type { Via } from '~/kit/link/read';
import type { Result } from '~/kit/result';
import type { OwnState } from './own-state';
import { takeOnPhone, type Keys } from './own-take';
import { HIDDEN, takeOnTable } from './own-table';

export type { OwnCard, OwnState, Waiting } from './own-state';
export { ownHand } from './own-view';
export { OWN } from './own-words';
export { gathering, seatName, waitingFor } from './own-codes';
export { dealScanned, dismiss, joinTable, startScanned } from './own-join';
export { deal, nameBytes, openTable, reseat, seating, seatScanned, start, startBytes, type DealOptions } from './own-host';
export { expecting, wanted, type Keys } from './own-take';
export { askReveal, cancelWaiting, publicCode, record, recordLook, type Picked } from './own-table';
export { cancelShow, giveCard, proveMine, revealMine, revealTaken, showCard, shuffleMine } from './own-player';

/*
 * "Each on our own phone" for the Emperor (5–7 players): one phone, any, is the table phone
 * and keeps the public table as on one phone (`view(state, PUBLIC)`: every hand face down
 * but the cards lying face up). Each player's phone holds its own three cards and nothing of
 * anyone else's. Every code is a message of the kit's table transport (kit/link/table/),
 * made from the moves game.ts declares (own-codes.ts adds the two only this mode makes), one
 * QR frame each:
 *
 * - Joining (own-join.ts, own-host.ts): the table phone scans the seat codes in any order,
 *   its host sets the seating; its start code gives every phone the seats in that order
 *   (names cut to fit, keys compressed), and each phone finds its own by its key.
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
 * - EW-9: every code a player's phone shows carries its own box (own-box.ts), kept by the
 *   phone that takes it; a wiped phone comes back with its four words (own-recover.ts).
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

/**
 * A scanned or typed code, read against what this phone takes now and applied: the next
 * state, or why not in a player's words. Nothing changes on a refusal.
 */
export const take = (s: OwnState, text: string, via: Via, keys: Keys | null): Promise<Result<OwnState>> =>
  s.role === 'table' ? takeOnTable(s, text, via) : takeOnPhone(s, text, via, keys);

/** For the tests: a public table never holds a face-down card's kind. */
export const holdsNoHand = (s: OwnState): boolean =>
  s.role === 'table' && s.salts.length === 0 && (s.game?.identity?.hands.every((h) => h.every((c) => c.faceUp || (c.kind === HIDDEN.kind && !c.faceUp))) ?? true);
