// Sheet numbers and printer fitting as plain data, free of pdf-lib: the print
// studio's form code imports these without pulling the PDF builder into the page.

/** Poker-size cards, the size sleeves and printed decks use. */
export const POKER = { width: 63, height: 88 } as const;
export const COLUMNS = 3;
export const ROWS = 3;
export const PER_SHEET = COLUMNS * ROWS;
/** Fold-over sheets are landscape: 2 x 2 fronts left of the fold, their backs mirrored to the right. */
export const FOLD_COLUMNS = 2;
export const FOLD_ROWS = 2;
export const PER_FOLD_SHEET = FOLD_COLUMNS * FOLD_ROWS;
/** Space between the fold line and the cards on each side (mm): a fold a little off still misses the cards. */
export const FOLD_GAP = 3;
/** Cut marks start this far from the card block and run up to this long (mm), stopping at the safe margin. */
export const MARK_GAP = 1;
export const MARK_LENGTH = 4;
/** A mark shorter than this is left out (too short to find with a ruler); the cut lines still show the cut. */
export const MIN_MARK = 1.5;
/** The scale bar every card sheet carries (mm), and what it says. */
export const SCALE_BAR = { length: 50, thickness: 1.2 } as const;
export const SCALE_BAR_TEXT = 'this bar measures 50 mm at the right scale';
/** Smallest text the kit draws on a sheet (pt): 7 pt is the floor for reading at arm's length. */
export const MIN_TEXT = 7;

/** Duplex: backs on the following page for long-edge flipping. Fold: fronts and backs on one side, folded. */
export type Sides = 'duplex' | 'fold';

/**
 * A printer's own errors, read off the printer test: how long its 100 mm ruler
 * printed (mm), and where the front's lines crossed the back's scales (mm, right
 * and up as you look at the back). Card PDFs made with a fit scale every page so
 * the ruler prints 100 mm, and move the backs by the reading.
 */
export interface PrinterFit {
  ruler: number;
  backX: number;
  backY: number;
}
export const NO_FIT: PrinterFit = { ruler: 100, backX: 0, backY: 0 };

/** The readings the printer fit accepts: the ruler within 10% (more means "fit to page" is on), offsets within the test's scales. */
export const FIT_LIMITS = { ruler: { min: 90, max: 110 }, offset: 6 } as const;
