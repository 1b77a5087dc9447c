import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { num } from '~/kit/schema';
import { fail, ok, type Result } from '~/kit/result';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/sheet';

/** The printer fit the phone remembers (null until the table enters one). */
export const fitSchema = v.nullable(
  v.object({
    /** How long the printer test's 100 mm ruler printed, in mm. */
    ruler: num(FIT_LIMITS.ruler.min, FIT_LIMITS.ruler.max),
    /** Where the front's line crossed the back's across scale (mm, right is plus, looking at the back). */
    backX: num(-FIT_LIMITS.offset, FIT_LIMITS.offset),
    /** Where the front's line crossed the back's up/down scale (mm, up is plus). */
    backY: num(-FIT_LIMITS.offset, FIT_LIMITS.offset),
  }),
);

export const fitSpec: StoreSpec<PrinterFit | null> = {
  key: 'print/printer',
  version: 1,
  schema: fitSchema,
  initial: () => null,
  historyLimit: 5,
};

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
