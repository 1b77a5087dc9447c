import { rgb, type PDFPage } from 'pdf-lib';
import {
  addBoardPage,
  addCardSheets,
  aidBack,
  aidFront,
  createDocument,
  deckBack,
  drawCardFrame,
  drawLine,
  drawWrapped,
  CARD_PAPER,
  DUPLEX_CARDS,
  fillSheets,
  finishSheets,
  PER_FOLD_SHEET,
  PER_SHEET,
  PLAIN_PAPER,
  finish,
  fitSize,
  mm,
  rulesBooklet,
  SINGLE_SIDED,
  type AidContent,
  type Back,
  type BuildOptions,
  type Box,
  type CardOptions,
  type Card,
  type Fonts,
  type Paper,
  type Printable,
  type RulesBlock,
  type Sides,
  wrapText,
  aidsText,
  tuckBox,
  diceCards,
  withEverything,
} from '~/kit/pdf';
import { game } from './data';
import { emblem } from './emblem';

const SLUG = 'empty-rivalry';
const INK = rgb(0.12, 0.1, 0.08);
const MUTED = rgb(0.38, 0.34, 0.3);

/* ----------------------------------------------------------- question cards */

/** Blank cards for the table's own questions (ER-4), in every file. */
export const BLANK_CARDS = 2;
/** Player aids: one a player at least; more fill the last sheet. */
export const PLAYERS = 2;
export const CARD_PADDING = 7; // mm inside the cut line for text
const QUESTION_MAX_LINES = 5;

function cardHeader(page: PDFPage, box: Box, fonts: Fonts): void {
  const top = box.y + box.height - mm(CARD_PADDING) - 8;
  drawLine(page, 'EMPTY RIVALRY', box.x + box.width / 2, top, { font: fonts.bold, size: 7, color: MUTED }, 'center');
}

/** The question, as large as it fits, centred on the card. */
export function questionCard(fonts: Fonts, text: string, number: number, total: number): Card['front'] {
  return (page, box) => {
    drawCardFrame(page, box);
    cardHeader(page, box, fonts);
    const width = box.width - 2 * mm(CARD_PADDING);
    // Large on few lines for the printed questions; a long one of the table's own goes smaller.
    let size = fitSize(text, fonts.bold, 17, width, QUESTION_MAX_LINES, 9);
    if (wrapText(text, fonts.bold, size, width).length > QUESTION_MAX_LINES) size = fitSize(text, fonts.bold, 9, width, 12, 7);
    const lines = wrapText(text, fonts.bold, size, width).length;
    const top = box.y + box.height / 2 + mm(4) + (lines * size * 1.25) / 2;
    drawWrapped(page, text, { x: box.x + mm(CARD_PADDING), top, width, minY: box.y + mm(16) }, { font: fonts.bold, size, color: INK }, 'center');
    const foot = `Answer in at least ${game.sentencesPerAnswer} sentences, true or not.`;
    drawWrapped(page, foot, { x: box.x + mm(CARD_PADDING), top: box.y + mm(CARD_PADDING) + 20, width }, { font: fonts.regular, size: 7, color: MUTED }, 'center');
    drawLine(page, `${number} / ${total}`, box.x + box.width - mm(CARD_PADDING), box.y + mm(CARD_PADDING), { font: fonts.regular, size: 7, color: MUTED }, 'right');
  };
}

/** A card with writing lines for a question the table adds. */
export function blankCard(fonts: Fonts): Card['front'] {
  return (page, box) => {
    drawCardFrame(page, box);
    cardHeader(page, box, fonts);
    const x0 = box.x + mm(CARD_PADDING);
    const x1 = box.x + box.width - mm(CARD_PADDING);
    drawLine(page, 'Your own question', box.x + box.width / 2, box.y + box.height - mm(24), { font: fonts.bold, size: 11, color: INK }, 'center');
    for (let i = 0; i < 4; i++) {
      const y = box.y + box.height - mm(36) - i * mm(10);
      page.drawLine({ start: { x: x0, y }, end: { x: x1, y }, thickness: 0.5, color: MUTED });
    }
  };
}

/** The shared back: the game's emblem and what the card is. */
export function cardBack(fonts: Fonts): Back {
  return deckBack(fonts, emblem);
}

