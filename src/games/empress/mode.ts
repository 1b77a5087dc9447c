import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { statusKeyOf } from '~/kit/status';

/**
 * The table's choice of helper, the only save the play page's first screen reads; kept
 * apart from the match's shape and rules, which load with the mode's screens.
 */

/** How the table plays: real cards with the tracker, or secret picks on the phone. */
export const mode = v.nullable(v.picklist(['cards', 'phone']));
export type Mode = v.InferOutput<typeof mode>;

/**
 * Remembered so a reload or Resume opens the same helper.
 * No undo history and no Resume line: it is a preference, not a game.
 */
export const modeSpec: StoreSpec<Mode> = {
  key: 'empress/mode',
  version: 1,
  schema: mode,
  initial: () => null,
  historyLimit: 0,
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
  const cards = at('empress/tracker');
  const phone = at('empress/phone');
  if (cards < 0 && phone < 0) return null;
  return phone > cards ? 'phone' : 'cards';
}
