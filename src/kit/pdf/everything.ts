// A game's everything file: every sheet the game needs in one PDF, in printing order, with
// a first page that lists what is in it, page by page, and on which paper. It prints in
// one go, double-sided, flipping on the long edge: a sheet meant for one side gets a blank
// back, and the booklet turns its backs (BuildOptions.longEdge), so no part needs another
// setting. Built from the parts' own builders, so it holds the very pages of their files.
import { PDFDocument, rgb, type PDFPage } from 'pdf-lib';
import { finishSheets } from './board';
import { createDocument, finish, setPrintPresets } from './document';
import type { Fonts } from './font';
import { isTwoSided, type BuildOptions, type Printable } from './printable';
import { MIN_TEXT } from './sheet';
import { creditLine } from './stamp';
import { drawLine, drawWrapped } from './text';
import { mm, pageSize, type Paper } from './units';

/** One part of the file: a printable of the game, and when a table may leave it out. */
export interface EverythingPart {
  printable: Printable;
  /** Why a table may skip it ("only for a table without a d12 and a d4"); a part without it is needed. */
  optional?: string;
}

export interface EverythingOptions {
  game: string;
  /** The game's name, for the file's title and first page. */
  title: string;
  /** The parts in printing order: plain paper first, then card stock, so each paper is one run. */
  parts: EverythingPart[];
}

/** Where each part lies in the file (1-based pages, both ends included), and how many sheets of what paper it takes. */
export interface PartPlace {
  part: EverythingPart;
  first: number;
  last: number;
  sheets: number;
  card: boolean;
}

/** The paper a part wants, in two words: card stock when its advice starts with it. */
const onCard = (p: Printable): boolean => /^card stock/i.test(p.paperAdvice ?? '');

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.36, 0.36, 0.36);

/** Pages the first sheet takes: the list on its front, a blank back. */
const COVER_PAGES = 2;

/** The part's pages as they go into the file: a one-sided part's pages each followed by a blank back (null). */
function withBacks(count: number, twoSided: boolean): (number | null)[] {
  return Array.from({ length: count }, (_, i) => (twoSided ? [i] : [i, null])).flat();
}

/** Where each part goes, from the page counts of the parts' own files. */
export function placeParts(parts: readonly EverythingPart[], pageCounts: readonly number[]): PartPlace[] {
  let next = COVER_PAGES + 1;
  return parts.map((part, i) => {
    const pages = withBacks(pageCounts[i]!, isTwoSided(part.printable, 'duplex')).length;
    const place = { part, first: next, last: next + pages - 1, sheets: pages / 2, card: onCard(part.printable) };
    next += pages;
    return place;
  });
}

/** The runs a printer makes, one a paper: consecutive parts on the same paper, optional ones apart. */
export function printingRuns(places: readonly PartPlace[]): { first: number; last: number; card: boolean; optional: boolean }[] {
  const runs: { first: number; last: number; card: boolean; optional: boolean }[] = [{ first: 1, last: COVER_PAGES, card: false, optional: false }];
  for (const p of places) {
    const run = runs[runs.length - 1]!;
    const optional = p.part.optional !== undefined;
    if (run.card === p.card && run.optional === optional) run.last = p.last;
    else runs.push({ first: p.first, last: p.last, card: p.card, optional });
  }
  return runs;
}

/** A printable's words for the /print/ page, without the sentences that point at its forms ("make them below"). */
const onPaper = (text: string): string => text.split(/(?<=\.) /).filter((sentence) => !/\bbelow\b/.test(sentence)).join(' ');

const pagesText = (first: number, last: number) => (first === last ? `page ${first}` : `pages ${first}–${last}`);
const sheetsText = (n: number) => `${n} sheet${n === 1 ? '' : 's'}`;

/** The first page: what the file holds, in printing order, and how to print it. */
function drawContents(page: PDFPage, fonts: Fonts, o: EverythingOptions, places: readonly PartPlace[], credit: string, needs: readonly string[]): void {
  const { width, height } = page.getSize();
  const x = mm(15);
  const w = width - 2 * mm(15);
  // A long name (the Emperor's) wraps rather than running into the printer's margin.
  let y = drawWrapped(page, `${o.title}: everything to print`, { x, top: height - mm(15), width: w }, { font: fonts.bold, size: 18, color: INK }) + 18 * 0.3;
  y = drawWrapped(page, credit, { x, top: y - 8, width: w }, { font: fonts.regular, size: 9, color: MUTED });
  const head = (text: string) => {
    y = drawWrapped(page, text, { x, top: y - 12, width: w }, { font: fonts.bold, size: 12, color: INK });
  };
  const para = (text: string, size = 9.5, indent = 0) => {
    y = drawWrapped(page, text, { x: x + indent, top: y - 3, width: w - indent }, { font: fonts.regular, size, color: INK });
  };
  head('How to print');
  para(
    'At actual size (100%, no "fit to page"), double-sided, flipping on the long edge: the whole file, in one go. ' +
      'A sheet meant for one side has a blank back, and the booklet\'s backs are turned to suit, so nothing needs another setting.',
  );
  const runs = printingRuns(places);
  for (const r of runs) para(`• ${pagesText(r.first, r.last)}: ${r.card ? 'card stock (160–250 g/m²)' : 'plain paper (80–120 g/m²)'}${r.optional ? ', if you want them (see below)' : ''}.`, 9.5, mm(2));
  head('In this file, in printing order');
  for (const p of places) {
    const pr = p.part.printable;
    y = drawWrapped(page, `${pagesText(p.first, p.last)} · ${pr.title} · ${sheetsText(p.sheets)}, ${p.card ? 'card stock' : 'plain paper'}`, { x, top: y - 6, width: w }, { font: fonts.bold, size: 9.5, color: INK });
    para(pr.purpose, 9, mm(4));
    if (pr.cards) para(onPaper(pr.cards.forTable.duplex), 9, mm(4));
    if (p.part.optional) para(`Optional: ${p.part.optional}.`, 9, mm(4));
  }
  if (needs.length > 0) {
    head('You also need');
    para(`${needs.join(', ')}.`);
  }
  head('Making it');
  para('Cut the cards on the marks and lines of their fronts. Fold the booklet\'s sheets in half together. Make the box last, from card stock, once the deck is cut.');
  if (y < mm(30)) throw new Error(`The contents of ${o.title}'s everything file do not fit its first page`);
}

