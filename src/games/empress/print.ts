import { degrees, rgb, type PDFPage, type RGB } from 'pdf-lib';
import {
  addBoardPage,
  addCardSheets,
  aidBack,
  aidFront,
  assertDrawable,
  createDocument,
  deckBack,
  drawCardFrame,
  drawLine,
  drawWrapped,
  CARD_PAPER,
  DUPLEX_CARDS,
  finishSheets,
  PER_FOLD_SHEET,
  PER_SHEET,
  PLAIN_PAPER,
  finish,
  mm,
  rulesBooklet,
  SINGLE_SIDED,
  spreadAcrossSheets,
  type AidContent,
  type BuildOptions,
  type Box,
  type CardOptions,
  type Card as PrintCard,
  type Fonts,
  type Paper,
  type Printable,
  type RulesBlock,
  type Sides,
  aidsText,
  tuckBox,
  withEverything,
} from '~/kit/pdf';
import { cardById, data, deckSize, handById, outcomeById, type CardId } from './data';
import { setup } from './engine';
import { empressHolder } from './state';
import { unwrap } from '~/kit/result';
import { emblem } from './emblem';

const INK = rgb(0.12, 0.11, 0.1);
const MUTED = rgb(0.4, 0.38, 0.35);
const COLOURS: Record<CardId, RGB> = {
  empress: rgb(0.55, 0.13, 0.1),
  assassin: rgb(0.14, 0.15, 0.22),
  citizen: rgb(0.3, 0.4, 0.48),
};

/**
 * Emblems as SVG paths in a 100 x 100 box (y down, as SVG): drawn as shapes, since
 * the font has no crown or dagger and a glyph would print as a blank box.
 */
const EMBLEMS: Record<CardId, string[]> = {
  empress: ['M 10 78 L 10 30 L 30 52 L 50 14 L 70 52 L 90 30 L 90 78 Z', 'M 10 84 L 90 84 L 90 94 L 10 94 Z'],
  assassin: [
    'M 50 4 L 59 18 L 57 62 L 43 62 L 41 18 Z',
    'M 24 62 L 76 62 L 76 70 L 24 70 Z',
    'M 45 70 L 55 70 L 55 88 L 45 88 Z',
    'M 50 86 L 57 93 L 50 100 L 43 93 Z',
  ],
  citizen: ['M 50 8 C 60 8 66 15 66 24 C 66 33 60 40 50 40 C 40 40 34 33 34 24 C 34 15 40 8 50 8 Z', 'M 20 96 L 20 72 C 20 54 32 46 50 46 C 68 46 80 54 80 72 L 80 96 Z'],
};

function drawEmblem(page: PDFPage, card: CardId, centreX: number, centreY: number, size: number): void {
  const scale = size / 100;
  for (const path of EMBLEMS[card]) {
    page.drawSvgPath(path, { x: centreX - size / 2, y: centreY + size / 2, scale, color: COLOURS[card] });
  }
}

/** What a card does against each card it can meet, read from the matchup table. */
export function cardRules(card: CardId): string[] {
  const lines: string[] = [];
  for (const o of data.outcomes) {
    const mine = o.empressHandCard === card ? 'empress' : o.assassinHandCard === card ? 'assassin' : null;
    if (!mine) continue;
    const rival = mine === 'empress' ? o.assassinHandCard : o.empressHandCard;
    const rivalName = rival === 'citizen' ? 'a Citizen' : `the ${cardById(rival).name}`;
    if (o.winner === null) lines.push(`Draws with ${rivalName}`);
    else if (o.winner === mine) lines.push(`Beats ${rivalName}: ${handById(o.winner).name} +${o.points}`);
    else lines.push(`Loses to ${rivalName}`);
  }
  return lines;
}

/** Name upright at the top-left and upside down at the bottom-right, as on playing cards. */
function drawCorners(page: PDFPage, fonts: Fonts, box: Box, name: string, colour: RGB): void {
  const size = 8;
  assertDrawable(fonts.bold, name);
  page.drawText(name, { x: box.x + mm(5), y: box.y + box.height - mm(5) - size, size, font: fonts.bold, color: colour });
  page.drawText(name, { x: box.x + box.width - mm(5), y: box.y + mm(5) + size, size, font: fonts.bold, color: colour, rotate: degrees(180) });
}

