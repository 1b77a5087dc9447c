import * as v from 'valibot';
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
