import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { matchProblem, matchSchema, summary, type MatchState } from './state';

/** The round helper's saved match (kit persist): validated by the schema and the sense check of state.ts. */
export const spec: StoreSpec<MatchState | null> = {
  key: 'empty-rivalry/match',
  version: 1,
  schema: v.nullable(matchSchema),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
  summary,
};
