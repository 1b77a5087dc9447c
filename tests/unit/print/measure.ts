// A print-and-play reviewer's measures of a finished PDF, page by page, from what a
// printer would print (pdftoppm pixels at 150 dpi) and what a viewer reads (pdftotext):
//   - ink within 6.35 mm of the paper's edge (nothing may be needed there);
//   - cut marks on each side of a card block, dark enough to survive draft mode;
//   (the backs under a duplex error: ./backs.test.ts);
//   - the designer credit, the printing line and a version on every page.
// Only the geometry the sheets are built with (kit `sheetLayout`) is read from the code.
import { blockOf, sheetLayout, SAFE_MARGIN, type Box, type Paper, type Sides } from '~/kit/pdf';
import { NEEDED_INK, pagesText, renderGray, type Gray } from './pdf-reading';

export const DPI = 150;
const PX_PER_MM = DPI / 25.4;
const PT_TO_PX = DPI / 72;

/** A cut mark: a dark run on the cut's line at least this long (mm), from where it may start: 4–5 mm on every side, US Letter's short top and bottom margins too. */
export const MIN_MARK_MM = 4;

/** Pixels darker than near-white (or `below`) within `mm` of any edge (only the edge strips are read). */
export function inkNearEdge(page: Gray, mm = SAFE_MARGIN, below = 250): number {
  const m = Math.floor(mm * PX_PER_MM);
  let dark = 0;
  const count = (x0: number, x1: number, y0: number, y1: number) => {
    for (let y = y0; y < y1; y++) for (let x = x0; x < x1; x++) if (page.data[y * page.width + x]! < below) dark++;
  };
  count(0, page.width, 0, m);
  count(0, page.width, page.height - m, page.height);
  count(0, m, m, page.height - m);
  count(page.width - m, page.width, m, page.height - m);
  return dark;
}

const at = (page: Gray, x: number, y: number): number => {
  const xi = Math.round(x);
  const yi = Math.round(y);
  if (xi < 0 || yi < 0 || xi >= page.width || yi >= page.height) return 255;
  return page.data[yi * page.width + xi]!;
};

/** Bilinear sample at a fractional pixel position (white outside the page). */
export function sample(page: Gray, x: number, y: number): number {
  const x0 = Math.floor(x);
  const y0 = Math.floor(y);
  const fx = x - x0;
  const fy = y - y0;
  const p = (xi: number, yi: number) => (xi < 0 || yi < 0 || xi >= page.width || yi >= page.height ? 255 : page.data[yi * page.width + xi]!);
  return (p(x0, y0) * (1 - fx) + p(x0 + 1, y0) * fx) * (1 - fy) + (p(x0, y0 + 1) * (1 - fx) + p(x0 + 1, y0 + 1) * fx) * fy;
}

/** A box in points (PDF, y up) as pixels from the page's top-left. */
function boxPx(box: Box, pageHeightPt: number): { x: number; y: number; w: number; h: number } {
  return { x: box.x * PT_TO_PX, y: (pageHeightPt - box.y - box.height) * PT_TO_PX, w: box.width * PT_TO_PX, h: box.height * PT_TO_PX };
}

/** How far inside the block a mark may start (mm): a cut line that runs on out of the block is a mark too. */
const MARK_INSIDE = 3;
/** A mark reaches at least this far past the block's edge (mm), and is at least MIN_MARK_MM long in all. */
const MARK_BEYOND = 0.8;

/**
 * Cut marks beside a block of cards: for each side, whether every cut line meeting that
 * side is continued past the block's edge by a dark line: one that reaches at least
 * MARK_BEYOND mm past the edge and runs at least 3 mm (it may start up to MARK_INSIDE mm
 * inside the block, on the cut line). Dark is measured as ink across the line (width
 * times darkness, in pixels), so anti-aliasing at any sub-pixel phase reads the same:
 * half a pixel of black (a 0.25 pt line, or 0.5 pt at 50 %) or more prints in draft mode.
 */
export function cutMarkSides(
  page: Gray,
  block: Box,
  columns: number,
  rows: number,
  pageHeightPt: number,
  /** How far to look right of the block (mm): on a fold-over sheet, only as far as the fold. */
  rightReach = Infinity,
): Record<'top' | 'bottom' | 'left' | 'right', boolean> {
  const b = boxPx(block, pageHeightPt);
  const reach = rightReach * PX_PER_MM;
  const tol = Math.ceil(0.4 * PX_PER_MM);
  const inside = MARK_INSIDE * PX_PER_MM;
  const beyond = MARK_BEYOND * PX_PER_MM;
  const need = MIN_MARK_MM * PX_PER_MM * 0.99;
  /** Walks along a cut line from `inside` the block's `edge` outwards; true when a dark run reaches `beyond` past the edge and is long enough. */
  const marked = (fixed: number, edge: number, step: number, vertical: boolean, limit = Infinity): boolean => {
    const size = vertical ? page.height : page.width;
    let start = -1;
    for (let i = Math.round(edge - step * inside); i >= 0 && i < size && (i - edge) * step < limit; i += step) {
      let ink = 0;
      for (let d = -tol; d <= tol; d++) ink += (255 - (vertical ? at(page, fixed + d, i) : at(page, i, fixed + d))) / 255;
      if (ink >= 0.5) {
        if (start < 0) start = i;
        const length = Math.abs(i - start) + 1;
        if ((i - edge) * step >= beyond && length >= need) return true;
      } else start = -1;
    }
    return false;
  };
  const xs = Array.from({ length: columns + 1 }, (_, c) => b.x + (c * b.w) / columns);
  const ys = Array.from({ length: rows + 1 }, (_, r) => b.y + (r * b.h) / rows);
  return {
    top: xs.every((x) => marked(x, b.y, -1, true)),
    bottom: xs.every((x) => marked(x, b.y + b.h, 1, true)),
    left: ys.every((y) => marked(y, b.x, -1, false)),
    right: ys.every((y) => marked(y, b.x + b.w, 1, false, reach)),
  };
}

