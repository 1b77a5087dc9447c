import * as v from 'valibot';
import { int, text } from '~/kit/schema';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/subtweet/subtweet.json' with { type: 'json' };

/**
 * The schema of the seed's numbers and names, built only where the data is checked: the
 * build, the tests and plain Node. A browser reads the file the build has already checked.
 */
export function dataSchema() {
  /** The ids of the optional variations; the engine's toggles are keyed by them. */
  const variationId = v.picklist(['everyoneFavs', 'faceValue', 'failWhale']);

  /** One of the seed's "Extensions/Variations", all off unless the table turns them on (ST-6). */
  const variation = v.object({
    /** Stable key used by the engine and the saved state. */
    id: variationId,
    /** Short name shown on the toggle; the seed's own name where it gives one. */
    name: text(),
    /** One sentence in our own words, shown beside the toggle and on the player aid. */
    summary: text(),
  });

  /** The numbers and names of SUBTWEET, exactly as the seed and rulings give them. */
  return v.pipe(
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
        v.array(variation),
        v.length(3),
        v.check((vs) => new Set(vs.map((x) => x.id)).size === vs.length, 'variation ids must be distinct'),
      ),
    }),
    v.check((d) => d.startingCards <= d.handCap, 'a starting hand must fit under the cap'),
  );
}

export type SubtweetData = v.InferOutput<ReturnType<typeof dataSchema>>;
export type Variation = SubtweetData['variations'][number];
export type VariationId = Variation['id'];

/**
 * Validated once at import on the server side: a typo in the JSON fails the build and
 * the tests. `import.meta.env.SSR` is a build-time constant, false in a browser bundle
 * (plain Node, e.g. Playwright loading the engine, has no `import.meta.env` and checks too).
 */
export const subtweet: SubtweetData = import.meta.env?.SSR === false ? (raw as SubtweetData) : v.parse(dataSchema(), raw);
