import { fail, ok, type Result } from '~/kit/result';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/sheet';

/*
 * The printer fit's form, read, and a fit said in words: loaded when the form is saved,
 * a saved fit is shown or a PDF is made with one, not with the printables page (the
 * store itself is fit-store.ts).
 */

/** A number as people type it: "2", "-1.5", "−1,5", "+2". Null when it is not one. */
export function readNumber(text: string): number | null {
  const t = text.trim().replace(/\u2212/g, '-').replace(',', '.');
  if (!/^[+-]?(\d+(\.\d*)?|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** What the form holds, as typed: the two rulers and the two pin holes. */
export interface FitInput {
  across: string;
  down: string;
  ax: string;
  ay: string;
  bx: string;
  by: string;
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

const mmText = (n: number) => `${n > 0 ? '+' : ''}${Math.round(n * 10) / 10}`;

/** What a fit does, in words: the scale it corrects, and how far it moves and turns the backs. */
export function describeFit(fit: PrinterFit, turnDegrees: number, shift: { dx: number; dy: number }): string {
  const turn = Math.abs(turnDegrees) < 0.005 ? 'no turn' : `a turn of ${Math.abs(Math.round(turnDegrees * 100) / 100)}° ${turnDegrees > 0 ? 'anticlockwise' : 'clockwise'}`;
  return `rulers printed ${fit.across} mm across and ${fit.down} mm down; backs moved ${mmText(shift.dx)} mm across and ${mmText(shift.dy)} mm up or down, with ${turn}`;
}
