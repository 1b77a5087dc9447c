import { fail, ok, type Result } from '~/kit/result';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/fit';

// The fit's geometry comes with its words: what a saved fit does to a sheet, and what it
// cannot keep clear of the edge, are said only where a fit is shown or a PDF is made.
export { fitProblems, fitTransform } from '~/kit/pdf/sheet';
import type { FitInput } from './fit-store';

/*
 * The printer fit's form, read, and a fit said in words: loaded when the form is saved,
 * a saved fit is shown or a PDF is made with one, not with the printables page (the
 * store itself, and the form's fields as typed, are fit-store.ts).
 */

/** A number as people type it: "2", "-1.5", "−1,5", "+2". Null when it is not one. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(/\u2212/g, '-').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** The printer test's readings, checked against what the test can show. */
export function parseFit(input: FitInput): Result<PrinterFit> {
  const { min, max } = FIT_LIMITS.ruler;
  const rulers: number[] = [];
  for (const [name, text] of [['across', input.across], ['down', input.down]] as const) {
    const value = text.trim() === '' ? 100 : readNumber(text);
    if (value === null) return fail(`Type the length of the 100 mm ruler ${name} as a number of millimetres, like 99.5.`);
    if (value < min || value > max) {
      return fail(`The 100 mm ruler ${name} should print between ${min} and ${max} mm. Further off than that, "fit to page" is probably on: turn it off and print the test again.`);
    }
    rulers.push(value);
  }
  const holes: number[] = [];
  for (const [name, text] of [
    ['A across', input.ax],
    ['A up or down', input.ay],
    ['B across', input.bx],
    ['B up or down', input.by],
  ] as const) {
    const value = text.trim() === '' ? 0 : readNumber(text);
    if (value === null) return fail(`Type the ${name} reading as a number of millimetres, like -1.5 or 2.`);
    if (Math.abs(value) > FIT_LIMITS.offset) return fail(`The grids read from -${FIT_LIMITS.offset} to +${FIT_LIMITS.offset} mm; ${name} ${value} is off the grid. Check the sheet was flipped on the long edge.`);
    holes.push(value);
  }
  return ok({ across: rulers[0]!, down: rulers[1]!, ax: holes[0]!, ay: holes[1]!, bx: holes[2]!, by: holes[3]! });
}

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/**
 * What a fit does, in words that can't be read backwards: the scale it corrects, and where
 * the backs will be printed (further right or left, up or down, as you look at the backs)
 * and which way they turn.
 */
export function describeFit(fit: PrinterFit, turnDegrees: number, shift: { dx: number; dy: number }): string {
  const moves: string[] = [];
  const dx = round(shift.dx, 1);
  const dy = round(shift.dy, 1);
  if (dx !== 0) moves.push(`${Math.abs(dx)} mm further ${dx > 0 ? 'right' : 'left'}`);
  if (dy !== 0) moves.push(`${Math.abs(dy)} mm further ${dy > 0 ? 'up' : 'down'}`);
  const turn = round(turnDegrees, 2);
  if (turn !== 0) moves.push(`turned ${Math.abs(turn)}° ${turn > 0 ? 'anticlockwise' : 'clockwise'}`);
  const backs = moves.length === 0 ? 'backs will be printed where they are' : `backs will be printed ${moves.join(' and ')} (as you look at the backs)`;
  return `rulers printed ${fit.across} mm across and ${fit.down} mm down; ${backs}`;
}
