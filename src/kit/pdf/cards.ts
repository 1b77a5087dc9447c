import { concatTransformationMatrix, degrees, popGraphicsState, pushGraphicsState, rgb, type PDFDocument, type PDFFont, type PDFOperator, type PDFPage, type RGB } from 'pdf-lib';
import { drawPattern, type BackPattern } from './back';
import { seededRng, shuffle } from '../random';
import { setPrintPresets } from './document';
import type { Fonts } from './font';
import { VERSION, type Stamp } from './stamp';
import { assertDrawable, wrapText } from './text';
import { mm, PAPERS, toMm, type Box, type Paper } from './units';

export * from './sheet';
import {
  BLEED,
  COLUMNS,
  FIELD_BEYOND,
  FOLD_FIELD_OVER,
  FOLD_COLUMNS,
  FOLD_GAP,
  FOLD_ROWS,
  MARGIN_CLEAR,
  MARK_LENGTH,
  MIN_TEXT,
  PER_FOLD_SHEET,
  PER_SHEET,
  POKER,
  PRINTING,
  ROWS,
  SCALE_BAR,
  SCALE_BAR_TEXT,
  fitTransform,
  isNoFit,
  safeMargins,
  type FitTransform,
  type Margins,
  type PrinterFit,
  type Sides,
} from './sheet';

/** What every card printable's builder accepts besides the paper. */
export interface CardOptions {
  sides?: Sides;
  fit?: PrinterFit;
  /** The game's name and credit for every sheet's margin (src/print-files.ts reads them from the rules page). */
  stamp?: Stamp;
}

/** Draws one card face inside its box, in points. */
export type CardDraw = (page: PDFPage, box: Box) => void;

/**
 * A card back. The kit paints `field` over the whole back side of the sheet (to the
 * paper's edge; on a fold-over sheet, over the back half and a little past the fold), the
 * same colour for every back on a sheet, and the deck's `pattern` over all of it, so a
 * misprinted back shows the same colour and pattern at every edge and no card's edge
 * tells where it lay; `draw` adds what is the card's own (an aid's second side), which
 * must keep BACK_CLEAR from the card's edges (no frames, no lines along an edge).
 */
export interface Back {
  field: RGB;
  pattern?: BackPattern;
  draw: CardDraw;
}
/**
 * How far a back's drawing keeps from the card's edges (mm): the 6 mm along an edge where a
 * frame would show a misprint, plus the 2 mm a misprint moves it, plus a hair.
 */
export const BACK_CLEAR = 8.5;

