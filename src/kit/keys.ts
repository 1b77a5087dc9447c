/**
 * Names the kit writes into storage and addresses, in a file that imports nothing, so
 * code that only needs to know them (is there a save? is a lesson asked for?) reads
 * them without loading the store (persist, valibot) or the lesson code.
 */

/** Every Tablemate key in localStorage starts with this (saves, statuses, set-aside saves). */
export const PREFIX = 'tablemate:';

/** The hash that opens a play page's lesson: "Teach me" links to it, "Leave the lesson" clears it. */
export const TEACH_HASH = '#teach';
