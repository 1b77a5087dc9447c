import * as v from 'valibot';
import type { StoreSpec } from '~/kit/persist';
import { num } from '~/kit/schema';
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