/** A blank back: only the footer every sheet carries, and a word that it is meant to be blank. */
function drawBlank(page: PDFPage, fonts: Fonts): void {
  const { width, height } = page.getSize();
  drawLine(page, 'This side is left blank.', width / 2, height / 2, { font: fonts.regular, size: MIN_TEXT + 1, color: MUTED }, 'center');
}

export async function buildEverything(paper: Paper, o: EverythingOptions, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: `${o.title}: everything to print`, subject: `Every sheet ${o.title} needs, in printing order, with a list of what is in it` });
  setPrintPresets(doc, 'duplex-long-edge');
  const partOptions: BuildOptions = { ...options, sides: 'duplex', longEdge: true };
  const files = await Promise.all(o.parts.map(async (part) => PDFDocument.load(await part.printable.build(paper, partOptions), { updateMetadata: false })));
  const places = placeParts(o.parts, files.map((f) => f.getPageCount()));
  const stamp = options.stamp ?? { game: o.title, credit: '' };
  const credit = stamp.credit || (options.rules ? creditLine(options.rules.facts.title, options.rules.facts.designers) : '');
  const needs = (options.rules?.facts.components ?? []).map((c) => c.replace(/printable here/g, 'in this file'));
  // The file's own pages (the list, the blank backs), by page number, for their footers.
  const own: { page: PDFPage; number: number }[] = [];
  const blank = (size: [number, number]) => {
    const page = doc.addPage(size);
    drawBlank(page, fonts);
    own.push({ page, number: doc.getPageCount() });
  };
  const cover = doc.addPage(pageSize(paper, 'portrait'));
  drawContents(cover, fonts, o, places, credit, needs);
  own.push({ page: cover, number: 1 });
  blank(pageSize(paper, 'portrait'));
  for (const [i, file] of files.entries()) {
    const copied = await doc.copyPages(file, file.getPageIndices());
    for (const index of withBacks(copied.length, isTwoSided(o.parts[i]!.printable, 'duplex'))) {
      if (index !== null) doc.addPage(copied[index]!);
      else {
        const { width, height } = doc.getPage(doc.getPageCount() - 1).getSize();
        blank([width, height]);
      }
    }
  }
  const total = doc.getPageCount() / 2;
  for (const { page, number } of own) {
    finishSheets(fonts, [page], { stamp: { ...stamp, credit }, printing: 'duplex', paper, fit: options.fit, numbering: { first: Math.ceil(number / 2), total } });
  }
  return finish(doc);
}

/** A game's everything file as a printable: made with its rules page (the booklet is in it), at build time. */
export function everything(o: EverythingOptions): Printable {
  return {
    game: o.game,
    name: 'everything',
    title: `${o.title}: everything in one file`,
    purpose: `Every sheet the game needs in printing order (${o.parts.map((p) => p.printable.title.replace(`${o.title}: `, '').replace(`${o.title} `, '')).join(', ')}), with a first page that lists what is in it and which pages go on card stock.`,
    howToPrint: 'Print at actual size (100%, no "fit to page"), double-sided, flipping on the long edge: the whole file in one go, plain paper and card stock as its first page says.',
    paperAdvice: 'Plain paper for the rules and sheets, card stock for the cards and the box: the first page gives the pages of each.',
    fromRules: true,
    twoSided: true,
    build: (paper, options) => buildEverything(paper, o, options),
  };
}

/**
 * A game's printables with its everything file last: `order` names the parts (their file
 * stems) in printing order, `optional` says why a table may leave one out.
 */
export function withEverything(printables: readonly Printable[], o: { title: string; order: readonly string[]; optional?: Record<string, string> }): Printable[] {
  const parts = o.order.map((name): EverythingPart => {
    const printable = printables.find((p) => p.name === name);
    if (!printable) throw new Error(`No printable named ${name} for ${o.title}'s everything file`);
    const optional = o.optional?.[name];
    return optional ? { printable, optional } : { printable };
  });
  return [...printables, everything({ game: parts[0]!.printable.game, title: o.title, parts })];
}
