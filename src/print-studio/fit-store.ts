import * as z from 'zod/mini';
import type { StoreSpec } from '~/kit/persist';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/sheet';

/** The printer fit the phone remembers (null until the table enters one). */
export const fitSchema = z.nullable(
  z.object({
    /** How long the printer test's 100 mm ruler printed, in mm. */
    ruler: z.number().check(z.minimum(FIT_LIMITS.ruler.min), z.maximum(FIT_LIMITS.ruler.max)),
    /** Where the front's line crossed the back's across scale (mm, right is plus, looking at the back). */
    backX: z.number().check(z.minimum(-FIT_LIMITS.offset), z.maximum(FIT_LIMITS.offset)),
    /** Where the front's line crossed the back's up/down scale (mm, up is plus). */
    backY: z.number().check(z.minimum(-FIT_LIMITS.offset), z.maximum(FIT_LIMITS.offset)),
  }),
);

export const fitSpec: StoreSpec<PrinterFit | null> = {
  key: 'print/printer',
  version: 1,
  schema: fitSchema,
  initial: () => null,
  historyLimit: 5,
};
