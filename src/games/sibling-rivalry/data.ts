import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/sibling-rivalry/board.json' with { type: 'json' };
// The house part (score track, its limits, the table size) is a file of its own, so the
// play page's first screen reads it without the whole board (islands/Scoreboard.tsx).
import house from '../../../content/games/sibling-rivalry/table.json' with { type: 'json' };
import { TRACK_NUMBERS } from './state';

export { TRACK_NUMBERS };

/** One square of a challenge track. */
const challengeSquare = v.object({
  /** The square's name exactly as printed on the seed's board. */
  name: text(),
  /** Points scored from this square: the printed number, never its position (SR-2). */
  points: int(1),
});

/** One challenge track, bottom square first. */
const challengeTrack = v.object({
  /** The die face that advances a pawn on this track (2–6). */
  number: v.picklist(TRACK_NUMBERS),
  /** The track's name as SR-2 gives it. */
  name: text(),
  /** Seven squares; index 0 is square 1 (the seed table's bottom row), index 6 the top. */
  squares: v.pipe(v.array(challengeSquare), v.length(7)),
});

/** Bounds a table-edited score track must stay within (kept small enough to print and show). */
const layoutLimits = v.object({
  /** Fewest squares between Start and the finish line. */
  minLength: int(1),
  /** Most squares between Start and the finish line. */
  maxLength: int(1),
});

/** The score track (SR-1): squares 1..length after Start, the finish line after the last. */
const scoreLayout = v.object({
  /** Number of squares between Start and the finish line. */
  length: int(),
  /** Squares that hold a Little Angel (catch needs one more 1). */
  angels: v.array(int()),
  /** Squares that hold a Little Devil (catch needs one fewer 1). */
  devils: v.array(int()),
});

/** A score track layout: the default from SR-1 or one the table typed in. */
export type Layout = v.InferOutput<typeof scoreLayout>;
type LayoutLimits = v.InferOutput<typeof layoutLimits>;

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
const boardSchema = v.pipe(
  v.object({
    /** How many dice a turn starts with. */
    dice: int(1),
    /** The label printed after the points on every top square ("6 & SCORE!"). */
    topSquareNote: text(),
    /** 1s needed to be caught: usually, on a Little Angel, on a Little Devil (SR-5). */
    catchThresholds: v.object({
      /** Threshold on any ordinary square or at Start. */
      usual: int(1),
      /** Threshold while the scoring pawn stands on a Little Angel. */
      littleAngel: int(1),
      /** Threshold while the scoring pawn stands on a Little Devil. */
      littleDevil: int(1),
    }),
    /** The challenge board: tracks 2 to 6 in order (SR-2). */
    tracks: v.pipe(v.array(challengeTrack), v.length(TRACK_NUMBERS.length)),
    /** The default score track (SR-1). */
    scoreTrack: scoreLayout,
    /** Bounds for a table-edited score track. */
    layoutLimits,
    /** Smallest and largest table (SR-11). */
    players: v.object({ min: int(2), max: int(2) }),
  }),
  v.rawCheck(({ dataset, addIssue }) => {
    if (!dataset.typed) return;
    const board = dataset.value;
    board.tracks.forEach((track, i) => {
      if (track.number !== TRACK_NUMBERS[i]) addIssue({ message: `track ${i} must be number ${TRACK_NUMBERS[i]}` });
    });
    const layout = checkLayoutWithin(board.scoreTrack, board.layoutLimits);
    if (!layout.ok) addIssue({ message: layout.error });
  }),
);

export type Board = v.InferOutput<typeof boardSchema>;
export type ChallengeTrack = v.InferOutput<typeof challengeTrack>;
export type ChallengeSquare = v.InferOutput<typeof challengeSquare>;
export type TrackNumber = (typeof TRACK_NUMBERS)[number];

/** The validated board: one object read by the page, the engine, the islands and the PDF. */
export const board: Board = v.parse(boardSchema, { ...raw, ...house });

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
