// Each game's everything file: every sheet it needs in one PDF, printed in one go
// (double-sided, long edge), in printing order, with a first page that lists what is in it.
// Margins, credit, printing line and version on every page: the sheet suites.
import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { PAPER_IDS, placeParts, printingRuns, PRINTING } from '~/kit/pdf';
import { isBooklet, isTwoSided, type Printable } from '~/kit/pdf/printable';
import { printables } from '~/printables';
import { buildPdf } from '~/print-files';
import { pagesText, presets } from './pdf-reading';

const games = [...new Set(printables.filter((p) => p.game !== 'any').map((p) => p.game))];
const flat = (s: string) => s.replace(/\s+/g, ' ').trim();
describe('every game has an everything file', () => {
  it.each(games)('%s: one, made with the rules page, holding its booklet and every deck', (game) => {
    const files = printables.filter((p) => p.game === game && p.name === 'everything');
    expect(files).toHaveLength(1);
    expect(files[0]!.fromRules).toBe(true);
  });
});

describe.each(games.flatMap((game) => PAPER_IDS.map((paper) => [game, paper] as const)))('%s everything file on %s', (game, paper) => {
  const file = printables.find((p) => p.game === game && p.name === 'everything')!;
  const own = (p: Printable) => p.game === game && p !== file;

  it('holds each part\'s own pages where its first page says, one-sided sheets with a blank back, and prints in one go on the long edge', async () => {
    const bytes = await buildPdf(file, paper);
    const pages = pagesText(bytes).map(flat);
    expect(await presets(bytes)).toEqual({ printScaling: 'None', duplex: 'DuplexFlipLongEdge' });
    expect(pages.length % 2).toBe(0);
    // The parts, in the order the first page lists them.
    const found = [...pages[0]!.matchAll(/pages? (\d+)(?:–(\d+))? · (.+?) · (\d+) sheets?, (plain paper|card stock)/g)];
    const listed = found.map((m, i) => ({
      first: Number(m[1]),
      last: Number(m[2] ?? m[1]),
      title: m[3]!,
      sheets: Number(m[4]),
      card: m[5] === 'card stock',
      // What the list says of the part, up to the next part: "Optional: …" when a table may leave it out.
      optional: /Optional: (.+?)\./.exec(pages[0]!.slice(m.index, found[i + 1]?.index))?.[1],
    }));
    expect(listed.length).toBeGreaterThanOrEqual(2);
    const parts = listed.map((l) => printables.find((p) => own(p) && p.title === l.title)!);
    expect(parts.every(Boolean), listed.map((l) => l.title).join(', ')).toBe(true);
    // The game's booklet first, every card deck of the game's whole set in it (replacement decks aside).
    expect(isBooklet(parts[0]!)).toBe(true);
    for (const deck of printables.filter((p) => own(p) && ['cards', 'question-cards', 'tweet-cards'].includes(p.name))) expect(parts).toContain(deck);
    // A table with dice leaves the dice cards out: the list says so.
    for (const l of listed) expect(l.optional !== undefined, l.title).toBe(/dice cards/.test(l.title));
    if (game === 'empty-rivalry') expect(listed.find((l) => /dice cards/.test(l.title))?.optional).toBe('only for a table without a d12 and a d4');
    // Each part where the list says, its pages the very pages of its own file.
    const places = placeParts(parts.map((printable, i) => (listed[i]!.optional ? { printable, optional: listed[i]!.optional } : { printable })), await Promise.all(parts.map(async (p) => (await PDFDocument.load(await buildPdf(p, paper))).getPageCount())));
    expect(places.map((p) => [p.first, p.last, p.sheets, p.card])).toEqual(listed.map((l) => [l.first, l.last, l.sheets, l.card]));
    expect(places[0]!.first).toBe(3);
    expect(places.at(-1)!.last).toBe(pages.length);
    for (const [i, place] of places.entries()) {
      const part = parts[i]!;
      const own = pagesText(await buildPdf(part, paper)).map(flat);
      const twoSided = isTwoSided(part, 'duplex');
      expect(place.last - place.first + 1).toBe(twoSided ? own.length : 2 * own.length);
      own.forEach((text, k) => {
        const at = place.first - 1 + (twoSided ? k : 2 * k);
        const where = `${part.title} page ${k + 1} at page ${at + 1}`;
        if (isBooklet(part)) {
          // Every word of the booklet's own page is there, but its printing line's.
          const here = new Set(pages[at]!.split(' '));
          const printing = new Set(PRINTING.booklet.split(' '));
          expect(text.split(' ').filter((w) => !printing.has(w) && !here.has(w)), where).toEqual([]);
        } else expect(pages[at], where).toBe(text);
        if (!twoSided) expect(pages[at + 1]).toContain('This side is left blank.');
      });
      if (isBooklet(part)) {
        // Its sheets flip on the long edge here: the backs turned half a turn, the footer saying so.
        const doc = await PDFDocument.load(await buildPdf(file, paper));
        for (let k = place.first - 1; k < place.last; k++) expect(doc.getPage(k).getRotation().angle).toBe((k - place.first + 1) % 2 === 1 ? 180 : 0);
        expect(pages.slice(place.first - 1, place.last).join(' ')).not.toContain('short edge');
        expect(pages.slice(place.first - 1, place.last).join(' ')).toContain('flip on the long edge. Fold the sheets in half together.');
      }
    }
    // Printing runs: every page in one, plain paper before card stock.
    const runs = printingRuns(places);
    expect(runs[0]!.first).toBe(1);
    runs.slice(1).forEach((r, i) => expect(r.first).toBe(runs[i]!.last + 1));
    for (const r of runs) expect(pages[0]).toContain(`${r.first === r.last ? `page ${r.first}` : `pages ${r.first}–${r.last}`}: ${r.card ? 'card stock' : 'plain paper'}`);
  }, 240_000);
});
