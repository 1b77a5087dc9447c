import pkg from '../../../package.json' with { type: 'json' };
import { listed } from '../list';

/**
 * The day this version was released, printed beside it: a constant, not the build's clock,
 * so the same data gives the same bytes. Move it with the version in package.json.
 */
export const RELEASE_DATE = '2026-11-28';

/** The site's version and its date, printed on every sheet so a table can tell an old printout from a new one. */
export const VERSION = `Tablemate v${pkg.version}, ${RELEASE_DATE}`;

/**
 * What every sheet of a game says about the game: its name and its credit (from the rules
 * page's frontmatter, the one place they are written; see src/print-files.ts).
 */
export interface Stamp {
  /** The game's name, as its designers print it. */
  game: string;
  /** One sentence crediting its designers ("SUBTWEET is by Chris Martens."); empty when unknown. */
  credit: string;
}

/** The credit sentence from a rules page's `designers`: names joined ("A, B and C"), or a phrase that is not a name ("based on …") as it stands. */
export function creditLine(title: string, designers: readonly string[]): string {
  if (designers.length === 1 && /^[a-z]/.test(designers[0]!)) return `${title} is ${designers[0]}.`;
  return `${title} is by ${listed(designers)}.`;
}

/** Sheets that serve any game. */
export const TABLEMATE_STAMP: Stamp = { game: 'Tablemate', credit: 'Tablemate is a free table companion; the games belong to their designers.' };
