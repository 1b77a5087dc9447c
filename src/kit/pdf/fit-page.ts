import { concatTransformationMatrix, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFOperator, type PDFPage } from 'pdf-lib';
import type { FitTransform } from './sheet';
import { mm } from './units';

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
