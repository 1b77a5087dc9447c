import fontkit from '@pdf-lib/fontkit';
import type { PDFDocument, PDFFont } from 'pdf-lib';
// Atkinson Hyperlegible (SIL Open Font License), from the npm package
// @expo-google-fonts/atkinson-hyperlegible: designed for legibility, which is what a
// card read across a table needs. `?url` makes Vite emit the file for the browser
// (the print studio fetches it); at build time and in tests it is read from disk.
import regularUrl from '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf?url';
import boldUrl from '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf?url';
import italicUrl from '@expo-google-fonts/atkinson-hyperlegible/400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf?url';

const FILES = {
  regular: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
  bold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
  italic: '@expo-google-fonts/atkinson-hyperlegible/400Regular_Italic/AtkinsonHyperlegible_400Regular_Italic.ttf',
} as const;
const URLS = { regular: regularUrl, bold: boldUrl, italic: italicUrl } as const;
export type Weight = keyof typeof FILES;

const cache = new Map<Weight, Promise<Uint8Array>>();

async function readFromDisk(weight: Weight): Promise<Uint8Array> {
  // Resolved from the project root: bundled build chunks have no useful import.meta.url.
  const [{ readFile }, { createRequire }, { join }] = await Promise.all([
    import('node:fs/promises'),
    import('node:module'),
    import('node:path'),
  ]);
  const require = createRequire(join(process.cwd(), 'package.json'));
  return new Uint8Array(await readFile(require.resolve(FILES[weight])));
}

/** Where the browser keeps the font once fetched, so the print studio works offline after one use. */
export const FONT_CACHE = 'tablemate-print-font';

async function fetchFromSite(weight: Weight): Promise<Uint8Array> {
  const url = URLS[weight];
  // The file name carries a content hash, so a cached copy is never stale. The
  // service worker does not precache fonts (only pages need to work offline at
  // once); this keeps the one the studio needs, and drops earlier versions.
  const cache = typeof caches === 'undefined' ? null : await caches.open(FONT_CACHE).catch(() => null);
  let response = await cache?.match(url);
  if (!response) {
    response = await fetch(url);
    if (!response.ok) throw new Error(`The font could not be loaded (${response.status}).`);
    if (cache) {
      await cache.put(url, response.clone()).catch(() => undefined);
      const current = new Set(Object.values(URLS).map((u) => new URL(u, location.href).href));
      for (const old of await cache.keys()) if (!current.has(old.url)) await cache.delete(old);
    }
  }
  return new Uint8Array(await response.arrayBuffer());
}

/** The font file's bytes: the same file on disk (build, tests) and over the network (browser). */
export function fontBytes(weight: Weight): Promise<Uint8Array> {
  let bytes = cache.get(weight);
  if (!bytes) {
    // import.meta.env.SSR is a build-time constant: the browser bundle keeps only fetch.
    bytes = import.meta.env.SSR ? readFromDisk(weight) : fetchFromSite(weight);
    bytes.catch(() => cache.delete(weight)); // a failed fetch may succeed next time
    cache.set(weight, bytes);
  }
  return bytes;
}

export interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
  /** Embedded only in documents that ask for it (the rules booklets); others set emphasis in regular. */
  italic?: PDFFont;
}

/** Embeds both weights (and the italic when asked), subset to the glyphs actually drawn (small files). */
export async function embedFonts(doc: PDFDocument, italic = false): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  const [regular, bold] = await Promise.all([fontBytes('regular'), fontBytes('bold')]);
  // A fixed name: pdf-lib otherwise appends a random suffix, and the same data
  // must give the same bytes. The ABCDEF+ tag is how PDF marks a subset font.
  const fonts: Fonts = {
    regular: rememberWidths(await doc.embedFont(regular, { subset: true, customName: 'TBLMTA+AtkinsonHyperlegible-Regular' })),
    bold: rememberWidths(await doc.embedFont(bold, { subset: true, customName: 'TBLMTB+AtkinsonHyperlegible-Bold' })),
  };
  if (italic) fonts.italic = rememberWidths(await doc.embedFont(await fontBytes('italic'), { subset: true, customName: 'TBLMTC+AtkinsonHyperlegible-Italic' }));
  return fonts;
}

/**
 * Measuring a string is the PDF makers' slowest step by far: fontkit shapes the string
 * anew (its OpenType substitution and positioning tables) at every call, and text set at
 * the largest size that fits measures the same strings again at every size tried (the
 * Sibling Rivalry player aid: some 7,000 measures). Each string is shaped once per font:
 * pdf-lib's width is the string's 1000-pt width times size / 1000, so keeping that one
 * number gives the very same widths, bit for bit.
 */
function rememberWidths(font: PDFFont): PDFFont {
  const widths = new Map<string, number>();
  const measure = font.widthOfTextAtSize.bind(font);
  font.widthOfTextAtSize = (text: string, size: number) => {
    let width = widths.get(text);
    if (width === undefined) widths.set(text, (width = measure(text, 1000)));
    return width * (size / 1000);
  };
  return font;
}

/** Characters of `text` the font has no glyph for (empty when all can be drawn). */
export function missingGlyphs(font: PDFFont, text: string): string[] {
  const set = new Set(font.getCharacterSet());
  return [...new Set([...text].filter((ch) => !set.has(ch.codePointAt(0)!) && ch !== '\n'))];
}
