import * as z from 'zod/mini';
import { load, type StoreSpec } from '~/kit/persist';
import { data, identityKind } from './data';

const dealtHand = z.object({
  /** The three identity cards, kept ones first. */
  cards: z.array(identityKind).check(z.length(3)),
  /** The card drawn from the pool. */
  drawn: identityKind,
  /** What the three make. */
  identity: identityKind,
});

/**
 * What the dealer keeps. The dealt hands live only here (local storage), never
 * in the page: a hand is rendered just for its holder, after the privacy tap.
 */
const dealState = z.nullable(
  z.discriminatedUnion('stage', [
    z.object({
      stage: z.literal('physical'),
      /** Table size to list the printed cards for; null until chosen. */
      players: z.nullable(z.int().check(z.minimum(data.players.min), z.maximum(data.players.max))),
    }),
    z.object({
      stage: z.literal('phone'),
      /** Names in seating order. */
      names: z.array(z.string()).check(z.minLength(data.players.min), z.maxLength(data.players.max)),
      /** hands[i] belongs to names[i]. */
      hands: z.array(dealtHand),
      /** How many players have looked at their cards so far (they look in seating order). */
      seen: z.int().check(z.minimum(0)),
    }),
  ]),
);
export type DealState = z.infer<typeof dealState>;

export const dealSpec: StoreSpec<DealState> = { key: 'emperor/deal', version: 1, schema: dealState, initial: () => null };

/**
 * The public part of a finished phone deal (names and who revealed the Emperor),
 * so the table tracker can start from it. Null until every player has looked.
 */
export function publicTableFromDeal(): { names: string[]; emperor: number } | null {
  const state = load(dealSpec).saved.state;
  if (state?.stage !== 'phone' || state.seen < state.names.length) return null;
  return { names: state.names, emperor: state.hands.findIndex((h) => h.identity === 'emperor') };
}
