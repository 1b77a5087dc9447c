import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { mm, pageSize, PAPERS, type Box, type Paper } from './units';

/** Poker-size cards, the size sleeves and printed decks use. */
export const POKER = { width: 63, height: 88 } as const;
export const COLUMNS = 3;
export const ROWS = 3;
export const PER_SHEET = COLUMNS * ROWS;
/** Cut marks sit in the margin, starting this far from the card block and this long (mm). */
export const MARK_GAP = 1.5;
export const MARK_LENGTH = 5;

/** Draws one card face (or back) inside its box, in points. */
export type CardDraw = (page: PDFPage, box: Box) => void;
export interface Card {
  front: CardDraw;
  /** Optional per-card back; cards without one get the sheet's default back. */
  back?: CardDraw;
}

/**
 * Where the nine cards sit on a sheet: a 3 x 3 block with no gutter (one cut
 * serves two cards), centred on the page. Slot 0 is top-left, row by row.
 */
export function cardSlots(paper: Paper): Box[] {
  const { width, height } = PAPERS[paper];
  const left = (width - COLUMNS * POKER.width) / 2;
  const bottom = (height - ROWS * POKER.height) / 2;
  const slots: Box[] = [];
  for (let row = 0; row < ROWS; row++) {
    for (let col = 0; col < COLUMNS; col++) {
      slots.push({
        x: mm(left + col * POKER.width),
        y: mm(bottom + (ROWS - 1 - row) * POKER.height),
        width: mm(POKER.width),
        height: mm(POKER.height),
      });
    }
  }
  return slots;
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

/** Short lines in the margin continuing every card edge; none enter the card block. */
export function drawCutMarks(page: PDFPage, paper: Paper): void {
  const slots = cardSlots(paper);
  const left = slots[0]!.x;
  const top = slots[0]!.y + slots[0]!.height;
  const right = left + COLUMNS * mm(POKER.width);
  const bottom = top - ROWS * mm(POKER.height);
  const line = { thickness: 0.5, color: rgb(0, 0, 0) };
  const gap = mm(MARK_GAP);
  const len = mm(MARK_LENGTH);
  for (let c = 0; c <= COLUMNS; c++) {
    const x = left + c * mm(POKER.width);
    page.drawLine({ start: { x, y: top + gap }, end: { x, y: top + gap + len }, ...line });
    page.drawLine({ start: { x, y: bottom - gap }, end: { x, y: bottom - gap - len }, ...line });
  }
  for (let r = 0; r <= ROWS; r++) {
    const y = bottom + r * mm(POKER.height);
    page.drawLine({ start: { x: left - gap, y }, end: { x: left - gap - len, y }, ...line });
    page.drawLine({ start: { x: right + gap, y }, end: { x: right + gap + len, y }, ...line });
  }
}

/**
 * Lays cards out 9 to a sheet, each sheet of fronts followed by its page of backs
 * (mirrored for long-edge duplex) when a back is given. Returns the pages added.
 */
export function addCardSheets(doc: PDFDocument, paper: Paper, cards: readonly Card[], defaultBack?: CardDraw): PDFPage[] {
  const slots = cardSlots(paper);
  const pages: PDFPage[] = [];
  for (let start = 0; start < cards.length; start += PER_SHEET) {
    const batch = cards.slice(start, start + PER_SHEET);
    const front = doc.addPage(pageSize(paper));
    batch.forEach((card, i) => card.front(front, slots[i]!));
    drawCutMarks(front, paper);
    pages.push(front);
    if (defaultBack || batch.some((c) => c.back)) {
      const back = doc.addPage(pageSize(paper));
      batch.forEach((card, i) => (card.back ?? defaultBack)?.(back, slots[backSlotIndex(i)]!));
      drawCutMarks(back, paper);
      pages.push(back);
    }
  }
  return pages;
}

/** A rounded-looking card frame: a thin border inset from the cut line, so a slightly off cut still looks even. */
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
