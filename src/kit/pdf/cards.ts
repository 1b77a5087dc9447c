import { degrees, rgb, type PDFDocument, type PDFFont, type PDFPage } from 'pdf-lib';
import { setPrintPresets } from './document';
import type { Fonts } from './font';
import { assertDrawable, wrapText } from './text';
import { mm, PAPERS, SAFE_MARGIN, type Box, type Paper } from './units';

export * from './sheet';
import { COLUMNS, FOLD_COLUMNS, FOLD_GAP, FOLD_ROWS, MARK_GAP, MARK_LENGTH, MIN_MARK, MIN_TEXT, PER_FOLD_SHEET, PER_SHEET, POKER, ROWS, SCALE_BAR, SCALE_BAR_TEXT, type PrinterFit, type Sides } from './sheet';

/** What every card printable's builder accepts besides the paper. */
export interface CardOptions {
  sides?: Sides;
  fit?: PrinterFit;
}

/** Draws one card face (or back) inside its box, in points. */
export type CardDraw = (page: PDFPage, box: Box) => void;
export interface Card {
  front: CardDraw;
  /** Optional per-card back; cards without one get the sheet's default back. */
  back?: CardDraw;
}

/** Where cards go on one sheet of paper (Squib habit: geometry apart from drawing). */
export interface SheetLayout {
  sides: Sides;
  /** Page size in points. */
  width: number;
  height: number;
  columns: number;
  rows: number;
  perSheet: number;
  /** Front slots, row by row from the top left. */
  fronts: Box[];
  /** Where the back of front i goes: the next page (duplex) or right of the fold (fold). */
  backs: Box[];
  /** The fold line's x (fold sheets only). */
  foldX?: number;
}

function grid(left: number, bottom: number, columns: number, rows: number): Box[] {
  const slots: Box[] = [];
  for (let row = 0; row < rows; row++) {
    for (let col = 0; col < columns; col++) {
      slots.push({
        x: mm(left + col * POKER.width),
        y: mm(bottom + (rows - 1 - row) * POKER.height),
        width: mm(POKER.width),
        height: mm(POKER.height),
      });
    }
  }
  return slots;
}

/**
 * Where the nine cards sit on a duplex sheet: a 3 x 3 block with no gutter (one
 * cut serves two cards), centred on the page. Slot 0 is top-left, row by row.
 */
export function cardSlots(paper: Paper): Box[] {
  const { width, height } = PAPERS[paper];
  return grid((width - COLUMNS * POKER.width) / 2, (height - ROWS * POKER.height) / 2, COLUMNS, ROWS);
}

/**
 * The slot on the back page behind front slot `index`: flipping on the long
 * edge mirrors columns left to right and keeps rows.
 */
export function backSlotIndex(index: number): number {
  const row = Math.floor(index / COLUMNS);
  const col = index % COLUMNS;
  return row * COLUMNS + (COLUMNS - 1 - col);
}

/** The mirror image of a box across the vertical line x = axis. */
const mirror = (box: Box, axis: number): Box => ({ ...box, x: 2 * axis - box.x - box.width });

export function sheetLayout(paper: Paper, sides: Sides = 'duplex'): SheetLayout {
  const { width, height } = PAPERS[paper];
  if (sides === 'duplex') {
    const fronts = cardSlots(paper);
    return {
      sides,
      width: mm(width),
      height: mm(height),
      columns: COLUMNS,
      rows: ROWS,
      perSheet: PER_SHEET,
      fronts,
      backs: fronts.map((_, i) => fronts[backSlotIndex(i)]!),
    };
  }
  // Landscape; the fold runs down the middle, the short way.
  const [w, h] = [height, width];
  const left = w / 2 - FOLD_GAP - FOLD_COLUMNS * POKER.width;
  const fronts = grid(left, (h - FOLD_ROWS * POKER.height) / 2, FOLD_COLUMNS, FOLD_ROWS);
  const foldX = mm(w / 2);
  return {
    sides,
    width: mm(w),
    height: mm(h),
    columns: FOLD_COLUMNS,
    rows: FOLD_ROWS,
    perSheet: PER_FOLD_SHEET,
    fronts,
    backs: fronts.map((box) => mirror(box, foldX)),
    foldX,
  };
}

