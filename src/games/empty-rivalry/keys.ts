/**
 * The names the game's two saves go under (kit persist keeps each as
 * `tablemate:<key>:v<version>`), in a file that imports nothing: store.ts builds each
 * StoreSpec on them, and a first screen asks the kit's `hasSave` with the same names.
 */

/** The round helper's match (store.ts `matchSpec`). */
export const matchSave = { key: 'empty-rivalry/match' } as const;

/** The rules page's blind dice (store.ts `blindSpec`). */
export const blindSave = { key: 'empty-rivalry/blind' } as const;

/** The own-phone mode: this phone's seat at a table and what it holds (store.ts `ownSpec`). */
export const ownSave = { key: 'empty-rivalry/own-phone' } as const;