/** Share of a slot's inner area (2 mm in) that carries ink: an empty slot has none. */
export function slotInk(page: Gray, slot: { x: number; y: number; w: number; h: number }): number {
  const m = 2 * PX_PER_MM;
  let dark = 0;
  let n = 0;
  for (let y = Math.ceil(slot.y + m); y < slot.y + slot.h - m; y += 2) {
    for (let x = Math.ceil(slot.x + m); x < slot.x + slot.w - m; x += 2) {
      n++;
      if (at(page, x, y) < 200) dark++;
    }
  }
  return n ? dark / n : 0;
}

export interface PageFigures {
  page: number;
  kind: 'fronts' | 'backs' | 'fold-over' | 'sheet';
  /** Pixels (150 dpi) of ink within 6.35 mm of the edge. */
  edgeInk: number;
  /** Sides of the card block with a mark on every cut line (card pages only). */
  markedSides?: number;
  markSides?: Record<'top' | 'bottom' | 'left' | 'right', boolean>;
  credit: boolean;
  printing: boolean;
  version: boolean;
  /** Card slots with nothing in them (card pages with fronts only). */
  emptySlots?: number;
}

export interface CreditCheck {
  /** Words every page must carry to credit the game (designer names), or "Tablemate" for a sheet of any game. */
  credit: string[];
}

const squash = (s: string) => s.replace(/\s+/g, ' ');
export const PRINTING_LINE = /100\s?%/;
export const PRINTING_SIDES = /(double-sided|single-sided|fold)/i;
export const VERSION = /\bv\d+\.\d+(\.\d+)?\b/;

/** Every measure for one PDF. `cards` says it is a card PDF and how it was laid out. */
export function measurePdf(bytes: Uint8Array, paper: Paper, cards: { sides: Sides } | null, check: CreditCheck): PageFigures[] {
  const pages = renderGray(bytes, DPI);
  const texts = pagesText(bytes).map(squash);
  const figures: PageFigures[] = [];
  const layout = cards ? sheetLayout(paper, cards.sides) : null;
  pages.forEach((page, i) => {
    const text = texts[i] ?? '';
    // A page of card backs: by the layout, or, in a file that holds card sheets among others (a game's everything file), by its own label.
    const backs = cards ? cards.sides === 'fold' || i % 2 === 1 : / · backs · /.test(text);
    const f: PageFigures = {
      page: i + 1,
      kind: !cards ? 'sheet' : cards.sides === 'fold' ? 'fold-over' : i % 2 === 0 ? 'fronts' : 'backs',
      // Backs are coloured to the paper's edge: there only dark ink is something needed.
      edgeInk: inkNearEdge(page, SAFE_MARGIN, backs ? NEEDED_INK : 250),
      credit: check.credit.every((w) => text.includes(w)),
      printing: PRINTING_LINE.test(text) && PRINTING_SIDES.test(text),
      version: VERSION.test(text),
    };
    if (layout) {
      const heightPt = layout.height;
      const block = blockOf(layout.fronts);
      const foldGap = layout.foldX === undefined ? Infinity : (layout.foldX - block.x - block.width) / (72 / 25.4);
      const sides = cutMarkSides(page, block, layout.columns, layout.rows, heightPt, foldGap);
      f.markSides = sides;
      // Cards are cut from the fronts (or the folded sheet): marks there are what counts. A duplex
      // back shows its marks only where the margin has room beyond the backs' colour.
      if (f.kind !== 'backs') f.markedSides = Object.values(sides).filter(Boolean).length;
      if (f.kind === 'fronts' || f.kind === 'fold-over') {
        f.emptySlots = layout.fronts.filter((s) => slotInk(page, boxPx(s, heightPt)) <= 0.002).length;
      }
    }
    figures.push(f);
  });
  return figures;
}

/** One line per PDF: the worst page of each measure. */
export function summarise(figures: PageFigures[]) {
  const card = figures.filter((f) => f.markedSides !== undefined);
  return {
    pages: figures.length,
    edgeInk: Math.max(0, ...figures.map((f) => f.edgeInk)),
    markedSides: card.length ? Math.min(...card.map((f) => f.markedSides!)) : null,
    credit: figures.filter((f) => f.credit).length,
    printing: figures.filter((f) => f.printing).length,
    version: figures.filter((f) => f.version).length,
    emptySlots: figures.reduce((n, f) => n + (f.emptySlots ?? 0), 0),
  };
}