/** The rectangle around a set of slots. */
export function blockOf(slots: readonly Box[]): Box {
  const x = Math.min(...slots.map((s) => s.x));
  const y = Math.min(...slots.map((s) => s.y));
  const right = Math.max(...slots.map((s) => s.x + s.width));
  const top = Math.max(...slots.map((s) => s.y + s.height));
  return { x, y, width: right - x, height: top - y };
}

const MARK = { thickness: 0.5, color: rgb(0, 0, 0) };
const CUT_LINE = { thickness: 0.3, color: rgb(0.7, 0.7, 0.7) };

/**
 * Cut guides for a block of cards: short marks in the margin continuing every
 * card edge, stopped at the safe margin (on US Letter the block leaves no room
 * above and below, so those marks drop out), and, with `lines`, thin grey cut
 * lines along every edge inside the block, which any printer prints.
 */
export function drawCutGuides(
  page: PDFPage,
  block: Box,
  columns: number,
  rows: number,
  options: { lines: boolean; skip?: { left?: boolean; right?: boolean } },
): void {
  const { width, height } = page.getSize();
  const safe = mm(SAFE_MARGIN);
  const gap = mm(MARK_GAP);
  const len = mm(MARK_LENGTH);
  const min = mm(MIN_MARK);
  const right = block.x + block.width;
  const top = block.y + block.height;
  const mark = (from: { x: number; y: number }, dx: number, dy: number, room: number) => {
    const length = Math.min(len, room - gap);
    if (length < min) return;
    const start = { x: from.x + dx * gap, y: from.y + dy * gap };
    page.drawLine({ start, end: { x: start.x + dx * length, y: start.y + dy * length }, ...MARK });
  };
  for (let c = 0; c <= columns; c++) {
    const x = block.x + (c * block.width) / columns;
    mark({ x, y: top }, 0, 1, height - safe - top);
    mark({ x, y: block.y }, 0, -1, block.y - safe);
    if (options.lines) page.drawLine({ start: { x, y: block.y }, end: { x, y: top }, ...CUT_LINE });
  }
  for (let r = 0; r <= rows; r++) {
    const y = block.y + (r * block.height) / rows;
    if (!options.skip?.left) mark({ x: block.x, y }, -1, 0, block.x - safe);
    if (!options.skip?.right) mark({ x: right, y }, 1, 0, width - safe - right);
    if (options.lines) page.drawLine({ start: { x: block.x, y }, end: { x: right, y }, ...CUT_LINE });
  }
}

/**
 * A strip of margin to write in, in its own coordinates: u runs along the strip,
 * v across it, both in points. Horizontal strips read left to right; vertical
 * ones (US Letter, where only the sides have room) read bottom to top.
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
 * Where a sheet's label and scale bar go: above and below the cards when there is
 * room, else down the two sides. Each band spans one card's edge-to-edge width,
 * between cut marks, so writing never meets a mark.
 */
export function sheetBands(layout: SheetLayout): { label: Band; scale: Band } {
  const block = blockOf(layout.fronts);
  const safe = mm(SAFE_MARGIN) + 0.5; // a hair inside the limit, for anti-aliasing
  const clear = mm(MARK_GAP) + 1.5;
  const inset = mm(2);
  const top = block.y + block.height;
  if (layout.height - top - safe >= mm(8)) {
    const column = layout.columns === 3 ? 1 : 0;
    const x = block.x + column * mm(POKER.width) + inset;
    const length = mm(POKER.width) - 2 * inset;
    return {
      label: { x, y: top + clear, rotate: 0, length, depth: layout.height - safe - (top + clear) },
      scale: { x, y: safe, rotate: 0, length, depth: block.y - clear - safe },
    };
  }
  const row = Math.floor(layout.rows / 2);
  const y = block.y + (layout.rows - 1 - row) * mm(POKER.height) + inset;
  const length = mm(POKER.height) - 2 * inset;
  const right = block.x + block.width;
  return {
    // Left: v grows away from the cards towards the paper's edge.
    label: { x: block.x - clear, y, rotate: 90, length, depth: block.x - clear - safe },
    // Right: v grows from the paper's edge towards the cards.
    scale: { x: layout.width - safe, y, rotate: 90, length, depth: layout.width - safe - (right + clear) },
  };
}

