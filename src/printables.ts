import { PDFDocument } from 'pdf-lib';
import { scoreSheet } from './kit/pdf/score-sheet';
import { printerTest } from './kit/pdf/printer-test';
import type { Printable } from './kit/pdf/printable';
import type { Sides } from './kit/pdf/cards';
import type { Paper } from './kit/pdf/units';

// Every game's print.ts is picked up here, so adding a printable touches one file.
const modules = import.meta.glob<{ printables: Printable[] }>('./games/*/print.ts', { eager: true });

export const printables: Printable[] = [printerTest, scoreSheet, ...Object.values(modules).flatMap((m) => m.printables)];

// The /print/ page and the PDF endpoints both need the bytes; build each once.
const built = new Map<string, Promise<Uint8Array>>();
export function buildPdf(p: Printable, paper: Paper, sides: Sides = 'duplex'): Promise<Uint8Array> {
  const key = `${p.game}/${p.name}-${sides}-${paper}`;
  let bytes = built.get(key);
  if (!bytes) {
    bytes = p.cards ? p.build(paper, { sides }) : p.build(paper);
    built.set(key, bytes);
  }
  return bytes;
}

export async function pageCount(p: Printable, paper: Paper, sides: Sides = 'duplex'): Promise<number> {
  const doc = await PDFDocument.load(await buildPdf(p, paper, sides), { updateMetadata: false });
  return doc.getPageCount();
}
