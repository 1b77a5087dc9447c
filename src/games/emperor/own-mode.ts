import * as v from 'valibot';
import { keyOf } from '~/kit/keys';
import type { StoreSpec } from '~/kit/persist';
import { OWN_SAVES, ownModeSave } from './keys';

/**
 * Whether this phone plays "Each on our own phone" (own.ts): the one thing about the mode
 * the play page's first screen reads, so the mode's code loads only when it is chosen.
 */
export const ownModeSpec: StoreSpec<boolean> = {
  key: ownModeSave.key,
  version: 1,
  schema: v.boolean(),
  initial: () => false,
  historyLimit: 0,
};

export { OWN_SAVES };

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
