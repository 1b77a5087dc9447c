import { rgb, type PDFPage, type RGB } from 'pdf-lib';
import type { Back, CardDraw } from './cards';
import { BACK_CLEAR, drawCardFrame } from './cards';
import type { Fonts } from './font';
import { MIN_TEXT } from './sheet';
import { drawLine, wrapText } from './text';
import { mm, type Box } from './units';

/** One block of a player aid: a heading and its lines (each wrapped on its own). */
export interface AidSection {
  heading?: string;
  lines: string[];
}

/** What a card-size player aid says: a title and its sections. */
export interface AidContent {
  title: string;
  sections: AidSection[];
}

const INK = rgb(0.1, 0.1, 0.1);
const MUTED = rgb(0.35, 0.35, 0.35);
/** Largest and smallest body sizes an aid is set in (pt); a card's text never drops below MIN_TEXT. */
const SIZES = { max: 8.5, min: MIN_TEXT } as const;

interface Placed {
  text: string;
  bold: boolean;
  size: number;
  /** Points below the top of the text area. */
  y: number;
  indent: number;
}

/** Numbered and bulleted lines hang their second line under the first word. */
function hanging(line: string): { marker: string; rest: string } {
  const m = /^(\d+\.|•|–)\s+/.exec(line);
  return m ? { marker: m[0], rest: line.slice(m[0].length) } : { marker: '', rest: line };
}

/** Lays the sections into a width at one body size; returns the lines and the height used (points). */
function layout(fonts: Fonts, content: AidContent, width: number, size: number): { lines: Placed[]; height: number } {
  const lines: Placed[] = [];
  let y = 0;
  let first = true;
  // y is the next baseline, from the top: the first line's cap height, then one leading a line.
  const next = (lineSize: number) => {
    y += first ? lineSize : lineSize * 1.18;
    first = false;
  };
  content.sections.forEach((section, s) => {
    if (s > 0) y += size * 0.55;
    if (section.heading) {
      for (const text of wrapText(section.heading, fonts.bold, size + 0.5, width)) {
        next(size + 0.5);
        lines.push({ text, bold: true, size: size + 0.5, y, indent: 0 });
      }
    }
    for (const line of section.lines) {
      const { marker, rest } = hanging(line);
      const indent = marker ? fonts.regular.widthOfTextAtSize(marker, size) : 0;
      wrapText(rest, fonts.regular, size, width - indent).forEach((text, i) => {
        next(size);
        if (i === 0 && marker) lines.push({ text: marker.trim(), bold: false, size, y, indent: 0 });
        lines.push({ text, bold: false, size, y, indent });
      });
      y += size * 0.2;
    }
  });
  return { lines, height: y + size * 0.3 };
}

/** Sets an aid's sections into a box at the largest size that fits (down to MIN_TEXT); throws when even that is too long. */
export function drawAidText(page: PDFPage, fonts: Fonts, content: AidContent, area: Box, color: RGB = INK): void {
  for (let size = SIZES.max; size >= SIZES.min - 1e-9; size -= 0.25) {
    const { lines, height } = layout(fonts, content, area.width, size);
    if (height > area.height) continue;
    const top = area.y + area.height;
    for (const l of lines) drawLine(page, l.text, area.x + l.indent, top - l.y, { font: l.bold ? fonts.bold : fonts.regular, size: l.size, color });
    return;
  }
  throw new Error(`The player aid "${content.title}" does not fit a card at ${SIZES.min} pt`);
}

/** The front of a card-size player aid: framed like the game's cards, "PLAYER AID" and the game at the top, then its sections. */
export function aidFront(fonts: Fonts, game: string, content: AidContent): CardDraw {
  return (page, box) => {
    drawCardFrame(page, box);
    const x = box.x + mm(5.5);
    const width = box.width - mm(11);
    const top = box.y + box.height - mm(5.5);
    drawLine(page, `PLAYER AID · ${game}`.toUpperCase(), x, top - 7, { font: fonts.bold, size: 7, color: MUTED });
    drawLine(page, content.title, x, top - 7 - mm(5), { font: fonts.bold, size: 11, color: INK });
    drawAidText(page, fonts, content, { x, y: box.y + mm(5), width, height: box.height - mm(5.5) - mm(5) - 7 - mm(7) });
  };
}

/**
 * An aid's back on the deck's sheet: the sheet's colour to every edge, like the deck's
 * backs beside it, and the aid's second side (or the words "PLAYER AID") set on it,
 * BACK_CLEAR from every edge, so a misprint marks no card, the aids included.
 */
export function aidBack(fonts: Fonts, field: RGB, content?: AidContent): Back {
  return {
    field,
    draw: (page, box) => {
      // The words on the sheet's colour alone, the pattern kept to the edges round them.
      const panel = mm(BACK_CLEAR - 2.5);
      page.drawRectangle({ x: box.x + panel, y: box.y + panel, width: box.width - 2 * panel, height: box.height - 2 * panel, color: field });
      if (!content) {
        drawLine(page, 'PLAYER AID', box.x + box.width / 2, box.y + box.height / 2 - 5, { font: fonts.bold, size: 13, color: MUTED }, 'center');
        return;
      }
      const inset = mm(BACK_CLEAR);
      const x = box.x + inset;
      const top = box.y + box.height - inset;
      drawLine(page, content.title, x, top - 10, { font: fonts.bold, size: 10.5, color: INK });
      drawAidText(page, fonts, content, { x, y: box.y + inset, width: box.width - 2 * inset, height: box.height - 2 * inset - 10 - mm(2.5) });
    },
  };
}
