import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { ownProblem, ownSchema, type OwnState } from './own-state';
import { OWN_SAVES } from './keys';
import { summary } from './state';

/**
 * "Each on our own phone" (own.ts): two saves, because the phone that is the table phone is
 * also, most often, one player's phone. The table's holds the public table and the cards'
 * seals, never a hand; the player's holds that player's three cards and what they were shown.
 * Each has its own key, so neither ever reads the other's.
 */
const spec = ({ key, version }: (typeof OWN_SAVES)[number], line: (s: OwnState) => string | null): StoreSpec<OwnState | null> => ({
  key,
  version,
  schema: v.nullable(ownSchema),
  check: (s) => (s === null ? null : ownProblem(s)),
  initial: () => null,
  summary: (s) => (s ? line(s) : null),
});

export const ownTableSpec = spec(OWN_SAVES[0], (s) => (s.game ? `Table phone · ${summary(s.game)}` : null));
/**
 * No undo history on a player's phone: a card given away in a Swap must leave the phone with
 * its salt, and an older state kept for Undo would keep it (the e2e found it).
 */
export const ownPhoneSpec: StoreSpec<OwnState | null> = { ...spec(OWN_SAVES[1], (s) => (s.hand ? `On your own phone · ${s.name}` : null)), historyLimit: 0 };
