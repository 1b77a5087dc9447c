import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { Emblem } from '../emblem';
import type { Back } from './cards';
import { hexColor, tint } from './color';
import type { Fonts } from './font';
import { drawLine } from './text';
import { mm } from './units';

export interface DeckBackOptions {
  /** A word under the emblem that sorts decks apart (IDENTITY, ABILITY); none when one back serves the whole game. */
  word?: string;
  /** A smaller line at the foot (the game's name). */
  caption?: string;
  /** The colour that covers the back and runs past its cut lines; a light tint of the game's accent unless given. */
  field?: RGB;
  /** The emblem's colour; the accent unless given. */
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
 * A frameless card back: the kit covers it in `field`, past every cut line; this draws a
 * white disc in the middle with the game's emblem, and optional words below. Nothing
 * runs along an edge or nearer it than BACK_CLEAR, so a back printed a little off,
 * turned or cut off-true looks like every other. Every card of a deck gets the same back.
 */
export function deckBack(fonts: Fonts, emblem: Emblem, options: DeckBackOptions = {}): Back {
  const ink = options.ink ?? emblem.accent.light;
  const line = hexColor(ink);
  return {
    field: options.field ?? backField(emblem.accent.light),
    draw: (page, box) => {
      const cx = box.x + box.width / 2;
      const cy = box.y + box.height / 2 + (options.word ? mm(5) : 0);
      const disc = mm(17.5);
      page.drawCircle({ x: cx, y: cy, size: disc, color: rgb(1, 1, 1) });
      page.drawCircle({ x: cx, y: cy, size: disc - mm(1.6), borderColor: tint(ink, 0.45), borderWidth: 0.8 });
      drawEmblem(page, emblem, cx, cy, mm(22), { fill: tint(ink, 0.82), outline: line, width: 1 });
      if (options.word) drawLine(page, options.word, cx, cy - disc - mm(6.5), { font: fonts.bold, size: 13, color: line }, 'center');
      if (options.caption) drawLine(page, options.caption, cx, box.y + mm(10), { font: fonts.regular, size: 7.5, color: line }, 'center');
    },
  };
}
