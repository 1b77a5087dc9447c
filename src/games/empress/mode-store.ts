import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { statusKeyOf } from '~/kit/status';

/**
 * How the table plays (store.ts lists it with every other spec): the one save the play
 * page's first screen reads, in a file of its own so that screen carries nothing else.
 */

/**
 * How the table plays: real cards with the tracker, secret picks passing one phone, or each
 * on their own phone. Here, not in state.ts, so the first screen doesn't load the matches'
 * schemas and the game's data with it (state.ts re-exports it).
 */
export const mode = v.nullable(v.picklist(['cards', 'phone', 'own']));
export type Mode = v.InferOutput<typeof mode>;

export const TRACKER = 'empress/tracker';
/** "Each on our own phone" (own-store.ts): a table saved here opens the mode on load. */
export const OWN_SAVE = { key: 'empress/own-phone' } as const;
export const PHONE = 'empress/phone';

/**
 * The table's choice of helper, the only save the play page's first screen reads.
 * Remembered so a reload or Resume opens the same helper. No undo history and no Resume
 * line: it is a preference, not a game.
 */
export const modeSpec: StoreSpec<Mode> = {
  key: 'empress/mode',
  // 2: "Each on our own phone" ('own') joined the choices; a version-1 choice reads as it was.
  version: 2,
  schema: mode,
  initial: () => null,
  historyLimit: 0,
  migrations: { 1: (m) => m },
};

/**
 * The helper with a match in progress (the newest, if both), from the Resume lines beside
 * the saves; null when neither has one (or storage can't be read).
 */
export function modeInProgress(storage: Pick<Storage, 'getItem'> | null): Mode {
  const at = (key: string): number => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(statusKeyOf({ key })) ?? 'null')?.at;
      return Number.isFinite(value) ? (value as number) : -1;
    } catch {
      return -1;
    }
  };
  const cards = at(TRACKER);
  const phone = at(PHONE);
  if (cards < 0 && phone < 0) return null;
  return phone > cards ? 'phone' : 'cards';
}