function cardFront(fonts: Fonts, card: CardId): PrintCard['front'] {
  const { name } = cardById(card);
  return (page, box) => {
    drawCardFrame(page, box);
    drawCorners(page, fonts, box, name, COLOURS[card]);
    const cx = box.x + box.width / 2;
    drawLine(page, name.toUpperCase(), cx, box.y + box.height - mm(17), { font: fonts.bold, size: 15, color: COLOURS[card] }, 'center');
    const hand = data.hands.find((h) => h.royal === card);
    const sub = hand ? `Heart of the ${hand.name}` : 'One of eight, all alike';
    drawLine(page, sub, cx, box.y + box.height - mm(22.5), { font: fonts.regular, size: 7.5, color: MUTED }, 'center');
    drawEmblem(page, card, cx, box.y + box.height - mm(42), mm(26));
    let top = box.y + mm(29);
    for (const rule of cardRules(card)) {
      top = drawWrapped(page, rule, { x: box.x + mm(7), top, width: box.width - mm(14), minY: box.y + mm(6) }, { font: fonts.regular, size: 7.5, color: INK }, 'center') - mm(0.8);
    }
  };
}

/** The whole deck in seed order: Empress, Assassin, then the eight Citizens (EP-1). */
export const deckOrder = (): CardId[] => data.cards.flatMap((c) => Array<CardId>(c.copies).fill(c.id));

const outcome = (id: Parameters<typeof outcomeById>[0]) => outcomeById(id);
const beats = (o: ReturnType<typeof outcome>) => `${cardById(o.empressHandCard).name} vs ${cardById(o.assassinHandCard).name}: ${o.winner === null ? 'draw, the lead passes' : `${handById(o.winner).name} +${o.points}`}`;

/** The player aid, one a player: who beats whom and the points on the front, a game and a match on the back (EP-2 to EP-5). */
export function aidContent(): { front: AidContent; back: AidContent } {
  const [empress, assassin] = [handById('empress'), handById('assassin')];
  return {
    front: {
      title: 'Who beats whom',
      sections: [
        { heading: 'Each play, both cards flip', lines: data.outcomes.map(beats) },
        { heading: 'The hands', lines: [`${empress.name}: the ${cardById(empress.royal).name} and ${empress.citizens} Citizens.`, `${assassin.name}: the ${cardById(assassin.royal).name} and ${assassin.citizens} Citizens.`] },
      ],
    },
    back: {
      title: 'A game, a set, a match',
      sections: [
        {
          lines: [
            `1. The ${empress.name} leads the first play of every game.`,
            '2. The lead lays a card face down, the other answers face down, both flip.',
            '3. Two Citizens: a draw, both go aside, the lead passes. Anything else ends the game.',
            `4. After every game the hands swap; a set is ${data.gamesPerSet} games.`,
            '5. The match ends after the sets agreed; more points wins. Stakes: the difference times the coins a point.',
          ],
        },
      ],
    },
  };
}

/**
 * The deck spread over two sheets, the Empress with four Citizens on one and the
 * Assassin with four on the other, each at a slot a Citizen takes on the other sheet;
 * player aids fill the free slots (one a player at least). Every back alike.
 */
function deckSlots(fonts: Fonts, perSheet: number): (PrintCard | null)[] {
  const back = deckBack(fonts, emblem);
  const aid = aidContent();
  const aidCard: PrintCard = { front: aidFront(fonts, 'Empress', aid.front), back: aidBack(fonts, back.field, aid.back) };
  const card = (id: CardId): PrintCard => ({ front: cardFront(fonts, id), back });
  const royals = data.cards.filter((c) => c.id !== 'citizen').map((c) => card(c.id));
  const citizens = Array.from({ length: cardById('citizen').copies }, () => card('citizen'));
  const sheets = Math.ceil((deckSize + data.hands.length) / perSheet);
  return spreadAcrossSheets([royals, citizens], Array<PrintCard>(sheets * perSheet - deckSize).fill(aidCard), perSheet);
}

/** Which card each slot of the duplex sheets holds (`aid` for a player aid), for tests. */
export function deckSlotsForTest(_paper: Paper): (CardId | 'aid' | null)[] {
  const royals: (CardId | 'aid')[] = data.cards.filter((c) => c.id !== 'citizen').map((c) => c.id);
  const citizens = Array<CardId>(cardById('citizen').copies).fill('citizen');
  return spreadAcrossSheets([royals, citizens], Array<'aid'>(aidCount('duplex')).fill('aid'), PER_SHEET);
}

