// The print-and-play standard, checked on the finished PDFs of every printable in
// every variant: what a printer would print (pdftoppm pixels), what a viewer reads
// (presets, text), and the sizes a player measures. Edge ink, cut marks, the backs
// under a misprint, the credit and the printing line: sheets.ts (./measure.ts).
import { describe, expect, it } from 'vitest';
import {
  MIN_TEXT,
  PAPER_IDS,
  pageGeometry,
  SAFE_MARGIN,
  SCALE_BAR,
  SCALE_BAR_TEXT,
  scaleBarBox,
  sheetLayout,
  toMm,
  type Paper,
  type Sides,
} from '~/kit/pdf';
import { isBooklet, isTwoSided, pdfPath, variants, type Printable } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';
import fc from 'fast-check';
import { FIT_LIMITS, fitPoint, fitProblems, markTips, NO_FIT } from '~/kit/pdf';
import { backFields, inkCoverage, inkNearEdge, NEEDED_INK, pagesText, presets, renderGray, textLines, textSizes } from './pdf-reading';

const all = printables.flatMap((p) => variants(p).map((v) => ({ p, ...v, id: pdfPath(p, v.paper, v.sides) })));
const cardFiles = all.filter((f) => f.p.cards);

describe.each(all.map((f) => [f.id, f] as const))('%s', (_id, { p, paper, sides }) => {
  it('opens with print presets: no scaling; long-edge duplex where backs follow fronts, short-edge for a folded booklet', async () => {
    expect(await presets(await buildPdf(p, paper, sides))).toEqual({
      printScaling: 'None',
      duplex: isBooklet(p) ? 'DuplexFlipShortEdge' : isTwoSided(p, sides) ? 'DuplexFlipLongEdge' : 'Simplex',
    });
  });

  it(`sets no text smaller than ${MIN_TEXT} pt`, async () => {
    const sizes = await textSizes(await buildPdf(p, paper, sides));
    expect(sizes.length).toBeGreaterThan(0);
    expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_TEXT);
  });
});

