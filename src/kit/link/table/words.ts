/** The table transport's own refusals (the codec's are in ../words.ts `REFUSED`), in a player's words. */
export const TABLE_REFUSED = {
  /** Made by a build that declares the game's moves otherwise (declared.ts digest). */
  otherBuild: 'The two phones have different versions of this game: open the page again on both phones (with a signal), then scan.',
  /** This phone's own sealed moves can't be opened: its key went with its storage. */
  keyLost: 'This phone lost the key to its own sealed notes (its storage was cleared): on the other phone, tap “Bring back a phone that lost the table”.',
} as const;
