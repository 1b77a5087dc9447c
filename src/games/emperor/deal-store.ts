import * as z from 'zod/mini';
import { load, type StoreSpec } from '~/kit/persist';
import { data, identityKind } from './data';
import { identityOf } from './deal';

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

export const dealSpec: StoreSpec<DealState> = {
  key: 'emperor/deal',
  version: 1,
  schema: dealState,
  initial: () => null,
  check: (state) => dealProblem(state),
};

/**
 * The public part of a finished phone deal (names and who revealed the Emperor),
 * so the table tracker can start from it. Null until every player has looked.
 */
export function publicTableFromDeal(): { names: string[]; emperor: number } | null {
  const state = load(dealSpec).saved.state;
  if (state?.stage !== 'phone' || state.seen < state.names.length) return null;
  return { names: state.names, emperor: state.hands.findIndex((h) => h.identity === 'emperor') };
}

/**
 * What a saved deal must make sense of beyond its shape, so the dealer can draw it:
 * one hand per name, exactly one Emperor, each identity what its three cards make,
 * and no more players looked than there are.
 */
export function dealProblem(state: DealState): string | null {
  if (state === null || state.stage === 'physical') return null;
  if (state.hands.length !== state.names.length) return 'the hands do not match the names';
  if (state.seen > state.names.length) return 'more players looked than there are';
  if (state.hands.filter((h) => h.identity === 'emperor').length !== 1) return 'there is not exactly one Emperor';
  if (state.hands.some((h) => h.identity !== identityOf(h.cards))) return 'an identity is not what its cards make';
  if (new Set(state.names.map((n) => n.toLocaleLowerCase())).size !== state.names.length) return 'two players share a name';
  return null;
}