/** Slots by paper layout: the deck and the aids that fill its sheets. */
export const aidCount = (sides: Sides): number => {
  const per = sides === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  return Math.ceil((deckSize + data.hands.length) / per) * per - deckSize;
};

export async function buildCards(paper: Paper, options: CardOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Empress: the ten cards', subject: 'Empress, Assassin and eight Citizens, poker size, with player aids' });
  const perSheet = (options.sides ?? 'duplex') === 'fold' ? PER_FOLD_SHEET : PER_SHEET;
  addCardSheets(doc, deckSlots(fonts, perSheet), { ...options, paper, fonts, game: 'Empress' });
  return finish(doc);
}

/** Sets that fit on one score sheet; a longer match continues on another sheet. */
export const SETS_PER_SHEET = 4;

export async function buildScoreSheet(paper: Paper, options: BuildOptions = {}): Promise<Uint8Array> {
  const { doc, fonts } = await createDocument({ title: 'Empress match score sheet', subject: 'Points per game and set, with the settlement' });
  const { page, area } = addBoardPage(doc, fonts, paper, 'Empress match score sheet', 'portrait', options.fit);
  const text = { font: fonts.regular, size: 9.5, color: INK };
  const bold = { font: fonts.bold, size: 9.5, color: INK };
  const rule = { thickness: 0.6, color: rgb(0.25, 0.25, 0.25) };
  const left = area.x;
  const right = area.x + area.width;
  const blank = (x1: number, x2: number, y: number) => page.drawLine({ start: { x: x1, y: y - 2 }, end: { x: x2, y: y - 2 }, ...rule });

  // Header: who is A (Empress first), B, stake.
  let y = area.y + area.height - 10;
  drawLine(page, 'Player A (Empress hand in game 1):', left, y, text);
  blank(left + mm(58), left + area.width * 0.62, y);
  drawLine(page, 'Date:', left + area.width * 0.66, y, text);
  blank(left + area.width * 0.66 + mm(10), right, y);
  y -= mm(8);
  drawLine(page, 'Player B:', left, y, text);
  blank(left + mm(17), left + area.width * 0.62, y);
  drawLine(page, 'Coins per point:', left + area.width * 0.66, y, text);
  blank(left + area.width * 0.66 + mm(27), right, y);
  y -= mm(4);
  const empressPoints = data.outcomes.find((o) => o.id === 'empress-beats-citizen')!.points;
  const assassinPoints = data.outcomes.find((o) => o.id === 'assassin-slays-empress')!.points;
  const key =
    `Each game the Empress hand leads the first play; after every draw (two Citizens) the lead passes. ` +
    `Tick a box for each play. The Empress beats a Citizen, or a Citizen catches the Assassin: +${empressPoints} to the Empress hand. ` +
    `The Assassin slays the Empress: +${assassinPoints} to the Assassin hand. After four draws the fifth play is forced. ` +
    `Hands swap every game. More than ${SETS_PER_SHEET} sets: carry the totals to a second sheet.`;
  y = drawWrapped(page, key, { x: left, top: y, width: area.width }, { font: fonts.regular, size: 8.5, color: MUTED }) - mm(3);

  // Set blocks: a heading row, four games, a total; the Empress column is pre-filled A, B, A, B (EP-4).
  const matchBlock = mm(30);
  const gap = mm(3);
  const rowsPerSet = data.gamesPerSet + 2;
  const rowHeight = Math.min(mm(8), (y - area.y - matchBlock - SETS_PER_SHEET * gap) / (SETS_PER_SHEET * rowsPerSet));
  const cols = [0, 0.2, 0.42, 0.74, 0.87, 1].map((f) => left + f * area.width);
  const boxSize = mm(4.2);
  const pattern = unwrap(setup({ players: ['A', 'B'], sets: 1, firstEmpress: 0 }));
  for (let s = 0; s < SETS_PER_SHEET; s++) {
    const top = y;
    const bottom = top - rowsPerSet * rowHeight;
    page.drawRectangle({ x: left, y: bottom, width: area.width, height: top - bottom, borderColor: rule.color, borderWidth: 1 });
    for (let r = 1; r < rowsPerSet; r++) {
      const ry = top - r * rowHeight;
      page.drawLine({ start: { x: left, y: ry }, end: { x: right, y: ry }, ...rule, thickness: r === rowsPerSet - 1 ? 1.4 : 0.6 });
    }
    for (const x of cols.slice(1, -1)) page.drawLine({ start: { x, y: top }, end: { x, y: bottom }, ...rule });
    const mid = (row: number) => top - row * rowHeight - rowHeight / 2 - 3.3;
    const heads = [`Set ${s + 1}`, 'Empress hand', 'Plays (tick each)', 'A points', 'B points'];
    heads.forEach((h, i) => drawLine(page, h, cols[i]! + mm(2), mid(0), bold));
    for (let g = 0; g < data.gamesPerSet; g++) {
      drawLine(page, `Game ${g + 1}`, cols[0]! + mm(2), mid(g + 1), text);
      drawLine(page, empressHolder(pattern, g) === 0 ? 'A' : 'B', (cols[1]! + cols[2]!) / 2, mid(g + 1), bold, 'center');
      for (let p = 0; p < 5; p++) {
        const bx = cols[2]! + mm(3) + p * (boxSize + mm(3));
        page.drawRectangle({ x: bx, y: mid(g + 1) - 0.5, width: boxSize, height: boxSize, borderColor: rule.color, borderWidth: 0.8 });
      }
    }
    drawLine(page, 'Set total', cols[0]! + mm(2), mid(rowsPerSet - 1), bold);
    y = bottom - gap;
  }

  // The match and the settlement (EP-5).
  y -= mm(4);
  drawLine(page, 'Match total:   A', left, y, bold);
  blank(left + mm(30), left + mm(55), y);
  drawLine(page, 'B', left + mm(60), y, bold);
  blank(left + mm(65), left + mm(90), y);
  drawLine(page, 'Winner:', left + mm(98), y, bold);
  blank(left + mm(113), right, y);
  y -= mm(9);
  drawLine(page, 'Difference', left, y, text);
  blank(left + mm(19), left + mm(35), y);
  drawLine(page, 'x coins per point', left + mm(37), y, text);
  blank(left + mm(64), left + mm(80), y);
  drawLine(page, '=', left + mm(82), y, text);
  blank(left + mm(86), left + mm(104), y);
  drawLine(page, 'coins, paid to the winner. Equal points: nobody pays.', left + mm(106), y, text);
  finishSheets(fonts, [page], { stamp: options.stamp ?? { game: 'Empress', credit: '' }, printing: 'single', paper, fit: options.fit });
  return finish(doc);
}

