import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { statusKeyOf } from '~/kit/status';
import { matchState, mode, phoneSummary, problem, trackerSummary, waitingPick, type MatchState, type Mode, type WaitingPick } from './state';

/**
 * Every store Empress keeps on a phone. A table plays either with real cards (the
 * tracker) or with secret picks on the phone, and each keeps its own match, so a switch
 * loses neither.
 */

const TRACKER = 'empress/tracker';
const PHONE = 'empress/phone';

/**
 * The table's choice of helper, the only save the play page's first screen reads.
 * Remembered so a reload or Resume opens the same helper. No undo history and no Resume
 * line: it is a preference, not a game.
 */
export const modeSpec: StoreSpec<Mode> = {
  key: 'empress/mode',
  version: 1,
  schema: mode,
  initial: () => null,
  historyLimit: 0,
};

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
 * Where the helper before the game contract kept the lead's card, apart from the match.
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
 * The helper with a match in progress (the newest, if both), from the Resume lines beside
 * the saves; null when neither has one (or storage can't be read).
 */
export function modeInProgress(storage: Pick<Storage, 'getItem'> | null): Mode {
  const at = (key: string): number => {
    try {
      const value: unknown = JSON.parse(storage?.getItem(statusKeyOf({ key })) ?? 'null')?.at;
      return Number.isFinite(value) ? (value as number) : -1;
    } catch {
      return -1;
    }
  };
  const cards = at(TRACKER);
  const phone = at(PHONE);
  if (cards < 0 && phone < 0) return null;
  return phone > cards ? 'phone' : 'cards';
}
