import { describe, expect, it } from 'vitest';
import { readdirSync, readFileSync } from 'node:fs';
import { PDFDocument } from 'pdf-lib';
import { emblems } from '~/kit/emblems';

/** WCAG 2 contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const lum = (hex: string) => {
    const [r, g, bl] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!;
  };
  const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

// The theme colours come from the stylesheet itself, so a change there is checked too.
const css = readFileSync('src/styles/global.css', 'utf8');
const darkStart = css.indexOf('@media (prefers-color-scheme: dark)');
const themeVar = (name: string, dark: boolean) => {
  const part = dark ? css.slice(darkStart) : css.slice(0, darkStart);
  return part.match(new RegExp(`--${name}:\\s*(#[0-9a-f]{6})`, 'i'))![1]!;
};

const games = readdirSync('src/games');

describe('game emblems and accents', () => {
  it('every game folder has an emblem', () => {
    expect(Object.keys(emblems).sort()).toEqual([...games].sort());
  });

  describe.each(games)('%s', (slug) => {
    const emblem = emblems[slug]!;
    it.each([false, true])('accent meets WCAG AA as text and as a button background (dark theme: %s)', (dark) => {
      const accent = dark ? emblem.accent.dark : emblem.accent.light;
      for (const ground of ['bg', 'surface']) expect(contrast(accent, themeVar(ground, dark))).toBeGreaterThanOrEqual(4.5);
      expect(contrast(accent, themeVar('accent-text', dark))).toBeGreaterThanOrEqual(4.5);
    });

    it('its paths stay inside the 24 × 24 box and draw in a PDF', async () => {
      for (const d of emblem.paths) {
        const numbers = (d.match(/-?\d+(\.\d+)?/g) ?? []).map(Number);
        expect(numbers.length).toBeGreaterThan(0);
        for (const n of numbers) expect(Math.abs(n)).toBeLessThanOrEqual(24);
      }
      const doc = await PDFDocument.create();
      const page = doc.addPage([100, 100]);
      for (const d of emblem.paths) page.drawSvgPath(d, { x: 10, y: 90, scale: 3 });
      expect((await doc.save()).length).toBeGreaterThan(0);
    });
  });
});
