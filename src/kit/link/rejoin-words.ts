import { KIND } from './codec';

/**
 * The rejoin's sentences (rejoin.ts), apart so that a game's scanners can explain a rejoin
 * code shown to a phone still at its table without loading the rejoin itself.
 */
export const REJOIN = {
  /** On a phone that still has its table. */
  stillHere: 'This is a code to bring back a phone that lost the table. This phone still has it, so it needs none: if the other phone showed it by mistake, tap Undo there.',
  /** On the lost phone: another kind of code than a rejoin code. */
  notRejoin: 'This is not a rejoin code: on the other phone, tap “Bring back a phone that lost the table”, then scan the code it shows.',
  /** The table's first code (its address) scanned to rejoin. */
  tableCode: 'This is the table’s first code, for a new player. To take your seat back, scan the code under “Bring back a phone that lost the table” on the other phone.',
  otherGame: (game: string) => `This rejoin code is for another game: open ${game} on this phone, then scan it.`,
  tooBig: 'This match is too long to fit one rejoin code: finish it on the other phone.',
} as const;

/** Words for a phone at its table that is shown a rejoin code, for a game's `wrongKind`; null for any other kind. */
export const rejoinRefusal = (kind: number): string | null => (kind === KIND.rejoin ? REJOIN.stillHere : null);
