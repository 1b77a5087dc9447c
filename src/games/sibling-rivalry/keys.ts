/**
 * The names Sibling Rivalry's two saves go under (kit persist keeps each as
 * `tablemate:<key>:v<version>`), in a file that imports nothing: store.ts builds each
 * StoreSpec on them, and the first screen asks the kit's `hasSave` with the same names.
 */

/** The score track and the game in progress (store.ts `spec`). */
export const gameSave = { key: 'sibling-rivalry/game' } as const;

/** The table's log (store.ts `logSpec`). */
export const logSave = { key: 'sibling-rivalry/log' } as const;
