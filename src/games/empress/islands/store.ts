import * as z from 'zod/mini';
import type { StoreSpec } from '~/kit/persist';
import { cardId } from '../data';
import { matchProblem, matchState, type MatchState } from '../engine';
import { phoneSummary, trackerSummary, type WaitingPick } from '../phone';

/** A saved match, or null before setup. The engine's schema and sense checks vet what is read back. */
export const matchSpec = (key: 'tracker' | 'phone'): StoreSpec<MatchState | null> => ({
  key: `empress/${key}`,
  version: 1,
  schema: z.nullable(matchState),
  check: (s) => (s === null ? null : matchProblem(s)),
  initial: () => null,
  summary: key === 'tracker' ? trackerSummary : phoneSummary,
});

/** The lead's secret card while the answer is still to come (see phone.ts `withWaiting`). */
export const waitingPick = z.nullable(
  z.object({
    /** The play it was laid for (`playKey`): a pick left over from another play is ignored. */
    at: z.string().check(z.minLength(1)),
    card: cardId,
  }),
);

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

/** How the table plays: real cards with the tracker, or secret picks on the phone. */
export const mode = z.nullable(z.enum(['cards', 'phone']));
export type Mode = z.infer<typeof mode>;

/**
 * The table's choice of helper, remembered so a reload or Resume opens the same one.
 * No undo history and no Resume line: it is a preference, not a game.
 */
export const modeSpec: StoreSpec<Mode> = {
  key: 'empress/mode',
  version: 1,
  schema: mode,
  initial: () => null,
  historyLimit: 0,
};