function bandText(page: PDFPage, band: Band, text: string, u: number, v: number, font: PDFFont, size: number): void {
  assertDrawable(font, text);
  page.drawText(text, { ...at(band, u, v), size, font, color: rgb(0.2, 0.2, 0.2), rotate: degrees(band.rotate) });
}

/** Where the scale bar sits in its band (points): the sentence nearest the band's outer edge, the bar beyond it. */
export function scaleBarBox(band: Band): Box {
  const v = MIN_TEXT * 0.35 + MIN_TEXT + mm(0.6);
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
  bandText(page, band, SCALE_BAR_TEXT, 0, MIN_TEXT * 0.35, fonts.regular, MIN_TEXT);
  const box = scaleBarBox(band);
  page.drawRectangle({ ...box, color: rgb(0, 0, 0) });
  return box;
}

/**
 * The sheet label: what the sheet is (first line, bold, must fit), then how to print
 * it when the margin has room. Lines stack from the band's far edge towards the cards.
 */
export function drawSheetLabel(page: PDFPage, fonts: Fonts, band: Band, lines: string[]): void {
  const size = 7.5;
  const leading = size * 1.2;
  const [first, ...rest] = lines;
  const head = wrapText(first ?? '', fonts.bold, size, band.length);
  const room = Math.floor((band.depth - size * 0.3) / leading);
  if (head.length > room) throw new Error(`The sheet label does not fit its margin: ${first}`);
  // A line on how to print is shown whole or not at all.
  const tail: string[] = [];
  for (const line of rest) {
    const wrapped = wrapText(line, fonts.regular, size, band.length);
    if (head.length + tail.length + wrapped.length <= room) tail.push(...wrapped);
  }
  [...head.map((text) => ({ text, font: fonts.bold })), ...tail.map((text) => ({ text, font: fonts.regular }))].forEach((line, i) => {
    bandText(page, band, line.text, 0, band.depth - size - i * leading, line.font, size);
  });
}

/** Applies a printer fit to a finished page: scale about the centre, and for backs, the offset. */
export function applyFit(page: PDFPage, fit: PrinterFit | undefined, back: boolean): void {
  if (!fit) return;
  const factor = 100 / fit.ruler;
  const dx = back ? mm(fit.backX) : 0;
  const dy = back ? mm(fit.backY) : 0;
  if (factor === 1 && dx === 0 && dy === 0) return;
  const { width, height } = page.getSize();
  // Innermost first: scale about the origin, then move so the centre stays put, plus the offset.
  page.scaleContent(factor, factor);
  page.translateContent(((1 - factor) * width) / 2 + dx, ((1 - factor) * height) / 2 + dy);
}

export interface CardSheetOptions extends CardOptions {
  paper: Paper;
  fonts: Fonts;
  /** The game's name, for the label in each sheet's margin. */
  game: string;
  /** The back of every card that has none of its own. */
  defaultBack?: CardDraw;
}

/**
 * Lays cards out on sheets: 9 to a portrait sheet with each sheet of fronts followed
 * by its page of backs (mirrored for long-edge duplex), or 4 to a landscape fold-over
 * sheet. A `null` leaves its slot empty (see `spreadAcrossSheets`). Every sheet gets
 * cut guides, a label and a scale bar in its margin. Returns the pages added.
 */
