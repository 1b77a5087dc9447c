/*
 * The seating the table phone sets before the start: the players' seat codes are scanned in
 * whatever order their phones are held up, then the host moves names up and down the list
 * (ui/Seating.tsx, by dragging or by buttons). The order it ends in is the seat order the
 * start code carries (table/start.ts) and the game plays by; each phone finds its own seat
 * in it by its key, never by the order it was scanned in.
 *
 * The first `fixed` seats don't move: seat 0 is the table phone's own player, which the
 * live link takes for its hub. Seats round a table are a circle, so fixing one of them loses
 * no seating: every circle can be read starting from the table phone's player.
 */

/** `order` with the seat at `from` moved to `to` (the others keep their order); a move out of range or into the fixed seats clamps to the nearest seat it may take. */
export function moveSeat<T>(order: readonly T[], from: number, to: number, fixed = 1): T[] {
  const out = [...order];
  if (!Number.isInteger(from) || from < fixed || from >= out.length) return out;
  const at = Math.min(Math.max(Number.isInteger(to) ? to : from, fixed), out.length - 1);
  const [moved] = out.splice(from, 1);
  out.splice(at, 0, moved as T);
  return out;
}


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
