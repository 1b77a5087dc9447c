import { rgb, type PDFPage } from 'pdf-lib';
import { drawScaleBar, FIT_LIMITS, MIN_TEXT, SCALE_BAR } from './cards';
import { createDocument, finish, setPrintPresets } from './document';
import type { Fonts } from './font';
import type { Printable } from './printable';
import { drawLine, drawWrapped } from './text';
import { mm, pageSize, PAPERS, type Paper } from './units';

const INK = rgb(0, 0, 0);
const MUTED = rgb(0.3, 0.3, 0.3);
const MARGIN = 15; // mm

/** Where the duplex targets sit on the front (mm from the bottom-left, as PDF). */
export function offsetTargets(paper: Paper): { across: { x: number; y: number }; upDown: { x: number; y: number }; span: number; reach: number } {
  const { width } = PAPERS[paper];
  // Off centre, so a sheet flipped on the wrong edge shows its lines nowhere near the scales.
  return { across: { x: width / 2 + 35, y: 120 }, upDown: { x: width / 2 - 45, y: 120 }, span: 30, reach: FIT_LIMITS.offset };
}

/** A ruler along x from (x, y), `ticks` ticks `step` points apart; `kind(i)` gives each tick's length (mm) and label. */
function ruler(page: PDFPage, fonts: Fonts, x: number, y: number, ticks: number, step: number, kind: (i: number) => { length: number; label?: string }): void {
  page.drawLine({ start: { x, y }, end: { x: x + ticks * step, y }, thickness: 0.6, color: INK });
  for (let i = 0; i <= ticks; i++) {
    const { length, label } = kind(i);
    const tx = x + i * step;
    page.drawLine({ start: { x: tx, y }, end: { x: tx, y: y + mm(length) }, thickness: 0.4, color: INK });
    if (label) drawLine(page, label, tx, y + mm(length) + 1.5, { font: fonts.regular, size: MIN_TEXT, color: INK }, 'center');
  }
}

/** A short scale of whole millimetres either side of 0, across (x) or up and down (y), read against a line on the other side. */
function offsetScale(page: PDFPage, fonts: Fonts, cx: number, cy: number, reach: number, axis: 'x' | 'y'): void {
  const along = (k: number) => (axis === 'x' ? { x: cx + mm(k), y: cy } : { x: cx, y: cy + mm(k) });
  const across = (p: { x: number; y: number }, d: number) => (axis === 'x' ? { x: p.x, y: p.y + d } : { x: p.x + d, y: p.y });
  page.drawLine({ start: along(-reach), end: along(reach), thickness: 0.5, color: INK });
  for (let k = -reach; k <= reach; k++) {
    const p = along(k);
    const long = k % 2 === 0;
    page.drawLine({ start: across(p, -mm(long ? 2.5 : 1.5)), end: across(p, mm(long ? 2.5 : 1.5)), thickness: k === 0 ? 1 : 0.4, color: INK });
    if (long) {
      // Labels 2 mm apart would touch: alternate sides, so each side's labels stand 4 mm apart.
      const side = (k / 2) % 2 === 0 ? 1 : -1;
      const label = k > 0 ? `+${k}` : String(k);
      if (axis === 'x') {
        const at = across(p, side * mm(3.6) - (side < 0 ? MIN_TEXT * 0.75 : 0));
        drawLine(page, label, at.x, at.y, { font: fonts.regular, size: MIN_TEXT }, 'center');
      } else {
        const at = across(p, side * mm(3.6));
        drawLine(page, label, at.x, at.y - 2.4, { font: fonts.regular, size: MIN_TEXT }, side > 0 ? 'left' : 'right');
      }
    }
  }
}

/**
 * The printer test: one sheet printed double-sided. The front carries a 100 mm
 * ruler, a 4 inch ruler, the 50 mm scale bar, a dotted frame 7 mm inside the edge
 * and two lines; the back carries two short scales exactly behind those lines, so
 * held up to a light the sheet reads how far this printer moves its backs.
 */
