import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { PDFDocument, rgb as _rgb, type PDFPage } from 'pdf-lib';
import { renderGray, textLines } from '../print/pdf-reading';
import {
  COLUMNS,
  MARK_LENGTH,
  SAFE_MARGIN,
  PAPER_IDS,
  PAPERS,
  POKER,
  ROWS,
  addCardSheets,
  assertDrawable,
  finish,
  pageGeometry,
  scaleBarBox,
  sheetLayout,
  spreadAcrossSheets,
  type Box,
  type PrinterFit,
  backSlotIndex,
  fillSheets,
  fitTransform,
  NO_FIT,
  cardSlots,
  createDocument,
  drawLine,
  mm,
  toMm,
  wrapText,
} from '~/kit/pdf';
import { buildScoreSheet } from '~/kit/pdf/score-sheet';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';

describe('card sheet geometry', () => {
  describe.each(PAPER_IDS)('on %s', (paper) => {
    const slots = cardSlots(paper);
    it('holds nine poker cards of exactly 63 x 88 mm', () => {
      expect(slots).toHaveLength(9);
      for (const s of slots) {
        expect(toMm(s.width)).toBeCloseTo(POKER.width, 6);
        expect(toMm(s.height)).toBeCloseTo(POKER.height, 6);
      }
    });
    it('leaves room outside the cards for the cut marks', () => {
      const { width, height } = PAPERS[paper];
      const left = toMm(Math.min(...slots.map((s) => s.x)));
      const bottom = toMm(Math.min(...slots.map((s) => s.y)));
      // Side marks run their full length outside the safe margin; on US Letter the block
      // leaves 1.35 mm above and below, where the marks continue the cut lines.
      expect(width - (left + COLUMNS * POKER.width) - SAFE_MARGIN).toBeGreaterThanOrEqual(MARK_LENGTH - 1);
      expect(left - SAFE_MARGIN).toBeGreaterThanOrEqual(MARK_LENGTH - 1);
      expect(height - (bottom + ROWS * POKER.height) - SAFE_MARGIN).toBeGreaterThanOrEqual(1.3);
    });
  });

  it('mirrors columns, not rows, for a long-edge flip', () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 8].map(backSlotIndex)).toEqual([2, 1, 0, 5, 4, 3, 8, 7, 6]);
  });

  it('puts each back behind its front when the sheet is flipped on the long edge', () => {
    const slots = cardSlots('a4');
    const pageWidth = mm(PAPERS.a4.width);
    for (let i = 0; i < 9; i++) {
      const front = slots[i]!;
      const back = slots[backSlotIndex(i)]!;
      // Flipping on the long (vertical) edge maps x to pageWidth - x - width.
      expect(pageWidth - back.x - back.width).toBeCloseTo(front.x, 6);
      expect(back.y).toBeCloseTo(front.y, 6);
    }
  });

  it('adds a backs page after each sheet, with each back drawn in the mirrored slot', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    const drawnBacks: { index: number; x: number }[] = [];
    const cards = Array.from({ length: 10 }, (_, index) => ({
      front: () => {},
      back: { field: _rgb(0.9, 0.9, 0.9), draw: (_page: unknown, box: { x: number }) => drawnBacks.push({ index, x: box.x }) },
    }));
    const pages = addCardSheets(doc, cards, { paper: 'letter', fonts, game: 'Test' });
    expect(pages).toHaveLength(4); // 9 + 1 cards: two sheets, each with backs
    const slots = cardSlots('letter');
    expect(drawnBacks[0]).toEqual({ index: 0, x: slots[2]!.x });
    expect(drawnBacks[9]).toEqual({ index: 9, x: slots[2]!.x });
  });

  it('draws each back of a fold-over sheet on the same page, mirrored across the fold', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    const drawn: { side: string; page: unknown; box: Box }[] = [];
    const cards = Array.from({ length: 5 }, () => ({
      front: (page: unknown, box: Box) => drawn.push({ side: 'front', page, box }),
      back: { field: _rgb(0.9, 0.9, 0.9), draw: (page: unknown, box: Box) => drawn.push({ side: 'back', page, box }) },
    }));
    const pages = addCardSheets(doc, cards, { paper: 'a4', fonts, game: 'Test', sides: 'fold' });
    expect(pages).toHaveLength(2);
    const fold = sheetLayout('a4', 'fold').foldX!;
    const fronts = drawn.filter((d) => d.side === 'front');
    const backs = drawn.filter((d) => d.side === 'back');
    fronts.forEach((f, i) => {
      expect(backs[i]!.page).toBe(f.page);
      expect(backs[i]!.box.x + backs[i]!.box.width - fold).toBeCloseTo(fold - f.box.x, 6);
    });
  });
});

