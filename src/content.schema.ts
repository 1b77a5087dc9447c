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
  /**
   * What the table needs besides this site: dice, cards, tokens, paper … one thing per item
   * (a YAML block list, so commas inside an item stay in it). The word "printable" in an
   * item links to the game's printables on the rules page.
   */
  components: z.array(z.string().min(1)).min(1),
  /** Order on the home page. */
  order: z.number().int(),
  /**
   * The 30-second box at the top of the rules page: the whole game in four short answers,
   * in our own words, for a reader who has never played.
   */
  summary: z.object({
    /** What the players are trying to do. */
    goal: z.string().min(1),
    /** What one turn (or round) is. */
    turn: z.string().min(1),
    /** How you win. */
    win: z.string().min(1),
    /** What ends the game. */
    end: z.string().min(1),
  }),
  /**
   * The setup checklist, after the things to bring (`components`, not repeated here): what
   * to deal and set out before the first turn, in order. A step for some table sizes only
   * names them (`players: "5"`); the others are for every table.
   */
  setup: z
    .array(
      z.object({
        /** The table sizes this step is for, as a reader says them ("5", "6 or 7"); every size when left out. */
        players: z.string().min(1).optional(),
        /** One thing to do. */
        step: z.string().min(1),
      }),
    )
    .min(1),
  /**
   * The jump bar (Setup · A turn · Scoring · Winning · Questions), built from headings that
   * exist: each stop is a label and the id of one of the page's headings. The page's build
   * fails when an id is not a heading of the page.
   */
  jumps: z.array(z.object({ label: z.string().min(1).max(12), to: z.string().regex(/^[a-z0-9-]+$/) })).min(3).max(5),
  /**
   * Terms explained where they appear (`<Term t="lead">` on the page): a key, the term as
   * a reader says it, and what it means in a sentence or two.
   */
  glossary: z.record(z.string().regex(/^[a-z0-9-]+$/), z.object({ term: z.string().min(1), means: z.string().min(1) })).default({}),
});

export type GameFacts = z.infer<typeof gameFacts>;

/** A play page's frontmatter: the page is the helper, so it needs little. */
export const playFacts = z.object({
  /** One sentence for search results: what the helper does at the table. */
  description: z.string().min(1),
});

