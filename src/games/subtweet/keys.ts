/**
 * The names SUBTWEET's saves go under (kit persist keeps each as
 * `tablemate:<key>:v<version>`), in a file that imports nothing: store.ts builds each
 * StoreSpec on them, and the first screen asks the kit's `hasSave` with the same names.
 */

/** The whole table's cards (store.ts `tableSpec`). */
export const tableSave = { key: 'subtweet/table' } as const;

/** The best card typed at the end (store.ts `bestCardSpec`). */
export const bestCardSave = { key: 'subtweet/best-card' } as const;

/** "Each on our own phone": this phone's seat at a table and what it holds (own-state.ts `ownSpec`). */
export const ownSave = { key: 'subtweet/own-phone' } as const;
