// Sheet numbers, printing lines and printer fitting as plain data, free of pdf-lib: the
// print studio's form code imports these without pulling the PDF builder into the page.
import { isNoFit, type PrinterFit } from './fit';
import { PAPERS, SAFE_MARGIN, type Paper } from './units';

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
/**
 * How far a back's colour runs past its cut lines (mm), where the paper allows: more
 * than the worst home duplex error moves a card's edge (1 mm shift + 0.4° skew over
 * half a sheet, about 2 mm), so a misprinted back still shows colour to every edge.
 */
export const BLEED = 2.5;
/** How far the backs' colour is painted past the paper's edge (mm): a printer fit that moves or turns the backs still leaves it at the edge. */
export const FIELD_BEYOND = 10;
/**
 * How far a fold-over sheet's back colour crosses the fold (mm), stopping short of the
 * front cards (FOLD_GAP from it): a fold 1 mm off moves the backs 2 mm, and a 0.4° turn
 * up to 2 mm more, so the colour must run more than FOLD_GAP past the backs.
 */
export const FOLD_FIELD_OVER = 1.5;
/** Cut marks run from the card block out to this length (mm), stopping at the safe margin. */
export const MARK_LENGTH = 5;
/** Space kept between writing in the margin and a cut mark or the back's colour (mm). */
export const MARGIN_CLEAR = 1;
/** The scale bar every card sheet carries (mm), and what it says. */
export const SCALE_BAR = { length: 50, thickness: 1.2 } as const;
export const SCALE_BAR_TEXT = 'this bar measures 50 mm at the right scale';
/** Smallest text the kit draws on a sheet (pt): 7 pt is the floor for reading at arm's length. */
export const MIN_TEXT = 7;

/** Duplex: backs on the following page for long-edge flipping. Fold: fronts and backs on one side, folded. */
export type Sides = 'duplex' | 'fold';

/** The printing line every sheet carries, by how the sheet is printed. */
export const PRINTING = {
  duplex: 'Print at 100%, double-sided, flip on the long edge.',
  fold: 'Print at 100%, single-sided. Score the dashed line, fold, glue the halves, then cut.',
  single: 'Print at 100%, single-sided.',
  booklet: 'Print at 100%, double-sided, flip on the short edge. Fold the sheets in half together.',
} as const;
export type Printing = keyof typeof PRINTING;

// The printer fit's readings and limits are fit.ts (the printables page reads them at load;
// the geometry below loads only when a fit is shown or a PDF is made).
export { FIT_LIMITS, isNoFit, NO_FIT, type PrinterFit } from './fit';

/**
 * Where the printer test's pin targets sit on its front (mm from the bottom-left, as PDF):
 * A near the top-left corner, B near the bottom-right: as far apart as the card blocks'
 * corners, so the two readings show a turn as well as a shift.
 */
export function pinTargets(paper: Paper): { a: { x: number; y: number }; b: { x: number; y: number } } {
  const { width, height } = PAPERS[paper];
  return { a: { x: 22, y: height - 24 }, b: { x: width - 22, y: 24 } };
}

/**
 * What a fit does to a page, in mm about the page's centre: scale across and down, and
 * for backs a turn (radians, anticlockwise as printed) and a shift. Worked out from the
 * two pin readings: the shift and turn that carry each back point onto its front.
 */
export interface FitTransform {
  sx: number;
  sy: number;
  turn: number;
  dx: number;
  dy: number;
}

export function fitTransform(fit: PrinterFit, paper: Paper, back: boolean): FitTransform {
  const sx = 100 / fit.across;
  const sy = 100 / fit.down;
  if (!back) return { sx, sy, turn: 0, dx: 0, dy: 0 };
  const { width, height } = PAPERS[paper];
  const t = pinTargets(paper);
  // The targets as seen on the back (a long-edge flip mirrors x), from the page's centre.
  const pa = { x: width - t.a.x - width / 2, y: t.a.y - height / 2 };
  const pb = { x: width - t.b.x - width / 2, y: t.b.y - height / 2 };
  const ra = { x: fit.ax, y: fit.ay };
  const rb = { x: fit.bx, y: fit.by };
  // Each reading is the move its point needs: r = d + turn × perp(p), perp(p) = (-p.y, p.x).
  const diff = { x: pa.x - pb.x, y: pa.y - pb.y };
  const turn = ((ra.x - rb.x) * -diff.y + (ra.y - rb.y) * diff.x) / (diff.x * diff.x + diff.y * diff.y);
  const mid = { x: (pa.x + pb.x) / 2, y: (pa.y + pb.y) / 2 };
  return { sx, sy, turn, dx: (ra.x + rb.x) / 2 + turn * mid.y, dy: (ra.y + rb.y) / 2 - turn * mid.x };
}

