import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { matchProblem } from '../engine';
import { phoneSummary, trackerSummary } from '../phone';
import { matchState, waitingPick, type MatchState, type WaitingPick } from '../state';

export { waitingPick };

/** A saved match, or null before setup. The state's schema and the engine's sense checks vet what is read back. */
export const matchSpec = (key: 'tracker' | 'phone'): StoreSpec<MatchState | null> => ({
  key: `empress/${key}`,
  version: 1,
  schema: v.nullable(matchState),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
  summary: key === 'tracker' ? trackerSummary : phoneSummary,
});

/**
 * Kept apart from the match, with no undo history, so a lead's pick is never a point
 * Undo returns to: Undo after a reveal takes back the whole play (issue 13).
 */
export const pickSpec: StoreSpec<WaitingPick> = {
  key: 'empress/phone-pick',
  version: 1,
  schema: waitingPick,
  initial: () => null,
  historyLimit: 0,
};
