import { useState } from 'preact/hooks';
import type { Result } from '../result';

export interface Apply<T, M extends string = string> {
  /** The engine's answer to a move: made (and the last refusal cleared), or its refusal said. True when made. */
  apply: (name: M, next: Result<T>) => boolean;
  /** The refusal the helper is showing, in the player's words. */
  error: string | undefined;
  setError: (error: string | undefined) => void;
}

/**
 * Every helper turns an engine's Result into a move or a refusal the same way: a refused
 * move changes nothing and says why, next to the control; the next good move clears it.
 * `move` is the store's (usePersistent `move`) or the mode's own.
 */
export function useApply<T, M extends string = string>(move: (name: M, next: T) => void): Apply<T, M> {
  const [error, setError] = useState<string>();
  const apply = (name: M, next: Result<T>): boolean => {
    if (!next.ok) {
      setError(next.error);
      return false;
    }
    setError(undefined);
    move(name, next.value);
    return true;
  };
  return { apply, error, setError };
}
