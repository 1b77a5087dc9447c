import type { Result } from '../../result';
import type { Via } from '../read';

/**
 * A scanner's `onCode` for one step of an own-phone game: the code read (by the codec or
 * the table transport), the game's move applied, and the result kept; a refusal at any
 * point is the scanner's words, and nothing changes.
 */
export const taking =
  <M, S>(read: (text: string, via: Via) => Result<M>, apply: (m: M) => Promise<Result<S>> | Result<S>, keep: (next: S) => void) =>
  async (text: string, via: Via): Promise<string | null> => {
    const got = read(text, via);
    if (!got.ok) return got.error;
    const next = await apply(got.value);
    if (!next.ok) return next.error;
    keep(next.value);
    return null;
  };
