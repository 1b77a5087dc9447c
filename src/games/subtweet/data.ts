import * as v from 'valibot';
import { int, text } from '~/kit/schema';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/subtweet/subtweet.json' with { type: 'json' };

/** The ids of the optional variations; the engine's toggles are keyed by them. */
export const variationId = v.picklist(['everyoneFavs', 'faceValue', 'failWhale']);

/** One of the seed's "Extensions/Variations", all off unless the table turns them on (ST-6). */
export const variationSchema = v.object({
  /** Stable key used by the engine and the saved state. */
  id: variationId,
  /** Short name shown on the toggle; the seed's own name where it gives one. */
  name: text(),
  /** One sentence in our own words, shown beside the toggle and on the player aid. */
  summary: text(),
});

/** The numbers and names of SUBTWEET, exactly as the seed and rulings give them. */
export const subtweetSchema = v.pipe(
  v.object({
    /** Table size: more than two players (seed); at most 12 (ST-1). */
    players: v.pipe(
      v.object({ min: int(3), max: int() }),
      v.check((p) => p.min <= p.max, 'players.min must not exceed players.max'),
    ),
    /** Written cards each player starts with (seed: three index cards each). */
    startingCards: int(1),
    /** Blank cards one penalty hands out. */
    penaltyCards: int(1),
    /** A player holding this many cards takes no more penalty cards (ST-4). */
    handCap: int(1),
    /** Blank cards to have ready per player (seed: about ten times the players). */
    blankCardsPerPlayer: int(1),
    /** The hashtag for sharing the best card after the game. */
    hashtag: v.pipe(v.string(), v.startsWith('#')),
    /** The three optional variations, each a toggle set before the game (ST-6). */
    variations: v.pipe(
      v.array(variationSchema),
      v.length(3),
      v.check((vs) => new Set(vs.map((x) => x.id)).size === vs.length, 'variation ids must be distinct'),
    ),
  }),
  v.check((d) => d.startingCards <= d.handCap, 'a starting hand must fit under the cap'),
);

export type VariationId = v.InferOutput<typeof variationId>;
export type Variation = v.InferOutput<typeof variationSchema>;
export type SubtweetData = v.InferOutput<typeof subtweetSchema>;

/** Validated once at import: a typo in the JSON fails the build and the tests. */
export const subtweet: SubtweetData = v.parse(subtweetSchema, raw);
