import { degrees, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Fonts } from './font';
import { HAIR, room, SIDES_OF_BLOCK, type Block } from './marks';
import { MARGIN_CLEAR, MIN_TEXT, SCALE_BAR, SCALE_BAR_TEXT, type Margins } from './sheet';
import { assertDrawable, wrapText } from './text';
import { mm, type Box } from './units';

// What a card sheet writes in its margins: the label and the scale bar, clear of the cut marks.

/**
 * A strip of margin to write in, in its own coordinates: u runs along the strip,
 * v across it, both in points. Horizontal strips read left to right; vertical
 * ones (down the sides of the sheet) read bottom to top.
 */
export interface Band {
  x: number;
  y: number;
  rotate: 0 | 90;
  length: number;
  depth: number;
}
const at = (band: Band, u: number, v: number) =>
  band.rotate === 0 ? { x: band.x + u, y: band.y + v } : { x: band.x - v, y: band.y + u };

/**
 * The margin between a block's cut marks, as bands to write in: on each side that faces
 * the paper's edge, one band per card edge (between two marks), from beyond whatever the
 * block takes (the backs' colour) to the margin. Writing never meets a mark or a bleed.
 */
export function marginBands(block: Block, page: { width: number; height: number }, margins: Margins): Band[] {
  const bands: Band[] = [];
  const b = block.box;
  const clear = mm(MARGIN_CLEAR);
  for (const side of SIDES_OF_BLOCK) {
    if (!block.sides.includes(side) || block.reach?.[side] !== undefined) continue;
    const start = block.taken[side] + clear;
    const depth = room(block, side, page, margins) - start;
    if (depth < MIN_TEXT * 1.2) continue;
    const vertical = side === 'top' || side === 'bottom';
    const count = vertical ? block.columns : block.rows;
    const step = (vertical ? b.width : b.height) / count;
    // Along the side, a band also stays inside the margins (a fit may have moved them past a card's edge).
    const [low, high] = vertical ? [mm(margins.left) + HAIR, page.width - mm(margins.right) - HAIR] : [mm(margins.bottom) + HAIR, page.height - mm(margins.top) - HAIR];
    for (let k = 0; k < count; k++) {
      const from = Math.max(low, (vertical ? b.x : b.y) + k * step + clear);
      const length = Math.min(high, (vertical ? b.x : b.y) + (k + 1) * step - clear) - from;
      if (length < mm(40)) continue;
      if (side === 'top') bands.push({ x: from, y: b.y + b.height + start, rotate: 0, length, depth });
      if (side === 'bottom') bands.push({ x: from, y: b.y - start - depth, rotate: 0, length, depth });
      if (side === 'left') bands.push({ x: b.x - start, y: from, rotate: 90, length, depth });
      if (side === 'right') bands.push({ x: b.x + b.width + start + depth, y: from, rotate: 90, length, depth });
    }
  }
  return bands;
}

const INK = rgb(0.2, 0.2, 0.2);

function bandText(page: PDFPage, band: Band, text: string, u: number, v: number, font: PDFFont, size: number): void {
  assertDrawable(font, text);
  page.drawText(text, { ...at(band, u, v), size, font, color: INK, rotate: degrees(band.rotate) });
}

/** Depth the scale bar and its sentence need in a band (points). */
export const SCALE_DEPTH = MIN_TEXT * 1.3 + mm(SCALE_BAR.thickness) + 1;

/** Where the scale bar sits in its band (points): the sentence nearest v = 0, the bar beyond it. */
export function scaleBarBox(band: Band): Box {
  const v = MIN_TEXT * 1.3;
  const length = mm(SCALE_BAR.length);
  const thickness = mm(SCALE_BAR.thickness);
  if (v + thickness > band.depth) throw new Error('The scale bar does not fit its margin');
  const corner = at(band, 0, v);
  return band.rotate === 0
    ? { x: corner.x, y: corner.y, width: length, height: thickness }
    : { x: corner.x - thickness, y: corner.y, width: thickness, height: length };
}

/** The 50 mm scale bar with its sentence. */
export function drawScaleBar(page: PDFPage, fonts: Fonts, band: Band): Box {
  bandText(page, band, SCALE_BAR_TEXT, 0, MIN_TEXT * 0.3, fonts.regular, MIN_TEXT);
  const box = scaleBarBox(band);
  page.drawRectangle({ ...box, color: rgb(0, 0, 0) });
  return box;
}

/** One thing the margin says, and the weight it is set in. */
export interface LabelLine {
  text: string;
  bold?: boolean;
}

const LABEL = { size: MIN_TEXT, leading: MIN_TEXT * 1.2 };
/** Lines a band holds at the label size. */
const linesIn = (band: Band) => Math.max(0, Math.floor((band.depth - LABEL.size * 1.2) / LABEL.leading) + 1);

/**
 * Writes the label into the margin's bands, line after line, band after band (each band
 * read on its own, first line nearest the paper's edge). Each line is wrapped to the
 * shortest band. Lines that find no room are left out, the least important (last) first;
 * returns how many were written whole.
 */
export function drawLabel(page: PDFPage, fonts: Fonts, bands: Band[], lines: LabelLine[]): number {
  if (bands.length === 0) return 0;
  const width = Math.min(...bands.map((b) => b.length));
  const wrapped = lines.map((l) => wrapText(l.text, l.bold ? fonts.bold : fonts.regular, LABEL.size, width).map((text) => ({ text, bold: l.bold })));
  const capacity = bands.reduce((n, b) => n + linesIn(b), 0);
  let kept = wrapped.length;
  while (kept > 0 && wrapped.slice(0, kept).flat().length > capacity) kept--;
  const queue = wrapped.slice(0, kept).flat();
  for (const band of bands) {
    for (let i = 0; i < linesIn(band) && queue.length > 0; i++) {
      const line = queue.shift()!;
      bandText(page, band, line.text, 0, band.depth - LABEL.size * 0.95 - i * LABEL.leading, line.bold ? fonts.bold : fonts.regular, LABEL.size);
    }
  }
  return kept;
}
