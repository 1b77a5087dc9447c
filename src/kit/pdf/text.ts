import { rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import { missingGlyphs } from './font';

export interface TextStyle {
  font: PDFFont;
  size: number;
  color?: RGB;
  /** Line height as a multiple of size. */
  leading?: number;
}

/**
 * Every string the kit draws goes through here: a character the embedded font
 * cannot show would silently print as a blank box, so it is a programmer error.
 */
export function assertDrawable(font: PDFFont, text: string): void {
  const missing = missingGlyphs(font, text);
  if (missing.length > 0) {
    throw new Error(`Font has no glyph for ${missing.map((c) => JSON.stringify(c)).join(', ')} in "${text}"`);
  }
}

/**
 * Breaks text into lines no wider than maxWidth at this size, on spaces; a single
 * word longer than the line is split by characters. Newlines start new lines.
 */
export function wrapText(text: string, font: PDFFont, size: number, maxWidth: number): string[] {
  const width = (s: string) => font.widthOfTextAtSize(s, size);
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (width(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      line = '';
      // A word wider than the line on its own: split it where it must.
      let rest = word;
      while (width(rest) > maxWidth) {
        let cut = rest.length - 1;
        while (cut > 1 && width(rest.slice(0, cut)) > maxWidth) cut--;
        lines.push(rest.slice(0, cut));
        rest = rest.slice(cut);
      }
      line = rest;
    }
    lines.push(line);
  }
  return lines;
}

/** One line of text; `align` positions it relative to x. */
export function drawLine(
  page: PDFPage,
  text: string,
  x: number,
  y: number,
  style: TextStyle,
  align: 'left' | 'center' | 'right' = 'left',
): void {
  assertDrawable(style.font, text);
  const w = style.font.widthOfTextAtSize(text, style.size);
  const left = align === 'left' ? x : align === 'center' ? x - w / 2 : x - w;
  page.drawText(text, { x: left, y, size: style.size, font: style.font, color: style.color ?? rgb(0, 0, 0) });
}

/**
 * Wrapped text from a top edge downwards; returns the y below the last line so
 * callers can stack blocks. Throws if it would run below `minY` (text that does
 * not fit is a layout bug to fix, not something to clip silently).
 */
export function drawWrapped(
  page: PDFPage,
  text: string,
  box: { x: number; top: number; width: number; minY?: number },
  style: TextStyle,
  align: 'left' | 'center' = 'left',
): number {
  const lineHeight = style.size * (style.leading ?? 1.25);
  let baseline = box.top - style.size;
  for (const line of wrapText(text, style.font, style.size, box.width)) {
    if (box.minY !== undefined && baseline < box.minY) {
      throw new Error(`Text does not fit its box: "${text.slice(0, 40)}…"`);
    }
    drawLine(page, line, align === 'center' ? box.x + box.width / 2 : box.x, baseline, style, align);
    baseline -= lineHeight;
  }
  return baseline + lineHeight - style.size * 0.3;
}

/** Largest size (down to `min`) at which the text wraps into at most `maxLines` lines of maxWidth. */
export function fitSize(text: string, font: PDFFont, size: number, maxWidth: number, maxLines: number, min = 5): number {
  let s = size;
  while (s > min && wrapText(text, font, s, maxWidth).length > maxLines) s -= 0.5;
  return s;
}