/** The player aid: the scoring on the front (ER-1, ER-2), a round on the back. */
export function aidContent(): { front: AidContent; back: AidContent } {
  const { attackerDie: d12, defenderDie: d4, pointsPerWrongGuess: wrong, questionsPerRound: asked } = game;
  return {
    front: {
      title: 'Scoring a round',
      sections: [
        { heading: 'Modified score', lines: [`The Defender's d${d4} + ${wrong} for every answer the Attacker judged wrongly.`] },
        {
          heading: `Compare the d${d12} with it`,
          lines: [
            `Call Out, d${d12} higher: the Attacker scores the difference.`,
            `Call Out, modified score higher: the Defender scores it.`,
            `Retreat, d${d12} higher: the Defender scores the difference.`,
            `Retreat, modified score higher: the Attacker scores it.`,
            'Equal: nobody scores.',
          ],
        },
      ],
    },
    back: {
      title: 'A round',
      sections: [
        {
          lines: [
            `1. Both roll in secret, under a cup: the Attacker a d${d12}, the Defender a d${d4}.`,
            `2. The Attacker asks ${asked} questions; each answer is at least ${game.sentencesPerAnswer} sentences, true or not.`,
            '3. After each answer, the Defender notes TRUE or FALSE, the Attacker a guess.',
            '4. The Attacker decides: Call Out or Retreat. Then lift the cups and score.',
            '5. Swap roles for the next round. Higher total wins.',
          ],
        },
      ],
    },
  };
}

export interface QuestionCardOptions extends CardOptions {
  /** The table's own questions (ER-4), printed after the fourteen. */
  custom?: readonly string[];
}

/** Player aids in a file: one a player at least, and as many more as fill the last sheet. */
export function aidCount(questions: number, sides: Sides): number {
  const perSheet = sides === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  const cards = questions + BLANK_CARDS + PLAYERS;
  return PLAYERS + ((perSheet - (cards % perSheet)) % perSheet);
}

export async function buildQuestionCards(paper: Paper, options: QuestionCardOptions = {}): Promise<Uint8Array> {
  const custom = options.custom ?? [];
  const { doc, fonts } = await createDocument({
    title: 'Empty Rivalry question cards',
    subject: custom.length === 0 ? 'The fourteen questions as poker-size cards' : `The fourteen questions and ${custom.length} of the table's own, as poker-size cards`,
  });
  const questions = [...game.questions, ...custom];
  const perSheet = (options.sides ?? 'duplex') === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  const back = cardBack(fonts);
  const aid = aidContent();
  const cards = fillSheets<Card>(
    [...questions.map((q, i) => ({ front: questionCard(fonts, q, i + 1, questions.length) })), ...Array.from({ length: BLANK_CARDS }, () => ({ front: blankCard(fonts) }))],
    [{ front: aidFront(fonts, 'Empty Rivalry', aid.front), back: aidBack(fonts, back.field, aid.back) }],
    perSheet,
    { minAids: PLAYERS },
  );
  addCardSheets(doc, cards, { sides: options.sides, fit: options.fit, stamp: options.stamp, paper, fonts, game: 'Empty Rivalry', defaultBack: back });
  return finish(doc);
}

/* -------------------------------------------------------------- record sheet */

export const ROUNDS_PER_SHEET = 4;
/** Column widths in mm; the question column takes what is left. The secret answers go on each player's own slip. */
export const COLUMNS = { number: 7, wrong: 15 } as const;
const TOTALS_HEIGHT = 16; // mm
const GAP = 4; // mm between blocks
/** Rows in a round block: title, column heads, one per question, dice and decision, points. */
export const ROWS_PER_BLOCK = 2 + game.questionsPerRound + 2;

export interface SheetLayout {
  intro: Box;
  blocks: Box[];
  totals: Box;
  rowHeight: number;
}

