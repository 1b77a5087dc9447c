/**
 * The names the game's saves go under (kit persist keeps each as
 * `tablemate:<key>:v<version>`), in a file that imports nothing: store.ts and own-store.ts
 * build their StoreSpecs on them, and the play page's first screen asks the kit's
 * `hasSave` with the same names.
 */

/** The table on one phone (store.ts `tableSpec`). */
export const tableSave = { key: 'emperor/table' } as const;

/** The looks of older saves, read once and cleared (store.ts `looksSpec`). */
export const looksSave = { key: 'emperor/looks' } as const;

/** The mode's two saves (own-store.ts): the table phone's and the player's. */
export const OWN_SAVES = [
  { key: 'emperor/own-table', version: 2 },
  { key: 'emperor/own-phone', version: 2 },
] as const;
