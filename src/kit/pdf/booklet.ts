// A rules booklet: the rules page (./rules.ts) set on A5 (or half-Letter) pages with a
// cover, contents and credits, imposed two to a landscape sheet for folding: print
// double-sided, flip on the short edge, fold the sheets in half together.
import { degrees, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { createDocument, finish, setPrintPresets } from './document';
import type { Fonts } from './font';
import { BOOKLET, BOOKLET_NAME, PLAIN_PAPER, type Printable } from './printable';
import { readRules, type ComponentRenderer, type Run, type RulesBlock, type RulesDocument } from './rules';
import { MIN_TEXT, PRINTING } from './sheet';
import { VERSION, creditLine } from './stamp';
import { missingGlyphs } from './font';
import { wrapText } from './text';
import { mm, pageSize, type Paper } from './units';

/** The booklet page (mm) each paper folds to, and its margins: outer and top/bottom clear the paper's edge by far more than the safe margin. */
export const BOOKLET_MARGIN = { top: 13, bottom: 18, outer: 13, inner: 11 } as const;

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.36, 0.36, 0.36);
const BOX = rgb(0.93, 0.93, 0.93);
const RULE = rgb(0.6, 0.6, 0.6);

const BODY = { size: 9, leading: 9 * 1.3 };
const SMALL = { size: 8.25, leading: 8.25 * 1.28 };
const HEAD: Record<2 | 3 | 4, { size: number; before: number; after: number }> = {
  2: { size: 13, before: 10, after: 3 },
  3: { size: 10.5, before: 7, after: 2 },
  4: { size: 9.5, before: 5, after: 1.5 },
};

/** Characters the rules may use that the font lacks, and what prints instead. */
const SUBSTITUTES: Record<string, string> = { '→': '->', '←': '<-', '✓': 'yes', '✗': 'no', '−': '-', '≤': '<=', '≥': '>=', '\u00ad': '' };

/** The text as the font can set it: known stand-ins for missing characters, others left out (the booklet must build whatever a page says). */
function settable(text: string, font: PDFFont): string {
  let out = text;
  for (const ch of missingGlyphs(font, text)) out = out.split(ch).join(SUBSTITUTES[ch] ?? '');
  return out;
}

const fontFor = (fonts: Fonts, run: Pick<Run, 'bold' | 'italic'>): PDFFont => (run.bold ? fonts.bold : run.italic ? (fonts.italic ?? fonts.regular) : fonts.regular);

interface Segment {
  text: string;
  font: PDFFont;
  dx: number;
}

/** Wraps styled runs into lines no wider than `width`: each line a list of segments with their x. */
function wrapRuns(runs: readonly Run[], fonts: Fonts, size: number, width: number): Segment[][] {
  const words: { text: string; font: PDFFont; space: boolean }[] = [];
  for (const run of runs) {
    const font = fontFor(fonts, run);
    for (const part of settable(run.text, font).split(/( +)/)) {
      if (part === '') continue;
      words.push({ text: part.startsWith(' ') ? ' ' : part, font, space: part.startsWith(' ') });
    }
  }
  const lines: Segment[][] = [];
  let line: Segment[] = [];
  let x = 0;
  let pendingSpace: { font: PDFFont } | null = null;
  const push = () => {
    lines.push(line);
    line = [];
    x = 0;
  };
  for (const w of words) {
    if (w.space) {
      if (line.length > 0) pendingSpace = { font: w.font };
      continue;
    }
    const spaceWidth = pendingSpace ? pendingSpace.font.widthOfTextAtSize(' ', size) : 0;
    const wordWidth = w.font.widthOfTextAtSize(w.text, size);
    if (line.length > 0 && x + spaceWidth + wordWidth > width) {
      push();
      pendingSpace = null;
    }
    if (pendingSpace && line.length > 0) x += spaceWidth;
    pendingSpace = null;
    if (wordWidth > width) {
      // A word longer than the line (a web address): broken where it must.
      for (const piece of wrapText(w.text, w.font, size, width - x)) {
        line.push({ text: piece, font: w.font, dx: x });
        push();
      }
      continue;
    }
    line.push({ text: w.text, font: w.font, dx: x });
    x += wordWidth;
  }
  if (line.length > 0) lines.push(line);
  return lines;
}

/** One thing on a page: a line, a table row, a space. `top` is its top edge (PDF y). */
interface Item {
  height: number;
  draw?: (page: PDFPage, left: number, top: number) => void;
  /** A space: dropped at the top of a page. */
  space?: boolean;
  /** Keep on the same page as the next this many items (headings). */
  keep?: number;
  /** Items drawn on a shaded box share its number. */
  box?: number;
  /** A box's label line: a box never ends a page with only its label. */
  boxLabel?: boolean;
}

