import { rgb } from 'pdf-lib';
import { addBoardPage, finishSheets } from './board';
import { createDocument, finish } from './document';
import { PLAIN_PAPER, SINGLE_SIDED, type BuildOptions, type Printable } from './printable';
import { TABLEMATE_STAMP } from './stamp';
import { drawLine } from './text';
import { mm, type Paper } from './units';

export const SCORE_SHEET_PLAYERS = 8;
export const SCORE_SHEET_ROUNDS = 20;

/** A blank score sheet for any game: a name box per player column, a row per round, totals. */
export async function buildScoreSheet(paper: Paper, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Score sheet', subject: 'A blank score sheet for any Tablemate game' });
  const { page, area } = addBoardPage(doc, fonts, paper, 'Score sheet', 'portrait', options.fit);
  const text = { font: fonts.regular, size: 10 };
  const line = { thickness: 0.6, color: rgb(0.2, 0.2, 0.2) };

  let y = area.y + area.height - 12;
  drawLine(page, 'Game:', area.x, y, text);
  page.drawLine({ start: { x: area.x + mm(12), y: y - 2 }, end: { x: area.x + area.width * 0.6, y: y - 2 }, ...line });
  drawLine(page, 'Date:', area.x + area.width * 0.64, y, text);
  page.drawLine({ start: { x: area.x + area.width * 0.64 + mm(11), y: y - 2 }, end: { x: area.x + area.width, y: y - 2 }, ...line });

  const labelWidth = mm(18);
  const colWidth = (area.width - labelWidth) / SCORE_SHEET_PLAYERS;
  const headerHeight = mm(14);
  const rows = SCORE_SHEET_ROUNDS + 1; // rounds + total
  const top = y - mm(6);
  const rowHeight = Math.min(mm(10), (top - headerHeight - area.y) / rows);
  const bottom = top - headerHeight - rows * rowHeight;

  // Grid: outer frame, columns, rows; the total row is set off with a heavier line.
  page.drawRectangle({ x: area.x, y: bottom, width: area.width, height: top - bottom, borderColor: line.color, borderWidth: 1 });
  for (let c = 0; c <= SCORE_SHEET_PLAYERS; c++) {
    const x = area.x + labelWidth + c * colWidth;
    page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, ...line });
  }
  for (let r = 0; r <= rows; r++) {
    const ry = top - headerHeight - r * rowHeight;
    page.drawLine({ start: { x: area.x, y: ry }, end: { x: area.x + area.width, y: ry }, ...(r === rows - 1 ? { ...line, thickness: 1.6 } : line) });
  }
  drawLine(page, 'Player', area.x + 3, top - headerHeight / 2 - 3, { font: fonts.bold, size: 10 });
  for (let r = 0; r < rows; r++) {
    const label = r === rows - 1 ? 'Total' : `Round ${r + 1}`;
    const font = r === rows - 1 ? fonts.bold : fonts.regular;
    drawLine(page, label, area.x + 3, top - headerHeight - (r + 1) * rowHeight + rowHeight / 2 - 3, { font, size: 9 });
  }
  finishSheets(fonts, [page], { stamp: TABLEMATE_STAMP, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

export const scoreSheet: Printable = {
  game: 'any',
  name: 'score-sheet',
  title: 'Score sheet (any game)',
  purpose: `Up to ${SCORE_SHEET_PLAYERS} players and ${SCORE_SHEET_ROUNDS} rounds with a total row, for keeping score on paper in any of the games.`,
  howToPrint: SINGLE_SIDED,
  paperAdvice: PLAIN_PAPER,
  build: (paper, options) => buildScoreSheet(paper, options),
};
