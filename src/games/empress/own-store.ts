import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { ownProblem, ownSchema, type OwnState } from './own-state';
import { OWN_SAVE } from './mode-store';
import { phoneSummary } from './state';

/**
 * "Each on our own phone" (own.ts), listed in store.ts with every other spec: this phone's
 * seat at a table, the match as its player may see it, its own seal or answer for the play
 * in progress. Never the other phone's card before its reveal.
 */
export const ownSpec: StoreSpec<OwnState | null> = {
  key: OWN_SAVE.key,
  version: 1,
  schema: v.nullable(ownSchema),
  check: (s) => (s === null ? null : ownProblem(s)),
  initial: () => null,
  summary: (s) => {
    const line = s?.match ? phoneSummary(s.match) : null;
    return line && `On your own phone · ${line}`;
  },
};
