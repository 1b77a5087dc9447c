import { fromHex } from '~/kit/link/bytes';
import { toQrText, toTyped } from '~/kit/link/codec';
import type { Via } from '~/kit/link/read';

/* What the mode's screens (OwnPhones.tsx, OwnTableSide.tsx, OwnPhoneSide.tsx) share. */

export const TITLE = 'Each on our own phone';
export const ON_PHONES = { game: 'emperor', section: 'each-on-our-own-phone' } as const;
/** Undo on the table phone: back for its own taps, stop once a code has passed. */
export const TABLE_UNDO = { open: 'back', seat: 'back', seating: 'back', reseat: 'back', start: 'back', deal: 'stop', dealt: 'stop', record: 'back', settle: 'back', askReveal: 'back', cancel: 'back', reveal: 'stop', proof: 'stop', public: 'back', hide: 'back', rejoin: 'back', again: 'back', takeOver: 'stop', handOver: 'stop' } as const;
export type TableStep = keyof typeof TABLE_UNDO;
export const code = (hex: string) => toQrText(fromHex(hex));
/** The same code to type, when it is short enough (a Reveal, the public code). */
export const typed = (hex: string) => toTyped(fromHex(hex));
export const here = (): Location | undefined => globalThis.location;
export const ARTICLE = { emperor: 'the', loyalist: 'a', rebel: 'a' } as const;
/** A player's cards beside what they can do with them on a phone on its side, one above the other upright. */
export const COLUMN = { flex: '1 1 17rem', minWidth: 0 };

export type Scan = (text: string, via: Via) => Promise<string | null>;