export async function buildPrinterTest(paper: Paper): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Printer test', subject: 'Checks the scale and where the backs land, before printing cards' });
  setPrintPresets(doc, 'duplex-long-edge');
  const [w, h] = pageSize(paper);
  const left = mm(MARGIN);
  const width = w - 2 * left;
  const body = { font: fonts.regular, size: 9.5, color: INK };
  const head = { font: fonts.bold, size: 12, color: INK };

  const front = doc.addPage([w, h]);
  let y = h - left;
  drawLine(front, 'Printer test: print this first', left, y - 16, { font: fonts.bold, size: 16 });
  y = drawWrapped(front, `${PAPERS[paper].label}. Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge, on the paper you will use for cards.`, { x: left, top: y - 22, width }, body) - mm(4);

  y = drawWrapped(front, '1. Scale', { x: left, top: y, width }, head) - mm(8);
  ruler(front, fonts, left, y, 100, mm(1), (i) => (i % 10 === 0 ? { length: 4, label: `${i}` } : { length: i % 5 === 0 ? 2.5 : 1.5 }));
  drawLine(front, 'mm', left + mm(104), y, body);
  y -= mm(16);
  ruler(front, fonts, left, y, 32, 72 / 8, (i) => (i % 8 === 0 ? { length: 4, label: `${i / 8}` } : { length: i % 4 === 0 ? 3 : i % 2 === 0 ? 2 : 1.2 }));
  drawLine(front, 'inches', left + mm(104), y, body);
  y -= mm(6);
  y = drawWrapped(
    front,
    'Measure the 100 mm ruler with a real ruler. It should be exactly 100 mm (and the inch ruler 4 inches). If not, check that "fit to page" is off and print again. Still off? Enter the length you measured under "Fit to my printer" on the printables page, and the cards it makes will come out right.',
    { x: left, top: y, width },
    body,
  ) - mm(4);
  const bar = drawScaleBar(front, fonts, { x: left, y: y - mm(8), rotate: 0, length: mm(SCALE_BAR.length + 10), depth: mm(8) });
  y = bar.y - mm(6);

  y = drawWrapped(front, '2. Where the backs land', { x: left, top: y, width }, head) - mm(1);
  drawWrapped(
    front,
    'Hold the sheet up to a light with the back towards you. Each line on this side shows through on a small scale on the back: read the number it crosses, across (left minus, right plus) and up or down (down minus, up plus). 0 and 0: the backs land right behind the fronts. Anything else: enter both numbers under "Fit to my printer".',
    { x: left, top: y, width },
    body,
  );
  const t = offsetTargets(paper);
  const line = { thickness: 0.8, color: INK };
  front.drawLine({ start: { x: mm(t.across.x), y: mm(t.across.y - t.span / 2) }, end: { x: mm(t.across.x), y: mm(t.across.y + t.span / 2) }, ...line });
  drawLine(front, 'across', mm(t.across.x) + 4, mm(t.across.y + t.span / 2) - 8, { font: fonts.regular, size: MIN_TEXT, color: MUTED });
  front.drawLine({ start: { x: mm(t.upDown.x - t.span / 2), y: mm(t.upDown.y) }, end: { x: mm(t.upDown.x + t.span / 2), y: mm(t.upDown.y) }, ...line });
  drawLine(front, 'up / down', mm(t.upDown.x - t.span / 2), mm(t.upDown.y) + 4, { font: fonts.regular, size: MIN_TEXT, color: MUTED });

  drawWrapped(front, '3. Margins', { x: left, top: mm(42), width }, head);
  drawWrapped(front, 'The dotted frame runs 7 mm inside the paper\'s edge. If all four sides printed, your printer prints everything on our sheets.', { x: left, top: mm(36), width: width * 0.6 }, body);
  front.drawRectangle({ x: mm(7), y: mm(7), width: w - mm(14), height: h - mm(14), borderColor: MUTED, borderWidth: 0.5, borderDashArray: [1, 2] });

  // The back: each scale centred exactly behind its line after a long-edge flip (x mirrors).
  const back = doc.addPage([w, h]);
  drawLine(back, 'Printer test: back', left, h - left - 16, { font: fonts.bold, size: 16 });
  drawWrapped(back, 'Hold this side towards you, up to a light. Read where each line from the front crosses its scale.', { x: left, top: h - left - 24, width }, body);
  offsetScale(back, fonts, w - mm(t.across.x), mm(t.across.y), t.reach, 'x');
  drawLine(back, 'across', w - mm(t.across.x), mm(t.across.y) - mm(8), { font: fonts.bold, size: 9 }, 'center');
  offsetScale(back, fonts, w - mm(t.upDown.x), mm(t.upDown.y), t.reach, 'y');
  drawLine(back, 'up / down', w - mm(t.upDown.x), mm(t.upDown.y + t.reach) + mm(3), { font: fonts.bold, size: 9 }, 'center');
  return finish(doc);
}

export const printerTest: Printable = {
  game: 'any',
  name: 'printer-test',
  title: 'Printer test (print this first)',
  purpose: 'One sheet that checks your printer before you print cards: a 100 mm and a 4 inch ruler for the scale, scales on the back that read how far the backs land from the fronts, and a frame that shows the margins it prints.',
  howToPrint: 'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge.',
  paperAdvice: 'The paper you will print cards on.',
  build: (paper) => buildPrinterTest(paper),
};
