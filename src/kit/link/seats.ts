/*
 * A table's seating as the phones read it (seating.ts moves seats; the host's screen is
 * ui/SeatingStep.tsx, loaded on demand): a seating the table phone was handed checked, a
 * phone's own seat found in the start, and its neighbours named. A few lines, in the
 * mode's code of a game with three seats or more; a two-seat game imports none of it.
 */

/** `after` is a seating of `before`'s players: the same players, the table phone's own player still first. */
export const reseated = (before: readonly string[], after: readonly string[]): boolean =>
  after[0] === before[0] && after.length === before.length && new Set(after).size === after.length && before.every((x) => after.includes(x));

/**
 * This phone's seat in a start's seating: by its key where the start carries keys, else by
 * its player's name (a table phone takes no name twice); -1 when the start has no seat for
 * it. Never the order its seat code was scanned in: the host may have moved it since.
 */
export function seatIn(seats: readonly { name: string; key: Uint8Array }[], me: { name: string; key?: Uint8Array }): number {
  const byKey = me.key && me.key.length > 0 && seats.every((s) => s.key.length > 0);
  return seats.findIndex((s) => (byKey ? s.key.length === me.key!.length && s.key.every((b, i) => b === me.key![i]) : s.name === me.name));
}

/** A seat's neighbours round the table, as its phone says them: "You sit between Ana and Cleo." */
export function sitsBetween(names: readonly string[], seat: number): string {
  const n = names.length;
  return n < 3 || seat < 0 || seat >= n ? '' : `You sit between ${names[(seat + n - 1) % n]} and ${names[(seat + 1) % n]}.`;
}
