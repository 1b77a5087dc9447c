import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import { applyFit } from './cards';
import type { Fonts } from './font';
import { fitTransform, isNoFit, MIN_TEXT, PRINTING, safeMargins, type PrinterFit, type Printing } from './sheet';
import { VERSION, type Stamp } from './stamp';
import { drawLine, wrapText } from './text';
import { mm, pageSize, PAPERS, toMm, type Box, type Paper } from './units';

/** Margin kept clear on every board page (mm): well inside what any printer prints. */
export const PAGE_MARGIN = 12;
/** Room the footer takes above the bottom margin (mm): two lines at MIN_TEXT. */
const FOOTER = 7;

export interface BoardPage {
  page: PDFPage;
  /** The drawable area below the title and above the footer, in points. */
  area: Box;
}

/** The margins of a page under a fit (mm): PAGE_MARGIN, or more where the fit would carry content nearer the edge than SAFE_MARGIN. */
function pageMargins(paper: Paper, orientation: 'portrait' | 'landscape', fit?: PrinterFit) {
  const [w, h] = pageSize(paper, orientation).map(toMm) as [number, number];
  const safe = safeMargins(w, h, fit && !isNoFit(fit) ? fitTransform(fit, paper, false) : null);
  const grow = (s: number) => Math.max(PAGE_MARGIN, s + 2);
  return { safe, margin: { left: grow(safe.left), right: grow(safe.right), top: grow(safe.top), bottom: grow(safe.bottom) } };
}

/**
 * A page with a title at the top and room for the footer every sheet carries (see
 * `finishSheets`); returns the free area. With a printer fit the margins grow so that,
 * once the page is scaled, nothing comes nearer the paper's edge than SAFE_MARGIN.
 */
export function addBoardPage(
  doc: PDFDocument,
  fonts: Fonts,
  paper: Paper,
  title: string,
  orientation: 'portrait' | 'landscape' = 'portrait',
  fit?: PrinterFit,
): BoardPage {
  const page = doc.addPage(pageSize(paper, orientation));
  const { width, height } = page.getSize();
  const { margin } = pageMargins(paper, orientation, fit);
  const titleSize = 16;
  drawLine(page, title, mm(margin.left), height - mm(margin.top) - titleSize, { font: fonts.bold, size: titleSize });
  const top = height - mm(margin.top) - titleSize - mm(5);
  const bottom = mm(margin.bottom) + mm(FOOTER);
  return { page, area: { x: mm(margin.left), y: bottom, width: width - mm(margin.left + margin.right), height: top - bottom } };
}

export interface SheetStamp {
  stamp: Stamp;
  printing: Printing;
  paper: Paper;
  fit?: PrinterFit;
  /** Pages of a longer document (a board followed by a sheet of cards): the first one's number and how many sheets in all. */
  numbering?: { first: number; total: number };
}

/**
 * The footer every page of a document of sheets carries, then the printer fit: the game,
 * "sheet n of m", the version, the printing line and the designer credit, at the foot
 * of the page, kept SAFE_MARGIN from the edge after the fit. Call once, after the last page.
 */
export function finishSheets(fonts: Fonts, pages: readonly PDFPage[], options: SheetStamp): void {
  const { stamp, printing, paper, fit } = options;
  pages.forEach((page, i) => {
    const { width, height } = page.getSize();
    const orientation = width > height ? 'landscape' : 'portrait';
    const { safe, margin } = pageMargins(paper, orientation, fit);
    const x = mm(margin.left);
    const lineWidth = width - mm(margin.left + margin.right);
    const style = { font: fonts.regular, size: MIN_TEXT, color: rgb(0.3, 0.3, 0.3) };
    const head = `${stamp.game} · sheet ${(options.numbering?.first ?? 1) + i} of ${options.numbering?.total ?? pages.length} · ${PAPERS[paper].label} · ${VERSION}`;
    const tail = wrapText([PRINTING[printing], stamp.credit].filter(Boolean).join(' '), fonts.regular, MIN_TEXT, lineWidth);
    // From the bottom up: the printing line and credit, then the game and sheet above them.
    let y = mm(safe.bottom) + MIN_TEXT * 0.4;
    for (const line of [...tail].reverse()) {
      drawLine(page, line, x, y, style);
      y += MIN_TEXT * 1.2;
    }
    drawLine(page, head, x, y, { ...style, font: fonts.bold });
    if (y + MIN_TEXT > mm(margin.bottom + FOOTER) + 1) throw new Error('The footer does not fit above the margin');
    applyFit(page, fit && !isNoFit(fit) ? fitTransform(fit, paper, false) : null);
  });
}
