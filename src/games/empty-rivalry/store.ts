import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { blindSave, matchSave, ownSave } from './keys';
import { ownProblem, ownSchema, type OwnState } from './own-state';
import {
  blindProblem,
  blindStateSchema,
  initialBlind,
  problem,
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
  check: (s) => (s === null ? null : problem(s)),
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

/**
 * "Each on our own phone" (own.ts): this phone's seat at a table, the match as its player
 * may see it, and its own seal until the reveal. Never the other player's notes or die
 * before their reveal.
 */
export const ownSpec: StoreSpec<OwnState | null> = {
  ...ownSave,
  version: 1,
  schema: v.nullable(ownSchema),
  check: (s) => (s === null ? null : ownProblem(s)),
  initial: () => null,
  summary: (s) => (s?.match ? `On your own phone · ${summary(s.match)}` : null),
};
