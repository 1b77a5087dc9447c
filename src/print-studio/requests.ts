import { checkLayout, type Layout } from '~/games/sibling-rivalry/data';
import { isNoFit, NO_FIT, type PrinterFit, type Sides } from '~/kit/pdf/sheet';
import type { StudioForm } from '~/kit/pdf/printable';
import type { Stamp } from '~/kit/pdf/stamp';
import { readNumber } from './fit-words';
import type { Paper } from '~/kit/pdf/units';
import { fail, ok, type Result } from '~/kit/result';
import subtweetData from '../../content/games/subtweet/subtweet.json' with { type: 'json' };
import { MAX_CUSTOM_QUESTIONS, MAX_QUESTION_LENGTH, undrawable } from './limits';

// Loaded when a player taps "Make my PDF" (MakePdf imports this file on demand): the
// page itself ships only the form.

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
  /** The game's name and credit for the sheets' margins (the page passes it, read from the rules page at build time). */
  stamp?: Stamp;
  /** Sibling Rivalry: the score track to print. */
  layout?: Layout;
  /** Empty Rivalry: the table's own questions. */
  custom?: string[];
  /** SUBTWEET: cards for this many players (about ten each); none for the standard file. */
  players?: number;
}

/** What the defaults give: the very file the site serves for this printable. */
export const defaultRequest = (id: string, paper: Paper, sides: Sides = 'duplex', stamp?: Stamp): StudioRequest => ({ id, paper, sides, fit: NO_FIT, ...(stamp ? { stamp } : {}) });

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
  const fitted = !isNoFit(request.fit);
  return `${game}-${name}${request.sides === 'fold' ? '-fold' : ''}-${request.paper}${ours ? '-ours' : ''}${fitted ? '-fitted' : ''}.pdf`;
}

/** What the form asks for besides the paper: card sheets, or a printable's own form (its print.ts `studio`). */
export type StudioKind = 'cards' | StudioForm['form'];

/** What the form holds, as typed. */
export interface StudioInputs {
  length: string;
  angels: string;
  devils: string;
  questions: string;
  players: string;
}

/** The form's request for one printable, or what to fix in words (nothing typed is lost). */
export function studioRequest(
  kind: StudioKind,
  chosen: Pick<StudioRequest, 'id' | 'paper' | 'sides' | 'fit' | 'stamp'>,
  typed: StudioInputs,
): Result<StudioRequest> {
  // A board is one-sided: the fit's scale applies, its backs' readings do not.
  const base: StudioRequest = { ...chosen, sides: kind === 'board' ? 'duplex' : chosen.sides };
  if (kind === 'board') {
    const layout = readLayout(typed);
    if (!layout.ok) return layout;
    const checked = checkLayout(layout.value);
    return checked.ok ? ok({ ...base, layout: checked.value }) : fail(checked.error);
  }
  if (kind === 'questions') {
    const custom = readQuestions(typed.questions);
    return custom.ok ? ok({ ...base, custom: custom.value }) : custom;
  }
  if (kind === 'tweets') {
    const n = readPlayers(typed.players);
    return n.ok ? ok(n.value === undefined ? base : { ...base, players: n.value }) : fail(n.error);
  }
  return ok(base);
}
