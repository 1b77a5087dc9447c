import * as v from 'valibot';
import { int, text } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import rawBoard from '../../../content/games/sibling-rivalry/board.json' with { type: 'json' };
import rawTable from '../../../content/games/sibling-rivalry/table.json' with { type: 'json' };

/**
 * Sibling Rivalry's facts, checked: the seed's challenge board (board.json) and the
 * house facts of table.json (the score track of SR-1, its limits, the table size).
 * The score track has one schema and one checker here, used alike by the JSON, the
 * score-track editor, the saved game and the print studio.
 */

/** The five track numbers: a track is named by the die face that advances it (SR-2). */
export const TRACK_NUMBERS = [2, 3, 4, 5, 6] as const;
export type TrackNumber = (typeof TRACK_NUMBERS)[number];

/** Number of squares on every challenge track; reaching it triggers SR-7. */
export const TOP_SQUARE = 7;

/** The score track (SR-1): squares 1..length after Start, the finish line after the last. */
export const layoutSchema = v.object({
  /** Squares between Start and the finish line. */
  length: int(1),
  /** Little Angel squares (a catch needs one more 1). */
  angels: v.array(int(1)),
  /** Little Devil squares (a catch needs one fewer 1). */
  devils: v.array(int(1)),
});

/** A score track layout: the default from SR-1 or one the table typed in. */
export type Layout = v.InferOutput<typeof layoutSchema>;

/** Bounds a score track must stay within (kept small enough to print and show). */
interface LayoutLimits {
  minLength: number;
  maxLength: number;
}

/** "3", "3 and 8", "3, 8 and 12". */
function listWords(items: readonly (number | string)[]): string {
  return items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

/** What is wrong with a layout, in words a player can act on; null when it is sound. */
function layoutProblemWithin(layout: Layout, limits: LayoutLimits): string | null {
  const { length } = layout;
  if (!Number.isInteger(length) || length < limits.minLength || length > limits.maxLength) {
    return `The score track needs between ${limits.minLength} and ${limits.maxLength} squares.`;
  }
  for (const [kind, squares] of [
    ['Little Angel', layout.angels],
    ['Little Devil', layout.devils],
  ] as const) {
    const outside = squares.filter((s) => !Number.isInteger(s) || s < 1 || s > length);
    if (outside.length > 0) {
      const which = outside.length === 1 ? `square ${outside[0]} is` : `squares ${listWords(outside)} are`;
      return `${kind} ${which} not on the track: use squares 1 to ${length}.`;
    }
  }
  const both = [...new Set(layout.angels.filter((s) => layout.devils.includes(s)))];
  if (both.length > 0) {
    const which = both.length === 1 ? `Square ${both[0]}` : `Squares ${listWords(both)}`;
    return `${which} cannot hold both a Little Angel and a Little Devil: pick one.`;
  }
  return null;
}

/** The schemas of the two files, built only where the data is checked (see below). */
function dataSchemas() {
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
    squares: v.pipe(v.array(challengeSquare), v.length(TOP_SQUARE)),
  });

  /** Everything the game needs from the seed's board. */
  const board = v.pipe(
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
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      dataset.value.tracks.forEach((track, i) => {
        if (track.number !== TRACK_NUMBERS[i]) addIssue({ message: `track ${i} must be number ${TRACK_NUMBERS[i]}` });
      });
    }),
  );

  /** The house facts: the usual score track, its limits, the table size. */
  const table = v.pipe(
    v.object({
      /** The default score track (SR-1). */
      scoreTrack: layoutSchema,
      /** Bounds for a table-edited score track. */
      layoutLimits: v.object({
        /** Fewest squares between Start and the finish line. */
        minLength: int(1),
        /** Most squares between Start and the finish line. */
        maxLength: int(1),
      }),
      /** Smallest and largest table (SR-11). */
      players: v.object({ min: int(2), max: int(2) }),
    }),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return;
      const problem = layoutProblemWithin(dataset.value.scoreTrack, dataset.value.layoutLimits);
      if (problem) addIssue({ message: problem });
    }),
  );
  return { board, table };
}

type Schemas = ReturnType<typeof dataSchemas>;
export type Board = v.InferOutput<Schemas['board']>;
export type ChallengeTrack = Board['tracks'][number];
export type ChallengeSquare = ChallengeTrack['squares'][number];
export type Table = v.InferOutput<Schemas['table']>;

/**
 * Checked where the data enters the site: at build time (every page's server render
 * imports this) and in Node (tests, scripts): a typo in the JSON fails the build. The
 * browser gets the same JSON the build has just checked and ships no schema for it.
 */
const checkHere = import.meta.env ? import.meta.env.SSR : true;
const schemas = checkHere ? dataSchemas() : null;

/** The challenge board: one object read by the page, the engine, the islands and the PDF. */
export const board: Board = schemas ? v.parse(schemas.board, rawBoard) : (rawBoard as Board);

/** The house facts: the usual score track, its limits, the table size. */
export const table: Table = schemas ? v.parse(schemas.table, rawTable) : (rawTable as Table);

/** The default score track layout of SR-1. */
export const defaultLayout: Layout = table.scoreTrack;

/**
 * The score track's one check (SR-1): what is wrong with a layout in words a player can
 * act on (its length within the limits, every Angel and Devil on it, no square both),
 * or null. The score-track editor, the saved game's sense check and the JSON use it.
 */
export const layoutProblem = (layout: Layout): string | null => layoutProblemWithin(layout, table.layoutLimits);

/** A layout as the table typed it, checked; its squares sorted and de-duplicated. */
export function checkLayout(layout: Layout): Result<Layout> {
  const problem = layoutProblem(layout);
  if (problem) return fail(problem);
  const tidy = (xs: number[]) => [...new Set(xs)].sort((a, b) => a - b);
  return ok({ length: layout.length, angels: tidy(layout.angels), devils: tidy(layout.devils) });
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
