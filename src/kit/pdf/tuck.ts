import { rgb, type PDFPage } from 'pdf-lib';
import type { Emblem } from '../emblem';
import { drawEmblem } from './back';
import { addBoardPage, finishSheets } from './board';
import { hexColor } from './color';
import { createDocument, finish } from './document';
import type { Fonts } from './font';
import type { BuildOptions, Printable } from './printable';
import { POKER } from './sheet';
import { drawLine, drawWrapped } from './text';
import { mm, type Box, type Paper } from './units';

/** A printed card's thickness on 160–250 g/m² stock, sleeveless (mm): what a deck's box is sized by. */
export const CARD_THICKNESS = 0.3;
/** Room round the deck inside the box (mm), so it slides out. */
const PLAY = 1.5;
/** The glue strip and the tuck tab (mm). */
const GLUE = 8;
const TAB = 15;

/** The inside of a tuck box for `cards` poker-size cards (mm): the deck plus room to slide. */
export function tuckBoxSize(cards: number): { width: number; height: number; depth: number } {
  return { width: POKER.width + PLAY, height: POKER.height + PLAY, depth: Math.max(6, Math.ceil((cards * CARD_THICKNESS + PLAY) * 2) / 2) };
}

/** Where the panels of a tuck box's net go (points, from the net's bottom-left), for drawing and tests. */
export function tuckBoxNet(cards: number): { width: number; height: number; panels: Record<'glue' | 'back' | 'left' | 'front' | 'right' | 'lid' | 'tab' | 'bottom' | 'dustTopL' | 'dustTopR' | 'dustBottomL' | 'dustBottomR', Box> } {
  const s = tuckBoxSize(cards);
  const [W, H, D] = [mm(s.width), mm(s.height), mm(s.depth)];
  const y0 = D; // the bottom flap below the body
  const x = (k: number) => k;
  const glue: Box = { x: x(0), y: y0, width: mm(GLUE), height: H };
  const back: Box = { x: glue.x + glue.width, y: y0, width: W, height: H };
  const left: Box = { x: back.x + W, y: y0, width: D, height: H };
  const front: Box = { x: left.x + D, y: y0, width: W, height: H };
  const right: Box = { x: front.x + W, y: y0, width: D, height: H };
  const top = y0 + H;
  const dust = Math.min(D, mm(12));
  return {
    width: right.x + D,
    height: top + D + mm(TAB),
    panels: {
      glue,
      back,
      left,
      front,
      right,
      lid: { x: back.x, y: top, width: W, height: D },
      tab: { x: back.x, y: top + D, width: W, height: mm(TAB) },
      bottom: { x: front.x, y: 0, width: W, height: D },
      dustTopL: { x: left.x, y: top, width: D, height: dust },
      dustTopR: { x: right.x, y: top, width: D, height: dust },
      dustBottomL: { x: left.x, y: y0 - dust, width: D, height: dust },
      dustBottomR: { x: right.x, y: y0 - dust, width: D, height: dust },
    },
  };
}

const CUT = { thickness: 0.8, color: rgb(0, 0, 0) };
const FOLD = { thickness: 0.6, color: rgb(0.35, 0.35, 0.35), dashArray: [4, 3] };