interface Setter {
  fonts: Fonts;
  width: number;
  nextBox: number;
}

function lineItems(s: Setter, runs: readonly Run[], style: { size: number; leading: number; color?: RGB }, indent: number, marker?: { text: string; font: PDFFont }, box?: number): Item[] {
  const markerWidth = marker ? marker.font.widthOfTextAtSize(`${marker.text} `, style.size) : 0;
  return wrapRuns(runs, s.fonts, style.size, s.width - indent - markerWidth).map((segments, i) => ({
    height: style.leading,
    ...(box !== undefined ? { box } : {}),
    draw: (page, left, top) => {
      const baseline = top - style.leading * 0.78;
      if (i === 0 && marker) page.drawText(marker.text, { x: left + indent, y: baseline, size: style.size, font: marker.font, color: style.color ?? INK });
      for (const seg of segments) page.drawText(seg.text, { x: left + indent + markerWidth + seg.dx, y: baseline, size: style.size, font: seg.font, color: style.color ?? INK });
    },
  }));
}

const space = (height: number, box?: number): Item => ({ height, space: true, ...(box !== undefined ? { box } : {}) });

function tableItems(s: Setter, head: Run[][], rows: Run[][][], indent: number, box?: number): Item[] {
  const columns = Math.max(head.length, ...rows.map((r) => r.length));
  if (columns === 0) return [];
  const pad = mm(1.4);
  const size = SMALL.size;
  const width = s.width - indent;
  // Columns share the width by their widest word and their total text, so short columns stay narrow.
  const measure = (cells: Run[][], c: number) =>
    cells[c] ? cells[c]!.reduce((w, r) => w + fontFor(s.fonts, r).widthOfTextAtSize(settable(r.text, fontFor(s.fonts, r)), size), 0) : 0;
  const all = [head, ...rows];
  const want = Array.from({ length: columns }, (_, c) => Math.max(mm(12), ...all.map((r) => Math.min(measure(r, c), width * 0.6))) + 2 * pad);
  const total = want.reduce((a, b) => a + b, 0);
  const widths = want.map((w) => (w * width) / total);
  const xs = widths.map((_, c) => widths.slice(0, c).reduce((a, b) => a + b, 0));
  const row = (cells: Run[][], bold: boolean, last: boolean): Item => {
    const wrapped = Array.from({ length: columns }, (_, c) => wrapRuns((cells[c] ?? []).map((r) => (bold ? { ...r, bold: true } : r)), s.fonts, size, widths[c]! - 2 * pad));
    const lines = Math.max(1, ...wrapped.map((w) => w.length));
    const height = lines * SMALL.leading + 2 * pad;
    return {
      height,
      ...(box !== undefined ? { box } : {}),
      draw: (page, left, top) => {
        const x0 = left + indent;
        if (bold) page.drawRectangle({ x: x0, y: top - height, width, height, color: rgb(0.9, 0.9, 0.9) });
        wrapped.forEach((cellLines, c) => {
          cellLines.forEach((segments, i) => {
            const baseline = top - pad - i * SMALL.leading - SMALL.leading * 0.78;
            for (const seg of segments) page.drawText(seg.text, { x: x0 + xs[c]! + pad + seg.dx, y: baseline, size, font: seg.font, color: INK });
          });
        });
        page.drawLine({ start: { x: x0, y: top - height }, end: { x: x0 + width, y: top - height }, thickness: bold || last ? 0.8 : 0.3, color: bold || last ? INK : RULE });
        if (bold) page.drawLine({ start: { x: x0, y: top }, end: { x: x0 + width, y: top }, thickness: 0.8, color: INK });
      },
    };
  };
  const items: Item[] = [];
  if (head.length > 0) items.push({ ...row(head, true, false), keep: 1 });
  rows.forEach((r, i) => items.push(row(r, false, i === rows.length - 1)));
  return items;
}

