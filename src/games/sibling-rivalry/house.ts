import * as v from 'valibot';
import { int } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
// The import attribute lets Node (Playwright, scripts) load the JSON as well as Vite.
import raw from '../../../content/games/sibling-rivalry/table.json' with { type: 'json' };
import { listed } from '~/kit/list';

/**
 * The house facts of table.json, checked: the score track of SR-1 (the house layout)
 * with its one schema and its one checker, the limits a table's own track keeps to, and
 * the table size (SR-11): what the scoreboard's first screen reads. data.ts adds the
 * challenge board and passes these on.
 */

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
  return listed(items);
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

/** The schema of table.json, built only where the data is checked (see below). */
function tableSchema() {
  return v.pipe(
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
}

export type Table = v.InferOutput<ReturnType<typeof tableSchema>>;

/**
 * Checked where the data enters the site: at build time (every page's server render
 * imports this) and in Node (tests, scripts): a typo in the JSON fails the build. The
 * browser gets the same JSON the build has just checked, and does not check it again.
 */
const checkHere = import.meta.env ? import.meta.env.SSR : true;

/** The house facts: the usual score track, its limits, the table size. */
export const table: Table = checkHere ? v.parse(tableSchema(), raw) : (raw as Table);

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
