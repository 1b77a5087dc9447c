import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { Emblem } from '../emblem';
import type { CardDraw } from './cards';
import { hexColor, tint } from './color';
import type { Fonts } from './font';
import { drawLine } from './text';
import { mm, type Box } from './units';

export interface EmblemBackOptions {
  /** A word under the emblem that sorts decks apart (IDENTITY, ABILITY); none when one back serves the whole game. */
  word?: string;
  /** A smaller line at the foot (the game's name). */
  caption?: string;
  /** Thin lines across the card, to tell a second deck of the same game apart at a glance. */
  stripes?: boolean;
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

/**
 * A card back that costs little ink: a thin accent frame, the game's emblem in a
 * light tint with an accent outline, and optional words. Every card of a deck gets
 * the same back, so a face-down card tells nothing.
 */
export function emblemBack(fonts: Fonts, emblem: Emblem, options: EmblemBackOptions = {}): CardDraw {
  const accent = emblem.accent.light;
  const line = hexColor(accent);
  return (page: PDFPage, box: Box) => {
    const inset = mm(3);
    page.drawRectangle({ x: box.x + inset, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset, borderColor: line, borderWidth: 1.2 });
    const inner = mm(5);
    page.drawRectangle({ x: box.x + inner, y: box.y + inner, width: box.width - 2 * inner, height: box.height - 2 * inner, borderColor: tint(accent, 0.55), borderWidth: 0.6 });
    if (options.stripes) {
      for (let i = 1; i < 10; i++) {
        const y = box.y + inner + (i * (box.height - 2 * inner)) / 10;
        page.drawLine({ start: { x: box.x + inner + mm(3), y }, end: { x: box.x + box.width - inner - mm(3), y }, thickness: 0.5, color: tint(accent, 0.8) });
      }
    }
    const cx = box.x + box.width / 2;
    const cy = box.y + box.height / 2 + (options.word ? mm(6) : 0);
    const size = mm(30);
    // A white disc under the emblem keeps it clear of the stripes.
    if (options.stripes) page.drawCircle({ x: cx, y: cy, size: size * 0.68, color: rgb(1, 1, 1) });
    drawEmblem(page, emblem, cx, cy, size, { fill: tint(accent, 0.85), outline: line, width: 1 });
    if (options.word) drawLine(page, options.word, cx, cy - size / 2 - mm(9), { font: fonts.bold, size: 14, color: line }, 'center');
    if (options.caption) drawLine(page, options.caption, cx, box.y + mm(9), { font: fonts.regular, size: 7.5, color: line }, 'center');
  };
}

