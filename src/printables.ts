import { scoreSheet } from './kit/pdf/score-sheet';
import { printerTest } from './kit/pdf/printer-test';
import type { Printable } from './kit/pdf/printable';

// Every game's print.ts is picked up here, so adding a printable touches one file. The
// list is plain data the print studio also loads; the files are built by src/print-files.ts.
const modules = import.meta.glob<{ printables: Printable[] }>('./games/*/print.ts', { eager: true });

export const printables: Printable[] = [printerTest, scoreSheet, ...Object.values(modules).flatMap((m) => m.printables)];
