import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { blindSave, matchSave } from './keys';
import {
  blindProblem,
  blindStateSchema,
  initialBlind,
  matchProblem,
  matchSchema,
  summary,
  type BlindState,
  type MatchState,
} from './state';

/**
 * Every save of Empty Rivalry (kit persist), each validated by its schema and sense check
 * in state.ts. Undo for both is declared per move in game.ts.
 */

/** The round helper's match: null before the names are in, and again after New match. */
export const matchSpec: StoreSpec<MatchState | null> = {
  ...matchSave,
  version: 1,
  schema: v.nullable(matchSchema),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
  summary,
};

/** The rules page's blind dice: the round rolled on this phone and, once revealed, its dice (ER-5). */
export const blindSpec: StoreSpec<BlindState> = {
  ...blindSave,
  version: 1,
  schema: blindStateSchema,
  check: blindProblem,
  initial: initialBlind,
  // A rules-page aid, not a game in progress: nothing to resume.
  summary: () => null,
};
