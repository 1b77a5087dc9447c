import { clip, concatTransformationMatrix, drawObject, endPath, rectangle, drawSvgPath, popGraphicsState, pushGraphicsState, type PDFDocument, type PDFFont, type PDFOperator, type PDFPage, type PDFRef, type RGB } from 'pdf-lib';
import type { Emblem } from '../emblem';
import type { Back } from './cards';
import { tint } from './color';
import type { Fonts } from './font';
import { POKER } from './sheet';
import { mm, type Box } from './units';

export interface DeckBackOptions {
  /** A word woven into the pattern that sorts decks apart (IDENTITY, ABILITY); none when one back serves the whole game. */
  word?: string;
  /** The colour that covers the back side of the sheet; a light tint of the game's accent unless given. */
  field?: RGB;
  /** The pattern's colour, before it is lightened; the accent unless given. */
  ink?: string;
}

/** Draws an emblem (24 x 24 SVG path data, y down) centred at (cx, cy), `size` points across. */
export function drawEmblem(page: PDFPage, emblem: Emblem, cx: number, cy: number, size: number, style: { fill?: RGB; outline?: RGB; width?: number }): void {
  const scale = size / 24;
  for (const path of emblem.paths) {
    page.drawSvgPath(path, {
      x: cx - size / 2,
      y: cy + size / 2,
      scale,
      ...(style.fill ? { color: style.fill } : {}),
      ...(style.outline ? { borderColor: style.outline, borderWidth: style.width ?? 1 } : {}),
    });
  }
}

/** The light tint a game's backs are covered in: a tenth of the ink of a solid colour. */
export const backField = (accent: string): RGB => tint(accent, 0.88);

/**
 * An all-over pattern for a sheet's backs: one tile (points, drawn by `ops` in the tile's
 * own coordinates, y up) repeated over the whole back side, anchored at a card's corner.
 * The tile divides a card exactly, so every card shows the same piece of it as printed,
 * and a back printed a little off shows the same kind of pattern at every edge: a
 * shifted lattice looks like a lattice, where a centred emblem shows the shift.
 */
export interface BackPattern {
  width: number;
  height: number;
  ops: PDFOperator[];
}

const forms = new WeakMap<PDFDocument, Map<BackPattern, PDFRef>>();

/** Fills `area` (points) of a page with the pattern's tile, one form drawn many times (a few bytes a tile). */
export function drawPattern(page: PDFPage, pattern: BackPattern, area: Box, origin: { x: number; y: number }): void {
  const doc = page.doc;
  let refs = forms.get(doc);
  if (!refs) forms.set(doc, (refs = new Map()));
  let ref = refs.get(pattern);
  if (!ref) {
    ref = doc.context.register(doc.context.formXObject(pattern.ops, { BBox: [0, 0, pattern.width, pattern.height] }));
    refs.set(pattern, ref);
  }
  const name = page.node.newXObject('Tile', ref);
  // Tiles are laid from the block's corner and run past the area's sides: clipped to it, so
  // on a fold-over sheet none reaches over the fronts beside the fold.
  const ops: PDFOperator[] = [pushGraphicsState(), rectangle(area.x, area.y, area.width, area.height), clip(), endPath()];
  const first = (from: number, o: number, step: number) => o + Math.floor((from - o) / step) * step;
  for (let y = first(area.y, origin.y, pattern.height); y < area.y + area.height; y += pattern.height) {
    for (let x = first(area.x, origin.x, pattern.width); x < area.x + area.width; x += pattern.width) {
      ops.push(pushGraphicsState(), concatTransformationMatrix(1, 0, 0, 1, x, y), drawObject(name), popGraphicsState());
    }
  }
  page.pushOperators(...ops, popGraphicsState());
}

interface GlyphPath {
  commands: { command: string; args: number[] }[];
}
interface FontkitFont {
  unitsPerEm: number;
  layout(text: string): { glyphs: { path: GlyphPath }[]; positions: { xAdvance: number; xOffset: number; yOffset: number }[] };
}

