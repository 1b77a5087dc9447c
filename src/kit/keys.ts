/**
 * Names the kit writes into storage and addresses, in a file that imports nothing, so
 * code that only needs to know them (is there a save? is a lesson asked for?) reads
 * them without loading the store (persist, valibot) or the lesson code.
 */

/** Every Tablemate key in localStorage starts with this (saves, statuses, set-aside saves). */
export const PREFIX = 'tablemate:';

/** The hash that opens a play page's lesson: "Teach me" links to it, "Leave the lesson" clears it. */
export const TEACH_HASH = '#teach';

/** Every version of one store is saved under this stem, then its version: `tablemate:<key>:v`. */
export const stemOf = (key: string): string => `${PREFIX}${key}:v`;

/** The storage key of a store's current save: `tablemate:<key>:v<version>`. */
export const keyOf = (spec: { key: string; version: number }): string => `${stemOf(spec.key)}${spec.version}`;

/**
 * Where a game ended by New game waits, beside its store's save (`…:v1:ended`), until a
 * move is made in the new game: the helper offers "Bring back the game you ended".
 */
export const ENDED = ':ended';
