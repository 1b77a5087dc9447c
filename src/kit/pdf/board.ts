import { rgb, type PDFDocument, type PDFPage } from 'pdf-lib';
import type { Fonts } from './font';
import { drawLine } from './text';
import { mm, pageSize, PAPERS, type Box, type Paper } from './units';

/** Margin kept clear on every board page (most printers cannot print the last 5 mm). */
export const PAGE_MARGIN = 12;

export interface BoardPage {
  page: PDFPage;
  /** The drawable area below the title and above the footer, in points. */
  area: Box;
}

/**
 * A page with a title at the top and a small footer naming the paper, so a sheet
 * printed on the wrong paper or scaled is easy to spot; returns the free area.
 */
export function addBoardPage(
  doc: PDFDocument,
  fonts: Fonts,
  paper: Paper,
  title: string,
  orientation: 'portrait' | 'landscape' = 'portrait',
): BoardPage {
  const page = doc.addPage(pageSize(paper, orientation));
  const { width, height } = page.getSize();
  const margin = mm(PAGE_MARGIN);
  const titleSize = 16;
  drawLine(page, title, margin, height - margin - titleSize, { font: fonts.bold, size: titleSize });
  const footer = `Tablemate · ${PAPERS[paper].label} · print at actual size (100%)`;
  drawLine(page, footer, width - margin, margin - 4, { font: fonts.regular, size: 7, color: rgb(0.35, 0.35, 0.35) }, 'right');
  const top = height - margin - titleSize - mm(5);
  const bottom = margin + mm(4);
  return { page, area: { x: margin, y: bottom, width: width - 2 * margin, height: top - bottom } };
}