export interface Card {
  front: CardDraw;
  /** Optional per-card back; cards without one get the sheet's default back. */
  back?: Back;
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

/** How far a cut mark may run back into the block along its cut line (mm), where the margin is short. */
const MARK_INSIDE = 3.5;
/** Dark enough to print in draft mode: black marks, and cut lines in a 65 % grey. */
const MARK = { thickness: 0.6, color: rgb(0, 0, 0) };
const CUT_LINE = { thickness: 0.5, color: rgb(0.35, 0.35, 0.35) };
/** Text and marks stop this far inside the margin (points): anti-aliasing stays out of it too. */
const HAIR = 0.6;

export type Side = 'top' | 'bottom' | 'left' | 'right';
const SIDES_OF_BLOCK: readonly Side[] = ['top', 'bottom', 'left', 'right'];

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
function drawCutLines(page: PDFPage, block: Box, columns: number, rows: number): void {
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
function room(block: Block, side: Side, page: { width: number; height: number }, margins: Margins): number {
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

/** The tips of a page's cut marks (points), for tests. */
export const markTips = (g: PageGeometry): { x: number; y: number }[] => g.blocks.flatMap((b) => cutMarks(b, g.margins, g.size).map((m) => m.end));

/**
 * Cut marks: on the side cut from they join the cut lines, so even the 1.35 mm US Letter
 * leaves above and below the cards shows a mark.
 */
function drawCutMarks(page: PDFPage, block: Block, margins: Margins): void {
  for (const m of cutMarks(block, margins, page.getSize())) page.drawLine({ ...m, ...MARK });
}

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
function marginBands(block: Block, page: { width: number; height: number }, margins: Margins): Band[] {
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
const SCALE_DEPTH = MIN_TEXT * 1.3 + mm(SCALE_BAR.thickness) + 1;

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

/** The transform a fit makes: scale, turn and shift about the page's centre, as one matrix (PDF units). */
function fitMatrix(t: FitTransform, width: number, height: number): [number, number, number, number, number, number] {
  const cos = Math.cos(t.turn);
  const sin = Math.sin(t.turn);
  const [a, b, c, d] = [cos * t.sx, sin * t.sx, -sin * t.sy, cos * t.sy];
  const [cx, cy] = [width / 2, height / 2];
  // x' = centre + R·S·(x − centre) + shift
  return [a, b, c, d, cx - a * cx - c * cy + mm(t.dx), cy - b * cx - d * cy + mm(t.dy)];
}

/** Applies a printer fit to a finished page: everything drawn on it is scaled (and for backs turned and moved) about its centre. */
export function applyFit(page: PDFPage, transform: FitTransform | null): void {
  if (!transform) return;
  const { sx, sy, turn, dx, dy } = transform;
  if (sx === 1 && sy === 1 && turn === 0 && dx === 0 && dy === 0) return;
  const { width, height } = page.getSize();
  // pdf-lib's own translateContent/scaleContent do this; a turn needs the whole matrix.
  const raw = page as unknown as { createContentStream(...ops: PDFOperator[]): unknown; getContentStream(): unknown; doc: PDFDocument };
  page.node.normalize();
  raw.getContentStream();
  const start = raw.doc.context.register(raw.createContentStream(pushGraphicsState(), concatTransformationMatrix(...fitMatrix(transform, width, height))) as never);
  const end = raw.doc.context.register(raw.createContentStream(popGraphicsState()) as never);
  page.node.wrapContentStreams(start, end);
}

export interface CardSheetOptions extends CardOptions {
  paper: Paper;
  fonts: Fonts;
  /** The game's name for the label in each sheet's margin, when no stamp is given. */
  game: string;
  /** The back of every card that has none of its own. */
  defaultBack?: Back;
  /** Sheets of a longer document (a board's aid sheet): the first one's number and how many there are in all. */
  numbering?: { first: number; total: number };
}

const sameColour = (a: RGB, b: RGB) => {
  const x = a as RGB & { red: number; green: number; blue: number };
  const y = b as RGB & { red: number; green: number; blue: number };
  return x.red === y.red && x.green === y.green && x.blue === y.blue;
};

/**
 * The backs of one sheet's cards: the sheet's field colour over `area` (the whole back
 * side), the first pattern among the backs over the same area, anchored at the block's
 * corner, then each back's own drawing.
 */
function drawBacks(page: PDFPage, cards: readonly (Card | null)[], slots: readonly Box[], backOf: (card: Card) => Back | undefined, area: Box): void {
  const backs = cards.map((c) => (c ? backOf(c) : undefined));
  const first = backs.find((b) => b);
  if (!first) return;
  page.drawRectangle({ ...area, color: first.field });
  const pattern = backs.find((b) => b?.pattern)?.pattern;
  const block = blockOf(slots);
  if (pattern) drawPattern(page, pattern, area, { x: block.x, y: block.y });
  backs.forEach((back, i) => back?.draw(page, slots[i]!));
}

/**
 * Lays cards out on sheets: 9 to a portrait sheet with each sheet of fronts followed
 * by its page of backs (mirrored for long-edge duplex), or 4 to a landscape fold-over
 * sheet. A `null` leaves its slot empty. Fronts get cut lines and cut marks on all four
 * sides; backs are frameless, their colour running past every cut line, one colour a
 * sheet (a sheet whose backs differ in colour is refused: a misprint would show one
 * card's colour on its neighbour's edge). Every page carries the game, its credit, the
 * printing line, "sheet n of m" and the version in its margin, and the fronts a scale
 * bar. With a printer fit, marks and writing are kept SAFE_MARGIN from the paper's edge
 * after the fit moves them. Returns the pages added.
 */
export function addCardSheets(doc: PDFDocument, cards: readonly (Card | null)[], options: CardSheetOptions): PDFPage[] {
  const sides = options.sides ?? 'duplex';
  const layout = sheetLayout(options.paper, sides);
  const sheets = Math.ceil(cards.length / layout.perSheet);
  const number = (s: number) => `sheet ${(options.numbering?.first ?? 1) + s} of ${options.numbering?.total ?? sheets}`;
  const backOf = (card: Card) => card.back ?? options.defaultBack;
  const hasBacks = cards.some((c) => c && backOf(c));
  if (sides === 'fold' && !hasBacks) throw new Error('A fold-over sheet needs card backs');
  setPrintPresets(doc, sides === 'duplex' && hasBacks ? 'duplex-long-edge' : 'single');
  const printing = sides === 'fold' ? PRINTING.fold : hasBacks ? PRINTING.duplex : PRINTING.single;
  const stamp = options.stamp ?? { game: options.game, credit: '' };
  const front = pageGeometry(options.paper, sides, 'front', options.fit);
  const back = pageGeometry(options.paper, sides, 'back', options.fit);
  const pages: PDFPage[] = [];

  const finishPage = (page: PDFPage, g: PageGeometry, n: number, side: string) => {
    for (const block of g.blocks) drawCutMarks(page, block, g.margins);
    if (g.scale) drawScaleBar(page, options.fonts, g.scale);
    drawLabel(page, options.fonts, g.bands, [
      { text: `${stamp.game} · ${number(n)} · ${side} · ${VERSION}`, bold: true },
      { text: printing },
      ...(stamp.credit ? [{ text: stamp.credit }] : []),
    ]);
    applyFit(page, g.transform);
    pages.push(page);
  };

  for (let s = 0; s < sheets; s++) {
    const batch = cards.slice(s * layout.perSheet, (s + 1) * layout.perSheet);
    const fields = batch.flatMap((c) => (c && backOf(c) ? [backOf(c)!.field] : []));
    if (fields.some((f) => !sameColour(f, fields[0]!))) throw new Error(`Sheet ${s + 1} mixes back colours; give each colour its own sheets`);
    const page = doc.addPage([layout.width, layout.height]);
    batch.forEach((card, i) => card?.front(page, layout.fronts[i]!));
    drawCutLines(page, blockOf(layout.fronts), layout.columns, layout.rows);
    if (sides === 'fold') {
      drawBacks(page, batch, layout.backs, backOf, front.field!);
      drawFoldLine(page, options.fonts, layout);
      finishPage(page, front, s, 'fold-over');
      continue;
    }
    finishPage(page, front, s, hasBacks ? 'fronts' : 'cut out');
    if (hasBacks) {
      const backPage = doc.addPage([layout.width, layout.height]);
      drawBacks(backPage, batch, layout.backs, backOf, back.field!);
      finishPage(backPage, back, s, 'backs');
    }
  }
  return pages;
}

/** Where everything in a card sheet's margin goes, for one side of the paper. */
export interface PageGeometry {
  /** The blocks of cards on the page, with what lies round them. */
  blocks: Block[];
  /** How far past the backs' block writing keeps from them on each side (points); zero on a page of fronts. */
  bleed: Record<Side, number>;
  /** Where the backs' colour and pattern go (points): past the paper's edges (a fit may move the page), on a fold-over sheet from just short of the front cards; null without backs. */
  field: Box | null;
  /** The margins (mm) that keep everything SAFE_MARGIN from the paper's edge once the fit moves it. */
  margins: Margins;
  /** Bands to write the label in. */
  bands: Band[];
  /** The band holding the 50 mm scale bar (fronts and fold-over pages). */
  scale: Band | null;
  transform: FitTransform | null;
  /** The page, in points. */
  size: { width: number; height: number };
}

/**
 * The geometry of a card sheet's page, from the layout and the printer fit: the blocks
 * and their cut marks' room, the backs' bleed (up to BLEED, cut short by the margin and
 * the fold), the bands for the label and the scale bar's band. Pure, so tests can find
 * what the builder drew.
 */
export function pageGeometry(paper: Paper, sides: Sides, page: 'front' | 'back', printerFit?: PrinterFit): PageGeometry {
  const layout = sheetLayout(paper, sides);
  const size = { width: layout.width, height: layout.height };
  const fit = printerFit && !isNoFit(printerFit) ? printerFit : undefined;
  const transform = fit ? fitTransform(fit, paper, page === 'back') : null;
  const margins = safeMargins(toMm(layout.width), toMm(layout.height), transform);
  const none = { top: 0, bottom: 0, left: 0, right: 0 };
  const frontBlock = blockOf(layout.fronts);
  const bleedLimit = (box: Box, foldSide?: Side): Record<Side, number> => {
    const limit = {
      top: layout.height - mm(margins.top) - (box.y + box.height) - HAIR,
      bottom: box.y - mm(margins.bottom) - HAIR,
      left: box.x - mm(margins.left) - HAIR,
      right: layout.width - mm(margins.right) - (box.x + box.width) - HAIR,
    };
    if (foldSide) limit[foldSide] = Math.min(limit[foldSide], mm(FOLD_GAP - 0.5));
    for (const s of SIDES_OF_BLOCK) limit[s] = Math.max(0, Math.min(mm(BLEED), limit[s]));
    return limit;
  };
  const block = (box: Box, taken: Record<Side, number>, sidesOf: readonly Side[] = SIDES_OF_BLOCK, reach?: Block['reach'], marks = true): Block => ({
    box,
    columns: layout.columns,
    rows: layout.rows,
    taken,
    sides: sidesOf,
    marks,
    ...(reach ? { reach } : {}),
  });
  let blocks: Block[];
  let bleed = none;
  let field: Box | null = null;
  const beyond = mm(FIELD_BEYOND);
  if (sides === 'fold') {
    const backBlock = blockOf(layout.backs);
    bleed = bleedLimit(backBlock, 'left');
    const from = layout.foldX! - mm(FOLD_FIELD_OVER);
    field = { x: from, y: -beyond, width: layout.width + beyond - from, height: layout.height + 2 * beyond };
    blocks = [
      block(frontBlock, none, SIDES_OF_BLOCK, { right: layout.foldX! - (frontBlock.x + frontBlock.width) - mm(0.6) }),
      block(backBlock, { ...bleed, left: 0 }, ['top', 'bottom', 'right'], undefined, false),
    ];
  } else if (page === 'back') {
    bleed = bleedLimit(frontBlock);
    field = { x: -beyond, y: -beyond, width: layout.width + 2 * beyond, height: layout.height + 2 * beyond };
    blocks = [block(frontBlock, bleed, SIDES_OF_BLOCK, undefined, false)];
  } else blocks = [block(frontBlock, none)];
  let bands = blocks.flatMap((b) => marginBands(b, size, margins));
  let scale: Band | null = null;
  if (page === 'front') {
    // The bar in the first band below the cards, else down a side, long and deep enough; the writing in the others.
    const below = (b: Band) => b.rotate === 0 && b.y < frontBlock.y;
    scale = [...bands].sort((a, b) => Number(below(b)) - Number(below(a))).find((b) => b.depth >= SCALE_DEPTH && b.length >= mm(SCALE_BAR.length) + 2) ?? null;
    bands = bands.filter((b) => b !== scale);
  }
  return { blocks, bleed, field, margins, bands, scale, transform, size };
}

/** The dashed fold line down the middle, between the blocks, with a word above the cards. */
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
 * same share of every kind, fills the free slots from `fill` in order, then shuffles
 * each sheet's cards among its filled slots, seeded (same seed, same sheets, same bytes),
 * until no slot holds the same kind on every sheet and a card alone of its kind on a
 * sheet (the Empress) sits where a card of another kind sits on another sheet. A slot
 * that always held one kind would let an uneven cut, a printer's streak or a change of
 * card stock tell identities apart. Returns the slots in sheet order, `null` for an
 * empty slot (only at the end).
 */
export function spreadAcrossSheets<T>(kinds: readonly (readonly T[])[], fill: readonly T[], perSheet: number, seed = 1): (T | null)[] {
  const spread = kinds.flat();
  const count = Math.ceil((spread.length + fill.length) / perSheet);
  const kindOf = new Map<T, number>();
  kinds.forEach((k, i) => k.forEach((card) => kindOf.set(card, i)));
  const dealt: T[][] = Array.from({ length: count }, () => []);
  // One pointer runs on across kinds, so kind B starts where kind A left off.
  spread.forEach((card, i) => dealt[i % count]!.push(card));
  let next = 0;
  for (const sheet of dealt) while (sheet.length < perSheet && next < fill.length) sheet.push(fill[next++]!);
  const kindAt = (sheets: T[][], s: number, i: number): number => {
    const card = sheets[s]![i];
    return card === undefined ? -1 : (kindOf.get(card) ?? -1);
  };
  const lone = kinds.map((_, k) => dealt.every((sheet) => sheet.filter((c) => kindOf.get(c) === k).length <= 1));
  const good = (sheets: T[][]): boolean => {
    if (sheets.length < 2) return true;
    for (let i = 0; i < perSheet; i++) {
      const at = sheets.map((_, s) => kindAt(sheets, s, i));
      if (at[0]! >= 0 && at.every((k) => k === at[0])) return false;
      for (const [s, k] of at.entries()) if (k >= 0 && lone[k] && !at.some((o, t) => t !== s && o >= 0 && o !== k)) return false;
    }
    return true;
  };
  const rng = seededRng(seed);
  let sheets = dealt;
  for (let attempt = 0; attempt < 500; attempt++) {
    const tried = dealt.map((sheet) => shuffle(rng, sheet));
    if (attempt === 0 || good(tried)) sheets = tried;
    if (good(tried)) break;
  }
  const slots: (T | null)[] = sheets.flatMap((sheet) => [...sheet, ...Array<null>(perSheet - sheet.length).fill(null)]);
  // Trailing empty slots are simply not there.
  while (slots.length > 0 && slots[slots.length - 1] === null) slots.pop();
  return slots;
}

/**
 * Fills a deck out to whole sheets: the cards, then `aids` (at least `minAids` of them,
 * cycling through the kinds given), then `filler` cards (or more aids when there is no
 * filler) until the last sheet is full. An empty slot wastes card stock and, printed,
 * looks like a card missing.
 */
export function fillSheets<T>(cards: readonly T[], aids: readonly T[], perSheet: number, options: { minAids?: number; filler?: T } = {}): T[] {
  if (aids.length === 0 && options.filler === undefined) return [...cards];
  const minAids = options.minAids ?? 0;
  const out: T[] = [...cards];
  for (let i = 0; i < minAids; i++) out.push(aids[i % aids.length]!);
  let i = minAids;
  while (out.length % perSheet !== 0) out.push(options.filler ?? aids[i++ % aids.length]!);
  return out;
}

/** A front's frame: a thin border inset from the cut line, so a slightly off cut still leaves an even white edge. */
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
