import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { createDocument, mm, POKER, toMm } from '~/kit/pdf';
import { variants } from '~/kit/pdf/printable';
import { defaultLayout } from '~/games/sibling-rivalry/data';
import { aidCount, questionCard } from '~/games/empty-rivalry/print';
import { game } from '~/games/empty-rivalry/data';
import { cardsForPlayers } from '~/games/subtweet/print';
import { board } from '~/games/sibling-rivalry/data';
import { printables } from '~/printables';
import { buildPdf, stampOf } from '~/print-files';
import { NO_FIT } from '~/kit/pdf/sheet';
import { DRAWABLE, MAX_QUESTION_LENGTH } from '~/print-studio/limits';
import { makePdf } from '~/print-studio/make';
import { fitInput } from '~/print-studio/fit-store';
import { describeFit, parseFit } from '~/print-studio/fit-words';
import { fitTransform } from '~/kit/pdf';
import { defaultRequest, fileName, readLayout, readPlayers, readQuestions } from '~/print-studio/requests';
import { savedLayout, savedQuestions } from '~/print-studio/saved';
import { pagesText, textLines, textWords, trackMarks } from './pdf-reading';

describe('the studio with default options', () => {
  const files = printables.filter((p) => !p.fromRules).flatMap((p) => variants(p).map((v) => [`${p.game}/${p.name} ${v.sides} ${v.paper}`, p, v] as const));
  it.each(files)('%s: the same bytes as the static file', async (_name, p, { paper, sides }) => {
    const made = await makePdf(defaultRequest(`${p.game}/${p.name}`, paper, sides, stampOf(p.game)));
    const served = await buildPdf(p, paper, sides);
    expect(made.length).toBe(served.length);
    expect(Buffer.from(made).equals(Buffer.from(served))).toBe(true);
  });

  it('leaves the rules booklets to the site: they are made from the rules pages at build time', async () => {
    const booklet = printables.find((p) => p.fromRules)!;
    await expect(makePdf(defaultRequest(`${booklet.game}/${booklet.name}`, 'a4'))).rejects.toThrow(/made with the site/);
  });
});

describe("the table's own content", () => {
  it('prints an edited score track with its Angels and Devils', async () => {
    const layout = { length: 30, angels: [4, 22], devils: [7, 29] };
    const bytes = await makePdf({ ...defaultRequest('sibling-rivalry/board', 'a4'), layout });
    const text = pagesText(bytes)[1]!;
    expect(text).toMatch(/\b30\b/);
    expect(text).not.toMatch(/\b31\b/);
    const { littleAngel, littleDevil } = board.catchThresholds;
    expect(trackMarks(textWords(bytes).filter((w) => w.page === 2), { angel: String(littleAngel), devil: String(littleDevil) })).toEqual({ angels: ['4', '22'], devils: ['7', '29'] });
  });

  it('prints the questions a table adds after the fourteen, and fills the last sheet with blanks', async () => {
    const custom = ['Have you ever eaten a whole cake alone?', 'Do you sing in the shower?'];
    const bytes = await makePdf({ ...defaultRequest('empty-rivalry/question-cards', 'letter'), custom });
    const all = pagesText(bytes).join('\n').replace(/\s+/g, ' ');
    for (const q of custom) expect(all).toContain(q);
    expect(all).toContain('16 / 16');
    expect(all.match(/Your own question/g)).toHaveLength(2); // 16 + 2 blanks = 18, two full sheets
  });

  it('prints about ten SUBTWEET cards a player and an aid each, in full sheets', async () => {
    expect(cardsForPlayers(5)).toBe(63);
    expect(cardsForPlayers(5, 4)).toBe(56);
    const text = pagesText(await makePdf({ ...defaultRequest('subtweet/tweet-cards', 'a4', 'fold'), players: 5 })).join('\n');
    expect(text.match(/to:/g)).toHaveLength(56 - 5);
    expect(text.match(/^Penalties$/gm)).toHaveLength(5);
  });

  it('moves the backs by the printer offset and names the file for what it holds', async () => {
    const request = { ...defaultRequest('empty-rivalry/question-cards', 'a4'), fit: { ...NO_FIT, ax: 2, bx: 2 } };
    // The deck's backs are a pattern without words; the aids' backs (titled "A round") sit where their cards do.
    const backs = (bytes: Uint8Array) => textLines(bytes).filter((l) => l.page % 2 === 0 && l.text === 'A round');
    const plain = backs(await makePdf(defaultRequest('empty-rivalry/question-cards', 'a4')));
    const fitted = backs(await makePdf(request));
    expect(fitted).toHaveLength(aidCount(game.questions.length, 'duplex'));
    expect(plain).toHaveLength(fitted.length);
    fitted.forEach((l, i) => expect(toMm(l.xMin - plain[i]!.xMin)).toBeCloseTo(2, 1));
    expect(fileName(request)).toBe('empty-rivalry-question-cards-a4-fitted.pdf');
    expect(fileName({ ...request, sides: 'fold', fit: defaultRequest('x/y', 'a4').fit, custom: ['Q?'] })).toBe('empty-rivalry-question-cards-fold-a4-ours.pdf');
  });
});