/** The items of a list of blocks, in reading order. */
function blockItems(s: Setter, blocks: readonly RulesBlock[], indent = 0, box?: number): Item[] {
  const items: Item[] = [];
  const style = box !== undefined ? SMALL : BODY;
  blocks.forEach((block, index) => {
    const gap = index === 0 ? 0 : style.size * 0.5;
    if (block.kind === 'heading') {
      const h = HEAD[block.level];
      items.push(space(h.before, box));
      const lines = lineItems(s, [{ text: block.text, bold: true }], { size: h.size, leading: h.size * 1.2 }, indent, undefined, box);
      lines.forEach((l, i) => items.push({ ...l, keep: lines.length - i + 1 }));
      items.push({ ...space(h.after, box), keep: 2 });
      return;
    }
    if (gap > 0 && items.length > 0) items.push(space(gap, box));
    if (block.kind === 'paragraph') items.push(...lineItems(s, block.runs, style, indent, undefined, box));
    else if (block.kind === 'list') {
      block.items.forEach((item, i) => {
        if (i > 0) items.push(space(style.size * 0.25, box));
        const marker = { text: block.ordered ? `${block.start + i}.` : '•', font: s.fonts.regular };
        const markerWidth = s.fonts.regular.widthOfTextAtSize(`${marker.text} `, style.size);
        const [first, ...rest] = item;
        if (first?.kind === 'paragraph') items.push(...lineItems(s, first.runs, style, indent, marker, box));
        else items.push(...lineItems(s, [{ text: '' }], style, indent, marker, box));
        items.push(...blockItems(s, first?.kind === 'paragraph' ? rest : item, indent + markerWidth, box));
      });
    } else if (block.kind === 'table') items.push(...tableItems(s, block.head, block.rows, indent, box));
    else if (block.kind === 'box') {
      const id = s.nextBox++;
      // The box's own padding is not a space between blocks: it stays at the top of a page.
      items.push({ height: mm(2.2), box: id });
      if (block.label) items.push({ ...lineItems(s, [{ text: block.label, bold: true }], SMALL, indent + mm(2.5), undefined, id)[0]!, keep: 2, boxLabel: true });
      const inner: Setter = { ...s, width: s.width - mm(5) };
      items.push(...blockItems(inner, block.blocks, indent + mm(2.5), id).map((it) => ({ ...it, box: id })));
      s.nextBox = inner.nextBox;
      items.push({ height: mm(2.2), box: id });
    }
  });
  return items;
}

/** One booklet page: what is drawn on it, in its own coordinates (left edge at `left`). */
type PageDraw = (page: PDFPage, left: number) => void;

interface Flowed {
  pages: PageDraw[];
  /** Level-2 headings and the content page (0-based) each starts on. */
  contents: { text: string; page: number }[];
}

/** Pours items into pages of the given height: keeps headings with what follows, shades boxes behind their items. */
function flow(items: Item[], pageHeight: number, top: number, width: number, headings: Map<Item, string>): Flowed {
  const pages: Item[][] = [[]];
  let used = 0;
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    let page = pages[pages.length - 1]!;
    if (item.space && page.length === 0) continue;
    // The height this item needs with those it keeps with.
    let need = item.height;
    for (let k = 1, j = i; k <= (item.keep ?? 0) && j + 1 < items.length; k++) need += items[++j]!.height;
    if (used + Math.min(need, pageHeight * 0.4) > pageHeight && page.length > 0) {
      pages.push([]);
      page = pages[pages.length - 1]!;
      used = 0;
      if (item.space) continue;
    }
    page.push(item);
    used += item.height;
  }
  const contents: { text: string; page: number }[] = [];
  const draws = pages.map((page, p) => {
    for (const item of page) if (headings.has(item)) contents.push({ text: headings.get(item)!, page: p });
    return (pdfPage: PDFPage, left: number) => {
      // Boxes first, behind their items: from the top of their first item on the page to the bottom of their last.
      let y = top;
      const extents = new Map<number, { from: number; to: number }>();
      for (const item of page) {
        if (item.box !== undefined) {
          const e = extents.get(item.box) ?? { from: y, to: y };
          e.to = y - item.height;
          extents.set(item.box, e);
        }
        y -= item.height;
      }
      for (const e of extents.values()) pdfPage.drawRectangle({ x: left, y: e.to, width, height: e.from - e.to, color: BOX });
      y = top;
      for (const item of page) {
        item.draw?.(pdfPage, left, y);
        y -= item.height;
      }
    };
  });
  return { pages: draws, contents };
}

export interface BookletOptions {
  /** The rules page, read at build time. */
  rules: RulesDocument;
  /** Slug, for the footer. */
  name: string;
  /**
   * Inside a file printed double-sided on the long edge throughout (a game's everything
   * file): the back of each sheet is turned half a turn, which is what flipping on the
   * short edge does, and the footer says to flip on the long edge.
   */
  longEdge?: boolean;
}

/**
 * Builds the booklet: a cover (title, credit, players and minutes, "you also need", the
 * contents), the rules, a notes page if the count needs one, and the credits on the back;
 * pages in multiples of four, two to a landscape sheet in folding order. Every sheet side
 * carries the credit, the printing line, "sheet n of m" and the version at its foot.
 */
