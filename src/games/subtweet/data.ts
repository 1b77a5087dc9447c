import { z } from 'astro/zod';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/subtweet/subtweet.json' with { type: 'json' };

/** The ids of the optional variations; the engine's toggles are keyed by them. */
export const variationId = z.enum(['everyoneFavs', 'faceValue', 'failWhale']);

/** One of the seed's "Extensions/Variations", all off unless the table turns them on (ST-6). */
export const variationSchema = z.object({
  /** Stable key used by the engine and the saved state. */
  id: variationId,
  /** Short name shown on the toggle; the seed's own name where it gives one. */
  name: z.string().min(1),
  /** One sentence in our own words, shown beside the toggle and on the player aid. */
  summary: z.string().min(1),
});

/** The numbers and names of SUBTWEET, exactly as the seed and rulings give them. */
export const subtweetSchema = z
  .object({
    /** Table size: more than two players (seed); at most 12 (ST-1). */
    players: z
      .object({ min: z.number().int().min(3), max: z.number().int() })
      .refine((p) => p.min <= p.max, 'players.min must not exceed players.max'),
    /** Written cards each player starts with (seed: three index cards each). */
    startingCards: z.number().int().positive(),
    /** Blank cards one penalty hands out. */
    penaltyCards: z.number().int().positive(),
    /** A player holding this many cards takes no more penalty cards (ST-4). */
    handCap: z.number().int().positive(),
    /** Blank cards to have ready per player (seed: about ten times the players). */
    blankCardsPerPlayer: z.number().int().positive(),
    /** The hashtag for sharing the best card after the game. */
    hashtag: z.string().startsWith('#'),
    /** The three optional variations, each a toggle set before the game (ST-6). */
    variations: z
      .array(variationSchema)
      .length(3)
      .refine((vs) => new Set(vs.map((v) => v.id)).size === vs.length, 'variation ids must be distinct'),
  })
  .refine((d) => d.startingCards <= d.handCap, 'a starting hand must fit under the cap');

export type VariationId = z.infer<typeof variationId>;
export type Variation = z.infer<typeof variationSchema>;
export type SubtweetData = z.infer<typeof subtweetSchema>;

/** Validated once at import: a typo in the JSON fails the build and the tests. */
export const subtweet: SubtweetData = subtweetSchema.parse(raw);
