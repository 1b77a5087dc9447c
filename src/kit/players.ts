import { fail, ok, type Result } from './result';

/** Longest name we accept: it must fit a score-sheet column and a phone button. */
export const MAX_NAME_LENGTH = 20;

/** A refusal of one name says which (`at`, its place), so the form can point at its field. */
const refuse = (error: string, at: number) => ({ ...fail<string[]>(error), at });

/**
 * Checks a table's names in seating order: the count the game allows, no empty,
 * over-long or repeated names (repeats ignore case and spaces, since "Ana" and
 * "ana " would be confused at the table). Returns the trimmed names.
 */
export function validatePlayers(names: readonly string[], min: number, max: number): Result<string[]> & { at?: number } {
  const trimmed = names.map((n) => n.trim().replace(/\s+/g, ' '));
  if (trimmed.length < min || trimmed.length > max) {
    const range = min === max ? `exactly ${min}` : `${min} to ${max}`;
    return fail(`This game is for ${range} players; you have ${trimmed.length}.`);
  }
  const emptyAt = trimmed.findIndex((n) => n === '');
  if (emptyAt >= 0) return refuse(`Player ${emptyAt + 1} needs a name.`, emptyAt);
  const longAt = trimmed.findIndex((n) => n.length > MAX_NAME_LENGTH);
  if (longAt >= 0) return refuse(`"${trimmed[longAt]}" is too long: keep names to ${MAX_NAME_LENGTH} letters.`, longAt);
  const seen = new Map<string, number>();
  for (const [i, name] of trimmed.entries()) {
    const folded = name.toLocaleLowerCase();
    if (seen.has(folded)) return refuse(`Two players are called "${name}": add an initial so the table can tell them apart.`, i);
    seen.set(folded, i);
  }
  return ok(trimmed);
}