export function addCardSheets(doc: PDFDocument, cards: readonly (Card | null)[], options: CardSheetOptions): PDFPage[] {
  const sides = options.sides ?? 'duplex';
  const layout = sheetLayout(options.paper, sides);
  const bands = sheetBands(layout);
  const sheets = Math.ceil(cards.length / layout.perSheet);
  const backOf = (card: Card) => card.back ?? options.defaultBack;
  const hasBacks = cards.some((c) => c && backOf(c));
  if (sides === 'fold' && !hasBacks) throw new Error('A fold-over sheet needs card backs');
  setPrintPresets(doc, sides === 'duplex' && hasBacks ? 'duplex-long-edge' : 'single');
  const how =
    sides === 'fold'
      ? 'Print at 100%, single-sided. Fold on the dashed line, then cut.'
      : 'Print at 100%, double-sided, flip on the long edge.';
  const pages: PDFPage[] = [];
  const finishPage = (page: PDFPage, side: string, back: boolean, n: number) => {
    drawSheetLabel(page, options.fonts, bands.label, [`${options.game} · sheet ${n} of ${sheets} · ${side}`, how]);
    drawScaleBar(page, options.fonts, bands.scale);
    applyFit(page, options.fit, back);
    pages.push(page);
  };
  for (let s = 0; s < sheets; s++) {
    const batch = cards.slice(s * layout.perSheet, (s + 1) * layout.perSheet);
    const front = doc.addPage([layout.width, layout.height]);
    batch.forEach((card, i) => card?.front(front, layout.fronts[i]!));
    const frontBlock = blockOf(layout.fronts);
    if (sides === 'fold') {
      batch.forEach((card, i) => card && backOf(card)?.(front, layout.backs[i]!));
      drawCutGuides(front, frontBlock, layout.columns, layout.rows, { lines: true, skip: { right: true } });
      drawCutGuides(front, blockOf(layout.backs), layout.columns, layout.rows, { lines: false, skip: { left: true } });
      drawFoldLine(front, options.fonts, layout);
      finishPage(front, 'fold-over', false, s + 1);
      continue;
    }
    drawCutGuides(front, frontBlock, layout.columns, layout.rows, { lines: true });
    finishPage(front, 'fronts', false, s + 1);
    if (hasBacks) {
      const back = doc.addPage([layout.width, layout.height]);
      batch.forEach((card, i) => card && backOf(card)?.(back, layout.backs[i]!));
      drawCutGuides(back, frontBlock, layout.columns, layout.rows, { lines: false });
      finishPage(back, 'backs', true, s + 1);
    }
  }
  return pages;
}

/** The dashed fold line down the middle, inside the safe margin, with a word above the cards. */
function drawFoldLine(page: PDFPage, fonts: Fonts, layout: SheetLayout): void {
  const x = layout.foldX!;
  const block = blockOf(layout.fronts);
  const top = block.y + block.height;
  page.drawLine({
    start: { x, y: block.y - mm(2) },
    end: { x, y: top + mm(2) },
    thickness: 0.6,
    dashArray: [4, 3],
    color: rgb(0.3, 0.3, 0.3),
  });
  const text = 'fold';
  const size = MIN_TEXT + 1;
  assertDrawable(fonts.bold, text);
  const w = fonts.bold.widthOfTextAtSize(text, size);
  page.drawText(text, { x: x - w / 2, y: top + mm(3), size, font: fonts.bold, color: rgb(0.3, 0.3, 0.3) });
}

/**
 * Deals cards of several kinds over the fewest sheets so each sheet holds about the
 * same share of every kind, then fills the free slots from `fill` in order. A sheet
 * that is mostly one hidden identity would let a duplex shift or an uneven cut tell
 * identities apart. Returns the slots in sheet order, `null` for an empty slot.
 */
export function spreadAcrossSheets<T>(kinds: readonly (readonly T[])[], fill: readonly T[], perSheet: number): (T | null)[] {
  const spread = kinds.flat();
  const count = Math.ceil((spread.length + fill.length) / perSheet);
  const sheets: T[][] = Array.from({ length: count }, () => []);
  // One pointer runs on across kinds, so kind B starts where kind A left off.
  spread.forEach((card, i) => sheets[i % count]!.push(card));
  let next = 0;
  for (const sheet of sheets) {
    while (sheet.length < perSheet && next < fill.length) sheet.push(fill[next++]!);
  }
  const slots = sheets.flatMap((sheet) => [...sheet, ...Array<T | null>(perSheet - sheet.length).fill(null)]);
  // Trailing empty slots are simply not there.
  while (slots.length > 0 && slots[slots.length - 1] === null) slots.pop();
  return slots;
}

/** A card front's frame: a thin square border inset from the cut line, so a slightly off cut still looks even. */
export function drawCardFrame(page: PDFPage, box: Box, inset = 3): void {
  page.drawRectangle({
    x: box.x + mm(inset),
    y: box.y + mm(inset),
    width: box.width - 2 * mm(inset),
    height: box.height - 2 * mm(inset),
    borderColor: rgb(0.25, 0.25, 0.25),
    borderWidth: 0.75,
  });
}