/** The matchup table the rules page shows, for the booklet. */
function matchups(): RulesBlock[] {
  const name = (id: CardId) => cardById(id).name;
  return [
    {
      kind: 'table',
      head: [[{ text: `${handById('empress').name} plays` }], [{ text: `${handById('assassin').name} plays` }], [{ text: 'Result' }]],
      rows: data.outcomes.map((o) => [
        [{ text: name(o.empressHandCard) }],
        [{ text: name(o.assassinHandCard) }],
        [{ text: o.winner === null ? 'Draw: both cards go aside, the lead passes' : `${o.label}: ${handById(o.winner).name} +${o.points}` }],
      ]),
    },
  ];
}

export const printables: Printable[] = withEverything([
  {
    game: 'empress',
    name: 'cards',
    title: 'Empress: the ten cards',
    purpose: 'The whole deck, poker size: the Empress, the Assassin and eight Citizens, with backs that look alike even printed a little off, and player aids in the free slots.',
    howToPrint: DUPLEX_CARDS,
    cards: {
      count: { duplex: deckSize + aidCount('duplex'), fold: deckSize + aidCount('fold') },
      forTable: {
        duplex: `${deckSize} cards and ${aidsText(aidCount('duplex'))}. One copy for the two players.`,
        fold: `Fold-over: ${aidsText(aidCount('fold'))}.`,
      },
    },
    paperAdvice: CARD_PAPER,
    build: buildCards,
  },
  {
    game: 'empress',
    name: 'score-sheet',
    title: 'Empress: match score sheet',
    purpose: `Points per game and per set for up to ${SETS_PER_SHEET} sets (${SETS_PER_SHEET * data.gamesPerSet} games), who holds the Empress in each game, and the settlement at the end.`,
    howToPrint: SINGLE_SIDED,
    paperAdvice: PLAIN_PAPER,
    build: buildScoreSheet,
  },
  tuckBox({ game: 'empress', title: 'Empress', emblem, cards: deckSize + aidCount('duplex'), contents: `The ${deckSize} cards (1 Empress, 1 Assassin, 8 Citizens) and the player aids.` }),
  rulesBooklet('empress', 'Empress', { Matchups: matchups }),
], { title: 'Empress', order: ['rules-booklet', 'score-sheet', 'cards', 'tuck-box'] });
