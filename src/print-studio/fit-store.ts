import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { num } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/sheet';

const ruler = () => num(FIT_LIMITS.ruler.min, FIT_LIMITS.ruler.max);
const hole = () => num(-FIT_LIMITS.offset, FIT_LIMITS.offset);

/** The printer fit the phone remembers (null until the table enters one). */
export const fitSchema = v.nullable(
  v.object({
    /** How long the printer test's 100 mm ruler across the sheet printed, in mm. */
    across: ruler(),
    /** How long its 100 mm ruler down the sheet printed, in mm. */
    down: ruler(),
    /** Where the pin hole through target A came out on the back's grid A (mm, right and up as you look at the back). */
    ax: hole(),
    ay: hole(),
    /** Where the pin hole through target B came out on grid B. */
    bx: hole(),
    by: hole(),
  }),
);

/** Version 1 kept one ruler and one offset, read at one point; both targets then read that offset. */
const fromVersion1 = (state: unknown): unknown => {
  if (state === null || typeof state !== 'object') return state;
  const s = state as { ruler?: unknown; backX?: unknown; backY?: unknown };
  return { across: s.ruler, down: s.ruler, ax: s.backX, ay: s.backY, bx: s.backX, by: s.backY };
};

export const fitSpec: StoreSpec<PrinterFit | null> = {
  key: 'print/printer',
  version: 2,
  schema: fitSchema,
  initial: () => null,
  historyLimit: 5,
  migrations: { 1: fromVersion1 },
};

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

const round = (n: number, places: number) => Math.round(n * 10 ** places) / 10 ** places;

/** The saved fit as the form shows it: every reading as it was entered, so a reload keeps them and a change to one leaves the others. */
export function fitInput(fit: PrinterFit | null): FitInput {
  if (!fit) return { across: '', down: '', ax: '', ay: '', bx: '', by: '' };
  const text = (n: number) => String(n);
  return { across: text(fit.across), down: text(fit.down), ax: text(fit.ax), ay: text(fit.ay), bx: text(fit.bx), by: text(fit.by) };
}

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
