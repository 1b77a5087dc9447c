// The small pictures on /print/: the first page of each PDF, drawn by pdftoppm.
// They are committed (a build must not need poppler); this test says when one is
// missing or no longer matches its PDF's page shape. Refresh them all with
//   UPDATE_THUMBS=1 npx vitest run tests/unit/print/thumbnails.test.ts
// (needs pdftoppm and pngquant: apt-get install poppler-utils pngquant). pngquant
// turns each into an 8-colour palette PNG without dithering, about a fifth of the bytes
// and the same look at thumbnail size (a sheet is paper, ink and its game's accent): the
// pictures are most of what a first visit to /print/ downloads beyond the precache.
import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isBooklet, variants } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';
import { thumbnailName } from '~/print-studio/thumbnails';

const dir = join(process.cwd(), 'src/print-studio/thumbs');
const update = process.env.UPDATE_THUMBS === '1';
const pngSize = (file: string) => {
  const b = readFileSync(file);
  // IHDR: width, height, bit depth, colour type (3 = palette).
  return { width: b.readUInt32BE(16), height: b.readUInt32BE(20), colourType: b[25], bytes: b.length };
};
/** No picture may cost more than this (the printables page shows about twenty). */
const MAX_BYTES = 6 * 1024;

describe.each(printables.flatMap((p) => variants(p).filter((v) => v.paper === 'a4').map((v) => [thumbnailName(p, v.sides), p, v.sides] as const)))('%s', (name, p, sides) => {
  it('has a picture of its first page, the shape of the page', async () => {
    const file = join(dir, name);
    const bytes = await buildPdf(p, 'a4', sides);
    if (update || !existsSync(file)) {
      const tmp = mkdtempSync(join(tmpdir(), 'thumb-'));
      writeFileSync(join(tmp, 'in.pdf'), bytes);
      execFileSync('pdftoppm', ['-png', '-f', '1', '-l', '1', '-scale-to', '180', '-singlefile', join(tmp, 'in.pdf'), join(tmp, 'out')]);
      execFileSync('pngquant', ['--speed', '1', '--strip', '--force', '--nofs', '8', '--output', join(tmp, 'small.png'), '--', join(tmp, 'out.png')]);
      if (update) renameSync(join(tmp, 'small.png'), file);
    }
    expect(existsSync(file), `${name} missing: run with UPDATE_THUMBS=1`).toBe(true);
    const { width, height, colourType, bytes: size } = pngSize(file);
    expect(Math.max(width, height)).toBe(180);
    expect(colourType, `${name} is not a palette PNG: refresh it with UPDATE_THUMBS=1 (pngquant)`).toBe(3);
    expect(size).toBeLessThanOrEqual(MAX_BYTES);
    expect(width > height).toBe(sides === 'fold' || isBooklet(p)); // fold-over sheets and booklets are landscape
  });
});
