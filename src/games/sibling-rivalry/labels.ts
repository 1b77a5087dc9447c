import { fail, ok, type Result } from '~/kit/result';

/**
 * Short labels for pawns: a player's initial, or initial and seat number when two
 * players share an initial, so every token on the phone is told apart by text
 * (not colour alone).
 */
export function tokenLabels(names: readonly string[]): string[] {
  const initials = names.map((n) => [...n.trim()][0]?.toLocaleUpperCase() ?? '?');
  return initials.map((c, i) => (initials.filter((x) => x === c).length > 1 ? `${c}${i + 1}` : c));
}

/** "5, 12, 19" → [5, 12, 19]; says which entry is not a square number. */
export function parseSquares(text: string, what: string): Result<number[]> {
  const parts = text.split(/[\s,;]+/).filter(Boolean);
  const bad = parts.find((p) => !/^\d+$/.test(p));
  if (bad !== undefined) return fail(`${what}: "${bad}" is not a square number. Type numbers separated by commas, like 5, 12, 19.`);
  return ok(parts.map(Number));
}