describe('bad input gets a message before anything is built', () => {
  const blank = { across: '', down: '', ax: '', ay: '', bx: '', by: '' };
  it.each([
    [blank, NO_FIT],
    [{ across: '98,5', down: '101', ax: '−2', ay: '+1.5', bx: '-1', by: '0.5' }, { across: 98.5, down: 101, ax: -2, ay: 1.5, bx: -1, by: 0.5 }],
  ])('reads the printer test %j', (input, fit) => {
    expect(parseFit(input)).toEqual({ ok: true, value: fit });
  });
  it.each([
    [{ ...blank, across: '80' }, /ruler across should print between 90 and 110 mm.*fit to page/],
    [{ ...blank, down: 'ten' }, /ruler down as a number of millimetres/],
    [{ ...blank, ax: '9' }, /read from -6 to \+6 mm; A across 9/],
    [{ ...blank, by: 'x' }, /B up or down reading/],
  ])('refuses %j', (input, message) => {
    const r = parseFit(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });

  it.each([
    [{ length: '0', angels: '', devils: '' }, /at least one square/],
    [{ length: 'x', angels: '', devils: '' }, /whole number/],
    [{ length: '20', angels: '5, x', devils: '' }, /"x" is not a square number/],
  ])('refuses the score track %j', (input, message) => {
    const r = readLayout(input);
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error).toMatch(message);
  });
  it('reads a typed score track with commas, spaces or "and"', () => {
    expect(readLayout({ length: '25', angels: '5, 12 and 19', devils: '9 16,23' })).toEqual({ ok: true, value: defaultLayout });
  });

  it('refuses a question too long for a card, and a character the font cannot print', () => {
    const long = readQuestions('x'.repeat(MAX_QUESTION_LENGTH + 1));
    expect(long.ok).toBe(false);
    if (!long.ok) expect(long.error).toMatch(`a card fits ${MAX_QUESTION_LENGTH}`);
    const emoji = readQuestions('Fine question\nDo you like 🍕?');
    expect(emoji.ok).toBe(false);
    if (!emoji.ok) expect(emoji.error).toMatch(/Question 2 has "🍕"/);
    expect(readQuestions('  Café – “quoted” … ok?  \n\n')).toEqual({ ok: true, value: ['Café – “quoted” … ok?'] });
  });

  it('refuses a SUBTWEET table outside 3 to 12 players', () => {
    expect(readPlayers('2').ok).toBe(false);
    expect(readPlayers('13').ok).toBe(false);
    expect(readPlayers('')).toEqual({ ok: true, value: undefined });
    expect(readPlayers('7')).toEqual({ ok: true, value: 7 });
  });
});

