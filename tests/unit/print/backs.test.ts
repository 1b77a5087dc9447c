// Backs under a home printer's duplex error, as a player at the table would see them: every
// card PDF's back pages (pdftoppm, 50 dpi), printed 1 mm off and turned 0.4° about each
// corner of the sheet and its centre, each card cut where its front says; along each edge
// of a card, no back may show bare paper where another back of the sheet shows none. A
// fold-over sheet folded 1 mm off the line moves its backs 2 mm across, turned about the
// corners and centre of its back half. The comparison is per edge strip (the outer
// 1.5 mm of each side): the share of paper-white pixels there, worst card against best.
import { describe, expect, it } from 'vitest';
import { blockOf, FOLD_FIELD_OVER, mm, sheetLayout, type Box, type Paper, type Sides } from '~/kit/pdf';
import { pdfPath, variants } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';
import { renderGray, type Gray } from './pdf-reading';

const DPI = 50;
const PX = DPI / 25.4; // pixels a millimetre
const PT = DPI / 72; // pixels a point
/** Paper shows: lighter than any back colour the kit paints. */
const PAPER = 248;
/** The outer strip of each card edge that is read (mm). */
const STRIP = 1.5;
/** Largest difference in paper share allowed between two cards' same edge strip (anti-aliasing of a turned edge). */
const TOLERANCE = 0.02;

interface Slot {
  x: number;
  y: number;
  w: number;
  h: number;
}
const px = (box: Box, heightPt: number): Slot => ({ x: box.x * PT, y: (heightPt - box.y - box.height) * PT, w: box.width * PT, h: box.height * PT });

/** The grey the paper gets at (x, y) when the page image was moved by (dx, dy) px and turned `rad` about `pivot`: white where no image lands. */
function misprinted(page: Gray, x: number, y: number, m: { dx: number; dy: number; rad: number; pivot: { x: number; y: number } }): number {
  const qx = x - m.dx - m.pivot.x;
  const qy = y - m.dy - m.pivot.y;
  const cos = Math.cos(-m.rad);
  const sin = Math.sin(-m.rad);
  const sx = m.pivot.x + cos * qx - sin * qy;
  const sy = m.pivot.y + sin * qx + cos * qy;
  const xi = Math.round(sx - 0.5);
  const yi = Math.round(sy - 0.5);
  if (xi < 0 || yi < 0 || xi >= page.width || yi >= page.height) return 255;
  return page.data[yi * page.width + xi]!;
}

type Edge = 'top' | 'bottom' | 'left' | 'right';
const EDGES: Edge[] = ['top', 'bottom', 'left', 'right'];

/** Share of paper-white pixels in each edge strip of one card cut at `slot`. */
function paperAtEdges(page: Gray, slot: Slot, m: Parameters<typeof misprinted>[3]): Record<Edge, number> {
  const s = Math.max(1, Math.round(STRIP * PX));
  const out = {} as Record<Edge, number>;
  for (const edge of EDGES) {
    let white = 0;
    let n = 0;
    const horizontal = edge === 'top' || edge === 'bottom';
    const along = Math.floor(horizontal ? slot.w : slot.h);
    for (let a = 0; a < along; a++) {
      for (let d = 0; d < s; d++) {
        const x = horizontal ? slot.x + a + 0.5 : edge === 'left' ? slot.x + d + 0.5 : slot.x + slot.w - d - 0.5;
        const y = !horizontal ? slot.y + a + 0.5 : edge === 'top' ? slot.y + d + 0.5 : slot.y + slot.h - d - 0.5;
        n++;
        if (misprinted(page, x, y, m) >= PAPER) white++;
      }
    }
    out[edge] = white / n;
  }
  return out;
}

/** The misprints to try: moves (mm) with a turn either way about each pivot (px). */
function misprints(sides: Sides, page: Gray, backHalf: Slot) {
  const area = sides === 'fold' ? backHalf : { x: 0, y: 0, w: page.width, h: page.height };
  const pivots = [
    { x: area.x, y: area.y },
    { x: area.x + area.w, y: area.y },
    { x: area.x, y: area.y + area.h },
    { x: area.x + area.w, y: area.y + area.h },
    { x: area.x + area.w / 2, y: area.y + area.h / 2 },
  ];
  // A fold 1 mm off its line moves the backs twice that across.
  const across = sides === 'fold' ? 2 : 1;
  const moves = [{ dx: across, dy: 0 }, { dx: -across, dy: 0 }, { dx: 0, dy: 1 }, { dx: 0, dy: -1 }];
  return pivots.flatMap((pivot) => moves.flatMap((mv) => [0.4, -0.4].map((deg) => ({ dx: mv.dx * PX, dy: mv.dy * PX, rad: (deg * Math.PI) / 180, pivot, label: `${mv.dx},${mv.dy} mm, ${deg}° about (${Math.round(pivot.x / PX)}, ${Math.round(pivot.y / PX)}) mm` }))));
}

/** Whether a front slot holds a card: some ink 2 mm in from its edges. */
function filled(page: Gray, slot: Slot): boolean {
  const m = 2 * PX;
  for (let y = Math.ceil(slot.y + m); y < slot.y + slot.h - m; y += 2) for (let x = Math.ceil(slot.x + m); x < slot.x + slot.w - m; x += 2) if (page.data[y * page.width + x]! < 200) return true;
  return false;
}

