// What a table may type into the print studio, as plain data: the form checks it
// before anything is built, and the builders rely on it.

/**
 * Longest question of the table's own: the helper's own limit, so whatever it
 * accepts prints; a test builds the widest such question on a card at 7 pt or more.
 */
export { MAX_QUESTION_LENGTH } from '~/games/empty-rivalry/data';
/** Most questions of the table's own on one PDF (three sheets' worth). */
export const MAX_CUSTOM_QUESTIONS = 27;

/**
 * Characters the embedded font draws: Latin-1, the Latin Extended-A letters Atkinson
 * Hyperlegible has (most European languages), and typographic quotes, dashes and the
 * ellipsis. A test checks every one against the font, so a typed emoji is refused
 * with a message instead of printing as a box.
 */
const EXTENDED = 'ĀāĂăĄąĆćĊċČčĎďĐđĒēĖėĘęĚěĞğĠġĢģĦħĪīĮįıĶķĻļĽľŁłŃńŅņŇňŐőŒœŔŕŘřŚśŞşŠšŢţŤťŪūŮůŰűŲųŸŹźŻżŽž';
export const DRAWABLE = new RegExp(`^[\\u0020-\\u007e\\u00a0-\\u00ff${EXTENDED}\\u2013\\u2014\\u2018\\u2019\\u201c\\u201d\\u2026]*$`, 'u');

/** The characters of `text` that the font cannot draw, each once, in order. */
export function undrawable(text: string): string[] {
  return [...new Set([...text].filter((ch) => !DRAWABLE.test(ch)))];
}
