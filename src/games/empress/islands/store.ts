import { z } from 'astro/zod';
import type { StoreSpec } from '~/kit/persist';
import { matchState, type MatchState } from '../engine';
import { phoneSummary, trackerSummary } from '../phone';

/** A saved match, or null before setup. The engine's schema checks what is read back. */
export const matchSpec = (key: 'tracker' | 'phone'): StoreSpec<MatchState | null> => ({
  key: `empress/${key}`,
  version: 1,
  schema: matchState.nullable(),
  initial: () => null,
  summary: key === 'tracker' ? trackerSummary : phoneSummary,
});

/** How the table plays: real cards with the tracker, or secret picks on the phone. */
export const mode = z.enum(['cards', 'phone']).nullable();
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
