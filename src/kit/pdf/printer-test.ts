import { rgb, type PDFPage } from 'pdf-lib';
import { drawScaleBar, FIT_LIMITS, MIN_TEXT, pinTargets, PRINTING, SCALE_BAR } from './cards';
import { createDocument, finish, setPrintPresets } from './document';
import type { Fonts } from './font';
import type { Printable } from './printable';
import { TABLEMATE_STAMP, VERSION } from './stamp';
import { drawLine, drawWrapped } from './text';
import { mm, pageSize, PAPERS, SAFE_MARGIN, type Paper } from './units';

const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);
const FAINT = rgb(0.62, 0.62, 0.62);
/** The margins frame (mm from the edge): just outside the SAFE_MARGIN our sheets keep clear. */
export const FRAME_AT = 6.6;

/** A ruler of `ticks` ticks `step` points apart from (x, y), along x or up y; `kind(i)` gives each tick's length (mm) and label. */
function ruler(page: PDFPage, fonts: Fonts, x: number, y: number, ticks: number, step: number, axis: 'x' | 'y', kind: (i: number) => { length: number; label?: string }): void {
  const along = (d: number) => (axis === 'x' ? { x: x + d, y } : { x, y: y + d });
  page.drawLine({ start: along(0), end: along(ticks * step), thickness: 0.6, color: INK });
  for (let i = 0; i <= ticks; i++) {
    const { length, label } = kind(i);
    const p = along(i * step);
    const end = axis === 'x' ? { x: p.x, y: p.y + mm(length) } : { x: p.x + mm(length), y: p.y };
    page.drawLine({ start: p, end, thickness: 0.4, color: INK });
    if (!label) continue;
    if (axis === 'x') drawLine(page, label, p.x, end.y + 1.5, { font: fonts.regular, size: MIN_TEXT, color: INK }, 'center');
    else drawLine(page, label, end.x + 1.5, p.y - 2.4, { font: fonts.regular, size: MIN_TEXT, color: INK });
  }
}

const mmTicks = (i: number) => (i % 10 === 0 ? { length: 4, label: `${i}` } : { length: i % 5 === 0 ? 2.5 : 1.5 });

/** A pin target on the front: a cross in a ring, with its letter. */
function target(page: PDFPage, fonts: Fonts, cx: number, cy: number, letter: string): void {
  const r = mm(5);
  page.drawLine({ start: { x: cx - r, y: cy }, end: { x: cx + r, y: cy }, thickness: 0.5, color: INK });
  page.drawLine({ start: { x: cx, y: cy - r }, end: { x: cx, y: cy + r }, thickness: 0.5, color: INK });
  page.drawCircle({ x: cx, y: cy, size: mm(2.5), borderColor: INK, borderWidth: 0.6 });
  drawLine(page, letter, cx + mm(3), cy + mm(2.2), { font: fonts.bold, size: 11 });
}

/** The grid on the back behind a target: whole millimetres to ±FIT_LIMITS.offset, read right and up as you look at the back. */
function grid(page: PDFPage, fonts: Fonts, cx: number, cy: number, letter: string): void {
  const reach = FIT_LIMITS.offset;
  for (let k = -reach; k <= reach; k++) {
    const strong = k === 0;
    const style = { thickness: strong ? 0.9 : k % 2 === 0 ? 0.45 : 0.25, color: strong ? INK : k % 2 === 0 ? MUTED : FAINT };
    page.drawLine({ start: { x: cx + mm(k), y: cy - mm(reach) }, end: { x: cx + mm(k), y: cy + mm(reach) }, ...style });
    page.drawLine({ start: { x: cx - mm(reach), y: cy + mm(k) }, end: { x: cx + mm(reach), y: cy + mm(k) }, ...style });
    if (k % 2 === 0 && k !== 0) {
      // Labels 2 mm apart would touch: every other one goes to the far side, 4 mm from the next.
      const label = k > 0 ? `+${k}` : String(k);
      const near = (k / 2) % 2 !== 0;
      drawLine(page, label, cx + mm(k), near ? cy - mm(reach) - mm(3.2) : cy + mm(reach) + mm(1), { font: fonts.regular, size: MIN_TEXT }, 'center');
      drawLine(page, label, near ? cx - mm(reach) - mm(1.2) : cx + mm(reach) + mm(1.2), cy + mm(k) - 2.4, { font: fonts.regular, size: MIN_TEXT }, near ? 'right' : 'left');
    }
  }
  drawLine(page, letter, cx - mm(reach) - mm(6), cy + mm(reach) + mm(1), { font: fonts.bold, size: 11 }, 'center');
}

/** The footer the sheet carries on both sides: what it is, the printing line, the version. */
function footer(page: PDFPage, fonts: Fonts, side: string): void {
  // Right of target B's corner (and grid B's, on the back).
  const x = mm(40);
  const style = { font: fonts.regular, size: MIN_TEXT, color: MUTED };
  drawLine(page, `${TABLEMATE_STAMP.game} printer test · sheet 1 of 1 · ${side} · ${VERSION}`, x, mm(SAFE_MARGIN) + 2 + MIN_TEXT * 1.2, { ...style, font: fonts.bold });
  drawLine(page, `${PRINTING.duplex} ${TABLEMATE_STAMP.credit}`, x, mm(SAFE_MARGIN) + 2, style);
}

