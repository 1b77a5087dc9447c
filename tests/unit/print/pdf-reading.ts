// Reading finished PDFs the way a printer or a viewer does: pixels from pdftoppm,
// text and its boxes from pdftotext, presets and text sizes from pdf-lib.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from 'pdf-lib';

export interface Gray {
  width: number;
  height: number;
  /** One byte a pixel, 0 black to 255 white, row by row from the top. */
  data: Uint8Array;
}

function withFile<T>(bytes: Uint8Array, use: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'tablemate-pdf-'));
  try {
    const file = join(dir, 'in.pdf');
    writeFileSync(file, bytes);
    return use(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function parsePgm(buf: Buffer): Gray {
  // P5 <w> <h> <max> then the pixels; the header is ASCII separated by whitespace.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(buf.subarray(0, 64).toString('latin1'));
  if (!header) throw new Error('not a PGM file');
  const width = Number(header[1]);
  const height = Number(header[2]);
  return { width, height, data: new Uint8Array(buf.subarray(header[0].length, header[0].length + width * height)) };
}

/** Pages as grey pixels at `dpi`, optionally only pages first..last and a crop (pixels from the top-left). */
export function renderGray(
  bytes: Uint8Array,
  dpi: number,
  options: { first?: number; last?: number; crop?: { x: number; y: number; w: number; h: number } } = {},
): Gray[] {
  return withFile(bytes, (file, dir) => {
    const args = ['-gray', '-r', String(dpi)];
    if (options.first) args.push('-f', String(options.first));
    if (options.last) args.push('-l', String(options.last));
    if (options.crop) args.push('-x', String(options.crop.x), '-y', String(options.crop.y), '-W', String(options.crop.w), '-H', String(options.crop.h));
    execFileSync('pdftoppm', [...args, file, join(dir, 'p')]);
    return readdirSync(dir)
      .filter((f) => f.endsWith('.pgm'))
      .sort()
      .map((f) => parsePgm(readFileSync(join(dir, f))));
  });
}

/**
 * Pixels darker than near-white (or than `below`) within `mmFromEdge` of any edge of the
 * page. A page of card backs is coloured to its edges on purpose: there only dark ink
 * (writing, marks: `NEEDED_INK`) counts, as nothing a player needs is light.
 */
export const NEEDED_INK = 160;
export function inkNearEdge(page: Gray, dpi: number, mmFromEdge: number, below = 250): number {
  const m = Math.floor((mmFromEdge / 25.4) * dpi);
  let dark = 0;
  for (let y = 0; y < page.height; y++) {
    const edgeRow = y < m || y >= page.height - m;
    for (let x = 0; x < page.width; x++) {
      if ((edgeRow || x < m || x >= page.width - m) && page.data[y * page.width + x]! < below) dark++;
    }
  }
  return dark;
}

/** Share of the page covered by ink, weighted by how dark each pixel is (0 blank, 1 solid black). */
export function inkCoverage(page: Gray): number {
  let sum = 0;
  for (const v of page.data) sum += 255 - v;
  return sum / (255 * page.data.length);
}

/** The text of each page, as pdftotext reads it. */
export function pagesText(bytes: Uint8Array): string[] {
  return withFile(bytes, (file) => execFileSync('pdftotext', ['-raw', file, '-']).toString('utf8').split('\f').slice(0, -1));
}

export interface TextLine {
  page: number;
  text: string;
  xMin: number;
  xMax: number;
  yMin: number;
  yMax: number;
}

/** Every line of text with its box, in points from the page's top-left (pdftotext -bbox-layout). */
export function textLines(bytes: Uint8Array): TextLine[] {
  const html = withFile(bytes, (file) => execFileSync('pdftotext', ['-bbox-layout', file, '-']).toString('utf8'));
  const lines: TextLine[] = [];
  let page = 0;
  for (const chunk of html.split(/<page /).slice(1)) {
    page++;
    for (const m of chunk.matchAll(/<line xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([\s\S]*?)<\/line>/g)) {
      const words = [...m[5]!.matchAll(/<word[^>]*>([^<]*)<\/word>/g)].map((w) => w[1]!.replace(/&amp;/g, '&').replace(/&#39;/g, "'"));
      lines.push({ page, text: words.join(' '), xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  }
  return lines;
}

/** The decoded content streams of a page. */
export function pageContent(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((r) => page.doc.context.lookup(r)) : [contents];
  return streams
    .map((s) => (s instanceof PDFRawStream ? Buffer.from(decodePDFRawStream(s).decode()).toString('latin1') : ''))
    .join('\n');
}

/** Every font size a PDF sets (the `Tf` operator), page by page. */
export async function textSizes(bytes: Uint8Array): Promise<number[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().flatMap((p) => [...pageContent(p).matchAll(/\/\S+ ([\d.]+) Tf/g)].map((m) => Number(m[1])));
}

/** The print presets a viewer reads from the file. */
export async function presets(bytes: Uint8Array): Promise<{ printScaling?: string; duplex?: string }> {
  const doc = await PDFDocument.load(bytes);
  const prefs = doc.catalog.getViewerPreferences();
  return { printScaling: prefs?.getPrintScaling(), duplex: prefs?.getDuplex() };
}

/** Every word with its box, in points from the page's top-left (pdftotext -bbox). */
export function textWords(bytes: Uint8Array): TextLine[] {
  const html = withFile(bytes, (file) => execFileSync('pdftotext', ['-bbox', file, '-']).toString('utf8'));
  const words: TextLine[] = [];
  let page = 0;
  for (const chunk of html.split(/<page /).slice(1)) {
    page++;
    for (const m of chunk.matchAll(/<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">([^<]*)<\/word>/g)) {
      words.push({ page, text: m[5]!, xMin: Number(m[1]), yMin: Number(m[2]), xMax: Number(m[3]), yMax: Number(m[4]) });
    }
  }
  return words;
}

/**
 * The squares a printed score track marks, read from its words: each square's number sits
 * at its cell's top left and, on a Little Angel or Devil, the count of 1s that catch you
 * there at its bottom right, a cell's width minus its insets to the right. `cell` is the
 * cell's width in points (the track's full size unless a long track shrank it).
 */
export function trackMarks(words: TextLine[], counts: { angel: string; devil: string }, cell = (28 * 72) / 25.4): { angels: string[]; devils: string[] } {
  const numbers = words.filter((w) => /^\d+$/.test(w.text));
  const inset = (2.4 * 72) / 25.4;
  const squareOf = (d: TextLine) =>
    numbers.find((n) => n !== d && Math.abs(d.xMax - n.xMin - (cell - inset)) < 4 && d.yMin - n.yMin > cell * 0.5 && d.yMin - n.yMin < cell)?.text;
  const marks = (count: string) => numbers.filter((d) => d.text === count).map(squareOf).filter((s): s is string => s !== undefined);
  return { angels: marks(counts.angel).sort((a, b) => Number(a) - Number(b)), devils: marks(counts.devil).sort((a, b) => Number(a) - Number(b)) };
}

/**
 * The colour of each page's backs, as its content sets it: the fill of the first rectangle
 * taller than the page (the kit paints the backs' colour past the paper's edges, on a
 * fold-over sheet after the fronts); '' on a page with no backs.
 */
export async function backFields(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  return doc.getPages().map((page) => {
    for (const drawing of pageContent(page).split(/\nQ\n/)) {
      const fill = /([\d.]+ [\d.]+ [\d.]+) rg/.exec(drawing);
      const rect = /0 0 m\s+0 ([\d.]+) l\s+[\d.]+ [\d.]+ l\s+[\d.]+ 0 l\s+h\s+f\b/.exec(drawing);
      if (fill && rect && Number(rect[1]) > page.getHeight()) return fill[1]!;
    }
    return '';
  });
}
