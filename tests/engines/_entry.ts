import { PDFDocument, PDFPage, PDFFont } from 'pdf-lib';
import { buildBoard } from '../../src/games/sibling-rivalry/print';
import { buildTweetCards } from '../../src/games/subtweet/print';
const T: Record<string, number> = {};
const C: Record<string, number> = {};
let depth = 0;
function wrap(obj: any, name: string, label: string) {
  const f = obj[name];
  obj[name] = function (this: unknown, ...a: unknown[]) {
    if (depth > 0) return f.apply(this, a);
    depth++; const s = performance.now();
    const done = () => { T[label] = (T[label] ?? 0) + performance.now() - s; C[label] = (C[label] ?? 0) + 1; depth--; };
    try { const r = f.apply(this, a); if (r && typeof r.then === 'function') return r.finally(done); done(); return r; } catch (e) { done(); throw e; }
  };
}
for (const m of ['drawText', 'drawSvgPath', 'drawRectangle', 'drawLine', 'drawEllipse', 'drawCircle', 'pushOperators']) wrap(PDFPage.prototype, m, 'page.' + m);
for (const m of ['widthOfTextAtSize', 'heightAtSize', 'encodeText', 'getCharacterSet']) wrap(PDFFont.prototype, m, 'font.' + m);
for (const m of ['save', 'embedFont', 'addPage']) wrap(PDFDocument.prototype, m, 'doc.' + m);
(window as any).run = async (which: string) => {
  for (const k of Object.keys(T)) { delete T[k]; delete C[k]; }
  const s = performance.now();
  await (which === 'tweets' ? buildTweetCards('a4', {}) : buildBoard('a4'));
  const out: Record<string, string> = { total: String(Math.round(performance.now() - s)) };
  for (const k of Object.keys(T)) out[k] = `${Math.round(T[k]!)}ms/${C[k]}`;
  return out;
};