export async function buildBooklet(paper: Paper, options: BookletOptions): Promise<Uint8Array> {
  const { facts, blocks } = options.rules;
  const { doc, fonts } = await createDocument({ title: `${facts.title}: rules booklet`, subject: `The rules of ${facts.title}, to print and fold`, italic: true });
  setPrintPresets(doc, options.longEdge ? 'duplex-long-edge' : 'duplex-short-edge');
  const [sheetW, sheetH] = pageSize(paper, 'landscape');
  const pageW = sheetW / 2;
  const m = { top: mm(BOOKLET_MARGIN.top), bottom: mm(BOOKLET_MARGIN.bottom), outer: mm(BOOKLET_MARGIN.outer), inner: mm(BOOKLET_MARGIN.inner) };
  const width = pageW - m.outer - m.inner;
  const setter: Setter = { fonts, width, nextBox: 0 };
  const top = sheetH - m.top;
  const height = top - m.bottom;

  // The rules, poured into pages; level-2 headings remembered for the contents.
  const rulesFlow = flowWithHeadings(setter, blocks, height, top);

  // Cover and back cover.
  const credit = creditLine(facts.title, facts.designers);
  const cover: PageDraw = (page, left) => {
    let y = top - mm(6);
    for (const line of wrapText(settable(facts.title, fonts.bold), fonts.bold, 21, width)) {
      page.drawText(line, { x: left, y: y - 21, size: 21, font: fonts.bold, color: INK });
      y -= 21 * 1.15;
    }
    y -= mm(2);
    const para = (runs: Run[], style = BODY) => {
      for (const it of lineItems(setter, runs, style, 0)) {
        it.draw!(page, left, y);
        y -= it.height;
      }
    };
    para([{ text: credit }]);
    y -= mm(1.5);
    if (facts.pitch) para([{ text: facts.pitch, italic: true }]);
    y -= mm(3);
    const players = facts.players.min === facts.players.max ? `${facts.players.min} players` : `${facts.players.min}–${facts.players.max} players`;
    para([{ text: `${players} · ${facts.minutes.min}–${facts.minutes.max} minutes`, bold: true }]);
    y -= mm(4);
    // One sentence, as the page says it: an item may hold commas of its own.
    para([{ text: 'You also need: ', bold: true }, { text: `${facts.components.map((c) => c.replace(/printable here/g, 'in its print-and-play files')).join(', ')}.` }]);
    y -= mm(5);
    para([{ text: 'In this booklet', bold: true }]);
    y -= 2;
    for (const entry of rulesFlow.contents) {
      const number = String(entry.page + 2);
      const nw = fonts.regular.widthOfTextAtSize(number, BODY.size);
      const text = wrapText(settable(entry.text, fonts.regular), fonts.regular, BODY.size, width - nw - mm(6))[0] ?? '';
      page.drawText(text, { x: left, y: y - BODY.leading * 0.78, size: BODY.size, font: fonts.regular, color: INK });
      page.drawText(number, { x: left + width - nw, y: y - BODY.leading * 0.78, size: BODY.size, font: fonts.regular, color: INK });
      const tw = fonts.regular.widthOfTextAtSize(text, BODY.size);
      page.drawLine({ start: { x: left + tw + mm(1.5), y: y - BODY.leading * 0.78 + 1 }, end: { x: left + width - nw - mm(1.5), y: y - BODY.leading * 0.78 + 1 }, thickness: 0.4, color: RULE, dashArray: [1, 2] });
      y -= BODY.leading;
    }
  };
  const back: PageDraw = (page, left) => {
    let y = top - mm(4);
    const para = (runs: Run[], style = BODY) => {
      for (const it of lineItems(setter, runs, style, 0)) {
        it.draw!(page, left, y);
        y -= it.height;
      }
      y -= mm(1.5);
    };
    para([{ text: 'Credits', bold: true }], { size: HEAD[2].size, leading: HEAD[2].size * 1.3 });
    para([{ text: credit }]);
    for (const c of facts.credits ?? []) para([{ text: c }], SMALL);
    y -= mm(4);
    para([{ text: 'About this booklet', bold: true }]);
    para([{ text: `This booklet is the rules page of ${facts.title} on Tablemate, printed: the same text, in our own words. The game belongs to its designers. ${VERSION}.` }], SMALL);
  };
  const notes: PageDraw = (page, left) => {
    page.drawText('Notes', { x: left, y: top - HEAD[2].size, size: HEAD[2].size, font: fonts.bold, color: INK });
    for (let y = top - mm(16); y > m.bottom + mm(4); y -= mm(8)) page.drawLine({ start: { x: left, y }, end: { x: left + width, y }, thickness: 0.4, color: RULE });
  };

  const logical: PageDraw[] = [cover, ...rulesFlow.pages];
  while ((logical.length + 1) % 4 !== 0) logical.push(notes);
  logical.push(back);
  const count = logical.length;
  const sheets = count / 4;

  // Folding order: sheet s carries pages (count − 2s, 2s + 1) on its front and (2s + 2, count − 2s − 1) on its back.
  for (let s = 0; s < sheets; s++) {
    for (const [side, pair] of [
      ['front', [count - 2 * s, 2 * s + 1]],
      ['back', [2 * s + 2, count - 2 * s - 1]],
    ] as const) {
      const page = doc.addPage([sheetW, sheetH]);
      pair.forEach((number, half) => {
        const origin = half * pageW;
        // The fold is the inner edge: the left page's right side, the right page's left side.
        const left = origin + (half === 0 ? m.outer : m.inner);
        logical[number - 1]!(page, left);
        footer(page, fonts, { left, width, number, half, credit, side, sheet: s + 1, sheets, title: facts.title, bottom: m.bottom, printing: options.longEdge ? `${PRINTING.duplex} Fold the sheets in half together.` : PRINTING.booklet });
      });
      if (options.longEdge && side === 'back') page.setRotation(degrees(180));
    }
  }
  return finish(doc);
}

