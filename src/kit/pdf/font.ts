import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';

/**
 * Atkinson Hyperlegible (SIL Open Font License), from the npm package
 * @expo-google-fonts/atkinson-hyperlegible: designed for legibility, which is
 * what a card read across a table needs. Regular and bold of the one family.
 */
const FILES = {
  regular: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
  bold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
} as const;
export type Weight = keyof typeof FILES;
export const FONT_NAME = 'Atkinson Hyperlegible';

// Resolved from the project root: bundled build chunks have no useful import.meta.url.
const requireFromRoot = createRequire(join(process.cwd(), 'package.json'));
const cache = new Map<Weight, Promise<Uint8Array>>();

export function fontBytes(weight: Weight): Promise<Uint8Array> {
  let bytes = cache.get(weight);
  if (!bytes) {
    bytes = readFile(requireFromRoot.resolve(FILES[weight])).then((b) => new Uint8Array(b));
    cache.set(weight, bytes);
  }
  return bytes;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

/** Embeds both weights, subset to the glyphs actually drawn (small files). */
export async function embedFonts(doc: PDFDocument): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes('regular'), fontBytes('bold')]);
  return {
    // A fixed name: pdf-lib otherwise appends a random suffix, and the same data
    // must give the same bytes. The ABCDEF+ tag is how PDF marks a subset font.
    regular: await doc.embedFont(regular, { subset: true, customName: 'TBLMTA+AtkinsonHyperlegible-Regular' }),
    bold: await doc.embedFont(bold, { subset: true, customName: 'TBLMTB+AtkinsonHyperlegible-Bold' }),
  };
}

/** Characters of `text` the font has no glyph for (empty when all can be drawn). */
export function missingGlyphs(font: PDFFont, text: string): string[] {
  const set = new Set(font.getCharacterSet());
  return [...new Set([...text].filter((ch) => !set.has(ch.codePointAt(0)!) && ch !== '\n'))];
}
