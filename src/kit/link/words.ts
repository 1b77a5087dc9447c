/**
 * Every sentence the link shows a player: a code refused, a camera that can't be used.
 * A game adds its own ("scan Ana's seal"), never a second version of these.
 */

export const REFUSED = {
  /** Not a Tablemate code at all (a shop's QR, a web address), or unreadable. */
  foreign: 'This is not a Tablemate code: scan the code on the other phone.',
  /** The CRC, the length or a field does not hold: glare, a smudge, a typo. */
  changed: 'This code was changed or misread: scan it again.',
  /** Made by a newer or older Tablemate than this phone's. */
  version: 'This code was made by another version of Tablemate: open the site on both phones again (with a signal), then scan.',
  otherTable: 'This code is from another table.',
  earlierRound: 'This code is from an earlier round.',
  laterRound: 'This code is from a later round: finish this round on this phone first.',
  /** Encrypted to someone else's key (or its bytes were changed, which AES-GCM can't tell apart). */
  otherPhone: 'This code was sealed for another phone.',
  /** A reveal that does not match the seal this phone holds. */
  sealBroken: "This reveal doesn't match the seal this phone kept: the notes or the die were changed after sealing.",
  ownCode: 'This is your own code: scan the code on the other phone.',
  /** A seat code made for another table: most often its table code was typed with a slip. */
  seatAtOtherTable: (name: string, theirs: string, ours: string) =>
    `${name}’s phone joined table ${theirs}, not this one (${ours}): on ${name}’s phone, tap “Leave this table”, then join ${ours}.`,
} as const;

export const CAMERA = {
  refused: 'The camera is blocked for this site. Allow it in the browser’s site settings, or use a photo of the code.',
  missing: 'This phone has no camera the browser can use: use a photo of the code, or type it.',
  failed: 'The camera could not start: use a photo of the code, or type it.',
  noCode: 'No code found in that picture: take it again, square on, with the whole code in the frame.',
  decoder: 'The code reader could not load: open the site once with a signal, or type the code.',
} as const;

/** The same, for a code too long to type (a seat, a deal, a rejoin code): no typing is offered, so none is suggested. */
export const CAMERA_NO_TYPING: Record<keyof typeof CAMERA, string> = {
  ...CAMERA,
  missing: 'This phone has no camera the browser can use: use a photo of the code.',
  failed: 'The camera could not start: use a photo of the code.',
  decoder: 'The code reader could not load: open the site once with a signal, then scan again.',
};

/** A phone that lost its storage and the phone that brings it back (rejoin.ts). */
export const REJOIN = {
  /** On a phone that still has its table. */
  stillHere: 'This is a code to bring back a phone that lost the table. This phone still has it, so it needs none: if the other phone showed it by mistake, tap Undo there.',
  /** On the lost phone: another kind of code than a rejoin code. */
  notRejoin: 'This is not a rejoin code: on the other phone, tap “Bring back a phone that lost the table”, then scan the code it shows.',
  /** The table's first code (its address) scanned to rejoin. */
  tableCode: 'This is the table’s first code, for a new player. To take your seat back, scan the code under “Bring back a phone that lost the table” on the other phone.',
  otherGame: 'This rejoin code is for another game: open that game’s page on this phone, then scan it.',
  tooBig: 'This match is too long to fit one rejoin code: finish it on the other phone.',
} as const;

/**
 * Why Undo is off on a phone of an own-phone table once a code is made or taken (its stop
 * moves): the other phone may have acted on it (as soon as a code is on show it may have
 * been scanned, which this phone can't know), and one phone can't take it back alone.
 */
export const LINKED_UNDO_OFF = 'this phone has shown or taken a code, and the other phone may have acted on it: one phone cannot take it back alone.';
