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