/** Where a point of a page (mm from its bottom-left) prints once a fit has moved it: scaled and turned about the centre, then shifted. */
export function fitPoint(t: FitTransform, width: number, height: number, p: { x: number; y: number }): { x: number; y: number } {
  const [cx, cy] = [width / 2, height / 2];
  const x = t.sx * (p.x - cx);
  const y = t.sy * (p.y - cy);
  const cos = Math.cos(t.turn);
  const sin = Math.sin(t.turn);
  return { x: cx + cos * x - sin * y + t.dx, y: cy + sin * x + cos * y + t.dy };
}

/** Distances from each paper edge (mm) that content must keep so that, once the fit moves it, it stays SAFE_MARGIN from the edge. */
export interface Margins {
  left: number;
  right: number;
  bottom: number;
  top: number;
}

/** The margins a page must keep (mm) under a fit; SAFE_MARGIN on every side without one. */
export function safeMargins(width: number, height: number, transform: FitTransform | null): Margins {
  if (!transform) return { left: SAFE_MARGIN, right: SAFE_MARGIN, bottom: SAFE_MARGIN, top: SAFE_MARGIN };
  const { sx, sy, turn, dx, dy } = transform;
  const cos = Math.cos(turn);
  const sin = Math.abs(Math.sin(turn));
  const [cx, cy] = [width / 2, height / 2];
  // A point a from the centre lands at s·a·cos ± (the other axis)·sin + shift; keep it inside.
  const reachX = (room: number) => (room - sin * sy * cy) / (sx * cos);
  const reachY = (room: number) => (room - sin * sx * cx) / (sy * cos);
  return {
    left: cx - reachX(cx - SAFE_MARGIN + dx),
    right: cx - reachX(cx - SAFE_MARGIN - dx),
    bottom: cy - reachY(cy - SAFE_MARGIN + dy),
    top: cy - reachY(cy - SAFE_MARGIN - dy),
  };
}

/** The card block's edges on a sheet (mm from each paper edge), for the checks below. */
export function blockMargins(paper: Paper, sides: Sides): Margins {
  const { width, height } = PAPERS[paper];
  if (sides === 'duplex') {
    const x = (width - COLUMNS * POKER.width) / 2;
    const y = (height - ROWS * POKER.height) / 2;
    return { left: x, right: x, bottom: y, top: y };
  }
  const [w, h] = [height, width];
  const left = w / 2 - FOLD_GAP - FOLD_COLUMNS * POKER.width;
  const y = (h - FOLD_ROWS * POKER.height) / 2;
  return { left, right: left, bottom: y, top: y };
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/**
 * What a fit cannot keep: card edges that the fit brings nearer the paper's edge than
 * SAFE_MARGIN (cut marks and writing are moved inwards instead, so they never are).
 * In words, for the print studio to show before the PDF is made.
 */
export function fitProblems(paper: Paper, sides: Sides | 'board', fit: PrinterFit): string[] {
  if (isNoFit(fit)) return [];
  const { width, height } = PAPERS[paper];
  const landscape = sides === 'fold';
  const [w, h] = landscape ? [height, width] : [width, height];
  const problems: string[] = [];
  if (sides === 'board') return problems;
  const block = blockMargins(paper, sides);
  for (const back of sides === 'duplex' ? [false, true] : [false]) {
    const m = safeMargins(w, h, fitTransform(fit, paper, back));
    const near = (['top', 'bottom', 'left', 'right'] as const).filter((side) => block[side] < m[side] - 0.05);
    if (near.length === 0) continue;
    const worst = Math.min(...near.map((side) => SAFE_MARGIN - (m[side] - block[side])));
    problems.push(
      `With this fit the ${back ? 'backs' : 'cards'} reach ${round1(Math.max(0, worst))} mm from the paper's ${near.join(' and ')} edge${near.length > 1 ? 's' : ''} (${PAPERS[paper].label}${landscape ? ', fold-over' : ''}): a printer that cannot print that near the edge leaves ${back ? 'a white strip on those backs' : 'those card edges blank'}. Cut marks and writing stay clear.`,
    );
  }
  return problems;
}