/** Where everything goes on a record sheet, from the free area of the page (points). */
export function recordSheetLayout(area: Box): SheetLayout {
  const intro: Box = { x: area.x, y: area.y + area.height - mm(10), width: area.width, height: mm(10) };
  const totals: Box = { x: area.x, y: area.y, width: area.width, height: mm(TOTALS_HEIGHT) };
  const space = intro.y - (totals.y + totals.height) - mm(GAP) * ROUNDS_PER_SHEET;
  const blockHeight = space / ROUNDS_PER_SHEET;
  const blocks = Array.from({ length: ROUNDS_PER_SHEET }, (_, i) => ({
    x: area.x,
    y: intro.y - mm(GAP) - (i + 1) * blockHeight - i * mm(GAP),
    width: area.width,
    height: blockHeight,
  }));
  return { intro, blocks, totals, rowHeight: blockHeight / ROWS_PER_BLOCK };
}

function drawRoundBlock(page: PDFPage, fonts: Fonts, box: Box, rowHeight: number, round: number): void {
  const line = { thickness: 0.6, color: MUTED };
  const text = { font: fonts.regular, size: 9, color: INK };
  const bold = { font: fonts.bold, size: 9, color: INK };
  const row = (i: number) => box.y + box.height - (i + 1) * rowHeight; // bottom of row i
  const baseline = (i: number) => row(i) + rowHeight / 2 - 3;
  const x = box.x;
  const right = box.x + box.width;
  const wrongX = right - mm(COLUMNS.wrong);
  const questionX = x + mm(COLUMNS.number);

  page.drawRectangle({ x, y: box.y, width: box.width, height: box.height, borderColor: INK, borderWidth: 1 });
  drawLine(page, `Round ${round}`, x + 4, baseline(0), { font: fonts.bold, size: 11, color: INK });
  drawLine(page, 'Attacker: ____________________', x + mm(28), baseline(0), text);
  drawLine(page, 'Defender: ____________________', x + box.width / 2 + mm(10), baseline(0), text);

  // Grid for the four questions.
  for (let i = 1; i <= ROWS_PER_BLOCK - 2; i++) {
    page.drawLine({ start: { x, y: row(i - 1) }, end: { x: right, y: row(i - 1) }, ...line });
  }
  page.drawLine({ start: { x, y: row(ROWS_PER_BLOCK - 3) }, end: { x: right, y: row(ROWS_PER_BLOCK - 3) }, ...line });
  for (const cx of [questionX, wrongX]) {
    page.drawLine({ start: { x: cx, y: row(1) + rowHeight }, end: { x: cx, y: row(ROWS_PER_BLOCK - 3) }, ...line });
  }
  drawLine(page, '#', x + mm(COLUMNS.number) / 2, baseline(1), bold, 'center');
  drawLine(page, 'Question (the answers stay on each player\'s own slip)', questionX + 4, baseline(1), bold);
  drawLine(page, 'Wrong?', wrongX + mm(COLUMNS.wrong) / 2, baseline(1), bold, 'center');
  for (let q = 0; q < game.questionsPerRound; q++) {
    drawLine(page, String(q + 1), x + mm(COLUMNS.number) / 2, baseline(2 + q), text, 'center');
  }

  const dice = ROWS_PER_BLOCK - 2;
  drawLine(page, 'd12: ____   d4: ____', x + 4, baseline(dice), text);
  drawLine(page, 'Decision:  Call Out  /  Retreat', x + mm(48), baseline(dice), text);
  drawLine(page, `Modified score: d4 + ${game.pointsPerWrongGuess} × wrong = ____`, right - 4, baseline(dice), text, 'right');
  drawLine(page, 'Points this round:   Attacker ____   Defender ____', x + 4, baseline(dice + 1), text);
}

/** Where a private slip's parts go (points): the flap that folds down over the answers, and the answers. */
export function slipLayout(box: Box): { title: Box; flap: Box; answers: Box; foldY: number } {
  const title: Box = { x: box.x, y: box.y + box.height - mm(16), width: box.width, height: mm(16) };
  const rest = title.y - box.y;
  const foldY = box.y + rest / 2;
  return { title, flap: { x: box.x, y: foldY, width: box.width, height: title.y - foldY }, answers: { x: box.x, y: box.y, width: box.width, height: foldY - box.y }, foldY };
}

/**
 * One player's private record slip: the Defender's truth and the Attacker's guesses are
 * circled here, never on the shared sheet, and the flap folds down over them until
 * scoring. A round a row: which side you are, then TRUE or FALSE for each question.
 */
