import { describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PAPER_IDS, PAPERS, toMm } from '~/kit/pdf';
import { subtweet } from '~/games/subtweet/data';
import { aidSections, CARD_COUNT, CARD_LAYOUT, printables, ruledLines, STANDARD_PLAYERS, tweetsIn } from '~/games/subtweet/print';

const byName = (name: string) => printables.find((p) => p.name === name)!;

/** The PDF's text as pdftotext reads it (what a screen reader or search would see). */
function pdfText(bytes: Uint8Array): string {
  const dir = mkdtempSync(join(tmpdir(), 'subtweet-pdf-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

describe('blank tweet cards', () => {
  it('holds at least 30 cards', () => {
    expect(CARD_COUNT).toBeGreaterThanOrEqual(30);
  });

  it.each(PAPER_IDS)('on %s: fronts followed by mirrored backs, 4 sheets, right page size', async (paper) => {
    const doc = await PDFDocument.load(await byName('tweet-cards').build(paper));
    expect(doc.getPageCount()).toBe(8);
    for (const page of doc.getPages()) {
      expect(toMm(page.getWidth())).toBeCloseTo(PAPERS[paper].width, 3);
      expect(toMm(page.getHeight())).toBeCloseTo(PAPERS[paper].height, 3);
    }
  });

  it('prints the recipient corner label on every card front, the hashtag, and a penalties aid for each player', async () => {
    const text = pdfText(await byName('tweet-cards').build('a4'));
    const tweets = tweetsIn(STANDARD_PLAYERS);
    expect(tweets + STANDARD_PLAYERS).toBe(CARD_COUNT);
    expect(text.match(/to:/g)).toHaveLength(tweets);
    expect(text.match(/fold or cover/g)).toHaveLength(tweets);
    expect(text.match(/#subtweetCardGame/g)).toHaveLength(tweets); // on the front; the backs are a pattern
    expect(text.match(/Penalties/g)).toHaveLength(STANDARD_PLAYERS);
  });

  it("keeps the corner's words clear of its fold line", () => {
    // The dashed line runs from (right − corner, bottom) to (right, bottom + corner); the words sit above its top end.
    const { frame, corner } = CARD_LAYOUT;
    const wordsBaseline = frame + corner + 1.5;
    expect(wordsBaseline - 0.7).toBeGreaterThan(frame + corner); // descenders above the line's highest point
  });

  it('rules lines a hand can write on, none running into the recipient corner', () => {
    const lines = ruledLines();
    expect(lines.length).toBeGreaterThanOrEqual(9);
    const { frame, corner, lowestLine } = CARD_LAYOUT;
    for (const [a, b] of lines.slice(1).map((l, i) => [lines[i]!, l] as const)) expect(a.y - b.y).toBeCloseTo(CARD_LAYOUT.lineGap, 6);
    for (const line of lines) {
      expect(line.y).toBeGreaterThanOrEqual(lowestLine);
      // Where the corner's fold line crosses this line's height (card mm from the left edge).
      const foldX = 63 - frame - (corner - (line.y - frame));
      if (line.y - frame < corner) expect(line.right).toBeLessThan(foldX);
      expect(line.right).toBeGreaterThan(20);
    }
  });

  it('gives the same bytes for the same paper (pinned metadata)', async () => {
    const build = byName('tweet-cards').build;
    expect(Buffer.from(await build('letter')).equals(Buffer.from(await build('letter')))).toBe(true);
  });
});

describe('player aid', () => {
  it.each(PAPER_IDS)('is exactly one page on %s', async (paper) => {
    const doc = await PDFDocument.load(await byName('player-aid').build(paper));
    expect(doc.getPageCount()).toBe(1);
  });

  it('states the penalty rules with the numbers from the data', async () => {
    const text = pdfText(await byName('player-aid').build('a4')).replace(/\s+/g, ' ');
    expect(text).toContain('the author and the recipient each take one');
    expect(text).toContain(`already holding ${subtweet.handCap} cards takes no penalty card`);
    expect(text).toContain(`starts with ${subtweet.startingCards} written cards`);
    for (const v of subtweet.variations) expect(text).toContain(v.name);
  });

  it('draws every section from aidSections', () => {
    expect(aidSections().map((s) => s.heading)).toEqual([
      'A turn',
      'Penalties (each is one blank card)',
      'Blank cards and passing',
      'Starting and winning',
      'Optional variations (agree before playing)',
    ]);
  });
});

it('lists both printables under the subtweet slug', () => {
  expect(printables.map((p) => `${p.game}/${p.name}`)).toEqual(['subtweet/tweet-cards', 'subtweet/player-aid', 'subtweet/tuck-box', 'subtweet/rules-booklet', 'subtweet/everything']);
});
