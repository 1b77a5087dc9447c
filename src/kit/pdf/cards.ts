import { rgb, type PDFDocument, type PDFPage, type RGB } from 'pdf-lib';
import { drawPattern, type BackPattern } from './back';
import { setPrintPresets } from './document';
import { applyFit } from './fit-page';
import type { Fonts } from './font';
import { cutMarks, drawCutLines, drawCutMarks, HAIR, SIDES_OF_BLOCK, type Block, type Side } from './marks';
import { drawLabel, drawScaleBar, marginBands, SCALE_DEPTH, type Band } from './margin';
import { VERSION, type Stamp } from './stamp';
import { assertDrawable } from './text';
import { mm, PAPERS, toMm, type Box, type Paper } from './units';

export * from './sheet';
export { applyFit } from './fit-page';
export { fillSheets, spreadAcrossSheets } from './fill';
export { cutMarks, type Block, type Side } from './marks';
export { drawLabel, drawScaleBar, scaleBarBox, type Band, type LabelLine } from './margin';
import {
  BLEED,
  COLUMNS,
  FIELD_BEYOND,
  FOLD_FIELD_OVER,
  FOLD_COLUMNS,
  FOLD_GAP,
  FOLD_ROWS,
  MIN_TEXT,
  PER_FOLD_SHEET,
  PER_SHEET,
  POKER,
  PRINTING,
  ROWS,
  SCALE_BAR,
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

/** The tips of a page's cut marks (points), for tests. */
export const markTips = (g: PageGeometry): { x: number; y: number }[] => g.blocks.flatMap((b) => cutMarks(b, g.margins, g.size).map((m) => m.end));

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
