import * as z from 'zod/mini';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/subtweet/subtweet.json' with { type: 'json' };

/** The ids of the optional variations; the engine's toggles are keyed by them. */
export const variationId = z.enum(['everyoneFavs', 'faceValue', 'failWhale']);

/** One of the seed's "Extensions/Variations", all off unless the table turns them on (ST-6). */
export const variationSchema = z.object({
  /** Stable key used by the engine and the saved state. */
  id: variationId,
  /** Short name shown on the toggle; the seed's own name where it gives one. */
  name: z.string().check(z.minLength(1)),
  /** One sentence in our own words, shown beside the toggle and on the player aid. */
  summary: z.string().check(z.minLength(1)),
});

/** The numbers and names of SUBTWEET, exactly as the seed and rulings give them. */
export const subtweetSchema = z
  .object({
    /** Table size: more than two players (seed); at most 12 (ST-1). */
    players: z
      .object({ min: z.int().check(z.minimum(3)), max: z.int() })
      .check(z.refine((p) => p.min <= p.max, 'players.min must not exceed players.max')),
    /** Written cards each player starts with (seed: three index cards each). */
    startingCards: z.int().check(z.positive()),
    /** Blank cards one penalty hands out. */
    penaltyCards: z.int().check(z.positive()),
    /** A player holding this many cards takes no more penalty cards (ST-4). */
    handCap: z.int().check(z.positive()),
    /** Blank cards to have ready per player (seed: about ten times the players). */
    blankCardsPerPlayer: z.int().check(z.positive()),
    /** The hashtag for sharing the best card after the game. */
    hashtag: z.string().check(z.startsWith('#')),
    /** The three optional variations, each a toggle set before the game (ST-6). */
    variations: z
      .array(variationSchema)
      .check(
        z.length(3),
        z.refine((vs) => new Set(vs.map((v) => v.id)).size === vs.length, 'variation ids must be distinct'),
      ),
  })
  .check(z.refine((d) => d.startingCards <= d.handCap, 'a starting hand must fit under the cap'));

export type VariationId = z.infer<typeof variationId>;
export type Variation = z.infer<typeof variationSchema>;
export type SubtweetData = z.infer<typeof subtweetSchema>;

/** Validated once at import: a typo in the JSON fails the build and the tests. */
export const subtweet: SubtweetData = subtweetSchema.parse(raw);
