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
} as const;

export const CAMERA = {
  refused: 'The camera is blocked for this site. Allow it in the browser’s site settings, or use a photo of the code.',
  missing: 'This phone has no camera the browser can use: use a photo of the code, or type it.',
  failed: 'The camera could not start: use a photo of the code, or type it.',
  noCode: 'No code found in that picture: take it again, square on, with the whole code in the frame.',
  decoder: 'The code reader could not load: open the site once with a signal, or type the code.',
} as const;
