import * as v from 'valibot';
import { int, text } from '~/kit/schema';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/sibling-rivalry/board.json' with { type: 'json' };
import { TRACK_NUMBERS, type TrackNumber } from './state';

/**
 * Sibling Rivalry's facts, checked: the seed's challenge board (board.json, here) and
 * the house facts of table.json (house.ts: the score track of SR-1 with its one schema
 * and one checker, the table size), passed on from here so the game reads all its data
 * from one file. Only the scoreboard's first screen reads house.ts alone.
 */

export { checkLayout, defaultLayout, layoutProblem, layoutSchema, table, type Layout } from './house';
export { TRACK_NUMBERS, type TrackNumber };

/** Number of squares on every challenge track; reaching it triggers SR-7. */
export const TOP_SQUARE = 7;

/** The schema of board.json, built only where the data is checked (see below). */
function boardSchema() {
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
  return v.pipe(
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
}

export type Board = v.InferOutput<ReturnType<typeof boardSchema>>;
export type ChallengeTrack = Board['tracks'][number];
export type ChallengeSquare = ChallengeTrack['squares'][number];

/** Checked at build time and in Node, as house.ts checks table.json: a typo in the JSON fails the build. */
const checkHere = import.meta.env ? import.meta.env.SSR : true;

/** The challenge board: one object read by the page, the engine, the islands and the PDF. */
export const board: Board = checkHere ? v.parse(boardSchema(), raw) : (raw as Board);

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
