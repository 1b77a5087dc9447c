// The print-and-play standard, checked on the finished PDFs of every printable in
// every variant: what a printer would print (pdftoppm pixels), what a viewer reads
// (presets, text), and the sizes a player measures.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import {
  blockOf,
  MIN_TEXT,
  PAPER_IDS,
  SAFE_MARGIN,
  SCALE_BAR,
  SCALE_BAR_TEXT,
  scaleBarBox,
  sheetBands,
  sheetLayout,
  toMm,
  type Paper,
  type Sides,
} from '~/kit/pdf';
import { pdfPath, variants, type Printable } from '~/kit/pdf/printable';
import { buildPdf, printables } from '~/printables';
import { inkCoverage, inkNearEdge, pagesText, presets, renderGray, textLines, textSizes } from './pdf-reading';

const all = printables.flatMap((p) => variants(p).map((v) => ({ p, ...v, id: pdfPath(p, v.paper, v.sides) })));
const cardFiles = all.filter((f) => f.p.cards);
const EDGE_DPI = 100;

describe.each(all.map((f) => [f.id, f] as const))('%s', (_id, { p, paper, sides }) => {
  it(`has no ink within ${SAFE_MARGIN} mm of any edge on any page`, async () => {
    const pages = renderGray(await buildPdf(p, paper, sides), EDGE_DPI);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.map((page) => inkNearEdge(page, EDGE_DPI, SAFE_MARGIN))).toEqual(pages.map(() => 0));
  });

  it('opens with print presets: no scaling, and long-edge duplex only where backs follow fronts', async () => {
    const duplex = (p.cards && sides === 'duplex') || p.name === 'printer-test';
    expect(await presets(await buildPdf(p, paper, sides))).toEqual({
      printScaling: 'None',
      duplex: duplex ? 'DuplexFlipLongEdge' : 'Simplex',
    });
  });

  it(`sets no text smaller than ${MIN_TEXT} pt`, async () => {
    const sizes = await textSizes(await buildPdf(p, paper, sides));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT);
  });
});

describe.each(cardFiles.map((f) => [f.id, f] as const))('card sheets %s', (_id, { p, paper, sides }) => {
  it('labels every sheet in its margin with the game, the sheet number and the side', async () => {
    const pages = pagesText(await buildPdf(p, paper, sides));
    const sheets = sides === 'duplex' ? pages.length / 2 : pages.length;
    pages.forEach((text, i) => {
      const sheet = sides === 'duplex' ? Math.floor(i / 2) + 1 : i + 1;
      const side = sides === 'fold' ? 'fold-over' : i % 2 === 0 ? 'fronts' : 'backs';
      expect(text.replace(/\s+/g, ' ')).toContain(`sheet ${sheet} of ${sheets} · ${side}`);
      expect(text.replace(/\s+/g, ' ')).toContain(SCALE_BAR_TEXT);
    });
  });

  it(`draws a scale bar of ${SCALE_BAR.length}.0 mm on every page`, async () => {
    const dpi = 254; // 10 pixels a millimetre
    const layout = sheetLayout(paper, sides);
    const bar = scaleBarBox(sheetBands(layout).scale);
    const px = (pt: number) => Math.round((pt / 72) * dpi);
    const pad = px(8);
    const crop = { x: px(bar.x) - pad, y: px(layout.height - bar.y - bar.height) - pad, w: px(bar.width) + 2 * pad, h: px(bar.height) + 2 * pad };
    const bytes = await buildPdf(p, paper, sides);
    const pageCount = (await PDFDocument.load(bytes)).getPageCount();
    for (const image of renderGray(bytes, dpi, { first: 1, last: Math.min(pageCount, 2), crop })) {
      // The longest dark run through the middle of the bar, along its length.
      const horizontal = bar.width > bar.height;
      const [n, at] = horizontal ? [image.width, (i: number) => image.data[Math.floor(image.height / 2) * image.width + i]!] : [image.height, (i: number) => image.data[i * image.width + Math.floor(image.width / 2)]!];
      let best = 0;
      let run = 0;
      for (let i = 0; i < n; i++) {
        run = at(i) < 128 ? run + 1 : 0;
        best = Math.max(best, run);
      }
      expect(best / 10).toBeCloseTo(SCALE_BAR.length, 0);
      expect(Math.abs(best / 10 - SCALE_BAR.length)).toBeLessThanOrEqual(0.1);
    }
  });

  if (sides === 'duplex') {
    it('prints backs that use at most 15% of the page in ink', async () => {
      const pages = renderGray(await buildPdf(p, paper, sides), 30);
      const backs = pages.filter((_, i) => i % 2 === 1).map(inkCoverage);
      expect(backs.length).toBeGreaterThan(0);
      for (const c of backs) expect(c).toBeLessThanOrEqual(0.15);
    });
  }
});