function drawSlip(page: PDFPage, fonts: Fonts, box: Box, player: number): void {
  const { title, flap, answers, foldY } = slipLayout(box);
  const text = { font: fonts.regular, size: 9, color: INK };
  const bold = { font: fonts.bold, size: 9, color: INK };
  drawLine(page, `Player ${player}: your private slip`, title.x, title.y + title.height - 12, { font: fonts.bold, size: 12, color: INK });
  drawLine(page, 'Name ____________________', title.x + title.width, title.y + title.height - 12, text, 'right');
  drawWrapped(
    page,
    'Yours alone: nobody else reads it until scoring. Defender: circle the truth for each question. Attacker: circle your guesses. Then fold the flap down over the answers along the dashed line, and keep it folded.',
    { x: title.x, top: title.y + title.height - 18, width: title.width },
    { font: fonts.regular, size: 8, color: MUTED },
  );
  drawLine(page, 'Private: fold down over your answers', flap.x + flap.width / 2, flap.y + flap.height / 2, { font: fonts.bold, size: 11, color: MUTED }, 'center');
  page.drawLine({ start: { x: box.x, y: foldY }, end: { x: box.x + box.width, y: foldY }, thickness: 0.6, dashArray: [4, 3], color: MUTED });
  drawLine(page, 'fold', box.x + box.width, foldY + 3, { font: fonts.regular, size: 7, color: MUTED }, 'right');
  const rows = ROUNDS_PER_SHEET + 1;
  const rowH = (answers.height - mm(3)) / rows;
  const top = answers.y + answers.height - mm(3);
  const sideW = mm(44);
  const qW = (answers.width - mm(16) - sideW) / game.questionsPerRound;
  const qX = (q: number) => answers.x + mm(16) + sideW + q * qW;
  drawLine(page, 'Round', answers.x, top - rowH / 2 - 3, bold);
  drawLine(page, 'I am', answers.x + mm(16), top - rowH / 2 - 3, bold);
  for (let q = 0; q < game.questionsPerRound; q++) drawLine(page, `Question ${q + 1}`, qX(q) + qW / 2, top - rowH / 2 - 3, bold, 'center');
  for (let r = 1; r <= ROUNDS_PER_SHEET; r++) {
    const y = top - (r + 1) * rowH;
    page.drawLine({ start: { x: answers.x, y: y + rowH }, end: { x: answers.x + answers.width, y: y + rowH }, thickness: 0.5, color: MUTED });
    drawLine(page, String(r), answers.x + mm(4), y + rowH / 2 - 3, bold, 'center');
    drawLine(page, 'Attacker / Defender', answers.x + mm(16), y + rowH / 2 - 3, text);
    for (let q = 0; q < game.questionsPerRound; q++) drawLine(page, 'TRUE   FALSE', qX(q) + qW / 2, y + rowH / 2 - 3, text, 'center');
  }
}