describe('backs', () => {
  it('refuses a sheet whose backs differ in colour: a misprint would show one on its neighbour', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    const back = (grey: number) => ({ field: _rgb(grey, grey, grey), draw: () => {} });
    expect(() => addCardSheets(doc, [{ front: () => {}, back: back(0.9) }, { front: () => {}, back: back(0.8) }], { paper: 'a4', fonts, game: 'Test' })).toThrow(/mixes back colours/);
  });
});

describe('filling sheets', () => {
  it('adds at least the aids asked for, then fills the last sheet (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40 }), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 2, max: 9 }), fc.boolean(), (cards, minAids, perSheet, filler) => {
        const out = fillSheets(Array(cards).fill('c'), ['a', 'b'], perSheet, { minAids, ...(filler ? { filler: 'f' } : {}) });
        expect(out.length % perSheet).toBe(0);
        expect(out.slice(0, cards).every((x) => x === 'c')).toBe(true);
        expect(out.filter((x) => x === 'a' || x === 'b').length).toBeGreaterThanOrEqual(minAids);
        expect(out.length - cards - minAids).toBeLessThan(perSheet);
      }),
    );
  });
});

describe('spreading kinds across sheets', () => {
  it('keeps every card, fills sheets in order and mixes each kind evenly (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 15 }), { minLength: 1, maxLength: 4 }), fc.integer({ min: 0, max: 40 }), fc.integer({ min: 2, max: 9 }), (sizes, fillCount, perSheet) => {
        const kinds = sizes.map((n, k) => Array.from({ length: n }, (_, i) => `k${k}-${i}`));
        const fill = Array.from({ length: fillCount }, (_, i) => `f${i}`);
        const slots = spreadAcrossSheets(kinds, fill, perSheet);
        const cards = slots.filter((c): c is string => c !== null);
        expect(cards.sort()).toEqual([...kinds.flat(), ...fill].sort());
        const sheets = Math.ceil(slots.length / perSheet);
        expect(sheets).toBe(Math.ceil((kinds.flat().length + fill.length) / perSheet) || 0);
        for (const kind of kinds) {
          const perSheetCount = Array.from({ length: sheets }, (_, s) => slots.slice(s * perSheet, (s + 1) * perSheet).filter((c) => c !== null && kind.includes(c)).length);
          if (perSheetCount.length) expect(Math.max(...perSheetCount) - Math.min(...perSheetCount)).toBeLessThanOrEqual(1);
        }
      }),
    );
  });
});

describe('printer fit', () => {
  const offset = (x: number, y: number): PrinterFit => ({ ...NO_FIT, ax: x, ay: y, bx: x, by: y });
  it('moves the backs by the offset read on the printer test, and leaves the fronts', async () => {
    const build = async (fit?: PrinterFit) => {
      const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
      const card = (word: string) => (page: PDFPage, box: Box) => drawLine(page, word, box.x + box.width / 2, box.y + box.height / 2, { font: fonts.bold, size: 12 }, 'center');
      addCardSheets(doc, [{ front: card('FRONT'), back: { field: _rgb(0.9, 0.9, 0.9), draw: card('BACK') } }], { paper: 'a4', fonts, game: 'Test', fit });
      return textLines(await finish(doc));
    };
    const find = (lines: Awaited<ReturnType<typeof build>>, text: string) => lines.find((l) => l.text === text)!;
    const plain = await build();
    const shifted = await build(offset(2, -1.5));
    expect(toMm(find(shifted, 'BACK').xMin - find(plain, 'BACK').xMin)).toBeCloseTo(2, 1);
    expect(toMm(find(shifted, 'BACK').yMin - find(plain, 'BACK').yMin)).toBeCloseTo(1.5, 1); // pdftotext measures y down
    expect(find(shifted, 'FRONT').xMin).toBeCloseTo(find(plain, 'FRONT').xMin, 3);
  });

  it('reads a turn from two pin holes that disagree, and a shift from their mean', () => {
    // Holes read as a back turned by t about the page's centre would show them: r = t × (−p.y, p.x).
    const t = (0.4 * Math.PI) / 180;
    const { width, height } = PAPERS.a4;
    const a = { x: width - 22 - width / 2, y: height - 24 - height / 2 };
    const b = { x: width - (width - 22) - width / 2, y: 24 - height / 2 };
    const fit = { ...NO_FIT, ax: 1 - t * a.y, ay: 0.5 + t * a.x, bx: 1 - t * b.y, by: 0.5 + t * b.x };
    const found = fitTransform(fit, 'a4', true);
    expect(found.turn).toBeCloseTo(t, 6);
    expect(found.dx).toBeCloseTo(1, 6);
    expect(found.dy).toBeCloseTo(0.5, 6);
    expect(fitTransform(fit, 'a4', false)).toEqual({ sx: 1, sy: 1, turn: 0, dx: 0, dy: 0 });
  });

  it('scales every page about its centre so a printer that prints 98 mm for 100 comes out true', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    addCardSheets(doc, [{ front: () => {}, back: { field: _rgb(0.9, 0.9, 0.9), draw: () => {} } }], { paper: 'a4', fonts, game: 'Test', fit: { ...NO_FIT, across: 98 } });
    const bar = scaleBarBox(pageGeometry('a4', 'duplex', 'front').scale!);
    const page = renderGray(await finish(doc), 254)[0]!;
    const row = Math.round(((mm(297) - bar.y - bar.height / 2) / 72) * 254 * 1) ; // near the bar's middle once scaled about the centre
    const centreRow = row; // only the scale across is off: rows stay where they were
    let best = 0;
    let run = 0;
    for (let x = 0; x < page.width; x++) {
      run = page.data[centreRow * page.width + x]! < 128 ? run + 1 : 0;
      best = Math.max(best, run);
    }
    // On the PDF the 50 mm bar is now 50 x 100/98 mm: the printer's 98% brings it back to 50.
    expect(best / 10).toBeCloseTo((50 * 100) / 98, 0);
  });
});

