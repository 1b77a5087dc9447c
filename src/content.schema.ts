import { z } from 'astro/zod';

/** Build time only (content collections, full zod). What every game page states up front; the rules page frontmatter is validated by it. */
export const gameFacts = z.object({
  /** The game's name as its designers print it. */
  title: z.string().min(1),
  /** One line that tells a newcomer what the game is like. */
  pitch: z.string().min(1),
  /** Who made the game, exactly as the seed credits them (one or more names). */
  designers: z.array(z.string().min(1)).min(1),
  /** Other credits from the seed (editor, playtesters, origin), shown on the page. */
  credits: z.array(z.string().min(1)).default([]),
  /** Smallest and largest table the game (and our rulings) allow. */
  players: z
    .object({ min: z.number().int().min(1), max: z.number().int().min(1) })
    .refine((p) => p.min <= p.max, 'players.min must not exceed players.max'),
  /** Typical length of a game in minutes, as a range. */
  minutes: z
    .object({ min: z.number().int().positive(), max: z.number().int().positive() })
    .refine((m) => m.min <= m.max, 'minutes.min must not exceed minutes.max'),
  /** What the table needs besides this site: dice, cards, tokens, paper … */
  components: z.array(z.string().min(1)).min(1),
  /** Order on the home page. */
  order: z.number().int(),
});

export type GameFacts = z.infer<typeof gameFacts>;

/** A play page's frontmatter: the page is the helper, so it needs little. */
export const playFacts = z.object({
  /** One sentence for search results: what the helper does at the table. */
  description: z.string().min(1),
});

export type PlayFacts = z.infer<typeof playFacts>;