export async function buildRecordSheet(paper: Paper, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Empty Rivalry record sheet and private slips', subject: 'Rolls, decisions and points for four rounds, and a private slip for each player\'s answers' });
  const { page, area } = addBoardPage(doc, fonts, paper, 'Empty Rivalry: record sheet', 'portrait', options.fit);
  const layout = recordSheetLayout(area);
  drawWrapped(
    page,
    'The answers go on each player\'s own slip (next sheet), folded; unfold both only at scoring. ' +
      'Call Out: d12 higher wins the Attacker the difference, lower gives it to the Defender. Retreat: the reverse. Equal: nobody scores.',
    { x: layout.intro.x, top: layout.intro.y + layout.intro.height, width: layout.intro.width },
    { font: fonts.regular, size: 8, color: MUTED },
  );
  layout.blocks.forEach((box, i) => drawRoundBlock(page, fonts, box, layout.rowHeight, i + 1));
  const t = layout.totals;
  page.drawRectangle({ x: t.x, y: t.y, width: t.width, height: t.height, borderColor: INK, borderWidth: 1.5 });
  const mid = t.y + t.height / 2 - 4;
  drawLine(page, 'Totals', t.x + 4, mid, { font: fonts.bold, size: 11, color: INK });
  drawLine(page, 'Name ____________  points ______', t.x + mm(24), mid, { font: fonts.regular, size: 9, color: INK });
  drawLine(page, 'Name ____________  points ______', t.x + t.width - 4, mid, { font: fonts.regular, size: 9, color: INK }, 'right');
  // The slips: one for each player, cut apart on the line between them.
  const slips = addBoardPage(doc, fonts, paper, 'Empty Rivalry: private slips (cut apart)', 'portrait', options.fit);
  const s = slips.area;
  const half = (s.height - mm(8)) / 2;
  drawSlip(slips.page, fonts, { x: s.x, y: s.y + half + mm(8), width: s.width, height: half }, 1);
  drawSlip(slips.page, fonts, { x: s.x, y: s.y, width: s.width, height: half }, 2);
  const cutY = s.y + half + mm(4);
  slips.page.drawLine({ start: { x: s.x, y: cutY }, end: { x: s.x + s.width, y: cutY }, thickness: 0.8, color: INK, dashArray: [8, 3] });
  drawLine(slips.page, 'cut', s.x, cutY + 3, { font: fonts.regular, size: 7, color: MUTED });
  finishSheets(fonts, [page, slips.page], { stamp: options.stamp ?? { game: 'Empty Rivalry', credit: '' }, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

export const printables: Printable[] = withEverything([
  {
    game: SLUG,
    name: 'question-cards',
    // The table's own questions, as the helper saved them or typed on /print/.
    studio: { form: 'questions', make: (paper, options, { custom }) => buildQuestionCards(paper, { ...options, ...(custom?.length ? { custom } : {}) }) },
    title: 'Empty Rivalry question cards',
    purpose: `The ${game.questions.length} questions as poker-size cards, ${BLANK_CARDS} blank ones for your own, and scoring aids in the free slots.`,
    howToPrint: DUPLEX_CARDS,
    cards: {
      count: {
        duplex: game.questions.length + BLANK_CARDS + aidCount(game.questions.length, 'duplex'),
        fold: game.questions.length + BLANK_CARDS + aidCount(game.questions.length, 'fold'),
      },
      forTable: {
        duplex: `${game.questions.length} questions, ${BLANK_CARDS} blank cards and ${aidsText(aidCount(game.questions.length, 'duplex'))}. One copy for the two players. Questions of your own: make them below.`,
        fold: `Fold-over: ${aidsText(aidCount(game.questions.length, 'fold'))}.`,
      },
    },
    paperAdvice: CARD_PAPER,
    build: (paper, options) => buildQuestionCards(paper, options),
  },
  {
    game: SLUG,
    name: 'record-sheet',
    title: 'Empty Rivalry record sheet and private slips',
    purpose: `For paper play: a shared sheet for each round's rolls, decision and points, and a private slip for each player, folded over their own TRUE/FALSE answers, for ${ROUNDS_PER_SHEET} rounds.`,
    howToPrint: SINGLE_SIDED,
    paperAdvice: PLAIN_PAPER,
    build: buildRecordSheet,
  },
  diceCards({ game: SLUG, title: 'Empty Rivalry', emblem, dice: [game.attackerDie, game.defenderDie] }),
  tuckBox({
    game: SLUG,
    title: 'Empty Rivalry',
    emblem,
    cards: game.questions.length + BLANK_CARDS + aidCount(game.questions.length, 'duplex'),
    contents: `${game.questions.length} question cards, ${BLANK_CARDS} blank ones and the scoring aids.`,
  }),
  rulesBooklet(SLUG, 'Empty Rivalry', { Questions: questionList }),
], { title: 'Empty Rivalry', order: ['rules-booklet', 'record-sheet', 'question-cards', 'dice-cards', 'tuck-box'], optional: { 'dice-cards': `only for a table without a d${game.attackerDie} and a d${game.defenderDie}` } });

/** The fourteen questions, as the rules page lists them, for the booklet. */
function questionList(): RulesBlock[] {
  return [{ kind: 'list', ordered: true, start: 1, items: game.questions.map((q) => [{ kind: 'paragraph', runs: [{ text: q }] }]) }];
}
