import type { StoreSpec } from '~/kit/persist';
import { defaultLayout } from './house';
import { gameSave, logSave } from './keys';
import { logSchema, problem, savedSchema, summary, type Log, type Saved } from './state';

/**
 * Sibling Rivalry's two stores: the game with its Undo history, and the table's log
 * beside it.
 */

/** The score track the table chose and the game in progress; Undo follows game.ts `undo`. */
export const spec: StoreSpec<Saved> = {
  key: gameSave.key,
  version: 1,
  schema: savedSchema,
  check: problem,
  initial: () => ({ layout: defaultLayout, game: null }),
  summary,
};

/** The log lives in its own store with no undo history, so an Undo can't erase it (log.ts). */
export const logSpec: StoreSpec<Log> = {
  key: logSave.key,
  version: 1,
  schema: logSchema,
  initial: () => ({ entries: [] }),
  historyLimit: 0,
};