describe('what the form accepts, the PDF can print', () => {
  it('every character the form lets through is in the embedded font', async () => {
    const { fonts } = await createDocument({ title: 't', subject: 's' });
    for (const font of [fonts.regular, fonts.bold]) {
      const set = new Set(font.getCharacterSet());
      const allowed = Array.from({ length: 0x2030 }, (_, c) => String.fromCodePoint(c)).filter((ch) => DRAWABLE.test(ch));
      expect(allowed.filter((ch) => !set.has(ch.codePointAt(0)!))).toEqual([]);
    }
  });

  it('any question up to the length limit fits a card at 7 pt or more (property)', async () => {
    const { doc, fonts } = await createDocument({ title: 't', subject: 's' });
    const page = doc.addPage();
    const box = { x: 0, y: 0, width: mm(POKER.width), height: mm(POKER.height) };
    const word = fc.stringMatching(/^[A-Za-z?'’,]{1,14}$/);
    const question = fc.array(word, { minLength: 1, maxLength: 60 }).map((w) => w.join(' ').slice(0, MAX_QUESTION_LENGTH));
    fc.assert(fc.property(question, (q) => {
      questionCard(fonts, q, 1, 1)(page, box); // throws if the text runs out of the card
    }), { numRuns: 150 });
    questionCard(fonts, 'W'.repeat(MAX_QUESTION_LENGTH), 1, 1)(page, box);
    questionCard(fonts, 'MW '.repeat(MAX_QUESTION_LENGTH / 3), 1, 1)(page, box);
  });
});

/** A localStorage stand-in holding what the helpers would have saved. */
function storage(entries: Record<string, unknown>): Storage {
  const map = new Map(Object.entries(entries).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));
  return {
    get length() {
      return map.size;
    },
    key: (i: number) => [...map.keys()][i] ?? null,
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
    removeItem: (k: string) => void map.delete(k),
    clear: () => map.clear(),
  };
}

describe("reading the helpers' saves", () => {
  const layout = { length: 30, angels: [4, 22], devils: [7, 29] };
  it('takes the score track saved by the Sibling Rivalry scoreboard, checked by the game', () => {
    const found = savedLayout(storage({ 'tablemate:sibling-rivalry/game:v1': { state: { layout, game: null }, history: [] } }));
    expect(found).toMatchObject({ found: true, value: layout });
  });
  it('ignores a tampered or unplayable track and says the default is used', () => {
    for (const bad of [{ layout: { length: 'x' } }, { layout: { length: 10, angels: [11], devils: [] } }, 'not json {']) {
      const found = savedLayout(storage({ 'tablemate:sibling-rivalry/game:v1': typeof bad === 'string' ? bad : { state: bad, history: [] } }));
      expect(found.found).toBe(false);
      expect(found.note).toMatch(/default track/);
    }
    expect(savedLayout(null).found).toBe(false);
  });
  it("takes the match's own questions, not the printed ones nor vetoed ones", () => {
    const match = {
      players: ['Ann', 'Bo'],
      plannedRounds: 2,
      firstAttacker: 0,
      dice: 'phone',
      questions: [
        { id: 'q1', text: 'Printed?', custom: false },
        { id: 'c1', text: 'Ours one?', custom: true },
        { id: 'c2', text: 'Ours vetoed?', custom: true },
        { id: 'c3', text: 'Ours two?', custom: true },
      ],
      vetoed: ['c2'],
      totals: [0, 0],
      rounds: [],
      current: null,
    };
    const found = savedQuestions(storage({ 'tablemate:empty-rivalry/match:v1': { state: match, history: [] } }));
    expect(found).toMatchObject({ found: true, value: ['Ours one?', 'Ours two?'] });
    expect(savedQuestions(storage({ 'tablemate:empty-rivalry/match:v1': { state: { ...match, totals: 'x' }, history: [] } })).found).toBe(false);
  });
});

describe('the printer fit the form shows', () => {
  const readings = fc.record({
    across: fc.double({ min: 90, max: 110, noNaN: true }).map((n) => Math.round(n * 10) / 10),
    down: fc.double({ min: 90, max: 110, noNaN: true }).map((n) => Math.round(n * 10) / 10),
    ax: fc.double({ min: -6, max: 6, noNaN: true }).map((n) => Math.round(n * 10) / 10),
    ay: fc.double({ min: -6, max: 6, noNaN: true }).map((n) => Math.round(n * 10) / 10),
    bx: fc.double({ min: -6, max: 6, noNaN: true }).map((n) => Math.round(n * 10) / 10),
    by: fc.double({ min: -6, max: 6, noNaN: true }).map((n) => Math.round(n * 10) / 10),
  });
  it('round-trips: a saved fit fills the form, and the form read back is the same fit (property)', () => {
    fc.assert(
      fc.property(readings, (fit) => {
        expect(parseFit(fitInput(fit))).toEqual({ ok: true, value: { ...fit, ax: fit.ax + 0, ay: fit.ay + 0, bx: fit.bx + 0, by: fit.by + 0 } });
      }),
    );
  });
  it('a change to one field changes that reading only', () => {
    fc.assert(
      fc.property(readings, fc.constantFrom('across', 'down', 'ax', 'ay', 'bx', 'by') as fc.Arbitrary<keyof typeof NO_FIT>, (fit, field) => {
        const value = field === 'across' || field === 'down' ? 101 : 1;
        const r = parseFit({ ...fitInput(fit), [field]: String(value) });
        expect(r.ok && r.value).toEqual({ ...parseFit(fitInput(fit)).ok && (parseFit(fitInput(fit)) as { value: object }).value, [field]: value });
      }),
    );
  });
  it('says where the backs will be printed, in words that read one way only', () => {
    const right = { ...NO_FIT, ax: 2, bx: 2 };
    expect(describeFit(right, 0, fitTransform(right, 'a4', true))).toBe('rulers printed 100 mm across and 100 mm down; backs will be printed 2 mm further right (as you look at the backs)');
    const down = { ...NO_FIT, ay: -1.5, by: -1.5 };
    expect(describeFit(down, 0, fitTransform(down, 'a4', true))).toContain('1.5 mm further down');
    expect(describeFit(NO_FIT, 0, { dx: 0, dy: 0 })).toContain('backs will be printed where they are');
    expect(describeFit(NO_FIT, -0.2, { dx: -1, dy: 0 })).toContain('1 mm further left and turned 0.2° clockwise');
    expect(describeFit(right, 0, fitTransform(right, 'a4', true))).not.toMatch(/[+-]\d/);
  });
});
