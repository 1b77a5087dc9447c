import * as v from 'valibot';
import { keyOf } from '~/kit/keys';
import type { StoreSpec } from '~/kit/persist';

/**
 * Whether this phone plays "Each on our own phone" (own.ts): the one thing about the mode
 * the play page's first screen reads, so the mode's code loads only when it is chosen.
 */
export const ownModeSpec: StoreSpec<boolean> = {
  key: 'emperor/own-mode',
  version: 1,
  schema: v.boolean(),
  initial: () => false,
  historyLimit: 0,
};

/** The mode's two saves (own-store.ts): the table phone's and the player's. */
export const OWN_SAVES = [
  { key: 'emperor/own-table', version: 1 },
  { key: 'emperor/own-phone', version: 1 },
] as const;

/**
 * Whether this phone holds a table of the mode, readable or not: a phone whose mode flag
 * was lost or damaged still opens the mode, whose stores then keep what they can and say
 * what they set aside (a table is never left unread behind the one-phone screen).
 */
export const ownInProgress = (storage: Pick<Storage, 'getItem'> | null): boolean =>
  OWN_SAVES.some((spec) => {
    try {
      return storage?.getItem(keyOf(spec)) != null;
    } catch {
      return false;
    }
  });
