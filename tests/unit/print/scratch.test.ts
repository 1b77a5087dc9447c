import { it } from 'vitest';
import { writeFileSync } from 'node:fs';
import { pdfPath, variants } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';

it('builds every file', async () => {
  for (const p of printables) for (const v of variants(p)) {
    const t = performance.now();
    try {
      const bytes = await buildPdf(p, v.paper, v.sides);
      writeFileSync('/tmp/pdfs/' + pdfPath(p, v.paper, v.sides).replace(/\//g, '_'), bytes);
      console.log(pdfPath(p, v.paper, v.sides), bytes.length, Math.round(performance.now() - t));
    } catch (e) { console.log('FAIL', pdfPath(p, v.paper, v.sides), (e as Error).message, (e as Error).stack?.split('\n').slice(1,4).join(' | ')); }
  }
}, 300000);
