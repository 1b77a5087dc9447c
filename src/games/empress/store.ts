import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { PHONE, TRACKER } from './mode-store';
import { matchState, phoneSummary, problem, trackerSummary, waitingPick, type MatchState, type WaitingPick } from './state';

/**
 * Every store Empress keeps on a phone. A table plays either with real cards (the
 * tracker) or with secret picks on the phone, and each keeps its own match, so a switch
 * loses neither.
 */

/**
 * The table's choice of helper (`modeSpec`), the only save the play page's first screen
 * reads, is in mode-store.ts: the first screen imports that file alone, not the matches'
 * specs nor the own-phone mode's (own-store.ts), which load with the screens that use them.
 */
export { modeInProgress, modeSpec } from './mode-store';

/** A saved match, or null before setup; the sense check `problem` vets what is read back. */
const matchSpec = (key: string, summary: (state: MatchState | null) => string | null): StoreSpec<MatchState | null> => ({
  key,
  version: 1,
  schema: v.nullable(matchState),
  check: (s) => (s === null ? null : problem(s)),
  initial: () => null,
  summary,
});

/** The match tracker's match (real cards). */
export const trackerSpec = matchSpec(TRACKER, trackerSummary);

/**
 * The match without cards. The lead's card waits in it (`pending`) until the answer, and
 * Undo goes back by the rules game.ts declares (`undo`).
 */
export const phoneSpec = matchSpec(PHONE, phoneSummary);

/**
 * Where an earlier version of the helper kept the lead's card, apart from the match.
 * Still read, so that a pick laid before an update is honoured: the no-cards helper lays
 * it into the match and clears this store (engine.ts `withWaitingPick`). Listed in
 * game.ts `stores` for as long as it is read, so its saves stay covered by the store tests.
 */
export const pickSpec: StoreSpec<WaitingPick> = {
  key: 'empress/phone-pick',
  version: 1,
  schema: waitingPick,
  initial: () => null,
  historyLimit: 0,
};

/**
 * "Each on our own phone" (own.ts): this phone's seat at a table. Its spec is in a file of
 * its own, so only the mode's own code, loaded when a table chooses it, carries its schema.
 */
export { ownSpec } from './own-store';
