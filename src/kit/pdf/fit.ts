/**
 * A printer's own errors, read off the printer test: how long its 100 mm rulers printed
 * across and down the sheet (mm), and where the pin holes through targets A and B came
 * out on the back's grids (mm, right and up as you look at the back). Card PDFs made
 * with a fit scale every page so the rulers print 100 mm, and move and turn the backs
 * so they land behind the fronts.
 */
export interface PrinterFit {
  across: number;
  down: number;
  ax: number;
  ay: number;
  bx: number;
  by: number;
}
export const NO_FIT: PrinterFit = { across: 100, down: 100, ax: 0, ay: 0, bx: 0, by: 0 };
export const isNoFit = (fit: PrinterFit): boolean =>
  fit.across === 100 && fit.down === 100 && fit.ax === 0 && fit.ay === 0 && fit.bx === 0 && fit.by === 0;

/** The readings the printer fit accepts: rulers within 10% (more means "fit to page" is on), holes within the test's grids. */
export const FIT_LIMITS = { ruler: { min: 90, max: 110 }, offset: 6 } as const;