function drawNet(page: PDFPage, fonts: Fonts, origin: { x: number; y: number }, cards: number, label: { game: string; contents: string; emblem: Emblem }): void {
  const net = tuckBoxNet(cards);
  const at = (b: Box): Box => ({ ...b, x: origin.x + b.x, y: origin.y + b.y });
  const p = Object.fromEntries(Object.entries(net.panels).map(([k, b]) => [k, at(b)])) as typeof net.panels;
  const accent = hexColor(label.emblem.accent.light);
  // Every panel's outline is cut, except where two panels meet: there it is folded.
  for (const b of Object.values(p)) page.drawRectangle({ ...b, borderColor: CUT.color, borderWidth: CUT.thickness });
  const fold = (x1: number, y1: number, x2: number, y2: number) => {
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, thickness: 1.6, color: rgb(1, 1, 1) });
    page.drawLine({ start: { x: x1, y: y1 }, end: { x: x2, y: y2 }, ...FOLD });
  };
  for (const b of [p.back, p.left, p.front, p.right]) fold(b.x, b.y, b.x, b.y + b.height);
  fold(p.right.x, p.right.y, p.right.x, p.right.y + p.right.height);
  fold(p.lid.x, p.lid.y, p.lid.x + p.lid.width, p.lid.y);
  fold(p.tab.x, p.tab.y, p.tab.x + p.tab.width, p.tab.y);
  fold(p.bottom.x, p.bottom.y + p.bottom.height, p.bottom.x + p.bottom.width, p.bottom.y + p.bottom.height);
  for (const d of [p.dustTopL, p.dustTopR]) fold(d.x, d.y, d.x + d.width, d.y);
  for (const d of [p.dustBottomL, p.dustBottomR]) fold(d.x, d.y + d.height, d.x + d.width, d.y + d.height);
  // The front: the emblem and the game's name; the back: what the box holds.
  const f = p.front;
  drawEmblem(page, label.emblem, f.x + f.width / 2, f.y + f.height * 0.62, mm(22), { fill: accent });
  drawWrapped(page, label.game, { x: f.x + mm(5), top: f.y + f.height * 0.42, width: f.width - mm(10) }, { font: fonts.bold, size: 12, color: rgb(0.1, 0.1, 0.1) });
  const b = p.back;
  drawWrapped(page, label.contents, { x: b.x + mm(5), top: b.y + b.height - mm(8), width: b.width - mm(10) }, { font: fonts.regular, size: 9, color: rgb(0.1, 0.1, 0.1) });
  drawLine(page, 'glue', p.glue.x + p.glue.width / 2, p.glue.y + p.glue.height / 2, { font: fonts.regular, size: 7, color: rgb(0.35, 0.35, 0.35) }, 'center');
  drawLine(page, 'tuck in', p.tab.x + p.tab.width / 2, p.tab.y + p.tab.height / 2 - 3, { font: fonts.regular, size: 7, color: rgb(0.35, 0.35, 0.35) }, 'center');
}

export interface TuckBoxOptions {
  game: string;
  /** The game's name for the sheet and the box's front. */
  title: string;
  emblem: Emblem;
  /** Cards the box holds (its deck and aids), and what they are, in words for the box's back. */
  cards: number;
  contents: string;
}

/** Builds a tuck box for a deck: one sheet, the net with cut lines solid and folds dashed, how to make it beside it. */
export async function buildTuckBox(paper: Paper, o: TuckBoxOptions, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: `${o.title}: tuck box`, subject: `A tuck box for ${o.cards} poker-size cards` });
  const { page, area } = addBoardPage(doc, fonts, paper, `${o.title}: tuck box`, 'portrait', options.fit);
  const net = tuckBoxNet(o.cards);
  const size = tuckBoxSize(o.cards);
  const origin = { x: area.x + (area.width - net.width) / 2, y: area.y + area.height - net.height - mm(4) };
  drawNet(page, fonts, origin, o.cards, { game: o.title, contents: o.contents, emblem: o.emblem });
  drawWrapped(
    page,
    `Holds ${o.cards} cards (${size.width} × ${size.height} × ${size.depth} mm inside: poker-size cards at ${CARD_THICKNESS} mm each, with room to slide). ` +
      'Cut on the solid lines, fold on the dashed ones (score them first on card stock), glue the strip under the far side panel, then fold the bottom flaps in and glue the bottom. The lid tucks in.',
    { x: area.x, top: origin.y - mm(6), width: area.width, minY: area.y },
    { font: fonts.regular, size: 9, color: rgb(0.2, 0.2, 0.2) },
  );
  finishSheets(fonts, [page], { stamp: options.stamp ?? { game: o.title, credit: '' }, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

/** A game's tuck box as a printable. */
export function tuckBox(o: TuckBoxOptions): Printable {
  return {
    game: o.game,
    name: 'tuck-box',
    title: `${o.title} tuck box`,
    purpose: `A box for the ${o.cards} printed cards, sized to the deck (${tuckBoxSize(o.cards).depth} mm deep).`,
    howToPrint: 'Print at actual size (100%, no "fit to page"), single-sided, on card stock.',
    paperAdvice: 'Card stock (160–250 g/m²); plain paper makes a box that holds but wears.',
    build: (paper, options) => buildTuckBox(paper, o, options),
  };
}
