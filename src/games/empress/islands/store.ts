import * as z from 'zod/mini';
import type { StoreSpec } from '~/kit/persist';
import { matchProblem, matchState, type MatchState } from '../engine';

/** A saved match, or null before setup. The engine's schema checks what is read back. */
export const matchSpec = (key: string): StoreSpec<MatchState | null> => ({
  key: `empress/${key}`,
  version: 1,
  schema: z.nullable(matchState),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
});