/** The worst difference between two cards' paper share along one edge, over every misprint, for each back page. */
export function worstBackDifference(bytes: Uint8Array, paper: Paper, sides: Sides): { page: number; worst: number; where: string; cards: number }[] {
  const layout = sheetLayout(paper, sides);
  const pages = renderGray(bytes, DPI);
  const out: { page: number; worst: number; where: string; cards: number }[] = [];
  const half: Slot = sides === 'fold' ? { x: layout.foldX! * PT, y: 0, w: (layout.width - layout.foldX!) * PT, h: layout.height * PT } : { x: 0, y: 0, w: 0, h: 0 };
  pages.forEach((page, i) => {
    if (sides === 'duplex' && i % 2 === 0) return;
    const fronts = sides === 'duplex' ? pages[i - 1]! : page;
    const backs = layout.backs.map((b, k) => (filled(fronts, px(layout.fronts[k]!, layout.height)) ? px(b, layout.height) : null)).filter((s): s is Slot => s !== null);
    let worst = 0;
    let where = '';
    for (const m of misprints(sides, page, half)) {
      const edges = backs.map((slot) => paperAtEdges(page, slot, m));
      for (const edge of EDGES) {
        const shares = edges.map((e) => e[edge]);
        const d = Math.max(...shares) - Math.min(...shares);
        if (d > worst) [worst, where] = [d, `${edge} edge, ${m.label}`];
      }
    }
    out.push({ page: i + 1, worst, where, cards: backs.length });
  });
  return out;
}

const files = printables.filter((p) => p.cards).flatMap((p) => variants(p).map((v) => ({ p, ...v, id: pdfPath(p, v.paper, v.sides) })));

describe('card backs under a 1 mm / 0.4° duplex error (fold-overs folded 1 mm off)', () => {
  it.each(files.map((f) => [f.id, f] as const))('%s: no back shows paper at an edge where another shows none', async (id, { p, paper, sides }) => {
    const pages = worstBackDifference(await buildPdf(p, paper, sides), paper, sides);
    expect(pages.length).toBeGreaterThan(0);
    expect(pages.every((pg) => pg.cards > 0)).toBe(true);
    for (const pg of pages) expect.soft(pg.worst, `${id} page ${pg.page}: ${pg.where}`).toBeLessThanOrEqual(TOLERANCE);
  }, 120_000);

  it('can fail: backs whose colour stops 1 mm past the cut lines show paper on a corner card', () => {
    // A synthetic back page: colour over the card block and 1 mm round it only.
    const layout = sheetLayout('letter', 'duplex');
    const w = Math.round(layout.width * PT);
    const h = Math.round(layout.height * PT);
    const data = new Uint8Array(w * h).fill(255);
    const block = px(blockOf(layout.backs), layout.height);
    const g = 1 * PX;
    for (let y = Math.floor(block.y - g); y < block.y + block.h + g; y++) for (let x = Math.floor(block.x - g); x < block.x + block.w + g; x++) data[y * w + x] = 220;
    const page: Gray = { width: w, height: h, data };
    const slots = layout.backs.map((b) => px(b, layout.height));
    let worst = 0;
    for (const m of misprints('duplex', page, { x: 0, y: 0, w: 0, h: 0 })) {
      const edges = slots.map((s) => paperAtEdges(page, s, m));
      for (const edge of EDGES) worst = Math.max(worst, Math.max(...edges.map((e) => e[edge])) - Math.min(...edges.map((e) => e[edge])));
    }
    expect(worst).toBeGreaterThan(0.2);
  });
});

describe('fold-over sheets keep the backs\' colour and pattern on their own half', () => {
  const folds = files.filter((f) => f.sides === 'fold');
  it.each(folds.map((f) => [f.id, f] as const))('%s: nothing of the backs between the fronts and the fold\'s overlap', async (_id, { p, paper }) => {
    const dpi = 150;
    const k = dpi / 72;
    const layout = sheetLayout(paper, 'fold');
    const block = blockOf(layout.fronts);
    const [page] = renderGray(await buildPdf(p, paper, 'fold'), dpi, { first: 1, last: 1 });
    // The strip from just right of the fronts to just short of where the backs' colour starts; the cut marks' rows left out.
    const x0 = Math.ceil((block.x + block.width + mm(0.4)) * k);
    const x1 = Math.floor((layout.foldX! - mm(FOLD_FIELD_OVER) - mm(0.4)) * k);
    const rows = Array.from({ length: layout.rows + 1 }, (_, r) => (layout.height - block.y - (r * block.height) / layout.rows) * k);
    let ink = 0;
    for (let y = Math.ceil((layout.height - block.y - block.height) * k); y < (layout.height - block.y) * k; y++) {
      if (rows.some((r) => Math.abs(r - y) < mm(1) * k)) continue;
      for (let x = x0; x <= x1; x++) if (page!.data[y * page!.width + x]! < 250) ink++;
    }
    expect(x1).toBeGreaterThan(x0);
    expect(ink).toBe(0);
  }, 60_000);
});
