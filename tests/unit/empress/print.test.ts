import { describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PDFDocument } from 'pdf-lib';
import { mm, PAPERS, PAPER_IDS, type Paper } from '~/kit/pdf';
import { buildCards, buildScoreSheet, cardRules, deckOrder, deckSlotsForTest, printables, SETS_PER_SHEET } from '~/games/empress/print';

/** The text of one page as a PDF viewer would read it (pdftotext, from poppler). */
function pageText(bytes: Uint8Array, page: number): string {
  const file = join(mkdtempSync(join(tmpdir(), 'empress-')), 'f.pdf');
  writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-f', String(page), '-l', String(page), '-layout', file, '-']).toString();
}
const count = (text: string, word: string) => text.split(word).length - 1;
/** Card titles in capitals, not the aids' "PLAYER AID · EMPRESS" header. */
const titles = (text: string, word: string) => (text.match(new RegExp(`(?<!AID · )${word}`, 'g')) ?? []).length;

describe('the deck', () => {
  it('EP-1: ten cards in seed order', () => {
    expect(deckOrder()).toEqual(['empress', 'assassin', ...Array(8).fill('citizen')]);
  });

  it.each([
    ['empress', ['Beats a Citizen: Empress hand +1', 'Loses to the Assassin']],
    ['assassin', ['Loses to a Citizen', 'Beats the Empress: Assassin hand +4']],
    ['citizen', ['Draws with a Citizen', 'Loses to the Empress', 'Beats the Assassin: Empress hand +1']],
  ] as const)('the %s card states its matchups from the data', (card, lines) => {
    expect(cardRules(card)).toEqual(lines);
  });
});

describe.each(PAPER_IDS)('cards on %s', (paper: Paper) => {
  it('two sheets of fronts, each followed by its backs, at the paper size', async () => {
    const bytes = await buildCards(paper);
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(4);
    for (const p of doc.getPages()) {
      expect(p.getWidth()).toBeCloseTo(mm(PAPERS[paper].width), 1);
      expect(p.getHeight()).toBeCloseTo(mm(PAPERS[paper].height), 1);
    }
    // The deck spread: the Empress and four Citizens on sheet 1, the Assassin and four on sheet 2; aids fill the rest.
    const first = pageText(bytes, 1);
    expect(titles(first, 'EMPRESS')).toBe(1);
    expect(titles(first, 'ASSASSIN')).toBe(0);
    expect(titles(first, 'CITIZEN')).toBe(4);
    expect(count(first, 'Who beats whom')).toBe(4);
    const third = pageText(bytes, 3);
    expect(titles(third, 'ASSASSIN')).toBe(1);
    expect(titles(third, 'CITIZEN')).toBe(4);
    expect(titles(third, 'EMPRESS')).toBe(0);
    // Backs: the emblem only; a back reading EMPRESS would mislead behind a Citizen.
    for (const n of [2, 4]) {
      expect(titles(pageText(bytes, n), 'EMPRESS')).toBe(0);
      expect(pageText(bytes, n).replace(/\s+/g, ' ')).toContain(`sheet ${n / 2} of 2 · backs`);
    }
  });

  it('the royal cards sit where a Citizen sits on the other sheet', () => {
    const slots = deckSlotsForTest(paper);
    const royalAt = slots.flatMap((id, i) => (id === 'empress' || id === 'assassin' ? [i % 9] : []));
    const citizenAt = new Set(slots.flatMap((id, i) => (id === 'citizen' ? [i % 9] : [])));
    for (const slot of royalAt) expect(citizenAt.has(slot)).toBe(true);
  });

  it('the same data gives the same bytes', async () => {
    expect(Buffer.from(await buildCards(paper)).equals(Buffer.from(await buildCards(paper)))).toBe(true);
  });
});

describe.each(PAPER_IDS)('score sheet on %s', (paper: Paper) => {
  it('one page with every set, game row, the A/B hand swap and the settlement', async () => {
    const bytes = await buildScoreSheet(paper);
    expect((await PDFDocument.load(bytes)).getPageCount()).toBe(1);
    const text = pageText(bytes, 1);
    for (let s = 1; s <= SETS_PER_SHEET; s++) expect(text).toContain(`Set ${s}`);
    expect(count(text, 'Game 4')).toBe(SETS_PER_SHEET);
    expect(count(text, 'Set total')).toBe(SETS_PER_SHEET);
    expect(text).toContain('Player A (Empress hand in game 1)');
    expect(text).toContain('Coins per point');
    expect(text).toContain('Equal points: nobody pays');
    expect(text).toContain(PAPERS[paper].label);
    // EP-4: the Empress column alternates A, B, A, B in every set.
    const column = text.split('\n').filter((l) => /^\s*Game \d/.test(l)).map((l) => l.match(/Game \d\s+([AB])\b/)?.[1]);
    expect(column.join('')).toBe('ABAB'.repeat(SETS_PER_SHEET));
  });
});

describe('printables', () => {
  it('lists the cards and the score sheet under the empress slug', () => {
    expect(printables.map((p) => `${p.game}/${p.name}`)).toEqual(['empress/cards', 'empress/score-sheet', 'empress/tuck-box', 'empress/rules-booklet', 'empress/everything']);
  });
});
