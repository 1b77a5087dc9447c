import type { Sides } from '~/kit/pdf/sheet';
import type { Printable } from '~/kit/pdf/printable';

/** The picture of a printable's first page, in src/print-studio/thumbs/ (made by tests/unit/print/thumbnails.test.ts). */
export const thumbnailName = (p: Pick<Printable, 'game' | 'name'>, sides: Sides = 'duplex'): string =>
  `${p.game}-${p.name}${sides === 'fold' ? '-fold' : ''}.png`;