/**
 * A word as outlines (SVG path data, y down from the baseline, `size` points), with its
 * width. Outlines, not text: a pattern repeats the word dozens of times a card, and text
 * there would fill every copy-and-paste and text search with it.
 */
export function wordOutline(font: PDFFont, word: string, size: number): { path: string; width: number } {
  // pdf-lib keeps the fontkit font it embedded on its (private) embedder.
  const fk = (font as unknown as { embedder: { font: FontkitFont } }).embedder.font;
  const k = size / fk.unitsPerEm;
  const run = fk.layout(word);
  const parts: string[] = [];
  let pen = 0;
  run.glyphs.forEach((g, i) => {
    const pos = run.positions[i]!;
    const x = (v: number) => ((pen + pos.xOffset + v) * k).toFixed(2);
    const y = (v: number) => (-(pos.yOffset + v) * k).toFixed(2);
    for (const c of g.path.commands) {
      const a = c.args;
      if (c.command === 'moveTo') parts.push(`M${x(a[0]!)} ${y(a[1]!)}`);
      else if (c.command === 'lineTo') parts.push(`L${x(a[0]!)} ${y(a[1]!)}`);
      else if (c.command === 'quadraticCurveTo') parts.push(`Q${x(a[0]!)} ${y(a[1]!)} ${x(a[2]!)} ${y(a[3]!)}`);
      else if (c.command === 'bezierCurveTo') parts.push(`C${x(a[0]!)} ${y(a[1]!)} ${x(a[2]!)} ${y(a[3]!)} ${x(a[4]!)} ${y(a[5]!)}`);
      else if (c.command === 'closePath') parts.push('Z');
    }
    pen += pos.xAdvance;
  });
  return { path: parts.join(''), width: pen * k };
}

/** The tile: a third of a card across, a sixth down; rows of two emblems, and between them the deck's word (or two more emblems, half a step over). */
export const TILE = { across: 3, down: 6 } as const;

/**
 * A frameless card back: the kit covers the back side in `field`; the pattern (the game's
 * emblem in a lattice, and the deck's word between its rows) runs over all of it, so
 * nothing marks a card's middle or its edges: a back printed a little off, turned or cut
 * off-true looks like every other. Every card of a deck gets the same back.
 */
export function deckBack(fonts: Fonts, emblem: Emblem, options: DeckBackOptions = {}): Back {
  const ink = tint(options.ink ?? emblem.accent.light, 0.62);
  const w = mm(POKER.width / TILE.across);
  const h = mm(POKER.height / TILE.down);
  const size = mm(5.5);
  const ops: PDFOperator[] = [];
  // Each motif also at its neighbours' places, so the form's box cuts it where the next tile carries on.
  const place = (cx: number, cy: number, draw: (x: number, y: number) => void) => {
    for (const dx of [-w, 0, w]) for (const dy of [-h, 0, h]) draw(cx + dx, cy + dy);
  };
  const emblemAt = (cx: number, cy: number) =>
    place(cx, cy, (x, y) => {
      for (const p of emblem.paths) ops.push(...drawSvgPath(p, { x: x - size / 2, y: y + size / 2, scale: size / 24, color: ink, borderColor: undefined, borderWidth: 0 }));
    });
  emblemAt(w / 4, h / 4);
  emblemAt((3 * w) / 4, h / 4);
  if (options.word) {
    const word = wordOutline(fonts.bold, options.word, Math.min(11, (11 * (w * 0.8)) / wordOutline(fonts.bold, options.word, 11).width));
    place(w / 2, (3 * h) / 4, (x, y) => ops.push(...drawSvgPath(word.path, { x: x - word.width / 2, y: y - mm(1.3), scale: 1, color: ink, borderColor: undefined, borderWidth: 0 })));
  } else {
    emblemAt(0, (3 * h) / 4);
    emblemAt(w / 2, (3 * h) / 4);
  }
  return {
    field: options.field ?? backField(emblem.accent.light),
    pattern: { width: w, height: h, ops },
    draw: () => {},
  };
}
