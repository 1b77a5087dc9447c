import { z } from 'astro/zod';
import type { StoreSpec } from '~/kit/persist';
import { FIT_LIMITS, type PrinterFit } from '~/kit/pdf/sheet';

/** The printer fit the phone remembers (null until the table enters one). */
export const fitSchema = z
  .object({
    /** How long the printer test's 100 mm ruler printed, in mm. */
    ruler: z.number().min(FIT_LIMITS.ruler.min).max(FIT_LIMITS.ruler.max),
    /** Where the front's line crossed the back's across scale (mm, right is plus, looking at the back). */
    backX: z.number().min(-FIT_LIMITS.offset).max(FIT_LIMITS.offset),
    /** Where the front's line crossed the back's up/down scale (mm, up is plus). */
    backY: z.number().min(-FIT_LIMITS.offset).max(FIT_LIMITS.offset),
  })
  .nullable();

export const fitSpec: StoreSpec<PrinterFit | null> = {
  key: 'print/printer',
  version: 1,
  schema: fitSchema,
  initial: () => null,
  historyLimit: 5,
};
