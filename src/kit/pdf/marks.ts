import { rgb, type PDFPage } from 'pdf-lib';
import { MARK_LENGTH, type Margins } from './sheet';
import { mm, type Box } from './units';

// Cut lines and cut marks round a block of cards.

/** How far a cut mark may run back into the block along its cut line (mm), where the margin is short. */
const MARK_INSIDE = 3.5;
/** Dark enough to print in draft mode: black marks, and cut lines in a 65 % grey. */
const MARK = { thickness: 0.6, color: rgb(0, 0, 0) };
const CUT_LINE = { thickness: 0.5, color: rgb(0.35, 0.35, 0.35) };
/** Text and marks stop this far inside the margin (points): anti-aliasing stays out of it too. */
export const HAIR = 0.6;

export type Side = 'top' | 'bottom' | 'left' | 'right';
export const SIDES_OF_BLOCK: readonly Side[] = ['top', 'bottom', 'left', 'right'];

/** A block of cards and what lies round it: how far from its edge each side is taken (bleed), and which sides face the paper's edge. */
export interface Block {
  box: Box;
  columns: number;
  rows: number;
  /** Points taken beyond the block on each side (the backs' colour), where nothing else may go. */
  taken: Record<Side, number>;
  /** Sides that get cut marks and writing (a fold-over block's fold side gets marks only up to the fold). */
  sides: readonly Side[];
  /** How far a side may reach, when something other than the margin stops it (the fold), in points from the block. */
  reach?: Partial<Record<Side, number>>;
  /** Whether it gets cut marks: cards are cut on the fronts' marks, and a back's colour runs to the paper's edge. */
  marks: boolean;
}

/** Cut lines across the block: one cut serves the two cards beside it. */
export function drawCutLines(page: PDFPage, block: Box, columns: number, rows: number): void {
  const right = block.x + block.width;
  const top = block.y + block.height;
  for (let c = 0; c <= columns; c++) {
    const x = block.x + (c * block.width) / columns;
    page.drawLine({ start: { x, y: block.y }, end: { x, y: top }, ...CUT_LINE });
  }
  for (let r = 0; r <= rows; r++) {
    const y = block.y + (r * block.height) / rows;
    page.drawLine({ start: { x: block.x, y }, end: { x: right, y }, ...CUT_LINE });
  }
}

/** Room (points) from the block's edge to the margin on one side, or to what stops the side first. */
export function room(block: Block, side: Side, page: { width: number; height: number }, margins: Margins): number {
  const b = block.box;
  const toMargin = {
    top: page.height - mm(margins.top) - (b.y + b.height),
    bottom: b.y - mm(margins.bottom),
    left: b.x - mm(margins.left),
    right: page.width - mm(margins.right) - (b.x + b.width),
  }[side];
  return Math.min(toMargin, block.reach?.[side] ?? Infinity) - HAIR;
}

/** Every cut mark of a block as a line from its start to its tip (points): the cut lines continued past the block, past the backs' colour where there is one, up to MARK_LENGTH, stopping at the margin. */
export function cutMarks(block: Block, margins: Margins, page: { width: number; height: number }): { start: { x: number; y: number }; end: { x: number; y: number } }[] {
  const b = block.box;
  const right = b.x + b.width;
  const top = b.y + b.height;
  const marks: { start: { x: number; y: number }; end: { x: number; y: number } }[] = [];
  if (!block.marks) return marks;
  for (const side of block.sides) {
    const start = block.taken[side] + (block.taken[side] > 0 ? mm(0.5) : 0);
    const outside = Math.min(mm(MARK_LENGTH), room(block, side, page, margins) - start);
    if (outside < mm(0.8)) continue;
    // Where the margin is short (US Letter's 1.35 mm above and below the cards), the mark also
    // runs back along the cut line into the block, so it is as long as the others to see and cut on.
    const inside = block.taken[side] === 0 ? Math.min(mm(MARK_INSIDE), mm(MARK_LENGTH) - outside) : 0;
    const length = outside + inside;
    const vertical = side === 'top' || side === 'bottom';
    const count = vertical ? block.columns : block.rows;
    // A cut line that a fit carries past the margin itself gets no mark (fitProblems says so).
    const within = (v: number, low: number, high: number) => v >= mm(low) + HAIR && v <= high - HAIR;
    for (let k = 0; k <= count; k++) {
      if (vertical) {
        const x = b.x + (k * b.width) / block.columns;
        if (!within(x, margins.left, page.width - mm(margins.right))) continue;
        const dir = side === 'top' ? 1 : -1;
        const from = (side === 'top' ? top + start : b.y - start) - dir * inside;
        marks.push({ start: { x, y: from }, end: { x, y: from + dir * length } });
      } else {
        const y = b.y + (k * b.height) / block.rows;
        if (!within(y, margins.bottom, page.height - mm(margins.top))) continue;
        const dir = side === 'right' ? 1 : -1;
        const from = (side === 'right' ? right + start : b.x - start) - dir * inside;
        marks.push({ start: { x: from, y }, end: { x: from + dir * length, y } });
      }
    }
  }
  return marks;
}

/**
 * Cut marks: on the side cut from they join the cut lines, so even the 1.35 mm US Letter
 * leaves above and below the cards shows a mark.
 */
export function drawCutMarks(page: PDFPage, block: Block, margins: Margins): void {
  for (const m of cutMarks(block, margins, page.getSize())) page.drawLine({ ...m, ...MARK });
}