/**
 * The printer test: one sheet printed double-sided. The front carries a 100 mm ruler
 * across and one down (and 4 inches), the 50 mm bar the card sheets carry, pin targets
 * A and B near two corners and a frame 6.6 mm inside the edge; the back carries a grid
 * exactly behind each target. A pin pushed through each target reads, on the back, how
 * far this printer moves its backs at two far corners: the shift, and the turn.
 */
export async function buildPrinterTest(paper: Paper): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Printer test', subject: 'Checks the scale across and down and where the backs land, before printing cards' });
  setPrintPresets(doc, 'duplex-long-edge');
  const [w, h] = pageSize(paper);
  const body = { font: fonts.regular, size: 9.5, color: INK };
  const head = { font: fonts.bold, size: 12, color: INK };
  const t = pinTargets(paper);
  const left = mm(42);
  const width = w - left - mm(16);

  const front = doc.addPage([w, h]);
  target(front, fonts, mm(t.a.x), mm(t.a.y), 'A');
  target(front, fonts, mm(t.b.x), mm(t.b.y), 'B');
  let y = h - mm(16);
  drawLine(front, 'Printer test: print this first', left, y - 16, { font: fonts.bold, size: 16 });
  y = drawWrapped(front, `${PAPERS[paper].label}. Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge, on the paper you will print cards on.`, { x: left, top: y - 22, width }, body) - mm(5);

  y = drawWrapped(front, '1. Scale, across and down', { x: left, top: y, width }, head) - mm(9);
  ruler(front, fonts, left, y, 100, mm(1), 'x', mmTicks);
  drawLine(front, 'mm across', left + mm(103), y, body);
  y -= mm(13);
  ruler(front, fonts, left, y, 32, 72 / 8, 'x', (i) => (i % 8 === 0 ? { length: 4, label: `${i / 8}` } : { length: i % 4 === 0 ? 3 : i % 2 === 0 ? 2 : 1.2 }));
  drawLine(front, 'inches', left + mm(103), y, body);
  // The ruler down runs up the left side, clear of the targets.
  const downX = mm(16);
  const downY = mm(t.b.y + 45);
  ruler(front, fonts, downX, downY, 100, mm(1), 'y', mmTicks);
  drawLine(front, 'mm down', downX, downY - mm(5), body);
  y -= mm(5);
  y = drawWrapped(
    front,
    'Measure both 100 mm rulers with a real ruler: the one across and the one down the left side. Each should be exactly 100 mm (and the inch ruler 4 inches). Far off? "Fit to page" is on: turn it off and print again. A little off? Enter both lengths under "Fit to my printer" on the printables page, and the PDFs it makes will come out right.',
    { x: left, top: y, width },
    body,
  ) - mm(3);
  const bar = { x: left, y: y - mm(9), rotate: 0 as const, length: mm(SCALE_BAR.length + 10), depth: mm(9) };
  drawScaleBar(front, fonts, bar);
  y = bar.y - mm(5);

  y = drawWrapped(front, '2. Where the backs land: prick A and B', { x: left, top: y, width }, head) - mm(1);
  y = drawWrapped(
    front,
    'Lay the printed sheet on cardboard and push a pin straight through the centre of each cross, A (top left) and B (bottom right). Turn the sheet over on its long edge: each hole comes through on a grid. Read where, as you look at the back: across (right +, left −) and up or down (up +, down −). 0 and 0 at both: the backs land right behind the fronts. Anything else: enter the four numbers under "Fit to my printer"; A and B apart tell how much the backs turn.',
    { x: left, top: y, width },
    body,
  ) - mm(4);

  y = drawWrapped(front, '3. Margins', { x: left, top: y, width }, head) - mm(1);
  drawWrapped(
    front,
    `The dotted frame runs ${FRAME_AT} mm inside the paper's edge. Our sheets keep everything you need at least ${SAFE_MARGIN} mm from the edge: if all four sides of the frame printed, your printer prints all of it.`,
    { x: left, top: y, width: width - mm(12) },
    body,
  );
  front.drawRectangle({ x: mm(FRAME_AT), y: mm(FRAME_AT), width: w - mm(2 * FRAME_AT), height: h - mm(2 * FRAME_AT), borderColor: MUTED, borderWidth: 0.4, borderDashArray: [1, 2] });
  footer(front, fonts, 'front');

  // The back: each grid centred exactly behind its target after a long-edge flip (x mirrors).
  const back = doc.addPage([w, h]);
  drawLine(back, 'Printer test: back', left, h - mm(16) - 16, { font: fonts.bold, size: 16 });
  drawWrapped(
    back,
    'Read where each pin hole came through its grid, as you look at this side: across (right +, left −), then up or down (up +, down −), to the half millimetre. The hole from A is on grid A, top right on this side.',
    { x: mm(16), top: h - mm(16) - 24, width: w - mm(60) },
    body,
  );
  grid(back, fonts, w - mm(t.a.x), mm(t.a.y), 'A');
  grid(back, fonts, w - mm(t.b.x), mm(t.b.y), 'B');
  footer(back, fonts, 'back');
  return finish(doc);
}

export const printerTest: Printable = {
  game: 'any',
  name: 'printer-test',
  title: 'Printer test (print this first)',
  purpose: 'One sheet that checks your printer before you print cards: 100 mm rulers across and down for the scale, pin targets A and B whose holes land on grids on the back to read how far the backs move and turn, and a frame that shows the margins it prints.',
  howToPrint: 'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge.',
  paperAdvice: 'The paper you will print cards on.',
  twoSided: true,
  build: (paper) => buildPrinterTest(paper),
};
