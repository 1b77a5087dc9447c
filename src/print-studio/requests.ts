import type { Layout } from '~/games/sibling-rivalry/data';
import { FIT_LIMITS, NO_FIT, type PrinterFit, type Sides } from '~/kit/pdf/sheet';
import type { Paper } from '~/kit/pdf/units';
import { fail, ok, type Result } from '~/kit/result';
import subtweetData from '../../content/games/subtweet/subtweet.json' with { type: 'json' };
import { MAX_CUSTOM_QUESTIONS, MAX_QUESTION_LENGTH, undrawable } from './limits';

/**
 * One PDF the table asks for: a printable (by `game/name`), the paper, for card
 * sheets duplex or fold-over and the printer fit, and the table's own content.
 * Plain data: the form builds it, `makePdf` turns it into bytes with the same
 * builders as the static files.
 */
export interface StudioRequest {
  id: string;
  paper: Paper;
  sides: Sides;
  fit: PrinterFit;
  /** Sibling Rivalry: the score track to print. */
  layout?: Layout;
  /** Empty Rivalry: the table's own questions. */
  custom?: string[];
  /** SUBTWEET: cards for this many players (about ten each); none for the standard file. */
  players?: number;
}

/** What the defaults give: the very file the site serves for this printable. */
export const defaultRequest = (id: string, paper: Paper, sides: Sides = 'duplex'): StudioRequest => ({ id, paper, sides, fit: NO_FIT });

/** A number as people type it: "2", "-1.5", "−1,5", "+2". Null when it is not one. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(/\u2212/g, '-').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** The printer test's readings, checked against what the test can show. */
export function parseFit(input: { ruler: string; backX: string; backY: string }): Result<PrinterFit> {
  const ruler = input.ruler.trim() === '' ? 100 : readNumber(input.ruler);
  const { min, max } = FIT_LIMITS.ruler;
  if (ruler === null) return fail('Type the length of the 100 mm ruler as a number of millimetres, like 99.5.');
  if (ruler < min || ruler > max) {
    return fail(`The 100 mm ruler should print between ${min} and ${max} mm. Further off than that, "fit to page" is probably on: turn it off and print the test again.`);
  }
  const offsets: number[] = [];
  for (const [name, text] of [['across', input.backX], ['up or down', input.backY]] as const) {
    const value = text.trim() === '' ? 0 : readNumber(text);
    if (value === null) return fail(`Type the ${name} reading as a number of millimetres, like -1.5 or 2.`);
    if (Math.abs(value) > FIT_LIMITS.offset) return fail(`The ${name} scale reads from -${FIT_LIMITS.offset} to +${FIT_LIMITS.offset} mm; ${value} is off it. Check the sheet was flipped on the long edge.`);
    offsets.push(value);
  }
  return ok({ ruler, backX: offsets[0]!, backY: offsets[1]! });
}

/** Square numbers typed as "5, 12 19" (commas, spaces or "and" between them). */
export function readSquares(text: string, name: string): Result<number[]> {
  const parts = text.split(/[\s,;]+|\band\b/).filter((p) => p.trim() !== '');
  const squares: number[] = [];
  for (const part of parts) {
    if (!/^\d+$/.test(part)) return fail(`${name} squares: "${part}" is not a square number. Type whole numbers, like 5, 12, 19.`);
    squares.push(Number(part));
  }
  return ok(squares);
}

/** The score track as typed; the game's own `checkLayout` then says whether it is playable. */
export function readLayout(input: { length: string; angels: string; devils: string }): Result<Layout> {
  const length = readNumber(input.length);
  if (length === null || !Number.isInteger(length)) return fail('Type the number of squares on the track as a whole number, like 25.');
  if (length < 1) return fail('The track needs at least one square between Start and Finish.');
  const angels = readSquares(input.angels, 'Little Angel');
  if (!angels.ok) return angels;
  const devils = readSquares(input.devils, 'Little Devil');
  if (!devils.ok) return devils;
  return ok({ length, angels: angels.value, devils: devils.value });
}

/** The table's own questions, one a line; blank lines are skipped. */
export function readQuestions(text: string): Result<string[]> {
  const questions = text
    .split('\n')
    .map((q) => q.trim().replace(/\s+/g, ' '))
    .filter((q) => q !== '');
  if (questions.length > MAX_CUSTOM_QUESTIONS) return fail(`That is ${questions.length} questions; one PDF takes up to ${MAX_CUSTOM_QUESTIONS}. Make a second PDF for the rest.`);
  for (const [i, q] of questions.entries()) {
    if (q.length > MAX_QUESTION_LENGTH) {
      return fail(`Question ${i + 1} is ${q.length} characters long; a card fits ${MAX_QUESTION_LENGTH}. Shorten it a little: "${q.slice(0, 40)}…"`);
    }
    const bad = undrawable(q);
    if (bad.length > 0) return fail(`Question ${i + 1} has ${bad.map((c) => `"${c}"`).join(', ')}, which the printed font has no letter for. Leave ${bad.length === 1 ? 'it' : 'them'} out: "${q.slice(0, 40)}"`);
  }
  return ok(questions);
}

/** Players at a SUBTWEET table (ST-1); blank means the standard file. */
export function readPlayers(text: string): Result<number | undefined> {
  if (text.trim() === '') return ok(undefined);
  const n = readNumber(text);
  const { min, max } = subtweetData.players;
  if (n === null || !Number.isInteger(n)) return fail('Type how many players, as a whole number.');
  if (n < min || n > max) return fail(`SUBTWEET is for ${min} to ${max} players.`);
  return ok(n);
}

/** The file name the phone saves: what it is, fold-over or not, the paper, and "-ours" when the table's content is in it. */
export function fileName(request: StudioRequest): string {
  const [game, name] = request.id.split('/');
  const ours = request.layout || (request.custom && request.custom.length > 0) || request.players !== undefined;
  const fitted = request.fit.ruler !== NO_FIT.ruler || request.fit.backX !== 0 || request.fit.backY !== 0;
  return `${game}-${name}${request.sides === 'fold' ? '-fold' : ''}-${request.paper}${ours ? '-ours' : ''}${fitted ? '-fitted' : ''}.pdf`;
}
