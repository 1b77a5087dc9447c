import { fail, ok, type Result } from '~/kit/result';
import { subtweet, type SubtweetData } from './data';

/**
 * The handles a table types in before the game (ST-2): what the first screen needs,
 * apart from the seating and the moves (seating.ts, engine.ts), which load later.
 */

/** The length that decides who starts: a leading @ and spaces don't count (ST-2). */
export function handleLength(handle: string): number {
  return [...handle.trim().replace(/^@+/, '')].length;
}

const sameHandle = (handle: string): string => handle.trim().replace(/^@+/, '').toLowerCase();

/** Checks the handles a table typed in; returns them trimmed, or the first problem in words. */
export function checkHandles(handles: readonly string[], rules: Pick<SubtweetData, 'players'> = subtweet): Result<string[]> {
  const { min, max } = rules.players;
  if (handles.length < min) return fail(`SUBTWEET needs at least ${min} players.`);
  if (handles.length > max) return fail(`This helper handles at most ${max} players.`);
  const trimmed = handles.map((h) => h.trim());
  const emptyAt = trimmed.findIndex((h) => handleLength(h) === 0);
  if (emptyAt >= 0) return fail(`Player ${emptyAt + 1} needs a handle or nickname.`);
  const seen = new Map<string, number>();
  for (const [seat, h] of trimmed.entries()) {
    const key = sameHandle(h);
    const earlier = seen.get(key);
    if (earlier !== undefined) {
      return fail(`Players ${earlier + 1} and ${seat + 1} are both "${h}": give each player a different name.`);
    }
    seen.set(key, seat);
  }
  return ok(trimmed);
}