/** Lines of text centred on a card (the footer and kind words are), grouped by side of the fold. */
function centres(lines: ReturnType<typeof textLines>, pattern: RegExp) {
  return lines.filter((l) => pattern.test(l.text)).map((l) => ({ page: l.page, x: (l.xMin + l.xMax) / 2, y: (l.yMin + l.yMax) / 2, text: l.text }));
}

describe.each(PAPER_IDS)('fold-over sheets on %s', (paper: Paper) => {
  const emperor = printables.find((p) => p.game === 'emperor' && p.name === 'cards')!;
  it('put every Emperor card back behind its own front across the fold line', async () => {
    const layout = sheetLayout(paper, 'fold');
    const fold = layout.foldX!;
    const lines = textLines(await buildPdf(emperor, paper, 'fold'));
    const fronts = centres(lines, /^(Identity|Ability): /).filter((l) => l.x < fold);
    const backs = centres(lines, /^(IDENTITY|ABILITY)$/).filter((l) => l.x > fold);
    expect(fronts).toHaveLength(52);
    expect(backs).toHaveLength(52);
    const block = blockOf(layout.fronts);
    const cardOf = (y: number) => Math.floor((y - (layout.height - block.y - block.height)) / (block.height / layout.rows));
    for (const front of fronts) {
      const mirrored = 2 * fold - front.x;
      const match = backs.filter((b) => b.page === front.page && Math.abs(b.x - mirrored) < 1 && cardOf(b.y) === cardOf(front.y));
      expect(match, `${front.text} on page ${front.page}`).toHaveLength(1);
      expect(match[0]!.text).toBe(front.text.startsWith('Identity') ? 'IDENTITY' : 'ABILITY');
    }
  });

  it('lays 4 cards a sheet, every one 63 x 88 mm, mirrored about the fold, clear of the fold by 3 mm', () => {
    const layout = sheetLayout(paper, 'fold');
    expect(layout.fronts).toHaveLength(4);
    layout.fronts.forEach((f, i) => {
      const b = layout.backs[i]!;
      expect(toMm(f.width)).toBeCloseTo(63, 6);
      expect(toMm(f.height)).toBeCloseTo(88, 6);
      expect(b.x + b.width / 2 - layout.foldX!).toBeCloseTo(layout.foldX! - (f.x + f.width / 2), 6);
      expect(b.y).toBeCloseTo(f.y, 6);
      expect(toMm(layout.foldX! - (f.x + f.width))).toBeGreaterThanOrEqual(3 - 1e-9);
    });
  });
});

describe('the /print/ files', () => {
  it('serve a fold-over variant beside every card PDF, and one of nothing else', () => {
    const files = all.map((f) => f.id);
    for (const p of printables as Printable[]) {
      for (const paper of PAPER_IDS) {
        expect(files).toContain(pdfPath(p, paper));
        const fold = pdfPath(p, paper, 'fold' as Sides);
        if (p.cards) expect(files).toContain(fold);
        else expect(files).not.toContain(fold);
      }
    }
    expect(files).toContain('print/any/printer-test-a4.pdf');
    expect(files).toContain('print/any/printer-test-letter.pdf');
  });
});

// Card counts in the fold-over files (the duplex counts are in each game's print test;
// the Emperor's decks, both variants, in tests/unit/emperor/print.test.ts).
const FOLD_COUNTS: [string, [RegExp, number][]][] = [
  ['empress/cards', [[/^EMPRESS$/gm, 1], [/^ASSASSIN$/gm, 1], [/^CITIZEN$/gm, 8]]],
  ['empty-rivalry/question-cards', [[/\d+ \/ 14/g, 14], [/Your own question/g, 2], [/Empty Rivalry question card/g, 16]]],
  ['subtweet/tweet-cards', [[/to:/g, 36], [/SUBTWEET(?! ·)/g, 72]]],
];
describe.each(PAPER_IDS)('fold-over card counts on %s', (paper) => {
  it.each(FOLD_COUNTS)('%s', async (id, counts) => {
    const p = printables.find((q) => `${q.game}/${q.name}` === id)!;
    const text = pagesText(await buildPdf(p, paper, 'fold')).join('\n');
    for (const [re, n] of counts) expect(text.match(re) ?? [], String(re)).toHaveLength(n);
  });
});
