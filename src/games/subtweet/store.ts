import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { bestCardSave, tableSave } from './keys';
import { problem, stateSchema, tableSummary, type SubtweetState } from './state';

/** The whole table's cards on one phone; null until the players are entered. */
export const tableSpec: StoreSpec<SubtweetState | null> = {
  key: tableSave.key,
  version: 1,
  schema: v.nullable(stateSchema),
  check: (s) => (s === null ? null : problem(s)),
  initial: () => null,
  summary: tableSummary,
};

/**
 * What the table typed as the best card at the end (islands/BestCard.tsx), kept through a
 * reload (nothing entered is lost) and only on this phone. No undo history: it is a text
 * box, not a move. A new game clears it: it belongs to the game just finished.
 */
export const bestCardSpec: StoreSpec<string> = {
  key: bestCardSave.key,
  version: 1,
  schema: v.string(),
  initial: () => '',
  historyLimit: 0,
};