/** Level-2 headings' lines are tagged while the items are made, so the contents can find their pages. */
function flowWithHeadings(setter: Setter, blocks: readonly RulesBlock[], height: number, top: number): Flowed {
  const headings = new Map<Item, string>();
  const items: Item[] = [];
  // Set block by block, so each level-2 heading's first line is known.
  let first = true;
  for (const block of blocks) {
    const made = blockItems(setter, [block]);
    if (!first && block.kind !== 'heading') made.unshift(space(BODY.size * 0.5));
    if (block.kind === 'heading' && block.level === 2) {
      const line = made.find((it) => !it.space);
      if (line) headings.set(line, block.text);
    }
    items.push(...made);
    first = false;
  }
  return flow(items, height, top, setter.width, headings);
}

/** The foot of a booklet page: its number at the outer corner; the credit and version on left pages, the printing line and sheet on right ones. */
function footer(
  page: PDFPage,
  fonts: Fonts,
  f: { left: number; width: number; number: number; half: number; credit: string; side: string; sheet: number; sheets: number; title: string; bottom: number; printing: string },
): void {
  const size = MIN_TEXT;
  const style = { size, font: fonts.regular, color: MUTED };
  const text = f.half === 0 ? `${f.credit} ${VERSION}.` : `${f.printing} ${f.title} rules · sheet ${f.sheet} of ${f.sheets}, ${f.side}.`;
  const lines = wrapText(settable(text, fonts.regular), fonts.regular, size, f.width - mm(8));
  let y = f.bottom - mm(5);
  for (const line of lines) {
    const w = fonts.regular.widthOfTextAtSize(line, size);
    page.drawText(line, { ...style, x: f.half === 0 ? f.left + mm(8) : f.left + f.width - mm(8) - w, y });
    y -= size * 1.2;
  }
  const n = String(f.number);
  const nw = fonts.bold.widthOfTextAtSize(n, 9);
  page.drawText(n, { x: f.half === 0 ? f.left : f.left + f.width - nw, y: f.bottom - mm(5), size: 9, font: fonts.bold, color: INK });
}

/**
 * A game's rules booklet as a printable. `components` draws the page's own components
 * (tables from the game's data) in the booklet; any other component prints its text or
 * nothing. Built from the rules page at build time only: the print studio does not make it.
 */
export function rulesBooklet(game: string, title: string, components: Record<string, ComponentRenderer> = {}): Printable {
  return {
    game,
    name: BOOKLET_NAME,
    title: `${title}: rules booklet`,
    purpose: 'The rules page as a booklet to fold, with the credit, the players, the time and what else you need on its cover.',
    howToPrint: BOOKLET,
    paperAdvice: PLAIN_PAPER,
    fromRules: true,
    twoSided: true,
    build: (paper, options) => {
      if (!options?.rules) throw new Error(`The ${game} rules booklet is made from the rules page, at build time (src/print-files.ts).`);
      return buildBooklet(paper, { rules: readRules(options.rules.facts, options.rules.tree, { ...options.rules.components, ...components }), name: game, longEdge: options.longEdge });
    },
  };
}