describe.each(cardFiles.map((f) => [f.id, f] as const))('card sheets %s', (_id, { p, paper, sides }) => {
  it('labels every sheet in its margin with the game, the sheet number and the side; the side cut from carries the scale bar', async () => {
    const pages = pagesText(await buildPdf(p, paper, sides));
    const sheets = sides === 'duplex' ? pages.length / 2 : pages.length;
    pages.forEach((text, i) => {
      const sheet = sides === 'duplex' ? Math.floor(i / 2) + 1 : i + 1;
      const side = sides === 'fold' ? 'fold-over' : i % 2 === 0 ? 'fronts' : 'backs';
      const flat = text.replace(/\s+/g, ' ');
      expect(flat).toContain(`sheet ${sheet} of ${sheets}`);
      expect(flat).toContain(side);
      if (side !== 'backs') expect(flat).toContain(SCALE_BAR_TEXT);
    });
  });

  it(`draws a scale bar of ${SCALE_BAR.length}.0 mm on the side cut from`, async () => {
    const dpi = 254; // 10 pixels a millimetre
    const layout = sheetLayout(paper, sides);
    const bar = scaleBarBox(pageGeometry(paper, sides, 'front').scale!);
    const px = (pt: number) => Math.round((pt / 72) * dpi);
    const pad = px(8);
    const crop = { x: px(bar.x) - pad, y: px(layout.height - bar.y - bar.height) - pad, w: px(bar.width) + 2 * pad, h: px(bar.height) + 2 * pad };
    const bytes = await buildPdf(p, paper, sides);
    for (const image of renderGray(bytes, dpi, { first: 1, last: 1, crop })) {
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
    it('prints backs that use at most 15% of the page in ink (a light colour, past the cut lines)', async () => {
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
  it('put every Emperor card front beside backs of its own deck: one deck a sheet, in its colour', async () => {
    const layout = sheetLayout(paper, 'fold');
    const bytes = await buildPdf(emperor, paper, 'fold');
    const lines = textLines(bytes);
    const fronts = centres(lines, /^(Identity|Ability): /).filter((l) => l.x < layout.foldX!);
    expect(fronts).toHaveLength(52);
    const fields = await backFields(bytes);
    const colourOf = new Map<string, string>();
    for (const front of fronts) {
      const kind = front.text.startsWith('Identity') ? 'identity' : 'ability';
      const field = fields[front.page - 1]!;
      expect(field).not.toBe('');
      if (!colourOf.has(kind)) colourOf.set(kind, field);
      expect(field, `${front.text} on page ${front.page}`).toBe(colourOf.get(kind));
    }
    expect(colourOf.get('identity')).not.toBe(colourOf.get('ability'));
  }, 120_000);

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
  ['empress/cards', [[/^EMPRESS$/gm, 1], [/^ASSASSIN$/gm, 1], [/^CITIZEN$/gm, 8], [/^Who beats whom$/gm, 2]]],
  ['empty-rivalry/question-cards', [[/\d+ \/ 14/g, 14], [/Your own question/g, 2], [/^Scoring a round$/gm, 4]]],
  ['subtweet/tweet-cards', [[/to:/g, 33], [/fold or cover/g, 33], [/#subtweetCardGame/g, 33], [/^Penalties$/gm, 3]]],
];
describe.each(PAPER_IDS)('fold-over card counts on %s', (paper) => {
  it.each(FOLD_COUNTS)('%s', async (id, counts) => {
    const p = printables.find((q) => `${q.game}/${q.name}` === id)!;
    const text = pagesText(await buildPdf(p, paper, 'fold')).join('\n');
    for (const [re, n] of counts) expect(text.match(re) ?? [], String(re)).toHaveLength(n);
  });
});

describe('a printer fit keeps marks and writing clear of the paper edge', () => {
  const reading = fc.double({ min: -FIT_LIMITS.offset, max: FIT_LIMITS.offset, noNaN: true });
  const ruler = fc.double({ min: FIT_LIMITS.ruler.min, max: FIT_LIMITS.ruler.max, noNaN: true });
  const fit = fc.record({ across: ruler, down: ruler, ax: reading, ay: reading, bx: reading, by: reading });
  it('every cut mark and label band lands at least 6.35 mm from the edge once the fit moves it (property)', () => {
    fc.assert(
      fc.property(fit, fc.constantFrom(...PAPER_IDS), fc.constantFrom<Sides>('duplex', 'fold'), fc.constantFrom<'front' | 'back'>('front', 'back'), (f, paper, sides, page) => {
        const g = pageGeometry(paper, sides, page, f);
        const layout = sheetLayout(paper, sides);
        const [w, h] = [toMm(layout.width), toMm(layout.height)];
        const t = g.transform ?? { sx: 1, sy: 1, turn: 0, dx: 0, dy: 0 };
        const inside = (x: number, y: number) => {
          const p = fitPoint(t, w, h, { x: toMm(x), y: toMm(y) });
          return p.x >= SAFE_MARGIN - 1e-6 && p.x <= w - SAFE_MARGIN + 1e-6 && p.y >= SAFE_MARGIN - 1e-6 && p.y <= h - SAFE_MARGIN + 1e-6;
        };
        for (const band of [...g.bands, ...(g.scale ? [g.scale] : [])]) {
          const corners = band.rotate === 0
            ? [[band.x, band.y], [band.x + band.length, band.y + band.depth]]
            : [[band.x - band.depth, band.y], [band.x, band.y + band.length]];
          for (const [x, y] of corners) expect(inside(x!, y!)).toBe(true);
        }
        for (const m of markTips(g)) expect(inside(m.x, m.y)).toBe(true);
      }),
      { numRuns: 300 },
    );
  });

  it('says what it cannot keep: cards pushed nearer the edge than 6.35 mm', () => {
    expect(fitProblems('a4', 'duplex', NO_FIT)).toEqual([]);
    expect(fitProblems('a4', 'duplex', { ...NO_FIT, across: 99.5, down: 99.5 })).toEqual([]);
    const letter = fitProblems('letter', 'duplex', { ...NO_FIT, down: 98.5 });
    expect(letter.length).toBeGreaterThan(0);
    expect(letter[0]).toMatch(/top and bottom edges/);
  });

  it('a fitted card PDF on A4 keeps every page free of ink within 6.35 mm of the edge', async () => {
    const p = printables.find((q) => q.game === 'empress' && q.name === 'cards')!;
    const f = { across: 99, down: 98.5, ax: 2, ay: -1.5, bx: 1, by: -2.5 };
    expect(fitProblems('a4', 'duplex', f)).toEqual([]);
    const pages = renderGray(await p.build('a4', { fit: f }), 100);
    // Backs are coloured to the paper's edge; there only dark ink (writing, marks) counts.
    expect(pages.map((page, i) => inkNearEdge(page, 100, SAFE_MARGIN, i % 2 === 1 ? NEEDED_INK : 250))).toEqual(pages.map(() => 0));
  });
});
