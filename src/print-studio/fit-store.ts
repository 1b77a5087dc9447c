import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { num } from '~/kit/schema';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/fit';

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

/** What the form holds, as typed: the two rulers and the two pin holes. */
export interface FitInput {
  across: string;
  down: string;
  ax: string;
  ay: string;
  bx: string;
  by: string;
}

/** The saved fit as the form shows it: every reading as it was entered, so a reload keeps them and a change to one leaves the others. */
export function fitInput(fit: PrinterFit | null): FitInput {
  if (!fit) return { across: '', down: '', ax: '', ay: '', bx: '', by: '' };
  const text = (n: number) => String(n);
  return { across: text(fit.across), down: text(fit.down), ax: text(fit.ax), ay: text(fit.ay), bx: text(fit.bx), by: text(fit.by) };
}

// The form's reading and the fit's words are fit-words.ts: they load with the form's
// first Save, not with the page.
