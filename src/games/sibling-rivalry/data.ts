import * as z from 'zod/mini';
import { fail, ok, type Result } from '~/kit/result';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/sibling-rivalry/board.json' with { type: 'json' };

/** The five track numbers: a track is named by the die face that advances it (SR-2). */
export const TRACK_NUMBERS = [2, 3, 4, 5, 6] as const;

/** One square of a challenge track. */
const challengeSquare = z.object({
  /** The square's name exactly as printed on the seed's board. */
  name: z.string().check(z.minLength(1)),
  /** Points scored from this square: the printed number, never its position (SR-2). */
  points: z.int().check(z.positive()),
});

/** One challenge track, bottom square first. */
const challengeTrack = z.object({
  /** The die face that advances a pawn on this track (2–6). */
  number: z.literal(TRACK_NUMBERS),
  /** The track's name as SR-2 gives it. */
  name: z.string().check(z.minLength(1)),
  /** Seven squares; index 0 is square 1 (the seed table's bottom row), index 6 the top. */
  squares: z.array(challengeSquare).check(z.length(7)),
});

/** Bounds a table-edited score track must stay within (kept small enough to print and show). */
const layoutLimits = z.object({
  /** Fewest squares between Start and the finish line. */
  minLength: z.int().check(z.positive()),
  /** Most squares between Start and the finish line. */
  maxLength: z.int().check(z.positive()),
});

/** The score track (SR-1): squares 1..length after Start, the finish line after the last. */
const scoreLayout = z.object({
  /** Number of squares between Start and the finish line. */
  length: z.int(),
  /** Squares that hold a Little Angel (catch needs one more 1). */
  angels: z.array(z.int()),
  /** Squares that hold a Little Devil (catch needs one fewer 1). */
  devils: z.array(z.int()),
});

/** A score track layout: the default from SR-1 or one the table typed in. */
export type Layout = z.infer<typeof scoreLayout>;
type LayoutLimits = z.infer<typeof layoutLimits>;

/** "3", "3 and 8", "3, 8 and 12". */
function listWords(items: readonly (number | string)[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/**
 * Checks a score-track layout and says what is wrong in words a player can act
 * on. The JSON schema uses it too, so the default layout obeys the same rules as
 * an edited one. Returns the layout with its squares sorted and de-duplicated.
 */
export function checkLayoutWithin(layout: Layout, limits: LayoutLimits): Result<Layout> {
  const { length } = layout;
  if (!Number.isInteger(length) || length < limits.minLength || length > limits.maxLength) {
    return fail(`The score track needs between ${limits.minLength} and ${limits.maxLength} squares.`);
  }
  for (const [kind, squares] of [
    ['Little Angel', layout.angels],
    ['Little Devil', layout.devils],
  ] as const) {
    const outside = squares.filter((s) => !Number.isInteger(s) || s < 1 || s > length);
    if (outside.length > 0) {
      const which = outside.length === 1 ? `square ${outside[0]} is` : `squares ${listWords(outside)} are`;
      return fail(`${kind} ${which} not on the track: use squares 1 to ${length}.`);
    }
  }
  const both = layout.angels.filter((s) => layout.devils.includes(s));
  if (both.length > 0) {
    const list = [...new Set(both)];
    const which = list.length === 1 ? `Square ${list[0]}` : `Squares ${listWords(list)}`;
    return fail(`${which} cannot hold both a Little Angel and a Little Devil: pick one.`);
  }
  const tidy = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);
  return ok({ length, angels: tidy(layout.angels), devils: tidy(layout.devils) });
}

/** Everything the game needs from the seed's board plus the house score track. */
const boardSchema = z
  .object({
    /** How many dice a turn starts with. */
    dice: z.int().check(z.positive()),
    /** The label printed after the points on every top square ("6 & SCORE!"). */
    topSquareNote: z.string().check(z.minLength(1)),
    /** 1s needed to be caught: usually, on a Little Angel, on a Little Devil (SR-5). */
    catchThresholds: z.object({
      /** Threshold on any ordinary square or at Start. */
      usual: z.int().check(z.positive()),
      /** Threshold while the scoring pawn stands on a Little Angel. */
      littleAngel: z.int().check(z.positive()),
      /** Threshold while the scoring pawn stands on a Little Devil. */
      littleDevil: z.int().check(z.positive()),
    }),
    /** The challenge board: tracks 2 to 6 in order (SR-2). */
    tracks: z.array(challengeTrack).check(z.length(TRACK_NUMBERS.length)),
    /** The default score track (SR-1). */
    scoreTrack: scoreLayout,
    /** Bounds for a table-edited score track. */
    layoutLimits,
    /** Smallest and largest table (SR-11). */
    players: z.object({ min: z.int().check(z.minimum(2)), max: z.int().check(z.minimum(2)) }),
  })
  .check(
    z.superRefine((board, ctx) => {
      board.tracks.forEach((track, i) => {
        if (track.number !== TRACK_NUMBERS[i]) {
          ctx.addIssue({ code: 'custom', message: `track ${i} must be number ${TRACK_NUMBERS[i]}` });
        }
      });
      const layout = checkLayoutWithin(board.scoreTrack, board.layoutLimits);
      if (!layout.ok) ctx.addIssue({ code: 'custom', message: layout.error });
    }),
  );

export type Board = z.infer<typeof boardSchema>;
export type ChallengeTrack = z.infer<typeof challengeTrack>;
export type ChallengeSquare = z.infer<typeof challengeSquare>;
export type TrackNumber = (typeof TRACK_NUMBERS)[number];

/** The validated board: one object read by the page, the engine, the islands and the PDF. */
export const board: Board = boardSchema.parse(raw);

/** The default score track layout of SR-1. */
export const defaultLayout: Layout = board.scoreTrack;

/** Checks an edited score-track layout against the board's limits. */
export function checkLayout(layout: Layout): Result<Layout> {
  return checkLayoutWithin(layout, board.layoutLimits);
}

/** The track a die face advances. Throws for a number that is not a track (a programmer error). */
export function trackOf(number: number): ChallengeTrack {
  const track = board.tracks.find((t) => t.number === number);
  if (!track) throw new RangeError(`There is no track ${number}`);
  return track;
}

/** The square a pawn stands on; `square` counts from 1 at the bottom. */
export function squareOf(number: number, square: number): ChallengeSquare {
  const found = trackOf(number).squares[square - 1];
  if (!found) throw new RangeError(`Track ${number} has no square ${square}`);
  return found;
}

/** Number of squares on every challenge track; reaching it triggers SR-7. */
export const TOP_SQUARE = 7;
