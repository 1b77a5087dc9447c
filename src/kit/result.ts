/**
 * What a move returns: the next state, or a reason a player can read. Engines
 * never throw for a player's bad input; they throw only for programmer errors.
 */
export type Result<T> = { ok: true; value: T } | { ok: false; error: string };

export const ok = <T>(value: T): Result<T> => ({ ok: true, value });
export const fail = <T = never>(error: string): Result<T> => ({ ok: false, error });

/** Unwraps a result in tests and scripted sequences where failure is a bug. */
export function unwrap<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(result.error);
  return result.value;
}