describe('text', () => {
  it('wraps within the width and keeps every letter in order (property)', async () => {
    const { fonts } = await createDocument({ title: 't', subject: 's' });
    const word = fc.stringMatching(/^[a-zA-Z]{1,12}$/);
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 40 }), fc.integer({ min: 60, max: 300 }), (words, width) => {
        const lines = wrapText(words.join(' '), fonts.regular, 10, width);
        for (const line of lines) expect(fonts.regular.widthOfTextAtSize(line, 10)).toBeLessThanOrEqual(width);
        // Words longer than the line are split, so compare the letters, not the words.
        expect(lines.join('').replace(/ /g, '')).toBe(words.join(''));
        for (const line of lines) expect(line).toBe(line.trim());
        // Words that fit are never split.
        const fits = words.every((w) => fonts.regular.widthOfTextAtSize(w, 10) <= width);
        if (fits) expect(lines.join(' ').split(' ')).toEqual(words);
      }),
    );
  });

  it('breaks on newlines and splits a word too long for the line', async () => {
    const { fonts } = await createDocument({ title: 't', subject: 's' });
    expect(wrapText('one\ntwo', fonts.regular, 10, 500)).toEqual(['one', 'two']);
    const long = wrapText('x'.repeat(60), fonts.regular, 10, 50);
    expect(long.length).toBeGreaterThan(1);
    expect(long.join('')).toBe('x'.repeat(60));
  });

  it('refuses a character the font cannot draw instead of printing a blank box', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    expect(() => assertDrawable(fonts.regular, 'Tick ✓')).toThrow(/no glyph for "✓"/);
    expect(() => drawLine(doc.addPage(), '★', 0, 0, { font: fonts.bold, size: 9 })).toThrow(/no glyph/);
    expect(() => assertDrawable(fonts.regular, 'Café – 3 × 4 · “quotes” … ’')).not.toThrow();
  });
});

describe('documents', () => {
  it('the same data gives the same bytes', async () => {
    const [a, b] = await Promise.all([buildScoreSheet('a4'), buildScoreSheet('a4')]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
  });

  it('pins the metadata dates and embeds the font as a subset', async () => {
    const doc = await PDFDocument.load(await buildScoreSheet('letter'), { updateMetadata: false });
    expect(doc.getCreationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(doc.getModificationDate()?.toISOString()).toBe('2026-01-01T00:00:00.000Z');
    expect(doc.getProducer()).toBe('Tablemate with pdf-lib');
    const [width, height] = [doc.getPage(0).getWidth(), doc.getPage(0).getHeight()];
    expect(toMm(width)).toBeCloseTo(215.9, 1);
    expect(toMm(height)).toBeCloseTo(279.4, 1);
    const raw = Buffer.from(await buildScoreSheet('letter')).toString('latin1');
    expect(raw).toContain('/BaseFont /TBLMTA+AtkinsonHyperlegible-Regular');
  });
});

describe('every printable of every game', () => {
  const names = printables.map((p) => `${p.game}/${p.name}`);
  it('has a unique URL', () => {
    expect(new Set(names).size).toBe(names.length);
  });
  describe.each(printables.map((p) => [`${p.game}/${p.name}`, p] as const))('%s', (_name, printable) => {
    it.each(PAPER_IDS)('builds on %s paper of that size, every string in the font', async (paper) => {
      // Building throws if any string drawn has a glyph the font lacks (assertDrawable).
      const doc = await PDFDocument.load(await buildPdf(printable, paper));
      expect(doc.getPageCount()).toBeGreaterThan(0);
      for (const page of doc.getPages()) {
        const [w, h] = [toMm(page.getWidth()), toMm(page.getHeight())].sort((x, y) => x - y);
        expect(w).toBeCloseTo(Math.min(PAPERS[paper].width, PAPERS[paper].height), 1);
        expect(h).toBeCloseTo(Math.max(PAPERS[paper].width, PAPERS[paper].height), 1);
      }
    });
  });
});
