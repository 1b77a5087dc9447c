// The print-and-play measures (./measure.ts) over every PDF the site serves on one paper.
// The figures of each file are written to PRINT_REPORT (a folder) when it is set.
import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Paper } from '~/kit/pdf';
import { pdfPath, variants } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';
import { measurePdf, summarise, type PageFigures } from './measure';

const facts = import.meta.glob<{ designers: string[] }>('/content/games/*/index.mdx', { import: 'frontmatter', eager: true });
const creditOf = (game: string): string[] => {
  const f = facts[`/content/games/${game}/index.mdx`];
  return f ? f.designers.flatMap((d) => d.split(/,\s*/)) : ['Tablemate'];
};

/** Declares the measures of every PDF on `paper`; returns how many files that is. */
export function sheetSuite(paper: Paper): number {
  const files = printables.flatMap((p) => variants(p).filter((v) => v.paper === paper).map((v) => ({ p, ...v, id: pdfPath(p, v.paper, v.sides) })));
  describe.each(files.map((f) => [f.id, f] as const))('%s', (id, { p, sides }) => {
    it('prints as a reviewer measures it: no ink at the edge, marks on four sides, credit, printing line and version on every page', async () => {
      const figures: PageFigures[] = measurePdf(await buildPdf(p, paper, sides), paper, p.cards ? { sides } : null, { credit: creditOf(p.game) });
      if (process.env.PRINT_REPORT) {
        mkdirSync(process.env.PRINT_REPORT, { recursive: true });
        writeFileSync(join(process.env.PRINT_REPORT, `${id.replace(/\//g, '_')}.json`), JSON.stringify({ id, summary: summarise(figures), figures }, null, 1));
      }
      for (const f of figures) {
        const where = `${id} page ${f.page} (${f.kind})`;
        expect.soft(f.edgeInk, `${where}: ink within 6.35 mm of the edge`).toBe(0);
        if (f.markedSides !== undefined) expect.soft(f.markSides, `${where}: cut marks`).toEqual({ top: true, bottom: true, left: true, right: true });
        if (f.emptySlots !== undefined) expect.soft(f.emptySlots, `${where}: empty card slots`).toBe(0);
        expect.soft(f.credit, `${where}: designer credit`).toBe(true);
        expect.soft(f.printing, `${where}: printing line`).toBe(true);
        expect.soft(f.version, `${where}: version`).toBe(true);
      }
    }, 240_000);
  });
  return files.length;
}
