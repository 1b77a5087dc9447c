import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { withWaitingPick } from './engine';
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
 * Where an earlier version of the helper kept the lead's card, apart from the match. A
 * phone may still hold one saved before an update: the no-cards match carries it in on
 * load (`phoneSpec.legacy`), so a pick laid then is honoured.
 */
export const pickSpec: StoreSpec<WaitingPick> = {
  key: 'empress/phone-pick',
  version: 1,
  schema: waitingPick,
  initial: () => null,
  historyLimit: 0,
};

/**
 * The match without cards. The lead's card waits in it (`pending`) until the answer, and
 * Undo goes back by the rules game.ts declares (`undo`). A lead's card an earlier helper
 * kept in `pickSpec` is laid into its play on load, as the lead's move (Undo takes it
 * back); one saved for another play adds nothing (engine.ts `withWaitingPick`).
 */
export const phoneSpec: StoreSpec<MatchState | null> = {
  ...matchSpec(PHONE, phoneSummary),
  legacy: [{ from: pickSpec, move: 'lead', into: (match, pick) => (match === null ? match : withWaitingPick(match, pick as WaitingPick)) }],
};

/**
 * "Each on our own phone" (own.ts): this phone's seat at a table. Its spec is in a file of
 * its own, so only the mode's own code, loaded when a table chooses it, carries its schema.
 */
export { ownSpec } from './own-store';
