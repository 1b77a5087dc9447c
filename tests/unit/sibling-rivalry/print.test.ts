import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inflateSync } from 'node:zlib';
import { PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';
import { PAPER_IDS, PAPERS, toMm } from '~/kit/pdf';
import { board, defaultLayout } from '~/games/sibling-rivalry/data';
import { buildBoard, challengeGeometry, MIN_SQUARE_MM, printables, trackGeometry } from '~/games/sibling-rivalry/print';

/** The page's drawing operators, inflated. */
function contentOf(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => {
      if (!(s instanceof PDFRawStream)) throw new Error('Unexpected content stream');
      const bytes = s.getContents();
      return s.dict.toString().includes('FlateDecode') ? inflateSync(bytes).toString('latin1') : Buffer.from(bytes).toString('latin1');
    })
    .join('\n');
}

/**
 * Rectangles as pdf-lib draws them: a translation (`1 0 0 1 x y cm`) then the
 * path `0 0 m 0 h l w h l w 0 l h`. Returns their sizes in mm.
 */
function rectanglesMm(page: PDFPage): { w: number; h: number }[] {
  const ops = contentOf(page);
  const re = /0 0 m\s+0 (-?[\d.]+) l\s+(-?[\d.]+) (-?[\d.]+) l\s+(-?[\d.]+) 0 l\s+h/g;
  return [...ops.matchAll(re)].map((m) => ({ w: toMm(Math.abs(Number(m[2]))), h: toMm(Math.abs(Number(m[1]))) }));
}

/** The score track's square cells (the largest squares on the page), and the frames drawn 1 mm inside a cell (a Little Angel's). */
function trackCells(page: PDFPage): { cells: { w: number; h: number }[]; frames: { w: number; h: number }[] } {
  const squares = rectanglesMm(page).filter((r) => r.w >= 10 && Math.abs(r.w - r.h) < 0.01);
  const cell = Math.max(...squares.map((r) => r.w));
  return { cells: squares.filter((r) => Math.abs(r.w - cell) < 0.01), frames: squares.filter((r) => Math.abs(r.w - (cell - 2)) < 0.01) };
}

describe.each(PAPER_IDS)('the printed board on %s', (paper) => {
  it('has three pages of the right paper size', async () => {
    const doc = await PDFDocument.load(await buildBoard(paper));
    expect(doc.getPageCount()).toBe(3);
    for (const page of doc.getPages()) {
      expect(toMm(page.getWidth())).toBeCloseTo(PAPERS[paper].width, 1);
      expect(toMm(page.getHeight())).toBeCloseTo(PAPERS[paper].height, 1);
    }
  });

  it(`draws 35 challenge squares, ${defaultLayout.length + 1} score-track cells and a wide Start, every one at least ${MIN_SQUARE_MM} mm`, async () => {
    const doc = await PDFDocument.load(await buildBoard(paper));
    const [one, two] = doc.getPages();
    // Squares are the rectangles taller than a header; headers and pip boxes are smaller.
    const squares = rectanglesMm(one!).filter((r) => r.h > 18.5);
    expect(squares).toHaveLength(35);
    for (const r of squares) {
      expect(r.w).toBeGreaterThanOrEqual(MIN_SQUARE_MM);
      expect(r.h).toBeGreaterThanOrEqual(MIN_SQUARE_MM);
    }
    const { cells, frames } = trackCells(two!);
    expect(cells).toHaveLength(defaultLayout.length + 1); // squares and Finish
    // A Little Angel's square has a second frame inside its own: more than its small halo tells it.
    expect(frames).toHaveLength(defaultLayout.angels.length);
    for (const r of cells) expect(r.w).toBeGreaterThanOrEqual(MIN_SQUARE_MM);
    // Start holds several coins: twice a square's width and more (SR-9 sends pawns back there together).
    const start = rectanglesMm(two!).filter((r) => r.w > 2 * r.h);
    expect(start).toHaveLength(1);
    expect(start[0]!.w).toBeGreaterThan(2 * cells[0]!.w);
  });

  it('keeps every square and cell on the page, without overlaps', async () => {
    const doc = await PDFDocument.load(await buildBoard(paper));
    const page = doc.getPage(0);
    const area = { x: 0, y: 0, width: page.getWidth(), height: page.getHeight() };
    const boxes = [...challengeGeometry(area).squares.flat(), ...trackGeometry(area, { length: 50, angels: [], devils: [] })];
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(0);
      expect(b.y).toBeGreaterThanOrEqual(0);
      expect(b.x + b.width).toBeLessThanOrEqual(area.width + 0.01);
      expect(b.y + b.height).toBeLessThanOrEqual(area.height + 0.01);
    }
    const cells = trackGeometry(area, { length: 50, angels: [], devils: [] });
    for (const [i, a] of cells.entries()) {
      for (const b of cells.slice(i + 1)) {
        const apart = a.x + a.width <= b.x || b.x + b.width <= a.x || a.y + a.height <= b.y || b.y + b.height <= a.y;
        expect(apart).toBe(true);
      }
    }
  });

  it('prints every square name, points, Start, Finish, the Angels and Devils and the aid', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sr-pdf-'));
    const file = join(dir, 'board.pdf');
    writeFileSync(file, await buildBoard(paper));
    const text = execFileSync('pdftotext', ['-layout', file, '-']).toString().replace(/\s+/g, ' ');
    for (const track of board.tracks) {
      expect(text).toContain(track.name);
      for (const sq of track.squares) {
        // long names wrap onto several lines; every word must be there in order
        expect(text).toMatch(new RegExp(sq.name.split(' ').map((w) => w.replace(/[.!?]/g, '\\$&')).join('.*')));
      }
    }
    expect(text).toContain('& SCORE!');
    for (const word of ['Start', 'Finish', 'Little Angel', 'Little Devil', 'Your turn', 'Caught by 1s', 'Stopping']) {
      expect(text).toContain(word);
    }
  });
});

describe('printables', () => {
  it('offers the board and the rules booklet; the board is the same bytes every time', async () => {
    expect(printables.map((p) => `${p.game}/${p.name}`)).toEqual(['sibling-rivalry/board', 'sibling-rivalry/rules-booklet', 'sibling-rivalry/everything']);
    const [a, b] = await Promise.all([printables[0]!.build('a4'), printables[0]!.build('a4')]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('builds a long edited track (50 squares) with cells still at least 18 mm', async () => {
    const layout = { length: 50, angels: [1, 25], devils: [50] };
    const doc = await PDFDocument.load(await buildBoard('letter', layout));
    const { cells, frames } = trackCells(doc.getPage(1));
    expect(cells).toHaveLength(51); // 50 squares and Finish; Start is the wide one
    expect(frames).toHaveLength(layout.angels.length);
    for (const r of cells) expect(r.w).toBeGreaterThanOrEqual(MIN_SQUARE_MM);
  });
});
