import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { PDFDocument } from 'pdf-lib';
import { addBoardPage, createDocument, mm, PAPER_IDS, PAPERS, toMm } from '~/kit/pdf';
import { game } from '~/games/empty-rivalry/data';
import {
  aidCount,
  BLANK_CARDS,
  buildQuestionCards,
  buildRecordSheet,
  printables,
  recordSheetLayout,
  ROUNDS_PER_SHEET,
} from '~/games/empty-rivalry/print';
import { printables as sitePrintables } from '~/printables';

const pdfText = (bytes: Uint8Array): string =>
  execFileSync('pdftotext', ['-layout', '-', '-'], { input: Buffer.from(bytes) }).toString('utf8');
const squash = (s: string) => s.replace(/\s+/g, ' ');

describe.each(PAPER_IDS)('Empty Rivalry printables on %s', (paper) => {
  it('question cards: 14 questions + blanks make two sheets of fronts, each followed by its backs', async () => {
    const bytes = await buildQuestionCards(paper);
    const doc = await PDFDocument.load(bytes);
    expect(game.questions.length + BLANK_CARDS + aidCount(game.questions.length, 'duplex')).toBe(18);
    expect(doc.getPageCount()).toBe(4);
    for (const page of doc.getPages()) {
      expect(toMm(page.getWidth())).toBeCloseTo(PAPERS[paper].width, 3);
      expect(toMm(page.getHeight())).toBeCloseTo(PAPERS[paper].height, 3);
    }
    // Page by page: fronts on 1 and 3, nine backs on 2 and 4.
    const pages = [1, 2, 3, 4].map((n) =>
      execFileSync('pdftotext', ['-f', String(n), '-l', String(n), '-', '-'], { input: Buffer.from(bytes) }).toString('utf8'),
    );
    // The backs are a pattern (no words) but the aids', which say "A round".
    expect(pages[1]).toMatch(/sheet 1 of 2 · backs/);
    expect(pages[3]).toMatch(/sheet 2 of 2 · backs/);
    expect(pages[3]!.match(/A round/g)).toHaveLength(aidCount(game.questions.length, 'duplex'));
    expect(pages[2]!.match(/Your own question/g)).toHaveLength(BLANK_CARDS);
  });

  it('every printed question appears, worded as in the seed, numbered up to 14', async () => {
    const text = squash(pdfText(await buildQuestionCards(paper)));
    const raw = squash(execFileSync('pdftotext', ['-', '-'], { input: Buffer.from(await buildQuestionCards(paper)) }).toString('utf8'));
    for (const q of game.questions) {
      const words = q.split(' ');
      // Wrapped lines come out one per line; every word appears in order.
      const pattern = new RegExp(words.map((w) => w.replace(/[?]/g, '\\?')).join('\\s+'));
      expect(raw).toMatch(pattern);
    }
    expect(text.match(/\d+ \/ 14/g)).toHaveLength(14);
  });

  it('record sheet: four rounds and the scoring reminder on the shared sheet; the secret answers only on two private slips', async () => {
    const bytes = await buildRecordSheet(paper);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(2);
    const text = pdfText(bytes);
    const [shared, slips] = execFileSync('pdftotext', ['-raw', '-', '-'], { input: Buffer.from(bytes) }).toString('utf8').split('\f');
    for (let r = 1; r <= ROUNDS_PER_SHEET; r++) expect(text).toContain(`Round ${r}`);
    expect(shared).not.toMatch(/TRUE|FALSE/);
    expect(slips!.match(/TRUE +FALSE/g)).toHaveLength(2 * ROUNDS_PER_SHEET * 4);
    expect(slips).toContain('Player 1: your private slip');
    expect(slips).toContain('Player 2: your private slip');
    expect(slips!.match(/fold down over your answers/g)).toHaveLength(2);
    expect(text).toContain('d4 + 2 × wrong');
    expect(text).toContain('Call Out / Retreat');
    expect(text).toContain('Totals');
  });

  it('record sheet geometry: blocks inside the area, apart, with rows tall enough to write in', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    const { area } = addBoardPage(doc, fonts, paper, 'x');
    const layout = recordSheetLayout(area);
    const boxes = [layout.intro, ...layout.blocks, layout.totals];
    for (const b of boxes) {
      expect(b.x).toBeGreaterThanOrEqual(area.x - 1e-6);
      expect(b.y).toBeGreaterThanOrEqual(area.y - 1e-6);
      expect(b.y + b.height).toBeLessThanOrEqual(area.y + area.height + 1e-6);
    }
    // Top to bottom without overlap.
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.y + boxes[i]!.height).toBeLessThanOrEqual(boxes[i - 1]!.y + 1e-6);
    expect(layout.rowHeight).toBeGreaterThanOrEqual(mm(5.5));
  });

  it('the same data gives the same bytes', async () => {
    expect(Buffer.from(await buildRecordSheet(paper)).equals(Buffer.from(await buildRecordSheet(paper)))).toBe(true);
    expect(Buffer.from(await buildQuestionCards(paper)).equals(Buffer.from(await buildQuestionCards(paper)))).toBe(true);
  });
});

describe('printables list', () => {
  it('offers the question cards (duplex) and the record sheet, and the site picks them up', () => {
    expect(printables.map((p) => `${p.game}/${p.name}`)).toEqual(['empty-rivalry/question-cards', 'empty-rivalry/record-sheet', 'empty-rivalry/dice-cards', 'empty-rivalry/tuck-box', 'empty-rivalry/rules-booklet', 'empty-rivalry/everything']);
    expect(printables[0]!.howToPrint).toMatch(/long edge/);
    for (const p of printables) expect(sitePrintables).toContain(p);
  });
});
